// The queue across processes (the built worker in dist/) against a real redis-server: what the
// package README promises under "Queue". No game is lost or counted twice whatever fails: a worker
// killed mid-chunk, Redis restarted empty, Redis away for a while, a worker that lies; each ends
// with byte for byte the local result. Past the patience, a clean stop with what came back. Every
// wait is for an event (a line, a progress count, an exit), never for the clock.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulate, type SimulationSpec } from '../../src/index.js';
import { connectionOf, QUEUE_NAME, simulateOn } from '../../src/node/index.js';
import { FILES, HOLD, PIG } from './common.js';
import { kill, startRedis, startWorkerProcess, type TestRedis } from './redis.js';

const spec: SimulationSpec = { model: PIG, players: [HOLD, 'random'], files: FILES, games: 3000, seed: 21 };
const local = JSON.stringify(simulate(spec));

/** Keys of the run's specs and jobs nobody has started, left in Redis. */
async function leftovers(url: string): Promise<{ specs: string[]; waiting: number }> {
  const client = new Redis(connectionOf(url));
  const queue = new Queue(QUEUE_NAME, { connection: client });
  try {
    return { specs: await client.keys('tabletwin:*'), waiting: await queue.getWaitingCount() };
  } finally {
    await queue.close();
    client.disconnect();
  }
}

describe('the queue', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('a worker killed mid-chunk: the chunk is played again by another, no game lost or counted twice', async () => {
    const first = startWorkerProcess(redis.url, 1000);
    await first.ready;
    const running = simulateOn(spec, { queue: redis.url }, { chunkSize: 1500 });
    await first.started;
    await kill(first.child);
    expect(first.lines.filter((l) => l.startsWith('done'))).toEqual([]);
    const second = startWorkerProcess(redis.url, 1000);
    try {
      const run = await running;
      expect(run.outcome.stopped).toBe(null);
      expect(JSON.stringify(run.result)).toBe(local);
      // Both chunks were played by the second worker (one of them perhaps twice, if its lock ran out
      // on a loaded machine: it still counts once).
      const done = new Set(second.lines.filter((l) => l.startsWith('done')));
      expect([...done].sort()).toEqual(['done 0 1500', 'done 1500 3000']);
    } finally {
      await kill(second.child, 'SIGTERM');
    }
    expect(await leftovers(redis.url)).toEqual({ specs: [], waiting: 0 });
  });

  it('the model travels once: each job names its run and games, the spec is one key per side', async () => {
    const seen: unknown[] = [];
    const client = new Redis(connectionOf(redis.url));
    const queue = new Queue(QUEUE_NAME, { connection: client });
    const worker = startWorkerProcess(redis.url, 30_000);
    try {
      await worker.ready;
      const run = await simulateOn(
        spec,
        { queue: redis.url },
        {
          chunkSize: 500,
          onProgress: () => {
            if (seen.length === 0)
              seen.push(
                client.keys('tabletwin:*'),
                queue.getJobs(['waiting', 'active', 'completed'], 0, 0).then((jobs) => jobs[0]?.data),
              );
          },
        },
      );
      expect(JSON.stringify(run.result)).toBe(local);
      const [keys, data] = await Promise.all(seen);
      expect((keys as string[]).length).toBe(1);
      expect(Object.keys(data as object).sort()).toEqual(['from', 'run', 'side', 'to']);
    } finally {
      await kill(worker.child, 'SIGTERM');
      await queue.close();
      client.disconnect();
    }
  });

  it('Redis restarted empty mid-run: the missing chunks are put back and the result is the local one', async () => {
    const own = await startRedis();
    const worker = startWorkerProcess(own.url, 5000);
    const notices: string[] = [];
    try {
      await worker.ready;
      let restarted: Promise<void> | null = null;
      const run = await simulateOn(
        spec,
        { queue: own.url, patience: 60_000 },
        {
          chunkSize: 100,
          onNotice: (t) => notices.push(t),
          onProgress: (p) => {
            if (p.done >= 500 && restarted === null) restarted = own.stop().then(() => own.start());
          },
        },
      );
      await restarted;
      expect(run.outcome).toMatchObject({ stopped: null, error: null });
      expect(JSON.stringify(run.result)).toBe(local);
      expect(notices.some((n) => /no longer in Redis \(restarted or emptied\?\): put back on the queue$/.test(n))).toBe(true);
    } finally {
      await kill(worker.child);
      await own.stop();
    }
  });

  it('Redis away for 5 s: the run waits, says so, and finishes with the local result', async () => {
    const own = await startRedis();
    const worker = startWorkerProcess(own.url, 5000);
    const notes = new Set<string>();
    try {
      await worker.ready;
      let outage: Promise<void> | null = null;
      const run = await simulateOn(
        spec,
        { queue: own.url, patience: 60_000 },
        {
          chunkSize: 100,
          onProgress: (p) => {
            if (p.note !== undefined) notes.add(p.note.replace(/\d+ s/, 'N s'));
            if (p.done >= 500 && outage === null)
              outage = own
                .stop()
                .then(() => new Promise((resolve) => setTimeout(resolve, 5000)))
                .then(() => own.start());
          },
        },
      );
      await outage;
      expect(run.outcome).toMatchObject({ stopped: null, error: null });
      expect(JSON.stringify(run.result)).toBe(local);
      expect([...notes]).toEqual(['waiting for Redis: N s of 60']);
    } finally {
      await kill(worker.child);
      await own.stop();
    }
  });

  it('Redis away past the patience: a clear stop, and the result of the chunks that came back', async () => {
    const own = await startRedis();
    const worker = startWorkerProcess(own.url, 5000);
    try {
      await worker.ready;
      let stopped = false;
      const run = await simulateOn(
        { ...spec, games: 40_000 },
        { queue: own.url, patience: 1000 },
        {
          chunkSize: 200,
          onProgress: (p) => {
            if (p.done >= 400 && !stopped) {
              stopped = true;
              void own.stop();
            }
          },
        },
      );
      expect(run.outcome.stopped).toBe('error');
      expect(run.outcome.error!.message).toMatch(
        new RegExp(
          `^lost the connection to Redis at ${own.url}: (the connection is down|nothing answers at that address \\(connection refused\\))$`,
        ),
      );
      expect(run.result.complete).toBe(false);
      expect(run.result.games).toBeGreaterThanOrEqual(400);
    } finally {
      await kill(worker.child);
      await own.stop();
    }
  });

  it('no Redis there: a clear error before any game', async () => {
    const run = await simulateOn(spec, { queue: 'redis://127.0.0.1:1', patience: 500 });
    expect(run.outcome.error!.message).toMatch(/^cannot reach Redis at redis:\/\/127\.0\.0\.1:1: /);
    expect(run.result.games).toBe(0);
  });

  it('no worker takes chunks: the run says so; stopped, it leaves no job or spec behind', async () => {
    const stop = new AbortController();
    const notices: string[] = [];
    const run = await simulateOn(
      spec,
      { queue: redis.url, idleNotice: 1000 },
      {
        chunkSize: 500,
        signal: stop.signal,
        onNotice: (t) => {
          notices.push(t);
          stop.abort();
        },
      },
    );
    expect(notices).toEqual([`no worker has taken a chunk for 1 s: start one with tabletwin worker --queue ${redis.url}`]);
    expect(run.outcome.stopped).toBe('interrupted');
    expect(await leftovers(redis.url)).toEqual({ specs: [], waiting: 0 });
  });

  it('an address that is not redis://host:port', () => {
    expect(() => connectionOf('http://x:1')).toThrow('--queue wants redis://host:port, not http://x:1');
    expect(connectionOf('redis://:pw@127.0.0.1:7000/2')).toEqual({ host: '127.0.0.1', port: 7000, db: 2, password: 'pw' });
  });
});
