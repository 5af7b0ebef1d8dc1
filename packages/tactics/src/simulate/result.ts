// A simulation's result from its game records, always computed in game order, so the same games
// give the same numbers (to the last bit) however the run was split.
import { gamesOf, playOne, type ChunkResult, type GameRecord } from './chunk.js';
import { histogramOfCounts, momentsInterval, wilson, type Bin, type Range } from './stats.js';
import { prepare, seatPlayers, type ConstantValue, type SimulationSpec } from './spec.js';
import { addGame, newTally, quantileOfCounts, winnersOf, type Tally } from './tally.js';

export { winnersOf };

export interface SeatResult {
  seat: number;
  player: string;
  wins: number;
  /** Over the games that ended (not cut off, no error); null without any. */
  winRate: number | null;
  winLow: number | null;
  winHigh: number | null;
  meanReturn: number | null;
  returnLow: number | null;
  returnHigh: number | null;
}

export interface ErrorGroup {
  message: string;
  count: number;
  /** The seeds of the first games (at most 20) that failed so. */
  seeds: number[];
}

export interface SimulationResult {
  seed: number;
  /** Games asked for, and games played (fewer when a run was stopped). */
  requested: number;
  games: number;
  complete: boolean;
  set: Record<string, ConstantValue>;
  seats: SeatResult[];
  /** Games that ended without a single best return (all equal, or a shared top). */
  draws: number;
  ended: number;
  cutOff: number;
  failed: number;
  reasons: { reason: string; count: number }[];
  requests: { mean: number | null; median: number | null; p90: number | null; max: number | null };
  /** Requests per game, in about 8 bins. */
  lengths: Bin[];
  errors: ErrorGroup[];
}

/** Per game and seat: 1 for a win, else 0 (ended games only). */
export function winIndicators(games: readonly GameRecord[], seats: number): number[][] {
  const out: number[][] = Array.from({ length: seats }, () => []);
  for (const g of games) {
    if (g.returns === null) continue;
    const { winners } = winnersOf(g.returns);
    for (let s = 0; s < seats; s++) out[s]!.push(winners.includes(s) ? 1 : 0);
  }
  return out;
}

const byCount = (a: { count: number; key: string }, b: { count: number; key: string }) =>
  b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The result of the games a tally has taken. Mean-return intervals are clipped to `range` (the
 * values a return can take), or without one to the smallest and largest return seen for the seat.
 */
export function resultOf(spec: SimulationSpec, t: Tally, range: Range | null = null): SimulationResult {
  const players = seatPlayers(spec, t.seats);
  const seats: SeatResult[] = players.map((player, seat) => {
    const w = t.wins[seat]!;
    const ci = wilson(w, t.ended);
    const m = t.returns[seat]!;
    const r = momentsInterval(m, range ?? (m.n === 0 ? null : [m.min, m.max]));
    return {
      seat,
      player,
      wins: w,
      winRate: t.ended === 0 ? null : w / t.ended,
      winLow: ci.low,
      winHigh: ci.high,
      meanReturn: r.mean,
      returnLow: r.low,
      returnHigh: r.high,
    };
  });
  const max = t.lengths.size === 0 ? null : Math.max(...t.lengths.keys());
  return {
    seed: spec.seed,
    requested: spec.games,
    games: t.games,
    complete: t.games === spec.games,
    set: { ...(spec.set ?? {}) },
    seats,
    draws: t.draws,
    ended: t.ended,
    cutOff: t.cutOff,
    failed: t.failed,
    reasons: [...t.reasons]
      .map(([reason, count]) => ({ key: reason, count }))
      .sort(byCount)
      .map(({ key, count }) => ({ reason: key, count })),
    requests: {
      mean: t.games === 0 ? null : t.requestSum / t.games,
      median: quantileOfCounts(t.lengths, 0.5),
      p90: quantileOfCounts(t.lengths, 0.9),
      max,
    },
    lengths: histogramOfCounts(t.lengths),
    errors: [...t.errors]
      .map(([message, e]) => ({ message, count: e.count, seeds: [...e.seeds] }))
      .sort((a, b) => byCount({ ...a, key: a.message }, { ...b, key: b.message })),
  };
}

/** The result of `games` (in any order; each index once), as a tally of them in game order gives it. */
export function summarize(
  spec: SimulationSpec,
  seats: number,
  games: readonly GameRecord[],
  range: Range | null = null,
): SimulationResult {
  const t = newTally(seats);
  for (const g of [...games].sort((a, b) => a.k - b.k)) addGame(t, g);
  return resultOf(spec, t, range);
}

/** The result of the chunks of a run (in any order, repeats ignored; missing ones make it incomplete). */
export function mergeChunks(spec: SimulationSpec, chunks: readonly ChunkResult[], seats?: number): SimulationResult {
  if (seats !== undefined) return summarize(spec, seats, gamesOf(chunks));
  const prepared = prepare(spec);
  return summarize(spec, prepared.seats, gamesOf(chunks), prepared.range);
}

export interface SimulateOptions extends SimulationSpec {}

/** Plays the whole run here, in one go. */
export function simulate(spec: SimulateOptions): SimulationResult {
  const prepared = prepare(spec);
  const t = newTally(prepared.seats);
  for (let k = 0; k < spec.games; k++) addGame(t, playOne(prepared, k));
  return resultOf(spec, t, prepared.range);
}
