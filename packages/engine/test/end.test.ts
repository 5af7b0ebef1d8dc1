// docs/engine.md#end-conditions; docs/reference.md#end-conditions
import { describe as group, expect, it } from 'vitest';
import { errorOf, model, play, py } from './helpers.js';

/** One step per turn that adds 1 to `n`; then the given end conditions. */
function game(end: string[], opts: { mode?: string; players?: number; vars?: string; effect?: string } = {}) {
  return model(
    'game: t',
    `num_players: ${opts.players ?? 2}`,
    `mode: ${opts.mode ?? 'competitive'}`,
    `state: {vars: {n: {init: 0}, p: {init: 0}${opts.vars ?? ''}}}`,
    'flow: {id: g, kind: loop, over_x: players, as: p, until_x: "n >= 6", children: [{id: s, kind: step, actor_x: p, do: inc}]}',
    `actions: {inc: {effect: [${opts.effect ?? '{op: add, var: n, amount: 1}'}]}}`,
    'end:',
    ...end.map((e) => `  - ${e}`),
  );
}

group('results', () => {
  const cases: [string, string[], string, string][] = [
    [
      'competitive win: +1 for who_x, -1 for the others',
      ['{id: w, if_x: "n == 2", result: win, who_x: p}'],
      'competitive',
      'END w [-1, 1]',
    ],
    [
      'competitive loss: -1 for who_x, +1 for the others',
      ['{id: l, if_x: "n == 2", result: loss, who_x: p}'],
      'competitive',
      'END l [1, -1]',
    ],
    ['cooperative win: +1 for everyone', ['{id: w, if_x: "n == 2", result: win}'], 'cooperative', 'END w [1, 1]'],
    ['cooperative loss: -1 for everyone', ['{id: l, if_x: "n == 2", result: loss, who_x: p}'], 'cooperative', 'END l [-1, -1]'],
    ['draw: 0 for everyone', ['{id: d, if_x: "n == 2", result: draw}'], 'competitive', 'END d [0, 0]'],
    ['score: returns_x', ['{id: s, if_x: "n == 3", result: score, returns_x: "[n, -0.5]"}'], 'competitive', 'END s [3, -0.5]'],
    [
      'score in a cooperative game: returns_x too',
      ['{id: s, if_x: "n == 1", result: score, returns_x: "(1, 2)"}'],
      'cooperative',
      'END s [1, 2]',
    ],
    [
      'list order: the first that fires ends the game',
      ['{id: a, if_x: "n == 1", result: draw}', '{id: b, if_x: "n == 1", result: win, who_x: p}'],
      'competitive',
      'END a [0, 0]',
    ],
    [
      'later conditions are not tested',
      ['{id: a, if_x: "n == 1", result: draw}', '{id: b, if_x: "1/0", result: draw}'],
      'competitive',
      'END a [0, 0]',
    ],
    [
      'without if_x a condition is ignored',
      ['{id: a, if: always, result: draw}', '{id: b, if_x: "n == 4", result: draw}'],
      'competitive',
      'END b [0, 0]',
    ],
    [
      'continue: nothing',
      ['{id: c, if_x: "True", result: continue}', '{id: b, if_x: "n == 4", result: draw}'],
      'competitive',
      'END b [0, 0]',
    ],
    [
      'the flow runs out: 0 for everyone',
      ['{id: never, if_x: "False", result: draw}'],
      'competitive',
      'END flow finished without an end condition [0, 0]',
    ],
  ];
  it.each(cases)('%s', (_name, end, mode, last) => {
    const { lines } = play(game(end, { mode }), []);
    expect(lines[lines.length - 1]).toBe(last);
  });
});

group('errors', () => {
  const cases: [string, string[], string, string, string][] = [
    [
      'a competitive win without who_x',
      ['{id: w, if_x: "n == 1", result: win}'],
      'NotExecutable',
      'end condition w',
      'end condition w: a competitive game needs who_x',
    ],
    [
      'who_x gives a list',
      ['{id: w, if_x: "n == 1", result: win, who_x: "[0, 1]"}'],
      'ExprError',
      'end condition w',
      'end condition w: who_x gives a list ([0, 1]); a competitive win needs one player index (several winners: result score with returns_x)',
    ],
    [
      'who_x gives a set',
      ['{id: w, if_x: "n == 1", result: loss, who_x: "{1}"}'],
      'ExprError',
      'end condition w',
      'end condition w: who_x gives a list ({1}); a competitive loss needs one player index (several winners: result score with returns_x)',
    ],
    [
      'returns_x of the wrong length',
      ['{id: s, if_x: "n == 1", result: score, returns_x: "[1]"}'],
      'ExprError',
      'end condition s',
      'end condition s: returns_x gives 1 values, expected 2',
    ],
    [
      'eliminate without who_x, at the first check',
      ['{id: e, if_x: "False", result: eliminate}'],
      'NotExecutable',
      'end condition e',
      'end condition e: eliminate needs who_x',
    ],
    [
      'an expression error names the condition',
      ['{id: x, if_x: "nope", result: draw}'],
      'ExprError',
      'end condition x',
      "error evaluating 'nope': NameError: name 'nope' is not defined",
    ],
  ];
  it.each(cases)('%s', (_name, end, name, where, message) => {
    expect(errorOf(play(game(end), []).game)).toEqual({ name, where, message });
  });
});

group('eliminate', () => {
  it('adds the players of who_x (event eliminated:<p>) and the scan goes on', () => {
    const m = game([
      '{id: out, if_x: "n >= 1", result: eliminate, who_x: "[1, 0] if n >= 3 else 1"}',
      '{id: last, if_x: "len(eliminated) == 2", result: draw}',
    ]);
    const { lines, game: g } = play(m, []);
    expect(lines).toEqual(['END last [0, 0]']);
    expect(g.events).toEqual(['eliminated:1', 'eliminated:0']);
    expect(py(g.state.eliminated)).toBe('[1, 0]');
  });
});

group('when the end is checked', () => {
  it('not after a cost, only after the effect', () => {
    const m = model(
      'game: t',
      'state: {vars: {flag: {init: false}}}',
      'flow: {id: g, kind: step, actor_x: "0", do: a}',
      'actions: {a: {cost: [{op: set, var: flag, value: true}], effect: [{op: set, var: flag, value: false}]}}',
      'end: [{id: f, if_x: flag, result: draw}]',
    );
    expect(play(m, []).lines).toEqual(['END flow finished without an end condition [0, 0]']);
  });
  it('not at the start or end of a loop round', () => {
    const m = model(
      'game: t',
      'state: {vars: {flag: {init: true}}}',
      'flow: {id: g, kind: loop, until_x: "True", children: []}',
      'end: [{id: f, if_x: flag, result: draw}]',
    );
    expect(play(m, []).lines).toEqual(['END flow finished without an end condition [0, 0]']);
  });
  it('after each end event', () => {
    const m = model(
      'game: t',
      'state: {vars: {flag: {init: true}}}',
      'flow: {id: g, kind: sequence, children: [], end_event: [e1, e2]}',
      'end: [{id: f, if_x: flag, result: draw}]',
    );
    const { lines, game: g } = play(m, []);
    expect(lines).toEqual(['END f [0, 0]']);
    expect(g.events).toEqual(['e1']);
  });
});

group('scope (a subflow)', () => {
  const campaign = (end: string[]) =>
    model(
      'game: t',
      'num_players: 1',
      'state: {vars: {n: {init: 0}, trail: {init: []}}}',
      'flows: {inner: {id: inner, kind: loop, children: [{id: s, kind: step, do: inc}]}}',
      'flow: {id: main, kind: sequence, children: [{id: sub, kind: subflow, ref: inner}, {id: after, kind: step, do: tally}]}',
      'actions:',
      '  inc: {effect: [{op: add, var: n, amount: 1}]}',
      '  tally: {effect: [{op: set, var: trail, value_x: "[results.get(\'inner\'), n]"}]}',
      'end:',
      ...end.map((e) => `  - ${e}`),
    );
  it('win ends only that subflow, sets results[scope], event <scope>:win; the calling flow continues', () => {
    const { lines, game: g } = play(campaign(['{id: won, scope: inner, if_x: "n >= 2", result: win}']), []);
    expect(lines).toEqual(['END flow finished without an end condition [0]']);
    expect(py(g.state.vars['trail'])).toBe("['win', 2]");
    expect(g.events).toEqual(['inner:win']);
  });
  it('is skipped while the subflow does not run', () => {
    const { game: g } = play(
      campaign([
        '{id: won, scope: inner, if_x: "n >= 2", result: win}',
        '{id: late, scope: inner, if_x: "n >= 100", result: loss}',
      ]),
      [],
    );
    expect(py(g.state.vars['trail'])).toBe("['win', 2]");
  });
  it('a scoped score ends the whole game', () => {
    expect(play(campaign(['{id: sc, scope: inner, if_x: "n >= 3", result: score, returns_x: "[n]"}']), []).lines).toEqual([
      'END sc [3]',
    ]);
  });
  it("a scope equal to the main flow's id means the whole game", () => {
    expect(play(campaign(['{id: all, scope: main, if_x: "n >= 2", result: loss, who_x: "0"}']), []).lines).toEqual([
      'END all [-1]',
    ]);
  });
});
