// analyze(): the metrics designers use, each with its interval (README "Analysis"). Rates are
// checked within three standard errors; values the rules fix (Pig's two options, a game decided
// at the start) exactly. Work is bounded by games and iterations.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  analysisChunk,
  analysisTasks,
  analyze,
  prepareAnalysis,
  SimulationError,
  summarizeAnalysis,
  type AnalysisResult,
  type AnalysisSpec,
  type Metric,
} from '../src/index.js';
import { exampleText, FIXTURES } from './helpers.js';

const fixtureText = (name: string): string => readFileSync(resolve(FIXTURES, name), 'utf8');
const metric = (r: AnalysisResult, name: string, players: string): Metric =>
  r.metrics.find((m) => m.name === name && m.players === players)!;
const NAMES = [
  'completion',
  'timeouts',
  'drawishness',
  'advantage_first',
  'balance',
  'duration_requests',
  'duration_decisions',
  'decision_share',
  'branching_factor',
  'lead_changes',
  'drama',
  'uncertainty',
];

describe('Pig under random play and under mcts', () => {
  const pig = exampleText('pig.yaml');

  it('random: the first player wins about 57% (pig.test.ts: 56.4% over 4,000 games); no draws, two options, every game ends', () => {
    const games = 600;
    const r = analyze({ model: pig, players: ['random'], games, seed: 1, skillGames: 0, points: 2, rollouts: 2 });
    expect(r.metrics.map((m) => m.name)).toEqual(NAMES);
    const first = metric(r, 'advantage_first', 'random');
    expect(Math.abs(first.value! - 0.57)).toBeLessThan(3 * Math.sqrt((0.57 * 0.43) / games));
    expect(first.low! < first.value! && first.value! < first.high!).toBe(true);
    expect([
      metric(r, 'completion', 'random').value,
      metric(r, 'timeouts', 'random').value,
      metric(r, 'drawishness', 'random').value,
    ]).toEqual([1, 0, 0]);
    expect(metric(r, 'branching_factor', 'random')).toMatchObject({ value: 2, low: 2, high: 2 });
    // Balance is the gap between the seats: twice the first seat's edge with two seats and no draws.
    expect(metric(r, 'balance', 'random').value).toBeCloseTo(2 * first.value! - 1, 12);
    const share = metric(r, 'decision_share', 'random').value!;
    expect(share > 0 && share < 1).toBe(true);
    expect(r).toMatchObject({ games, seats: 2, complete: true, done: games, total: games, players: ['random'] });
  });

  it('mcts gets its own column, measured on the same seeds', () => {
    const r = analyze({ model: pig, players: ['random', 'mcts'], budget: 30, games: 40, skillGames: 0, points: 2, rollouts: 2 });
    expect(r.players).toEqual(['random', 'mcts:30']);
    const m = metric(r, 'advantage_first', 'mcts:30');
    expect(m.value).not.toBeNull();
    expect(m.low! <= m.value! && m.value! <= m.high!).toBe(true);
    expect(metric(r, 'duration_requests', 'mcts:30').value).toBeGreaterThan(0);
  });
});

describe('skill', () => {
  it('a game where no choice matters: exactly 0 at every budget (the stronger side sits in each seat with the same luck)', () => {
    const r = analyze({ model: fixtureText('luck.yaml'), players: ['random'], games: 4, skillGames: 20, budget: 16 });
    const skill = metric(r, 'skill', 'mcts:16');
    expect(skill.value).toBe(0);
    expect(skill.curve!.map((c) => [c.stronger, c.weaker, c.games, c.value])).toEqual([
      ['mcts:1', 'random', 20, 0],
      ['mcts:4', 'mcts:1', 20, 0],
      ['mcts:16', 'mcts:4', 20, 0],
    ]);
  });

  it('tic-tac-toe: clearly positive, the 95% interval above 0, and so is each point of the curve past mcts:1 (which plays like random)', () => {
    const r = analyze({ model: exampleText('tictactoe.yaml'), players: ['random'], games: 4, skillGames: 24, budget: 64 });
    const skill = metric(r, 'skill', 'mcts:64');
    expect(skill.low).toBeGreaterThan(0);
    expect(skill.curve!.map((c) => c.stronger)).toEqual(['mcts:1', 'mcts:4', 'mcts:16', 'mcts:64']);
    for (const c of skill.curve!.slice(1)) expect(c.low).toBeGreaterThan(0);
    // One iteration tries one option at random: no better than random.
    const first = skill.curve![0]!;
    expect(first.low! < 0 && first.high! > 0).toBe(true);
  });
});

describe('the value track', () => {
  it('a game decided at the start: no lead changes, no drama, no uncertainty', () => {
    const r = analyze({ model: fixtureText('decided.yaml'), players: ['random'], games: 30, skillGames: 0 });
    expect(metric(r, 'lead_changes', 'random')).toMatchObject({ value: 0 });
    expect(metric(r, 'drama', 'random')).toMatchObject({ value: 0 });
    expect(metric(r, 'uncertainty', 'random')).toMatchObject({ value: 0 });
    expect(metric(r, 'decision_share', 'random')).toMatchObject({ value: 4 / 5 });
  });

  it('a game of pure luck stays open: uncertainty well above a decided game', () => {
    const r = analyze({ model: fixtureText('luck.yaml'), players: ['random'], games: 40, skillGames: 0 });
    expect(metric(r, 'uncertainty', 'random').low).toBeGreaterThan(0.5);
    expect(metric(r, 'lead_changes', 'random').value).toBeGreaterThan(0);
  });
});

describe('how it runs', () => {
  const spec: AnalysisSpec = {
    model: exampleText('tictactoe.yaml'),
    players: ['random', 'mcts'],
    budget: 8,
    games: 6,
    skillGames: 3,
    points: 3,
    rollouts: 3,
  };

  it('split into chunks in any order, the same result as in one go', () => {
    const whole = analyze(spec);
    const a = prepareAnalysis(spec);
    const n = analysisTasks(a).length;
    const parts = [...analysisChunk(a, 7, n), ...analysisChunk(a, 0, 7), ...analysisChunk(a, 3, 9)];
    expect(summarizeAnalysis(a, parts, n)).toEqual(whole);
  });

  it('stopped early: what was measured, and how much of it', () => {
    let k = 0;
    const r = analyze(spec, { stopped: () => k++ >= 5 });
    expect([r.done, r.complete]).toEqual([5, false]);
    // Game k of both players, then skill game k at each budget of the curve (1, 2 and 8 for a budget of 8).
    expect(prepareAnalysis(spec).budgets).toEqual([1, 2, 8]);
    expect(r.total).toBe(6 * 2 + 3 * 3);
    expect(metric(r, 'completion', 'random').note).toBe('1 of 1 games ended');
    expect(metric(r, 'skill', 'mcts:8').curve!.map((c) => c.games)).toEqual([1, 1, 1]);
  });

  it('a model whose games never end: every game cut off, the play-outs bounded by the random games', () => {
    const endless = fixtureText('luck.yaml').replace('      once: true\n', '');
    const r = analyze({ model: endless, players: ['random', 'mcts'], budget: 4, games: 3, skillGames: 1, maxRequests: 100 });
    expect(metric(r, 'timeouts', 'mcts:4')).toMatchObject({ value: 1 });
    expect(metric(r, 'completion', 'random')).toMatchObject({ value: 0 });
    expect(r.playoutLimit).toBe(400);
  });

  it.each([
    [{ budget: 0 }, 'budget must be a whole number from 1, not 0'],
    [{ games: 1.5 }, 'games must be a whole number from 1, not 1.5'],
    [{ players: [] }, 'players: name at least one player'],
    [{ players: ['robot'] }, 'seat 0 (robot): not a player: use random'],
    [
      { players: ['mcts:fast'] },
      "seat 0 (mcts:fast): mcts takes a number of iterations (mcts:2000) or a time per decision (mcts:2s, mcts:500ms), not 'fast'",
    ],
  ])('a bad spec %j is a SimulationError before any game', (bad, message) => {
    const run = () => analyze({ model: exampleText('pig.yaml'), ...bad } as AnalysisSpec);
    expect(run).toThrow(SimulationError);
    expect(run).toThrow(message);
  });
});
