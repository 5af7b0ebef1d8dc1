// docs/reference.md#instances (instances), docs/reference.md#order-in-a-zone (stack order) and docs/reference.md#ops place, create, move, destroy, shuffle.
import { describe as group, expect, it } from 'vitest';
import { newDict } from '@tabletwin/expr';
import { errorOf, opsModel, play, py } from './helpers.js';

function run(parts: Parameters<typeof opsModel>[0], answers: (number | string)[] = []) {
  return play(opsModel(parts), answers);
}

group('place', () => {
  const zones = '{board: {init_x: "[None] * 3"}, pile: {}}';
  const cases: [string, string, string][] = [
    ['at_x replaces that element', '{op: place, what_x: "\'X\'", to: board, at_x: "1"}', "[None, 'X', None]"],
    ['a negative index counts from the end', '{op: place, what_x: "\'X\'", to: board, at: -1}', "[None, None, 'X']"],
    ['without at: at the end', '{op: place, what: 5, to: board}', '[None, None, None, 5]'],
    ['position top', '{op: place, what: 5, to: board, position: top}', '[5, None, None, None]'],
  ];
  it.each(cases)('%s', (_n, op, expected) => {
    expect(py(run({ zones, ops: [op] }).game.state.zones['board'])).toBe(expected);
  });
  it('does not make an instance; model data stays read-only', () => {
    const { game } = run({ zones, constants: '{C: {id: c}}', ops: ['{op: place, what_x: C, to: pile}'] });
    expect(py(game.state.zones['pile'])).toBe("[{'id': 'c'}]");
    expect(game.model.dataPaths.has((game.state.zones['pile'] as object[])[0]!)).toBe(true);
  });
  it('an index out of range is an IndexError', () => {
    expect(errorOf(run({ zones, ops: ['{op: place, what: 1, to: board, at: 3}'] }).game).message).toBe(
      'list assignment index out of range',
    );
  });
  it('an unknown position is an error', () => {
    expect(errorOf(run({ zones, ops: ['{op: place, what: 1, to: pile, position: middle}'] }).game).message).toBe(
      "action act: position 'middle': use top, bottom or random",
    );
  });
  it('text `what` without what_x is NotExecutable', () => {
    expect(errorOf(run({ zones, ops: ['{op: place, what: gold, to: pile}'] }).game).message).toBe(
      "action act: field 'what' is text without what_x",
    );
  });
});

group('zone paths', () => {
  const zones = '{hand: {owner: player}, pile: {}}';
  const cases: [string, string][] = [
    ['{op: place, what: 1, to: nowhere}', "zone 'nowhere' not declared"],
    ['{op: place, what: 1, to: hand}', "zone 'hand' belongs to a player; write hand[player]"],
    ['{op: place, what: 1, to: "hand[5]"}', "zone 'hand' has no list for 5"],
    ['{op: place, what: 1, to: "pile[0]"}', "zone 'pile' does not belong to a player; write pile"],
    ['{op: place, what: 1}', "action act: field 'to' is missing"],
  ];
  it.each(cases)('%s', (op, message) => {
    const e = errorOf(run({ zones, ops: [op] }).game);
    expect(e.message).toBe(message);
    expect(e.where).toBe('action act');
  });
  it("hand[actor] is the actor's list", () => {
    expect(py(run({ zones, actor: '1', ops: ['{op: place, what: 7, to: "hand[actor]"}'] }).game.state.zones['hand'])).toBe(
      '[[], [7]]',
    );
  });
});

group('create and instances', () => {
  it('a model dict: simple fields copied, the source under origin, uid 1, 2, 3 …', () => {
    const { game } = run({
      zones: '{army: {}}',
      content: '{units: {archer: {id: archer, hp: 2, tags: [x], effect: [{op: say}]}}}',
      ops: [
        "{op: create, what_x: \"content['units']['archer']\", to: army, n: 2, with_x: \"{'damage': 0}\", bind: u}",
        '{op: add, of_x: u, attr: damage, amount: 1}',
      ],
    });
    const army = game.state.zones['army'] as Record<string, unknown>[];
    expect(army.map((u) => py(Object.assign(newDict(), u, { origin: null })))).toEqual([
      "{'id': 'archer', 'hp': 2, 'origin': None, 'damage': 0, 'uid': 1}",
      "{'id': 'archer', 'hp': 2, 'origin': None, 'damage': 1, 'uid': 2}",
    ]);
    expect(army[0]!['origin']).toBe(army[1]!['origin']);
    expect(game.model.dataPaths.get(army[0]!['origin'] as object)).toEqual(['content', 'units', 'archer']);
  });
  it('a dict built by an expression is copied whole', () => {
    const { game } = run({ zones: '{z: {}}', ops: ["{op: create, what_x: \"{'a': [1], 'b': 2}\", to: z}"] });
    expect(py(game.state.zones['z'])).toBe("[{'a': [1], 'b': 2, 'uid': 1}]");
  });
  it("a zone's init_x turns dicts into instances, in declaration order", () => {
    const { game } = run({
      zones: "{a: {init_x: \"[{'n': 1}, 'x']\"}, b: {owner: player, init_x: \"[[{'n': 2}], [{'n': 3}]]\"}}",
      ops: [],
    });
    expect(py(game.state.zones['a'])).toBe("[{'n': 1, 'uid': 1}, 'x']");
    expect(py(game.state.zones['b'])).toBe("[[{'n': 2, 'uid': 2}], [{'n': 3, 'uid': 3}]]");
  });
  it('with_x must give a dict', () => {
    expect(errorOf(run({ zones: '{z: {}}', ops: ['{op: create, what_x: "{}", to: z, with_x: "3"}'] }).game).message).toBe(
      'action act: with_x gives a int; it must be a dict',
    );
  });
});

group('move', () => {
  const zones = '{hand: {owner: player, init_x: "[[1, 2, 3, 2], []]"}, pile: {}}';
  it('the first equal element is moved', () => {
    const { game } = run({ zones, ops: ['{op: move, what: 2, from: "hand[actor]", to: pile}'] });
    expect(py(game.state.zones['hand'])).toBe('[[1, 3, 2], []]');
    expect(py(game.state.zones['pile'])).toBe('[2]');
  });
  it('a list of items, with position top', () => {
    const { game } = run({ zones, ops: ['{op: move, what: [1, 3], from: "hand[actor]", to: pile, position: top}'] });
    expect(py(game.state.zones['pile'])).toBe('[3, 1]');
  });
  it('an item that is not in `from` names the path as written', () => {
    const e = errorOf(run({ zones, ops: ['{op: move, what: 9, from: "hand[actor]", to: pile}'] }).game);
    expect(e).toEqual({ name: 'ExprError', where: 'action act', message: "action act: move: '9' is not in hand[actor]" });
  });
  it('an instance keeps its state when it moves', () => {
    const { game } = run({
      zones: "{a: {init_x: \"[{'id': 'c', 'hp': 1}]\"}, b: {}}",
      ops: [
        '{op: let, bind: c, value_x: "a[0]"}',
        '{op: add, of_x: c, attr: hp, amount: 1}',
        '{op: move, what_x: c, from: a, to: b}',
      ],
    });
    expect(py(game.state.zones['b'])).toBe("[{'id': 'c', 'hp': 2, 'uid': 1}]");
  });
});

group('destroy', () => {
  const zones = "{a: {init_x: \"['x']\"}, b: {owner: player, init_x: \"[[{'id': 'orc'}], []]\"}}";
  it('without `from`: the first zone in declaration order that holds it; event destroy:<label>', () => {
    const { game } = run({ zones, ops: ['{op: destroy, what_x: "b[0][0]"}'] });
    expect(py(game.state.zones['b'])).toBe('[[], []]');
    expect(game.events).toEqual(['destroy:orc']);
  });
  it('not found is an error', () => {
    expect(errorOf(run({ zones, ops: ['{op: destroy, what_x: "\'y\'"}'] }).game).message).toBe(
      "action act: destroy: 'y' is not in any zone",
    );
    expect(errorOf(run({ zones, ops: ['{op: destroy, what_x: "\'y\'", from: a}'] }).game).message).toBe(
      "action act: destroy: 'y' is not in a",
    );
  });
});

group('stack order (reference §8)', () => {
  const zones = '{deck: {shuffled: true, visibility: hidden, init_x: "[1, 2, 3, 4]"}, hand: {}, plain: {init_x: "[1, 2, 3]"}}';

  it('drawing from a shuffled zone is a chance over the unknown cards', () => {
    const { lines, game } = run({ zones, ops: ['{op: draw, from: deck, to: hand, n: 2}'] }, ['3', '1']);
    expect(lines).toEqual([
      'C action act [1|2|3|4] → 3',
      'C action act [1|2|4] → 1',
      'END flow finished without an end condition [0, 0]',
    ]);
    expect(py(game.state.zones['hand'])).toBe('[3, 1]');
    expect(py(game.state.zones['deck'])).toBe('[2, 4]');
  });

  it('from a zone that is not shuffled, draw takes element 0 without a chance', () => {
    const { lines, game } = run({ zones, ops: ['{op: draw, from: plain, to: hand, n: 2}'] });
    expect(lines).toEqual(['END flow finished without an end condition [0, 0]']);
    expect(py(game.state.zones['hand'])).toBe('[1, 2]');
  });

  it('draw stops early when the source is empty', () => {
    expect(py(run({ zones, ops: ['{op: draw, from: plain, to: hand, n: 5}'] }).game.state.zones['hand'])).toBe('[1, 2, 3]');
  });

  it('a card put on top is known: drawn first, without a chance', () => {
    const { lines, game } = run({
      zones,
      ops: ['{op: place, what: 9, to: deck, position: top}', '{op: draw, from: deck, to: hand}'],
    });
    expect(lines).toEqual(['END flow finished without an end condition [0, 0]']);
    expect(py(game.state.zones['hand'])).toBe('[9]');
  });

  it('the known bottom comes only after the unknown middle; the last unknown card needs no chance', () => {
    const z = '{deck: {shuffled: true, init_x: "[1, 2]"}, hand: {}}';
    const { lines, game } = run(
      { zones: z, ops: ['{op: place, what: 9, to: deck, position: bottom}', '{op: draw, from: deck, to: hand, n: 3}'] },
      ['2'],
    );
    expect(lines).toEqual(['C action act [1|2] → 2', 'END flow finished without an end condition [0, 0]']);
    expect(py(game.state.zones['hand'])).toBe('[2, 1, 9]');
  });

  it('without position an item goes among the unknown cards, before the known bottom', () => {
    const z = '{deck: {shuffled: true, init_x: "[1]"}}';
    const { game } = run({
      zones: z,
      ops: [
        '{op: place, what: 9, to: deck, position: bottom}',
        '{op: place, what: 5, to: deck}',
        '{op: place, what: 6, to: deck, position: random}',
      ],
    });
    expect(py(game.state.zones['deck'])).toBe('[1, 5, 6, 9]');
    expect(game.state.known['deck']).toEqual([0, 1]);
  });

  it('look fixes the looked-at cards as the known top, one chance per unknown position', () => {
    const { lines, game } = run(
      {
        zones,
        ops: ['{op: look, from: deck, n: 2, bind: seen}', '{op: draw, from: deck, to: hand}', '{op: set, var: s, value_x: seen}'],
        vars: '{s: {init: null}}',
      },
      ['4', '2'],
    );
    expect(lines).toEqual([
      'C action act [1|2|3|4] → 4',
      'C action act [1|2|3] → 2',
      'END flow finished without an end condition [0, 0]',
    ]);
    expect(py(game.state.vars['s'])).toBe('[4, 2]');
    expect(py(game.state.zones['hand'])).toBe('[4]');
    expect(game.state.known['deck']).toEqual([1, 0]);
  });

  it('shuffle forgets the known top and bottom (and does not reorder)', () => {
    const { lines, game } = run(
      {
        zones,
        ops: ['{op: place, what: 9, to: deck, position: top}', '{op: shuffle, zone: deck}', '{op: draw, from: deck, to: hand}'],
      },
      ['9'],
    );
    expect(lines[0]).toBe('C action act [9|1|2|3|4] → 9');
    expect(game.state.known['deck']).toBeUndefined();
  });

  it('shuffle without a zone, or on a zone that is not shuffled, does nothing', () => {
    const { game } = run({ zones, ops: ['{op: shuffle}', '{op: shuffle, zone: plain}', '{op: draw, from: plain, to: hand}'] });
    expect(py(game.state.zones['hand'])).toBe('[1]');
  });

  it('moving a card out of the known top keeps the rest known', () => {
    const { game } = run({
      zones,
      ops: [
        '{op: place, what: 8, to: deck, position: top}',
        '{op: place, what: 9, to: deck, position: top}',
        '{op: move, what: 9, from: deck, to: hand}',
      ],
    });
    expect(game.state.known['deck']).toEqual([1, 0]);
  });
});
