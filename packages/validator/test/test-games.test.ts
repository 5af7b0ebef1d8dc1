// The test games of docs/engine.md#the-validator: where games stopped, with the place,
// and hostile models (issue 11) that end the report in seconds instead of playing 20 costly games.
// Their cost is asserted as work (steps, the same on every machine), never as time.
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderText, TEST_GAME_BUDGET, validate } from '../src/index.js';

/** A two-player model whose one step runs `ops` in action `act`. */
function model(ops: string[], extra: string[] = []): string {
  return [
    'game: t',
    'label: T',
    'num_players: 2',
    'state: {vars: {n: {init: 0}, big: {init: []}}}',
    'flow: {id: g, kind: sequence, children: [{id: s, kind: step, actor_x: "0", do: act}]}',
    'actions:',
    '  act:',
    '    effect:',
    ...ops.map((o) => `      - ${o}`),
    'end: {conditions: [{id: done, if_x: "True", who_x: "0"}]}',
    ...extra,
  ].join('\n');
}

/** 90 steps in a row, step i setting variable v_i to a list of 9,000,000 items (issue 29). */
function manySteps(): string {
  const steps = Array.from({ length: 90 }, (_, i) => i);
  return [
    'game: t',
    'label: T',
    'num_players: 2',
    `state: {vars: {${steps.map((i) => `v_${i}: {init: 0}`).join(', ')}}}`,
    `flow: {id: g, kind: sequence, children: [${steps.map((i) => `{id: s${i}, kind: step, actor_x: "0", do: grow_${i}}`).join(', ')}]}`,
    'actions:',
    ...steps.map((i) => `  grow_${i}: {effect: [{op: set, var: v_${i}, value_x: "[${i}] * 9000000"}]}`),
    'end: {conditions: [{id: done, if_x: "True", who_x: "0"}]}',
  ].join('\n');
}

/**
 * Each case with what its report costs, in steps (`testGames.work`): the rules stop a hostile
 * model's games after a bounded amount of work, which is what keeps its report short anywhere.
 */
const cases: { name: string; text: string; played: number; notPlayed: number; stopped: string; work: [number, number] }[] = [
  {
    name: 'state that keeps growing: three games, then the rest left out',
    text: model(['{op: for_each, items_x: "range(1000)", as: i, body: [{op: set, var: big, value_x: "big + [[0] * 4000000]"}]}']),
    played: 3,
    notPlayed: 17,
    stopped: "Error: variable 'big' would hold more than 10,000,000 items (at action act)",
    // Three games of a few lists of 4,000,000 items each.
    work: [12_000_000, 60_000_000],
  },
  {
    name: 'calls that explode without going deep: three games, then the rest left out',
    text: model(
      ['{op: set, var: n, value_x: "f(40)"}'],
      ['functions: {f: {params: [n], x: "1 if n <= 0 else f(n - 1) + f(n - 1)"}}'],
    ),
    played: 3,
    notPlayed: 17,
    stopped:
      "Error: error evaluating '1 if n <= 0 else f(n - 1) + f(n - 1)': TimeoutError: expression takes too long (more than 50,000,000 steps) (at action act)",
    // Three requests that each use the engine's whole budget of a request, and nothing more.
    work: [150_000_000, 150_001_000],
  },
  {
    name: 'a cheap error is counted in every game',
    text: model(['{op: set, var: n, value_x: "1 // n"}']),
    played: 20,
    notPlayed: 0,
    stopped: "Error: error evaluating '1 // n': ZeroDivisionError: integer division or modulo by zero (at action act)",
    work: [1, 10_000],
  },
  {
    name: 'a message that starts with its place is not placed again; a bound refused at once is one too',
    text: model(['{op: create, what: {kind: token}, to: pile, n: 100000000}']).replace('state: {', 'state: {zones: {pile: {}}, '),
    played: 3,
    notPlayed: 17,
    stopped: "Error: action act: create n: 100000000 would put more than 1,000,000 items into zone 'pile'",
    // Refused before a single item is made.
    work: [1, 10_000],
  },
  {
    name: 'many values, each within the bound of one, that the whole state cannot hold',
    text: manySteps(),
    played: 3,
    notPlayed: 17,
    stopped:
      "Error: the game's state would hold more than 10,000,000 items (the last value kept: variable 'v_1') (at action grow_1)",
    // Three games of two lists of 9,000,000 items each (a list costs steps as it is made).
    work: [50_000_000, 90_000_000],
  },
];

describe('where test games stopped', () => {
  test.each(cases)('$name', ({ text, played, notPlayed, stopped, work }) => {
    const report = validate(text);
    expect(report.errors).toEqual([]);
    expect(report.testGames).toMatchObject({
      played,
      notPlayed,
      notPlayedReason: notPlayed > 0 ? 'same-error' : null,
      finished: 0,
      stopped: [{ label: stopped, count: played }],
      outOfBudget: 0,
    });
    expect(report.testGames!.work).toBeGreaterThanOrEqual(work[0]);
    expect(report.testGames!.work).toBeLessThanOrEqual(work[1]);
  });

  test('the text report says how many were left out and why', () => {
    const lines = renderText(validate(cases[0]!.text)).split('\n');
    const at = lines.indexOf('Test games: 0 of 3 finished');
    expect(lines.slice(at, at + 4)).toEqual([
      'Test games: 0 of 3 finished',
      'Where games stopped:',
      `  3× ${cases[0]!.stopped}`,
      '17 more not played: the first 3 stopped on the same error, one that costs seconds a game',
    ]);
  });

  test('games that end are all played', () => {
    const pig = readFileSync(new URL('../../../models/pig.yaml', import.meta.url), 'utf8');
    const games = validate(pig).testGames!;
    expect(games).toMatchObject({ played: 20, notPlayed: 0, notPlayedReason: null, finished: 20, stopped: [], outOfBudget: 0 });
    expect(games.budget).toBe(TEST_GAME_BUDGET);
    expect(games.work).toBeGreaterThan(0);
    expect(games.work).toBeLessThan(TEST_GAME_BUDGET / 1000);
  });
});

/**
 * A 2-player game of 30 requests whose action `a` has a `pre_x` summing a generator of `n` items:
 * the engine evaluates it for every request of the step, so every request costs about 2n steps.
 */
function costly(n: number): string {
  return [
    'game: slow',
    'label: Slow',
    'num_players: 2',
    'state: {vars: {n: {init: 0}}}',
    'flow: {id: g, kind: loop, children: [{id: s, kind: step, actor_x: "n % 2", do: [a, b]}]}',
    'actions:',
    `  a: {pre_x: "sum(i for i in range(${n})) >= 0", effect: [{op: add, var: n, amount: 1}]}`,
    '  b: {effect: [{op: add, var: n, amount: 1}]}',
    'end: [{id: over, if_x: "n >= 30", result: draw}]',
  ].join('\n');
}

describe('the budget of work of the test games', () => {
  // One game of costly(100_000) uses about 30 requests × 200,000 steps.
  const one = validate(costly(100_000), { games: 1 }).testGames!;

  test('a model whose requests cost much: a game cut off, the rest not played, work just past the budget', () => {
    const budget = Math.floor(one.work * 2.5);
    const t = validate(costly(100_000), { budget }).testGames!;
    expect(t).toMatchObject({
      played: 3,
      notPlayed: 17,
      notPlayedReason: 'budget',
      finished: 2,
      outOfBudget: 1,
      stopped: [],
      cutOff: 0,
      reasons: [{ label: 'over', count: 2 }],
      budget,
    });
    // Cut off before the request after the one that crossed the budget: at most one request more.
    expect(t.work).toBeGreaterThanOrEqual(budget);
    expect(t.work).toBeLessThan(budget + one.work / 10);
    expect(renderText(validate(costly(100_000), { budget }))).toContain(
      `Test games: 2 of 3 finished\nOn average 30 requests per game. How they ended:\n  over: 2×\nGame 3 cut off and 17 more not played: the test games used their budget of ${budget.toLocaleString('en-US')} steps; do some requests compute a lot (a big loop or comprehension)?\n`,
    );
  });

  test('a budget spent by a game that then ends: that game finished, the rest not played', () => {
    const t = validate(costly(100_000), { budget: one.work - 1 }).testGames!;
    expect(t).toMatchObject({ played: 1, notPlayed: 19, notPlayedReason: 'budget', finished: 1, outOfBudget: 0 });
    expect(t.work).toBe(one.work);
  });

  test('the same work on every run, so the same report', () => {
    const budget = Math.floor(one.work * 2.5);
    expect(validate(costly(100_000), { budget })).toEqual(validate(costly(100_000), { budget }));
  });

  test('with the default budget, requests of millions of steps end the report after a few of them', () => {
    // About 16,000,000 steps a request (1-2 s each on a loaded machine): 20 games of 30 would be minutes.
    const t = validate(costly(8_000_000)).testGames!;
    expect(t).toMatchObject({ played: 1, notPlayed: 19, notPlayedReason: 'budget', finished: 0, outOfBudget: 1 });
    expect(t.work).toBeGreaterThanOrEqual(TEST_GAME_BUDGET);
    expect(t.work).toBeLessThan(TEST_GAME_BUDGET + 17_000_000);
  });

  test('onGame is told each game before it is played', () => {
    const seen: string[] = [];
    validate(costly(100_000), { budget: Math.floor(one.work * 2.5), onGame: (g, of) => seen.push(`${g}/${of}`) });
    expect(seen).toEqual(['1/20', '2/20', '3/20']);
  });
});
