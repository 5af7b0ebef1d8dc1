// What a model compiles once (README, "Decisions", what is compiled): a choice's options among
// increasing small whole numbers are one frozen list per set of numbers, shared by every
// decision that offers that set; other lists keep their own order and values.
import { expect, it } from 'vitest';
import { newGame, type DecisionRequest, type Game } from '../src/index.js';
import { opsModel } from './helpers.js';

const chooser = (options: string) => opsModel({ ops: [`{op: choose, options_x: "${options}", bind: o}`] });

function optionsOf(game: Game): DecisionRequest['options'] {
  const r = game.request();
  if (r.kind !== 'decision') throw new Error(`a decision was expected, not ${r.kind}`);
  return r.options;
}

it('the same set of small whole numbers gives the same frozen options in every game', () => {
  const model = chooser('[i for i in range(9) if i % 2 == 1]');
  const a = optionsOf(newGame(model, { seed: 1 }));
  const b = optionsOf(newGame(model, { seed: 2 }));
  expect(a).toEqual([1, 3, 5, 7].map((v) => ({ label: String(v), value: v })));
  expect(b).toBe(a);
  expect(Object.isFrozen(a)).toBe(true);
});

it('lists that are not an increasing set of 0-29 keep their own order and values', () => {
  // Each game first chooses from the set {1, 3}, so a list taken for that set would show next.
  const cases: [string, unknown[]][] = [
    ['[3, 1]', [3, 1]],
    ['[1, 1, 3]', [1, 1, 3]],
    ['[1, 3, 30]', [1, 3, 30]],
    ['[1, 3.5]', [1, 3.5]],
    ['[-0.0, 3]', [-0, 3]],
    ['[1, True]', [1, true]],
  ];
  for (const [src, values] of cases) {
    const model = opsModel({ ops: ['{op: choose, options_x: "[1, 3]", bind: a}', `{op: choose, options_x: "${src}", bind: b}`] });
    const g = newGame(model, { seed: 1 });
    expect(optionsOf(g).map((o) => o.value)).toEqual([1, 3]);
    g.answer(0);
    const got = optionsOf(g);
    expect(
      got.map((o) => o.value),
      src,
    ).toEqual(values);
    expect(Object.is(got[0]!.value, -0)).toBe(src.startsWith('[-0'));
  }
});
