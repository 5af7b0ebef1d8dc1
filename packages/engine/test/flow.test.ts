// docs/engine.md#a-game-start-to-end and "A step"; docs/reference.md#flow
import { describe as group, expect, it } from 'vitest';
import { errorOf, model, play, py } from './helpers.js';

const head = ['game: t', 'num_players: 2'];

group('sequence', () => {
  it('runs its children in order', () => {
    const m = model(
      ...head,
      'state: {vars: {trail: {init: []}}}',
      'flow: {id: g, kind: sequence, children: [{id: a, kind: step, do: a}, {id: b, kind: step, do: b}, {id: c, kind: step, do: a}]}',
      'actions:',
      '  a: {effect: [{op: add, var: trail, amount_x: "[\'a\']"}]}',
      '  b: {effect: [{op: add, var: trail, amount_x: "[\'b\']"}]}',
    );
    const { lines, game } = play(m, []);
    expect(lines).toEqual(['END flow finished without an end condition [0, 0]']);
    expect(py(game.state.vars['trail'])).toBe("['a', 'b', 'a']");
  });
});

group('loop', () => {
  const loopModel = (loop: string, extra: string[] = []) =>
    model(
      ...head,
      'state: {vars: {trail: {init: []}, p: {init: null}, rounds: {init: 0}, stop: {init: false}}}',
      `flow: {id: L, kind: loop, ${loop}, children: [{id: s, kind: step, do: note}]}`,
      'actions:',
      '  note: {effect: [{op: add, var: trail, amount_x: "[p]"}, {op: add, var: rounds, amount: 1}]}',
      ...extra,
    );

  it('over_x sets `as` for each value and runs the children (once: one round)', () => {
    const { game } = play(loopModel('over_x: "[1, 0]", as: p, once: true'), []);
    expect(py(game.state.vars['trail'])).toBe('[1, 0]');
  });

  it('until_x is tested before every round', () => {
    const { game } = play(loopModel('over_x: players, as: p, until_x: "rounds >= 4"'), []);
    expect(py(game.state.vars['trail'])).toBe('[0, 1, 0, 1]');
  });

  it('until_x is not tested halfway through a round', () => {
    const { game } = play(loopModel('over_x: players, as: p, until_x: "rounds >= 1"'), []);
    expect(py(game.state.vars['trail'])).toBe('[0, 1]');
  });

  it('without over_x the children run once per round', () => {
    const { game } = play(loopModel('until_x: "rounds >= 3"'), []);
    expect(game.state.vars['rounds']).toBe(3);
    expect(py(game.state.vars['trail'])).toBe('[None, None, None]');
  });

  it('over_x is evaluated at the start of each round only', () => {
    const m = model(
      ...head,
      'state: {vars: {trail: {init: []}, p: {init: null}, who: {init: [0, 1]}}}',
      'flow: {id: L, kind: loop, over_x: who, as: p, once: true, children: [{id: s, kind: step, do: note}]}',
      'actions:',
      '  note: {effect: [{op: add, var: trail, amount_x: "[p]"}, {op: set, var: who, value_x: "[]"}]}',
    );
    expect(py(play(m, []).game.state.vars['trail'])).toBe('[0, 1]');
  });

  it('10,000 rounds: loop does not end', () => {
    const g = play(loopModel('over_x: "[]", as: p'), []).game;
    expect(errorOf(g)).toEqual({ name: 'ExprError', where: 'flow L', message: 'flow L: loop does not end' });
  });

  it('a loop without until_x runs until an end condition', () => {
    const m = loopModel('over_x: players, as: p', ['end: [{id: enough, if_x: "rounds >= 5", result: draw}]']);
    const { lines, game } = play(m, []);
    expect(lines).toEqual(['END enough [0, 0]']);
    expect(game.state.vars['rounds']).toBe(5);
  });

  it('a loop `until` as text is ignored (the loop goes on)', () => {
    const m = loopModel('until: never, over_x: players, as: p', ['end: [{id: enough, if_x: "rounds >= 3", result: draw}]']);
    expect(play(m, []).lines).toEqual(['END enough [0, 0]']);
  });

  it('an `as` variable that is not declared is created when the loop sets it', () => {
    const m = model(...head, 'flow: {id: L, kind: loop, over_x: "[7]", as: q, once: true, children: []}');
    expect(play(m, []).game.state.vars['q']).toBe(7);
  });
});

group('branch', () => {
  const branchModel = (cases: string) =>
    model(
      ...head,
      'state: {vars: {x: {init: 2}, trail: {init: []}}}',
      `flow: {id: B, kind: branch, cases: [${cases}]}`,
      'actions:',
      '  a: {effect: [{op: add, var: trail, amount_x: "[\'a\']"}]}',
      '  b: {effect: [{op: add, var: trail, amount_x: "[\'b\']"}]}',
    );
  it('runs the children of the first case whose when_x is true', () => {
    const m = branchModel(
      '{when_x: "x == 1", children: [{id: a, kind: step, do: a}]}, {when_x: "x == 2", children: [{id: b, kind: step, do: b}]}, {when_x: "True", children: [{id: c, kind: step, do: a}]}',
    );
    expect(py(play(m, []).game.state.vars['trail'])).toBe("['b']");
  });
  it('none true: nothing', () => {
    const m = branchModel('{when_x: "x == 1", children: [{id: a, kind: step, do: a}]}');
    expect(py(play(m, []).game.state.vars['trail'])).toBe('[]');
  });
  it('a case without when_x reached before a match is NotExecutable', () => {
    const g = play(branchModel('{when_x: "x == 1", children: []}, {when: x is two, children: []}'), []).game;
    expect(errorOf(g)).toEqual({ name: 'NotExecutable', where: 'flow B', message: 'flow B: when is text without when_x' });
    const h = play(branchModel('{children: []}'), []).game;
    expect(errorOf(h).message).toBe('flow B: a case without when_x');
  });
  it('a when that is not text counts by its truth, like pre and cond: [] and 0 are false, 1 is true', () => {
    const m = branchModel(
      '{when: [], children: [{id: a, kind: step, do: a}]}, {when: 0, children: []}, {when: 1, children: [{id: b, kind: step, do: b}]}',
    );
    expect(py(play(m, []).game.state.vars['trail'])).toBe("['b']");
  });
  it('a case without when_x after the match is never reached', () => {
    const m = branchModel('{when_x: "True", children: [{id: a, kind: step, do: a}]}, {when: later, children: []}');
    expect(py(play(m, []).game.state.vars['trail'])).toBe("['a']");
  });
});

group('subflow', () => {
  it('runs flows.<ref>, clearing results[ref] first', () => {
    const m = model(
      ...head,
      'state: {vars: {seen: {init: []}}}',
      'flows: {inner: {id: inner, kind: step, do: look}}',
      'flow: {id: g, kind: sequence, children: [{id: s1, kind: subflow, ref: inner}, {id: s2, kind: subflow, ref: inner}]}',
      'actions:',
      "  look: {effect: [{op: add, var: seen, amount_x: \"[results.get('inner', 'none')]\"}]}",
    );
    expect(py(play(m, []).game.state.vars['seen'])).toBe("['none', 'none']");
  });
  it('a subflow to a missing flow is NotExecutable', () => {
    const m = model(...head, 'flow: {id: g, kind: subflow, ref: nowhere}');
    expect(errorOf(play(m, []).game).message).toBe("flow g: subflow 'nowhere' is not in flows");
  });
});

group('a step (rules 1-7)', () => {
  const stepModel = (step: string, actions: string[], extra: string[] = []) =>
    model(
      ...head,
      'state: {vars: {gold: {scope: player, init: 0}, trail: {init: []}}}',
      `flow: {id: g, kind: sequence, children: [${step}]}`,
      'actions:',
      ...actions.map((a) => `  ${a}`),
      ...extra,
    );
  const earn = 'earn: {effect: [{op: add, var: "gold[actor]", amount: 1}]}';
  const spend = 'spend: {pre_x: "gold[actor] > 0", effect: [{op: add, var: "gold[actor]", amount: -1}]}';

  it('rules 1, 2, 5: actor_x, legal actions with actor in pre_x, a decision at step <id>', () => {
    const m = stepModel('{id: s, kind: step, actor_x: "1", do: [earn, spend, earn2]}', [
      earn,
      spend,
      'earn2: {pre_x: "actor == 1", effect: []}',
    ]);
    const { lines, game } = play(m, ['earn']);
    expect(lines).toEqual(['D step s p1 [earn|earn2] → earn', 'END flow finished without an end condition [0, 0]']);
    expect(py(game.state.vars['gold'])).toBe('[0, 1]');
  });

  // Up to 30 actions the legal ones are a mask of their positions (its lists made once per set);
  // past that the step lists them each time: the decision is the same either way.
  it.each([29, 30, 31, 40])('rule 2 in a step of %i actions: the legal ones, in the order of do', (n) => {
    const names = Array.from({ length: n }, (_, i) => `a${i}`);
    const m = stepModel(
      `{id: s, kind: step, actor_x: "0", do: [${names.join(', ')}]}`,
      names.map(
        (a, i) =>
          `${a}: {pre_x: "${i % 3 === 0 || i === n - 1 ? 'True' : 'gold[actor] > 0'}", effect: [{op: add, var: "gold[actor]", amount: ${i}}]}`,
      ),
    );
    const legal = names.filter((_, i) => i % 3 === 0 || i === n - 1);
    const first = play(m, [legal.at(-1)!]);
    expect(first.lines[0]).toBe(`D step s p0 [${legal.join('|')}] → a${n - 1}`);
    expect(py(first.game.state.vars['gold'])).toBe(`[${n - 1}, 0]`);
    // The same set again gives the same lists (shared, so equal to the first ones).
    const again = play(m, [legal[1]!]);
    expect(again.lines[0]).toBe(`D step s p0 [${legal.join('|')}] → a3`);
  });

  it('rule 3: no legal action skips the step, without an end check', () => {
    const m = stepModel(
      '{id: s, kind: step, actor_x: "0", do: spend}',
      [spend],
      ['end: [{id: always, if_x: "True", result: draw}]'],
    );
    expect(play(m, []).lines).toEqual(['END flow finished without an end condition [0, 0]']);
  });

  it('rule 4: one legal action is taken without asking and listed as automatic', () => {
    const m = stepModel('{id: s, kind: step, actor_x: "0", do: [earn, spend]}', [earn, spend]);
    const { lines, game } = play(m, []);
    expect(lines).toEqual(['END flow finished without an end condition [0, 0]']);
    expect(game.log[0]).toEqual({ kind: 'automatic', where: 'step s', player: 0, label: 'earn', visibleTo: 'all' });
  });

  it('rule 4 needs no actor_x', () => {
    const m = stepModel('{id: s, kind: step, do: [earn]}', ['earn: {effect: [{op: set, var: trail, value_x: "[actor]"}]}']);
    expect(py(play(m, []).game.state.vars['trail'])).toBe('[None]');
  });

  it('rule 5: several legal actions without actor_x is NotExecutable', () => {
    const g = play(stepModel('{id: s, kind: step, do: [earn, earn]}', [earn]), []).game;
    expect(errorOf(g)).toEqual({
      name: 'NotExecutable',
      where: 'step s',
      message: 'step s: choice between actions without actor_x',
    });
  });

  it('rule 5: secret and visible_to_x decide who sees the choice', () => {
    const secret = stepModel('{id: s, kind: step, actor_x: "1", secret: true, do: [earn, earn]}', [earn]);
    const r1 = play(secret, []).game.request();
    expect(r1.kind === 'decision' && r1.visibleTo).toEqual([1]);
    const shown = stepModel('{id: s, kind: step, actor_x: "1", visible_to_x: "[0]", do: [earn, earn]}', [earn]);
    const r2 = play(shown, []).game.request();
    expect(r2.kind === 'decision' && r2.visibleTo).toEqual([0]);
    const open = stepModel('{id: s, kind: step, actor_x: "1", do: [earn, earn]}', [earn]);
    const r3 = play(open, []).game.request();
    expect(r3.kind === 'decision' && r3.visibleTo).toBe('all');
  });

  it('an action with pre but no pre_x is NotExecutable', () => {
    const g = play(
      stepModel('{id: s, kind: step, actor_x: "0", do: [earn, stop]}', [earn, 'stop: {pre: the pot is not empty, effect: []}']),
      [],
    ).game;
    expect(errorOf(g)).toEqual({
      name: 'NotExecutable',
      where: 'action stop',
      message: 'action stop: pre is text without pre_x',
    });
  });

  it('rule 6: cost then effect, sharing local names', () => {
    const m = stepModel('{id: s, kind: step, actor_x: "0", do: buy}', [
      'buy: {cost: [{op: let, bind: price, value: 2}, {op: add, var: "gold[actor]", amount_x: "-price"}], effect: [{op: set, var: trail, value_x: "[price, actor]"}]}',
    ]);
    const { game } = play(m, []);
    expect(py(game.state.vars['trail'])).toBe('[2, 0]');
    expect(py(game.state.vars['gold'])).toBe('[-2, 0]');
  });

  it('rule 7: the end is checked after the action', () => {
    const m = stepModel(
      '{id: s, kind: step, actor_x: "0", do: earn}',
      [earn],
      ['end: [{id: rich, if_x: "gold[0] >= 1", result: win, who_x: "0"}]'],
    );
    expect(play(m, []).lines).toEqual(['END rich [1, -1]']);
  });

  it('an action missing from actions is NotExecutable', () => {
    const g = play(stepModel('{id: s, kind: step, do: nothing}', [earn]), []).game;
    expect(errorOf(g).message).toBe("step s: action 'nothing' is not in actions");
  });
});

group('window and end_event after a node', () => {
  it('end events are emitted in order after the node, each followed by an end check; on a loop once', () => {
    const m = model(
      ...head,
      'state: {vars: {n: {init: 0}, p: {init: 0}}}',
      'flow: {id: g, kind: sequence, children: [{id: L, kind: loop, over_x: players, as: p, once: true, end_event: [one, two], children: [{id: s, kind: step, do: inc}]}]}',
      'actions: {inc: {effect: [{op: add, var: n, amount: 1}]}}',
      'triggers: [{id: t1, event: one, do: [{op: add, var: n, amount: 10}]}, {id: t2, event: two, do: [{op: add, var: n, amount: 100}]}]',
      'end: [{id: after_one, if_x: "n == 12", result: draw}]',
    );
    const { lines, game } = play(m, []);
    expect(lines).toEqual(['END after_one [0, 0]']);
    expect(game.events).toEqual(['one']);
  });
});

group('no hang', () => {
  it('a subflow that runs itself stops with an error', () => {
    const m = model(
      ...head,
      'flows: {again: {id: again, kind: subflow, ref: again}}',
      'flow: {id: g, kind: subflow, ref: again}',
    );
    expect(errorOf(play(m, []).game).message).toBe('flow again: flows nest too deep; does a subflow or run call itself?');
  });
  it('nested loops that never ask stop with an error', () => {
    const m = model(
      ...head,
      'state: {vars: {n: {init: 0}}}',
      'flow: {id: outer, kind: loop, children: [{id: reset, kind: step, do: zero}, {id: inner, kind: loop, until_x: "n >= 9000", children: [{id: s, kind: step, do: inc}]}]}',
      'actions: {zero: {effect: [{op: set, var: n, value: 0}]}, inc: {effect: [{op: add, var: n, amount: 1}]}}',
    );
    const e = errorOf(play(m, []).game);
    expect(e.name).toBe('ExprError');
    expect(e.message.endsWith('no request after 2000000 steps; nested loops that never ask?')).toBe(true);
  });
});
