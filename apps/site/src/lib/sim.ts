// The simulate tab's arithmetic, kept out of React: reading `GOAL=30` fields, the specs of a run or
// a comparison, and the points of the win-rate chart as games arrive.
import {
  gamesOf,
  mergeCompare,
  summarize,
  type ChunkResult,
  type CompareSpec,
  type ComparisonResult,
  type ConstantValue,
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

/** The chunks of one side so far, and its chart. */
export interface SideProgress {
  chunks: ChunkResult[];
  result: SimulationResult | null;
  trace: TracePoint[];
}

export const emptySide = (): SideProgress => ({ chunks: [], result: null, trace: [] });

/** A side after one more chunk: the result of every game so far (in game order), and one more chart point. */
export function addChunk(side: SideProgress, spec: SimulationSpec, seats: number, chunk: ChunkResult): SideProgress {
  const chunks = [...side.chunks, chunk];
  const result = summarize(spec, seats, gamesOf(chunks));
  return { chunks, result, trace: [...side.trace, pointOf(result)] };
}

export function comparisonOf(spec: CompareSpec, a: SideProgress, b: SideProgress, seats: number): ComparisonResult {
  return mergeCompare(spec, a.chunks, b.chunks, seats);
}

/** Percent with one decimal, or a dash. */
export const pct = (x: number | null): string => (x === null ? '–' : `${(x * 100).toFixed(1)}%`);
