// What the state may keep. A generator is lazy and usable once (expressions.md §1): a clone could
// not get its own copy (both would drain one iterator, and it reads the scope of the game that
// made it), and a snapshot could not write it. So every place that keeps a value (a variable, an
// attribute, a zone, a local name that outlives a request, an option) refuses one, also inside
// lists, tuples and dicts. See the README, "Decisions".
import { isDict, PyGenerator, Tuple, type Value } from '@tabletwin/expr';
import { runError } from '../errors.js';

/** Objects looked at without remembering them; past this the walk keeps a set (shared or cyclic data). */
const PLAIN_BUDGET = 1000;

/** Throws a TypeError naming `what` (`variable 'x'`) when `v` is or holds a generator. */
export function keepable(v: Value, what: string): void {
  if (typeof v !== 'object' || v === null) return;
  const budget = { left: PLAIN_BUDGET };
  let found: boolean | null = holds(v, budget, null);
  if (found === null) found = holds(v, budget, new Set());
  if (found)
    throw runError('', `${what} cannot hold a generator (it is usable once); make it a list with list(...)`, 'TypeError');
}

/** `keepable` for each of `items`. */
export function allKeepable(items: readonly Value[], what: string): void {
  for (let i = 0; i < items.length; i++) {
    const x = items[i]!;
    if (typeof x === 'object' && x !== null) keepable(x, what);
  }
}

/** Whether `v` holds a generator; `null` when the plain walk ran out of budget (then walk again with `seen`). */
function holds(v: Value, budget: { left: number }, seen: Set<object> | null): boolean | null {
  if (typeof v !== 'object' || v === null) return false;
  if (v instanceof PyGenerator) return true;
  // Model data and other frozen values never hold one: they are made from YAML.
  if (Object.isFrozen(v)) return false;
  if (seen !== null) {
    if (seen.has(v)) return false;
    seen.add(v);
  } else if (--budget.left < 0) return null;
  let items: readonly Value[] | null = null;
  if (Array.isArray(v)) items = v;
  else if (v instanceof Tuple) items = v.items;
  if (items !== null) {
    for (let i = 0; i < items.length; i++) {
      const r = holds(items[i]!, budget, seen);
      if (r !== false) return r;
    }
    return false;
  }
  if (isDict(v)) {
    for (const k in v) {
      const r = holds(v[k]!, budget, seen);
      if (r !== false) return r;
    }
  }
  // Sets hold only hashable values; functions are shared by every game.
  return false;
}
