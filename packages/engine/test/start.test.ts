// docs/engine.md#a-game-start-to-end; docs/reference.md#constants, docs/reference.md#functions, docs/reference.md#state; docs/expressions.md#names-in-scope (names in scope).
import { describe as group, expect, it } from 'vitest';
import { errorOf, model, opsModel, play, py } from './helpers.js';

function started(...lines: string[]) {
  return play(model('game: t', 'num_players: 2', 'flow: {id: g, kind: sequence, children: []}', ...lines), []).game;
}

group('variables', () => {
  it('in declaration order; init is copied as is, null is None; init_x sees the variables above', () => {
    const g = started(
      'constants: {K: 3}',
      'state:',
      '  vars:',
      '    a: {init: 2}',
      '    b: {init_x: "a * K + n_players"}',
      '    c: {init: null}',
      '    d: {init: open}',
      '    e: {init_x: "[p for p in players] + eliminated + [len(results)]"}',
    );
    expect(py(g.state.vars)).toBe("{'a': 2, 'b': 8, 'c': None, 'd': 'open', 'e': [0, 1, 0]}");
  });

  const hidden: [string, string, string][] = [
    ['a variable declared below', '{x: {init_x: "y"}, y: {init: 1}}', "error evaluating 'y': NameError: name 'y' is not defined"],
    ['a zone', '{x: {init_x: "len(deck)"}}', "error evaluating 'len(deck)': NameError: name 'deck' is not defined"],
    ['a derived value', '{x: {init_x: "total"}}', "error evaluating 'total': NameError: name 'total' is not defined"],
    [
      'modified',
      '{x: {init_x: "modified(\'a\', 1)"}}',
      "error evaluating 'modified('a', 1)': NameError: name 'modified' is not defined",
    ],
  ];
  it.each(hidden)('init_x does not see %s', (_n, vars, message) => {
    const g = started(`state: {vars: ${vars}, zones: {deck: {}}, derived: {total: "1"}}`);
    expect(errorOf(g)).toEqual({ name: 'ExprError', where: 'variable x', message });
  });

  it('scope: player repeats a value that is not a list (copies), and takes a list as the per-player list', () => {
    const g = play(
      opsModel({
        vars: '{a: {scope: player, init: {n: 0}}, b: {scope: player, init: [5, 6]}, c: {scope: player, init_x: "[]"}}',
        ops: ['{op: set, var: "a[0][\'n\']", value: 1}'],
      }),
      [],
    ).game;
    expect(py(g.state.vars['a'])).toBe("[{'n': 1}, {'n': 0}]");
    expect(py(g.state.vars['b'])).toBe('[5, 6]');
    expect(py(g.state.vars['c'])).toBe('[]');
  });

  it("a literal init is the game's own copy: changing it leaves the model alone", () => {
    const m = opsModel({ vars: '{a: {init: [1, 2]}}', ops: ['{op: set, var: "a[0]", value: 9}'] });
    const g1 = play(m, []).game;
    const g2 = play(m, []).game;
    expect(py(g1.state.vars['a'])).toBe('[9, 2]');
    expect(py(g2.state.vars['a'])).toBe('[9, 2]');
    expect(JSON.stringify(m.data['state'])).toBe('{"vars":{"a":{"init":[1,2]}},"zones":{}}');
  });
});

group('zones', () => {
  it('init_x sees every variable, not other zones; without init_x a zone is empty (per player: one list each)', () => {
    const g = started(
      'state: {vars: {n: {init: 2}}, zones: {a: {init_x: "list(range(n))"}, b: {owner: player}, c: {owner: player, init_x: "[[1], [2]]"}}}',
    );
    expect(py(g.state.zones['a'])).toBe('[0, 1]');
    expect(py(g.state.zones['b'])).toBe('[[], []]');
    expect(py(g.state.zones['c'])).toBe('[[1], [2]]');
    const bad = started('state: {zones: {a: {init_x: "[1]"}, b: {init_x: "a"}}}');
    expect(errorOf(bad)).toEqual({
      name: 'ExprError',
      where: 'zone b',
      message: "error evaluating 'a': NameError: name 'a' is not defined",
    });
  });
  it('init_x must give a list (of lists for owner: player)', () => {
    expect(errorOf(started('state: {zones: {a: {init_x: "3"}}}')).message).toBe('zone a: init_x must give a list');
    expect(errorOf(started('state: {zones: {a: {owner: player, init_x: "[1, 2]"}}}')).message).toBe(
      'zone a: init_x must give a list of lists, one per player',
    );
  });
  it("a zone's init_x of constants gives the game its own list", () => {
    const g = started('constants: {CARDS: [1, 2]}', 'state: {zones: {deck: {init_x: CARDS}}}');
    expect(g.state.zones['deck']).not.toBe(g.model.constants.get('CARDS'));
  });
});

group('names in scope (expressions.md §6)', () => {
  it('lookup order: local names, variables, zones, own functions, constants, builtins', () => {
    const g = play(
      opsModel({
        constants: '{max: 1, z: 3}',
        vars: '{v: {init: var}, out: {init: null}}',
        zones: '{z: {init_x: "[\'zone\']"}}',
        ops: ['{op: let, bind: v, value: local}', '{op: set, var: out, value_x: "[v, z, max, f(1), len(z)]"}'],
        extra: ['functions: {f: {params: [a], x: "a + 40"}}'],
      }),
      [],
    ).game;
    expect(py(g.state.vars['out'])).toBe("['local', ['zone'], 1, 41, 1]");
  });

  it('a function whose name is taken stops the game at the start', () => {
    const g = started('constants: {f: 2}', 'functions: {f: {params: [a], x: "a"}}');
    expect(errorOf(g)).toEqual({
      name: 'NotExecutable',
      where: "function 'f'",
      message: "function 'f': that name already exists",
    });
  });

  it('a variable hides a builtin; a local hides a board function', () => {
    const g = play(
      opsModel({
        vars: '{max: {init: 7}, out: {init: null}}',
        ops: ['{op: let, bind: cell, value: 5}', '{op: set, var: out, value_x: "[max, cell, len(cells(\'b\'))]"}'],
        extra: ['boards: {b: {kind: square, width: 2, height: 1}}'],
      }),
      [],
    ).game;
    expect(py(g.state.vars['out'])).toBe('[7, 5, 2]');
  });

  it("derived values are computed when used, may use those above, and see the using expression's locals", () => {
    const m = model(
      'game: t',
      'state:',
      '  vars: {score: {scope: player, init: 1}, out: {init: null}}',
      '  derived: {total: "sum(score)", best: {text: highest, x: "max(score)"}, scaled: "best * k", early: "later", later: "1"}',
      'flow: {id: g, kind: step, actor_x: "0", do: a}',
      'actions: {a: {effect: [{op: add, var: "score[1]", amount: 4}, {op: let, bind: k, value: 10}, {op: set, var: out, value_x: "[total, best, scaled]"}]}}',
    );
    expect(py(play(m, []).game.state.vars['out'])).toBe('[6, 5, 50]');
    const early = model(
      'game: t',
      'state: {vars: {out: {init: null}}, derived: {early: "later", later: "1"}}',
      'flow: {id: g, kind: step, do: a}',
      'actions: {a: {effect: [{op: set, var: out, value_x: early}]}}',
    );
    expect(errorOf(play(early, []).game).message).toBe("error evaluating 'later': NameError: name 'later' is not defined");
  });

  it("own functions: parameters, lets, the global part, not the caller's locals; 100 calls deep", () => {
    const m = opsModel({
      vars: '{out: {init: null}, base: {init: 100}}',
      ops: ['{op: let, bind: secret, value: 1}', '{op: set, var: out, value_x: "[twice(3), twice(n=4), fact(5)]"}'],
      extra: [
        'functions:',
        '  twice: {params: [n], let: {m: "n * 2"}, x: "m + base"}',
        '  fact: {params: [n], x: "1 if n <= 1 else n * fact(n - 1)"}',
        '  peek: {params: [], x: secret}',
        '  deep: {params: [n], x: "deep(n + 1)"}',
      ],
    });
    expect(py(play(m, []).game.state.vars['out'])).toBe('[106, 108, 120]');
    const peek = opsModel({
      vars: '{out: {init: null}}',
      ops: ['{op: let, bind: secret, value: 1}', '{op: set, var: out, value_x: "peek()"}'],
      extra: ['functions: {peek: {params: [], x: secret}}'],
    });
    expect(errorOf(play(peek, []).game).message).toBe("error evaluating 'secret': NameError: name 'secret' is not defined");
    const deep = opsModel({
      vars: '{out: {init: null}}',
      ops: ['{op: set, var: out, value_x: "deep(0)"}'],
      extra: ['functions: {deep: {params: [n], x: "deep(n + 1)"}}'],
    });
    expect(errorOf(play(deep, []).game).message).toContain('more than 100 calls deep');
  });

  it('a board error stops the game at the start', () => {
    const g = started('boards: {b: {kind: round}}');
    expect(errorOf(g)).toMatchObject({ name: 'NotExecutable', message: "board 'b': kind 'round'; use square or hex" });
  });
});
