// docs/reference.md#outcome-models outcomes and docs/reference.md#ops sample; docs/reference.md#ops (copies of local names).
import { describe as group, expect, it } from 'vitest';
import { errorOf, opsModel, play, py } from './helpers.js';

const VARS = '{score: {init: 0}, skill: {init: 7}, out: {init: []}}';

/** Outcome model `shot`: derived q then r (which reads q); outcomes hit (p_x given) and miss. */
function shot(p: string, missP = '1 - q', hitEffect = '[{op: add, var: score, amount: 1}, {op: let, bind: lost, value: 1}]') {
  return [
    'outcomes:',
    '  shot:',
    '    derived_x: {q: "skill / 10", r: "q * 2"}',
    '    outcomes:',
    `      - {id: hit, p: q, p_x: "${p}", effect: ${hitEffect}}`,
    `      - {id: miss, p: the rest, p_x: "${missP}"}`,
  ];
}

function run(ops: string[], extra: string[], answers: (string | number)[] = []) {
  return play(opsModel({ vars: VARS, ops, extra }), answers);
}

group('sample', () => {
  it('a chance over the outcome ids at <place> · <model>, with the probabilities of p_x', () => {
    const g = run(['{op: sample, model: shot}'], shot('q')).game;
    expect(g.request()).toEqual({
      kind: 'chance',
      outcomes: [
        { label: 'hit', p: 0.7 },
        { label: 'miss', p: 1 - 0.7 },
      ],
      where: 'action act · shot',
      visibleTo: 'all',
    });
  });

  it("event <model>:<outcome id>, then the outcome's effect at the place of the sample", () => {
    const { lines, game } = run(
      ['{op: sample, model: shot}', '{op: add, var: out, amount_x: "[score]"}'],
      shot('q', '1 - q', '[{op: add, var: score, amount: 1}, {op: choose, options: [a, b], bind: c}]'),
      ['hit', 'b'],
    );
    expect(lines).toEqual([
      'C action act · shot [hit|miss] → hit',
      'D action act p0 [a|b] → b',
      'END flow finished without an end condition [0, 0]',
    ]);
    expect(game.events).toEqual(['shot:hit']);
    expect(py(game.state.vars['out'])).toBe('[1]');
  });

  it('derived_x in order, visible in p_x and the effect; the effect works on a copy of the local names', () => {
    const { game } = run(
      ['{op: let, bind: lost, value: 0}', '{op: sample, model: shot}', '{op: add, var: out, amount_x: "[lost]"}'],
      shot('r / 2', '1 - r / 2', '[{op: add, var: out, amount_x: "[q, r, actor, lost]"}, {op: let, bind: lost, value: 1}]'),
      ['hit'],
    );
    expect(py(game.state.vars['out'])).toBe('[0.7, 1.4, 0, 0, 0]');
  });

  it('derived names do not leak out of the sample', () => {
    const g = run(['{op: sample, model: shot}', '{op: add, var: out, amount_x: "[q]"}'], shot('q'), ['miss']).game;
    expect(errorOf(g)).toEqual({
      name: 'ExprError',
      where: 'action act',
      message: "error evaluating '[q]': NameError: name 'q' is not defined",
    });
  });

  it('in a trigger the place is trigger <id> · <model>', () => {
    const { lines } = run(
      ['{op: emit, event: e}'],
      [...shot('q'), 'triggers: [{id: t, event: e, do: [{op: sample, model: shot}]}]'],
    );
    expect(lines).toEqual(['OPEN C trigger t · shot [hit|miss]']);
  });

  it('an outcome with probability 0 is still offered', () => {
    const g = run(['{op: sample, model: shot}'], shot('0', '1')).game;
    expect(g.request()).toMatchObject({
      outcomes: [
        { label: 'hit', p: 0 },
        { label: 'miss', p: 1 },
      ],
    });
  });

  const sums: [string, string, string, string | null][] = [
    ['a sum within 1e-6 of 1 is accepted', 'q + 0.0000005', '1 - q', null],
    ['0.9 is the documented error', 'q - 0.1', '1 - q', 'outcome model shot: probabilities add up to 0.900000, not 1'],
    ['more than 1e-6 away is an error', 'q + 0.000002', '1 - q', 'outcome model shot: probabilities add up to 1.000002, not 1'],
    ['a negative probability', '-0.5', '1.5', "outcome model shot: probability of 'hit' is -0.5; it must be a number ≥ 0"],
    [
      'a probability that is not a number',
      "'high'",
      '1 - q',
      "outcome model shot: probability of 'hit' is 'high'; it must be a number ≥ 0",
    ],
  ];
  it.each(sums)('%s', (_name, p, missP, message) => {
    const g = run(['{op: sample, model: shot}'], shot(p, missP)).game;
    if (message === null) expect(g.request().kind).toBe('chance');
    else expect(errorOf(g)).toEqual({ name: 'ExprError', where: 'outcome model shot', message });
  });

  it('errors: p as text without p_x, an unknown model, a model without outcomes', () => {
    const text = ['outcomes:', '  shot:', '    outcomes: [{id: hit, p: often}, {id: miss, p_x: "0.5"}]'];
    expect(errorOf(run(['{op: sample, model: shot}'], text).game)).toEqual({
      name: 'NotExecutable',
      where: 'outcome model shot',
      message: "outcome model shot: p of 'hit' is text without p_x",
    });
    expect(errorOf(run(['{op: sample, model: nothing}'], shot('q')).game).message).toBe(
      "action act: outcome model 'nothing' is not in outcomes",
    );
    expect(errorOf(run(['{op: sample}'], shot('q')).game).message).toBe("action act: field 'model' is missing");
    expect(errorOf(run(['{op: sample, model: empty}'], ['outcomes: {empty: {outcomes: []}}']).game).message).toBe(
      'outcome model empty: probabilities add up to 0.000000, not 1',
    );
  });
});
