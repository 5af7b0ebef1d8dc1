// docs/reference.md#writing-rules-down (text and expression fields) and docs/reference.md#ops set, add, let; docs/engine.md "Fields: text or
// expression" and the model-data rule of "Start of a game".
import { describe as group, expect, it } from 'vitest';
import { errorOf, opsModel, play, py } from './helpers.js';

function run(parts: Parameters<typeof opsModel>[0]) {
  return play(opsModel(parts), []).game;
}

group('set', () => {
  const cases: [string, string, string][] = [
    ['a literal number', '{op: set, var: x, value: 3}', '3'],
    ['text is a literal string', '{op: set, var: x, value: open}', "'open'"],
    ['text that looks like an expression stays text', '{op: set, var: x, value: "x + 1"}', "'x + 1'"],
    ['null is None', '{op: set, var: x, value: null}', 'None'],
    ['a literal list', '{op: set, var: x, value: [1, 2]}', '[1, 2]'],
    ['value_x wins over value', '{op: set, var: x, value: ignored, value_x: "x * 10"}', '10'],
    ['value_x as a YAML number', '{op: set, var: x, value_x: 7}', '7'],
    ['value_x as a YAML boolean', '{op: set, var: x, value_x: true}', 'True'],
  ];
  it.each(cases)('%s', (_name, op, expected) => {
    expect(py(run({ vars: '{x: {init: 1}}', ops: [op] }).state.vars['x'])).toBe(expected);
  });

  it('an indexed path changes one element', () => {
    const g = run({
      vars: '{score: {scope: player, init: 0}, d: {init: {a: 1}}}',
      ops: ['{op: set, var: "score[actor]", value: 5}', '{op: set, var: "d[\'b\']", value: 2}'],
    });
    expect(py(g.state.vars['score'])).toBe('[5, 0]');
    expect(py(g.state.vars['d'])).toBe("{'a': 1, 'b': 2}");
  });

  it('an instance attribute with of_x and attr', () => {
    const g = run({ zones: '{z: {init_x: "[{\'hp\': 3}]"}}', ops: ['{op: set, of_x: "z[0]", attr: hp, value: 1}'] });
    expect(py(g.state.zones['z'])).toBe("[{'hp': 1, 'uid': 1}]");
  });

  const errors: [string, string[], string, string, string][] = [
    ['an undeclared variable', ['{op: set, var: nope, value: 1}'], 'ExprError', 'action act', "variable 'nope' not declared"],
    [
      'model data',
      ['{op: set, of_x: "CARD", attr: hp, value: 1}'],
      'ExprError',
      'action act',
      "action act: 'ace' is model data; make an instance with create first",
    ],
    [
      'writing into a constant through a variable',
      ['{op: set, var: x, value_x: CARDS}', '{op: set, var: "x[0]", value: 9}'],
      'ExprError',
      'action act',
      "action act: '[1, 2]' is model data; make an instance with create first",
    ],
    ['a missing value', ['{op: set, var: x}'], 'NotExecutable', 'action act', "action act: field 'value' is missing"],
    ['no var and no attr', ['{op: set, value: 1}'], 'NotExecutable', 'action act', "action act: field 'var' is missing"],
  ];
  it.each(errors)('error: %s', (_name, ops, name, where, message) => {
    const g = run({ vars: '{x: {init: 1}}', constants: '{CARD: {id: ace, hp: 2}, CARDS: [1, 2]}', ops });
    expect(errorOf(g)).toEqual({ name, where, message });
  });

  it('writing model data fails, not the whole list', () => {
    const g = run({
      vars: '{x: {init: 1}}',
      constants: '{CARDS: [1, 2]}',
      ops: ['{op: set, var: x, value_x: CARDS}', '{op: set, var: "x[0]", value: 9}'],
    });
    expect(errorOf(g).name).toBe('ExprError');
  });
});

group('add', () => {
  const cases: [string, string, string, string][] = [
    ['a number', '{init: 1}', '{op: add, var: x, amount: -3}', '-2'],
    ['amount_x', '{init: 1}', '{op: add, var: x, amount_x: "x + 1"}', '3'],
    ['lists concatenate', '{init: [1]}', '{op: add, var: x, amount: [2, 3]}', '[1, 2, 3]'],
    ['text joins', '{init: ab}', '{op: add, var: x, amount_x: "\'c\'"}', "'abc'"],
  ];
  it.each(cases)('%s', (_name, decl, op, expected) => {
    expect(py(run({ vars: `{x: ${decl}}`, ops: [op] }).state.vars['x'])).toBe(expected);
  });

  it('a missing or falsy attribute counts as 0', () => {
    const g = run({
      zones: '{z: {init_x: "[{\'a\': None}]"}}',
      ops: ['{op: add, of_x: "z[0]", attr: a, amount: 2}', '{op: add, of_x: "z[0]", attr: b, amount: 5}'],
    });
    expect(py(g.state.zones['z'])).toBe("[{'a': 2, 'uid': 1, 'b': 5}]");
  });

  it('text amount without amount_x is NotExecutable', () => {
    const g = run({ vars: '{x: {init: 1}}', ops: ['{op: add, var: x, amount: the pips}'] });
    expect(errorOf(g)).toEqual({
      name: 'NotExecutable',
      where: 'action act',
      message: "action act: field 'amount' is text without amount_x",
    });
  });

  it('adding a number to a list is a TypeError', () => {
    const g = run({ vars: '{x: {init: [1]}}', ops: ['{op: add, var: x, amount: 1}'] });
    expect(errorOf(g).message).toBe("unsupported operand type(s) for +: 'list' and 'int'");
  });
});

group('let', () => {
  it('binds a local name for the rest of the effect; text is a literal', () => {
    const g = run({
      vars: '{x: {init: null}}',
      ops: [
        '{op: let, bind: a, value: open}',
        '{op: let, bind: b, value_x: "a + \'!\'"}',
        '{op: set, var: x, value_x: "[a, b, actor]"}',
      ],
    });
    expect(py(g.state.vars['x'])).toBe("['open', 'open!', 0]");
  });
  it('without bind it is NotExecutable', () => {
    expect(errorOf(run({ ops: ['{op: let, value: 1}'] })).message).toBe("action act: field 'bind' is missing");
  });
  it('local names are not seen by a later action', () => {
    const m = play(
      opsModel({
        vars: '{x: {init: null}}',
        ops: ['{op: let, bind: a, value: 1}'],
        extra: ['  other: {effect: [{op: set, var: x, value_x: a}]}'],
      }),
      [],
    );
    expect(m.lines[0]).toBe('END flow finished without an end condition [0, 0]');
  });
});
