// The pool of threads (package README, "How it runs"): a thread has its next chunk before it
// answers the one it plays, the specs travel once per thread, and the queue's libraries load only
// for a queue. Counted, never timed: a loaded machine only makes these slower.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { PackedChunk, SimulationSpec } from '../../src/index.js';
import { runOnPool, tasksOf, type ChunkPool } from '../../src/node/pool.js';
import type { ChunkTask } from '../../src/node/chunk-worker.js';
import { startThreads } from '../../src/node/threads.js';
import { PIG } from './common.js';

const shared = () => new Int32Array(new SharedArrayBuffer(4));

/** Blocks this thread (its event loop too) until `cell` reaches `value`, or 60 s pass. */
function blockUntil(cell: Int32Array, value: number): number {
  const end = Date.now() + 60_000;
  for (let seen = Atomics.load(cell, 0); seen < value && Date.now() < end; seen = Atomics.load(cell, 0))
    Atomics.wait(cell, 0, seen, 1000);
  return Atomics.load(cell, 0);
}

describe('the threads', () => {
  it('four tasks on two threads: each thread plays its second while this thread never reads an answer', async () => {
    const started = shared();
    const release = shared();
    const pool = startThreads({
      file: new URL('./held-thread.mjs', import.meta.url).href,
      threads: 2,
      workerData: { started, release },
      heapMb: 256,
    });
    try {
      const answers = [0, 1, 2, 3].map(() => pool.run({}));
      expect(blockUntil(started, 2)).toBe(2);
      Atomics.store(release, 0, 1);
      Atomics.notify(release, 0);
      // Still without going back to the event loop: the next tasks were in the threads' queues.
      expect(blockUntil(started, 4)).toBe(4);
      expect(await Promise.all(answers)).toEqual([0, 1, 2, 3]);
    } finally {
      await pool.destroy();
    }
  });

  it('a thread that cannot load fails its tasks and the later ones, and is not started again', async () => {
    const pool = startThreads({ file: new URL('./no-such-thread.mjs', import.meta.url).href, threads: 1, heapMb: 256 });
    try {
      await expect(pool.run({})).rejects.toThrow(/Cannot find module .*no-such-thread\.mjs/);
      await expect(pool.run({})).rejects.toThrow(/Cannot find module .*no-such-thread\.mjs/);
    } finally {
      await pool.destroy();
    }
  });

  it('a run keeps two chunks on each thread, and names a spec the threads hold by its side', async () => {
    const spec: SimulationSpec = { model: PIG, players: ['random'], games: 40, seed: 1 };
    let inFlight = 0;
    let most = 0;
    const sent: ChunkTask[] = [];
    const pool: ChunkPool = {
      specs: [spec],
      run(task) {
        const t = task as ChunkTask;
        sent.push(t);
        most = Math.max(most, ++inFlight);
        const chunk = { from: t.from, to: t.to } as PackedChunk;
        return new Promise((resolve) => setImmediate(() => (inFlight--, resolve(chunk))));
      },
      destroy: async () => {},
    };
    const outcome = await runOnPool(tasksOf([spec], 5), { workers: 2 }, pool, () => {});
    expect([outcome.stopped, most, sent.length]).toEqual([null, 4, 8]);
    expect(sent.map((t) => [t.side, t.from, t.to, t.spec, t.packed])).toEqual(
      [0, 5, 10, 15, 20, 25, 30, 35].map((from) => [0, from, from + 5, undefined, true]),
    );
  });

  it('importing @tabletwin/tactics/node loads neither BullMQ nor ioredis', () => {
    const code = `import { createRequire } from 'node:module';
      await import(${JSON.stringify(new URL('../../dist/node/index.js', import.meta.url).href)});
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      console.log(loaded.filter((p) => /[\\\\/](bullmq|ioredis)[\\\\/]/.test(p)).length, loaded.length > 0);`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }).trim()).toBe('0 true');
  });
});
