// The simulate tab's arithmetic, kept out of React: reading `GOAL=30` fields, the specs of a run or
// a comparison, and the points of the win-rate chart as games arrive.
import {
  ComparisonTally,
  SimulationTally,
  type ChunkResult,
  type Range,
  type CompareSpec,
  type ComparisonResult,
  type ConstantValue,
  type Bin,
  type SimulationResult,
  type SimulationSpec,
} from '@tabletwin/tactics';

/** A field of constants that cannot be read, naming the part that is wrong. */
export class ConstantsError extends Error {
  override readonly name = 'ConstantsError';
  readonly kind = 'constants';
}

/** `GOAL=30, SIZE=4` (commas, semicolons or spaces between) → `{ GOAL: '30', SIZE: '4' }`; values stay text (read as YAML later). */
export function parseConstants(text: string): Record<string, ConstantValue> {
  const out: Record<string, ConstantValue> = {};
  for (const part of text.split(/[,;\s]+/).filter((p) => p !== '')) {
    const m = /^([A-Za-z_][\w]*)=(.*)$/.exec(part);
    if (m === null) throw new ConstantsError(`"${part}" is not NAME=value (for example GOAL=30)`);
    out[m[1]!] = m[2]!;
  }
  return out;
}

/** One point of the chart: after `games` games, each seat's win rate and its 95% interval (nulls before any game ended). */
export interface TracePoint {
  games: number;
  seats: { rate: number | null; low: number | null; high: number | null }[];
}

export function pointOf(result: SimulationResult): TracePoint {
  return { games: result.games, seats: result.seats.map((s) => ({ rate: s.winRate, low: s.winLow, high: s.winHigh })) };
}

/** One side so far: its result and its chart. */
export interface SideProgress {
  result: SimulationResult | null;
  trace: TracePoint[];
}

export const emptySide = (): SideProgress => ({ result: null, trace: [] });

/**
 * A run as its chunks arrive (in any order): each side counted by a running tally (constant
 * memory, however many games), one chart point per chunk, and for a comparison the seeds paired as
 * both sides have them. The tallies start with the first chunk, whose worker says the seat count
 * and the range of the returns.
 */
export class RunProgress {
  private tallies: SimulationTally[] | null = null;
  private pairs: ComparisonTally | null = null;
  private readonly traces: TracePoint[][];

  constructor(
    private readonly specs: readonly SimulationSpec[],
    private readonly compareSpec: CompareSpec | null,
  ) {
    this.traces = specs.map(() => []);
  }

  add(side: number, chunk: ChunkResult, seats: number, range: Range | null): void {
    if (this.tallies === null) {
      if (this.compareSpec !== null) {
        this.pairs = new ComparisonTally(this.compareSpec, seats, [range, range]);
        this.tallies = [this.pairs.a, this.pairs.b];
      } else this.tallies = this.specs.map((spec) => new SimulationTally(spec, seats, range));
    }
    const tally = this.tallies[side]!;
    tally.add(chunk);
    this.traces[side]!.push(pointOf(tally.result()));
  }

  sides(): SideProgress[] {
    return this.specs.map((_, side) => {
      const tally = this.tallies?.[side];
      return tally === undefined ? emptySide() : { result: tally.result(), trace: [...this.traces[side]!] };
    });
  }

  comparison(): ComparisonResult | null {
    return this.pairs?.result() ?? null;
  }

  /** The game lengths of every side in the same bins, so that A's and B's histograms compare bar by bar. */
  lengthBins(): Bin[][] {
    return sharedBins(this.specs.map((_, side) => this.tallies?.[side]?.tally.lengths ?? new Map()));
  }
}

/**
 * Histograms of several count maps (value → how many) over one range, in about `bins` bins of
 * equal width: the same bins for every map (empty ones included), from the smallest value any map
 * has to the largest. A map with no values gets no bins.
 */
export function sharedBins(counts: readonly ReadonlyMap<number, number>[], bins = 8): Bin[][] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const c of counts) for (const v of c.keys()) [lo, hi] = [Math.min(lo, v), Math.max(hi, v)];
  if (lo > hi) return counts.map(() => []);
  const width = Math.max(1, Math.ceil((hi - lo + 1) / bins));
  return counts.map((c) => {
    if (c.size === 0) return [];
    const out: Bin[] = [];
    for (let from = lo; from <= hi; from += width) out.push({ from, to: Math.min(hi, from + width - 1), count: 0 });
    for (const [v, n] of c) out[Math.floor((v - lo) / width)]!.count += n;
    return out;
  });
}

/** Percent with one decimal, or a dash. */
export const pct = (x: number | null): string => (x === null ? '–' : `${(x * 100).toFixed(1)}%`);
