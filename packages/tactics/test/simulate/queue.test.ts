// The queue across processes (the built worker in dist/): a worker killed mid-chunk loses
// nothing and counts nothing twice, and the result is byte for byte the local one (two
// `tabletwin worker` processes: apps/cli/test/simulate.test.ts); Redis going away is a clear
// error with the partial result kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulate, type SimulationSpec } from '../../src/index.js';
import { connectionOf, simulateOn } from '../../src/node/index.js';
import { FILES, HOLD, PIG } from './common.js';
import { kill, startRedis, startWorkerProcess, type TestRedis } from './redis.js';

// Threads and processes start slowly on a loaded machine (CI runs every package's tests at once).
const SLOW = { timeout: 180_000 };

const spec: SimulationSpec = { model: PIG, players: [HOLD, 'random'], files: FILES, games: 3000, seed: 21 };
const local = JSON.stringify(simulate(spec));

describe('the queue', SLOW, () => {
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
      expect(second.lines.filter((l) => l.startsWith('done'))).toHaveLength(2);
    } finally {
      await kill(second.child, 'SIGTERM');
    }
  });

  it('Redis going away: a clear error, and the result of the chunks that came back', async () => {
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
      expect(run.outcome.error!.message).toMatch(new RegExp(`^lost the connection to Redis at ${own.url}: `));
      expect(run.result.complete).toBe(false);
      expect(run.result.games).toBeGreaterThanOrEqual(400);
    } finally {
      await kill(worker.child);
      await own.stop();
    }
  });

  it('an address that is not redis://host:port', () => {
    expect(() => connectionOf('http://x:1')).toThrow('--queue wants redis://host:port, not http://x:1');
    expect(connectionOf('redis://:pw@127.0.0.1:7000/2')).toEqual({ host: '127.0.0.1', port: 7000, db: 2, password: 'pw' });
  });
  it('no Redis there: a clear error before any game', async () => {
    const run = await simulateOn(spec, { queue: 'redis://127.0.0.1:1', patience: 500 });
    expect(run.outcome.error!.message).toMatch(/^cannot reach Redis at redis:\/\/127\.0\.0\.1:1: /);
    expect(run.result.games).toBe(0);
  });
});
