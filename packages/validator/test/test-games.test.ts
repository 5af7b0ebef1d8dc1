// The test games of engine.md "What the validator shows": where games stopped, with the place,
// and hostile models (issue 11) that end the report in seconds instead of playing 20 costly games.
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderText, validate } from '../src/index.js';

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

const cases: { name: string; text: string; played: number; notPlayed: number; stopped: string }[] = [
  {
    name: 'state that keeps growing: three games, then the rest left out',
    text: model(['{op: for_each, items_x: "range(1000)", as: i, body: [{op: set, var: big, value_x: "big + [[0] * 4000000]"}]}']),
    played: 3,
    notPlayed: 17,
    stopped: "Error: variable 'big' would hold more than 10,000,000 items (at action act)",
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
  },
  {
    name: 'a cheap error is counted in every game',
    text: model(['{op: set, var: n, value_x: "1 // n"}']),
    played: 20,
    notPlayed: 0,
    stopped: "Error: error evaluating '1 // n': ZeroDivisionError: integer division or modulo by zero (at action act)",
  },
  {
    name: 'a message that starts with its place is not placed again; a bound refused at once is one too',
    text: model(['{op: create, what: {kind: token}, to: pile, n: 100000000}']).replace('state: {', 'state: {zones: {pile: {}}, '),
    played: 3,
    notPlayed: 17,
    stopped: "Error: action act: create n: 100000000 would put more than 1,000,000 items into zone 'pile'",
  },
  {
    name: 'many values, each within the bound of one, that the whole state cannot hold',
    text: manySteps(),
    played: 3,
    notPlayed: 17,
    stopped:
      "Error: the game's state would hold more than 10,000,000 items (the last value kept: variable 'v_1') (at action grow_1)",
  },
];

describe('where test games stopped', () => {
  test.each(cases)('$name', ({ text, played, notPlayed, stopped }) => {
    const report = validate(text);
    expect(report.errors).toEqual([]);
    expect(report.testGames).toMatchObject({ played, notPlayed, finished: 0, stopped: [{ label: stopped, count: played }] });
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
    expect(validate(pig).testGames).toMatchObject({ played: 20, notPlayed: 0, finished: 20, stopped: [] });
  });
});
