import { readFileSync } from 'node:fs';
import { compare, simulate, simulateChunk, type CompareSpec, type SimulationSpec } from '@tabletwin/tactics';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { START_LIMIT } from '../src/lib/engine-client.js';
import { chunkSize, plan, runTasks, type Outcome, type SimWorker } from '../src/lib/sim-pool.js';
import type { FromSim, ToSim } from '../src/lib/sim-protocol.js';
import { parseConstants, RunProgress, sharedBins } from '../src/lib/sim.js';
import { prepare } from '../src/worker/jobs.js';

const pig = readFileSync(new URL('../../../models/pig.yaml', import.meta.url), 'utf8');
const tactic = readFileSync(new URL('../../../models/tactics/pig-tactic.yaml', import.meta.url), 'utf8');
const files = { 'models/tactics/pig-tactic.yaml': tactic };
const spec = (over: Partial<SimulationSpec> = {}): SimulationSpec => ({
  model: pig,
  players: ['tactic:models/tactics/pig-tactic.yaml', 'random'],
  files,
  games: 120,
  seed: 7,
  ...over,
});

/**
 * A worker that takes its chunk up and plays it for real a moment later (as a browser worker
 * would); or `hangs` (takes it up, never answers); or `never` takes it up.
 */
class ChunkWorker implements SimWorker {
  onmessage: ((event: MessageEvent<FromSim>) => void) | null = null;
  terminated = false;
  readonly received: ToSim[] = [];
  constructor(private readonly mode: 'plays' | 'hangs' | 'never' = 'plays') {}
  postMessage(m: ToSim): void {
    this.received.push(m);
    if (this.mode === 'never') return;
    setTimeout(() => this.send({ id: m.id, started: true }), 0);
    if (this.mode === 'hangs') return;
    setTimeout(() => {
      let reply: FromSim;
      try {
        reply = { id: m.id, ok: true, chunk: simulateChunk(m.spec, m.from, m.to), seats: 2, range: [-1, 1] };
      } catch (e) {
        reply = { id: m.id, ok: false, error: String(e) };
      }
      this.send(reply);
    }, 0);
  }
  send(reply: FromSim): void {
    if (!this.terminated) this.onmessage?.({ data: reply } as MessageEvent<FromSim>);
  }
  terminate(): void {
    this.terminated = true;
  }
}

async function played(specs: SimulationSpec[], workers: number, compared: CompareSpec | null = null) {
  const made: ChunkWorker[] = [];
  const progress = new RunProgress(specs, compared);
  const outcome = await runTasks(plan(specs, workers), {
    workers,
    make: () => {
      const w = new ChunkWorker();
      made.push(w);
      return w;
    },
    onChunk: (task, chunk, seats, range) => progress.add(task.side, chunk, seats, range),
  });
  return { outcome, sides: progress.sides(), comparison: progress.comparison(), bins: progress.lengthBins(), made };
}

describe('chunks on several workers merge to the result of one run', () => {
  test.each([1, 2, 5])(
    '%i worker(s): the same result as simulate() in one go, and one chart point per chunk',
    async (workers) => {
      const s = spec();
      const { outcome, sides, made } = await played([s], workers);
      expect(outcome).toEqual({ stopped: null });
      expect(made.length).toBe(workers);
      expect(made.every((w) => w.terminated)).toBe(true);
      expect(JSON.stringify(sides[0]!.result)).toBe(JSON.stringify(simulate(s)));
      const size = chunkSize(120, workers);
      expect(sides[0]!.trace.length).toBe(Math.ceil(120 / size));
      expect(sides[0]!.trace.at(-1)!.games).toBe(120);
    },
  );

  test('a comparison of goal 20 against goal 30 from both sides chunks equals compare() in one go', async () => {
    const cspec = { model: pig, players: ['random'], files, games: 150, seed: 3, a: {}, b: { set: { GOAL: '30' } } };
    const a = { model: pig, players: ['random'], files, games: 150, seed: 3 };
    const b = { ...a, set: { GOAL: '30' } };
    const { comparison } = await played([a, b], 2, cspec);
    const mine = comparison!;
    expect(JSON.stringify(mine)).toBe(JSON.stringify(compare(cspec)));
    expect(mine.seats[0]!.sentence).toMatch(/^(A|B) wins|no difference shown/);
  });

  test("A's and B's game lengths in the same bins, each counting all its games", async () => {
    const a = { model: pig, players: ['random'], files, games: 150, seed: 3 };
    const b = { ...a, set: { GOAL: '30' } };
    const cspec = { model: pig, players: ['random'], files, games: 150, seed: 3, a: {}, b: { set: { GOAL: '30' } } };
    const { bins, sides } = await played([a, b], 2, cspec);
    expect(bins[0]!.map((x) => [x.from, x.to])).toEqual(bins[1]!.map((x) => [x.from, x.to]));
    expect(bins.map((side) => side.reduce((n, x) => n + x.count, 0))).toEqual([150, 150]);
    // Each side alone bins its own range: Pig to 30 takes longer, so its own bins start elsewhere.
    expect(sides[0]!.result!.lengths[0]!.from).toBe(bins[0]![0]!.from);
    expect(sides[1]!.result!.lengths.at(-1)!.to).toBe(bins[1]!.at(-1)!.to);
  });

  test('a bad spec ends the run with the worker’s message', async () => {
    const { outcome } = await played([spec({ players: ['tactic:models/tactics/none.yaml', 'random'] })], 2);
    expect(outcome.stopped).toBe('error');
    expect(outcome.stopped !== null && outcome.message).toContain('none.yaml');
  });
});

describe('plan', () => {
  test('every game of every side once, the sides interleaved', () => {
    const tasks = plan([spec({ games: 100 }), spec({ games: 100, seed: 9 })], 2);
    expect(tasks.slice(0, 4).map((t) => [t.side, t.from])).toEqual([
      [0, 0],
      [1, 0],
      [0, 5],
      [1, 5],
    ]);
    for (const side of [0, 1]) {
      const mine = tasks.filter((t) => t.side === side);
      expect(mine.map((t) => t.to - t.from).reduce((x, y) => x + y)).toBe(100);
      mine.forEach((t, i) => i > 0 && expect(t.from).toBe(mine[i - 1]!.to));
    }
  });
  test.each([
    [100, 2, 5],
    [10_000, 2, 250],
    [4000, 4, 63],
  ])('%i games on %i workers: chunks of %i', (games, workers, size) => expect(chunkSize(games, workers)).toBe(size));
});

describe('the kill switch and Stop', () => {
  afterEach(() => vi.useRealTimers());
  test('a chunk past its limit ends every worker', async () => {
    vi.useFakeTimers();
    const made: ChunkWorker[] = [];
    const run = runTasks(plan([spec()], 2), {
      workers: 2,
      limit: 1000,
      make: () => {
        const w = new ChunkWorker('hangs');
        made.push(w);
        return w;
      },
      onChunk: () => {},
    });
    await vi.advanceTimersByTimeAsync(1001);
    expect(await run).toEqual({ stopped: 'limit', message: 'stopped after 1 s on one chunk: does the model end?' });
    expect(made.map((w) => w.terminated)).toEqual([true, true]);
  });
  test('the limit counts from when a worker takes its chunk up; one that never does is stopped after a minute', async () => {
    vi.useFakeTimers();
    const made: ChunkWorker[] = [];
    const run = runTasks(plan([spec()], 1), {
      workers: 1,
      limit: 1000,
      make: () => {
        const w = new ChunkWorker('never');
        made.push(w);
        return w;
      },
      onChunk: () => {},
    });
    let outcome: Outcome | null = null;
    void run.then((o) => (outcome = o));
    // A slow start is not a model that never ends: 30 s without a word, then the worker takes it up.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(outcome).toBeNull();
    made[0]!.send({ id: 1, started: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(await run).toEqual({ stopped: 'limit', message: 'stopped after 1 s on one chunk: does the model end?' });

    const silent = runTasks(plan([spec()], 1), {
      workers: 1,
      limit: 1000,
      make: () => new ChunkWorker('never'),
      onChunk: () => {},
    });
    await vi.advanceTimersByTimeAsync(START_LIMIT);
    expect(await silent).toEqual({
      stopped: 'limit',
      message: 'stopped: a simulation worker did not take its chunk up within 60 s',
    });
  });
  test('Stop keeps the chunks played so far', async () => {
    const controller = new AbortController();
    let chunks = 0;
    const outcome = await runTasks(plan([spec({ games: 400 })], 1), {
      workers: 1,
      make: () => new ChunkWorker(),
      signal: controller.signal,
      onChunk: () => ++chunks === 3 && controller.abort(),
    });
    expect(outcome.stopped).toBe('stopped');
    expect(chunks).toBe(3);
  });
});

describe('sharedBins', () => {
  test('one range for every map, of equal width, empty bins kept; a map without values gets none', () => {
    const a = new Map([
      [2, 1],
      [5, 2],
    ]);
    const b = new Map([[17, 3]]);
    expect(sharedBins([a, b, new Map()], 4)).toEqual([
      [
        { from: 2, to: 5, count: 3 },
        { from: 6, to: 9, count: 0 },
        { from: 10, to: 13, count: 0 },
        { from: 14, to: 17, count: 0 },
      ],
      [
        { from: 2, to: 5, count: 0 },
        { from: 6, to: 9, count: 0 },
        { from: 10, to: 13, count: 0 },
        { from: 14, to: 17, count: 3 },
      ],
      [],
    ]);
  });
});

describe('constants are checked before the run', () => {
  test('a constant the model lacks, on side B, is named before any game; good specs pass', () => {
    const a = { model: pig, players: ['random'], files, games: 10, seed: 1 };
    expect(prepare({ specs: [a, { ...a, set: { GOLD: '3' } }] })).toEqual({
      problem: "B: unknown constant 'GOLD'; the model has GOAL",
    });
    expect(prepare({ specs: [{ ...a, set: { GOAL: '30' } }] })).toEqual({ problem: null });
    expect(prepare({ specs: [{ ...a, players: ['random', 'random', 'random'] }] }).problem).toBe(
      'players: the model has 2 seats; 3 players given (one per seat, or one for all)',
    );
  });
});

describe('parseConstants', () => {
  test.each([
    ['', {}],
    ['GOAL=30', { GOAL: '30' }],
    ['GOAL=30, SIZE=4;X=yes', { GOAL: '30', SIZE: '4', X: 'yes' }],
    // An empty value is the empty text, as in the CLI's --set.
    ['  NAME=  ', { NAME: '' }],
  ])('%j', (text, expected) => expect(parseConstants(text)).toEqual(expected));
  test('a part without = is named', () =>
    expect(() => parseConstants('GOAL 30')).toThrow('"GOAL" is not NAME=value (for example GOAL=30)'));
});
