// docs/views.md: the automatic layout without a view, and what a viewer sees (the engine's own view of
// the game: other players' hands and hidden zones as backs with counts; `null` sees everything).
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Card, Slot, Table } from '../src/index.js';
import { ACCEPTANCE, CARDS, NO_ACCEPTANCE, advance, fileGame, gameOf, slot, table } from './helpers.js';

const names = (cards: readonly Card[]) => cards.map((c) => (c.hidden ? '?' : c.name));
const outline = (t: Table) => ({
  table: t.table.map((r) => r.slots.map(brief)),
  players: t.players.map((p) => ({ player: p.player, you: p.you, rows: p.rows.map((r) => r.slots.map(brief)) })),
});
function brief(s: Slot): string {
  switch (s.kind) {
    case 'zone':
      return `${s.as} ${s.id} ${s.count} [${names(s.cards).join(' ')}]`;
    case 'meter':
      return `meter ${s.id} ${s.dials.map((d) => `${d.value}/${d.max}`).join(' ')}`;
    default:
      return `${s.kind} ${s.id}`;
  }
}

describe('the automatic layout', () => {
  test.skipIf(NO_ACCEPTANCE)('mini-poker: the deck in the table; per player a meter for stake and the hand', () => {
    const g = advance(fileGame(join(ACCEPTANCE, 'mini-poker.yaml'), 3), 2); // both cards dealt
    const t = table(g, null, 0);
    expect([t.automatic, t.view, t.viewer]).toEqual([true, null, 0]);
    expect(outline(t)).toEqual({
      table: [['deck zone:deck 1 []']],
      players: [
        { player: 0, you: true, rows: [['meter meter:stake:0 1/10'], ['row zone:hand:0 1 [K]']] },
        { player: 1, you: false, rows: [['meter meter:stake:1 1/10'], ['row zone:hand:1 1 [?]']] },
      ],
    });
  });
  test('the cards model: shuffled or hidden zones as decks, open ones as rows, numeric per-player variables as meters', () => {
    const t = table(gameOf(CARDS), null, 1);
    expect(outline(t)).toEqual({
      table: [['deck zone:deck 3 []', 'row zone:staging 1 [Orc]', 'row zone:discard 2 [ash bone]', 'deck zone:secret 1 []']],
      players: [
        {
          player: 0,
          you: false,
          rows: [
            ['meter meter:threat:0 28/28', 'meter meter:willpower:0 3/10'],
            ['row zone:heroes:0 1 [Aragorn]', 'row zone:hand:0 1 [?]', 'row zone:attachments:0 1 [Sword]'],
          ],
        },
        {
          player: 1,
          you: true,
          rows: [
            ['meter meter:threat:1 28/28', 'meter meter:willpower:1 4/10'],
            ['row zone:heroes:1 1 [Aragorn]', 'row zone:hand:1 1 [Orc]', 'row zone:attachments:1 0 []'],
          ],
        },
      ],
    });
  });
  test.skipIf(NO_ACCEPTANCE)('a model with only global variables and zones: no player rows', () => {
    const g = fileGame(join(ACCEPTANCE, 'tictactoe.yaml'));
    const t = table(g, null, null);
    expect(t.players.map((p) => p.rows.length)).toEqual([0, 0]);
    expect(t.table.map((r) => r.slots.map((s) => s.id))).toEqual([['zone:board']]);
  });
});

describe.skipIf(NO_ACCEPTANCE)('a hidden hand', () => {
  const view = 'player:\n  - row:\n      - {zone: hand}\n';
  const g = NO_ACCEPTANCE ? gameOf(CARDS) : advance(fileGame(join(ACCEPTANCE, 'mini-poker.yaml'), 3), 2);
  test.each([
    [0, [['K'], ['?']]],
    [1, [['?'], ['J']]],
    [null, [['K'], ['J']]],
  ])('seen by %s', (viewer, hands) => {
    const t = table(g, view, viewer);
    expect([0, 1].map((p) => names(slot(t, `zone:hand:${p}`, 'zone').cards))).toEqual(hands);
    expect([0, 1].map((p) => slot(t, `zone:hand:${p}`, 'zone').count)).toEqual([1, 1]);
    expect(t.players.map((p) => p.you)).toEqual([viewer === 0, viewer === 1]);
  });
  test("the hidden deck as a discard pile shows its top card's back to a player, its face to the all-seeing table", () => {
    const v = 'table:\n  - row:\n      - {zone: deck, as: discard}\n';
    expect(names(slot(table(g, v, 0), 'zone:deck', 'zone').cards)).toEqual(['?']);
    expect(names(slot(table(g, v, null), 'zone:deck', 'zone').cards)).toEqual(['Q']);
  });
});

describe('the table is plain JSON data', () => {
  test('JSON round trip gives the same table', () => {
    const t = table(gameOf(CARDS), null, null);
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
  });
});

describe.skipIf(NO_ACCEPTANCE)('the smallest view of views.md: tictactoe', () => {
  const view = 'view: tictactoe\ntable:\n  - row:\n      - {board: {zone: board, columns: 3}, name: board}\n';
  test('a 3 × 3 grid from the zone; the square just marked is the changed one', () => {
    const g = fileGame(join(ACCEPTANCE, 'tictactoe.yaml'));
    advance(g, 1); // X on square 0
    const before = table(g, view, 0);
    advance(g, 1); // O on square 1
    const t = table(g, view, 1, before);
    const grid = slot(t, 'grid:board', 'grid');
    expect([t.view, grid.name, grid.columns, grid.cells.length]).toEqual(['tictactoe', 'board', 3, 9]);
    expect(grid.cells.map((c) => (c.card === null ? '.' : c.card.hidden ? '?' : c.card.name)).join('')).toBe('XO.......');
    expect(grid.cells.map((c) => (c.changed ? 1 : 0)).join('')).toBe('010000000');
  });
});
