// Stage 2: model data → the normalized, frozen `Model`. Nothing here evaluates an expression or
// refuses a model that is not executable: text fields only fail when a game reaches them.
import { fromJS, repr, type Value } from '@tabletwin/expr';
import { ModelError } from '../errors.js';
import { OP_OWN_LISTS, OP_READERS } from '../ops/registry.js';
import { readModel, type ModelSource } from '../source/read-model.js';
import { readContent } from './content.js';
import { deepFreeze } from './data.js';
import { readNode } from './flow.js';
import { isRaw, Normalizer, type Raw } from './normalizer.js';
import { readAction, readEnd, readModifier, readTrigger } from './rules.js';
import type {
  ActionDecl,
  DerivedDecl,
  FunctionDecl,
  Model,
  OutcomeModel,
  Protocol,
  VarDecl,
  Visibility,
  ZoneDecl,
} from './types.js';

/**
 * Most players a model may have. Games keep a list per player (players, per-player variables and
 * zones, who sees what), so a typo such as `num_players: 1e12` must be an error, not a crash or a
 * minute of allocating; no table game comes near this.
 */
export const MAX_PLAYERS = 1000;

function entries(v: unknown): [string, unknown][] {
  return isRaw(v) ? Object.entries(v) : [];
}

function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

export function loadModel(input: string | object): Model {
  let source: ModelSource | undefined;
  let data: Raw;
  if (typeof input === 'string') {
    source = readModel(input);
    data = deepFreeze(source.data);
  } else {
    if (!isRaw(input) || !('flow' in input))
      throw new ModelError('not-a-model', 'This is not a model: a model is a mapping with a `flow`');
    data = input as Raw;
  }
  const n = new Normalizer(OP_READERS, OP_OWN_LISTS);
  const state = isRaw(data['state']) ? data['state'] : {};
  const numPlayers = readNumPlayers(data, source);

  const constants = new Map<string, Value>();
  for (const [k, v] of entries(data['constants'])) constants.set(k, n.literal(v, ['constants', k]));
  const content = data['content'] === undefined ? (undefined as unknown as Value) : n.literal(data['content'], ['content']);

  const vars: VarDecl[] = entries(state['vars']).map(([name, v]) => {
    const raw = isRaw(v) ? v : {};
    return {
      name,
      perPlayer: raw['scope'] === 'player',
      init: n.field(raw, 'init', ['state', 'vars', name], true),
      persist: raw['persist'] === 'campaign',
    };
  });
  const zones: ZoneDecl[] = entries(state['zones']).map(([name, v]) => {
    const raw = isRaw(v) ? v : {};
    const vis = raw['visibility'];
    const expr = n.expr(raw, 'init');
    return {
      name,
      perPlayer: raw['owner'] === 'player',
      visibility: (vis === 'owner' || vis === 'hidden' ? vis : 'public') as Visibility,
      shuffled: raw['shuffled'] === true,
      persist: raw['persist'] === 'campaign',
      drawnFrom: typeof raw['drawn_from'] === 'string' ? raw['drawn_from'] : null,
      init: expr === null ? { k: 'missing', name: 'init_x' } : { k: 'expr', expr },
    };
  });
  const derived = new Map<string, DerivedDecl>();
  for (const [name, v] of entries(state['derived'])) {
    const expr = n.compile(isRaw(v) ? v['x'] : v);
    if (expr !== null) derived.set(name, { name, index: derived.size, expr });
  }
  const functions: FunctionDecl[] = entries(data['functions']).map(([name, v]) => {
    const raw = isRaw(v) ? v : {};
    return {
      name,
      params: list(raw['params']).map(String),
      lets: entries(raw['let']).map(([k, e]) => [k, n.compile(e) ?? n.compile('None')!] as const),
      x: n.compile(raw['x']),
    };
  });

  const flow = readNode(data['flow'], ['flow'], n);
  const flows = new Map<string, number>();
  for (const [name, node] of entries(data['flows'])) flows.set(name, readNode(node, ['flows', name], n));

  const actions = new Map<string, ActionDecl>();
  for (const [name, v] of entries(data['actions'])) actions.set(name, readAction(name, isRaw(v) ? v : {}, ['actions', name], n));
  const rules = readContent(data['content'], content, n);
  for (const a of rules.abilities) if (!actions.has(a.name)) actions.set(a.name, a);

  const triggers = list(data['triggers']).map((t, i) => readTrigger(t, ['triggers', i], n, null));
  const modifiers = list(data['modifiers']).map((m, i) => readModifier(m, ['modifiers', i], n, null));

  const model: Model = {
    source,
    data,
    numPlayers,
    mode: data['mode'] === 'cooperative' ? 'cooperative' : 'competitive',
    constants,
    content,
    vars,
    varIndex: new Map(vars.map((v) => [v.name, v])),
    zones,
    zoneIndex: new Map(zones.map((z) => [z.name, z])),
    dealsAgain: zones.some((z) => z.drawnFrom !== null),
    derived,
    functions,
    boards: data['boards'],
    nodes: n.nodes,
    flow,
    flows,
    actions,
    ops: n.ops,
    opLists: n.opLists,
    triggers: [...triggers, ...rules.triggers],
    modifiers: [...modifiers, ...rules.modifiers],
    priority: readProtocol(data['priority'], n),
    outcomes: readOutcomes(data['outcomes'], n),
    contentEffects: rules.effects,
    end: list(data['end']).map((e, i) => readEnd(e, i, n)),
    raw: data,
    dataPaths: n.dataPaths,
    dataByPath: n.dataByPath,
    exprs: n.exprs.byText,
  };
  return Object.freeze(model);
}

/** What is wrong with a `num_players` value as read from YAML, or `null` when it is usable (the validator says the same). */
export function numPlayersProblem(v: unknown): string | null {
  if (v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_PLAYERS)) return null;
  return `num_players must be a whole number from 1 to ${MAX_PLAYERS}, not ${repr(fromJS(v))}`;
}

/** `num_players`: a whole number from 1 to `MAX_PLAYERS`, 2 when it is left out (docs/reference.md#top-level). */
function readNumPlayers(data: Raw, source: ModelSource | undefined): number {
  const v = data['num_players'];
  const reason = numPlayersProblem(v);
  if (reason === null) return v === undefined ? 2 : (v as number);
  const path = ['num_players'];
  throw new ModelError('not-a-model', reason, source?.locate(path), path);
}

function readProtocol(v: unknown, n: Normalizer): Protocol {
  const raw = isRaw(v) ? v : {};
  const p = isRaw(raw['protocol']) ? raw['protocol'] : {};
  const windows = new Map<string, readonly string[]>();
  for (const [name, w] of entries(raw['windows'])) windows.set(name, list(isRaw(w) ? w['allows'] : undefined).map(String));
  return {
    first: n.field(p, 'first', ['priority', 'protocol']),
    closes: p['closes'] === 'single_pass_each' ? 'single_pass_each' : 'all_pass_in_succession',
    resolution: p['resolution'] === 'lifo_stack' ? 'lifo_stack' : 'immediate',
    afterAction: p['after_action'] === 'same' ? 'same' : 'next',
    windows,
  };
}

function readOutcomes(v: unknown, n: Normalizer): Map<string, OutcomeModel> {
  const out = new Map<string, OutcomeModel>();
  for (const [name, m] of entries(v)) {
    const raw = isRaw(m) ? m : {};
    const path = ['outcomes', name];
    out.set(name, {
      name,
      derived: entries(raw['derived_x']).map(([k, e]) => [k, n.compile(e) ?? n.compile('None')!] as const),
      outcomes: list(raw['outcomes']).map((o, i) => {
        const ro = isRaw(o) ? o : {};
        return {
          id: String(ro['id'] ?? i),
          p: n.field(ro, 'p', [...path, 'outcomes', i]),
          effect: n.opList(ro['effect'], [...path, 'outcomes', i, 'effect']),
        };
      }),
    });
  }
  return out;
}
