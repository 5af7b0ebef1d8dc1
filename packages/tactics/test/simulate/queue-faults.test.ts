// Faults of the other side of the queue (package README, "Queue"): a worker that lies is refused
// and its chunk played again; hand-made jobs are refused in our words and the worker goes on; a
// job whose games exhaust a thread's memory fails with our words and the worker takes the next
// one; a worker told to stop ends its chunk after the current game and puts it back. Each ends
// with the local result, and each wait is for an event.
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { hoardingModel } from '@tabletwin/engine/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulate, type SimulationSpec } from '../../src/index.js';
import { connectionOf, QUEUE_NAME, simulateOn } from '../../src/node/index.js';
import { FILES, HOLD, PIG } from './common.js';
import { kill, startRedis, startWorkerProcess, type TestRedis } from './redis.js';

const spec: SimulationSpec = { model: PIG, players: [HOLD, 'random'], files: FILES, games: 2000, seed: 5 };
const local = JSON.stringify(simulate(spec));

/** Two variables of 4,000,000 items each, set again every turn: more than a 64 MB thread holds. */
const HEAVY = [
  'game: heavy',
  'num_players: 1',
  'state: {vars: {a: {init: []}, b: {init: []}, n: {init: 0}}, zones: {}}',
  'flow: {id: g, kind: loop, until_x: "n >= 3", children: [{id: s, kind: step, actor_x: "0", do: act}]}',
  'actions:',
  '  act:',
  '    effect:',
  '      - {op: set, var: a, value_x: "[n] * 4000000"}',
  '      - {op: set, var: b, value_x: "[n + 1] * 4000000"}',
  '      - {op: set, var: n, value_x: "n + 1"}',
].join('\n');

describe('faults of workers and jobs', () => {
  let redis: TestRedis;
  let client: Redis;
  let queue: Queue;
  beforeAll(async () => {
    redis = await startRedis();
    client = new Redis({ ...connectionOf(redis.url), maxRetriesPerRequest: null });
    queue = new Queue(QUEUE_NAME, { connection: client });
  });
  afterAll(async () => {
    await queue.close();
    client.disconnect();
    await redis.stop();
  });

  it.each([
    [
      'returns out of range for the seats',
      (c: { from: number; to: number; games: Record<string, unknown>[] }) => ({
        ...c,
        games: c.games.map((g) => ({ ...g, returns: [5, 5, 5] })),
      }),
    ],
    ['nothing', () => null],
    [
      'the games of another seed',
      (c: { from: number; to: number; games: Record<string, unknown>[] }) => ({
        ...c,
        games: c.games.map((g) => ({ ...g, seed: (g['seed'] as number) + 1 })),
      }),
    ],
  ])('a worker that answers with %s is refused; the chunk is played again and the result is the local one', async (_, forge) => {
    // A liar takes the first job and answers with a chunk of the right shape, forged.
    const liar = new Worker(
      QUEUE_NAME,
      async (job) => {
        const { from, to } = job.data as { from: number; to: number };
        const games = Array.from({ length: to - from }, (_, i) => ({
          k: from + i,
          seed: spec.seed + from + i,
          returns: [1, -1],
          reason: 'reached_goal',
          requests: 3,
          cutOff: false,
          error: null,
        }));
        return forge({ from, to, games });
      },
      { connection: { ...connectionOf(redis.url), maxRetriesPerRequest: null }, concurrency: 1 },
    );
    const notices: string[] = [];
    let honest: ReturnType<typeof startWorkerProcess> | null = null;
    try {
      const run = await simulateOn(
        spec,
        { queue: redis.url },
        {
          chunkSize: 500,
          onNotice: (t) => {
            notices.push(t);
            if (honest === null) {
              // The first refusal: the liar leaves, an honest worker comes.
              void liar.close();
              honest = startWorkerProcess(redis.url, 30_000);
            }
          },
        },
      );
      expect(run.outcome).toMatchObject({ stopped: null, error: null });
      expect(JSON.stringify(run.result)).toBe(local);
      expect(notices[0]).toMatch(/^refused a chunk from a worker \(the chunk \d+ … \d+[: ].+\); it is played again$/);
    } finally {
      await liar.close();
      if (honest !== null) await kill((honest as ReturnType<typeof startWorkerProcess>).child, 'SIGTERM');
    }
  });

  it('hand-made jobs are refused in our words; the worker goes on with the next job', async () => {
    const worker = startWorkerProcess(redis.url, 30_000);
    try {
      await worker.ready;
      const a = await queue.add('chunk', { spec: 5, from: 0, to: 1 }, { removeOnFail: true });
      const b = await queue.add('chunk', { run: 'abc', side: 0, from: 0, to: 1e15 }, { removeOnFail: true });
      expect(await worker.seen(`error refused job ${a.id}:`)).toBe(
        `error refused job ${a.id}: the job names no run of tabletwin simulate`,
      );
      expect(await worker.seen(`error refused job ${b.id}:`)).toBe(
        `error refused job ${b.id}: the job asks for 1000000000000000 games; a chunk has at most 10,000`,
      );
      const run = await simulateOn(spec, { queue: redis.url }, { chunkSize: 1000 });
      expect(JSON.stringify(run.result)).toBe(local);
    } finally {
      await kill(worker.child, 'SIGTERM');
    }
  });

  it("a chunk whose games exhaust a thread's memory fails in our words; the worker takes the next job", async () => {
    const worker = startWorkerProcess(redis.url, 30_000, ['64']);
    try {
      await worker.ready;
      const heavy = await simulateOn({ model: HEAVY, players: ['first'], games: 1, seed: 0 }, { queue: redis.url });
      expect(heavy.outcome.stopped).toBe('error');
      expect(heavy.outcome.error!.message).toBe(
        "the chunk of games 0 … 0 failed 3 times in a worker: a worker thread ran out of memory (more than 64 MB): the model's games hold too much",
      );
      const run = await simulateOn(spec, { queue: redis.url }, { chunkSize: 1000 });
      expect(JSON.stringify(run.result)).toBe(local);
    } finally {
      await kill(worker.child, 'SIGTERM');
    }
  });

  it("the model that holds too much: each game fails with the engine's message; the worker takes the next job", async () => {
    const worker = startWorkerProcess(redis.url, 30_000);
    try {
      await worker.ready;
      const hoard = await simulateOn({ model: hoardingModel(), players: ['first'], games: 2, seed: 0 }, { queue: redis.url });
      expect(hoard.outcome.stopped).toBe(null);
      expect(hoard.result.failed).toBe(2);
      expect(hoard.result.errors[0]!.message).toMatch(/the game's state would hold more than 10,000,000 items/);
      const run = await simulateOn(spec, { queue: redis.url }, { chunkSize: 1000 });
      expect(JSON.stringify(run.result)).toBe(local);
    } finally {
      await kill(worker.child, 'SIGTERM');
    }
  });

  it('a worker told to stop (SIGTERM) ends its chunk after the current game and puts it back; another plays it', async () => {
    const big: SimulationSpec = { ...spec, games: 10_000 };
    const bigLocal = JSON.stringify(simulate(big));
    const first = startWorkerProcess(redis.url, 30_000);
    await first.ready;
    let second: ReturnType<typeof startWorkerProcess> | null = null;
    try {
      const running = simulateOn(big, { queue: redis.url }, { chunkSize: 10_000 });
      await first.started;
      const exited = new Promise((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGTERM');
      expect(await first.seen('returned')).toBe('returned 0 10000');
      expect(await exited).toBe(0);
      expect(first.lines.filter((l) => l.startsWith('done'))).toEqual([]);
      second = startWorkerProcess(redis.url, 30_000);
      const run = await running;
      expect(JSON.stringify(run.result)).toBe(bigLocal);
      expect(second.lines).toContain('done 0 10000');
    } finally {
      await kill(first.child);
      if (second !== null) await kill((second as ReturnType<typeof startWorkerProcess>).child, 'SIGTERM');
    }
  });
});
