// The text drawing of a table (src/draw-table.ts) from tableOf's data, and `play --view`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { BoardCell, BoardSlot, Card, Piece, Slot, Table } from '@tabletwin/views';
import { drawTable, meterLine, slotLines } from '../src/draw-table.js';
import { FIXTURES, ROOT, tabletwin, tabletwinWith, tempFolder } from './helpers.js';

const face = (name: string, extra: Partial<Card> = {}): Card =>
  ({
    hidden: false,
    uid: null,
    name,
    type: null,
    typeName: null,
    color: '#777777',
    corner: null,
    stats: [],
    tokens: [],
    tags: [],
    sideways: false,
    attachments: [],
    new: false,
    fields: {},
    ...extra,
  }) as Card;
const back: Card = { hidden: true, new: false };
const piece = (label: string, icon: string | null = null, value: number | null = null): Piece => ({
  label,
  icon,
  initials: label.slice(0, 2),
  color: null,
  value,
  uid: null,
  fields: {},
});
const base = { id: 'x', name: 'x', notices: [] as string[] };
const zone = (as: 'row' | 'deck' | 'discard', cards: Card[], count = cards.length): Slot => ({
  ...base,
  kind: 'zone',
  name: 'hand',
  zone: 'hand',
  player: null,
  as,
  wide: false,
  small: false,
  count,
  cards,
});

describe('slots as lines', () => {
  test.each([
    ['a meter', { player: null, value: 3, max: 5, change: null }, 'score ▮▮▮▯▯ 3/5'],
    ['with its change', { player: null, value: 4, max: 5, change: 1 }, 'score ▮▮▮▮▯ 4/5 (+1)'],
    ['a large maximum: 20 cells', { player: null, value: 50, max: 100, change: -5 }, 'score ▮▮▮▮▮▮▮▮▮▮▯▯▯▯▯▯▯▯▯▯ 50/100 (-5)'],
    ['empty', { player: null, value: 0, max: 3, change: 0 }, 'score ▯▯▯ 0/3'],
  ])('%s', (_, dial, line) => {
    expect(meterLine('score', dial)).toBe(line);
  });

  test.each([
    [
      'a row of cards, new ones marked, backs for what the viewer may not see',
      zone('row', [face('K'), face('Q', { new: true }), back]),
      ['hand (3): K, Q*, ▒'],
    ],
    ['an empty row', zone('row', []), ['hand (0): —']],
    ['a deck: its count only', zone('deck', [], 12), ['hand: 12 cards, face down']],
    ['a discard: the top card', zone('discard', [face('7')], 4), ['hand: 4 cards, top 7']],
    [
      'attachments under a card',
      zone('row', [face('Hero', { attachments: [face('Sword')] } as Partial<Card>)]),
      ['hand (1): Hero [Sword]'],
    ],
    [
      'a per-player meter in the shared table: a dial per player',
      {
        ...base,
        kind: 'meter',
        name: 'hp',
        var: 'hp',
        dials: [
          { player: 0, value: 1, max: 2, change: null },
          { player: 1, value: 2, max: 2, change: null },
        ],
      },
      ['hp[0] ▮▯ 1/2', 'hp[1] ▮▮ 2/2'],
    ],
    [
      'a grid: rows of cells, empty ones as dots',
      {
        ...base,
        kind: 'grid',
        name: 'board',
        player: null,
        columns: 3,
        cells: ['X', null, 'O', null, 'X', null].map((c) => ({ card: c === null ? null : face(c), changed: false })),
      },
      ['board:', '  X . O', '  . X .'],
    ],
    ['a notice', { ...base, kind: 'notice', name: 'map', notice: 'board map not found' }, ['map: (board map not found)']],
    [
      'a quest',
      { ...base, kind: 'quest', name: 'quest', card: face('Dragon'), progress: 2, goal: 5, change: 1 },
      ['quest: Dragon 2/5 (+1)'],
    ],
  ] as [string, Slot, string[]][])('%s', (_, slot, lines) => {
    expect(slotLines(slot)).toEqual(lines);
  });
});

const cell = (name: string, x: number, y: number, pieces: Piece[] = [], highlight: string | null = null): BoardCell => ({
  cell: name,
  x,
  y,
  label: null,
  dark: false,
  highlight,
  pieces,
  changed: false,
});
const boardSlot = (b: Partial<BoardSlot>): Slot => ({
  ...base,
  kind: 'board',
  name: 'map',
  geometry: 'map',
  shape: 'square',
  width: 2,
  height: 2,
  flipped: false,
  cells: [],
  holes: [],
  walls: [],
  columns: [],
  rows: [],
  legend: [],
  offBoard: [],
  ...b,
});

describe('boards', () => {
  test('a square board: rows from the top, edge names, icons or initials, holes, values, legend, walls, pieces off the board', () => {
    const slot = boardSlot({
      cells: [
        cell('a1', 0.5, 1.5, [piece('Knight', '♞')]),
        cell('a2', 0.5, 0.5, [], '#f00'),
        cell('b2', 1.5, 0.5, [piece('Guard', null, 3), piece('Rat')]),
      ],
      columns: [
        { label: 'a', x: 0.5 },
        { label: 'b', x: 1.5 },
      ],
      rows: [
        { label: '1', y: 1.5 },
        { label: '2', y: 0.5 },
      ],
      legend: [{ color: '#f00', name: 'lava' }],
      walls: [{ between: ['a1', 'a2'], x1: 0, y1: 1, x2: 1, y2: 1 }],
      offBoard: [piece('Ghost')],
    });
    expect(slotLines(slot)).toEqual([
      'map:',
      '  2 ~   Gu+',
      '  1 ♞   #',
      '    a   b',
      '  values: Guard b2 3',
      '  legend: ~ lava',
      '  walls: a1|a2',
      '  off the board: Ghost',
    ]);
  });

  test('a hex board: odd rows offset by half a cell', () => {
    const h = Math.sqrt(3);
    const slot = boardSlot({
      shape: 'hex',
      cells: [
        cell('0,0', h / 2, 1, [piece('Archer')]),
        cell('1,0', h * 1.5, 1),
        cell('0,1', h, 2.5),
        cell('1,1', h * 2, 2.5, [piece('Orc')]),
      ],
      holes: [{ cell: '2,0', x: h * 2.5, y: 1 }],
    });
    expect(slotLines(slot)).toEqual(['map:', '  Ar  .   #', '    .   Or']);
  });

  test('a table: the shared rows, then each player area with you and out', () => {
    const table: Table = {
      view: null,
      viewer: 1,
      lang: 'en',
      automatic: true,
      table: [{ slots: [zone('deck', [], 3)] }],
      players: [
        { player: 0, you: false, eliminated: true, rows: [{ slots: [zone('row', [back])] }] },
        { player: 1, you: true, eliminated: false, rows: [] },
      ],
    };
    expect(drawTable(table)).toEqual(['Table', '  hand: 3 cards, face down', 'Player 0 (out)', '  hand (1): ▒']);
  });
});

const march = join(FIXTURES, 'march.yaml');
const marchView = join(FIXTURES, 'march-view.yaml');

describe('play --view', () => {
  test('the table before each request and at the end, as player 1 sees it', async () => {
    const r = await tabletwin('play', march, '--view', marchView, '--view-as', '1', '--seed', '2');
    const table = (moves: string, score0: string) => [
      '     │ Table',
      '     │   field:',
      '     │     3 .  .  Ro',
      '     │     2 .  .  .',
      '     │     1 ♞  .  .',
      '     │       a  b  c',
      `     │   ${moves}`,
      '     │ Player 0',
      `     │   score ${score0}`,
      '     │   hand (1): ▒',
      '     │ Player 1 (you)',
      '     │   score ▯▯▯▯▯ 0/5',
      '     │   hand (1): king',
    ];
    expect(r).toEqual({
      code: 0,
      err: '',
      out: [
        'March · seed 2 · random players, chance from the seed · as player 1 sees it',
        '',
        ...table('moves ▯▯ 0/2', '▯▯▯▯▯ 0/5'),
        // Another player's options are not what player 1 observes: the place and the answer.
        '#1   decision at step turn for player 0  → wait',
        '     changed    moves: 0 → 1',
        ...table('moves ▮▯ 1/2 (+1)', '▯▯▯▯▯ 0/5'),
        '#2   decision at step turn for player 0  → wait',
        '     changed    moves: 1 → 2',
        ...table('moves ▮▮ 2/2 (+1)', '▯▯▯▯▯ 0/5'),
        '',
        'End: done · player 0 0 · player 1 0',
        '',
      ].join('\n'),
    });
  });

  test('the knight moves; without --view-as everything is seen; --view auto has no board', async () => {
    const r = await tabletwin('play', march, '--view', marchView, '--players', 'first');
    expect(r.out).toContain('     │     2 ♞  .  .\n');
    expect(r.out).toContain('     │   hand (1): ace\n');
    expect(r.out).toContain('     │   score ▮▯▯▯▯ 1/5 (+1)\n');
    const auto = await tabletwin('play', march, '--view', 'auto', '--max', '0');
    expect(auto.out).not.toContain('field:');
    expect(auto.out).toContain('     │ Player 0\n');
  });

  test('an automatic layout with nothing to draw says so once, at the first request', async () => {
    const r = await tabletwin('play', join(ROOT, 'models', 'tictactoe.yaml'), '--view', 'auto', '--seed', '1');
    const said = r.out.split('\n').filter((l) => l.includes('nothing to draw'));
    expect(said).toEqual([
      '     │ (the automatic layout has nothing to draw here: no zones and no numeric per-player variables; boards need --view view.yaml)',
    ]);
    expect(r.out.indexOf(said[0]!)).toBeLessThan(r.out.indexOf('#1 '));
  });

  test('a human seat sees the table of the view as that player', async () => {
    const r = await tabletwinWith(['1'], 'play', march, '--view', marchView, '--players', 'human,random');
    expect(r.err.split('\n').slice(0, 6)).toEqual([
      '',
      'Player 0 decides at step turn',
      'Table',
      '  field:',
      '    3 .  .  Ro',
      '    2 .  .  .',
    ]);
    expect(r.err).toContain('\nPlayer 0 (you)\n  score ▯▯▯▯▯ 0/5\n  hand (1): ace\nPlayer 1\n  score ▯▯▯▯▯ 0/5\n  hand (1): ▒\n');
  });

  test("asking a human does not spoil the transcript's changes: each table compares with the one before", async () => {
    const r = await tabletwinWith(['1', '2'], 'play', march, '--view', marchView, '--players', 'human,random');
    expect(r.out).toContain('     │   moves ▮▯ 1/2 (+1)\n');
    expect(r.out).toContain('     │   score ▮▯▯▯▯ 1/5 (+1)\n');
  });

  const hex = join(ROOT, '..', 'shared', 'acceptance', 'models', 'hex-skirmish.yaml');
  test.skipIf(!existsSync(hex))(
    'hex-skirmish (shared acceptance models): a hex board, rows offset, highlights with a legend',
    async () => {
      const view = tempFolder('tabletwin-hex-').file(
        'hex-view.yaml',
        [
          'table:',
          '  - row:',
          '      - name: dungeon',
          '        board:',
          '          geometry: map',
          '          pieces: {zone: figures, field: cell}',
          '          value: hp',
          '          cells:',
          '            - {const: OBSTACLES, color: "#765", name: obstacle}',
          '            - {const: TERRAIN, color: "#6a5", name: difficult terrain}',
        ].join('\n'),
      );
      const r = await tabletwin('play', hex, '--view', view, '--max', '0');
      expect(r.out.split('\n').slice(3, 12)).toEqual([
        '     │ Table',
        '     │   dungeon:',
        '     │     .   .   .   #   .   .   Ar',
        '     │       Wa  .   .   #   .   G1  .',
        '     │     .   .   ^   ^   .   .   ~',
        '     │       Se  .   .   #   .   G2  .',
        '     │     .   .   .   #   .   .   .',
        '     │     values: Archer 6,0 4 · Warrior 0,1 10 · Guard 1 5,1 6 · Seer -1,3 7 · Guard 2 4,3 6',
        '     │     legend: ~ obstacle · ^ difficult terrain',
      ]);
    },
  );

  const { file } = tempFolder('tabletwin-view-');
  test.each([
    [['--view', join(ROOT, 'none.yaml')], `cannot read view ${join(ROOT, 'none.yaml')}: no such file`],
    [['--view', 'BAD'], 'BAD'],
    [['--view', 'auto', '--view-as', '2'], '--view-as 2: the model has players 0 to 1'],
  ])('%j: one line, no stack trace', async (args, message) => {
    const bad = file('bad-view.yaml', 'table:\n  - row:\n      - {zone: hand, as: heap}\n');
    const real = args.map((a) => (a === 'BAD' ? bad : a));
    const expected = message === 'BAD' ? `${bad}, line 3: table[0].row[0].as: 'heap'; use row, deck or discard` : message;
    expect(await tabletwin('play', march, ...real)).toEqual({ code: 1, out: '', err: `tabletwin play: ${expected}\n` });
  });
});
