import { describe, expect, test } from 'vitest';
import { cellMoves, clickOn } from '../src/lib/moves.js';

const files = 'abcdefgh';
const chess = [...files].flatMap((f) => [1, 2, 3, 4, 5, 6, 7, 8].map((r) => `${f}${r}`));

describe('options that name cells', () => {
  test('UCI moves, promotions, a cell alone; other options are left out', () => {
    expect(cellMoves(['e2e4', 'e7e8q', 'b2', 'pass', 'e2-e3', 'e2e4x9'], chess)).toEqual([
      { option: 0, label: 'e2e4', from: 'e2', to: 'e4' },
      { option: 1, label: 'e7e8q', from: 'e7', to: 'e8' },
      { option: 2, label: 'b2', from: null, to: 'b2' },
      { option: 4, label: 'e2-e3', from: 'e2', to: 'e3' },
    ]);
  });

  test('the longest cell name is read first (a10 is not a1)', () => {
    const cells = ['a1', 'a10', 'b1', 'b10'];
    expect(cellMoves(['a10b1', 'a1b10'], cells)).toEqual([
      { option: 0, label: 'a10b1', from: 'a10', to: 'b1' },
      { option: 1, label: 'a1b10', from: 'a1', to: 'b10' },
    ]);
  });
});

describe('a click on the board', () => {
  const moves = cellMoves(['e2e3', 'e2e4', 'g1f3', 'e7e8q', 'e7e8n', 'c3'], chess);
  test.each([
    ['e2', null, { kind: 'pick', cell: 'e2' }],
    ['e4', 'e2', { kind: 'answer', option: 1 }],
    ['g1', 'e2', { kind: 'pick', cell: 'g1' }],
    ['c3', null, { kind: 'answer', option: 5 }],
    ['h5', null, { kind: 'none' }],
    ['h5', 'e2', { kind: 'none' }],
  ] as const)('on %s with %s picked', (cell, picked, want) => expect(clickOn(cell, picked, moves)).toEqual(want));

  test('two options for the same squares (a promotion) are offered to choose from', () => {
    expect(clickOn('e8', 'e7', moves)).toEqual({
      kind: 'choose',
      options: [
        { option: 3, label: 'e7e8q', from: 'e7', to: 'e8' },
        { option: 4, label: 'e7e8n', from: 'e7', to: 'e8' },
      ],
    });
  });
});
