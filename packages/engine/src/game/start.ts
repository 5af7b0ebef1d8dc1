// The start of a game (docs/engine.md#a-game-start-to-end): constants are there already; variables in
// declaration order, then zones, each `init_x` seeing only what the spec allows. `reset` runs
// the same for everything a campaign does not keep.
import { isLanguageDict, newDict, Tuple, type Dict, type Value } from '@tabletwin/expr';
import { atPlace, runError } from '../errors.js';
import type { Model, VarDecl, ZoneDecl } from '../model/types.js';
import type { Machine } from './machine.js';
import { instancesOf } from './instances.js';
import { kept } from './budget.js';
import { allKeepable, keepable, keepCopies } from './storable.js';
import type { GameState } from './types.js';

// The zones, known and seen dicts start from an empty literal with its prototype set to null (as
// expr's newDict): V8 keeps such an object in fast mode, while Object.create(null) starts in
// dictionary mode. Zones are read by name at every op, so chess and hex-skirmish random games run
// 1.3-1.4x faster (same process, CPU time, old build against new); clones copy them generically.
export function emptyState(): GameState {
  return {
    vars: newDict(),
    zones: Object.setPrototypeOf({}, null) as GameState['zones'],
    known: Object.setPrototypeOf({}, null) as GameState['known'],
    seen: Object.setPrototypeOf({}, null) as GameState['seen'],
    nextUid: 1,
    eliminated: [],
    results: newDict(),
    modifiers: [],
    ended: null,
  };
}

/**
 * A value of the game's own: lists (and, with `dicts`, dicts) are copied, so changing the game
 * never changes the model. Dicts that are model data are kept as they are unless `dicts`.
 */
export function own(model: Model, v: Value, dicts: boolean): Value {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x) => own(model, x, dicts));
  if (v instanceof Tuple) return new Tuple(v.items.map((x) => own(model, x, dicts)));
  if (isLanguageDict(v) && (dicts || !model.dataPaths.has(v))) {
    const d: Dict = newDict();
    for (const k in v) d[k] = own(model, v[k]!, dicts);
    return d;
  }
  return v;
}

function initVar(g: Machine, decl: VarDecl): void {
  const init = decl.init;
  let value: Value = null;
  if (init.k === 'expr') value = own(g.model, g.eval(init.expr, null), false);
  else if (init.k === 'literal') value = own(g.model, init.value, true);
  if (decl.perPlayer && !Array.isArray(value)) {
    const one = value;
    const copies: Value[] = [];
    for (let p = 0; p < g.model.numPlayers; p++) copies.push(own(g.model, one, true));
    value = copies;
  }
  keepable(g, value, 'variable', decl.name);
  g.st.vars[decl.name] = value;
  kept(g, 'variable', decl.name);
}

/** `again`: a campaign reset, which also forgets the known top and bottom of the zone. */
function initZone(g: Machine, decl: ZoneDecl, again: boolean): void {
  const n = g.model.numPlayers;
  if (again) {
    delete g.st.known[decl.name];
    for (let p = 0; p < n; p++) delete g.st.known[`${decl.name}[${p}]`];
  }
  if (decl.init.k !== 'expr') {
    const lists: Value[][] = [];
    if (decl.perPlayer) for (let p = 0; p < n; p++) lists.push([]);
    g.st.zones[decl.name] = decl.perPlayer ? lists : [];
    return;
  }
  const v = g.eval(decl.init.expr, null);
  const items = Array.isArray(v) ? v : v instanceof Tuple ? v.items : null;
  if (items === null) throw runError(`zone ${decl.name}`, 'init_x must give a list');
  allKeepable(g, items, 'zone', decl.name);
  if (!decl.perPlayer) {
    g.st.zones[decl.name] = counted(g, instancesOf(g, items));
    return kept(g, 'zone', decl.name);
  }
  const lists = items.map((list) => (Array.isArray(list) ? list : list instanceof Tuple ? list.items : null));
  if (lists.some((l) => l === null)) throw runError(`zone ${decl.name}`, 'init_x must give a list of lists, one per player');
  g.st.zones[decl.name] = Array.from({ length: n }, (_, p) => counted(g, instancesOf(g, lists[p] ?? [])));
  kept(g, 'zone', decl.name);
}

/** New instances are the game's own dicts: they count for the state's budget. */
function counted(g: Machine, instances: Value[]): Value[] {
  for (const x of instances) if (isLanguageDict(x)) keepCopies(g, x, 1);
  return instances;
}

/** Fills variables and zones; `keep` skips those that persist (a campaign `reset`). */
function fill(g: Machine, keep: boolean): void {
  const previous = g.phase;
  try {
    g.phase = 'vars';
    const vars = g.model.vars;
    for (let i = 0; i < vars.length; i++) {
      const decl = vars[i]!;
      if (keep && decl.persist) continue;
      try {
        initVar(g, decl);
      } catch (e) {
        throw atPlace(e, `variable ${decl.name}`, ['state', 'vars', decl.name]);
      }
    }
    g.phase = 'zones';
    const zones = g.model.zones;
    for (let i = 0; i < zones.length; i++) {
      const decl = zones[i]!;
      if (keep && decl.persist) continue;
      try {
        initZone(g, decl, keep);
      } catch (e) {
        throw atPlace(e, `zone ${decl.name}`, ['state', 'zones', decl.name]);
      }
    }
  } finally {
    g.phase = previous;
  }
}

export function startGame(g: Machine): void {
  if (g.rt.setupError !== null) throw g.rt.setupError;
  fill(g, false);
  g.startNode(g.model.flow);
}

/** A campaign `reset`: everything without `persist: campaign` back to its initial value. */
export function resetState(g: Machine): void {
  fill(g, true);
  g.st.eliminated.length = 0;
  g.st.modifiers = [];
}
