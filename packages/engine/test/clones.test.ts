// Clones are independent: nothing done to a clone changes its original, and the other way round.
// A generator is lazy and usable once, so no copy of a game could have its own: the state refuses
// one wherever it would keep it (README "Decisions").
import { describe as group, expect, it } from 'vitest';
import { newGame } from '../src/index.js';
import { errorOf, model, opsModel, play } from './helpers.js';

const REFUSED = (what: string) => `${what} cannot hold a generator (it is usable once); make it a list with list(...)`;

group('a generator kept in the state', () => {
  it('is refused before a clone could share it with its original', () => {
    // Before: the clone drained the generator the original kept in `g`, so the original summed 0.
    const m = opsModel({
      vars: '{g: {init: 0}, n: {init: -1}}',
      ops: [
        '{op: set, var: g, value_x: "(i for i in range(3))"}',
        '{op: choose, options_x: "[1, 2]", bind: c}',
        '{op: set, var: n, value_x: "sum(g)"}',
      ],
    });
    const game = newGame(m);
    expect(errorOf(game)).toEqual({ name: 'ExprError', where: 'action act', message: REFUSED("variable 'g'") });
  });

  const cases: [string, Partial<Parameters<typeof opsModel>[0]> & { ops: string[] }, string][] = [
    [
      'set, a generator expression',
      { vars: '{g: {init: 0}}', ops: ['{op: set, var: g, value_x: "(i for i in range(3))"}'] },
      "variable 'g'",
    ],
    ['set, zip', { vars: '{g: {init: 0}}', ops: ['{op: set, var: g, value_x: "zip([1], [2])"}'] }, "variable 'g'"],
    [
      'set, inside a list',
      { vars: '{g: {init: 0}}', ops: ['{op: set, var: g, value_x: "[1, [enumerate([1])]]"}'] },
      "variable 'g'",
    ],
    [
      'set, inside a dict',
      { vars: '{g: {init: 0}}', ops: ['{op: set, var: g, value_x: "{\'a\': zip([1], [2])}"}'] },
      "variable 'g'",
    ],
    [
      'set, inside a tuple',
      { vars: '{g: {init: 0}}', ops: ['{op: set, var: g, value_x: "(1, zip([1], [2]))"}'] },
      "variable 'g'",
    ],
    ['set, an element', { vars: '{g: {init: [0]}}', ops: ['{op: set, var: "g[0]", value_x: "zip([1], [2])"}'] }, "variable 'g'"],
    ['add, to a list', { vars: '{g: {init: []}}', ops: ['{op: add, var: g, amount_x: "[zip([1], [2])]"}'] }, "variable 'g'"],
    [
      'set, an attribute',
      {
        zones: '{pile: {kind: list}}',
        ops: [
          "{op: create, what_x: \"{'id': 'a'}\", to: pile, bind: it}",
          '{op: set, of_x: it, attr: power, value_x: "zip([1], [2])"}',
        ],
      },
      "attribute 'power'",
    ],
    [
      'create, with_x',
      {
        zones: '{pile: {kind: list}}',
        ops: ["{op: create, what_x: \"{'id': 'a'}\", to: pile, with_x: \"{'p': zip([1], [2])}\"}"],
      },
      "zone 'pile'",
    ],
    ['place', { zones: '{pile: {kind: list}}', ops: ['{op: place, what_x: "zip([1], [2])", to: pile}'] }, "zone 'pile'"],
    ['let', { ops: ['{op: let, bind: x, value_x: "zip([1], [2])"}'] }, "local name 'x'"],
    ['for_each, an item', { ops: ['{op: for_each, items_x: "[zip([1], [2])]", as: x, body: []}'] }, "local name 'x'"],
    ['choose, an option', { ops: ['{op: choose, options_x: "[zip([1], [2]), 1]", bind: c}'] }, 'an option'],
    ['roll, a face', { ops: ['{op: roll, die_x: "[zip([1], [2]), 1]", bind: c}'] }, 'a face of the die'],
  ];
  it.each(cases)('%s', (_name, parts, what) => {
    const game = newGame(opsModel(parts));
    expect(errorOf(game).message).toBe(REFUSED(what));
  });

  it('init_x of a variable and of a zone', () => {
    const vars = model(
      'game: t',
      'num_players: 1',
      'state: {vars: {g: {init_x: "zip([1], [2])"}}}',
      'flow: {id: g, kind: sequence, children: []}',
    );
    expect(errorOf(newGame(vars)).message).toBe(REFUSED("variable 'g'"));
    const zones = model(
      'game: t',
      'num_players: 1',
      'state: {zones: {z: {kind: list, init_x: "[zip([1], [2])]"}}}',
      'flow: {id: g, kind: sequence, children: []}',
    );
    expect(errorOf(newGame(zones)).message).toBe(REFUSED("zone 'z'"));
  });

  it('a loop over values that hold one', () => {
    const m = model(
      'game: t',
      'num_players: 1',
      'state: {vars: {v: {init: 0}}}',
      'flow: {id: g, kind: loop, as: v, over_x: "[zip([1], [2])]", children: []}',
    );
    expect(errorOf(newGame(m)).message).toBe(REFUSED("variable 'v'"));
  });

  it('is still fine where it is used up at once, and in a shared value without one', () => {
    const m = opsModel({
      vars: '{n: {init: 0}, l: {init: []}, d: {init: [1, 2]}}',
      ops: [
        '{op: set, var: n, value_x: "sum(i for i in range(4))"}',
        '{op: for_each, items_x: "zip([1, 2], [3, 4])", as: p, body: [{op: add, var: n, amount_x: "p[0] * p[1]"}]}',
        '{op: set, var: l, value_x: "list(zip([1], [2]))"}',
        '{op: set, var: l, value_x: "[d, d, l]"}',
        '{op: choose, options_x: "(i for i in range(2))", bind: c}',
      ],
    });
    const { lines, game } = play(m, [1]);
    expect(lines).toEqual(['D action act p0 [0|1] → 1', 'END flow finished without an end condition [0, 0]']);
    expect(game.state.vars['n']).toBe(6 + 11);
  });
});

// A clone shares a variable's flat list or dict when no op of the model can write into it (only
// replace it); everything that can change in place is copied, so the two games stay apart.
group('what a clone shares', () => {
  /** A game waiting at `choose`, after `ops` ran; `tail` runs after the answer. */
  const waiting = (parts: { vars: string; zones?: string; ops: string[]; tail?: string[] }) =>
    newGame(
      opsModel({
        vars: parts.vars,
        zones: parts.zones,
        ops: [...parts.ops, '{op: choose, options_x: "[1, 2]", bind: c}', ...(parts.tail ?? [])],
      }),
    );
  const vars = (g: { state: { vars: object } }) => g.state.vars as Record<string, unknown>;

  const cases: [string, Parameters<typeof waiting>[0], string, boolean][] = [
    ['a flat list set by value', { vars: '{xs: {init: []}}', ops: ['{op: set, var: xs, value_x: "[1, 2]"}'] }, 'xs', true],
    ['a flat dict set by value', { vars: '{d: {init: {}}}', ops: ['{op: set, var: d, value_x: "{\'a\': 1}"}'] }, 'd', true],
    [
      'a list the model writes into (var: xs[0])',
      { vars: '{xs: {init: [0, 0]}}', ops: [], tail: ['{op: set, var: "xs[0]", value_x: c}'] },
      'xs',
      false,
    ],
    [
      'a list when the model writes an attribute anywhere',
      {
        vars: '{xs: {init: [0]}}',
        zones: '{pile: {kind: list}}',
        ops: ["{op: create, what_x: \"{'id': 'a'}\", to: pile, bind: it}"],
        tail: ['{op: set, of_x: it, attr: n, value_x: c}'],
      },
      'xs',
      false,
    ],
    [
      'a zone list held by a variable',
      { vars: '{xs: {init: []}}', zones: '{pile: {kind: list, init_x: "[1, 2]"}}', ops: ['{op: set, var: xs, value_x: pile}'] },
      'xs',
      false,
    ],
    ['a list of lists', { vars: '{xs: {init: []}}', ops: ['{op: set, var: xs, value_x: "[[1], [2]]"}'] }, 'xs', false],
  ];
  it.each(cases)('%s: shared %s', (_, parts, name, shared) => {
    const game = waiting(parts);
    const copy = game.clone();
    expect(vars(copy)[name] === vars(game)[name]).toBe(shared);
    expect(vars(copy)[name]).toEqual(vars(game)[name]);
  });

  it('a zone list held by a variable stays the zone list in the clone, and apart from the original', () => {
    const game = waiting({
      vars: '{xs: {init: []}}',
      zones: '{pile: {kind: list, init_x: "[1, 2]"}}',
      ops: ['{op: set, var: xs, value_x: pile}'],
      tail: ['{op: place, what_x: c, to: pile}'],
    });
    const copy = game.clone();
    copy.answer(1);
    expect(vars(copy)['xs']).toBe(copy.state.zones['pile']);
    expect(vars(copy)['xs']).toEqual([1, 2, 2]);
    expect(vars(game)['xs']).toEqual([1, 2]);
  });

  it('an element written in the clone is not written in the original', () => {
    const game = waiting({ vars: '{xs: {init: [0, 0]}}', ops: [], tail: ['{op: set, var: "xs[0]", value_x: c}'] });
    const copy = game.clone();
    copy.answer(1);
    expect(vars(copy)['xs']).toEqual([2, 0]);
    expect(vars(game)['xs']).toEqual([0, 0]);
  });

  it('options of atoms are one frozen list the clone shares; options of lists are copied', () => {
    const atoms = waiting({ vars: '{}', ops: [] });
    expect(atoms.clone().request()).toEqual(atoms.request());
    const r = atoms.request();
    expect(r.kind === 'decision' && Object.isFrozen(r.options)).toBe(true);
    const lists = newGame(opsModel({ ops: ['{op: choose, options_x: "[[1], [2]]", bind: c}'] }));
    const lr = lists.request();
    expect(lr.kind === 'decision' && Object.isFrozen(lr.options)).toBe(false);
    expect(lists.clone().request()).toEqual(lr);
  });
});
