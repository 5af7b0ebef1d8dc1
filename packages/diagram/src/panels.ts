// The panels of docs/diagram.md#what-you-get, read from the model data as written: state,
// constants, derived values, triggers, modifiers, priority, outcome models, end conditions and
// open questions. Content has its own module (content.ts). Every text stays as written.
import { brief, dict, entries, isPlainObject, list, names, scalar, str, twin, type Dict, type Twin } from './data.js';
import { opLines, type OpLine } from './ops.js';

export interface ZoneRow {
  name: string;
  label: string | null;
  owner: string;
  visibility: string;
  shuffled: boolean;
  /** `persist` is set: kept by `reset` (shown as Persistent). */
  persistent: boolean;
  kind: string | null;
  note: string | null;
}

export interface VarRow {
  name: string;
  label: string | null;
  scope: string;
  type: string | null;
  /** The initial value: `init` as text, else `init_x`. */
  init: Twin | null;
  persistent: boolean;
  note: string | null;
}

export interface NamedValue {
  name: string;
  /** The value as written (lists and dicts as compact JSON). */
  value: string;
}

export interface DerivedRow {
  name: string;
  text: string | null;
  x: string | null;
}

export interface TriggerRow {
  id: string;
  label: string | null;
  event: string | null;
  timing: string;
  optional: boolean;
  if: Twin | null;
  controller: Twin | null;
  source: string | null;
  note: string | null;
  ops: OpLine[];
}

export interface ModifierRow {
  id: string | null;
  stat: string | null;
  layer: number;
  change: Twin | null;
  if: Twin | null;
  duration: string | null;
  source: string | null;
  target: string | null;
  note: string | null;
}

/** An action (or content ability) with a `speed`: playable in the windows that allow its speed. */
export interface FastAction {
  name: string;
  label: string | null;
  speed: string;
  /** The content item of an ability, else `null`. */
  item: string | null;
}

export interface WindowRow {
  /** The name in `priority.windows`, or `null` for `window: true` / a `window` op without a name. */
  name: string | null;
  label: string | null;
  allows: string[];
  note: string | null;
  actions: FastAction[];
}

export interface PriorityPanel {
  /** `protocol` as written, field by field (`first`/`first_x` as one twin). */
  protocol: {
    first: Twin | null;
    closes: string;
    resolution: string;
    afterAction: string;
    order: string | null;
    note: string | null;
  };
  windows: WindowRow[];
}

export interface OutcomeModelRow {
  name: string;
  /** Skill with `skill: true`, else Chance: the marker an outcome drawn from it gives. */
  kind: 'skill' | 'chance';
  doc: string | null;
  outcomes: { id: string | null; p: Twin | null; note: string | null; effect: OpLine[] }[];
}

export interface EndRow {
  id: string | null;
  result: string | null;
  if: Twin | null;
  who: Twin | null;
  returns: string | null;
  check: string | null;
  scope: string | null;
  note: string | null;
}

export interface QuestionRow {
  id: string | null;
  about: string | null;
  question: string | null;
  /** `open` when not written. */
  status: string;
  answer: string | null;
  source: string | null;
}

export function statePanel(data: Dict): { zones: ZoneRow[]; vars: VarRow[] } {
  const state = dict(data['state']);
  const zones = entries(state['zones']).map(([name, v]): ZoneRow => {
    const z = dict(v);
    return {
      name,
      label: str(z['label']),
      owner: scalar(z['owner']) ?? 'global',
      visibility: scalar(z['visibility']) ?? 'public',
      shuffled: z['shuffled'] === true,
      persistent: z['persist'] !== undefined && z['persist'] !== null,
      kind: scalar(z['kind']),
      note: str(z['note']),
    };
  });
  const vars = entries(state['vars']).map(([name, v]): VarRow => {
    const d = dict(v);
    const init =
      d['init'] !== undefined || d['init_x'] !== undefined
        ? { text: d['init'] === undefined ? null : brief(d['init']), x: scalar(d['init_x']) }
        : null;
    return {
      name,
      label: str(d['label']),
      scope: scalar(d['scope']) ?? 'global',
      type: scalar(d['type']),
      init,
      persistent: d['persist'] !== undefined && d['persist'] !== null,
      note: str(d['note']),
    };
  });
  return { zones, vars };
}

export function constantsPanel(data: Dict): NamedValue[] {
  return entries(data['constants']).map(([name, v]) => ({ name, value: brief(v) }));
}

export function derivedPanel(data: Dict): DerivedRow[] {
  return entries(dict(data['state'])['derived']).map(([name, v]) =>
    isPlainObject(v) ? { name, text: scalar(v['text']), x: scalar(v['x']) } : { name, text: null, x: scalar(v) },
  );
}

export function triggerRow(t: Dict, fallbackId: string): TriggerRow {
  return {
    id: scalar(t['id']) ?? fallbackId,
    label: str(t['label']),
    event: scalar(t['event']),
    timing: scalar(t['timing']) ?? 'after',
    optional: t['optional'] === true,
    if: twin(t, 'if'),
    controller: twin(t, 'controller'),
    source: str(t['source']),
    note: str(t['note']),
    ops: opLines(t['do']),
  };
}

export function modifierRow(m: Dict): ModifierRow {
  return {
    id: scalar(m['id']),
    stat: scalar(m['stat']),
    layer: typeof m['layer'] === 'number' ? m['layer'] : 0,
    change: twin(m, 'change'),
    if: twin(m, 'if'),
    duration: scalar(m['duration']),
    source: str(m['source']),
    target: scalar(m['target']),
    note: str(m['note']),
  };
}

export function triggersPanel(data: Dict): TriggerRow[] {
  return list(data['triggers']).flatMap((t, i) => (isPlainObject(t) ? [triggerRow(t, `#${i}`)] : []));
}

export function modifiersPanel(data: Dict): ModifierRow[] {
  return list(data['modifiers']).flatMap((m) => (isPlainObject(m) ? [modifierRow(m)] : []));
}

/**
 * The priority panel, or `null` when the model has no `priority` and opens no window of all
 * speeds. `fast` are the actions and abilities with a speed, in model order.
 */
export function priorityPanel(data: Dict, fast: FastAction[], opensAllSpeeds: boolean): PriorityPanel | null {
  if (!isPlainObject(data['priority']) && !opensAllSpeeds) return null;
  const priority = dict(data['priority']);
  const p = dict(priority['protocol']);
  const windows = entries(priority['windows']).map(([name, v]): WindowRow => {
    const w = dict(v);
    const allows = names(w['allows']);
    return { name, label: str(w['label']), allows, note: str(w['note']), actions: fast.filter((a) => allows.includes(a.speed)) };
  });
  if (opensAllSpeeds)
    windows.push({ name: null, label: 'all speeds', allows: [...new Set(fast.map((a) => a.speed))], note: null, actions: fast });
  return {
    protocol: {
      first: twin(p, 'first'),
      closes: scalar(p['closes']) ?? 'all_pass_in_succession',
      resolution: scalar(p['resolution']) ?? 'immediate',
      afterAction: scalar(p['after_action']) ?? 'next',
      order: scalar(p['order']),
      note: str(p['note']),
    },
    windows,
  };
}

export function outcomesPanel(data: Dict): OutcomeModelRow[] {
  return entries(data['outcomes']).map(([name, v]) => {
    const m = dict(v);
    return {
      name,
      kind: m['skill'] === true ? 'skill' : 'chance',
      doc: str(m['doc']),
      outcomes: list(m['outcomes']).flatMap((o) =>
        isPlainObject(o) ? [{ id: scalar(o['id']), p: twin(o, 'p'), note: str(o['note']), effect: opLines(o['effect']) }] : [],
      ),
    };
  });
}

export function endPanel(data: Dict): EndRow[] {
  return list(data['end']).flatMap((e) => {
    if (!isPlainObject(e)) return [];
    return [
      {
        id: scalar(e['id']),
        result: scalar(e['result']),
        if: twin(e, 'if'),
        who: twin(e, 'who'),
        returns: scalar(e['returns_x']),
        check: scalar(e['check']),
        scope: scalar(e['scope']),
        note: str(e['note']),
      },
    ];
  });
}

export function questionsPanel(data: Dict): QuestionRow[] {
  return list(data['open_questions']).flatMap((q) => {
    if (!isPlainObject(q)) return [];
    return [
      {
        id: scalar(q['id']),
        about: scalar(q['about']),
        question: str(q['question']),
        status: scalar(q['status']) ?? 'open',
        answer: scalar(q['answer']),
        source: str(q['source']),
      },
    ];
  });
}
