// Campaigns and scope: docs/reference.md#flow subflow, docs/reference.md#ops run and reset, docs/reference.md#end-conditions end with scope;
// docs/engine.md#end-conditions (scope) and "Engine events".
import { describe as group, expect, it } from 'vitest';
import { errorOf, model, play, py } from './helpers.js';

/**
 * One player; flow `inner` notes results['inner'] and sets the goal 2 above n, then adds 1 to n
 * until a scoped end.
 */
function scoped(main: string, end: string[], extra: string[] = []) {
  return model(
    'game: t',
    'num_players: 1',
    'state: {vars: {n: {init: 0}, goal: {init: -1}, log: {init: []}}}',
    'flows:',
    '  inner:',
    '    id: inner',
    '    kind: sequence',
    '    children:',
    '      - {id: peek, kind: step, do: peek}',
    '      - {id: count, kind: loop, children: [{id: inc, kind: step, do: inc}]}',
    `flow: ${main}`,
    'actions:',
    '  peek: {effect: [{op: add, var: log, amount_x: "[results.get(\'inner\')]"}, {op: set, var: goal, value_x: "n + 2"}]}',
    '  inc: {effect: [{op: add, var: n, amount: 1}]}',
    '  tally: {effect: [{op: add, var: log, amount_x: "[[results.get(\'inner\'), n]]"}]}',
    ...extra,
    'end:',
    ...end.map((e) => `  - ${e}`),
  );
}

const twice =
  '{id: main, kind: loop, until_x: "n >= 4", children: [{id: sub, kind: subflow, ref: inner}, {id: after, kind: step, do: tally}]}';

group('subflow and run', () => {
  it('a subflow clears results[ref] when it starts; a scoped win ends only the subflow', () => {
    const { lines, game } = play(scoped(twice, ['{id: won, scope: inner, if_x: "n == goal", result: win}']), []);
    expect(lines).toEqual(['END flow finished without an end condition [0]']);
    expect(py(game.state.vars['log'])).toBe("[None, ['win', 2], None, ['win', 4]]");
    expect(game.events).toEqual(['inner:win', 'inner:win']);
  });

  const results: [string, string, string][] = [
    ['loss', '{id: lost, scope: inner, if_x: "n == 2", result: loss}', "[None, ['loss', 2]]"],
    ['draw', '{id: even, scope: inner, if_x: "n == 2", result: draw}', "[None, ['draw', 2]]"],
  ];
  it.each(results)('a scoped %s: results[scope] and event <scope>:<result>', (result, end, log) => {
    const main =
      '{id: main, kind: sequence, children: [{id: sub, kind: subflow, ref: inner}, {id: after, kind: step, do: tally}]}';
    const { game } = play(scoped(main, [end]), []);
    expect(py(game.state.vars['log'])).toBe(log);
    expect(game.events).toEqual([`inner:${result}`]);
  });

  it('the run op clears results[flow] too, and the effect goes on after the flow ended', () => {
    const main = '{id: main, kind: step, do: twice}';
    const { game } = play(
      scoped(
        main,
        ['{id: won, scope: inner, if_x: "n == goal", result: win}'],
        [
          '  twice: {effect: [{op: run, flow: inner}, {op: add, var: log, amount_x: "[results[\'inner\']]"}, {op: run, flow: inner}, {op: add, var: log, amount_x: "[n]"}]}',
        ],
      ),
      [],
    );
    expect(py(game.state.vars['log'])).toBe("[None, 'win', None, 4]");
  });

  it("a subflow node's window and end events follow a scoped end", () => {
    const main =
      '{id: main, kind: sequence, children: [{id: sub, kind: subflow, ref: inner, end_event: sub_over}, {id: after, kind: step, do: tally}]}';
    const { game } = play(
      scoped(
        main,
        ['{id: won, scope: inner, if_x: "n == 1", result: win}'],
        ['triggers: [{id: t, event: sub_over, do: [{op: add, var: log, amount_x: "[event]"}]}]'],
      ),
      [],
    );
    expect(py(game.state.vars['log'])).toBe("[None, 'sub_over', ['win', 1]]");
    expect(game.events).toEqual(['inner:win', 'sub_over']);
  });

  it('a scoped end of an outer flow ends the flows running inside it too', () => {
    const m = model(
      'game: t',
      'num_players: 1',
      'state: {vars: {n: {init: 0}, log: {init: []}}}',
      'flows:',
      '  outer: {id: outer, kind: sequence, children: [{id: run_inner, kind: subflow, ref: inner}, {id: never, kind: step, do: never}]}',
      '  inner: {id: inner, kind: loop, children: [{id: inc, kind: step, do: inc}]}',
      'flow: {id: main, kind: sequence, children: [{id: sub, kind: subflow, ref: outer}, {id: after, kind: step, do: tally}]}',
      'actions:',
      '  inc: {effect: [{op: add, var: n, amount: 1}]}',
      '  never: {effect: [{op: add, var: log, amount: [never]}]}',
      "  tally: {effect: [{op: add, var: log, amount_x: \"[[results.get('outer'), results.get('inner')]]\"}]}",
      'end: [{id: done, scope: outer, if_x: "n == 3", result: win}]',
    );
    const { game } = play(m, []);
    expect(py(game.state.vars['log'])).toBe("[['win', None]]");
    expect(game.events).toEqual(['outer:win']);
  });

  it('flows that are not there', () => {
    const bad = (main: string, action = '{effect: []}') => model('game: t', `flow: ${main}`, `actions: {a: ${action}}`);
    expect(errorOf(play(bad('{id: s, kind: subflow, ref: nowhere}'), []).game).message).toBe(
      "flow s: subflow 'nowhere' is not in flows",
    );
    expect(
      errorOf(play(bad('{id: s, kind: step, actor_x: "0", do: a}', '{effect: [{op: run, flow: nowhere}]}'), []).game).message,
    ).toBe("action a: flow 'nowhere' is not in flows");
    expect(errorOf(play(bad('{id: s, kind: step, actor_x: "0", do: a}', '{effect: [{op: run}]}'), []).game).message).toBe(
      "action a: field 'flow' is missing",
    );
  });
});

group('end conditions with scope', () => {
  const cases: [string, string, string[], string, string[]][] = [
    [
      'ignored while the subflow does not run',
      twice,
      ['{id: late, scope: inner, if_x: "n == 3", result: loss}', '{id: stop, if_x: "n >= 3", result: draw}'],
      'END stop [0]',
      ['inner:loss'],
    ],
    [
      'a scoped score ends the whole game',
      twice,
      ['{id: sc, scope: inner, if_x: "n >= 3", result: score, returns_x: "[n]"}'],
      'END sc [3]',
      [],
    ],
    [
      "a scope equal to the main flow's id means the whole game",
      twice,
      ['{id: all, scope: main, if_x: "n >= 2", result: win, who_x: "0"}'],
      'END all [1]',
      [],
    ],
    [
      'a scoped eliminate is tested only while the subflow runs',
      twice,
      [
        '{id: out, scope: inner, if_x: "n >= 1", result: eliminate, who_x: "0"}',
        '{id: won, scope: inner, if_x: "n == goal", result: win}',
      ],
      'END flow finished without an end condition [0]',
      ['eliminated:0', 'inner:win', 'inner:win'],
    ],
    [
      'a scoped continue is nothing',
      twice,
      ['{id: c, scope: inner, if_x: "True", result: continue}', '{id: won, scope: inner, if_x: "n == goal", result: win}'],
      'END flow finished without an end condition [0]',
      ['inner:win', 'inner:win'],
    ],
  ];
  it.each(cases)('%s', (_name, main, end, last, events) => {
    const { lines, game } = play(scoped(main, end), []);
    expect(lines[lines.length - 1]).toBe(last);
    expect(game.events).toEqual(events);
  });
});

group('reset', () => {
  it('everything without persist: campaign back to its start, init_x again; eliminated and temporary modifiers cleared; results and an undeclared loop variable kept', () => {
    const m = model(
      'game: t',
      'state:',
      '  vars: {gold: {init: 0, persist: campaign}, hp: {init: 2}, max: {init_x: "gold + 1"}, lives: {scope: player, init: 3}, round: {init: 0}}',
      '  zones: {bag: {init_x: "[gold]"}, vault: {persist: campaign}, deck: {shuffled: true, init_x: "[1, 2, 3]"}, hand: {owner: player}}',
      'flows: {inner: {id: inner, kind: step, do: noop}}',
      'flow: {id: g, kind: loop, over_x: "[7]", as: q, once: true, children: [{id: sub, kind: subflow, ref: inner}, {id: s, kind: step, actor_x: "0", do: a}]}',
      'actions:',
      '  noop: {effect: []}',
      '  a:',
      '    effect:',
      '      - {op: add, var: gold, amount: 5}',
      '      - {op: add, var: hp, amount: -1}',
      '      - {op: add, var: "lives[1]", amount: -1}',
      '      - {op: place, what: 1, to: vault}',
      '      - {op: draw, from: deck, to: "hand[0]"}',
      '      - {op: place, what: 9, to: deck, position: top}',
      '      - {op: modify, stat: s, change_x: value}',
      '      - {op: reset, scope: level}',
      'end: [{id: gone, scope: inner, if_x: "True", result: eliminate, who_x: "1"}, {id: done, scope: inner, if_x: "True", result: win, who_x: "0"}]',
    );
    const { game: g, lines } = play(m, [0]);
    expect(lines).toEqual(['C action a [1|2|3] → 1', 'END flow finished without an end condition [0, 0]']);
    expect(py(g.state.vars)).toBe("{'gold': 5, 'hp': 2, 'max': 6, 'lives': [3, 3], 'round': 0, 'q': 7}");
    expect(py(g.state.zones as never)).toBe("{'bag': [5], 'vault': [1], 'deck': [1, 2, 3], 'hand': [[], []]}");
    expect(g.state.known).toEqual({});
    expect(g.state.modifiers).toEqual([]);
    expect(g.state.eliminated).toEqual([]);
    expect(py(g.state.results)).toBe("{'inner': 'win'}");
    expect(g.events).toEqual(['eliminated:1', 'inner:win', 'reset:level']);
  });

  it('the default scope label is scenario', () => {
    const m = model('game: t', 'flow: {id: g, kind: step, do: a}', 'actions: {a: {effect: [{op: reset}]}}');
    expect(play(m, []).game.events).toEqual(['reset:scenario']);
  });

  it('an init_x that fails names the variable', () => {
    const m = model(
      'game: t',
      'state: {vars: {k: {init: 0, persist: campaign}, v: {init_x: "1 / k"}}}',
      'flow: {id: g, kind: step, do: a}',
      'actions: {a: {effect: [{op: reset}]}}',
    );
    expect(errorOf(play(m, []).game)).toMatchObject({ name: 'ExprError', where: 'variable v' });
  });
});
