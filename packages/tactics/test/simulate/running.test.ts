// A run as it happens (package README, "Simulations"): chunks in any order become games in game
// order, each once; a chunk is checked before it counts; intervals stay within what returns can
// be; a comparison pairs seeds as both sides come in.
import { describe, expect, it } from 'vitest';
import {
  ComparisonTally,
  GameOrder,
  SimulationTally,
  chunkProblem,
  simulate,
  simulateChunk,
  summarize,
  type ChunkExpectation,
  type GameRecord,
} from '../../src/index.js';
import { PIG } from './common.js';

const game = (k: number, returns: number[] | null = [1, -1]): GameRecord => ({
  k,
  seed: k,
  returns,
  reason: returns === null ? null : 'won',
  requests: 3,
  cutOff: false,
  error: returns === null ? 'Error: x' : null,
});
const chunk = (from: number, to: number) => ({
  from,
  to,
  games: Array.from({ length: to - from }, (_, i) => game(from + i)),
});

describe('games in game order', () => {
  it('chunks out of order, repeated and overlapping: each game once, in order, as soon as all before it are in', () => {
    const seen: number[] = [];
    const order = new GameOrder((g) => seen.push(g.k));
    order.add(chunk(4, 6));
    order.add(chunk(2, 4));
    expect([seen, order.held]).toEqual([[], 2]);
    order.add(chunk(0, 2));
    expect([seen, order.held]).toEqual([[0, 1, 2, 3, 4, 5], 0]);
    order.add(chunk(2, 4));
    order.add(chunk(5, 8));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
  it('a stopped run: the chunks after a gap count at the end', () => {
    const seen: number[] = [];
    const order = new GameOrder((g) => seen.push(g.k));
    order.add(chunk(0, 2));
    order.add(chunk(6, 8));
    order.add(chunk(4, 6));
    expect(seen).toEqual([0, 1]);
    order.flush();
    expect(seen).toEqual([0, 1, 4, 5, 6, 7]);
  });
});

describe('a chunk is checked before it counts', () => {
  const e: ChunkExpectation = { from: 10, to: 12, seats: 2, seed: 0, maxRequests: 100, range: [-1, 1] };
  const good = () => chunk(10, 12);
  const edit = (f: (g: Record<string, unknown>) => void) => {
    const c = good();
    f(c.games[1] as unknown as Record<string, unknown>);
    return c;
  };
  it.each<[string, unknown, string | null]>([
    ['a good chunk', good(), null],
    ['null', null, 'the chunk 10 … 11 came back empty'],
    ['another range', chunk(10, 11), 'the chunk 10 … 11 came back as 10 … 10'],
    ['a game missing', { ...good(), games: good().games.slice(1) }, 'the chunk 10 … 11 came back with 1 games'],
    ['returns for three seats', edit((g) => (g['returns'] = [5, 5, 5])), 'the chunk 10 … 11: game 11 has 3 returns for 2 seats'],
    ['a return past 1', edit((g) => (g['returns'] = [5, 5])), 'the chunk 10 … 11: game 11 has the return 5, outside -1 … 1'],
    [
      'a return that is not a number',
      edit((g) => (g['returns'] = ['1', -1])),
      'the chunk 10 … 11: game 11 has a return that is not a number',
    ],
    ['another seed', edit((g) => (g['seed'] = 99)), 'the chunk 10 … 11: game 11 has the seed 99, not 11'],
    ['another index', edit((g) => (g['k'] = 3)), 'the chunk 10 … 11: game 11 comes with the index 3'],
    ['too many requests', edit((g) => (g['requests'] = 1e9)), 'the chunk 10 … 11: game 11 has 1000000000 requests'],
    [
      'neither ended nor failed',
      edit((g) => Object.assign(g, { returns: null, reason: null, error: null })),
      'the chunk 10 … 11: game 11 neither ended, nor failed, nor was cut off',
    ],
    ['a game that is not a record', { ...good(), games: [game(10), 7] }, 'the chunk 10 … 11: game 11 is not a record'],
  ])('%s', (_, c, problem) => {
    expect(chunkProblem(c, e)).toBe(problem);
  });
  it('a model that scores: any finite return', () => {
    expect(
      chunkProblem(
        edit((g) => (g['returns'] = [50, -7.5])),
        { ...e, range: null },
      ),
    ).toBe(null);
  });
});

describe('intervals stay within what a return can be', () => {
  const records = (values: number[]) => values.map((v, k) => game(k, [v, -v]));
  it('10 games, 8 lost and 2 won: the normal interval −1.123 … −0.077 is clipped to −1 … −0.077', () => {
    const r = summarize(
      { model: '', players: ['a', 'b'], games: 10, seed: 0 },
      2,
      records([...Array(8).fill(-1), 1, 1]),
      [-1, 1],
    );
    expect(r.seats[0]!.meanReturn).toBeCloseTo(-0.6, 12);
    expect(r.seats[0]!.returnLow).toBe(-1);
    expect(r.seats[0]!.returnHigh).toBeCloseTo(-0.077334, 5);
  });
  it('2,000 games all but one won: the interval ends at +1', () => {
    const r = summarize(
      { model: '', players: ['a', 'b'], games: 2000, seed: 0 },
      2,
      records([...Array(1999).fill(1), -1]),
      [-1, 1],
    );
    expect(r.seats[0]!.returnHigh).toBe(1);
    expect(r.seats[0]!.returnLow).toBeGreaterThan(0.99);
  });
  it('without a known range, the smallest and largest return seen bound it', () => {
    const r = summarize({ model: '', players: ['a', 'b'], games: 3, seed: 0 }, 2, records([3, 3, 4]));
    // Mean 3.333, sd 0.577, half 1.96 × 0.577 / √3 = 0.653: the low end 2.680 is clipped to 3.
    expect(r.seats[0]!.returnLow).toBe(3);
    expect(r.seats[0]!.returnHigh).toBeCloseTo(3.986667, 5);
  });
  it('every simulated model keeps its intervals within −1 … 1 (Pig, 10 games)', () => {
    const r = simulate({ model: PIG, players: ['random'], games: 10, seed: 4 });
    for (const s of r.seats) {
      expect(s.returnLow!).toBeGreaterThanOrEqual(-1);
      expect(s.returnHigh!).toBeLessThanOrEqual(1);
    }
  });
});

describe('a run keeps a bounded summary', () => {
  it('a tally of 20,000 Pig games holds one count per distinct length and 20 seeds per error', () => {
    const spec = { model: PIG, players: ['random'], games: 20_000, seed: 1 };
    const t = new SimulationTally(spec, 2, [-1, 1]);
    for (let from = 0; from < spec.games; from += 2000) t.add(simulateChunk(spec, from, from + 2000));
    expect(t.counted).toBe(20_000);
    expect(t.tally.lengths.size).toBeLessThan(200);
    expect(JSON.stringify(t.result())).toBe(JSON.stringify(simulate(spec)));
  });
  it('a comparison pairs seeds as both sides come in, whatever the order of the chunks', () => {
    const spec = { model: PIG, players: ['random'], a: {}, b: { set: { GOAL: '30' } }, games: 600, seed: 2 };
    const seen: string[] = [];
    const t = new ComparisonTally(
      spec,
      2,
      [
        [-1, 1],
        [-1, 1],
      ],
      (side, g) => seen.push(`${side}:${g.k}`),
    );
    const [a, b] = [
      { model: PIG, players: ['random'], games: 600, seed: 2 },
      { model: PIG, players: ['random'], games: 600, seed: 2, set: { GOAL: '30' } },
    ];
    t.add(1, simulateChunk(b, 300, 600));
    t.add(0, simulateChunk(a, 0, 300));
    expect(t.pairs).toBe(0);
    t.add(1, simulateChunk(b, 0, 300));
    expect(t.pairs).toBe(300);
    t.add(0, simulateChunk(a, 300, 600));
    expect(t.pairs).toBe(600);
    expect(seen.filter((x) => x.startsWith('0:'))).toHaveLength(600);
  });
});
