// What the state may keep. A generator is lazy and usable once (docs/expressions.md#values): a clone could
// not get its own copy (both would drain one iterator, and it reads the scope of the game that
// made it), and a snapshot could not write it. So every place that keeps a value (a variable, an
// attribute, a zone, a local name that outlives a request, an option) refuses one, also inside
// lists, tuples and dicts. The same walk bounds what is kept: nesting (clone, snapshot and view
// recurse, so deeper data would overflow their stack later, far from its cause), the number of
// items (the live state stays bounded: a loop that keeps growing a value stops, naming it), and
// a value that would hold its own container (a cycle). What it counts also goes to the budget of
// the whole state (`budget.ts`). See the README, "Decisions".
import { chargeSteps, isLanguageDict, MAX_NESTING, PyGenerator, PySet, Tuple, type Value } from '@tabletwin/expr';
import { runError } from '../errors.js';
import type { Machine } from './machine.js';

/**
 * Items one kept value may hold: elements, keys and a step per 8 characters of text, counted
 * again where data is shared.
 */
export const MAX_KEPT = 10_000_000;

const GENERATOR = 1;
const TOO_DEEP = 2;
const TOO_BIG = 3;
const CYCLE = 4;

/**
 * Throws naming `what` (`variable 'x'`) when `v` is or holds a generator, is nested deeper than
 * 1,000 levels (`depth` levels below the top of what holds it), holds more than `MAX_KEPT`
 * items, or holds `container` (it is going into that container: a cycle). Otherwise adds its
 * items, and one for the place it takes, to the game's running count; once it is stored, the
 * caller calls `kept(g, what)` (`budget.ts`). With `name`, the place is `what 'name'` (`variable`,
 * `x`): the text is put together only for a message, since stores are frequent and messages rare.
 */
export function keepable(g: Machine, v: Value, what: string, name?: string, depth = 0, container: object | null = null): void {
  if (typeof v !== 'object' || v === null) {
    g.keptItems += typeof v === 'string' ? 1 + (v.length >>> 3) : 1;
    return;
  }
  const walk = { items: 0, container };
  const r = check(v, depth, walk);
  // The walk is work of the request, like an expression's (an item read is cheaper than a step:
  // appending to a list every round of a 10,000-round loop stays well within the budget).
  chargeSteps(walk.items / 8);
  if (r === 0) {
    g.keptItems += 1 + walk.items;
    return;
  }
  return refuse(r, subject(what, name));
}

/** The place a value is kept at, for a message: `variable 'x'`. */
export const subject = (what: string, name: string | undefined): string => (name === undefined ? what : `${what} '${name}'`);

function refuse(r: number, what: string): never {
  if (r === GENERATOR)
    throw runError('', `${what} cannot hold a generator (it is usable once); make it a list with list(...)`, 'TypeError');
  if (r === TOO_DEEP) throw runError('', `${what} would be nested more than ${MAX_NESTING} levels deep`, 'RecursionError');
  if (r === TOO_BIG) throw runError('', `${what} would hold more than 10,000,000 items`, 'MemoryError');
  throw runError('', `${what} cannot hold itself`, 'ValueError');
}

/** `keepable` for each of `items` (a list the game keeps: loop items, options). */
export function allKeepable(g: Machine, items: readonly Value[], what: string, name?: string): void {
  g.keptItems += items.length;
  for (let i = 0; i < items.length; i++) {
    const x = items[i]!;
    if (typeof x === 'object' && x !== null) keepable(g, x, what, name);
    else if (typeof x === 'string') g.keptItems += x.length >>> 3;
  }
}

/** Adds `n` copies of `v` (new instances of one shape) to the running count. */
export function keepCopies(g: Machine, v: Value, n: number): void {
  const walk = { items: 0, container: null };
  if (typeof v === 'object' && v !== null) check(v, 0, walk);
  g.keptItems += n * (1 + walk.items);
}

/** 0 when `v` may be kept, else why not. */
function check(v: Value, depth: number, walk: { items: number; container: object | null }): number {
  if (typeof v !== 'object' || v === null) return 0;
  if (v instanceof PyGenerator) return GENERATOR;
  if (v === walk.container) return CYCLE;
  // Model data and other frozen values are made from YAML, under its own limits.
  if (Object.isFrozen(v)) return 0;
  if (depth >= MAX_NESTING) return TOO_DEEP;
  let items: readonly Value[] | null = null;
  if (Array.isArray(v)) items = v;
  else if (v instanceof Tuple) items = v.items;
  if (items !== null) {
    if ((walk.items += items.length) > MAX_KEPT) return TOO_BIG;
    for (let i = 0; i < items.length; i++) {
      const x = items[i]!;
      if (typeof x === 'object' && x !== null) {
        const r = check(x, depth + 1, walk);
        if (r !== 0) return r;
      } else if (typeof x === 'string' && (walk.items += x.length >>> 3) > MAX_KEPT) return TOO_BIG;
    }
    return 0;
  }
  if (v instanceof PySet) {
    // Sets hold only hashable values: numbers, text, tuples of those.
    if ((walk.items += v.size) > MAX_KEPT) return TOO_BIG;
    for (const x of v) {
      if (x instanceof Tuple) {
        const r = check(x, depth + 1, walk);
        if (r !== 0) return r;
      } else if (typeof x === 'string' && (walk.items += x.length >>> 3) > MAX_KEPT) return TOO_BIG;
    }
    return 0;
  }
  if (isLanguageDict(v)) {
    for (const k in v) {
      if ((walk.items += 1 + (k.length >>> 3)) > MAX_KEPT) return TOO_BIG;
      const x = v[k]!;
      if (typeof x === 'object' && x !== null) {
        const r = check(x, depth + 1, walk);
        if (r !== 0) return r;
      } else if (typeof x === 'string' && (walk.items += x.length >>> 3) > MAX_KEPT) return TOO_BIG;
    }
  }
  // Functions are shared by every game.
  return 0;
}
