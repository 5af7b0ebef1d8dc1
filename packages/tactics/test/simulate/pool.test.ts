// Worker threads (the built worker in dist/, so `pnpm build` first): the same result whatever the
// number of threads, and a stopped run keeps what it played.
import { describe, expect, it } from 'vitest';
import { simulate, compare, type SimulationSpec } from '../../src/index.js';
import { compareOn, simulateOn } from '../../src/node/index.js';
import { FILES, HOLD, PIG } from './common.js';

const spec: SimulationSpec = { model: PIG, players: [HOLD, 'random'], files: FILES, games: 2000, seed: 11 };

describe('worker threads', () => {
  const local = JSON.stringify(simulate(spec));
  it.each([1, 2])('%i worker(s): byte for byte the result played here; progress counts every game', async (workers) => {
    const seen: number[] = [];
    const run = await simulateOn(spec, { workers }, { chunkSize: 500, onProgress: (p) => seen.push(p.done) });
    expect(run.outcome.stopped).toBe(null);
    expect(JSON.stringify(run.result)).toBe(local);
    expect(seen.sort((a, b) => a - b)).toEqual([500, 1000, 1500, 2000]);
  });
  it('stopped (Ctrl-C): the result of the chunks played, marked incomplete', async () => {
    const stop = new AbortController();
    const run = await simulateOn(
      { ...spec, games: 200_000 },
      { workers: 2 },
      {
        chunkSize: 500,
        signal: stop.signal,
        onProgress: (p) => p.done >= 1000 && stop.abort(),
      },
    );
    expect(run.outcome.stopped).toBe('interrupted');
    expect(run.result.complete).toBe(false);
    expect(run.result.games).toBeGreaterThanOrEqual(1000);
    expect(run.result.games % 500).toBe(0);
    expect(run.result.games).toBeLessThan(200_000);
  });
  it('a comparison on 2 workers equals the one played here', async () => {
    const c = { model: PIG, players: ['random'], a: {}, b: { set: { GOAL: '30' } }, games: 400, seed: 3 };
    const run = await compareOn(c, { workers: 2 }, { chunkSize: 64 });
    expect(JSON.stringify(run.result)).toBe(JSON.stringify(compare(c)));
  });
  it('a comparison stopped part way: both sides played the same seeds, and they are compared', async () => {
    const stop = new AbortController();
    const c = { model: PIG, players: ['random'], a: {}, b: { set: { GOAL: '30' } }, games: 1_000_000, seed: 3 };
    const run = await compareOn(
      c,
      { workers: 2 },
      { chunkSize: 200, signal: stop.signal, onProgress: (p) => p.done >= 2000 && stop.abort() },
    );
    expect(run.outcome.stopped).toBe('interrupted');
    const { a, b } = run.result;
    // Chunks go A, B, A, B…: at most the chunks in flight (4 per lane) separate the two sides.
    expect(Math.abs(a.games - b.games)).toBeLessThanOrEqual(16 * 200);
    expect(run.result.pairs).toBeLessThanOrEqual(Math.min(a.ended, b.ended));
    expect(run.result.pairs).toBeGreaterThanOrEqual(Math.min(a.ended, b.ended) - 16 * 200);
    expect(run.result.pairs).toBeGreaterThan(0);
  });
  it('a bad spec throws before any game is played (the threads that started meanwhile are stopped)', async () => {
    await expect(simulateOn({ ...spec, set: { GOL: '3' } }, { workers: 1 })).rejects.toThrow(
      "unknown constant 'GOL'; the model has GOAL",
    );
    const c = { model: PIG, players: ['random'], a: {}, b: { set: { GOL: '30' } }, games: 400, seed: 3 };
    await expect(compareOn(c, { workers: 2 })).rejects.toThrow("unknown constant 'GOL'; the model has GOAL");
  });
});
