// A queue worker: takes chunk jobs, reads the run's spec from Redis (once per run), plays the
// chunk on its own worker threads (so its locks stay renewed while it plays) and hands back the
// records. A job that is not ours, asks for too many games, or names a run that is gone is
// answered without playing. Told to stop, it ends each chunk after the current game and puts the
// chunk back on the queue for another worker. Redis going away is waited for (BullMQ reconnects).
import { UnrecoverableError, WaitingError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { ChunkResult } from '../simulate/chunk.js';
import { specProblem, type SimulationSpec } from '../simulate/spec.js';
import type { ChunkTask } from './chunk-worker.js';
import { MAX_CHUNK, startPool, THREAD_HEAP_MB, threadFailure } from './pool.js';
import { connectionLost, connectionOf, GONE, jobProblem, QUEUE_NAME, redisWords, specKey, type JobData } from './redis.js';

export interface QueueWorkerOptions {
  url: string;
  queueName?: string;
  /** Worker threads, and chunks played at once (default 1). */
  workers?: number;
  /** Milliseconds a chunk stays locked without news before another worker takes it (default 30,000). */
  lockDuration?: number;
  /** Heap of each worker thread in MB (default 2,048): past it the thread stops and the job fails, not the process. */
  threadHeapMb?: number;
  /** Called when a chunk starts, when it is done, and when it went back to the queue (a stop). */
  onChunk?(event: 'start' | 'done' | 'returned', from: number, to: number): void;
  /** A job refused, Redis lost or back: one line each (repeats of the same line are left out). */
  onError?(error: Error): void;
}

export interface QueueWorker {
  /** Ends each chunk after its current game, puts it back on the queue, and closes. */
  close(): Promise<void>;
}

/** Specs of the runs seen lately, by key (a run's spec is read from Redis once). */
const SPECS_KEPT = 4;

/** Takes chunks from the queue until closed. */
export async function startQueueWorker(options: QueueWorkerOptions): Promise<QueueWorker> {
  const workers = Math.max(1, Math.floor(options.workers ?? 1));
  const lockDuration = options.lockDuration ?? 30_000;
  const queueName = options.queueName ?? QUEUE_NAME;
  const connection = connectionOf(options.url);
  const reader = new Redis({ ...connection, maxRetriesPerRequest: null });
  let lastSaid = '';
  const say = (text: string) => {
    if (text === lastSaid) return;
    lastSaid = text;
    options.onError?.(new Error(text));
  };
  reader.on('error', (e) => say(`lost Redis at ${options.url} (${redisWords(e)}); waiting for it to come back`));
  // After a loss, the first good news says so once.
  reader.on('ready', () => {
    if (lastSaid.startsWith('lost Redis')) say(`Redis at ${options.url} answers again`);
  });
  const specs = new Map<string, SimulationSpec | null>();
  const specOf = async (run: string, side: number): Promise<SimulationSpec | null> => {
    const key = specKey(queueName, run, side);
    if (specs.has(key)) return specs.get(key)!;
    const text = await reader.get(key);
    if (text === null) return null; // gone, or not stored yet: not remembered
    let spec: unknown;
    try {
      spec = JSON.parse(text);
    } catch {
      throw new UnrecoverableError(`the run's spec in Redis is not JSON`);
    }
    const problem = specProblem(spec);
    if (problem !== null) throw new UnrecoverableError(`the run's spec in Redis is wrong: ${problem}`);
    specs.set(key, spec as SimulationSpec);
    while (specs.size > SPECS_KEPT) specs.delete(specs.keys().next().value!);
    return spec as SimulationSpec;
  };
  const heapMb = options.threadHeapMb ?? THREAD_HEAP_MB;
  const pool = startPool(workers, undefined, heapMb);
  const playing = new Set<Int32Array>();
  let closing = false;
  const worker = new Worker<JobData, ChunkResult | typeof GONE>(
    queueName,
    async (job: Job<JobData>, token?: string) => {
      const problem = jobProblem(job.data, MAX_CHUNK);
      if (problem !== null) throw new UnrecoverableError(`refused job ${job.id}: ${problem}`);
      const { run, side, from, to } = job.data;
      const spec = await specOf(run, side);
      if (spec === null) return GONE;
      if (to > spec.games)
        throw new UnrecoverableError(`refused job ${job.id}: games ${from} … ${to - 1} of a run of ${spec.games}`);
      options.onChunk?.('start', from, to);
      const stop = new Int32Array(new SharedArrayBuffer(4));
      if (closing) Atomics.store(stop, 0, 1);
      playing.add(stop);
      let result: ChunkResult;
      try {
        result = (await pool.run({ spec, from, to, key: `${run}:${side}`, stop } satisfies ChunkTask)) as ChunkResult;
      } catch (e) {
        throw threadFailure(e, heapMb);
      } finally {
        playing.delete(stop);
      }
      if (result.to < to) {
        // Stopped: the chunk goes back whole for another worker (the games played here are dropped).
        await job.moveToWait(token);
        options.onChunk?.('returned', from, to);
        throw new WaitingError();
      }
      options.onChunk?.('done', from, to);
      return result;
    },
    {
      connection: { ...connection, maxRetriesPerRequest: null },
      concurrency: workers,
      lockDuration,
      stalledInterval: Math.max(500, Math.floor(lockDuration / 2)),
      maxStalledCount: 10,
    },
  );
  worker.on('error', (e) =>
    say(connectionLost(e) ? `lost Redis at ${options.url} (${redisWords(e)}); waiting for it to come back` : redisWords(e)),
  );
  worker.on('failed', (_job, e) => {
    if (e instanceof UnrecoverableError || e.name === 'UnrecoverableError') say(e.message);
  });
  try {
    await worker.waitUntilReady();
  } catch (e) {
    await Promise.allSettled([worker.close(true), pool.destroy()]);
    reader.disconnect();
    throw e;
  }
  return {
    async close() {
      closing = true;
      for (const stop of playing) Atomics.store(stop, 0, 1);
      await worker.close();
      await pool.destroy();
      reader.disconnect();
    },
  };
}
