// Chunks as columns (package README, "How it runs"): what a worker thread sends back holds exactly
// what the records hold, counts to the same result to the last bit, is checked like records, and
// is a fraction of their size on the wire.
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import {
  ComparisonTally,
  GameOrder,
  SimulationTally,
  addGame,
  newTally,
  packChunk,
  packedChunk,
  packedProblem,
  prepare,
  recordAt,
  simulate,
  simulateChunk,
  winnersOf,
  type ChunkExpectation,
  type GameRecord,
  type PackedChunk,
} from '../../src/index.js';
import { FRAGILE_PIG, PIG } from './common.js';

// Games that end, fail (a NameError at a pot of 7) and are cut off (more than 40 requests).
const spec = { model: FRAGILE_PIG, players: ['random'], games: 600, seed: 5, maxRequests: 40 };
const prepared = prepare(spec);

describe('columns hold what the records hold', () => {
  const records = simulateChunk(prepared, 100, 400);
  const packed = packedChunk(prepared, 100, 400);
  it('every game comes back as the same record, failed and cut-off ones included', () => {
    const kinds = new Set(records.games.map((g) => (g.error !== null ? 'failed' : g.cutOff ? 'cut off' : 'ended')));
    expect([...kinds].sort()).toEqual(['cut off', 'ended', 'failed']);
    expect([packed.from, packed.to, packed.seed, packed.seats]).toEqual([100, 400, 5, 2]);
    expect(Array.from({ length: 300 }, (_, i) => recordAt(packed, i))).toEqual(records.games);
    expect(packChunk(records, 5, 2)).toEqual(packed);
  });
  it('a stopped chunk ends at the first game not played', () => {
    let asked = 0;
    const p = packedChunk(prepared, 0, 50, () => asked++ >= 7);
    expect([p.from, p.to, p.state.length]).toEqual([0, 7, 7]);
    expect(Array.from({ length: 7 }, (_, i) => recordAt(p, i))).toEqual(simulateChunk(prepared, 0, 7).games);
  });
  it('counted from columns, in any order of arrival: the result of the run played in one go, byte for byte', () => {
    const local = JSON.stringify(simulate(spec));
    const tally = new SimulationTally(spec, 2, prepared.range);
    for (const [from, to] of [
      [400, 600],
      [0, 150],
      [300, 400],
      [150, 300],
      [0, 150],
    ] as const)
      tally.add(packedChunk(prepared, from, to));
    tally.finish();
    expect(JSON.stringify(tally.result())).toBe(local);
  });
  it('onGame sees records made from the columns, once each and in game order', () => {
    const seen: GameRecord[] = [];
    const tally = new SimulationTally(spec, 2, prepared.range, (g) => seen.push(g));
    tally.add(packedChunk(prepared, 300, 600));
    tally.add(packedChunk(prepared, 0, 300));
    expect(seen).toEqual(simulateChunk(prepared, 0, 600).games);
  });
  it('columns and records mixed, overlapping: each game once', () => {
    const seen: number[] = [];
    const order = new GameOrder((g) => seen.push(g.k));
    order.add(packedChunk(prepared, 4, 9));
    order.add(simulateChunk(prepared, 0, 6));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it('a comparison counts columns of both sides and pairs them', () => {
    const c = { model: PIG, players: ['random'], a: {}, b: { set: { GOAL: '30' } }, games: 300, seed: 3 };
    const sides = [prepare({ ...c, set: {} }), prepare({ ...c, set: { GOAL: '30' } })] as const;
    const fromRecords = new ComparisonTally(c, 2, [sides[0].range, sides[1].range]);
    const fromColumns = new ComparisonTally(c, 2, [sides[0].range, sides[1].range]);
    for (const side of [0, 1] as const) {
      fromRecords.add(side, simulateChunk(sides[side], 0, 300));
      fromColumns.add(side, packedChunk(sides[side], 150, 300));
      fromColumns.add(side, packedChunk(sides[side], 0, 150));
    }
    expect(JSON.stringify(fromColumns.result())).toBe(JSON.stringify(fromRecords.result()));
  });
  it('on the wire a Pig game takes 29 bytes as columns (state, requests, two returns, reason), a third of its record', () => {
    const pig = prepare({ model: PIG, players: ['random'], games: 1000, seed: 1 });
    const asRecords = serialize(simulateChunk(pig, 0, 500)).length;
    const asColumns = serialize(packedChunk(pig, 0, 500)).length;
    expect(serialize(packedChunk(pig, 0, 1000)).length - asColumns).toBe(500 * (1 + 8 + 2 * 8 + 4));
    expect(asColumns * 3).toBeLessThan(asRecords);
  });
});

describe('who won, counted without arrays, as winnersOf says', () => {
  it.each<number[]>([
    [1, -1],
    [-1, 1],
    [0, 0],
    [1, 1],
    [-1, -1],
    [0.5, 0.5, -1],
    [2, 7, 7],
    [3, -0, 0],
    [-0, 0],
    [Number.NaN, 1],
    [1, Number.NaN, 2],
    [-Infinity, -Infinity],
    [4],
    [-4],
  ])('%j', (...returns) => {
    const t = newTally(returns.length);
    addGame(t, { k: 0, seed: 0, returns, reason: 'end', requests: 1, cutOff: false, error: null });
    const { winners, draw } = winnersOf(returns);
    expect([t.wins, t.draws]).toEqual([returns.map((_, s) => (winners.includes(s) ? 1 : 0)), draw ? 1 : 0]);
  });
});

describe('columns are checked before they count', () => {
  const e: ChunkExpectation = { from: 100, to: 400, seats: 2, seed: 5, maxRequests: 40, range: [-1, 1] };
  const good = () => packedChunk(prepared, 100, 400);
  const firstFailed = good().errors[0]![0];
  const firstEnded = good().state.indexOf(0);
  const edit = (f: (p: PackedChunk) => void): PackedChunk => {
    const p = structuredClone(good());
    f(p);
    return p;
  };
  it.each<[string, unknown, string | null]>([
    ['a good chunk', good(), null],
    ['null', null, 'the chunk 100 … 399 came back empty'],
    ['another range', packedChunk(prepared, 100, 399), 'the chunk 100 … 399 came back as 100 … 398'],
    ['another seed', edit((p) => (p.seed = 6)), 'the chunk 100 … 399 was played with the seed 6, not 5'],
    ['other seats', edit((p) => (p.seats = 3)), 'the chunk 100 … 399 has 3 seats, not 2'],
    [
      'a column too short',
      edit((p) => (p.requests = p.requests.subarray(1))),
      'the chunk 100 … 399 came back without its 300 games',
    ],
    [
      'records instead of columns',
      { ...simulateChunk(prepared, 100, 400), seed: 5, seats: 2 },
      'the chunk 100 … 399 came back without its 300 games',
    ],
    ['too many requests', edit((p) => (p.requests[3] = 42)), 'the chunk 100 … 399: game 103 has 42 requests'],
    [
      'an unknown state',
      edit((p) => (p.state[3] = 7)),
      'the chunk 100 … 399: game 103 neither ended, nor failed, nor was cut off',
    ],
    [
      'a return past 1',
      edit((p) => (p.returns[2 * firstEnded] = 5)),
      `the chunk 100 … 399: game ${100 + firstEnded} has the return 5, outside -1 … 1`,
    ],
    [
      'a return that is not a number',
      edit((p) => (p.returns[2 * firstEnded + 1] = Number.NaN)),
      `the chunk 100 … 399: game ${100 + firstEnded} has a return that is not a number`,
    ],
    [
      'an end reason that is not there',
      edit((p) => (p.reason[firstEnded] = 99)),
      `the chunk 100 … 399: game ${100 + firstEnded} has no end reason`,
    ],
    [
      'an error missing',
      edit((p) => p.errors.shift()),
      `the chunk 100 … 399 has ${good().errors.length - 1} errors for ${good().errors.length} failed games`,
    ],
    [
      'an error for a game that ended',
      edit((p) => (p.errors[0]![0] = firstEnded)),
      'the chunk 100 … 399 has an error for a game that did not fail',
    ],
    [
      'an error that is not a text',
      edit((p) => ((p.errors[0] as unknown[])[1] = 7)),
      `the chunk 100 … 399: game ${100 + firstFailed} has an error that is not a short text`,
    ],
  ])('%s', (_, c, problem) => {
    expect(packedProblem(c, e)).toBe(problem);
  });
});
