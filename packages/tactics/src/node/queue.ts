// The coordinator of a run on a BullMQ queue in Redis, for many machines. The run's spec is stored
// once per side (`specKey`, with an expiry the coordinator keeps renewing); one job per chunk names
// it. The coordinator looks at its own jobs only (by id, in BullMQ's completed and failed sets),
// checks each chunk before counting it (a bad one is refused and played again), and audits every
// few seconds that its spec and its unfinished jobs still exist, putting back what an emptied or
// restarted Redis lost. Redis out of reach is waited for up to `patience`, then the run stops with
// the result of what came back. What the queue promises is in the package README, "Queue".
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { ChunkResult } from '../simulate/chunk.js';
import type { SimulationSpec } from '../simulate/spec.js';
import type { ChunkTask } from './chunk-worker.js';
import { defaultChunkSize, MAX_CHUNK, tasksOf, type RunOptions, type RunOutcome } from './pool.js';
import { connectionOf, GONE, QUEUE_NAME, QueueError, redisWords, specKey, type JobData } from './redis.js';

export interface QueueRunOptions extends RunOptions {
  url: string;
  queueName?: string;
  /** How long Redis may be out of reach before the run gives up (default 60 s). */
  patience?: number;
  /** Milliseconds between looks at the run's jobs (default 200). */
  poll?: number;
  /** Milliseconds without a chunk taken before saying that no worker takes them (default 10,000). */
  idleNotice?: number;
}

/** How the coordinator hands on chunks: `problem` says why one cannot be counted (it is played again). */
export interface QueueSink {
  problem(side: number, chunk: unknown, task: Pick<ChunkTask, 'from' | 'to'>): string | null;
  add(side: number, chunk: ChunkResult): void;
}

/** How long the first connection may take before the run says Redis cannot be reached. */
const FIRST_CONTACT_MS = 5000;
/** Milliseconds between audits of the run's spec and unfinished jobs. */
const AUDIT_MS = 2000;
/** A chunk refused this many times stops the run (a worker that keeps lying, or a bug). */
const MAX_REFUSALS = 3;

interface OpenChunk {
  side: number;
  from: number;
  to: number;
  jobId: string;
  /** Times the chunk was put on the queue (a new job id each time). */
  puts: number;
  refused: number;
  done: boolean;
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

/** Submits `specs` as chunk jobs and counts what comes back; never throws for Redis going away: the outcome says so. */
export async function runOnQueue(
  specs: readonly SimulationSpec[],
  options: QueueRunOptions,
  sink: QueueSink,
): Promise<RunOutcome> {
  const patience = options.patience ?? 60_000;
  const poll = options.poll ?? 200;
  const idleNotice = options.idleNotice ?? 10_000;
  const queueName = options.queueName ?? QUEUE_NAME;
  // Our own client, so that commands fail at once while Redis is away (instead of queueing), and
  // so that it can be closed for good however Redis is doing.
  const client = new Redis({
    ...connectionOf(options.url),
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: Math.min(2000, patience),
    retryStrategy: (times) => Math.min(times * 100, 500),
  });
  client.on('error', () => {}); // reported through the commands that fail
  const queue = new Queue<JobData, ChunkResult | typeof GONE>(queueName, { connection: client, skipMetasUpdate: true });
  queue.on('error', () => {}); // the same
  const size = Math.min(MAX_CHUNK, options.chunkSize ?? defaultChunkSize(Math.max(...specs.map((s) => s.games), 0), 8));
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const chunks: OpenChunk[] = tasksOf(specs, size).map(({ side, task }) => ({
    side,
    from: task.from,
    to: task.to,
    jobId: `${run}-${side}-${task.from}-0`,
    puts: 0,
    refused: 0,
    done: false,
  }));
  const byJob = new Map(chunks.map((c) => [c.jobId, c]));
  const texts = specs.map((s) => JSON.stringify(s));
  const ttl = Math.ceil(Math.max(120_000, 3 * patience) / 1000);
  const total = chunks.reduce((a, c) => a + c.to - c.from, 0);
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  let done = 0;
  let error: Error | null = null;
  let lastNews = performance.now();
  let idleSaid = false;
  const progress = (note?: string) =>
    options.onProgress?.({ done, total, seconds: seconds(), ...(note === undefined ? {} : { note }) });

  const storeSpecs = async (only?: readonly number[]) => {
    const p = client.multi();
    for (const side of only ?? specs.map((_, i) => i)) p.set(specKey(queueName, run, side), texts[side]!, 'EX', ttl);
    const replies = await p.exec();
    for (const [e] of replies ?? []) if (e) throw e;
  };
  const put = async (list: OpenChunk[]) => {
    if (list.length === 0) return;
    for (const c of list) {
      byJob.delete(c.jobId);
      c.jobId = `${run}-${c.side}-${c.from}-${c.puts++}`;
      byJob.set(c.jobId, c);
    }
    await queue.addBulk(
      list.map((c) => ({
        name: 'chunk',
        data: { run, side: c.side, from: c.from, to: c.to },
        opts: { jobId: c.jobId, attempts: 3, removeOnComplete: { age: 3600 }, removeOnFail: { age: 86400 } },
      })),
    );
  };
  const open = () => chunks.filter((c) => !c.done);

  /** The spec keys and every unfinished job still there (an emptied Redis lost them): put back what is missing. */
  const audit = async () => {
    const list = open();
    const p = client.pipeline();
    specs.forEach((_, side) => p.expire(specKey(queueName, run, side), ttl));
    for (const c of list) p.exists(queue.toKey(c.jobId));
    const replies = (await p.exec()) ?? [];
    for (const [e] of replies) if (e) throw e;
    const lostSpecs = specs.flatMap((_, side) => (replies[side]![1] === 0 ? [side] : []));
    if (lostSpecs.length > 0) await storeSpecs(lostSpecs);
    const lost = list.filter((_, i) => replies[specs.length + i]![1] === 0);
    if (lost.length > 0) {
      options.onNotice?.(
        `${lost.length} chunk${lost.length === 1 ? ' was' : 's were'} no longer in Redis (restarted or emptied?): put back on the queue`,
      );
      await put(lost);
    }
  };

  /** Reads the run's finished jobs; returns whether any came back. */
  const collect = async (): Promise<boolean> => {
    const list = open();
    if (list.length === 0) return false;
    const ids = list.map((c) => c.jobId);
    const replies =
      (await client
        .pipeline()
        .zmscore(queue.keys.completed!, ...ids)
        .zmscore(queue.keys.failed!, ...ids)
        .exec()) ?? [];
    for (const [e] of replies) if (e) throw e;
    const completed = replies[0]![1] as (string | null)[];
    const failed = replies[1]![1] as (string | null)[];
    let news = false;
    const again: OpenChunk[] = [];
    for (let i = 0; i < list.length; i++) {
      const c = list[i]!;
      if (failed[i] !== null) {
        const job = await queue.getJob(c.jobId);
        throw new QueueError(
          `the chunk of games ${c.from} … ${c.to - 1} failed ${job?.attemptsMade ?? 3} times in a worker: ${job?.failedReason ?? 'no reason given'}`,
        );
      }
      if (completed[i] === null) continue;
      const job = await queue.getJob(c.jobId);
      news = true;
      const value: unknown = job?.returnvalue;
      if (value === GONE)
        again.push(c); // the spec had expired: stored again by the next audit
      else {
        const problem = sink.problem(c.side, value, c);
        if (problem === null) {
          sink.add(c.side, value as ChunkResult);
          c.done = true;
          done += c.to - c.from;
          progress();
        } else if (++c.refused >= MAX_REFUSALS)
          throw new QueueError(`refused the chunk of games ${c.from} … ${c.to - 1} ${c.refused} times: ${problem}`);
        else {
          options.onNotice?.(`refused a chunk from a worker (${problem}); it is played again`);
          again.push(c);
        }
      }
      await job?.remove().catch(() => {});
    }
    if (again.length > 0) {
      await storeSpecs();
      await put(again);
    }
    return news;
  };

  try {
    try {
      await within(queue.waitUntilReady(), Math.min(FIRST_CONTACT_MS, patience), () => {
        throw new Error(client.status === 'ready' ? 'no answer' : 'no connection');
      });
      await storeSpecs();
      await put(chunks);
    } catch (e) {
      throw new QueueError(`cannot reach Redis at ${options.url}: ${redisWords(e)}`);
    }
    let failingSince: number | null = null;
    let lastAudit = performance.now();
    while (chunks.some((c) => !c.done) && !options.signal?.aborted) {
      try {
        if (failingSince !== null) {
          await client.ping();
          options.onNotice?.(`Redis at ${options.url} answers again; the run goes on`);
        }
        if (failingSince !== null || performance.now() - lastAudit > AUDIT_MS) {
          await audit();
          lastAudit = performance.now();
        }
        failingSince = null;
        if (await collect()) {
          lastNews = performance.now();
          idleSaid = false;
        } else if (!idleSaid && performance.now() - lastNews > idleNotice) {
          if ((await queue.getActiveCount()) === 0) {
            idleSaid = true;
            options.onNotice?.(
              `no worker has taken a chunk for ${Math.round(idleNotice / 1000)} s: start one with tabletwin worker --queue ${options.url}`,
            );
          } else lastNews = performance.now();
        }
      } catch (e) {
        if (e instanceof QueueError) throw e;
        failingSince ??= performance.now();
        const waited = performance.now() - failingSince;
        if (waited > patience) throw new QueueError(`lost the connection to Redis at ${options.url}: ${redisWords(e)}`);
        progress(`waiting for Redis: ${Math.round(waited / 1000)} s of ${Math.round(patience / 1000)}`);
      }
      if (chunks.some((c) => !c.done)) await sleep(poll);
    }
  } catch (e) {
    error = e instanceof Error ? e : new Error(String(e));
  } finally {
    // The run's keys and waiting jobs go (best effort: Redis may be gone too, then they expire).
    await within(cleanUp(queue, client, run, specs.length, queueName, open()), 2000, () => {});
    await within(
      queue.close().catch(() => {}),
      1000,
      () => {},
    );
    client.disconnect();
  }
  const stopped = error !== null ? 'error' : done < total ? 'interrupted' : null;
  return { stopped, error, seconds: seconds() };
}

/** Removes the run's spec and the jobs nobody has started yet (after a stop, or at the end). */
async function cleanUp(
  queue: Queue<JobData, unknown>,
  client: Redis,
  run: string,
  sides: number,
  queueName: string,
  open: readonly OpenChunk[],
): Promise<void> {
  try {
    await client.del(...Array.from({ length: sides }, (_, side) => specKey(queueName, run, side)));
    for (const c of open) {
      const job = await queue.getJob(c.jobId);
      const state = await job?.getState();
      if (state === 'waiting' || state === 'delayed' || state === 'prioritized') await job!.remove().catch(() => {});
    }
  } catch {
    // Redis gone: the spec expires, and a worker that takes a job of the run finds nothing to play.
  }
}
