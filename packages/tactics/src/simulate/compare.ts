// Two sides on the same seeds (paired): other players, or another variant of the model (a second
// model text, or other constants). Per seat, the difference in win rate and mean return, with an
// interval from the per-seed differences, and a sentence saying what it shows.
import type { GameRecord } from './chunk.js';
import { gamesOf, simulateChunk, type ChunkResult } from './chunk.js';
import { SimulationError } from './errors.js';
import { summarize, winIndicators, type SimulationResult } from './result.js';
import { pairedInterval, unpairedHalfWidth } from './stats.js';
import { prepare, seatPlayers, type ConstantValue, type SimulationSpec } from './spec.js';

export interface CompareSide {
  /** The side's players (default: the spec's `players`). */
  players?: readonly string[];
  /** Another model text for this side (default: the spec's `model`). */
  model?: string;
  /** Constants for this side, on top of the spec's `set`. */
  set?: Readonly<Record<string, ConstantValue>>;
}

export interface CompareSpec {
  model: string;
  players?: readonly string[];
  a: CompareSide;
  b: CompareSide;
  files?: Readonly<Record<string, string>>;
  games: number;
  seed: number;
  set?: Readonly<Record<string, ConstantValue>>;
  maxRequests?: number;
}

export interface SeatComparison {
  seat: number;
  a: string;
  b: string;
  /** Win rate of A minus that of B over the seeds where both games ended, with its paired 95% interval. */
  winDiff: number | null;
  winLow: number | null;
  winHigh: number | null;
  /** Half the width the interval would have without pairing (the two sides taken as independent). */
  winUnpairedHalf: number | null;
  returnDiff: number | null;
  returnLow: number | null;
  returnHigh: number | null;
  sentence: string;
}

export interface ComparisonResult {
  seed: number;
  requested: number;
  /** Seeds where both sides' games ended (the pairs compared). */
  pairs: number;
  complete: boolean;
  a: SimulationResult;
  b: SimulationResult;
  seats: SeatComparison[];
}

/** The two simulations a comparison runs (same games, same seeds). */
export function sidesOf(spec: CompareSpec): [SimulationSpec, SimulationSpec] {
  const side = (s: CompareSide, name: string): SimulationSpec => {
    const players = s.players ?? spec.players;
    if (players === undefined || players.length === 0)
      throw new SimulationError('player', `side ${name}`, `side ${name} has no players`);
    const set = { ...(spec.set ?? {}), ...(s.set ?? {}) };
    return {
      model: s.model ?? spec.model,
      players,
      ...(spec.files === undefined ? {} : { files: spec.files }),
      games: spec.games,
      seed: spec.seed,
      ...(Object.keys(set).length === 0 ? {} : { set }),
      ...(spec.maxRequests === undefined ? {} : { maxRequests: spec.maxRequests }),
    };
  };
  return [side(spec.a, 'A'), side(spec.b, 'B')];
}

const points = (x: number): string => (Math.abs(x * 100) < 0.05 ? '0.0' : (x * 100).toFixed(1));

/** `A wins 6.1 points more often (95%: 3.9 to 8.3)`, the same for B, or `no difference shown`. */
export function sentenceOf(diff: number | null, low: number | null, high: number | null): string {
  if (diff === null || low === null || high === null) return 'too few games to compare';
  if (low <= 0 && high >= 0) return 'no difference shown';
  return diff > 0
    ? `A wins ${points(diff)} points more often (95%: ${points(low)} to ${points(high)})`
    : `B wins ${points(-diff)} points more often (95%: ${points(-high)} to ${points(-low)})`;
}

/** Pairs the games of A and B by their index; only seeds where both ended count. */
export function compareGames(
  spec: CompareSpec,
  a: readonly GameRecord[],
  b: readonly GameRecord[],
  seats: number,
): ComparisonResult {
  const [sa, sb] = sidesOf(spec);
  const bByK = new Map(b.map((g) => [g.k, g]));
  const pa: GameRecord[] = [];
  const pb: GameRecord[] = [];
  for (const g of a) {
    const h = bByK.get(g.k);
    if (g.returns !== null && h !== undefined && h.returns !== null) [pa.push(g), pb.push(h)];
  }
  const wa = winIndicators(pa, seats);
  const wb = winIndicators(pb, seats);
  const pa0 = seatPlayers(sa, seats);
  const pb0 = seatPlayers(sb, seats);
  const rows = pa0.map((player, seat): SeatComparison => {
    const w = pairedInterval(wa[seat]!, wb[seat]!);
    const r = pairedInterval(
      pa.map((g) => g.returns![seat]!),
      pb.map((g) => g.returns![seat]!),
    );
    return {
      seat,
      a: player,
      b: pb0[seat]!,
      winDiff: w.diff,
      winLow: w.low,
      winHigh: w.high,
      winUnpairedHalf: unpairedHalfWidth(wa[seat]!, wb[seat]!),
      returnDiff: r.diff,
      returnLow: r.low,
      returnHigh: r.high,
      sentence: sentenceOf(w.diff, w.low, w.high),
    };
  });
  const ra = summarize(sa, seats, a);
  const rb = summarize(sb, seats, b);
  return {
    seed: spec.seed,
    requested: spec.games,
    pairs: pa.length,
    complete: ra.complete && rb.complete,
    a: ra,
    b: rb,
    seats: rows,
  };
}

/** The comparison from the chunks of both sides (any order, repeats ignored). */
export function mergeCompare(
  spec: CompareSpec,
  a: readonly ChunkResult[],
  b: readonly ChunkResult[],
  seats: number,
): ComparisonResult {
  return compareGames(spec, gamesOf(a), gamesOf(b), seats);
}

/** Plays both sides here, in one go. */
export function compare(spec: CompareSpec): ComparisonResult {
  const [sa, sb] = sidesOf(spec);
  const a = prepare(sa);
  const b = prepare(sb);
  if (a.seats !== b.seats)
    throw new SimulationError(
      'model',
      'variant',
      `the two models have ${a.seats} and ${b.seats} seats; a comparison needs the same`,
    );
  return compareGames(spec, simulateChunk(a, 0, spec.games).games, simulateChunk(b, 0, spec.games).games, a.seats);
}
