// Bounds on what one evaluation may allocate or compute, so untrusted model text can neither
// crash the process nor freeze a browser tab.

import { ExprError } from './errors.js';

/** Longest list, tuple, set, dict or text one operation may build. */
export const MAX_SIZE = 10_000_000;

/** Most elements `range()` may produce (docs/engine.md#limits). */
export const MAX_RANGE = 10_000_000;

/**
 * Steps (loop iterations, elements built or scanned) one outermost evaluation may take. It
 * bounds time and, since every element built is a step, memory too (under 1 GB at worst).
 */
export const MAX_STEPS = 50_000_000;

/**
 * Work done since the outermost evaluation began. `depth` counts nested evaluations (own
 * functions evaluate their expressions inside another one), so the budget is per outermost
 * evaluation. `lazy` counts the lazy generators ever made (comprehensions reuse their frames
 * only when it did not change during a run).
 */
export const meter = { steps: 0, depth: 0, lazy: 0 };

/** Counts `n` steps of work; throws when the evaluation has done too much. */
export function charge(n: number): void {
  if ((meter.steps += n) > MAX_STEPS) tooLong();
}

/**
 * What operations cost, in steps. A step is about 40 ns of work and at most about 10 bytes of
 * memory kept (collecting a big heap costs time too), so the budget bounds both; work that
 * costs more than a loop iteration is charged by what it really costs (measured with V8, Node 20).
 */
export const COST = {
  /** A new list or tuple (its header and backing store, about 100 bytes). */
  container: 10,
  /** A new tuple (an object and its array: about 150 bytes, two allocations). */
  tuple: 16,
  /** The set key of a tuple, made once per tuple (a new text, hashed again by the Map: about 0.5 µs). */
  tupleKey: 25,
  /** A new dict (V8 makes a null-prototype object a small hash table: about 200 bytes). */
  dict: 20,
  /** A new set (a JS Map: about 270 bytes). */
  set: 25,
  /** Storing or copying one key of a dict (V8 keeps big dicts in a slow hash table: about 1 µs a key). */
  dictKey: 25,
  /** Listing one key of a dict (Object.keys of a big dict: up to about 500 ns a key). */
  dictScan: 12,
  /** Adding one element to a set (its hash entry, and the table's growth: about 140 bytes). */
  setAdd: 12,
  /** A call of an own function (a new scope, its `let`s, its expression: 1-2 µs). */
  call: 40,
  /** A log, exp or power computed to about 100 bits and rounded once (`runtime/float-math.ts`: 0.5-1.5 µs). */
  float: 25,
  /** Writing one value into a text (`str()`, repr). */
  print: 4,
  /** Characters per step when text is written or copied. */
  charsPerStep: 8,
} as const;

/** What a tuple of `n` items costs to make (the `Tuple` constructor charges it). */
export function tupleCost(n: number): number {
  return COST.tuple + n;
}

/** Charges for work done on behalf of an evaluation only (hosts build values outside one). */
export function chargeInside(n: number): void {
  const m = meter;
  if (m.depth > 0 && (m.steps += n) > MAX_STEPS) tooLong();
}

export function tooLong(): never {
  throw new ExprError('TimeoutError', `expression takes too long (more than ${thousands(MAX_STEPS)} steps)`);
}

export type Built = 'list' | 'tuple' | 'text' | 'set' | 'dict';

/** Throws unless a result of `size` elements of this kind may be built; counts them as steps. */
export function checkSize(size: number, what: Built): void {
  if (size > MAX_SIZE) throw tooLarge(what);
  charge(size);
}

export function tooLarge(what: Built): ExprError {
  const unit = what === 'text' ? 'characters' : 'items';
  return new ExprError('MemoryError', `${what} too large (more than ${thousands(MAX_SIZE)} ${unit})`);
}

/** `10000000` as `10,000,000`. */
function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Runs `fn` as one outermost evaluation: every expression evaluated inside it shares one budget
 * of `steps` (a host's request that evaluates many expressions, or a test wanting a smaller
 * budget). Inside an evaluation or another budget it just runs `fn` on the budget under way.
 */
export function withBudget<T>(fn: () => T, steps: number = MAX_STEPS): T {
  const m = meter;
  if (m.depth > 0) return fn();
  const start = MAX_STEPS - steps;
  m.steps = start;
  m.depth = 1;
  try {
    return fn();
  } finally {
    m.depth = 0;
    spent += m.steps - start;
  }
}

/** Steps taken inside every `withBudget` that has ended, since the module was loaded. */
let spent = 0;

/**
 * Steps taken by the budgets (`withBudget`) that have ended so far: a measure of work that is the
 * same on every machine. The difference of two readings is the work done between them; the engine
 * runs every request in a budget, so a host can bound the work of many games with it.
 */
export function stepsSpent(): number {
  return spent;
}
