// docs/views.md#the-file: zone slots (row, deck, discard, name, wide, small, attachments),
// meters, quests and grids, the notices for names the model lacks, and what changed since the
// previous table.
import { describe, expect, test } from 'vitest';
import type { Card, Table } from '../src/index.js';
import { CARDS, gameOf, slot, slots, table } from './helpers.js';

const row = (...s: string[]) => `table:\n  - row:\n${s.map((x) => `      - ${x}\n`).join('')}`;
const names = (cards: readonly Card[]) => cards.map((c) => (c.hidden ? '?' : c.name));

/** The game after setup, and after one turn (player 0 draws the Orc, threat + 2, progress + 1). */
function games() {
  const before = gameOf(CARDS);
  const after = before.clone();
  after.answer(1);
  return { before, after };
}

describe('zone slots', () => {
  const { before: g } = games();
  test.each([
    ['{zone: deck}', 'zone:deck', { as: 'deck', count: 3, cards: [] }], // shuffled and hidden
    ['{zone: secret}', 'zone:secret', { as: 'deck', count: 1, cards: [] }], // hidden
    ['{zone: staging}', 'zone:staging', { as: 'row', count: 1 }], // open
    ['{zone: discard}', 'zone:discard', { as: 'row', count: 2 }],
    ['{zone: discard, as: discard}', 'zone:discard', { as: 'discard', count: 2 }],
    ['{zone: discard, as: deck}', 'zone:discard', { as: 'deck', count: 2, cards: [] }],
  ])('%s', (s, id, expected) => {
    expect(slot(table(g, row(s), 0), id, 'zone')).toMatchObject(expected);
  });
  test('row: every card; discard: the top card; a hidden zone as a row shows backs, all-seeing shows faces', () => {
    expect(names(slot(table(g, row('{zone: discard}')), 'zone:discard', 'zone').cards)).toEqual(['ash', 'bone']);
    expect(names(slot(table(g, row('{zone: discard, as: discard}')), 'zone:discard', 'zone').cards)).toEqual(['ash']);
    expect(names(slot(table(g, row('{zone: secret, as: row}'), 0), 'zone:secret', 'zone').cards)).toEqual(['?']);
    expect(names(slot(table(g, row('{zone: secret, as: discard}'), 1), 'zone:secret', 'zone').cards)).toEqual(['?']);
    expect(names(slot(table(g, row('{zone: secret, as: row}'), null), 'zone:secret', 'zone').cards)).toEqual(['plan']);
  });
  test('name, wide and small', () => {
    expect(slot(table(g, row('{zone: staging}')), 'zone:staging', 'zone')).toMatchObject({
      name: 'staging',
      wide: false,
      small: false,
    });
    expect(
      slot(table(g, row('{zone: staging, name: staging area, wide: true, small: true}')), 'zone:staging', 'zone'),
    ).toMatchObject({
      name: 'staging area',
      wide: true,
      small: true,
    });
  });
  test('attachments: cards whose field holds the uid of a card here lie under it', () => {
    const t = table(g, 'player:\n  - row:\n      - {zone: heroes, attachments: {zone: attachments, field: host}}\n');
    const heroes = slot(t, 'zone:heroes:0', 'zone').cards;
    expect(heroes.map((c) => (c.hidden ? [] : names(c.attachments)))).toEqual([['Sword']]);
    expect(slot(t, 'zone:heroes:1', 'zone').cards.map((c) => (c.hidden ? [] : names(c.attachments)))).toEqual([[]]);
  });
  test("a per-player zone in the table gives one slot per player; in a player area that player's part", () => {
    const t = table(g, row('{zone: hand}'), null);
    expect(t.table[0]!.slots.map((s) => [s.id, s.kind === 'zone' ? names(s.cards) : null])).toEqual([
      ['zone:hand:0', ['Guard']],
      ['zone:hand:1', ['Orc']],
    ]);
    const p = table(g, 'player:\n  - row:\n      - {zone: hand}\n      - {zone: staging}\n', null);
    expect(p.players.map((a) => a.rows[0]!.slots.map((s) => s.id))).toEqual([
      ['zone:hand:0', 'zone:staging'],
      ['zone:hand:1', 'zone:staging#2'],
    ]);
  });
  test('new since the previous table: the drawn card, nothing else; no previous table, nothing new', () => {
    const { before, after } = games();
    const view = 'player:\n  - row:\n      - {zone: hand}\n      - {zone: heroes}\n';
    const t0 = table(before, view, 0);
    const t1 = table(after, view, 0, t0);
    expect(slot(t1, 'zone:hand:0', 'zone').cards.map((c) => [c.hidden ? '?' : c.name, c.new])).toEqual([
      ['Guard', false],
      ['Orc', true],
    ]);
    expect(slot(t1, 'zone:heroes:0', 'zone').cards.map((c) => c.new)).toEqual([false]);
    expect(slots(table(after, view, 0)).flatMap((s) => (s.kind === 'zone' ? s.cards.map((c) => c.new) : []))).not.toContain(true);
    // A second sword under the same hero: only that one is new.
    const att = 'player:\n  - row:\n      - {zone: heroes, attachments: {zone: attachments, field: host}}\n';
    const hero = slot(table(after, att, 0, table(before, att, 0)), 'zone:heroes:0', 'zone').cards[0]!;
    expect(hero.hidden ? null : [hero.new, hero.attachments.map((c) => [c.hidden ? '?' : c.name, c.new])]).toEqual([
      false,
      [
        ['Sword', false],
        ['Sword', true],
      ],
    ]);
    // Player 1 sees a new back in player 0's hand.
    const o1 = table(after, view, 1, table(before, view, 1));
    expect(slot(o1, 'zone:hand:0', 'zone').cards.map((c) => [c.hidden, c.new])).toEqual([
      [true, false],
      [true, true],
    ]);
  });
});

describe('meters', () => {
  const { before, after } = games();
  const meter = (t: Table, id: string) => slot(t, id, 'meter').dials;
  test.each([
    ['player', '{meter: {var: threat}}', 'meter:threat:0', [{ player: 0, value: 28, max: 28, change: null }]], // max: the larger of 10 and the value
    ['player', '{meter: {var: willpower}}', 'meter:willpower:1', [{ player: 1, value: 4, max: 10, change: null }]],
    ['player', '{meter: {var: threat, max: 50}}', 'meter:threat:0', [{ player: 0, value: 28, max: 50, change: null }]],
    [
      'table',
      '{meter: {var: threat}}',
      'meter:threat',
      [
        { player: 0, value: 28, max: 28, change: null },
        { player: 1, value: 28, max: 28, change: null },
      ],
    ],
    ['table', '{meter: {var: round_no}}', 'meter:round_no', [{ player: null, value: 1, max: 10, change: null }]],
    ['table', '{meter: {var: total_threat}}', 'meter:total_threat', [{ player: null, value: 56, max: 56, change: null }]], // a derived value
    [
      'table',
      '{meter: {var: hand_sizes}}',
      'meter:hand_sizes',
      [
        { player: 0, value: 1, max: 10, change: null },
        { player: 1, value: 1, max: 10, change: null },
      ],
    ], // one number per player
    ['player', '{meter: {var: hand_sizes}}', 'meter:hand_sizes:1', [{ player: 1, value: 1, max: 10, change: null }]],
  ])('%s %s', (where, s, id, dials) => {
    expect(meter(table(before, `${where}:\n  - row:\n      - ${s}\n`), id)).toEqual(dials);
  });
  test("name: the slot's, else the meter's, else the variable", () => {
    expect(slot(table(before, row('{meter: {var: round_no}}')), 'meter:round_no', 'meter').name).toBe('round_no');
    expect(slot(table(before, row('{meter: {var: round_no, name: round}}')), 'meter:round_no', 'meter').name).toBe('round');
    expect(slot(table(before, row('{meter: {var: round_no, name: round}, name: Round}')), 'meter:round_no', 'meter').name).toBe(
      'Round',
    );
  });
  test('a meter shows its change since the previous table', () => {
    const view = 'player:\n  - row:\n      - {meter: {var: threat}}\n';
    const t = table(after, view, 0, table(before, view, 0));
    expect([meter(t, 'meter:threat:0'), meter(t, 'meter:threat:1')]).toEqual([
      [{ player: 0, value: 30, max: 30, change: 2 }],
      [{ player: 1, value: 28, max: 28, change: 0 }],
    ]);
  });
});

describe('quests', () => {
  const { before, after } = games();
  test.each([
    [
      '{quest: {var: quest_card, catalogue: quests, progress: progress}}',
      { name: 'quest_card', progress: 3, goal: 8, change: null, notices: [] },
    ],
    [
      '{quest: {var: quest_card, progress: progress, goal: goal_of}, name: Quest}',
      { name: 'Quest', progress: 3, goal: 5, notices: [] },
    ],
    ['{quest: {var: quest_card}}', { progress: null, goal: 8, notices: [] }],
    [
      '{quest: {var: quest_card, progress: nope, goal: nada}}',
      { progress: null, goal: null, notices: ['variable nope not found', 'value nada not found'] },
    ],
  ])('%s', (s, expected) => {
    const q = slot(table(before, row(s)), 'quest:quest_card', 'quest');
    expect(q).toMatchObject(expected);
    expect(q.card).toMatchObject({ hidden: false, name: 'The Road', fields: { quest_points: 8 } });
  });
  test('progress change since the previous table', () => {
    const v = row('{quest: {var: quest_card, catalogue: quests, progress: progress}}');
    expect(slot(table(after, v, null, table(before, v)), 'quest:quest_card', 'quest')).toMatchObject({ progress: 4, change: 1 });
  });
});

describe('grids', () => {
  const { before, after } = games();
  const cells = (t: Table, id: string) =>
    slot(t, id, 'grid').cells.map((c) => [c.card === null ? null : c.card.hidden ? '?' : c.card.name, c.changed]);
  test('a list variable, columns wide; None is an empty cell', () => {
    const g = slot(table(before, row('{board: {var: marks, columns: 2}}')), 'grid:marks', 'grid');
    expect([g.columns, g.name]).toEqual([2, 'marks']);
    expect(cells(table(before, row('{board: {var: marks}}')), 'grid:marks')).toEqual([
      ['x', false],
      [null, false],
      ['o', false],
      [null, false],
    ]);
    expect(slot(table(before, row('{board: {var: marks}}')), 'grid:marks', 'grid').columns).toBe(3);
  });
  test("a per-player list variable: one grid per player in the table, the player's own in an area", () => {
    const t = table(before, row('{board: {var: tracks, columns: 2}}'));
    expect([cells(t, 'grid:tracks:0'), cells(t, 'grid:tracks:1')]).toEqual([
      [
        ['1', false],
        [null, false],
      ],
      [
        ['3', false],
        ['4', false],
      ],
    ]);
    const p = table(before, 'player:\n  - row:\n      - {board: {var: tracks}}\n');
    expect(slot(p, 'grid:tracks:1', 'grid').player).toBe(1);
  });
  test('a zone; hidden cards are backs', () => {
    expect(cells(table(before, row('{board: {zone: staging}}')), 'grid:staging')).toEqual([['Orc', false]]);
    expect(cells(table(before, row('{board: {zone: secret}}'), 0), 'grid:secret')).toEqual([['?', false]]);
  });
  test('cells that changed since the previous table', () => {
    const v = row('{board: {var: marks}, name: board}');
    expect(cells(table(after, v, null, table(before, v)), 'grid:marks')).toEqual([
      ['x', false],
      ['o', true],
      ['o', false],
      [null, false],
    ]);
  });
});

describe('names the model lacks give a notice, not an error', () => {
  const { before: g } = games();
  test.each([
    ['{zone: nowhere}', 'zone nowhere not found'],
    ['{meter: {var: nope}}', 'variable nope not found'],
    ['{meter: {var: name_var}}', 'variable name_var is not a number'],
    ['{quest: {var: nope}}', 'variable nope not found'],
    ['{quest: {var: quest_card, catalogue: sagas}}', 'catalogue sagas not found'],
    ['{board: {zone: nowhere}}', 'zone nowhere not found'],
    ['{board: {var: nope}}', 'variable nope not found'],
    ['{board: {var: round_no}}', 'variable round_no is not a list'],
    ['{board: {geometry: x}}', 'board x not found'],
  ])('%s', (s, text) => {
    const [only] = slots(table(g, row(s)));
    expect(only).toMatchObject({ kind: 'notice', notice: text, notices: [text] });
  });
  test('an attachments zone the model lacks: the zone is shown, with the notice', () => {
    const z = slot(table(g, row('{zone: staging, attachments: {zone: nowhere, field: host}}')), 'zone:staging', 'zone');
    expect([z.count, z.notices]).toEqual([1, ['zone nowhere not found']]);
  });
});
