// Bounds on what one evaluation may allocate or compute, so untrusted model text can neither
// crash the process nor freeze a browser tab.

import { ExprError } from './errors.js';

/** Longest list, tuple, set, dict or text one operation may build. */
export const MAX_SIZE = 10_000_000;

/** Most elements `range()` may produce (reference.md §23). */
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
