// A simulation's result from its game records, always computed in game order, so the same games
// give the same numbers (to the last bit) however the run was split.
import { gamesOf, simulateChunk, type ChunkResult, type GameRecord } from './chunk.js';
import { histogram, meanInterval, quantile, wilson, type Bin } from './stats.js';
import { prepare, seatPlayers, type ConstantValue, type SimulationSpec } from './spec.js';

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

export function summarize(spec: SimulationSpec, seats: number, games: readonly GameRecord[]): SimulationResult {
  const players = seatPlayers(spec, seats);
  const ended = games.filter((g) => g.returns !== null);
  const wins = winIndicators(games, seats);
  const seatResults: SeatResult[] = players.map((player, seat) => {
    const w = wins[seat]!.reduce((a, b) => a + b, 0);
    const ci = wilson(w, ended.length);
    const r = meanInterval(ended.map((g) => g.returns![seat]!));
    return {
      seat,
      player,
      wins: w,
      winRate: ended.length === 0 ? null : w / ended.length,
      winLow: ci.low,
      winHigh: ci.high,
      meanReturn: r.mean,
      returnLow: r.low,
      returnHigh: r.high,
    };
  });
  const reasons = new Map<string, number>();
  for (const g of ended) reasons.set(g.reason!, (reasons.get(g.reason!) ?? 0) + 1);
  const errors = new Map<string, ErrorGroup>();
  for (const g of games) {
    if (g.error === null) continue;
    const group = errors.get(g.error) ?? { message: g.error, count: 0, seeds: [] };
    group.count++;
    group.seeds.push(g.seed);
    errors.set(g.error, group);
  }
  const lengths = games.map((g) => g.requests);
  const sorted = [...lengths].sort((a, b) => a - b);
  const byCount = (a: { count: number; key: string }, b: { count: number; key: string }) =>
    b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  return {
    seed: spec.seed,
    requested: spec.games,
    games: games.length,
    complete: games.length === spec.games,
    set: { ...(spec.set ?? {}) },
    seats: seatResults,
    draws: ended.filter((g) => winnersOf(g.returns!).draw).length,
    ended: ended.length,
    cutOff: games.filter((g) => g.cutOff).length,
    failed: errors.size === 0 ? 0 : [...errors.values()].reduce((a, e) => a + e.count, 0),
    reasons: [...reasons]
      .map(([reason, count]) => ({ key: reason, count }))
      .sort(byCount)
      .map(({ key, count }) => ({ reason: key, count })),
    requests: {
      mean: lengths.length === 0 ? null : lengths.reduce((a, b) => a + b, 0) / lengths.length,
      median: quantile(sorted, 0.5),
      p90: quantile(sorted, 0.9),
      max: sorted.length === 0 ? null : sorted[sorted.length - 1]!,
    },
    lengths: histogram(lengths),
    errors: [...errors.values()].sort((a, b) => byCount({ ...a, key: a.message }, { ...b, key: b.message })),
  };
}

/** The result of the chunks of a run (in any order, repeats ignored; missing ones make it incomplete). */
export function mergeChunks(spec: SimulationSpec, chunks: readonly ChunkResult[], seats?: number): SimulationResult {
  return summarize(spec, seats ?? prepare(spec).seats, gamesOf(chunks));
}

export interface SimulateOptions extends SimulationSpec {}

/** Plays the whole run here, in one go. */
export function simulate(spec: SimulateOptions): SimulationResult {
  const prepared = prepare(spec);
  return summarize(spec, prepared.seats, simulateChunk(prepared, 0, spec.games).games);
}
