// The intervals of a result, at 95% with z = 1.96 (so they can be checked by hand): Wilson's for
// a win rate, the normal one for a mean, the paired one for per-seed differences.

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

/** Mean, sample standard deviation (n − 1) and the normal 95% interval of the mean; nulls where undefined. */
export function meanInterval(xs: readonly number[], z = Z95): { mean: number | null; sd: number | null } & Interval {
  const n = xs.length;
  if (n === 0) return { mean: null, sd: null, low: null, high: null };
  let sum = 0;
  for (const x of xs) sum += x;
  const mean = sum / n;
  if (n < 2) return { mean, sd: null, low: null, high: null };
  let ss = 0;
  for (const x of xs) ss += (x - mean) * (x - mean);
  const sd = Math.sqrt(ss / (n - 1));
  const half = (z * sd) / Math.sqrt(n);
  return { mean, sd, low: mean - half, high: mean + half };
}

/** The paired difference a − b per index: its mean and interval. */
export function pairedInterval(a: readonly number[], b: readonly number[], z = Z95): { diff: number | null } & Interval {
  const d = a.map((x, i) => x - b[i]!);
  const m = meanInterval(d, z);
  return { diff: m.mean, low: m.low, high: m.high };
}

/** Half the width of the unpaired interval of a − b (independent samples), for comparison. */
export function unpairedHalfWidth(a: readonly number[], b: readonly number[], z = Z95): number | null {
  const ma = meanInterval(a, z);
  const mb = meanInterval(b, z);
  if (ma.sd === null || mb.sd === null) return null;
  return z * Math.sqrt((ma.sd * ma.sd) / a.length + (mb.sd * mb.sd) / b.length);
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
  if (values.length === 0) return [];
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) [lo, hi] = [Math.min(lo, v), Math.max(hi, v)];
  const width = Math.max(1, Math.ceil((hi - lo + 1) / bins));
  const out: Bin[] = [];
  for (let from = lo; from <= hi; from += width) out.push({ from, to: Math.min(hi, from + width - 1), count: 0 });
  for (const v of values) out[Math.floor((v - lo) / width)]!.count++;
  return out;
}
