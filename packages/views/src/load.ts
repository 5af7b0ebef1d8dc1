// loadView: YAML text (or data) → a checked View with its defaults. YAML is read as 1.1, like
// models (the engine's reader); errors name the path and, for text, the line of the offending key
// or value.
import { ModelError, readYaml, type YamlSource } from '@tabletwin/engine';
import type { z } from 'zod';
import { ViewError, formatViewPath, type ViewPath } from './errors.js';
import {
  slotSchemaOf,
  viewSchema,
  type BoardSlotSpec,
  type CardSpec,
  type GridSlotSpec,
  type MeterSlotSpec,
  type QuestSlotSpec,
  type ZoneSlotSpec,
} from './schema.js';
import type { BoardSpec, CardStyle, SlotSpec, View } from './types.js';

/** Finds the line of a path in the YAML text; `null` for data. */
type Locate = (path: ViewPath) => number | null;

/** Reads and checks a view: YAML text or the data it stands for. Throws `ViewError`. */
export function loadView(source: string | unknown): View {
  let data: unknown = source;
  let locate: Locate = () => null;
  if (typeof source === 'string') ({ data, locate } = readText(source));
  if (data === null || data === undefined) throw new ViewError('ViewError', 'the view is empty', [], locate([]));
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new ViewError('ViewError', `a view is a dict of keys, not ${describe(data)}`, [], locate([]));
  }
  const top = check(viewSchema, data, [], locate);
  return {
    view: top.view ?? null,
    card: cardStyle(top.card ?? {}),
    table: rows(top.table ?? [], 'table', locate),
    player: rows(top.player ?? [], 'player', locate),
  };
}

/**
 * Reads the text with the engine's reader of the models' YAML flavour (1.1, merge keys, keys that
 * are text); `locate` gives the line of the deepest node on a path that is there.
 */
function readText(text: string): { data: unknown; locate: Locate } {
  let source: YamlSource;
  try {
    source = readYaml(text);
  } catch (e) {
    if (!(e instanceof ModelError)) throw e;
    const reason = e.reason.replace(/^The YAML cannot be read: /, '');
    throw new ViewError('ViewUnreadable', 'The view cannot be read', [], e.line ?? null, reason);
  }
  const locate: Locate = (path) => {
    for (let n = path.length; n >= 0; n--) {
      const at = source.locate(path.slice(0, n));
      if (at !== undefined) return at.line;
    }
    return null;
  };
  return { data: source.data, locate };
}

function check<T>(schema: z.ZodType<T>, data: unknown, base: ViewPath, locate: Locate): T {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  // An unknown key first: `rows` for `row` is better reported as the typo than as `row` missing.
  const issue = r.error.issues.find((i) => i.code === 'unrecognized_keys') ?? r.error.issues[0]!;
  const path: (string | number)[] = [...base, ...(issue.path as (string | number)[])];
  let message: string;
  switch (issue.code) {
    case 'unrecognized_keys':
      path.push(issue.keys[0]!);
      message = 'unknown key';
      break;
    case 'invalid_type':
      message = `must be ${EXPECTED[issue.expected] ?? issue.expected}, not ${describe(valueAt(data, issue.path))}`;
      if (valueAt(data, issue.path) === undefined) message = `${MISSING}`;
      break;
    case 'invalid_value':
      message = `${describe(valueAt(data, issue.path))}; use ${issue.values
        .map(String)
        .join(', ')
        .replace(/, ([^,]*)$/, ' or $1')}`;
      break;
    case 'too_small':
      message = `must be at least ${String(issue.minimum)}, not ${describe(valueAt(data, issue.path))}`;
      break;
    default:
      message = issue.message;
  }
  throw viewError(path, message, locate);
}

const MISSING = 'is required';
const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'a dict',
  array: 'a list',
  record: 'a dict',
};

function viewError(path: ViewPath, message: string, locate: Locate): ViewError {
  const where = formatViewPath(path);
  return new ViewError('ViewError', where === '' ? message : `${where}: ${message}`, path, locate(path));
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v = data;
  for (const seg of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<PropertyKey, unknown>)[seg];
  }
  return v;
}

/** A value as the message shows it: `'pile'`, `3`, `a list`, `a dict`. */
function describe(v: unknown): string {
  if (typeof v === 'string') return `'${v}'`;
  if (Array.isArray(v)) return 'a list';
  if (v === null || v === undefined) return 'nothing';
  if (typeof v === 'object') return 'a dict';
  return String(v);
}

function cardStyle(c: CardSpec): CardStyle {
  const tokens =
    c.tokens === undefined
      ? null
      : Object.fromEntries(Object.entries(c.tokens).map(([k, t]) => [k, { color: t.color ?? null, name: t.name ?? k }]));
  return {
    lang: c.lang ?? 'en',
    typeField: c.type_field ?? 'type',
    typeNames: c.type_names ?? {},
    color: c.color ?? [],
    corner: c.corner ?? [],
    stats: c.stats === undefined ? null : c.stats.map((s) => ({ field: s.field, icon: s.icon ?? null, name: s.name ?? s.field })),
    tokens,
    sideways: c.sideways ?? null,
  };
}

function rows(list: readonly { row: unknown[] }[], key: string, locate: Locate): SlotSpec[][] {
  return list.map((r, i) => r.row.map((slot, j) => slotSpec(slot, [key, i, 'row', j], locate)));
}

function slotSpec(raw: unknown, path: ViewPath, locate: Locate): SlotSpec {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw viewError(path, `a slot is a dict, not ${describe(raw)}`, locate);
  const schema = slotSchemaOf(raw as Record<string, unknown>);
  if (schema === null) throw viewError(path, 'a slot needs one of zone, meter, quest or board', locate);
  const s = check(schema, raw, path, locate) as Record<string, unknown>;
  const name = (s['name'] as string | undefined) ?? null;
  if ('zone' in s) {
    const z = s as ZoneSlotSpec;
    return {
      kind: 'zone',
      zone: z.zone,
      as: z.as ?? null,
      name,
      wide: z.wide ?? false,
      small: z.small ?? false,
      attachments: z.attachments ?? null,
    };
  }
  if ('meter' in s) {
    const m = (s as MeterSlotSpec).meter;
    return { kind: 'meter', var: m.var, max: m.max ?? null, name: name ?? m.name ?? null };
  }
  if ('quest' in s) {
    const q = (s as QuestSlotSpec).quest;
    return {
      kind: 'quest',
      var: q.var,
      catalogue: q.catalogue ?? null,
      progress: q.progress ?? null,
      goal: q.goal ?? null,
      name,
    };
  }
  if ('geometry' in (s['board'] as object)) return boardSpec(s as BoardSlotSpec, name, path, locate);
  const g = (s as GridSlotSpec).board;
  oneOf(g, ['zone', 'var'], [...path, 'board'], 'a grid', locate);
  return { kind: 'grid', zone: g.zone ?? null, var: g.var ?? null, columns: g.columns ?? 3, name };
}

/** Exactly one of `keys` in `o`: `a grid needs zone or var` / `... zone or var, not both`. */
function oneOf(o: object, keys: readonly [string, string], path: ViewPath, what: string, locate: Locate): void {
  const has = keys.filter((k) => k in o && (o as Record<string, unknown>)[k] !== undefined);
  if (has.length === 0) throw viewError(path, `${what} needs ${keys[0]} or ${keys[1]}`, locate);
  if (has.length > 1) throw viewError(path, `${what} needs ${keys[0]} or ${keys[1]}, not both`, locate);
}

function boardSpec(s: BoardSlotSpec, name: string | null, path: ViewPath, locate: Locate): BoardSpec {
  const b = s.board;
  let pieces: BoardSpec['pieces'] = null;
  if (b.pieces !== undefined) {
    oneOf(b.pieces, ['var', 'zone'], [...path, 'board', 'pieces'], 'pieces', locate);
    if (b.pieces.var !== undefined) {
      if (b.pieces.field !== undefined)
        throw viewError([...path, 'board', 'pieces', 'field'], 'field goes with zone, not var', locate);
      pieces = { var: b.pieces.var };
    } else pieces = { zone: b.pieces.zone!, field: b.pieces.field ?? 'cell' };
  }
  const cells = (b.cells ?? []).map((c, i) => {
    oneOf(c, ['const', 'var'], [...path, 'board', 'cells', i], 'a cells entry', locate);
    return { const: c.const ?? null, var: c.var ?? null, color: c.color, name: c.name ?? null };
  });
  const icons = Object.fromEntries(
    Object.entries(b.icons ?? {}).map(([k, v]) => [
      k,
      typeof v === 'string' ? { icon: v, color: null } : { icon: v.icon, color: v.color ?? null },
    ]),
  );
  return {
    kind: 'board',
    geometry: b.geometry,
    pieces,
    icons,
    color: b.color ?? null,
    value: b.value ?? null,
    cells,
    checkered: b.checkered ?? false,
    flip: b.flip ?? false,
    names: b.names ?? false,
    name,
  };
}
