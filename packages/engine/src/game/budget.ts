// A budget on the whole state of a game, beside the bound on one kept value (`storable.ts`):
// many values each under that bound, kept in many places, would still exhaust memory.
//
// Each game keeps a running count (`Machine.keptItems`) that only grows: every value stored adds
// what `keepable` counted for it. Nothing becomes part of the state without being stored, so the
// exact size of the state is never above the running count, and while the count is within the
// budget nothing needs checking. When it passes the budget the state is counted exactly (values
// reached twice once, what was replaced and dropped not at all) and the count starts again from
// there; only if the exact size is over the budget is the game stopped. So a variable set again
// and again costs its size once, and the error comes at the store that takes the state past the
// budget, whatever the history of the count. See the README, "Decisions".
import { chargeSteps, isLanguageDict, PySet, Tuple } from '@tabletwin/expr';
import { runError } from '../errors.js';
import type { Machine } from './machine.js';
import { subject } from './storable.js';

/** Items the whole state of a game may hold (the same as one value may: see the README). */
export const MAX_STATE = 10_000_000;

/**
 * After a value was stored at `what` (`variable 'x'`, or `variable` with `name` `x`): when the
 * running count is past the budget, counts the state; over the budget, a `MemoryError` naming it.
 */
export function kept(g: Machine, what: string, name?: string): void {
  if (g.keptItems <= MAX_STATE) return;
  const size = stateSize(g);
  g.keptItems = size;
  if (size > MAX_STATE)
    throw runError(
      '',
      `the game's state would hold more than 10,000,000 items (the last value kept: ${subject(what, name)})`,
      'MemoryError',
    );
}

/**
 * The items of the live state, counted as `keepable` counts them (elements, keys, a step per 8
 * characters of text; model data and other frozen values not at all), each container once: the
 * variables, the zones, `results`, the local names of temporary modifiers and every frame on the
 * cursor (local names, loop items, options). Iterative: the state may be nested deeper than the
 * stack allows, through an attribute set on an instance that lies deep inside a variable.
 */
export function stateSize(g: Machine): number {
  const seen = new Set<object>();
  const todo: unknown[] = [g.st.vars, g.st.zones, g.st.results];
  for (const m of g.st.modifiers) todo.push(m.locals);
  for (const f of g.cursor) todo.push(f);
  let items = 0;
  while (todo.length > 0) {
    const x = todo.pop();
    if (typeof x === 'string') {
      items += x.length >>> 3;
      continue;
    }
    if (typeof x !== 'object' || x === null || seen.has(x) || Object.isFrozen(x)) continue;
    seen.add(x);
    if (Array.isArray(x)) {
      items += x.length;
      for (let i = 0; i < x.length; i++) if (typeof x[i] === 'object' || typeof x[i] === 'string') todo.push(x[i]);
    } else if (x instanceof Tuple) {
      items += x.items.length;
      for (const v of x.items) if (typeof v === 'object' || typeof v === 'string') todo.push(v);
    } else if (x instanceof PySet) {
      items += x.size;
      for (const v of x) if (typeof v === 'object' || typeof v === 'string') todo.push(v);
    } else if (x instanceof Map) {
      // Local names: the names are the model's, their values are the game's.
      x.forEach((v) => todo.push(v));
    } else if (x === g.st.vars || x === g.st.zones) {
      // The game's own records by name: only what they hold counts.
      for (const k in x as Record<string, unknown>) todo.push((x as Record<string, unknown>)[k]);
    } else if (isLanguageDict(x)) {
      for (const k in x) {
        items += 1 + (k.length >>> 3);
        todo.push(x[k]);
      }
    } else if (Object.getPrototypeOf(x) === Object.prototype) {
      // A frame or another record of the engine: its own texts (places, names) are the model's.
      const r = x as Record<string, unknown>;
      for (const k in r) if (typeof r[k] === 'object') todo.push(r[k]);
    }
  }
  // Counting is work of the request, like `keepable`'s walk.
  chargeSteps(items / 8);
  return items;
}
