// `diagramOf`: everything the diagram page shows of a model, as plain JSON data: title, summary
// and subtitle, the flow tree with its markers, the actions as cards, the panels and the
// executability figures. Built from the model as written, so a model with errors is drawn too.
import { readModel } from '@tabletwin/engine';
import { validate, type Figures, type Finding, type FlowTree } from '@tabletwin/validator';
import { contentItems, contentPanel, type ContentItemRow } from './content.js';
import { entries, isPlainObject, list, scalar, str, twin, type Dict, type Twin } from './data.js';
import { withMarkers } from './markers.js';
import { opLines, type OpLine } from './ops.js';
import {
  constantsPanel,
  derivedPanel,
  endPanel,
  modifiersPanel,
  outcomesPanel,
  priorityPanel,
  questionsPanel,
  statePanel,
  triggersPanel,
  type DerivedRow,
  type EndRow,
  type FastAction,
  type ModifierRow,
  type NamedValue,
  type OutcomeModelRow,
  type PriorityPanel,
  type QuestionRow,
  type TriggerRow,
  type VarRow,
  type ZoneRow,
} from './panels.js';

/** An action of `actions` as a step card shows it when expanded. */
export interface ActionCard {
  name: string;
  label: string | null;
  speed: string | null;
  pre: Twin | null;
  cost: OpLine[];
  effect: OpLine[];
  note: string | null;
}

export interface Panels {
  state: { zones: ZoneRow[]; vars: VarRow[] };
  constants: NamedValue[];
  derived: DerivedRow[];
  triggers: TriggerRow[];
  modifiers: ModifierRow[];
  /** `null` when the model has no priority windows. */
  priority: PriorityPanel | null;
  outcomes: OutcomeModelRow[];
  content: ContentItemRow[];
  openQuestions: QuestionRow[];
  end: EndRow[];
}

export interface Diagram {
  game: string | null;
  /** `label`, else `game`, else `Untitled model`. */
  title: string;
  summary: string | null;
  /** The line under the title in a game list: `demonstrates`, else `players`. */
  subtitle: string | null;
  /** The flow with the markers of every step. */
  flow: FlowTree;
  /** The model's `actions`, in model order. */
  actions: ActionCard[];
  panels: Panels;
  /** The validator's figures; `null` when the model cannot be read. */
  figures: Figures | null;
  /** The validator's errors: the diagram is drawn anyway, and says the model has them. */
  errors: Finding[];
}

/** Windows of all speeds are opened by `window: true` on a node or a `window` op without a name. */
function opensAllSpeeds(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(opensAllSpeeds);
  if (!isPlainObject(v)) return false;
  if (v['window'] === true && v['kind'] !== undefined) return true;
  if (v['op'] === 'window' && (v['name'] === undefined || v['name'] === null)) return true;
  return Object.keys(v).some((k) => opensAllSpeeds(v[k]));
}

function fastActions(data: Dict): FastAction[] {
  const out: FastAction[] = [];
  for (const [name, a] of entries(data['actions'])) {
    const speed = isPlainObject(a) ? scalar(a['speed']) : null;
    if (isPlainObject(a) && speed !== null) out.push({ name, label: str(a['label']), speed, item: null });
  }
  for (const { item } of contentItems(data)) {
    for (const a of list(item['abilities'])) {
      const speed = isPlainObject(a) ? scalar(a['speed']) : null;
      if (isPlainObject(a) && speed !== null)
        out.push({ name: scalar(a['id']) ?? '?', label: str(a['label']), speed, item: String(item['id']) });
    }
  }
  return out;
}

function actionCards(data: Dict): ActionCard[] {
  return entries(data['actions']).map(([name, v]) => {
    const a = isPlainObject(v) ? v : {};
    return {
      name,
      label: str(a['label']),
      speed: scalar(a['speed']),
      pre: twin(a, 'pre'),
      cost: opLines(a['cost']),
      effect: opLines(a['effect']),
      note: str(a['note']),
    };
  });
}

export interface DiagramOptions {
  /**
   * Show the content (default true). `false` leaves the Content panel empty and content abilities
   * out of the priority windows: the rules structure only, as the site shows commercial games.
   */
  content?: boolean;
}

/**
 * The diagram of a model given as YAML text or as plain data (what `validate` takes). A loaded
 * engine `Model` is not accepted: loading drops the text for people that the diagram shows.
 */
export function diagramOf(model: string | Dict, options: DiagramOptions = {}): Diagram {
  const withContent = options.content !== false;
  const report = validate(model, { testGames: false });
  let data: Dict | null = null;
  if (typeof model !== 'string') data = isPlainObject(model) ? model : null;
  else if (report.figures !== null) data = readModel(model).data;
  const d = data ?? {};
  const allSpeeds = opensAllSpeeds([d['flow'], d['flows'], d['actions'], d['triggers'], d['content'], d['outcomes']]);
  const fast = fastActions(d).filter((a) => withContent || a.item === null);
  const priority = priorityPanel(d, fast, allSpeeds);
  const windowsOf = (speed: string | null): (string | null)[] => {
    if (speed === null) return [];
    const named = (priority?.windows ?? []).filter((w) => w.name !== null && w.allows.includes(speed)).map((w) => w.name);
    return allSpeeds ? [...named, null] : named;
  };
  return {
    game: str(d['game']),
    title: str(d['label']) ?? str(d['game']) ?? 'Untitled model',
    summary: str(d['summary']),
    subtitle: str(d['demonstrates']) ?? str(d['players']),
    flow: withMarkers(report.flow, data),
    actions: actionCards(d),
    panels: {
      state: statePanel(d),
      constants: constantsPanel(d),
      derived: derivedPanel(d),
      triggers: triggersPanel(d),
      modifiers: modifiersPanel(d),
      priority,
      outcomes: outcomesPanel(d),
      content: withContent ? contentPanel(d, windowsOf) : [],
      openQuestions: questionsPanel(d),
      end: endPanel(d),
    },
    figures: report.figures,
    errors: report.errors,
  };
}
