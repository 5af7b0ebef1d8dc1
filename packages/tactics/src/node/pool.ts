// Chunks of one or more simulations on a pool of worker threads (tinypool). Results depend only
// on the specs, never on how many threads played them or in which order they came back.
import Tinypool from 'tinypool';
import { chunkRanges, type ChunkResult } from '../simulate/chunk.js';
import type { SimulationSpec } from '../simulate/spec.js';
import type { ChunkTask } from './chunk-worker.js';

export interface Progress {
  /** Games played so far, over all specs, and games in all. */
  done: number;
  total: number;
  seconds: number;
}

/** What a run needs of an AbortSignal (declared here so the types need neither Node's nor the DOM's). */
export interface StopSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface RunOptions {
  /** Games per chunk (default: about four chunks per worker, at most 500 games). */
  chunkSize?: number;
  /** Stops the run: no new chunks, the running ones abandoned; what was played is kept. */
  signal?: StopSignal;
  onProgress?(progress: Progress): void;
}

export interface RunOutcome {
  /** Per spec, the chunks played (in the order they came back). */
  chunks: ChunkResult[][];
  /** Why the run ended early, or null when every chunk came back. */
  stopped: 'interrupted' | 'error' | null;
  error: Error | null;
  seconds: number;
}

/** The JavaScript file of the worker thread: beside this one once built, in dist/ when run from the sources (tests). */
export function workerFile(): string {
  const here = import.meta.url;
  return (here.endsWith('.ts') ? new URL('../../dist/node/chunk-worker.js', here) : new URL('./chunk-worker.js', here)).href;
}

export function defaultChunkSize(games: number, workers: number): number {
  return Math.max(1, Math.min(500, Math.ceil(games / (Math.max(1, workers) * 4))));
}

/** Every chunk of every spec, as tasks with the index of their spec. */
export function tasksOf(specs: readonly SimulationSpec[], size: number): { side: number; task: ChunkTask }[] {
  return specs.flatMap((spec, side) => chunkRanges(spec.games, size).map(([from, to]) => ({ side, task: { spec, from, to } })));
}

/** What a thread finds in its workerData: the spec it prepares while it starts. */
/**
 * The pool as this module uses it (Tinypool underneath). Declared here so the published types do
 * not pull in Tinypool's, which need Node's types in the user's project.
 */
export interface ThreadPool {
  run(task: unknown, options?: { signal?: StopSignal }): Promise<unknown>;
  destroy(): Promise<void>;
}

export interface WarmUp {
  warm: SimulationSpec;
}

/**
 * Starts `workers` threads at once. Each loads the engine and, given `warm`, prepares that spec
 * while it starts, so both overlap with whatever the caller does meanwhile (checking the spec).
 */
export function startPool(workers: number, warm?: SimulationSpec): ThreadPool {
  const n = Math.max(1, Math.floor(workers));
  const workerData: WarmUp | undefined = warm === undefined ? undefined : { warm };
  return new Tinypool({ filename: workerFile(), minThreads: n, maxThreads: n, idleTimeout: 1000, workerData });
}

/** Plays `specs` on `workers` threads. Never throws for a chunk that fails: the outcome says so. */
export function runLocal(specs: readonly SimulationSpec[], options: RunOptions & { workers: number }): Promise<RunOutcome> {
  return runOnPool(specs, options, startPool(options.workers, specs[0]));
}

/** `runLocal` on a pool started already (by `startPool`); the pool is destroyed at the end. */
export async function runOnPool(
  specs: readonly SimulationSpec[],
  options: RunOptions & { workers: number },
  pool: ThreadPool,
): Promise<RunOutcome> {
  const workers = Math.max(1, Math.floor(options.workers));
  const total = specs.reduce((a, s) => a + s.games, 0);
  const size = options.chunkSize ?? defaultChunkSize(Math.max(...specs.map((s) => s.games), 0), workers);
  const queue = tasksOf(specs, size);
  const chunks: ChunkResult[][] = specs.map(() => []);
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  options.signal?.addEventListener('abort', onAbort);
  let done = 0;
  let error: Error | null = null;
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < queue.length && !stop.signal.aborted) {
      const { side, task } = queue[next++]!;
      try {
        const result = (await pool.run(task, { signal: stop.signal })) as ChunkResult;
        chunks[side]!.push(result);
        done += result.games.length;
        options.onProgress?.({ done, total, seconds: seconds() });
      } catch (e) {
        if (stop.signal.aborted && options.signal?.aborted) return;
        error ??= e instanceof Error ? e : new Error(String(e));
        stop.abort();
      }
    }
  };
  try {
    if (options.signal?.aborted) stop.abort();
    await Promise.all(Array.from({ length: workers * 2 }, lane));
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    await pool.destroy();
  }
  const stopped = error !== null ? 'error' : done < total ? 'interrupted' : null;
  return { chunks, stopped, error, seconds: seconds() };
}
