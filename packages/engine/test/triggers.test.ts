// engine.md "Events and triggers" and "Engine events"; reference.md §11 emit, §14 triggers.
import { describe as group, expect, it } from 'vitest';
import { errorOf, model, opsModel, play, py } from './helpers.js';

function run(ops: string[], triggers: string[], answers: (number | string)[] = [], vars = '{log: {init: []}, x: {init: 0}}') {
  return play(opsModel({ vars, ops, extra: ['triggers:', ...triggers.map((t) => `  - ${t}`)] }), answers);
}

const note = (w: string) => `{op: add, var: log, amount_x: "['${w}']"}`;

group('emit', () => {
  it('order: when/before, instead (first that fires), impact, after', () => {
    const { game } = run(
      [`{op: emit, event: hit, impact: [${note('impact')}]}`],
      [
        `{id: a1, event: hit, do: [${note('after')}]}`,
        `{id: w1, event: hit, timing: when, do: [${note('when')}]}`,
        `{id: b1, event: hit, timing: before, do: [${note('before')}]}`,
        `{id: i1, event: hit, timing: instead, if_x: "False", do: [${note('never')}]}`,
      ],
    );
    expect(py(game.state.vars['log'])).toBe("['when', 'before', 'impact', 'after']");
    expect(game.events).toEqual(['hit']);
  });

  it('the first instead-trigger that fires replaces the impact; event instead:<id>', () => {
    const { game } = run(
      [`{op: emit, event: hit, impact: [${note('impact')}]}`],
      [`{id: i1, event: hit, timing: instead, do: [${note('i1')}]}`, `{id: i2, event: hit, timing: instead, do: [${note('i2')}]}`, `{id: a, event: hit, do: [${note('after')}]}`],
    );
    expect(py(game.state.vars['log'])).toBe("['i1', 'after']");
    expect(game.events).toEqual(['hit', 'instead:i1']);
  });

  it('within a phase: mandatory first, then optional, each in model order', () => {
    const { lines, game } = run(
      ['{op: emit, event: e}'],
      [`{id: o1, event: e, optional: true, do: [${note('o1')}]}`, `{id: m1, event: e, do: [${note('m1')}]}`, `{id: m2, event: e, do: [${note('m2')}]}`],
      ['use'],
    );
    expect(lines).toEqual(['D trigger o1 p0 [use|skip] → use', 'END flow finished without an end condition [0, 0]']);
    expect(py(game.state.vars['log'])).toBe("['m1', 'm2', 'o1']");
  });

  it('if_x is tested just before the trigger fires: an earlier one can switch off a later one', () => {
    const { game } = run(['{op: emit, event: e}'], [`{id: t1, event: e, do: [{op: set, var: x, value: 1}]}`, `{id: t2, event: e, if_x: "x == 0", do: [${note('t2')}]}`]);
    expect(py(game.state.vars['log'])).toBe('[]');
  });

  it('triggers see the emitter\'s local names and `event`; names they bind do not leak', () => {
    const { game } = run(
      ['{op: let, bind: target, value: 5}', '{op: emit, event: e, impact: [{op: let, bind: target, value: 6}]}', '{op: add, var: log, amount_x: "[target]"}'],
      ['{id: t, event: e, do: [{op: add, var: log, amount_x: "[target, event]"}, {op: let, bind: target, value: 7}]}'],
    );
    expect(py(game.state.vars['log'])).toBe("[5, 'e', 5]");
  });

  it('skip does not fire the trigger; the controller is controller_x', () => {
    const { lines, game } = run(['{op: emit, event: e}'], [`{id: o, event: e, optional: true, controller_x: "1", do: [${note('o')}]}`], ['skip']);
    expect(lines[0]).toBe('D trigger o p1 [use|skip] → skip');
    expect(py(game.state.vars['log'])).toBe('[]');
  });

  it('an optional trigger without controller_x or actor is NotExecutable', () => {
    const m = opsModel({ actor: 'None', ops: ['{op: emit, event: e}'], extra: ['triggers: [{id: o, event: e, optional: true, do: []}]'] });
    expect(errorOf(play(m, []).game)).toEqual({ name: 'NotExecutable', where: 'trigger o', message: 'trigger o: optional without controller_x or actor' });
  });

  it('a trigger `if` as text is NotExecutable', () => {
    expect(errorOf(run(['{op: emit, event: e}'], ['{id: t, event: e, if: sometimes, do: []}']).game).message).toBe('trigger t: if is text without if_x');
  });

  it('ops in an impact are at <place> · <event>; ops in a trigger at trigger <id>', () => {
    expect(run(['{op: emit, event: e, impact: [{op: choose, options: [a, b], bind: c}]}'], []).lines).toEqual(['OPEN D action act · e p0 [a|b]']);
    expect(run(['{op: emit, event: e}'], ['{id: t, event: e, do: [{op: choose, options: [a, b], bind: c}]}']).lines).toEqual(['OPEN D trigger t p0 [a|b]']);
  });

  it('more than 50 nested emits: trigger chain too deep', () => {
    const g = run(['{op: emit, event: e}'], ['{id: again, event: e, do: [{op: emit, event: e}]}']).game;
    expect(errorOf(g)).toEqual({ name: 'ExprError', where: 'trigger again', message: 'trigger again: trigger chain too deep' });
    expect(g.events.length).toBe(50);
  });

  it('a trigger on an end_event sees only `event` (place end <node id>)', () => {
    const m = model(
      'game: t',
      'state: {vars: {log: {init: []}}}',
      'flow: {id: g, kind: sequence, children: [{id: s, kind: step, actor_x: "0", do: a, end_event: done}]}',
      'actions: {a: {effect: [{op: let, bind: mine, value: 1}]}}',
      'triggers: [{id: t, event: done, do: [{op: add, var: log, amount_x: "[event]"}, {op: add, var: log, amount_x: "[mine]"}]}]',
    );
    const g = play(m, []).game;
    expect(py(g.state.vars['log'])).toBe("['done']");
    expect(errorOf(g)).toEqual({ name: 'ExprError', where: 'trigger t', message: "error evaluating '[mine]': NameError: name 'mine' is not defined" });
  });
});
