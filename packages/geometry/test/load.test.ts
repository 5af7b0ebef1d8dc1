// docs/board-geometry.md#boards: reading boards, cell order, directions, and every board error.

import { describe, expect, test } from 'vitest';
import { cells, directions, loadBoard } from '../src/index.js';
import { expectError, hexMap, SKIRMISH_MAP, squareMap } from './maps.js';

describe('§1 cell order', () => {
  test.each([
    ['square xy, from y = 0 up, x ascending', { width: 3, height: 2 }, ['0,0', '1,0', '2,0', '0,1', '1,1', '2,1']],
    ['square letters', { width: 3, height: 2, names: 'letters' }, ['a1', 'b1', 'c1', 'a2', 'b2', 'c2']],
    ['kind defaults to square', { width: 2, height: 1 }, ['0,0', '1,0']],
    ['holes are left out', { width: 2, height: 2, missing: ['1,0'] }, ['0,0', '0,1', '1,1']],
    [
      'hex radius: from r = -radius, q ascending',
      { kind: 'hex', radius: 1 },
      ['0,-1', '1,-1', '-1,0', '0,0', '1,0', '-1,1', '0,1'],
    ],
    ['hex radius 0 is one cell', { kind: 'hex', radius: 0 }, ['0,0']],
    [
      'hex rectangle: odd rows shifted right, names axial',
      { kind: 'hex', width: 3, height: 4 },
      ['0,0', '1,0', '2,0', '0,1', '1,1', '2,1', '-1,2', '0,2', '1,2', '-1,3', '0,3', '1,3'],
    ],
    ['hex cells in the given order', { kind: 'hex', cells: ['1,1', '0,0', '-3,2'] }, ['1,1', '0,0', '-3,2']],
    ['hex cells win over radius and width', { kind: 'hex', cells: ['5,5'], radius: 2, width: 3, height: 3 }, ['5,5']],
    ['hex radius wins over width', { kind: 'hex', radius: 0, width: 3, height: 3 }, ['0,0']],
  ])('%s', (_label, spec, expected) => {
    expect(cells(loadBoard('b', spec))).toEqual(expected);
  });

  test('row 2 of a hex rectangle starts at q = -1, row 4 at q = -2', () => {
    const b = loadBoard('b', { kind: 'hex', width: 2, height: 5 });
    expect(b.cells.filter((c) => c.endsWith(',2'))[0]).toBe('-1,2');
    expect(b.cells.filter((c) => c.endsWith(',4'))[0]).toBe('-2,4');
  });

  test('letters go up to z, rows count from 1 without limit', () => {
    const b = loadBoard('b', { width: 26, height: 30, names: 'letters' });
    expect(b.cells[25]).toBe('z1');
    expect(b.cells.at(-1)).toBe('z30');
  });

  test('the map of hex-skirmish.yaml drawn as ASCII gives its holes', () => {
    const { board, spec } = hexMap(SKIRMISH_MAP);
    expect(spec['missing']).toEqual(['3,0', '3,1', '2,3', '1,4']);
    expect(board.cells.length).toBe(31);
    expect(board.cells.slice(12, 19)).toEqual(['-1,2', '0,2', '1,2', '2,2', '3,2', '4,2', '5,2']);
  });

  test('an ASCII square map gives its walls', () => {
    const { spec } = squareMap(`
      . .|.
        -
      . . .
    `);
    expect(spec['walls']).toEqual([
      ['1,1', '2,1'],
      ['1,1', '1,0'],
    ]);
  });
});

describe('§1 directions', () => {
  test.each([
    ['square with 4 neighbours', { width: 1, height: 1 }, ['n', 'e', 's', 'w']],
    ['square with 8 neighbours', { width: 1, height: 1, neighbours: 8 }, ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw']],
    ['hex, clockwise from east', { kind: 'hex', radius: 1 }, ['e', 'se', 'sw', 'w', 'nw', 'ne']],
  ])('%s', (_label, spec, expected) => {
    const b = loadBoard('b', spec);
    expect(directions(b)).toEqual(expected);
    expect(b.directions).toEqual(expected);
  });
});

describe('§1 errors in a board', () => {
  const hex = (fields: Record<string, unknown>): Record<string, unknown> => ({ kind: 'hex', ...fields });
  test.each([
    // The messages listed in §1.
    [{ kind: 'x', width: 2, height: 2 }, "board 'b': kind 'x'; use square or hex", 'boards.b.kind'],
    [{ kind: 'square', height: 3 }, "board 'b': width must be an integer, not None", 'boards.b.width'],
    [{ width: 2.5, height: 3 }, "board 'b': width must be an integer, not 2.5", 'boards.b.width'],
    [{ width: 3, height: '3' }, "board 'b': height must be an integer, not '3'", 'boards.b.height'],
    [{ width: 3, height: 3, names: 'x' }, "board 'b': names 'x'; use xy or letters", 'boards.b.names'],
    [{ width: 27, height: 2, names: 'letters' }, "board 'b': names letters allows at most 26 columns", 'boards.b.names'],
    [{ width: 3, height: 3, neighbours: 6 }, "board 'b': neighbours 6; use 4 or 8", 'boards.b.neighbours'],
    [{ width: 3, height: 3, neighbours: '8' }, "board 'b': neighbours '8'; use 4 or 8", 'boards.b.neighbours'],
    [hex({ cells: '0,0' }), "board 'b': cells must be a list of 'q,r' cells", 'boards.b.cells'],
    [hex({ cells: ['0,0', 1] }), "board 'b': cells must be a list of 'q,r' cells", 'boards.b.cells'],
    [hex({ cells: ['0,0', 'x'] }), "board 'b': hex cell 'x'; write 'q,r' with integers", 'boards.b.cells[1]'],
    [hex({ cells: ['0, 1'] }), "board 'b': hex cell '0, 1'; write 'q,r' with integers", 'boards.b.cells[0]'],
    [hex({ cells: ['1.5,0'] }), "board 'b': hex cell '1.5,0'; write 'q,r' with integers", 'boards.b.cells[0]'],
    [hex({ cells: ['0,0', '1,0', '0,0'] }), "board 'b': cell '0,0' appears twice", 'boards.b.cells[2]'],
    [{ width: 3, height: 3, missing: ['9,9'] }, "board 'b': missing names unknown cell '9,9'", 'boards.b.missing[0]'],
    [
      { width: 3, height: 3, names: 'letters', missing: ['0,0'] },
      "board 'b': missing names unknown cell '0,0'",
      'boards.b.missing[0]',
    ],
    [{ width: 3, height: 3, walls: [['0,0']] }, "board 'b': wall ['0,0']; write [cell, cell]", 'boards.b.walls[0]'],
    [{ width: 3, height: 3, walls: ['0,0', '1,0'] }, "board 'b': wall '0,0'; write [cell, cell]", 'boards.b.walls[0]'],
    [
      { width: 3, height: 3, walls: [['0,0', '1,0', '2,0']] },
      "board 'b': wall ['0,0', '1,0', '2,0']; write [cell, cell]",
      'boards.b.walls[0]',
    ],
    [
      {
        width: 3,
        height: 3,
        walls: [
          ['0,0', '1,0'],
          ['0,0', '9,9'],
        ],
      },
      "board 'b': wall at unknown cell '9,9'",
      'boards.b.walls[1]',
    ],
    [
      { width: 3, height: 3, walls: [['0,0', '2,0']] },
      "board 'b': wall between '0,0' and '2,0'; those cells are not adjacent",
      'boards.b.walls[0]',
    ],
    [
      { width: 3, height: 3, walls: [['0,0', '1,1']] },
      "board 'b': wall between '0,0' and '1,1'; those cells are not adjacent",
      'boards.b.walls[0]',
    ],
    [
      hex({ radius: 2, walls: [['0,0', '1,1']] }),
      "board 'b': wall between '0,0' and '1,1'; those cells are not adjacent",
      'boards.b.walls[0]',
    ],
    [
      { width: 3, height: 3, walls: [['1,1', '1,1']] },
      "board 'b': wall between '1,1' and '1,1'; those cells are not adjacent",
      'boards.b.walls[0]',
    ],
    // Where the spec is silent (see README, Decisions).
    [3, "board 'b': a board is a dict of fields, not 3", 'boards.b'],
    [
      { width: 3, height: 3, neighbours: 8, walls: [['0,0', '1,1']] },
      "board 'b': wall between '0,0' and '1,1'; only orthogonal neighbours can have a wall",
      'boards.b.walls[0]',
    ],
    [
      { width: 3, height: 3, missing: ['1,1'], walls: [['1,0', '1,1']] },
      "board 'b': wall at unknown cell '1,1'",
      'boards.b.walls[0]',
    ],
    [{ width: 3, height: 3, missing: ['1,1', '1,1'] }, "board 'b': cell '1,1' appears twice", 'boards.b.missing[1]'],
    [{ width: 3, height: 3, missing: '1,1' }, "board 'b': missing must be a list of cells, not '1,1'", 'boards.b.missing'],
    [{ width: 3, height: 3, walls: 'x' }, "board 'b': walls must be a list of [cell, cell] pairs, not 'x'", 'boards.b.walls'],
    [{ width: 0, height: 3 }, "board 'b': width must be at least 1, not 0", 'boards.b.width'],
    [hex({ radius: -1 }), "board 'b': radius must be at least 0, not -1", 'boards.b.radius'],
    [hex({ radius: true }), "board 'b': radius must be an integer, not True", 'boards.b.radius'],
    [hex({}), "board 'b': a hex board needs cells, radius, or width and height", 'boards.b'],
    [hex({ width: 3 }), "board 'b': height must be an integer, not None", 'boards.b.height'],
    [hex({ cells: ['2000000,0'] }), "board 'b': hex cell '2000000,0'; write 'q,r' with integers", 'boards.b.cells[0]'],
    [{ widht: 3, height: 3 }, "board 'b': unknown field 'widht'", 'boards.b.widht'],
    [hex({ radius: 2, names: 'xy' }), "board 'b': names is not a field of a hex board", 'boards.b.names'],
    [{ width: 3, height: 3, radius: 2 }, "board 'b': radius is not a field of a square board", 'boards.b.radius'],
    [{ width: 2000, height: 2000 }, "board 'b': 4000000 cells; a board has at most 1000000", 'boards.b'],
    [hex({ radius: 1000 }), "board 'b': 3003001 cells; a board has at most 1000000", 'boards.b'],
  ])('%j', (spec, message, where) => {
    const error = expectError(() => loadBoard('b', spec), 'BoardError', message);
    expect(error.board).toBe('b');
    expect(error.where).toBe(where);
  });

  test('label and note are for people and accepted on every kind', () => {
    expect(loadBoard('b', { width: 1, height: 1, label: 'x', note: 'y' }).cells).toEqual(['0,0']);
    expect(loadBoard('b', { kind: 'hex', radius: 0, label: 'x', note: 'y' }).cells).toEqual(['0,0']);
  });

  test('null for an optional field means not given', () => {
    const b = loadBoard('b', { width: 2, height: 1, names: null, neighbours: null, missing: null, walls: null });
    expect(b.cells).toEqual(['0,0', '1,0']);
    expect(b.directions).toEqual(['n', 'e', 's', 'w']);
  });
});
