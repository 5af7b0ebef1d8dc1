// The model checks find a clone that shares its original's data: here `clone()` is broken on
// purpose (a copy that shares the state and the cursor), which the look-ahead check must report.
import { describe as group, expect, it, vi } from 'vitest';
import type { Game, Model, NewGameOptions } from '../src/index.js';
import { checkModel } from '../src/testing/index.js';
import { model } from './helpers.js';

vi.mock('../src/index.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/index.js')>();
  return {
    ...actual,
    newGame(m: Model, options?: NewGameOptions): Game {
      const g = actual.newGame(m, options);
      Object.defineProperty(g, 'clone', { value: () => Object.create(g) as Game });
      return g;
    },
  };
});

group('checkModel, look-ahead on copies', () => {
  it('reports a copy that changes its original', () => {
    const coin = model(
      'game: t',
      'state: {vars: {side: {init: null}}}',
      'flow: {id: g, kind: sequence, children: [{id: s, kind: step, do: flip}]}',
      'actions: {flip: {effect: [{op: roll, die: [h, t], bind: c}, {op: set, var: side, value_x: c}]}}',
      'end: [{id: heads, if_x: "side == \'h\'", result: draw}, {id: tails, if_x: "side == \'t\'", result: draw}]',
    );
    const report = checkModel(coin, { games: 3, copyGames: 3 });
    expect(report.problems).toContain('seed 0: a clone made at request 0, played on with other answers, changes the game');
  });
});
