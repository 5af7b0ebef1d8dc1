// The Content panel: every item (a dict with an `id` below `content`, not inside another item, as
// the validator counts them) with its text, keywords, dice faces and, under "effect", its
// abilities, triggers and modifiers. Abilities name the windows in which they can be played.
import { brief, entries, isPlainObject, list, names, scalar, str, twin, type Dict, type Twin } from './data.js';
import { opLines, type OpLine } from './ops.js';
import { modifierRow, triggerRow, type ModifierRow, type TriggerRow } from './panels.js';

export interface Face {
  /** The face as written (`"hit 2"`). */
  face: string;
  type: string;
  number: number | null;
  /** What `face_types` says of the type (its `label`, or the value as text), `null` when undeclared. */
  typeLabel: string | null;
}

export interface AbilityRow {
  id: string;
  label: string | null;
  speed: string | null;
  pre: Twin | null;
  cost: OpLine[];
  effect: OpLine[];
  /** Windows that allow its speed (`null`: a window of all speeds); empty when it cannot be played. */
  windows: (string | null)[];
}

export interface ContentItemRow {
  id: string;
  label: string | null;
  /** Where the item is in `content` (`hero_cards.warrior.0`). */
  at: string;
  status: string | null;
  text: string | null;
  note: string | null;
  keywords: string[];
  faces: Face[];
  effect: OpLine[];
  abilities: AbilityRow[];
  triggers: TriggerRow[];
  modifiers: ModifierRow[];
}

/** Where a fast action can be played: the named windows that allow its speed, and `null` for all speeds. */
export type WindowsOf = (speed: string | null) => (string | null)[];

function findItems(v: unknown, path: (string | number)[], out: { item: Dict; at: string }[]): void {
  if (Array.isArray(v)) {
    v.forEach((x, i) => findItems(x, [...path, i], out));
  } else if (isPlainObject(v)) {
    if (path.length > 0 && typeof v['id'] === 'string') {
      out.push({ item: v, at: path.join('.') });
      return;
    }
    for (const [k, x] of entries(v)) findItems(x, [...path, k], out);
  }
}

/** Every `face_types` dict anywhere in `content`, merged (the first declaration of a type wins). */
function faceTypes(content: unknown): Map<string, string> {
  const types = new Map<string, string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (isPlainObject(v)) {
      for (const [k, x] of entries(v)) {
        if (k === 'face_types' && isPlainObject(x)) {
          for (const [type, info] of entries(x))
            if (!types.has(type)) types.set(type, isPlainObject(info) ? (str(info['label']) ?? brief(info)) : brief(info));
        } else visit(x);
      }
    }
  };
  visit(content);
  return types;
}

function face(written: string, types: Map<string, string>): Face {
  const [type = '', ...rest] = written.trim().split(/\s+/);
  const n = rest.length === 1 && rest[0] !== undefined && /^-?\d+(\.\d+)?$/.test(rest[0]) ? Number(rest[0]) : null;
  return { face: written, type, number: n, typeLabel: types.get(type) ?? null };
}

/** The content items of the model, in model order. */
export function contentItems(data: Dict): { item: Dict; at: string }[] {
  const out: { item: Dict; at: string }[] = [];
  findItems(data['content'], [], out);
  return out;
}

export function contentPanel(data: Dict, windowsOf: WindowsOf): ContentItemRow[] {
  const types = faceTypes(data['content']);
  return contentItems(data).map(({ item, at }) => ({
    id: String(item['id']),
    label: str(item['label']),
    at,
    status: scalar(item['status']),
    text: str(item['text']),
    note: str(item['note']),
    keywords: names(item['keywords']),
    faces: list(item['faces'])
      .map(scalar)
      .filter((s): s is string => s !== null)
      .map((s) => face(s, types)),
    effect: opLines(item['effect']),
    abilities: list(item['abilities']).flatMap((a): AbilityRow[] => {
      if (!isPlainObject(a)) return [];
      const speed = scalar(a['speed']);
      return [
        {
          id: scalar(a['id']) ?? '?',
          label: str(a['label']),
          speed,
          pre: twin(a, 'pre'),
          cost: opLines(a['cost']),
          effect: opLines(a['effect']),
          windows: windowsOf(speed),
        },
      ];
    }),
    triggers: list(item['triggers']).flatMap((t, i) => (isPlainObject(t) ? [triggerRow(t, `${String(item['id'])}#${i}`)] : [])),
    modifiers: list(item['modifiers']).flatMap((m) => (isPlainObject(m) ? [modifierRow(m)] : [])),
  }));
}
