// docs/board-geometry.md#board-functions "Patterns": shape.

import { describe, expect, test } from 'vitest';
import { loadBoard, shape } from '../src/index.js';
import { expectError, hexMap, SKIRMISH_MAP } from './maps.js';

const hex2 = loadBoard('hex', { kind: 'hex', radius: 2, walls: [['0,0', '1,0']] });
const square5 = loadBoard('sq', { width: 5, height: 5 });
const skirmish = hexMap(SKIRMISH_MAP).board;
const TRIANGLE = [[0, 0], 'e', 'se'];

describe('hex: the triangle [[0, 0], e, se] in all six rotations', () => {
  test.each([
    [0, ['0,0', '1,0', '0,1']],
    [1, ['0,0', '0,1', '-1,1']],
    [2, ['0,0', '-1,1', '-1,0']],
    [3, ['0,0', '-1,0', '0,-1']],
    [4, ['0,0', '0,-1', '1,-1']],
    [5, ['0,0', '1,-1', '1,0']],
    [6, ['0,0', '1,0', '0,1']],
    [7, ['0,0', '0,1', '-1,1']],
    [-1, ['0,0', '1,-1', '1,0']],
    [-6, ['0,0', '1,0', '0,1']],
  ])('turns %d', (turns, expected) => {
    expect(shape(hex2, '0,0', TRIANGLE, turns)).toEqual(expected);
  });
});

test.each<[string, () => unknown, unknown]>([
  ['turns None is no rotation', () => shape(hex2, '0,0', TRIANGLE, null), ['0,0', '1,0', '0,1']],
  ['turns left out', () => shape(hex2, '0,0', TRIANGLE), ['0,0', '1,0', '0,1']],
  ['walls do not matter', () => shape(hex2, '0,0', ['e']), ['1,0']],
  ['cells off the board are left out', () => shape(hex2, '2,0', TRIANGLE), ['2,0']],
  ['holes are left out', () => shape(skirmish, '2,2', TRIANGLE, 1), ['2,2', '1,3']],
  ['duplicates appear once, first place kept', () => shape(hex2, '0,0', ['e', [1, 0], [0, 0], 'e']), ['1,0', '0,0']],
  ['three turns is half a turn', () => shape(hex2, '0,0', ['e', 'se'], 3), ['-1,0', '0,-1']],
  ['an empty pattern', () => shape(hex2, '0,0', []), []],
  ['all six around, at the edge', () => shape(hex2, '1,1', ['e', 'se', 'sw', 'w', 'nw', 'ne']), ['0,2', '0,1', '1,0', '2,0']],
  ['square: turned once clockwise, n becomes e', () => shape(square5, '2,2', ['n', [2, 1]], 1), ['3,2', '3,0']],
  ['square: counter-clockwise', () => shape(square5, '2,2', ['n', [2, 1]], -1), ['1,2', '1,4']],
  ['square: half a turn', () => shape(square5, '2,2', ['n', [2, 1]], 2), ['2,1', '0,1']],
  ['square: four turns', () => shape(square5, '2,2', ['n', [2, 1]], 4), ['2,3', '4,3']],
  ['square: off the board', () => shape(square5, '4,4', ['n', 'e', [0, 0], 's'], 0), ['4,4', '4,3']],
])('%s', (_label, run, expected) => {
  expect(run()).toEqual(expected);
});

describe('errors', () => {
  test.each<[string, () => unknown, string]>([
    [
      'pattern as text',
      () => shape(hex2, '0,0', 'e' as unknown as string[]),
      "shape: pattern must be a list of vectors or directions, not 'e'",
    ],
    [
      'pattern None',
      () => shape(hex2, '0,0', null as unknown as string[]),
      'shape: pattern must be a list of vectors or directions, not None',
    ],
    ['a bad vector', () => shape(hex2, '0,0', [[1]]), 'direction [1]: a vector is [dx, dy] with integers'],
    ['a direction of another kind of board', () => shape(square5, '0,0', ['ne']), "direction 'ne' does not exist on board 'sq'"],
    ['turns not an integer', () => shape(hex2, '0,0', TRIANGLE, 1.5), 'shape: turns must be an integer, not 1.5'],
    ['unknown cell', () => shape(hex2, '3,0', TRIANGLE), "cell '3,0' does not exist on board 'hex'"],
  ])('%s', (_label, run, message) => {
    expectError(run, 'ValueError', message);
  });
});
