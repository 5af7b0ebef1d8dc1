// docs/engine.md#events-and-triggers and "Engine events"; docs/reference.md#ops emit, docs/reference.md#triggers triggers.
import { describe as group, expect, it } from 'vitest';
import { errorOf, model, opsModel, play, py, type Answer } from './helpers.js';

const VARS = '{log: {init: []}, x: {init: 0}}';

/** Appends `w` to the variable `log`. */
const note = (w: string) => `{op: add, var: log, amount_x: "['${w}']"}`;

interface Case {
  ops: string[];
  triggers?: string[];
  content?: string;
  answers?: Answer[];
  actor?: string;
  /** The requests with their answers, then the end (or the error). */
  lines: string[];
  /** The variable `log` at the end. */
  log?: string;
  events?: string[];
}

function run(c: Pick<Case, 'ops' | 'triggers' | 'content' | 'answers' | 'actor'>) {
  const extra = c.triggers === undefined ? [] : ['triggers:', ...c.triggers.map((t) => `  - ${t}`)];
  const m = opsModel({
    vars: VARS,
    ops: c.ops,
    extra,
    ...(c.content === undefined ? {} : { content: c.content }),
    ...(c.actor === undefined ? {} : { actor: c.actor }),
  });
  return play(m, c.answers ?? []);
}

function check(c: Case): void {
  const { lines, game } = run(c);
  expect(lines).toEqual(c.lines);
  if (c.log !== undefined) expect(py(game.state.vars['log'])).toBe(c.log);
  if (c.events !== undefined) expect(game.events).toEqual(c.events);
}

const END = 'END flow finished without an end condition [0, 0]';
const hit = (impact = note('impact')) => `{op: emit, event: hit, impact: [${impact}]}`;

group('the phases of an emit', () => {
  const cases: [string, Case][] = [
    [
      'when and before (one phase, model order), instead, the impact, after',
      {
        ops: [hit()],
        triggers: [
          `{id: a1, event: hit, do: [${note('after')}]}`,
          `{id: b1, event: hit, timing: before, do: [${note('before')}]}`,
          `{id: w1, event: hit, timing: when, do: [${note('when')}]}`,
          `{id: i1, event: hit, timing: instead, if_x: "False", do: [${note('never')}]}`,
        ],
        lines: [END],
        log: "['before', 'when', 'impact', 'after']",
        events: ['hit'],
      },
    ],
    [
      'timing defaults to after',
      {
        ops: [hit()],
        triggers: [`{id: a, event: hit, do: [${note('a')}]}`, `{id: w, event: hit, timing: when, do: [${note('w')}]}`],
        lines: [END],
        log: "['w', 'impact', 'a']",
      },
    ],
    [
      'the first instead-trigger that fires replaces the impact; event instead:<id>',
      {
        ops: [hit()],
        triggers: [
          `{id: i0, event: hit, timing: instead, if_x: "False", do: [${note('i0')}]}`,
          `{id: i1, event: hit, timing: instead, do: [${note('i1')}]}`,
          `{id: i2, event: hit, timing: instead, do: [${note('i2')}]}`,
          `{id: a, event: hit, do: [${note('after')}]}`,
        ],
        lines: [END],
        log: "['i1', 'after']",
        events: ['hit', 'instead:i1'],
      },
    ],
    [
      'an instead-trigger replaces an emit without impact too',
      {
        ops: ['{op: emit, event: hit}'],
        triggers: [`{id: i, event: hit, timing: instead, do: [${note('i')}]}`],
        lines: [END],
        log: "['i']",
        events: ['hit', 'instead:i'],
      },
    ],
    [
      'an optional instead-trigger that is skipped keeps the impact',
      {
        ops: [hit()],
        triggers: [`{id: oi, event: hit, timing: instead, optional: true, do: [${note('oi')}]}`],
        answers: ['skip'],
        lines: ['D trigger oi p0 [use|skip] → skip', END],
        log: "['impact']",
        events: ['hit'],
      },
    ],
    [
      'an optional instead-trigger that is used replaces the impact',
      {
        ops: [hit()],
        triggers: [`{id: oi, event: hit, timing: instead, optional: true, do: [${note('oi')}]}`],
        answers: ['use'],
        lines: ['D trigger oi p0 [use|skip] → use', END],
        log: "['oi']",
        events: ['hit', 'instead:oi'],
      },
    ],
    [
      'a skipped optional instead-trigger lets the next one fire',
      {
        ops: [hit()],
        triggers: [
          `{id: o1, event: hit, timing: instead, optional: true, do: [${note('o1')}]}`,
          `{id: o2, event: hit, timing: instead, optional: true, do: [${note('o2')}]}`,
        ],
        answers: ['skip', 'use'],
        lines: ['D trigger o1 p0 [use|skip] → skip', 'D trigger o2 p0 [use|skip] → use', END],
        log: "['o2']",
        events: ['hit', 'instead:o2'],
      },
    ],
    [
      'mandatory instead-triggers come before optional ones: the optional one is not asked',
      {
        ops: [hit()],
        triggers: [
          `{id: oi, event: hit, timing: instead, optional: true, do: [${note('oi')}]}`,
          `{id: mi, event: hit, timing: instead, do: [${note('mi')}]}`,
        ],
        lines: [END],
        log: "['mi']",
        events: ['hit', 'instead:mi'],
      },
    ],
    [
      'events emitted inside a trigger come after the event that set it off',
      {
        ops: ['{op: emit, event: a}'],
        triggers: ['{id: t, event: a, do: [{op: emit, event: b}]}', `{id: u, event: b, timing: instead, do: [${note('u')}]}`],
        lines: [END],
        log: "['u']",
        events: ['a', 'b', 'instead:u'],
      },
    ],
  ];
  it.each(cases)('%s', (_name, c) => check(c));
});

group('the order within a phase', () => {
  const content =
    '{cards: {c1: {id: c1, triggers: [' +
    `{event: e, optional: true, do: [${note('c1 optional')}]}, {event: e, do: [${note('c1')}]}]},` +
    ` c2: {id: c2, triggers: [{id: c2t, event: e, do: [${note('c2')}]}]}}}`;
  const cases: [string, Case][] = [
    [
      'mandatory before optional; model triggers in model order before content triggers in item order',
      {
        ops: ['{op: emit, event: e}'],
        triggers: [
          `{id: mo, event: e, optional: true, do: [${note('mo')}]}`,
          `{id: m1, event: e, do: [${note('m1')}]}`,
          `{id: m2, event: e, do: [${note('m2')}]}`,
        ],
        content,
        answers: ['use', 'use'],
        lines: ['D trigger mo p0 [use|skip] → use', 'D trigger c1 p0 [use|skip] → use', END],
        log: "['m1', 'm2', 'c1', 'c2', 'mo', 'c1 optional']",
      },
    ],
    [
      'if_x is tested right before a trigger fires: an earlier trigger switches a later one off',
      {
        ops: ['{op: emit, event: e}'],
        triggers: [
          '{id: t1, event: e, do: [{op: set, var: x, value: 1}]}',
          `{id: t2, event: e, if_x: "x == 0", do: [${note('t2')}]}`,
        ],
        lines: [END],
        log: '[]',
      },
    ],
    [
      '… or on',
      {
        ops: ['{op: emit, event: e}'],
        triggers: [
          '{id: t1, event: e, do: [{op: set, var: x, value: 1}]}',
          `{id: t2, event: e, if_x: "x == 1", do: [${note('t2')}]}`,
        ],
        lines: [END],
        log: "['t2']",
      },
    ],
    [
      'an optional trigger switched off by an earlier one is not asked',
      {
        ops: ['{op: emit, event: e}'],
        triggers: [
          `{id: o, event: e, optional: true, if_x: "x == 0", do: [${note('o')}]}`,
          '{id: t, event: e, do: [{op: set, var: x, value: 1}]}',
        ],
        lines: [END],
        log: '[]',
      },
    ],
    [
      'what a when-trigger did is seen by the if_x of an instead-trigger',
      {
        ops: [hit()],
        triggers: [
          `{id: i, event: hit, timing: instead, if_x: "x == 1", do: [${note('i')}]}`,
          '{id: w, event: hit, timing: when, do: [{op: set, var: x, value: 1}]}',
        ],
        lines: [END],
        log: "['i']",
        events: ['hit', 'instead:i'],
      },
    ],
    [
      'the answer to an optional trigger comes before the next trigger is tested',
      {
        ops: ['{op: emit, event: e}'],
        triggers: [
          '{id: o1, event: e, optional: true, do: [{op: set, var: x, value: 1}]}',
          `{id: o2, event: e, optional: true, if_x: "x == 0", do: [${note('o2')}]}`,
        ],
        answers: ['use'],
        lines: ['D trigger o1 p0 [use|skip] → use', END],
        log: '[]',
      },
    ],
    [
      'content triggers count only while their item is active (active_x sees self)',
      {
        ops: ['{op: emit, event: e}'],
        content: `{cards: {lit: {id: lit, active_x: "self['id'] == 'lit'", triggers: [{event: e, do: [${note('lit')}]}]}, dark: {id: dark, active_x: "x > 0", triggers: [{event: e, do: [${note('dark')}]}]}}}`,
        lines: [END],
        log: "['lit']",
      },
    ],
  ];
  it.each(cases)('%s', (_name, c) => check(c));
});

group('optional triggers: use or skip for the controller', () => {
  const optional = (extra = '') => `{id: o, event: e, optional: true${extra}, do: [${note('o')}]}`;
  const cases: [string, Case][] = [
    [
      'controller_x decides (it sees the local names)',
      {
        ops: ['{op: let, bind: target, value: 1}', '{op: emit, event: e}'],
        triggers: [optional(', controller_x: target')],
        answers: ['use'],
        lines: ['D trigger o p1 [use|skip] → use', END],
        log: "['o']",
      },
    ],
    [
      'without controller_x: the actor of the emitting place',
      {
        actor: '1',
        ops: ['{op: emit, event: e}'],
        triggers: [optional()],
        answers: ['skip'],
        lines: ['D trigger o p1 [use|skip] → skip', END],
        log: '[]',
      },
    ],
    [
      'a content trigger without its own id is asked at trigger <item id>',
      {
        ops: ['{op: emit, event: e}'],
        content: `{cards: {c: {id: card7, triggers: [{event: e, optional: true, do: [${note('c')}]}]}}}`,
        answers: ['use'],
        lines: ['D trigger card7 p0 [use|skip] → use', END],
        log: "['c']",
      },
    ],
  ];
  it.each(cases)('%s', (_name, c) => check(c));

  it('the decision is seen by everyone and logged with its place', () => {
    const { game } = run({ ops: ['{op: emit, event: e}'], triggers: [optional()], answers: ['use'] });
    expect(game.observations(1)).toEqual([
      { where: 'step s', kind: 'automatic', player: 0, visibleTo: 'all', label: 'act' },
      { where: 'trigger o', kind: 'decision', player: 0, visibleTo: 'all', label: 'use' },
    ]);
  });
});

group('errors', () => {
  const cases: [string, Pick<Case, 'ops' | 'triggers' | 'actor'>, string, string, string][] = [
    [
      'an optional trigger without controller_x or actor',
      { actor: 'None', ops: ['{op: emit, event: e}'], triggers: ['{id: o, event: e, optional: true, do: []}'] },
      'NotExecutable',
      'trigger o',
      'trigger o: optional without controller_x or actor',
    ],
    [
      'a controller that is not a player',
      { ops: ['{op: emit, event: e}'], triggers: ['{id: o, event: e, optional: true, controller_x: "5", do: []}'] },
      'ExprError',
      'trigger o',
      'trigger o: controller_x gives 5, not a player',
    ],
    [
      'controller_x gives None',
      { ops: ['{op: emit, event: e}'], triggers: ['{id: o, event: e, optional: true, controller_x: "None", do: []}'] },
      'ExprError',
      'trigger o',
      'trigger o: controller_x gives None, not a player',
    ],
    [
      'the actor is not a player',
      { actor: '7', ops: ['{op: emit, event: e}'], triggers: ['{id: o, event: e, optional: true, do: []}'] },
      'ExprError',
      'trigger o',
      'trigger o: the actor gives 7, not a player',
    ],
    [
      'a trigger `if` as text',
      { ops: ['{op: emit, event: e}'], triggers: ['{id: t, event: e, if: sometimes, do: []}'] },
      'NotExecutable',
      'trigger t',
      'trigger t: if is text without if_x',
    ],
    [
      'an unknown timing',
      { ops: ['{op: emit, event: e}'], triggers: ['{id: t, event: e, timing: later, do: []}'] },
      'NotExecutable',
      'trigger t',
      'trigger t: unknown timing',
    ],
    ['an emit without event', { ops: ['{op: emit}'] }, 'NotExecutable', 'action act', "action act: field 'event' is missing"],
    [
      'a trigger reading a name the emitting place does not bind',
      { ops: ['{op: emit, event: e}'], triggers: ['{id: t, event: e, if_x: "target == 1", do: []}'] },
      'ExprError',
      'trigger t',
      "error evaluating 'target == 1': NameError: name 'target' is not defined",
    ],
    [
      'names bound in the impact are not seen by the after-triggers',
      {
        ops: ['{op: emit, event: e, impact: [{op: let, bind: z, value: 1}]}'],
        triggers: ['{id: t, event: e, do: [{op: add, var: x, amount_x: z}]}'],
      },
      'ExprError',
      'trigger t',
      "error evaluating 'z': NameError: name 'z' is not defined",
    ],
  ];
  it.each(cases)('%s', (_name, c, name, where, message) => {
    expect(errorOf(run(c).game)).toEqual({ name, where, message });
  });
});

group('local names', () => {
  it("triggers see the emitter's names and `event`; names they bind leak neither to the effect nor to the next trigger", () => {
    const { game } = run({
      ops: [
        '{op: let, bind: target, value: 5}',
        '{op: emit, event: e, impact: [{op: let, bind: target, value: 6}, {op: add, var: log, amount_x: "[target]"}]}',
        '{op: add, var: log, amount_x: "[target]"}',
      ],
      triggers: [
        '{id: t1, event: e, timing: when, do: [{op: add, var: log, amount_x: "[target, event]"}, {op: let, bind: target, value: 7}, {op: add, var: log, amount_x: "[target]"}]}',
        '{id: t2, event: e, do: [{op: add, var: log, amount_x: "[target]"}]}',
      ],
    });
    // t1: 5, 'e', then its own 7; the impact: its own 6; t2: 5 again; the effect afterwards: 5.
    expect(py(game.state.vars['log'])).toBe("[5, 'e', 7, 6, 5, 5]");
  });

  it("the impact keeps the emitter's own name `event`; triggers see the event's name", () => {
    const { game } = run({
      ops: ['{op: let, bind: event, value: mine}', '{op: emit, event: e, impact: [{op: add, var: log, amount_x: "[event]"}]}'],
      triggers: ['{id: t, event: e, do: [{op: add, var: log, amount_x: "[event]"}]}'],
    });
    expect(py(game.state.vars['log'])).toBe("['mine', 'e']");
  });

  it("a content trigger sees `self` (the item) and the emitter's names", () => {
    const { game } = run({
      ops: ['{op: let, bind: card, value: spider}', '{op: emit, event: revealed}'],
      content:
        '{cards: {spider: {id: spider, bite: 2, triggers: [{event: revealed, if_x: "card == self[\'id\']", do: [{op: add, var: x, amount_x: "self[\'bite\']"}]}]}, bat: {id: bat, bite: 5, triggers: [{event: revealed, if_x: "card == self[\'id\']", do: [{op: add, var: x, amount_x: "self[\'bite\']"}]}]}}}',
    });
    expect(game.state.vars['x']).toBe(2);
  });

  it('ops in an impact are at <place> · <event>; ops in a trigger at trigger <id>', () => {
    expect(run({ ops: ['{op: emit, event: e, impact: [{op: choose, options: [a, b], bind: c}]}'] }).lines).toEqual([
      'OPEN D action act · e p0 [a|b]',
    ]);
    expect(
      run({ ops: ['{op: emit, event: e}'], triggers: ['{id: t, event: e, do: [{op: choose, options: [a, b], bind: c}]}'] }).lines,
    ).toEqual(['OPEN D trigger t p0 [a|b]']);
  });
});

group('trigger chains', () => {
  const chain = (limit: number) =>
    run({
      ops: ['{op: emit, event: e}'],
      triggers: [
        `{id: again, event: e, do: [{op: add, var: x, amount: 1}, {op: if, cond_x: "x < ${limit}", then: [{op: emit, event: e}]}]}`,
      ],
    });

  it('50 nested emits are allowed', () => {
    const { lines, game } = chain(50);
    expect(lines).toEqual([END]);
    expect(game.events.length).toBe(50);
    expect(game.state.vars['x']).toBe(50);
  });

  it('the 51st nested emit: trigger chain too deep', () => {
    const { game } = chain(51);
    expect(errorOf(game)).toEqual({
      name: 'ExprError',
      where: 'trigger again',
      message: 'trigger again: trigger chain too deep',
    });
    expect(game.events.length).toBe(50);
  });

  it('an end event as the 51st: the place is end <node id>', () => {
    const m = model(
      'game: t',
      'state: {vars: {x: {init: 0}}}',
      'flows: {inner: {id: inner_node, kind: sequence, children: [], end_event: finished}}',
      'flow: {id: g, kind: step, actor_x: "0", do: act}',
      'actions: {act: {effect: [{op: emit, event: e}]}}',
      'triggers: [{id: again, event: e, do: [{op: add, var: x, amount: 1}, {op: if, cond_x: "x < 50", then: [{op: emit, event: e}], else: [{op: run, flow: inner}]}]}]',
    );
    expect(errorOf(play(m, []).game)).toEqual({
      name: 'ExprError',
      where: 'end inner_node',
      message: 'end inner_node: trigger chain too deep',
    });
  });

  it('emits one after another do not nest', () => {
    const { lines, game } = run({
      ops: ['{op: repeat, until_x: "x >= 60", body: [{op: emit, event: e}]}'],
      triggers: ['{id: t, event: e, do: [{op: add, var: x, amount: 1}]}'],
    });
    expect(lines).toEqual([END]);
    expect(game.events.length).toBe(60);
  });
});

group('end events', () => {
  it('are emitted with only `event` in scope; an end check follows each', () => {
    const m = model(
      'game: t',
      'state: {vars: {log: {init: []}, flag: {init: false}}}',
      'flow: {id: g, kind: sequence, children: [{id: s, kind: step, actor_x: "0", do: a, end_event: [first, second, third]}]}',
      'actions: {a: {effect: [{op: let, bind: mine, value: 1}]}}',
      'triggers:',
      '  - {id: t, event: first, do: [{op: add, var: log, amount_x: "[event]"}]}',
      '  - {id: u, event: second, do: [{op: set, var: flag, value: true}]}',
      '  - {id: v, event: third, do: [{op: add, var: log, amount: [never]}]}',
      'end: [{id: flagged, if_x: flag, result: draw}]',
    );
    const { lines, game } = play(m, []);
    expect(lines).toEqual(['END flagged [0, 0]']);
    expect(game.events).toEqual(['first', 'second']);
    expect(py(game.state.vars['log'])).toBe("['first']");
  });

  it('a trigger on an end event that reads a local name fails with a NameError', () => {
    const m = model(
      'game: t',
      'flow: {id: g, kind: sequence, children: [{id: s, kind: step, actor_x: "0", do: a, end_event: done}]}',
      'actions: {a: {effect: [{op: let, bind: mine, value: 1}]}}',
      'triggers: [{id: t, event: done, if_x: "mine == 1", do: []}]',
    );
    expect(errorOf(play(m, []).game)).toEqual({
      name: 'ExprError',
      where: 'trigger t',
      message: "error evaluating 'mine == 1': NameError: name 'mine' is not defined",
    });
  });

  it('an optional trigger on an end event needs controller_x (there is no actor)', () => {
    const m = model(
      'game: t',
      'flow: {id: g, kind: sequence, children: [{id: s, kind: step, actor_x: "0", do: a, end_event: done}]}',
      'actions: {a: {effect: []}}',
      'triggers: [{id: o, event: done, optional: true, do: []}, {id: p, event: done, optional: true, controller_x: "1", do: []}]',
    );
    expect(errorOf(play(m, []).game).message).toBe('trigger o: optional without controller_x or actor');
  });
});
