// docs/board-geometry.md#boards (coordinates, directions) and docs/board-geometry.md#board-functions: xy, cell, step, leap, ray, neighbours,
// distance; hex distances, neighbours and rings cross-checked with cube coordinates.

import { describe, expect, test } from 'vitest';
import { cell, cells, distance, leap, loadBoard, neighbours, ray, step, xy, type Board } from '../src/index.js';
import { expectError, hexMap, SKIRMISH_MAP, squareMap } from './maps.js';

// Square, 4 neighbours: a hole at 1,1, a wall between 2,1 and 3,1, and one between 2,1 and 2,0.
const square4 = squareMap(`
  . . . .
  . # .|.
      -
  . . . .
`).board;

// Square, 8 neighbours: a wall between 0,1 and 1,1.
const square8 = squareMap(
  `
  . . .
  .|. .
  . . .
`,
  { neighbours: 8 },
).board;

// The map of hex-skirmish.yaml, with a wall between 0,0 and 1,0.
const hexRect = hexMap(SKIRMISH_MAP, { walls: [['0,0', '1,0']] }).board;

const chess = loadBoard('board', { kind: 'square', width: 8, height: 8, names: 'letters', neighbours: 8 });

type Case = [string, Board, () => unknown, unknown];

describe('§1 coordinates: xy and cell', () => {
  test.each<Case>([
    ['square xy names', square4, () => xy(square4, '3,2'), [3, 2]],
    ['letters: e4 is x 4, y 3', chess, () => xy(chess, 'e4'), [4, 3]],
    ['letters: a1 is 0, 0', chess, () => xy(chess, 'a1'), [0, 0]],
    ['hex is q, r', hexRect, () => xy(hexRect, '-2,4'), [-2, 4]],
    ['cell at coordinates', square4, () => cell(square4, 3, 0), '3,0'],
    ['cell on letters', chess, () => cell(chess, 4, 3), 'e4'],
    ['cell on a hole is None', square4, () => cell(square4, 1, 1), null],
    ['cell off the board is None', square4, () => cell(square4, 4, 0), null],
    ['cell off the board (negative) is None', square4, () => cell(square4, -1, 0), null],
    ['hex cell', hexRect, () => cell(hexRect, -1, 3), '-1,3'],
    ['hex cell on a hole', hexRect, () => cell(hexRect, 2, 3), null],
    ['hex cell left of a shifted row', hexRect, () => cell(hexRect, -1, 1), null],
    ['a whole number written as a decimal is an integer', square4, () => cell(square4, 2.0, 0), '2,0'],
  ])('%s', (_label, _board, run, expected) => {
    expect(run()).toEqual(expected);
  });

  test('xy and cell agree on every cell', () => {
    for (const b of [square4, square8, hexRect, chess]) {
      for (const c of cells(b)) expect(cell(b, ...xy(b, c))).toBe(c);
    }
  });
});

describe('§2 step and leap', () => {
  test.each<Case>([
    ['a step', square4, () => step(square4, '0,0', 'n'), '0,1'],
    ['off the board', square4, () => step(square4, '0,0', 's'), null],
    ['onto a hole', square4, () => step(square4, '0,1', 'e'), null],
    ['through a wall', square4, () => step(square4, '2,1', 'e'), null],
    ['through a wall below', square4, () => step(square4, '2,1', 's'), null],
    ['through a wall from the other side', square4, () => step(square4, '3,1', 'w'), null],
    ['a vector equal to a direction meets the wall', square4, () => step(square4, '2,1', [1, 0]), null],
    ['a longer vector', square4, () => step(square4, '0,0', [3, 2]), '3,2'],
    ['a diagonal vector on 4 neighbours', square4, () => step(square4, '3,0', [-1, 1]), '2,1'],
    ['a vector onto a hole', square4, () => step(square4, '0,0', [1, 1]), null],
    ['[0, 0] stays', square4, () => step(square4, '2,2', [0, 0]), '2,2'],
    ['leap over a wall', square4, () => leap(square4, '2,1', 'e'), '3,1'],
    ['leap over the wall below', square4, () => leap(square4, '2,1', 's'), '2,0'],
    ['leap onto a hole', square4, () => leap(square4, '0,1', 'e'), null],
    ['leap off the board', square4, () => leap(square4, '3,2', 'e'), null],
    ['8 neighbours: the wall blocks the orthogonal step', square8, () => step(square8, '0,1', 'e'), null],
    ['8 neighbours: a diagonal step past the wall', square8, () => step(square8, '0,1', 'ne'), '1,2'],
    ['8 neighbours: the other diagonal', square8, () => step(square8, '1,1', 'sw'), '0,0'],
    ['knight leap', chess, () => leap(chess, 'b1', [1, 2]), 'c3'],
    ['knight leap off the board', chess, () => leap(chess, 'b1', [-2, 1]), null],
    ['hex east', hexRect, () => step(hexRect, '0,2', 'e'), '1,2'],
    ['hex se is r + 1', hexRect, () => step(hexRect, '0,1', 'se'), '0,2'],
    ['hex ne is q + 1, r - 1', hexRect, () => step(hexRect, '0,2', 'ne'), '1,1'],
    ['hex sw', hexRect, () => step(hexRect, '0,1', 'sw'), '-1,2'],
    ['hex nw', hexRect, () => step(hexRect, '0,2', 'nw'), '0,1'],
    ['hex w', hexRect, () => step(hexRect, '1,2', 'w'), '0,2'],
    ['hex through a wall', hexRect, () => step(hexRect, '0,0', 'e'), null],
    ['hex leap over a wall', hexRect, () => leap(hexRect, '0,0', 'e'), '1,0'],
    ['hex onto a hole', hexRect, () => step(hexRect, '2,1', 'e'), null],
    ['hex vector', hexRect, () => step(hexRect, '0,0', [-1, 2]), '-1,2'],
  ])('%s', (_label, _board, run, expected) => {
    expect(run()).toEqual(expected);
  });
});

describe('§2 ray', () => {
  test.each<Case>([
    ['up to the edge', square4, () => ray(square4, '0,0', 'e'), ['1,0', '2,0', '3,0']],
    ['up to and including the first occupied cell (list)', square4, () => ray(square4, '0,0', 'e', ['2,0']), ['1,0', '2,0']],
    ['occupied as a dict: its keys', square4, () => ray(square4, '0,0', 'n', { '0,2': 'wR' }), ['0,1', '0,2']],
    [
      'occupied as a dict with a key that is not on the board and one inherited from nothing',
      square4,
      () => ray(square4, '0,0', 'e', Object.assign(Object.create(null) as object, { zz: 1, '3,0': 'wK' })),
      ['1,0', '2,0', '3,0'],
    ],
    [
      'occupied as a dict: a key that is not enumerable is not one of its keys',
      square4,
      () => ray(square4, '0,0', 'e', Object.defineProperty({ '3,0': 1 }, '1,0', { value: 1, enumerable: false })),
      ['1,0', '2,0', '3,0'],
    ],
    ['occupied as a set', square4, () => ray(square4, '0,0', 'e', new Set(['1,0', '3,0'])), ['1,0']],
    ['occupied as text: a cell in it as a substring', square4, () => ray(square4, '0,0', 'e', '2,0 3,0'), ['1,0', '2,0']],
    [
      'occupied cells off the ray do not matter',
      square4,
      () => ray(square4, '0,0', 'e', ['0,1', 'zz', 7]),
      ['1,0', '2,0', '3,0'],
    ],
    ['occupied None', square4, () => ray(square4, '0,0', 'e', null), ['1,0', '2,0', '3,0']],
    ['up to a hole: empty', square4, () => ray(square4, '0,1', 'e'), []],
    ['up to a wall', square4, () => ray(square4, '2,2', 's'), ['2,1']],
    ['from the edge: empty', square4, () => ray(square4, '3,0', 'e'), []],
    ['with a vector', square4, () => ray(square4, '0,0', [2, 1]), ['2,1']],
    ['with a vector onto a hole', square4, () => ray(square4, '0,0', [1, 1]), []],
    ['diagonal on 8 neighbours', square8, () => ray(square8, '0,0', 'ne'), ['1,1', '2,2']],
    ['8 neighbours: the wall stops the orthogonal ray', square8, () => ray(square8, '0,1', 'e'), []],
    ['rook ray on a chess board', chess, () => ray(chess, 'a1', 'n', { a4: 'wP', a7: 'bP' }), ['a2', 'a3', 'a4']],
    ['hex ray to the edge', hexRect, () => ray(hexRect, '0,2', 'e'), ['1,2', '2,2', '3,2', '4,2', '5,2']],
    ['hex ray to the first occupied cell', hexRect, () => ray(hexRect, '0,2', 'e', ['3,2', '4,2']), ['1,2', '2,2', '3,2']],
    ['hex ray to a hole', hexRect, () => ray(hexRect, '0,1', 'e'), ['1,1', '2,1']],
    ['hex ray to the edge going west', hexRect, () => ray(hexRect, '-1,2', 'w'), []],
  ])('%s', (_label, _board, run, expected) => {
    expect(run()).toEqual(expected);
  });
});

describe('§2 neighbours and distance', () => {
  test.each<Case>([
    ['corner of the board', square4, () => neighbours(square4, '0,0'), ['0,1', '1,0']],
    ['next to a hole', square4, () => neighbours(square4, '1,0'), ['2,0', '0,0']],
    ['walls and a hole around', square4, () => neighbours(square4, '2,1'), ['2,2']],
    ['wall on the other side', square4, () => neighbours(square4, '3,1'), ['3,2', '3,0']],
    ['8 neighbours beside a wall', square8, () => neighbours(square8, '0,1'), ['0,2', '1,2', '1,0', '0,0']],
    [
      '8 neighbours in the middle, wall on the west',
      square8,
      () => neighbours(square8, '1,1'),
      ['1,2', '2,2', '2,1', '2,0', '1,0', '0,0', '0,2'],
    ],
    ['hex in direction order', hexRect, () => neighbours(hexRect, '2,2'), ['3,2', '1,3', '1,2', '2,1']],
    ['hex behind a wall', hexRect, () => neighbours(hexRect, '0,0'), ['0,1']],
    ['hex on the left of a shifted row', hexRect, () => neighbours(hexRect, '-1,3'), ['0,3', '-1,4', '-2,4', '-1,2', '0,2']],
    ['4 neighbours: abs(dx) + abs(dy)', square4, () => distance(square4, '0,0', '3,2'), 5],
    ['8 neighbours: max(abs(dx), abs(dy))', square8, () => distance(square8, '0,0', '2,1'), 2],
    ['ignores walls', square4, () => distance(square4, '2,1', '2,0'), 1],
    ['ignores holes', square4, () => distance(square4, '1,0', '1,2'), 2],
    ['same cell', square4, () => distance(square4, '1,2', '1,2'), 0],
    ['hex steps', hexRect, () => distance(hexRect, '0,1', '5,1'), 5],
    ['hex steps across rows', hexRect, () => distance(hexRect, '-1,3', '5,1'), 6],
    ['hex steps on a line of q + r', hexRect, () => distance(hexRect, '-2,4', '2,0'), 4],
    ['letters', chess, () => distance(chess, 'a1', 'h8'), 7],
  ])('%s', (_label, _board, run, expected) => {
    expect(run()).toEqual(expected);
  });
});

describe('§2 errors of these functions', () => {
  test.each<[string, () => unknown, string]>([
    ['unknown cell', () => step(square4, 'z9', 'n'), "cell 'z9' does not exist on board 'map'"],
    ['a hole does not exist', () => xy(square4, '1,1'), "cell '1,1' does not exist on board 'map'"],
    ['a cell that is not text', () => neighbours(square4, 3 as unknown as string), "cell 3 does not exist on board 'map'"],
    ['xy names on a letters board', () => xy(chess, '0,0'), "cell '0,0' does not exist on board 'board'"],
    ['unknown direction', () => step(square4, '0,0', 'up'), "direction 'up' does not exist on board 'map'"],
    ['ne on 4 neighbours', () => leap(square4, '0,0', 'ne'), "direction 'ne' does not exist on board 'map'"],
    ['n on hex', () => ray(hexRect, '0,0', 'n'), "direction 'n' does not exist on board 'map'"],
    ['short vector', () => step(square4, '0,0', [1]), 'direction [1]: a vector is [dx, dy] with integers'],
    ['decimal in a vector', () => step(square4, '0,0', [1.5, 0]), 'direction [1.5, 0]: a vector is [dx, dy] with integers'],
    [
      'text in a vector',
      () => step(square4, '0,0', ['a', 0] as unknown as number[]),
      "direction ['a', 0]: a vector is [dx, dy] with integers",
    ],
    [
      'direction None',
      () => step(square4, '0,0', null as unknown as string),
      'direction None: a vector is [dx, dy] with integers',
    ],
    ['x not an integer', () => cell(square4, 1.5, 0), 'x must be an integer, not 1.5'],
    ['y not an integer', () => cell(square4, 0, 'a' as unknown as number), "y must be an integer, not 'a'"],
    ['x None', () => cell(square4, null as unknown as number, 0), 'x must be an integer, not None'],
    ['a ray that does not move', () => ray(square4, '0,0', [0, 0]), 'ray: direction [0, 0] does not move'],
    [
      'occupied that is no collection',
      () => ray(square4, '0,0', 'e', 3 as unknown as string[]),
      'occupied must be a list, set or dict of cells, not 3',
    ],
    ['distance to an unknown cell', () => distance(hexRect, '0,0', '9,9'), "cell '9,9' does not exist on board 'map'"],
  ])('%s', (_label, run, message) => {
    expectError(run, 'ValueError', message);
  });
});

// Cells scattered over a large area are found through a map instead of a dense table.
describe('scattered cells', () => {
  const kept = new Set(['50,50', '51,50', '50,51', '49,50']);
  const all: string[] = [];
  for (let y = 0; y < 100; y++) for (let x = 0; x < 100; x++) all.push(`${x},${y}`);
  const plus = loadBoard('plus', { width: 100, height: 100, missing: all.filter((c) => !kept.has(c)) });
  const far = loadBoard('far', { kind: 'hex', cells: ['0,0', '1,0', '1000,-1000', '-7,3'] });
  test.each<Case>([
    ['square: the cells left', plus, () => cells(plus), ['49,50', '50,50', '51,50', '50,51']],
    ['square: neighbours', plus, () => neighbours(plus, '50,50'), ['50,51', '51,50', '49,50']],
    ['square: cell at coordinates', plus, () => cell(plus, 51, 50), '51,50'],
    ['square: a hole', plus, () => cell(plus, 50, 49), null],
    ['square: off the board', plus, () => cell(plus, 100, 50), null],
    ['hex: neighbours', far, () => neighbours(far, '0,0'), ['1,0']],
    ['hex: a far cell', far, () => cell(far, 1000, -1000), '1000,-1000'],
    ['hex: a leap to it', far, () => leap(far, '0,0', [1000, -1000]), '1000,-1000'],
    ['hex: a cell that is not there', far, () => cell(far, 1, 1), null],
  ])('%s', (_label, _board, run, expected) => {
    expect(run()).toEqual(expected);
  });
});

// An independent model of a hex radius board in cube coordinates (x + y + z = 0).
describe('hex radius 5 against cube coordinates', () => {
  const R = 5;
  const board = loadBoard('h', { kind: 'hex', radius: R });
  type Cube = [number, number, number];
  const toCube = (c: string): Cube => {
    const [q, r] = c.split(',').map(Number) as [number, number];
    return [q, -q - r, r];
  };
  const name = ([x, , z]: Cube): string => `${x},${z}`;
  const inside = ([x, y, z]: Cube): boolean => Math.max(Math.abs(x), Math.abs(y), Math.abs(z)) <= R;
  const cubeDistance = (a: Cube, b: Cube): number =>
    Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]));
  // e, se, sw, w, nw, ne as cube steps.
  const CUBE_DIRS: Cube[] = [
    [1, -1, 0],
    [0, -1, 1],
    [-1, 0, 1],
    [-1, 1, 0],
    [0, 1, -1],
    [1, 0, -1],
  ];
  const add = (a: Cube, b: Cube, k = 1): Cube => [a[0] + k * b[0], a[1] + k * b[1], a[2] + k * b[2]];
  // The ring of radius k: start k steps to the north-west, then walk k steps along each side.
  const ring = (centre: Cube, k: number): Cube[] => {
    if (k === 0) return [centre];
    const out: Cube[] = [];
    let c = add(centre, CUBE_DIRS[4]!, k);
    for (let side = 0; side < 6; side++) {
      for (let i = 0; i < k; i++) {
        out.push(c);
        c = add(c, CUBE_DIRS[side]!);
      }
    }
    return out;
  };

  test('the board holds exactly the cells within radius 5 (91)', () => {
    expect(board.cells.length).toBe(3 * R * R + 3 * R + 1);
    expect(new Set(board.cells)).toEqual(
      new Set(
        ring([0, 0, 0], 0)
          .concat(...[1, 2, 3, 4, 5].map((k) => ring([0, 0, 0], k)))
          .map(name),
      ),
    );
  });

  test('distance equals the cube distance for every pair', () => {
    for (const a of board.cells) {
      for (const b of board.cells) expect(distance(board, a, b)).toBe(cubeDistance(toCube(a), toCube(b)));
    }
  });

  test('neighbours are the cube neighbours inside the board, in direction order', () => {
    for (const c of board.cells) {
      const expected = CUBE_DIRS.map((d) => add(toCube(c), d))
        .filter(inside)
        .map(name);
      expect(neighbours(board, c)).toEqual(expected);
    }
  });

  test('rings: the cells at distance k are the cube ring of radius k', () => {
    for (const c of board.cells) {
      for (let k = 0; k <= 2 * R; k++) {
        const expected = new Set(ring(toCube(c), k).filter(inside).map(name));
        expect(new Set(board.cells.filter((o) => distance(board, c, o) === k))).toEqual(expected);
      }
    }
  });
});
