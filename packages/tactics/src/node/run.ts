// A whole simulation or comparison on threads or on a queue: the spec is checked here first (a bad
// spec throws before anything starts), then the chunks run; each chunk is checked and counted as
// it comes back, in game order, and let go. A run that stopped early still gives the result of
// what was played, and `onGame` sees every game once, in order, as soon as it can be counted.
import type { ChunkResult, GameRecord } from '../simulate/chunk.js';
import type { PackedChunk } from '../simulate/packed.js';
import { ComparisonTally, sidesOf, type CompareSpec, type ComparisonResult } from '../simulate/compare.js';
import { SimulationError } from '../simulate/errors.js';
import { chunkProblem, packedProblem, type ChunkExpectation } from '../simulate/order.js';
import type { SimulationResult } from '../simulate/result.js';
import { SimulationTally } from '../simulate/running.js';
import { prepare, type SimulationSpec } from '../simulate/spec.js';
import type { Range } from '../simulate/stats.js';
import type { ChunkTask } from './chunk-worker.js';
import { defaultChunkSize, runOnPool, startPool, tasksOf, type RunOptions, type RunOutcome } from './pool.js';

/** Threads on this machine, or a queue (`redis://host:port`) that workers elsewhere take chunks from. */
export type Where =
  | { workers: number }
  | {
      queue: string;
      queueName?: string;
      /** Milliseconds Redis may be out of reach (default 60,000). */
      patience?: number;
      /** Milliseconds without a chunk taken before saying no worker takes them (default 10,000). */
      idleNotice?: number;
    };

export interface SimulationRun {
  result: SimulationResult;
  outcome: RunOutcome;
}

export interface ComparisonRun {
  result: ComparisonResult;
  outcome: RunOutcome;
}

export interface StreamOptions extends RunOptions {
  /** Once the spec is checked, before any game: the model's number of seats. */
  onPrepared?(info: { seats: number }): void;
  /** Every game once, in game order (a comparison: side 0 is A, 1 is B), as soon as it is counted. */
  onGame?(game: GameRecord, side: number): void;
}

/** What the chunks of one side must look like, from its prepared spec. */
interface Side {
  seats: number;
  range: Range | null;
  spec: SimulationSpec;
}

/** `chunkProblem` for a chunk of `side`, as a thrown error (our own threads: a bug, so the run stops). */
export function expectation(side: Side, task: Pick<ChunkTask, 'from' | 'to'>): ChunkExpectation {
  return {
    from: task.from,
    to: task.to,
    seats: side.seats,
    seed: side.spec.seed,
    maxRequests: side.spec.maxRequests ?? 10_000,
    range: side.range,
  };
}

/**
 * `check()` (which throws for a bad spec, before any game is played), then the run. On threads the
 * pool starts first, so the threads load the engine and prepare the spec while this one checks it.
 */
async function runOn(
  specs: SimulationSpec[],
  where: Where,
  options: StreamOptions,
  check: () => Side[],
  counted: () => (side: number, chunk: ChunkResult | PackedChunk) => void,
): Promise<RunOutcome> {
  if ('queue' in where) {
    const sides = check();
    options.onPrepared?.({ seats: sides[0]!.seats });
    const add = counted();
    // BullMQ and ioredis load only for a run on a queue (half a second of a thread's time).
    const { runOnQueue } = await import('./queue.js');
    return runOnQueue(
      specs,
      { ...options, ...where, url: where.queue },
      {
        problem: (side, chunk, task) => chunkProblem(chunk, expectation(sides[side]!, task)),
        add,
      },
    );
  }
  const pool = startPool(where.workers, specs);
  let sides: Side[];
  try {
    sides = check();
  } catch (e) {
    await pool.destroy();
    throw e;
  }
  options.onPrepared?.({ seats: sides[0]!.seats });
  const add = counted();
  const size = options.chunkSize ?? defaultChunkSize(Math.max(...specs.map((s) => s.games), 0), where.workers);
  return runOnPool(tasksOf(specs, size), { ...options, ...where }, pool, (side, chunk, task) => {
    const problem = packedProblem(chunk, expectation(sides[side]!, task));
    if (problem !== null) throw new Error(`a worker thread gave a wrong result: ${problem}`);
    add(side, chunk);
  });
}

const sideOf = (spec: SimulationSpec): Side => {
  const p = prepare(spec);
  return { seats: p.seats, range: p.range, spec };
};

export async function simulateOn(spec: SimulationSpec, where: Where, options: StreamOptions = {}): Promise<SimulationRun> {
  let tally: SimulationTally | null = null;
  let side: Side | null = null;
  const outcome = await runOn(
    [spec],
    where,
    options,
    () => [(side = sideOf(spec))],
    () => {
      const t = new SimulationTally(spec, side!.seats, side!.range, options.onGame && ((g) => options.onGame!(g, 0)));
      tally = t;
      return (_side, chunk) => t.add(chunk);
    },
  );
  const t = tally as SimulationTally | null;
  t!.finish();
  return { result: t!.result(), outcome };
}

export async function compareOn(spec: CompareSpec, where: Where, options: StreamOptions = {}): Promise<ComparisonRun> {
  const specs = sidesOf(spec);
  let tally: ComparisonTally | null = null;
  let sides: Side[] = [];
  const outcome = await runOn(
    specs,
    where,
    options,
    () => {
      sides = specs.map(sideOf);
      if (sides[0]!.seats !== sides[1]!.seats)
        throw new SimulationError(
          'model',
          'variant',
          `the two models have ${sides[0]!.seats} and ${sides[1]!.seats} seats; a comparison needs the same`,
        );
      return sides;
    },
    () => {
      const t = new ComparisonTally(
        spec,
        sides[0]!.seats,
        [sides[0]!.range, sides[1]!.range],
        options.onGame && ((side, g) => options.onGame!(g, side)),
      );
      tally = t;
      return (side, chunk) => t.add(side === 0 ? 0 : 1, chunk);
    },
  );
  const t = tally as ComparisonTally | null;
  t!.finish();
  return { result: t!.result(), outcome };
}
