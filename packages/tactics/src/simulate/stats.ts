// The intervals of a result, at 95% with z = 1.96 (so they can be checked by hand): Wilson's for
// a win rate, the normal one for a mean (clipped to the range of what it averages), the paired
// one for per-seed differences.
import { addMoment, newMoments, type Moments } from './tally.js';

export const Z95 = 1.96;

export interface Interval {
  low: number | null;
  high: number | null;
}

/** Wilson's score interval for `wins` out of `n`; nulls for n = 0. */
export function wilson(wins: number, n: number, z = Z95): Interval {
  if (n === 0) return { low: null, high: null };
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The range a mean is known to lie in (the values it averages can take), for clipping its interval. */
export type Range = readonly [low: number, high: number];

/**
 * Mean, sample standard deviation (n − 1) and the normal 95% interval of the mean from running
 * moments; nulls where undefined. With `range`, the interval is clipped to it: a mean of returns
 * that lie in [−1, 1] cannot lie outside, though the normal interval of few games (or of games
 * that nearly all end the same way) would say so.
 */
export function momentsInterval(
  m: Moments,
  range: Range | null = null,
  z = Z95,
): { mean: number | null; sd: number | null } & Interval {
  if (m.n === 0) return { mean: null, sd: null, low: null, high: null };
  const mean = m.sum / m.n;
  if (m.n < 2) return { mean, sd: null, low: null, high: null };
  const sd = Math.sqrt(Math.max(0, m.m2) / (m.n - 1));
  const half = (z * sd) / Math.sqrt(m.n);
  const low = mean - half;
  const high = mean + half;
  return range === null
    ? { mean, sd, low, high }
    : { mean, sd, low: Math.min(range[1], Math.max(range[0], low)), high: Math.max(range[0], Math.min(range[1], high)) };
}

/** The moments of `xs`, taken in order. */
export function momentsOf(xs: readonly number[]): Moments {
  const m = newMoments();
  for (const x of xs) addMoment(m, x);
  return m;
}

/** `momentsInterval` of a list of numbers. */
export function meanInterval(
  xs: readonly number[],
  z = Z95,
  range: Range | null = null,
): { mean: number | null; sd: number | null } & Interval {
  return momentsInterval(momentsOf(xs), range, z);
}

/** The paired difference a − b per index: its mean and interval (clipped to `range` when given). */
export function pairedInterval(
  a: readonly number[],
  b: readonly number[],
  z = Z95,
  range: Range | null = null,
): { diff: number | null } & Interval {
  const m = meanInterval(
    a.map((x, i) => x - b[i]!),
    z,
    range,
  );
  return { diff: m.mean, low: m.low, high: m.high };
}

/** Half the width of the unpaired interval of a − b (independent samples), for comparison. */
export function unpairedHalfWidth(a: readonly number[], b: readonly number[], z = Z95): number | null {
  return unpairedHalfOfMoments(momentsOf(a), momentsOf(b), z);
}

export function unpairedHalfOfMoments(a: Moments, b: Moments, z = Z95): number | null {
  const ma = momentsInterval(a, null, z);
  const mb = momentsInterval(b, null, z);
  if (ma.sd === null || mb.sd === null) return null;
  return z * Math.sqrt((ma.sd * ma.sd) / a.n + (mb.sd * mb.sd) / b.n);
}

/** The value at quantile q (0..1) of sorted numbers, by the nearest rank. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1]!;
}

export interface Bin {
  from: number;
  to: number;
  count: number;
}

/** About `bins` bins of equal width over whole numbers from the smallest to the largest. */
export function histogram(values: readonly number[], bins = 8): Bin[] {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return histogramOfCounts(counts, bins);
}

/** `histogram` from counts (value → how many times it occurs). */
export function histogramOfCounts(counts: ReadonlyMap<number, number>, bins = 8): Bin[] {
  if (counts.size === 0) return [];
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of counts.keys()) [lo, hi] = [Math.min(lo, v), Math.max(hi, v)];
  const width = Math.max(1, Math.ceil((hi - lo + 1) / bins));
  const out: Bin[] = [];
  for (let from = lo; from <= hi; from += width) out.push({ from, to: Math.min(hi, from + width - 1), count: 0 });
  for (const [v, c] of counts) out[Math.floor((v - lo) / width)]!.count += c;
  return out;
}
