// What `tabletwin play` prints as changed between two moments of a game.
import { describe, expect, test } from 'vitest';
import { fromJS, newDict, type Value } from '@tabletwin/expr';
import { HIDDEN, type GameState, type GameView } from '@tabletwin/engine';
import { changes, stateText } from '../src/changes.js';

function state(vars: unknown, zones: unknown): GameState {
  return {
    vars: fromJS(vars),
    zones: fromJS(zones),
    known: {},
    nextUid: 1,
    eliminated: [],
    results: newDict(),
    modifiers: [],
    ended: null,
  } as unknown as GameState;
}

const texts = (s: GameState) => [...stateText(s).values()].map((x) => [x.name, x.text]);

describe('stateText', () => {
  test.each([
    ['a number', { n: 3 }, {}, [['n', '3']]],
    [
      'None and text',
      { a: null, b: 'open' },
      {},
      [
        ['a', 'None'],
        ['b', 'open'],
      ],
    ],
    [
      'a per-player zone per player',
      {},
      { hand: [['x'], []] },
      [
        ['hand[0]', '[x]'],
        ['hand[1]', '[]'],
      ],
    ],
    ['items by label, id or uid', {}, { pile: [{ id: 'ace' }, { label: 'Bolt', id: 'b' }] }, [['pile', '[ace, Bolt]']]],
    ['other dicts in full', { pos: { x: 1, y: [2] } }, {}, [['pos', '{x: 1, y: [2]}']]],
    [
      'the attributes of instances (dicts with a uid), without uid and origin',
      {},
      { figures: [{ id: 'w', label: 'Warrior', hp: 10, cell: '0,1', origin: { hp: 10 }, uid: 1 }] },
      [
        ['figures', '[Warrior]'],
        ['id of Warrior', 'w'],
        ['label of Warrior', 'Warrior'],
        ['hp of Warrior', '10'],
        ['cell of Warrior', '0,1'],
      ],
    ],
    [
      'instances with the same label by their uid; one in a zone and a variable once',
      { picked: { label: 'Gold', cost: 9, uid: 2 } },
      {
        deck: [
          { label: 'Gold', cost: 1, uid: 2 },
          { label: 'Gold', cost: 1, uid: 3 },
        ],
      },
      [
        ['picked', 'Gold'],
        ['deck', '[Gold, Gold]'],
        ['label of Gold #2', 'Gold'],
        ['cost of Gold #2', '1'],
        ['label of Gold #3', 'Gold'],
        ['cost of Gold #3', '1'],
      ],
    ],
  ])('%s', (_, vars, zones, expected) => {
    expect(texts(state(vars, zones))).toEqual(expected);
  });
});

describe('changes', () => {
  test('only what differs, in order, with long values cut', () => {
    const before = stateText(state({ a: 1, b: 2, long: 'x' }, { deck: [1, 2] }));
    const after = stateText(state({ a: 1, b: 5, long: 'y'.repeat(100) }, { deck: [2] }));
    expect(changes(before, after)).toEqual(['b: 2 → 5', `long: x → ${'y'.repeat(69)}…`, 'deck: [1, 2] → [2]']);
  });
  test('a name that did not exist before', () => {
    expect(changes(stateText(state({}, {})), stateText(state({ n: 1 }, {})))).toEqual(['n: (none) → 1']);
  });
  test('attribute writes show; a new instance shows by its zone, not attribute by attribute', () => {
    const before = stateText(state({}, { figures: [{ label: 'Warrior', hp: 10, cell: '0,1', uid: 1 }] }));
    const after = stateText(
      state(
        {},
        {
          figures: [
            { label: 'Warrior', hp: 7, cell: '1,1', uid: 1 },
            { label: 'Wolf', hp: 3, uid: 2 },
          ],
        },
      ),
    );
    expect(changes(before, after)).toEqual([
      'figures: [Warrior] → [Warrior, Wolf]',
      'hp of Warrior: 10 → 7',
      'cell of Warrior: 0,1 → 1,1',
    ]);
  });
});

describe('seen by one player', () => {
  /** The view of a player who may see `hand[0]` and `table` only: other lists become `?` per item, as the engine's view has them. */
  const viewOf = (s: GameState): GameView =>
    ({
      vars: s.vars,
      zones: {
        hand: (s.zones['hand'] as Value[][]).map((list, p) => (p === 0 ? list : list.map(() => HIDDEN))),
        deck: (s.zones['deck'] as Value[]).map(() => HIDDEN),
        table: s.zones['table'],
      },
      eliminated: [],
      results: newDict(),
    }) as unknown as GameView;
  const seen = (vars: unknown, zones: unknown) => {
    const s = state(vars, zones);
    return [...stateText(s, viewOf(s)).values()].map((x) => [x.name, x.text]);
  };
  const card = (label: string, uid: number, hp = 1) => ({ label, hp, uid });

  test('hidden items are backs, a run of more than three as a count; their attributes are not there', () => {
    expect(
      seen(
        { n: 2 },
        {
          hand: [[card('K', 1)], [card('Q', 2), card('J', 3)]],
          deck: [1, 2, 3, 4, 5, 6].map((i) => card(`c${i}`, 10 + i)),
          table: [card('A', 4)],
        },
      ),
    ).toEqual([
      ['n', '2'],
      ['hand[0]', '[K]'],
      ['hand[1]', '[▒, ▒]'],
      ['deck', '[▒ ×6]'],
      ['table', '[A]'],
      ['label of K', 'K'],
      ['hp of K', '1'],
      ['label of A', 'A'],
      ['hp of A', '1'],
    ]);
  });

  test('a card going from the table to a hidden hand: its zone changes, its attributes say nothing more', () => {
    const s1 = state({}, { hand: [[], []], deck: [], table: [card('A', 4, 3)] });
    const s2 = state({}, { hand: [[], [card('A', 4, 2)]], deck: [], table: [] });
    expect(changes(stateText(s1, viewOf(s1)), stateText(s2, viewOf(s2)))).toEqual(['hand[1]: [] → [▒]', 'table: [A] → []']);
  });

  test('a hidden value the game holds as ? itself is shown as it is', () => {
    expect(seen({}, { hand: [[], ['?']], deck: [], table: [] })[1]).toEqual(['hand[1]', '[?]']);
  });
});
