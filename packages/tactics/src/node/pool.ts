// Chunks of one or more simulations on a pool of worker threads (`startThreads`). Each chunk's
// result goes to the caller as it comes back (the caller counts it and lets it go), so a run of any
// length holds only the chunks in flight. Results depend only on the specs, never on how many
// threads played them or in which order they came back.
import { availableParallelism } from 'node:os';
import { chunkRanges, type ChunkResult } from '../simulate/chunk.js';
import type { PackedChunk } from '../simulate/packed.js';
import type { SimulationSpec } from '../simulate/spec.js';
import type { ChunkTask, ThreadData } from './chunk-worker.js';
import { startThreads, threadFile, type ThreadPool } from './threads.js';

export type { ThreadPool };

export interface Progress {
  /** Games played so far, over all specs, and games in all. */
  done: number;
  total: number;
  seconds: number;
  /** What the run is waiting for, when it is (`waiting for Redis: 12 s of 60`). */
  note?: string;
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
  /** A line worth telling the person running it (no worker takes chunks, Redis is back). */
  onNotice?(text: string): void;
}

export interface RunOutcome {
  /** Why the run ended early, or null when every chunk came back. */
  stopped: 'interrupted' | 'error' | null;
  error: Error | null;
  /** From the first chunk sent to the last one counted (on threads: the threads' stop is not in it). */
  seconds: number;
}

/**
 * Where each chunk's result goes, with the index of its spec (`side`) and the task it answers.
 * From threads a chunk comes as columns (`PackedChunk`); from a queue, as records.
 */
export type ChunkSink = (side: number, chunk: ChunkResult | PackedChunk, task: ChunkTask) => void;

/** The most games in one chunk: a chunk is one task of one thread, and its records travel together. */
export const MAX_CHUNK = 10_000;

/** Heap of one worker thread: past it the thread is stopped (the run says so), never the process. */
export const THREAD_HEAP_MB = 2048;

/** The JavaScript file of the worker thread: `chunk-worker.js` with what it imports, in one file. */
export function workerFile(): string {
  return threadFile('chunk-thread');
}

export function defaultChunkSize(games: number, workers: number): number {
  return Math.max(1, Math.min(500, Math.ceil(games / (Math.max(1, workers) * 4))));
}

/** The cores of this machine: more threads than that only share them (and each costs memory). */
export const cores = (): number => Math.max(1, availableParallelism());

export interface Task {
  side: number;
  task: ChunkTask;
}

/**
 * Every chunk of every spec, interleaved (chunk 0 of each spec, then chunk 1 of each, …), so the
 * sides of a comparison advance together and a stopped run has played both sides of the same seeds.
 */
export function tasksOf(specs: readonly SimulationSpec[], size: number): Task[] {
  const ranges = specs.map((spec) => chunkRanges(spec.games, Math.min(MAX_CHUNK, size)));
  const out: Task[] = [];
  for (let i = 0; i < Math.max(0, ...ranges.map((r) => r.length)); i++)
    ranges.forEach((r, side) => {
      const range = r[i];
      if (range !== undefined) out.push({ side, task: { spec: specs[side]!, from: range[0], to: range[1] } });
    });
  return out;
}

/** A pool of chunk threads, with the specs they were started with (a task names one by its side). */
export interface ChunkPool extends ThreadPool {
  readonly specs: readonly SimulationSpec[];
}

/**
 * Starts `workers` threads at once. Each loads the engine and prepares `specs` while it starts, so
 * both overlap with whatever the caller does meanwhile (checking the specs).
 */
export function startPool(workers: number, specs: readonly SimulationSpec[] = [], heapMb = THREAD_HEAP_MB): ChunkPool {
  const workerData: ThreadData = { specs };
  return { ...startThreads({ file: workerFile(), threads: workers, workerData, heapMb }), specs };
}

/** A thread's failure in our words (a thread past its heap is stopped by Node with a code). */
export function threadFailure(e: unknown, heapMb = THREAD_HEAP_MB): Error {
  const err = e instanceof Error ? e : new Error(String(e));
  if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory/i.test(err.message))
    return new Error(
      `a worker thread ran out of memory (more than ${heapMb.toLocaleString('en-US')} MB): the model's games hold too much`,
    );
  return err;
}

/** Chunks started ahead of the first unfinished one, per lane: bounds what waits to be counted in order. */
const AHEAD_PER_LANE = 4;

/**
 * Chunks given to a thread at once: while it plays one, the next waits in its queue, so it never
 * waits for this thread to read an answer.
 */
const IN_FLIGHT_PER_THREAD = 2;

/** Plays `tasks` on `pool`, giving each result to `sink`; never throws for a chunk that fails: the outcome says so. */
export async function runOnPool(
  tasks: readonly Task[],
  options: RunOptions & { workers: number },
  pool: ThreadPool & { specs?: readonly SimulationSpec[] },
  sink: ChunkSink,
): Promise<RunOutcome> {
  const workers = Math.max(1, Math.floor(options.workers));
  const total = tasks.reduce((a, t) => a + t.task.to - t.task.from, 0);
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  // Stopping sets the flag every chunk reads between games: the running ones end at once, and
  // what they bring back is dropped (a stopped run keeps whole chunks).
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const stop = new AbortController();
  stop.signal.addEventListener('abort', () => Atomics.store(flag, 0, 1));
  const onAbort = () => stop.abort();
  options.signal?.addEventListener('abort', onAbort);
  const lanes = workers * IN_FLIGHT_PER_THREAD;
  const finished = new Uint8Array(tasks.length);
  let firstOpen = 0;
  const waiters: (() => void)[] = [];
  const wakeAll = () => {
    for (const w of waiters.splice(0)) w();
  };
  stop.signal.addEventListener('abort', wakeAll);
  let done = 0;
  let error: Error | null = null;
  let next = 0;
  // A spec the threads were started with travels as its side, not as its text.
  const message = ({ side, task }: Task): ChunkTask =>
    pool.specs?.[side] === task.spec
      ? { side, from: task.from, to: task.to, stop: flag, packed: true }
      : { ...task, stop: flag, packed: true };
  const lane = async (): Promise<void> => {
    while (next < tasks.length && !stop.signal.aborted) {
      if (next >= firstOpen + lanes * AHEAD_PER_LANE) {
        await new Promise<void>((resolve) => waiters.push(resolve));
        continue;
      }
      const index = next++;
      const { side, task } = tasks[index]!;
      try {
        const result = (await pool.run(message(tasks[index]!))) as PackedChunk;
        if (stop.signal.aborted) return;
        sink(side, result, task);
        done += result.to - result.from;
        finished[index] = 1;
        while (firstOpen < tasks.length && finished[firstOpen] === 1) firstOpen++;
        options.onProgress?.({ done, total, seconds: seconds() });
      } catch (e) {
        if (stop.signal.aborted && options.signal?.aborted) return;
        error ??= threadFailure(e);
        stop.abort();
      }
      wakeAll();
    }
    wakeAll();
  };
  // The run's time ends with its last chunk counted: stopping the threads is not part of it.
  let took = 0;
  try {
    if (options.signal?.aborted) stop.abort();
    await Promise.all(Array.from({ length: lanes }, lane));
    took = seconds();
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    await pool.destroy();
  }
  const stopped = error !== null ? 'error' : done < total ? 'interrupted' : null;
  return { stopped, error, seconds: took };
}

/** Plays `specs` on `workers` threads (chunks of `chunkSize`), giving each chunk to `sink`. */
export function runLocal(
  specs: readonly SimulationSpec[],
  options: RunOptions & { workers: number },
  sink: ChunkSink,
): Promise<RunOutcome> {
  const size = options.chunkSize ?? defaultChunkSize(Math.max(...specs.map((s) => s.games), 0), options.workers);
  return runOnPool(tasksOf(specs, size), options, startPool(options.workers, specs), sink);
}
