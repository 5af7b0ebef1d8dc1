// What `tabletwin play` prints as changed between two moments of a game.
import { describe, expect, test } from 'vitest';
import { fromJS, newDict } from '@tabletwin/expr';
import type { GameState } from '@tabletwin/engine';
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
