// Two sides on the same seeds (paired): other players, or another variant of the model (a second
// model text, or other constants). Per seat, the difference in win rate and mean return, with an
// interval from the per-seed differences, and a sentence saying what it shows.
import { gamesOf, playOne, type ChunkResult, type GameRecord } from './chunk.js';
import { SimulationError } from './errors.js';
import type { PackedChunk } from './packed.js';
import type { SimulationResult } from './result.js';
import { SimulationTally } from './running.js';
import { momentsInterval, unpairedHalfOfMoments, type Range } from './stats.js';
import { prepare, type ConstantValue, type SimulationSpec } from './spec.js';
import { addMoment, newMoments, winnersOf, type Moments } from './tally.js';

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

/** Per seat, running moments of what a comparison pairs. */
interface SeatPairs {
  winDiff: Moments;
  returnDiff: Moments;
  winA: Moments;
  winB: Moments;
}

/** The difference of two ranges (a − b), or null when either is unknown. */
const diffRange = (a: Range | null, b: Range | null): Range | null =>
  a === null || b === null ? null : [a[0] - b[1], a[1] - b[0]];

/**
 * Both sides of a comparison as their chunks come in. Each side is a `SimulationTally`; the pairs
 * are made as soon as both sides have a seed (only seeds where both games ended count).
 */
export class ComparisonTally {
  readonly a: SimulationTally;
  readonly b: SimulationTally;
  pairs = 0;
  private readonly seatPairs: SeatPairs[];
  private readonly queues: [GameRecord[], GameRecord[]] = [[], []];
  private readonly heads = [0, 0];

  constructor(
    readonly spec: CompareSpec,
    readonly seats: number,
    ranges: readonly [Range | null, Range | null],
    onGame?: (side: 0 | 1, game: GameRecord) => void,
  ) {
    const [sa, sb] = sidesOf(spec);
    const take = (side: 0 | 1) => (g: GameRecord) => {
      onGame?.(side, g);
      this.queues[side].push(g);
      this.pair();
    };
    this.a = new SimulationTally(sa, seats, ranges[0], take(0));
    this.b = new SimulationTally(sb, seats, ranges[1], take(1));
    this.ranges = ranges;
    this.seatPairs = Array.from({ length: seats }, () => ({
      winDiff: newMoments(),
      returnDiff: newMoments(),
      winA: newMoments(),
      winB: newMoments(),
    }));
  }

  private readonly ranges: readonly [Range | null, Range | null];

  add(side: 0 | 1, chunk: ChunkResult | PackedChunk): void {
    (side === 0 ? this.a : this.b).add(chunk);
  }

  finish(): void {
    this.a.finish();
    this.b.finish();
  }

  /** Both sides' games come in game order, so a seed behind the other side's next one never pairs. */
  private pair(): void {
    const [qa, qb] = this.queues;
    while (this.heads[0]! < qa.length && this.heads[1]! < qb.length) {
      const ga = qa[this.heads[0]!]!;
      const gb = qb[this.heads[1]!]!;
      if (ga.k < gb.k) this.heads[0]!++;
      else if (gb.k < ga.k) this.heads[1]!++;
      else {
        this.heads[0]!++;
        this.heads[1]!++;
        if (ga.returns !== null && gb.returns !== null) this.count(ga.returns, gb.returns);
      }
    }
    for (const side of [0, 1] as const) {
      if (this.heads[side]! > 1024) {
        this.queues[side].splice(0, this.heads[side]!);
        this.heads[side] = 0;
      }
    }
  }

  private count(ra: readonly number[], rb: readonly number[]): void {
    this.pairs++;
    const wa = winnersOf(ra).winners;
    const wb = winnersOf(rb).winners;
    for (let s = 0; s < this.seats; s++) {
      const p = this.seatPairs[s]!;
      const a = wa.includes(s) ? 1 : 0;
      const b = wb.includes(s) ? 1 : 0;
      addMoment(p.winDiff, a - b);
      addMoment(p.winA, a);
      addMoment(p.winB, b);
      addMoment(p.returnDiff, ra[s]! - rb[s]!);
    }
  }

  result(): ComparisonResult {
    const ra = this.a.result();
    const rb = this.b.result();
    const returnRange = diffRange(this.ranges[0], this.ranges[1]);
    const rows = ra.seats.map((seatA, seat): SeatComparison => {
      const p = this.seatPairs[seat]!;
      const w = momentsInterval(p.winDiff, [-1, 1]);
      const observed: Range | null = p.returnDiff.n === 0 ? null : [p.returnDiff.min, p.returnDiff.max];
      const r = momentsInterval(p.returnDiff, returnRange ?? observed);
      return {
        seat,
        a: seatA.player,
        b: rb.seats[seat]!.player,
        winDiff: w.mean,
        winLow: w.low,
        winHigh: w.high,
        winUnpairedHalf: unpairedHalfOfMoments(p.winA, p.winB),
        returnDiff: r.mean,
        returnLow: r.low,
        returnHigh: r.high,
        sentence: sentenceOf(w.mean, w.low, w.high),
      };
    });
    return {
      seed: this.spec.seed,
      requested: this.spec.games,
      pairs: this.pairs,
      complete: ra.complete && rb.complete,
      a: ra,
      b: rb,
      seats: rows,
    };
  }
}

/** Pairs the games of A and B by their index; only seeds where both ended count. */
export function compareGames(
  spec: CompareSpec,
  a: readonly GameRecord[],
  b: readonly GameRecord[],
  seats: number,
  ranges: readonly [Range | null, Range | null] = [null, null],
): ComparisonResult {
  const t = new ComparisonTally(spec, seats, ranges);
  const ordered = (games: readonly GameRecord[]) => [...games].sort((x, y) => x.k - y.k);
  const [oa, ob] = [ordered(a), ordered(b)];
  // Fed side by side, so the pairs are made as they would be in a run.
  for (let i = 0; i < Math.max(oa.length, ob.length); i++) {
    if (i < oa.length) t.a.addGames([oa[i]!]);
    if (i < ob.length) t.b.addGames([ob[i]!]);
  }
  t.finish();
  return t.result();
}

/** The comparison from the chunks of both sides (any order, repeats ignored). */
export function mergeCompare(
  spec: CompareSpec,
  a: readonly ChunkResult[],
  b: readonly ChunkResult[],
  seats: number,
  ranges: readonly [Range | null, Range | null] = [null, null],
): ComparisonResult {
  return compareGames(spec, gamesOf(a), gamesOf(b), seats, ranges);
}

/** Plays both sides here, seed by seed. */
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
  const t = new ComparisonTally(spec, a.seats, [a.range, b.range]);
  for (let k = 0; k < spec.games; k++) {
    t.a.addGames([playOne(a, k)]);
    t.b.addGames([playOne(b, k)]);
  }
  t.finish();
  return t.result();
}
