// docs/reference.md#ops if, for_each, repeat; docs/reference.md#ops (local names, copies).
import { describe as group, expect, it } from 'vitest';
import { errorOf, opsModel, play, py } from './helpers.js';

function run(parts: Parameters<typeof opsModel>[0], answers: (number | string)[] = []) {
  return play(opsModel(parts), answers);
}

group('if', () => {
  it('then or else, sharing the local names of the effect', () => {
    const { game } = run({
      vars: '{x: {init: null}}',
      ops: [
        '{op: if, cond_x: "actor == 0", then: [{op: let, bind: a, value: yes_}], else: [{op: let, bind: a, value: no_}]}',
        '{op: set, var: x, value_x: a}',
      ],
    });
    expect(game.state.vars['x']).toBe('yes_');
  });
  it('no else: nothing', () => {
    expect(
      run({ vars: '{x: {init: 1}}', ops: ['{op: if, cond_x: "False", then: [{op: set, var: x, value: 2}]}'] }).game.state.vars[
        'x'
      ],
    ).toBe(1);
  });
  it('cond without cond_x is NotExecutable', () => {
    expect(errorOf(run({ ops: ['{op: if, cond: a 1, then: []}'] }).game)).toEqual({
      name: 'NotExecutable',
      where: 'action act',
      message: "action act: field 'cond' is text without cond_x",
    });
  });
  it('ops in if keep the place of their parent', () => {
    expect(run({ ops: ['{op: if, cond_x: "True", then: [{op: choose, options: [a, b], bind: o}]}'] }).lines).toEqual([
      'OPEN D action act p0 [a|b]',
    ]);
  });
});

group('for_each', () => {
  it('runs the body per item with `as` on a copy of the local names', () => {
    const { game } = run({
      vars: '{x: {init: []}, y: {init: null}}',
      ops: [
        '{op: let, bind: keep, value: 1}',
        '{op: for_each, items_x: "[1, 2]", as: p, body: [{op: let, bind: keep, value_x: "p * 10"}, {op: add, var: x, amount_x: "[keep]"}]}',
        '{op: set, var: y, value_x: keep}',
      ],
    });
    expect(py(game.state.vars['x'])).toBe('[10, 20]');
    expect(game.state.vars['y']).toBe(1);
  });
  it('the default name is `it`; a literal list works', () => {
    expect(
      py(
        run({ vars: '{x: {init: []}}', ops: ['{op: for_each, items: [a, b], body: [{op: add, var: x, amount_x: "[it]"}]}'] }).game
          .state.vars['x'],
      ),
    ).toBe("['a', 'b']");
  });
  it('items_x is evaluated once at the start', () => {
    const { game } = run({
      zones: '{h: {init_x: "[1, 2, 3]"}, d: {}}',
      ops: ['{op: for_each, items_x: "list(h)", as: c, body: [{op: move, what_x: c, from: h, to: d}]}'],
    });
    expect(py(game.state.zones['d'])).toBe('[1, 2, 3]');
  });
  it('items as text is NotExecutable', () => {
    expect(errorOf(run({ ops: ['{op: for_each, items: every player, body: []}'] }).game).message).toBe(
      "action act: field 'items' is text without items_x",
    );
  });
});

group('repeat', () => {
  it('runs the body while until is false, sharing the local names', () => {
    const { game } = run({
      vars: '{x: {init: 0}, y: {init: null}}',
      ops: [
        '{op: repeat, until_x: "x >= 3", body: [{op: add, var: x, amount: 1}, {op: let, bind: last, value_x: x}]}',
        '{op: set, var: y, value_x: last}',
      ],
    });
    expect(game.state.vars['x']).toBe(3);
    expect(game.state.vars['y']).toBe(3);
  });
  it('10,000 passes: repeat does not end', () => {
    expect(errorOf(run({ ops: ['{op: repeat, until_x: "False", body: []}'] }).game)).toEqual({
      name: 'ExprError',
      where: 'action act',
      message: 'action act: repeat does not end',
    });
  });
});

group('ops the engine never runs', () => {
  it('call: code outside the model', () => {
    const g = run({
      ops: ['{op: call, code: solver}'],
      extra: ["code: {solver: {lang: python, ref: 'puzzle:solve', kind: algorithm}}"],
    }).game;
    expect(errorOf(g)).toEqual({
      name: 'NotExecutable',
      where: 'action act',
      message: "code 'solver' → puzzle:solve is not implemented",
    });
  });
  it('say needs a language agent', () => {
    expect(errorOf(run({ ops: ['{op: say, actor: a}'] }).game).message).toBe('action act: say needs a language agent');
  });
  it('an unknown op', () => {
    expect(errorOf(run({ ops: ['{op: teleport}'] }).game).message).toBe("action act: unknown op 'teleport'");
  });
});
