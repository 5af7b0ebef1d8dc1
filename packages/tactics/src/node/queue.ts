// Chunks on a BullMQ queue in Redis, for many machines: the submitter puts one job per chunk,
// `startQueueWorker` takes them (on its own worker threads, so its locks stay renewed while it
// plays) and hands back the chunk's records. A worker that dies mid-chunk loses its lock; another
// takes the chunk again. Results are keyed by chunk, so a chunk that comes back twice counts once.
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import Tinypool from 'tinypool';
import type { ChunkResult } from '../simulate/chunk.js';
import type { SimulationSpec } from '../simulate/spec.js';
import type { ChunkTask } from './chunk-worker.js';
import { defaultChunkSize, tasksOf, workerFile, type RunOptions, type RunOutcome } from './pool.js';

export const QUEUE_NAME = 'tabletwin-chunks';

interface JobData extends ChunkTask {
  run: string;
  side: number;
}

/** Something wrong with the queue: an address that is not redis://host:port, Redis gone. */
export class QueueError extends Error {
  override readonly name = 'QueueError';
}

/** `redis://host:port[/db]` (with an optional password) as connection options. */
export function connectionOf(url: string): { host: string; port: number; db?: number; password?: string; username?: string } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new QueueError(`--queue wants redis://host:port, not ${url}`);
  }
  if (u.protocol !== 'redis:' || u.hostname === '') throw new QueueError(`--queue wants redis://host:port, not ${url}`);
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined;
  return {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port === '' ? 6379 : Number(u.port),
    ...(db === undefined || !Number.isInteger(db) ? {} : { db }),
    ...(u.password === '' ? {} : { password: decodeURIComponent(u.password) }),
    ...(u.username === '' ? {} : { username: decodeURIComponent(u.username) }),
  };
}

export interface QueueRunOptions extends RunOptions {
  url: string;
  queueName?: string;
  /** How long Redis may be unreachable before the run gives up (default 5 s). */
  patience?: number;
  /** Milliseconds between looks at the finished chunks (default 100). */
  poll?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `promise`, or `fallback()` after `ms` (a Redis that does not answer must not hang the run). */
function within<T>(promise: Promise<T>, ms: number, fallback: () => T | Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => Promise.resolve().then(fallback).then(resolve, reject), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Submits `specs` as chunk jobs and collects them; never throws for Redis going away: the outcome keeps what came back. */
export async function runOnQueue(specs: readonly SimulationSpec[], options: QueueRunOptions): Promise<RunOutcome> {
  const patience = options.patience ?? 5000;
  // Our own client, so that a Redis that is not there (or goes away) fails commands quickly
  // instead of queueing them, and so that it can be closed for good however Redis is doing.
  const client = new Redis({
    ...connectionOf(options.url),
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: Math.min(2000, patience),
    retryStrategy: (times) => Math.min(times * 100, 500),
  });
  client.on('error', () => {}); // reported through the commands that fail
  const total = specs.reduce((a, s) => a + s.games, 0);
  const size = options.chunkSize ?? defaultChunkSize(Math.max(...specs.map((s) => s.games), 0), 8);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const tasks = tasksOf(specs, size);
  const chunks: ChunkResult[][] = specs.map(() => []);
  const have = new Set<string>();
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const queue = new Queue<JobData, ChunkResult>(options.queueName ?? QUEUE_NAME, { connection: client });
  queue.on('error', () => {}); // reported through the commands that fail
  let done = 0;
  let error: Error | null = null;
  const lost = (e: unknown) =>
    new QueueError(`lost the connection to Redis at ${options.url}: ${e instanceof Error ? e.message : String(e)}`);
  try {
    try {
      await within(queue.waitUntilReady(), patience, () => {
        throw new Error(client.status === 'ready' ? 'no answer' : 'no connection');
      });
      await queue.addBulk(
        tasks.map(({ side, task }) => ({
          name: 'chunk',
          data: { run, side, ...task },
          opts: {
            jobId: `${run}-${side}-${task.from}`,
            attempts: 3,
            removeOnComplete: { age: 3600 },
            removeOnFail: { age: 86400 },
          },
        })),
      );
    } catch (e) {
      throw new QueueError(`cannot reach Redis at ${options.url}: ${e instanceof Error ? e.message : String(e)}`);
    }
    let failingSince: number | null = null;
    while (have.size < tasks.length && !options.signal?.aborted) {
      try {
        const finished = (await queue.getJobs(['completed'], 0, 999)) as (Job<JobData, ChunkResult> | undefined)[];
        for (const job of finished) {
          if (job === undefined || job.data.run !== run) continue;
          const key = `${job.data.side}-${job.data.from}`;
          if (!have.has(key)) {
            have.add(key);
            chunks[job.data.side]!.push(job.returnvalue);
            done += job.returnvalue.games.length;
            options.onProgress?.({ done, total, seconds: seconds() });
          }
          await job.remove().catch(() => {});
        }
        const failed = (await queue.getJobs(['failed'], 0, 999)) as (Job<JobData, ChunkResult> | undefined)[];
        const ours = failed.find((j) => j !== undefined && j.data.run === run);
        if (ours !== undefined)
          throw new QueueError(
            `chunk ${ours.data.from} … ${ours.data.to} failed ${ours.attemptsMade} times: ${ours.failedReason}`,
          );
        failingSince = null;
      } catch (e) {
        if (e instanceof QueueError) throw e;
        failingSince ??= performance.now();
        if (performance.now() - failingSince > patience) throw lost(e);
      }
      if (have.size < tasks.length) await sleep(options.poll ?? 100);
    }
    if (options.signal?.aborted) await dropWaiting(queue, run);
  } catch (e) {
    error = e instanceof Error ? e : new Error(String(e));
  } finally {
    await within(
      queue.close().catch(() => {}),
      1000,
      () => {},
    );
    client.disconnect();
  }
  const stopped = error !== null ? 'error' : done < total ? 'interrupted' : null;
  return { chunks, stopped, error, seconds: seconds() };
}

/** The run's chunks nobody has started yet leave the queue (after Ctrl-C). */
async function dropWaiting(queue: Queue<JobData, ChunkResult>, run: string): Promise<void> {
  try {
    const waiting = (await queue.getJobs(['waiting', 'delayed', 'prioritized'], 0, -1)) as (Job<JobData> | undefined)[];
    await Promise.all(waiting.filter((j) => j?.data.run === run).map((j) => j!.remove().catch(() => {})));
  } catch {
    // Redis gone too: the jobs expire with the queue's own clean-up.
  }
}

export interface QueueWorkerOptions {
  url: string;
  queueName?: string;
  /** Worker threads, and chunks played at once (default 1). */
  workers?: number;
  /** Milliseconds a chunk stays locked without news before another worker takes it (default 30,000). */
  lockDuration?: number;
  /** Called when a chunk starts and when it is done. */
  onChunk?(event: 'start' | 'done', from: number, to: number): void;
  onError?(error: Error): void;
}

export interface QueueWorker {
  close(): Promise<void>;
}

/** Takes chunks from the queue until closed. */
export async function startQueueWorker(options: QueueWorkerOptions): Promise<QueueWorker> {
  const workers = Math.max(1, Math.floor(options.workers ?? 1));
  const lockDuration = options.lockDuration ?? 30_000;
  const pool = new Tinypool({ filename: workerFile(), minThreads: workers, maxThreads: workers });
  const worker = new Worker<JobData, ChunkResult>(
    options.queueName ?? QUEUE_NAME,
    async (job) => {
      const { spec, from, to } = job.data;
      options.onChunk?.('start', from, to);
      const result = (await pool.run({ spec, from, to } satisfies ChunkTask)) as ChunkResult;
      options.onChunk?.('done', from, to);
      return result;
    },
    {
      connection: { ...connectionOf(options.url), maxRetriesPerRequest: null },
      concurrency: workers,
      lockDuration,
      stalledInterval: Math.max(500, Math.floor(lockDuration / 2)),
      maxStalledCount: 10,
    },
  );
  worker.on('error', (e) => options.onError?.(e));
  await worker.waitUntilReady();
  return {
    async close() {
      await worker.close();
      await pool.destroy();
    },
  };
}
