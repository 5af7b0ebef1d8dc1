// A simulation's running summary: counts and sums that take each game once, in game order. A run
// of any length keeps a few numbers per seat (and one count per distinct game length) instead of
// every game's record, and the same games give the same numbers to the last bit however the run
// was split (the order of the sums is the game order). See the package README, "Simulations".
import type { GameRecord } from './chunk.js';
import { CUT_OFF, ENDED, FAILED, type PackedChunk } from './packed.js';
import { gameSeed } from './seeds.js';

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
  countGame(t, g.requests, g.cutOff, g.error, g.seed);
  if (g.returns !== null) countEnded(t, g.reason!, g.returns, 0);
}

/** Game `p.from + i` of a packed chunk, counted as `addGame` counts its record (without making it). */
export function addPackedGame(t: Tally, p: PackedChunk, i: number, error: string | null): void {
  const state = p.state[i]!;
  countGame(t, p.requests[i]!, state === CUT_OFF, state === FAILED ? error : null, gameSeed(p.seed, p.from + i));
  if (state === ENDED) countEnded(t, p.reasons[p.reason[i]!]!, p.returns, i * p.seats);
}

function countGame(t: Tally, requests: number, cutOff: boolean, error: string | null, seed: number): void {
  t.games++;
  t.requestSum += requests;
  t.lengths.set(requests, (t.lengths.get(requests) ?? 0) + 1);
  if (cutOff) t.cutOff++;
  if (error !== null) {
    t.failed++;
    const group = t.errors.get(error) ?? { count: 0, seeds: [] };
    group.count++;
    if (group.seeds.length < SEEDS_KEPT) group.seeds.push(seed);
    t.errors.set(error, group);
  }
}

/** A game that ended with the returns `values[at]` … `values[at + seats − 1]`: `winnersOf` without its arrays. */
function countEnded(t: Tally, reason: string, values: ArrayLike<number>, at: number): void {
  t.ended++;
  t.reasons.set(reason, (t.reasons.get(reason) ?? 0) + 1);
  const seats = t.seats;
  let top = -Infinity;
  let atTop = 0;
  let first = -1;
  let nan = false;
  for (let s = 0; s < seats; s++) {
    const x = values[at + s]!;
    if (Number.isNaN(x)) nan = true;
    else if (x > top) {
      top = x;
      atTop = 1;
      first = s;
    } else if (x === top) atTop++;
  }
  // A NaN makes Math.max NaN, which no return equals: a draw, as winnersOf says.
  if (nan) atTop = 0;
  if (atTop === seats) {
    if (top > 0) for (let s = 0; s < seats; s++) t.wins[s]!++;
    else t.draws++;
  } else if (atTop === 1) t.wins[first]!++;
  else t.draws++;
  for (let s = 0; s < seats; s++) addMoment(t.returns[s]!, values[at + s]!);
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
