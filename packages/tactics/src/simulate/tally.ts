// A simulation's running summary: counts and sums that take each game once, in game order. A run
// of any length keeps a few numbers per seat (and one count per distinct game length) instead of
// every game's record, and the same games give the same numbers to the last bit however the run
// was split (the order of the sums is the game order). See the package README, "Simulations".
import type { GameRecord } from './chunk.js';

/** Running moments of one seat's returns: count, sum, Welford's sum of squared deviations, range. */
export interface Moments {
  n: number;
  sum: number;
  /** Mean so far (Welford's), and the sum of squared deviations from it. */
  mean: number;
  m2: number;
  min: number;
  max: number;
}

export const newMoments = (): Moments => ({ n: 0, sum: 0, mean: 0, m2: 0, min: Infinity, max: -Infinity });

export function addMoment(m: Moments, x: number): void {
  m.n++;
  m.sum += x;
  const d = x - m.mean;
  m.mean += d / m.n;
  m.m2 += d * (x - m.mean);
  if (x < m.min) m.min = x;
  if (x > m.max) m.max = x;
}

/** Seeds kept per kind of error (the count covers them all). */
export const SEEDS_KEPT = 20;

export interface Tally {
  readonly seats: number;
  games: number;
  ended: number;
  draws: number;
  cutOff: number;
  failed: number;
  /** Per seat: games won, and the moments of its returns (ended games only). */
  wins: number[];
  returns: Moments[];
  reasons: Map<string, number>;
  /** Requests answered per game → how many games had that many. */
  lengths: Map<number, number>;
  requestSum: number;
  errors: Map<string, { count: number; seeds: number[] }>;
}

export function newTally(seats: number): Tally {
  return {
    seats,
    games: 0,
    ended: 0,
    draws: 0,
    cutOff: 0,
    failed: 0,
    wins: Array.from({ length: seats }, () => 0),
    returns: Array.from({ length: seats }, newMoments),
    reasons: new Map(),
    lengths: new Map(),
    requestSum: 0,
    errors: new Map(),
  };
}

/**
 * Who won a game: the one seat with the highest return. When all returns are equal (a
 * cooperative result, one player alone) every seat won if that return is positive; otherwise, and
 * when several seats share the top, nobody won: a draw.
 */
export function winnersOf(returns: readonly number[]): { winners: number[]; draw: boolean } {
  const top = Math.max(...returns);
  const atTop = returns.flatMap((r, i) => (r === top ? [i] : []));
  if (atTop.length === returns.length) return top > 0 ? { winners: atTop, draw: false } : { winners: [], draw: true };
  return atTop.length === 1 ? { winners: atTop, draw: false } : { winners: [], draw: true };
}

/** Counts one more game (the next in game order). */
export function addGame(t: Tally, g: GameRecord): void {
  t.games++;
  t.requestSum += g.requests;
  t.lengths.set(g.requests, (t.lengths.get(g.requests) ?? 0) + 1);
  if (g.cutOff) t.cutOff++;
  if (g.error !== null) {
    t.failed++;
    const group = t.errors.get(g.error) ?? { count: 0, seeds: [] };
    group.count++;
    if (group.seeds.length < SEEDS_KEPT) group.seeds.push(g.seed);
    t.errors.set(g.error, group);
  }
  if (g.returns === null) return;
  t.ended++;
  t.reasons.set(g.reason!, (t.reasons.get(g.reason!) ?? 0) + 1);
  const { winners, draw } = winnersOf(g.returns);
  if (draw) t.draws++;
  for (const w of winners) t.wins[w]!++;
  for (let s = 0; s < t.seats; s++) addMoment(t.returns[s]!, g.returns[s]!);
}

/** The value at quantile q (0..1) by the nearest rank, from counts of whole numbers. */
export function quantileOfCounts(counts: ReadonlyMap<number, number>, q: number): number | null {
  let n = 0;
  for (const c of counts.values()) n += c;
  if (n === 0) return null;
  const rank = Math.max(1, Math.ceil(q * n));
  let seen = 0;
  for (const v of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(v)!;
    if (seen >= rank) return v;
  }
  return null;
}
