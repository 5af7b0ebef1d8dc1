// simulate(): Pig's known rates, chunks split anywhere, games that fail or are cut off, constants.
import { describe, expect, it } from 'vitest';
import {
  chunkRanges,
  mergeChunks,
  modelWith,
  simulate,
  simulateChunk,
  SimulationError,
  constantValue,
  type SimulationSpec,
} from '../../src/index.js';
import { threeSe } from '../helpers.js';
import { FILES, FRAGILE_PIG, HOLD, PIG, TACTIC } from './common.js';

const GAMES = 4000;

describe('Pig (goal 20), 4,000 games', () => {
  it('hold at 8 as player 0 against random wins about 75.9%, within 3 standard errors', () => {
    const r = simulate({ model: PIG, players: [HOLD, 'random'], files: FILES, games: GAMES, seed: 1 });
    expect([r.games, r.ended, r.draws, r.cutOff, r.failed, r.complete]).toEqual([GAMES, GAMES, 0, 0, 0, true]);
    expect(Math.abs(r.seats[0]!.winRate! - 0.759)).toBeLessThan(threeSe(0.759, GAMES));
    expect(r.seats[0]!.wins + r.seats[1]!.wins).toBe(GAMES);
    expect(r.reasons).toEqual([{ reason: 'reached_goal', count: GAMES }]);
    // Returns are ±1, so the mean return is 2 × win rate − 1.
    expect(r.seats[0]!.meanReturn).toBeCloseTo(2 * r.seats[0]!.winRate! - 1, 12);
  });
  it('random against random: player 0 wins about 56.9%', () => {
    const r = simulate({ model: PIG, players: ['random'], games: GAMES, seed: 1 });
    expect(r.seats.map((s) => s.player)).toEqual(['random', 'random']);
    expect(Math.abs(r.seats[0]!.winRate! - 0.569)).toBeLessThan(threeSe(0.569, GAMES));
  });
});

describe('chunks', () => {
  const spec: SimulationSpec = { model: PIG, players: [HOLD, 'random'], files: FILES, games: 300, seed: 7 };
  const whole = JSON.stringify(simulate(spec));
  it.each([
    ['one chunk', [[0, 300]]],
    [
      'split anywhere, out of order',
      [
        [137, 138],
        [0, 137],
        [138, 300],
      ],
    ],
    [
      'repeated and overlapping chunks count each game once',
      [
        [0, 200],
        [100, 300],
        [0, 200],
        [299, 300],
      ],
    ],
    ['chunks of 7', chunkRanges(300, 7)],
  ] as [string, [number, number][]][])('%s: the same result', (_, ranges) => {
    const chunks = ranges.map(([from, to]) => simulateChunk(spec, from, to));
    expect(JSON.stringify(mergeChunks(spec, chunks))).toBe(whole);
  });
  it('missing chunks give an incomplete result over the games played', () => {
    const r = mergeChunks(spec, [simulateChunk(spec, 0, 100), simulateChunk(spec, 200, 300)]);
    expect([r.requested, r.games, r.complete]).toEqual([300, 200, false]);
  });
  it('game k is played with seed seed + k, so it can be played again alone', () => {
    const game = simulateChunk(spec, 0, 300).games[42]!;
    expect(game.seed).toBe(49);
    const alone = simulateChunk({ ...spec, games: 1, seed: 49 }, 0, 1).games[0]!;
    expect({ ...alone, k: 42 }).toEqual(game);
  });
  it('a range outside the run is refused', () => {
    expect(() => simulateChunk(spec, 250, 301)).toThrow('a chunk is a range within 0 … 300, not 250 … 301');
  });
  it('chunkRanges', () => {
    expect(chunkRanges(10, 4)).toEqual([
      [0, 4],
      [4, 8],
      [8, 10],
    ]);
    expect(chunkRanges(0, 4)).toEqual([]);
  });
});

describe('games that fail or are cut off', () => {
  it('a game that throws is counted with its seed; the run goes on', () => {
    const r = simulate({ model: FRAGILE_PIG, players: ['random'], games: 200, seed: 1 });
    expect(r.failed).toBeGreaterThan(0);
    expect(r.ended + r.failed).toBe(200);
    expect(r.errors).toHaveLength(1);
    const e = r.errors[0]!;
    expect(e.message).toMatch(/^ExprError: .*nowhere/);
    // The count covers every game; the seeds are the first 20 (a run keeps a bounded list).
    expect(r.failed).toBeGreaterThan(20);
    expect([e.count, e.seeds.length]).toEqual([r.failed, 20]);
    expect(e.seeds).toEqual([...e.seeds].sort((a, b) => a - b));
    // Each seed listed fails again when played alone.
    const again = simulate({ model: FRAGILE_PIG, players: ['random'], games: 1, seed: e.seeds[0]! });
    expect(again.errors.map((x) => [x.message, x.seeds])).toEqual([[e.message, [e.seeds[0]]]]);
  });
  it('a game longer than maxRequests is cut off, neither won nor drawn', () => {
    const r = simulate({ model: PIG, players: ['random'], games: 100, seed: 1, maxRequests: 12 });
    expect(r.cutOff).toBeGreaterThan(0);
    expect(r.ended + r.cutOff).toBe(100);
    expect(r.seats[0]!.wins + r.seats[1]!.wins).toBe(r.ended);
    expect(r.requests.max).toBe(12);
  });
});

describe('the result', () => {
  it('requests: mean, median, 90th percentile, max; lengths in bins that add up', () => {
    const r = simulate({ model: PIG, players: ['random'], games: 500, seed: 3 });
    const { mean, median, p90, max } = r.requests;
    expect(mean! > 0 && median! <= p90! && p90! <= max!).toBe(true);
    expect(r.lengths.reduce((a, b) => a + b.count, 0)).toBe(500);
    expect(r.lengths.at(-1)!.to).toBe(max);
  });
  it('zero games', () => {
    const r = simulate({ model: PIG, players: ['random'], games: 0, seed: 1 });
    expect(r.seats[0]).toEqual({
      seat: 0,
      player: 'random',
      wins: 0,
      winRate: null,
      winLow: null,
      winHigh: null,
      meanReturn: null,
      returnLow: null,
      returnHigh: null,
    });
    expect(r.requests).toEqual({ mean: null, median: null, p90: null, max: null });
  });
});

describe('constants (set)', () => {
  it.each([
    ['30', 30],
    ['2.5', 2.5],
    ['true', true],
    ['yes', true],
    ['hello world', 'hello world'],
    ['[1, 2]', [1, 2]],
    ['', ''],
    [7, 7],
  ] as [string | number, unknown][])('%j is read as %j', (text, value) => {
    expect(constantValue(text)).toEqual(value);
  });
  it('set: { GOAL: 30 } changes the constant before loading', () => {
    expect(modelWith(PIG, { GOAL: '30' }).data['constants']).toEqual({ GOAL: 30 });
    const r = simulate({ model: PIG, players: ['random'], games: 50, seed: 1, set: { GOAL: '30' } });
    expect(r.set).toEqual({ GOAL: '30' });
    expect(r.requests.mean).toBeGreaterThan(simulate({ model: PIG, players: ['random'], games: 50, seed: 1 }).requests.mean!);
  });
  it.each([
    [PIG, "unknown constant 'GOL'; the model has GOAL"],
    [PIG.replace('constants:\n  GOAL: 20\n', '').replaceAll('GOAL', '20'), "unknown constant 'GOL'; the model has none"],
  ])('an unknown name is an error naming it', (model, message) => {
    const run = () => simulate({ model, players: ['random'], games: 1, seed: 1, set: { GOL: '30' } });
    expect(run).toThrow(SimulationError);
    expect(run).toThrow(message);
  });
});

describe('bad specs fail before any game', () => {
  it.each([
    [{ players: ['random', 'random', 'random'] }, 'the model has 2 seats; 3 players given (one per seat, or one for all)'],
    [{ players: ['human', 'random'] }, 'seat 0 (human): a human seat cannot be simulated'],
    [
      { players: ['tactic:other.yaml', 'random'] },
      'seat 0 (tactic:other.yaml): other.yaml is not among the files the simulation carries',
    ],
    [
      { players: ['random', 'look-ahead:tactic:other.yaml'] },
      'seat 1 (look-ahead:tactic:other.yaml): other.yaml is not among the files the simulation carries',
    ],
    [
      { players: ['nobody', 'random'] },
      'seat 0 (nobody): not a player: use random, first, human, agent:<name>, mcts, mcts:<iterations>, mcts:<seconds>s, tactic:<path> (look-ahead:tactic:<path> or no-look-ahead:tactic:<path> to turn its look-ahead on or off) or solved:<strategy.json>',
    ],
    [
      { players: ['look-ahead:random', 'random'] },
      'seat 0 (look-ahead:random): look-ahead is for a tactic seat: look-ahead:tactic:<path>',
    ],
    [{ games: -1 }, 'games must be a whole number from 0, not -1'],
    [{ games: 2.5 }, 'games must be a whole number from 0, not 2.5'],
    [{ model: 'game: [' }, 'The YAML cannot be read'],
  ] as [Partial<SimulationSpec>, string][])('%j', (change, message) => {
    const spec = { model: PIG, players: ['random'], files: FILES, games: 1, seed: 1, ...change };
    expect(() => simulate(spec)).toThrow(message);
  });
});

describe('look-ahead words of a tactic seat, as the player and the command line read them', () => {
  // Pig's tactic names no search; the same tactic with a search at its rules' place and the
  // defaults of docs/tactics.md is what look-ahead:tactic: plays.
  const files = {
    ...FILES,
    'searching.yaml': `${TACTIC}\nsearch: {at: step choice, rollouts: 8, max_rollouts: 32, z: 2}\n`,
  };
  const run = (players: string[]) => {
    const r = simulate({ model: PIG, players, files, games: 12, seed: 5 });
    return JSON.stringify([r.seats.map((s) => [s.wins, s.meanReturn]), r.requests]);
  };

  it('look-ahead:tactic: plays as a file with a search at every place its rules name', () => {
    expect(run(['look-ahead:tactic:pig-tactic.yaml', 'random'])).toBe(run(['tactic:searching.yaml', 'random']));
  });

  it('no-look-ahead:tactic: plays a searching file by its rules alone', () => {
    expect(run(['no-look-ahead:tactic:searching.yaml', 'random'])).toBe(run([HOLD, 'random']));
    // And the search does change games here, so the two checks above can tell the cases apart.
    expect(run(['tactic:searching.yaml', 'random'])).not.toBe(run([HOLD, 'random']));
  });
});
