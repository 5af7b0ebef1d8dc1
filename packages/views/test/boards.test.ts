// docs/views.md#boards: cells placed by the model's own geometry, pieces from a dict
// or a zone, icons, colours, values, highlighted cells with a legend, checkered, flip, names,
// holes and walls, the cells that changed, and the notices.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { BoardSlot, Table } from '../src/index.js';
import { ACCEPTANCE, MODELS, NO_ACCEPTANCE, fileGame, gameOf, slot, table } from './helpers.js';

/** Two kings and a queen on a chess board; each turn white's king steps e1 → e2 and back. */
const CHESS = `
game: mini-chess
label: Mini chess
num_players: 2
boards:
  board: {kind: square, width: 8, height: 8, names: letters, neighbours: 8, walls: [[a1, b1]]}
state:
  vars:
    pieces: {init_x: "{'e1': 'wK', 'e8': 'bK', 'd1': {'label': 'wQ', 'side': 'w'}, 'h8': 'black rook'}"}
flow:
  id: game
  kind: loop
  children: [{id: turn, kind: step, actor_x: "0", do: [move, stay]}]
actions:
  stay: {effect: []}
  move:
    effect:
      - {op: set, var: pieces, value_x: "{('e2' if k == 'e1' else 'e1' if k == 'e2' else k): v for k, v in pieces.items()}"}
end:
  - {id: never, if_x: "False", result: draw}
`;
const CHESS_VIEW = (extra = '') => `
table:
  - row:
      - name: chessboard
        board:
          geometry: board
          pieces: {var: pieces}
          icons:
            wK: {icon: "♚", color: white}
            bK: {icon: "♚", color: black}
            wQ: "♛"
${extra}`;

const board = (t: Table, id = 'board:board'): BoardSlot => slot(t, id, 'board');
const at = (b: BoardSlot, cell: string) => b.cells.find((c) => c.cell === cell)!;

describe('a square board with pieces from a dict', () => {
  const g = gameOf(CHESS);
  test('cells in cell order, a1 at the bottom left, 1 wide', () => {
    const b = board(table(g, CHESS_VIEW()));
    expect([b.name, b.shape, b.width, b.height, b.cells.length, b.flipped]).toEqual(['chessboard', 'square', 8, 8, 64, false]);
    expect(b.cells.slice(0, 2).map((c) => [c.cell, c.x, c.y])).toEqual([
      ['a1', 0.5, 7.5],
      ['b1', 1.5, 7.5],
    ]);
    expect([at(b, 'h8').x, at(b, 'h8').y]).toEqual([7.5, 0.5]);
  });
  test.each([
    ['e1', [{ label: 'wK', icon: '♚', initials: 'wK', color: 'white', value: null, uid: null, fields: {} }]],
    ['e8', [{ label: 'bK', icon: '♚', initials: 'bK', color: 'black', value: null, uid: null, fields: {} }]],
    ['d1', [{ label: 'wQ', icon: '♛', initials: 'wQ', color: null, value: null, uid: null, fields: { label: 'wQ', side: 'w' } }]], // a dict: by its label
    ['h8', [{ label: 'black rook', icon: null, initials: 'br', color: null, value: null, uid: null, fields: {} }]], // no icon: initials
    ['a1', []],
  ])('piece on %s', (cell, pieces) => {
    expect(at(board(table(g, CHESS_VIEW())), cell).pieces).toEqual(pieces);
  });
  test('checkered: a1 dark, b1 light; without it nothing is dark', () => {
    const b = board(table(g, CHESS_VIEW('          checkered: true')));
    expect(['a1', 'b1', 'a2', 'h8'].map((c) => at(b, c).dark)).toEqual([true, false, false, true]);
    expect(board(table(g, CHESS_VIEW())).cells.some((c) => c.dark)).toBe(false);
  });
  test('names: a–h and 1–8 along the edges; none without names', () => {
    const b = board(table(g, CHESS_VIEW('          names: true')));
    expect(b.columns.map((c) => `${c.label}@${c.x}`).join(' ')).toBe('a@0.5 b@1.5 c@2.5 d@3.5 e@4.5 f@5.5 g@6.5 h@7.5');
    expect(b.rows.map((r) => `${r.label}@${r.y}`).join(' ')).toBe('1@7.5 2@6.5 3@5.5 4@4.5 5@3.5 6@2.5 7@1.5 8@0.5');
    expect(b.cells.every((c) => c.label === null)).toBe(true);
    const plain = board(table(g, CHESS_VIEW()));
    expect([plain.columns, plain.rows]).toEqual([[], []]);
  });
  test.each([
    [0, false, [0.5, 7.5], 'a@0.5'],
    [null, false, [0.5, 7.5], 'a@0.5'],
    [1, true, [7.5, 0.5], 'a@7.5'],
  ])('flip: viewer %s', (viewer, flipped, a1, firstColumn) => {
    const b = board(table(g, CHESS_VIEW('          flip: true\n          names: true'), viewer));
    expect([b.flipped, [at(b, 'a1').x, at(b, 'a1').y], `${b.columns[0]!.label}@${b.columns[0]!.x}`]).toEqual([
      flipped,
      a1,
      firstColumn,
    ]);
    expect(b.walls[0]).toEqual(
      flipped ? { between: ['a1', 'b1'], x1: 7, y1: 1, x2: 7, y2: 0 } : { between: ['a1', 'b1'], x1: 1, y1: 7, x2: 1, y2: 8 },
    );
  });
  test('without flip, player 1 sees the board the same way', () => {
    expect(board(table(g, CHESS_VIEW(), 1)).flipped).toBe(false);
  });
  test('the cells that changed since the previous table: from and to', () => {
    const before = table(g, CHESS_VIEW());
    const next = g.clone();
    next.answer(0);
    const b = board(table(next, CHESS_VIEW(), null, before));
    expect(b.cells.filter((c) => c.changed).map((c) => c.cell)).toEqual(['e1', 'e2']);
    expect(board(table(next, CHESS_VIEW())).cells.some((c) => c.changed)).toBe(false);
  });
});

describe('lily-pond (models/): a hole in a letters board', () => {
  const g = fileGame(join(MODELS, 'lily-pond.yaml'));
  const v = 'table:\n  - row:\n      - {board: {geometry: pond, pieces: {var: pieces}, names: true}}\n';
  test('c3 is a hole, drawn apart from the cells; pieces are text', () => {
    const b = board(table(g, v), 'board:pond');
    expect([b.cells.length, b.holes]).toEqual([24, [{ cell: 'c3', x: 2.5, y: 2.5 }]]);
    expect(['a1', 'c1', 'c5'].map((c) => at(b, c).pieces.map((p) => p.label))).toEqual([['wF'], ['wP'], ['bP']]);
    expect(b.columns.map((c) => c.label)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe.skipIf(NO_ACCEPTANCE)('hex-skirmish: figures from a zone, side colours, hp values, highlighted cells', () => {
  const g = NO_ACCEPTANCE ? gameOf(CHESS) : fileGame(join(ACCEPTANCE, 'hex-skirmish.yaml'));
  const v = `
table:
  - row:
      - name: dungeon
        board:
          geometry: map
          pieces: {zone: figures, field: cell}
          color: {field: side, values: {hero: "#2f6fb3", monster: "#a53a2c"}}
          value: hp
          names: true
          cells:
            - {const: OBSTACLES, color: "rgba(120, 100, 70, .65)", name: obstacle}
            - {const: TERRAIN, color: "rgba(110, 160, 80, .42)", name: difficult terrain}
`;
  const b = NO_ACCEPTANCE ? (null as unknown as BoardSlot) : board(table(g, v), 'board:map');
  test('pointy hexes, odd rows shifted right, corners 1 from the centre', () => {
    expect([b.shape, b.width, b.height, b.cells.length]).toEqual(['hex', 12.9904, 8, 31]);
    expect(['0,0', '0,1', '-1,2', '6,1'].map((c) => [c, at(b, c).x, at(b, c).y])).toEqual([
      ['0,0', 0.866, 1],
      ['0,1', 1.7321, 2.5],
      ['-1,2', 0.866, 4],
      ['6,1', 12.1244, 2.5],
    ]);
    expect(b.holes.map((h) => h.cell)).toEqual(['3,0', '3,1', '2,3', '1,4']);
  });
  test.each([
    ['0,1', 'Warrior', 'Wa', '#2f6fb3', 10],
    ['-1,3', 'Seer', 'Se', '#2f6fb3', 7],
    ['5,1', 'Guard 1', 'G1', '#a53a2c', 6],
    ['6,0', 'Archer', 'Ar', '#a53a2c', 4],
  ])('%s: %s', (cell, label, initials, color, value) => {
    expect(at(b, cell).pieces.map((p) => [p.label, p.initials, p.color, p.value, p.fields['side']])).toEqual([
      [label, initials, color, value, color === '#2f6fb3' ? 'hero' : 'monster'],
    ]);
  });
  test('highlights and legend; hex names in each cell', () => {
    expect(b.cells.filter((c) => c.highlight !== null).map((c) => [c.cell, c.highlight])).toEqual([
      ['1,2', 'rgba(110, 160, 80, .42)'],
      ['2,2', 'rgba(110, 160, 80, .42)'],
      ['5,2', 'rgba(120, 100, 70, .65)'],
    ]);
    expect(b.legend).toEqual([
      { color: 'rgba(120, 100, 70, .65)', name: 'obstacle' },
      { color: 'rgba(110, 160, 80, .42)', name: 'difficult terrain' },
    ]);
    expect(at(b, '-1,2').label).toBe('-1,2');
    expect([b.columns, b.rows]).toEqual([[], []]);
  });
});

describe('walls on a hex board (lantern-marsh)', () => {
  const g = fileGame(join(MODELS, 'lantern-marsh.yaml'));
  const b = board(table(g, 'table:\n  - row:\n      - {board: {geometry: marsh}}\n'), 'board:marsh');
  test('each wall is the shared edge: 1 long, through the midpoint, across the line of centres', () => {
    expect(b.walls.map((w) => w.between)).toEqual([
      ['4,2', '5,2'],
      ['5,1', '5,2'],
    ]);
    for (const w of b.walls) {
      const [a, c] = w.between.map((n) => at(b, n));
      expect(Math.hypot(w.x2 - w.x1, w.y2 - w.y1)).toBeCloseTo(1, 3);
      expect((w.x1 + w.x2) / 2).toBeCloseTo((a!.x + c!.x) / 2, 3);
      expect((w.y1 + w.y2) / 2).toBeCloseTo((a!.y + c!.y) / 2, 3);
      expect((w.x2 - w.x1) * (c!.x - a!.x) + (w.y2 - w.y1) * (c!.y - a!.y)).toBeCloseTo(0, 3);
    }
    expect(b.holes.map((h) => h.cell)).toEqual(['3,0', '2,2', '4,3']);
  });
});

describe('notices on a board', () => {
  const g = gameOf(CHESS);
  test.each([
    ['{board: {geometry: nowhere}}', { kind: 'notice', notice: 'board nowhere not found' }],
    ['{board: {geometry: board, pieces: {var: nope}}}', { kind: 'board', notices: ['variable nope not found'] }],
    ['{board: {geometry: board, pieces: {zone: nope}}}', { kind: 'board', notices: ['zone nope not found'] }],
    [
      '{board: {geometry: board, cells: [{const: NOPE, color: red}, {var: nada, color: blue}]}}',
      { kind: 'board', notices: ['constant NOPE not found', 'variable nada not found'] },
    ],
  ])('%s', (s, expected) => {
    const t = table(g, `table:\n  - row:\n      - ${s}\n`);
    expect(t.table[0]!.slots[0]).toMatchObject(expected);
  });
  test('xy names on a square board: numbers', () => {
    const sq = gameOf(CHESS.replace('names: letters, ', '').replace('[[a1, b1]]', "[['0,0', '1,0']]"));
    const b = board(table(sq, 'table:\n  - row:\n      - {board: {geometry: board, names: true}}\n'));
    expect([b.columns[0]!.label, b.columns[7]!.label, b.rows[0]!.label, b.cells[0]!.cell]).toEqual(['0', '7', '0', '0,0']);
  });
  test('a piece on a cell the board lacks is listed off the board', () => {
    const odd = gameOf(CHESS.replace("'h8': 'black rook'", "'z9': 'ghost'"));
    expect(board(table(odd, CHESS_VIEW())).offBoard.map((p) => p.label)).toEqual(['ghost']);
  });
});
