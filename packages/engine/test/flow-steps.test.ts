// flowStepsRun: the steps of the engine's loop, with expr's stepsSpent the work a host can bound.
import { expect, test } from 'vitest';
import { flowStepsRun, loadModel, newGame } from '../src/index.js';

const model = (n: number) =>
  loadModel(
    [
      'game: t',
      'label: T',
      'state: {vars: {m: {init: 0}}}',
      'flow: {id: g, kind: step, do: a}',
      `actions: {a: {effect: [{op: for_each, items_x: "range(${n})", as: i, body: [{op: set, var: m, value: 1}]}]}}`,
      'end: [{id: e, if_x: "True", result: draw}]',
    ].join('\n'),
  );

test('the loop steps of a game grow with the frames it runs, the same every time', () => {
  const run = (n: number) => {
    const before = flowStepsRun();
    newGame(model(n), { seed: 1 }).request();
    return flowStepsRun() - before;
  };
  const small = run(10);
  expect(run(10)).toBe(small);
  // Each item of the for_each is a step of its frame and one of its body's op list.
  expect(run(1010) - small).toBe(2000);
});

test('a game stopped by the guard counts the steps it ran', () => {
  const before = flowStepsRun();
  expect(() => newGame(model(3_000_000), { seed: 1 }).request()).toThrow('no request after 2000000 steps');
  expect(flowStepsRun() - before).toBe(2_000_001);
});
