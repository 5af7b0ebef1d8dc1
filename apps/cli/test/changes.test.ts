// What `tabletwin play` prints as changed between two moments of a game.
import { describe, expect, test } from 'vitest';
import { fromJS, newDict } from '@tabletwin/expr';
import type { GameState } from '@tabletwin/engine';
import { changes, stateText } from '../src/changes.js';

function state(vars: unknown, zones: unknown): GameState {
  return { vars: fromJS(vars), zones: fromJS(zones), known: {}, nextUid: 1, eliminated: [], results: newDict(), modifiers: [], ended: null } as unknown as GameState;
}

describe('stateText', () => {
  test.each([
    ['a number', { n: 3 }, {}, [['n', '3']]],
    ['None and text', { a: null, b: 'open' }, {}, [['a', 'None'], ['b', 'open']]],
    ['a per-player zone per player', {}, { hand: [['x'], []] }, [['hand[0]', '[x]'], ['hand[1]', '[]']]],
    ['items by label, id or uid', {}, { pile: [{ id: 'ace', uid: 1 }, { uid: 2, hp: 3 }, { label: 'Bolt', id: 'b' }] }, [['pile', '[ace, 2, Bolt]']]],
    ['other dicts in full', { pos: { x: 1, y: [2] } }, {}, [['pos', '{x: 1, y: [2]}']]],
  ])('%s', (_, vars, zones, expected) => {
    expect([...stateText(state(vars, zones))]).toEqual(expected);
  });
});

describe('changes', () => {
  test('only what differs, in order, with long values cut', () => {
    const before = stateText(state({ a: 1, b: 2, long: 'x' }, { deck: [1, 2] }));
    const after = stateText(state({ a: 1, b: 5, long: 'y'.repeat(100) }, { deck: [2] }));
    expect(changes(before, after)).toEqual(['b: 2 → 5', `long: x → ${'y'.repeat(69)}…`, 'deck: [1, 2] → [2]']);
  });
  test('a name that did not exist before', () => {
    expect(changes(new Map(), new Map([['n', '1']]))).toEqual(['n: (none) → 1']);
  });
});
