// docs/board-geometry.md#board-functions "Line of sight" and docs/board-geometry.md#errors-in-a-board (limits).

import { describe, expect, test } from 'vitest';
import { lineOfSight, loadBoard, type SightOptions } from '../src/index.js';
import { expectError, hexMap, SKIRMISH_MAP, squareMap } from './maps.js';

const open5 = loadBoard('open', { width: 5, height: 5 });
const holed = squareMap(`
  . . . . .
  . . # . .
  . . . . .
`).board;
// A wall between 1,0 and 2,0, and one between 0,0 and 0,1.
const walled = squareMap(`
  . . . . .
  -
  . .|. . .
`).board;
const hex3 = loadBoard('hex', { kind: 'hex', radius: 3 });
const hexWalled = loadBoard('hex', { kind: 'hex', radius: 2, walls: [['0,0', '1,0']] });
// 1,0 is not a cell: a line through it leaves the board.
const hexGap = loadBoard('hex', { kind: 'hex', cells: ['0,0', '0,1', '1,1', '2,0'] });
const skirmish = hexMap(SKIRMISH_MAP).board;

const CORNERS: SightOptions = { corners: true };

test.each<[string, () => boolean, boolean]>([
  ['a == b is always True', () => lineOfSight(open5, '2,2', '2,2', { blockers: ['2,2'] }), true],
  ['a == b on a hex board', () => lineOfSight(hex3, '0,0', '0,0', CORNERS), true],
  ['neighbours see each other', () => lineOfSight(open5, '0,0', '1,0'), true],
  ['a blocker on the line', () => lineOfSight(open5, '0,0', '4,0', { blockers: ['2,0'] }), false],
  ['a blocker beside the line', () => lineOfSight(open5, '0,0', '4,0', { blockers: ['2,1'] }), true],
  ['a and b themselves do not block', () => lineOfSight(open5, '0,0', '4,0', { blockers: ['0,0', '4,0'] }), true],
  ['blockers as a dict', () => lineOfSight(open5, '0,0', '4,4', { blockers: { '2,2': 'orc' } }), false],
  ['blockers None', () => lineOfSight(open5, '0,0', '4,4', { blockers: null }), true],
  // The centre line from 0,0 to 2,2 passes exactly through the corners of its side cells.
  [
    'grazing corners exactly is not blocked',
    () => lineOfSight(open5, '0,0', '2,2', { blockers: ['1,0', '0,1', '2,1', '1,2'] }),
    true,
  ],
  ['the cell on the diagonal blocks', () => lineOfSight(open5, '0,0', '2,2', { blockers: ['1,1'] }), false],
  ['grazing on the other diagonal', () => lineOfSight(open5, '0,2', '2,0', { blockers: ['0,1', '1,2', '1,0', '2,1'] }), true],
  ['grazing between two diagonal blockers', () => lineOfSight(open5, '0,0', '1,1', { blockers: ['1,0', '0,1'] }), true],
  // Sampled 12 times: sample 6 lands exactly on the corner 0.5, 0.5 and belongs to no cell.
  ['a sample exactly on a corner enters no cell', () => lineOfSight(open5, '0,1', '1,0', { blockers: ['0,0', '1,1'] }), true],
  ['a blocker crossed off-centre', () => lineOfSight(open5, '0,0', '2,1', { blockers: ['1,0'] }), false],
  ['with corners a line passes above it', () => lineOfSight(open5, '0,0', '2,1', { corners: true, blockers: ['1,0'] }), true],
  [
    'with corners, no line avoids both',
    () => lineOfSight(open5, '0,0', '2,1', { corners: true, blockers: ['1,0', '1,1'] }),
    false,
  ],
  ['corners False is centre to centre', () => lineOfSight(open5, '0,0', '2,1', { corners: false, blockers: ['1,0'] }), false],
  ['a hole blocks', () => lineOfSight(holed, '0,1', '4,1'), false],
  ['a hole on the centre line', () => lineOfSight(holed, '0,0', '4,2'), false],
  ['a hole beside the line', () => lineOfSight(holed, '0,0', '4,0'), true],
  ['a wall between consecutive cells blocks', () => lineOfSight(walled, '0,0', '3,0'), false],
  ['a wall between neighbours blocks', () => lineOfSight(walled, '1,0', '2,0'), false],
  ['with corners too', () => lineOfSight(walled, '1,0', '2,0', CORNERS), false],
  ['a wall along the line does not', () => lineOfSight(walled, '2,0', '4,0'), true],
  ['a wall across the other cells does not', () => lineOfSight(walled, '0,1', '4,1'), true],
  ['hex: a blocker on the row', () => lineOfSight(hex3, '0,0', '3,0', { blockers: ['2,0'] }), false],
  ['hex: a blocker beside the row', () => lineOfSight(hex3, '0,0', '3,0', { blockers: ['1,1'] }), true],
  // 0,0 to 1,1 runs along the edge between 1,0 and 0,1: it touches neither.
  ['hex: a line along an edge enters neither side', () => lineOfSight(hex3, '0,0', '1,1', { blockers: ['1,0', '0,1'] }), true],
  ['hex: a blocker crossed', () => lineOfSight(hex3, '0,0', '2,1', { blockers: ['1,0'] }), false],
  ['hex: corner to corner below it', () => lineOfSight(hex3, '0,0', '2,1', { corners: true, blockers: ['1,0'] }), true],
  ['hex: a wall between neighbours', () => lineOfSight(hexWalled, '0,0', '1,0'), false],
  ['hex: a wall on the row', () => lineOfSight(hexWalled, '0,0', '2,0'), false],
  ['hex: the wall does not block other sides', () => lineOfSight(hexWalled, '0,0', '0,1'), true],
  // With corners a line from the top of 0,0 to the top of 1,0 passes through 1,-1, around the wall.
  ['hex: corner lines around the end of a wall', () => lineOfSight(hexWalled, '0,0', '1,0', CORNERS), true],
  [
    'hex: unless the cells around are blockers',
    () => lineOfSight(hexWalled, '0,0', '1,0', { corners: true, blockers: ['1,-1', '0,1'] }),
    false,
  ],
  ['hex: a line leaving the board', () => lineOfSight(hexGap, '0,0', '2,0'), false],
  ['hex: a hole on the row', () => lineOfSight(skirmish, '0,1', '5,1'), false],
  ['hex: through the gap', () => lineOfSight(skirmish, '0,2', '5,2'), true],
])('%s', (_label, run, expected) => {
  expect(run()).toBe(expected);
});

test('line of sight is symmetric on these boards', () => {
  for (const [board, blockers] of [
    [open5, ['2,2', '3,1']],
    [holed, []],
    [hex3, ['1,0', '-1,2']],
    [skirmish, ['5,2']],
  ] as const) {
    for (const a of board.cells) {
      for (const b of board.cells) {
        for (const corners of [false, true]) {
          expect(lineOfSight(board, a, b, { corners, blockers })).toBe(lineOfSight(board, b, a, { corners, blockers }));
        }
      }
    }
  }
});

describe('errors', () => {
  test.each<[string, () => unknown, string]>([
    ['unknown cell', () => lineOfSight(open5, '0,0', '5,5'), "cell '5,5' does not exist on board 'open'"],
    [
      'corners not a truth value',
      () => lineOfSight(open5, '0,0', '1,1', { corners: 1 as unknown as boolean }),
      'line_of_sight: corners must be True or False, not 1',
    ],
    [
      'blockers not a collection',
      () => lineOfSight(open5, '0,0', '1,1', { blockers: 3 as unknown as string[] }),
      'blockers must be a list, set or dict of cells, not 3',
    ],
  ])('%s', (_label, run, message) => {
    expectError(run, 'ValueError', message);
  });
});
