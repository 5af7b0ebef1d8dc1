// docs/engine.md#modifiers; docs/reference.md#modifiers and the ops modify and reset.
import { describe as group, expect, it } from 'vitest';
import { errorOf, model, opsModel, play, py } from './helpers.js';

/** Appends `modified(<call>)` to `out`. */
const read = (call: string) => `{op: add, var: out, amount_x: "[modified(${call})]"}`;

function run(ops: string[], extra: string[] = [], content?: string) {
  const m = opsModel({
    vars: '{out: {init: []}, rage: {init: 3}, x: {init: 0}}',
    ops,
    extra,
    ...(content === undefined ? {} : { content }),
  });
  return play(m, []);
}

const out = (ops: string[], extra: string[] = [], content?: string) => py(run(ops, extra, content).game.state.vars['out']);

group('modified(stat, base, **kw)', () => {
  const cases: [string, string[], string[], string | undefined, string][] = [
    [
      'layers low to high; static before temporary within a layer; keyword arguments in scope',
      [
        '{op: modify, stat: attack, change_x: "value * 10"}',
        '{op: modify, stat: attack, layer: -1, change_x: "value + 100"}',
        read("'attack', 1, who=actor"),
      ],
      [
        'modifiers:',
        '  - {id: veteran, stat: attack, layer: 0, if_x: "who == 0", change_x: "value + 1"}',
        '  - {id: frenzy, stat: attack, layer: 1, if_x: "rage > 2", change_x: "value * 2"}',
      ],
      undefined,
      // layer -1: +100 → 101; layer 0: veteran +1 → 102, then the modify ×10 → 1020; layer 1: ×2.
      '[2040]',
    ],
    [
      'static ones: the top-level list first, then content items; temporary ones after them',
      ['{op: modify, stat: s, change_x: "value - 10"}', read("'s', 1")],
      ['modifiers: [{id: plus, stat: s, change_x: "value + 1"}]'],
      '{relics: {r: {id: r, modifiers: [{stat: s, change_x: "value * 2"}]}}}',
      '[-6]',
    ],
    [
      'temporary ones in the order they were added',
      ['{op: modify, stat: s, change_x: "value * 3"}', '{op: modify, stat: s, change_x: "value + 1"}', read("'s', 1")],
      [],
      undefined,
      '[4]',
    ],
    [
      'a layer given later in the model still goes by its number',
      [read("'s', 1")],
      [
        'modifiers: [{id: late, stat: s, layer: 2, change_x: "value * 5"}, {id: early, stat: s, layer: 1, change_x: "value + 1"}]',
      ],
      undefined,
      '[10]',
    ],
    [
      'if_x false: skipped (it sees value and the keyword arguments)',
      [read("'s', 1, big=False"), read("'s', 7, big=False"), read("'s', 1, big=True")],
      ['modifiers: [{id: m, stat: s, if_x: "big or value > 5", change_x: "value + 100"}]'],
      undefined,
      '[1, 107, 101]',
    ],
    [
      'only modifiers of that stat; a modifier without stat is ignored',
      [read("'s', 1"), read("'t', 1")],
      ['modifiers: [{id: m, stat: t, change_x: "value + 1"}, {id: n, change_x: "value + 1000"}]'],
      undefined,
      '[1, 2]',
    ],
    ['a literal change is the new value', [read("'s', 1")], ['modifiers: [{id: m, stat: s, change: 9}]'], undefined, '[9]'],
    [
      'content modifiers apply while their item is active, and see self',
      [read("'hp', 1")],
      [],
      "{relics: {a: {id: a, bonus: 2, active_x: 'rage > 0', modifiers: [{stat: hp, change_x: \"value + self['bonus']\"}]}, b: {id: b, active_x: \"self['id'] == 'z'\", modifiers: [{stat: hp, change_x: 'value * 0'}]}}}",
      '[3]',
    ],
    [
      'a modifier may call modified() for another stat',
      [read("'s', 1")],
      ['modifiers: [{id: m, stat: s, change_x: "value + modified(\'t\', 10)"}, {id: n, stat: t, change_x: "value * 2"}]'],
      undefined,
      '[21]',
    ],
    [
      'modify keeps the local names it ran with (a later let changes nothing)',
      [
        '{op: let, bind: bonus, value: 5}',
        '{op: modify, stat: s, change_x: "value + bonus"}',
        '{op: let, bind: bonus, value: 50}',
        read("'s', 0"),
      ],
      [],
      undefined,
      '[5]',
    ],
    [
      'keyword arguments of modified() win over the names a modify kept',
      [
        '{op: let, bind: who, value: 1}',
        '{op: modify, stat: s, change_x: "value + who"}',
        read("'s', 0"),
        read("'s', 0, who=10"),
      ],
      [],
      undefined,
      '[1, 10]',
    ],
    [
      'modify in an exec keeps self as its content item',
      ["{op: exec, of_x: \"content['cards']['boost']\"}", read("'s', 0")],
      [],
      '{cards: {boost: {id: boost, size: 4, effect: [{op: modify, stat: s, change_x: "value + self[\'size\']"}]}}}',
      '[4]',
    ],
  ];
  it.each(cases)('%s', (_name, ops, extra, content, expected) => {
    expect(out(ops, extra, content)).toBe(expected);
  });

  it('a modify inside a window does not keep `stack`', () => {
    const m = model(
      'game: t',
      'state: {vars: {out: {init: []}}}',
      'priority: {protocol: {resolution: lifo_stack}, windows: {w: {allows: [fast]}}}',
      'flow: {id: g, kind: sequence, children: [], window: w}',
      'actions:',
      '  go: {speed: fast, pre_x: "len(out) == 0", cost: [{op: modify, stat: s, change_x: "len(stack)"}], effect: [{op: add, var: out, amount: [1]}]}',
      'end: [{id: e, if_x: "len(out) > 0", result: score, returns_x: "[modified(\'s\', 0), 0]"}]',
    );
    expect(errorOf(play(m, ['go', 'pass', 'pass']).game).message).toBe(
      "error evaluating 'len(stack)': NameError: name 'stack' is not defined",
    );
  });
});

group('temporary modifiers: until an event, or until reset', () => {
  it('expire when their until event has been emitted, after its triggers', () => {
    const { game } = run(
      [
        '{op: modify, stat: s, change_x: "value + 1", until: round_end}',
        '{op: modify, stat: s, change_x: "value + 10"}',
        '{op: emit, event: other}',
        read("'s', 0"),
        '{op: emit, event: round_end, impact: [{op: add, var: out, amount_x: "[modified(\'s\', 0)]"}]}',
        read("'s', 0"),
        '{op: emit, event: round_end}',
        read("'s', 0"),
      ],
      ['triggers: [{id: late, event: round_end, do: [{op: add, var: out, amount_x: "[modified(\'s\', 100)]"}]}]'],
    );
    // before: 11; the impact and the after-trigger still see it: 11, 111; afterwards 10.
    expect(py(game.state.vars['out'])).toBe('[11, 11, 111, 10, 110, 10]');
    expect(game.state.modifiers.length).toBe(1);
  });

  it('an emit nothing reacts to still ends them', () => {
    const { game } = run(['{op: modify, stat: s, change_x: "value + 1", until: e}', '{op: emit, event: e}', read("'s', 0")]);
    expect(py(game.state.vars['out'])).toBe('[0]');
    expect(game.state.modifiers).toEqual([]);
  });

  it('an end event ends them too', () => {
    const m = model(
      'game: t',
      'state: {vars: {out: {init: []}}}',
      'flow: {id: g, kind: sequence, children: [{id: a, kind: step, do: boost, end_event: phase_end}, {id: b, kind: step, do: look}]}',
      'actions:',
      '  boost: {effect: [{op: modify, stat: s, change_x: "value + 1", until: phase_end}, {op: add, var: out, amount_x: "[modified(\'s\', 0)]"}]}',
      '  look: {effect: [{op: add, var: out, amount_x: "[modified(\'s\', 0)]"}]}',
    );
    expect(py(play(m, []).game.state.vars['out'])).toBe('[1, 0]');
  });

  it('reset clears them all; without until they last until then', () => {
    const { game } = run([
      '{op: modify, stat: s, change_x: "value + 1"}',
      '{op: emit, event: e}',
      read("'s', 0"),
      '{op: reset}',
      '{op: add, var: x, amount_x: "modified(\'s\', 0)"}',
    ]);
    expect(game.state.vars['x']).toBe(0);
    expect(game.state.modifiers).toEqual([]);
    expect(game.events).toEqual(['e', 'reset:scenario']);
  });
});

group('errors', () => {
  const cases: [string, string[], string[], string, string, string][] = [
    [
      'a static modifier without change_x',
      [read("'a', 0")],
      ['modifiers: [{id: m, stat: a}]'],
      'NotExecutable',
      'modifier m',
      "modifier m: field 'change_x' is missing",
    ],
    [
      'a static modifier with change as text',
      [read("'a', 0")],
      ['modifiers: [{id: m, stat: a, change: more}]'],
      'NotExecutable',
      'modifier m',
      'modifier m: change is text without change_x',
    ],
    [
      'modify without change_x',
      ['{op: modify, stat: a}'],
      [],
      'NotExecutable',
      'action act',
      "action act: field 'change_x' is missing",
    ],
    [
      'modify with change as text',
      ['{op: modify, stat: a, change: more}'],
      [],
      'NotExecutable',
      'action act',
      "action act: field 'change' is text without change_x",
    ],
    [
      'modify without stat',
      ['{op: modify, change_x: value}'],
      [],
      'NotExecutable',
      'action act',
      "action act: field 'stat' is missing",
    ],
    [
      'modifiers calling each other more than 20 deep',
      [read("'a', 0")],
      ['modifiers: [{id: m, stat: a, change_x: "modified(\'b\', value)"}, {id: n, stat: b, change_x: "modified(\'a\', value)"}]'],
      'ExprError',
      'modifier n',
      "modifiers for 'a' refer to each other in a cycle",
    ],
    [
      'an error in a modifier names the modifier',
      [read("'a', 0")],
      ['modifiers: [{id: m, stat: a, change_x: "value + nope"}]'],
      'ExprError',
      'modifier m',
      "error evaluating 'value + nope': NameError: name 'nope' is not defined",
    ],
    [
      'an error in a temporary modifier names it by its stat',
      ['{op: modify, stat: a, change_x: "value + nope"}', read("'a', 0")],
      [],
      'ExprError',
      'modifier a (modify)',
      "error evaluating 'value + nope': NameError: name 'nope' is not defined",
    ],
  ];
  it.each(cases)('%s', (_name, ops, extra, name, where, message) => {
    expect(errorOf(run(ops, extra).game)).toEqual({ name, where, message });
  });
});
