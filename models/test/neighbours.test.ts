// Neighbours: a line across, a line down and a square each win for the mover; a checkerboard fills
// the board without a group and is a draw.
import { loadModel } from '@tabletwin/engine';
import { describe, expect, test } from 'vitest';
import { libraryFile, scripted } from './helpers.js';

const model = loadModel(libraryFile('neighbours.yaml'));

describe('neighbours', () => {
  const games: [string, string[], number[], string][] = [
    ['three across for the first player', ['b2', 'a1', 'c2', 'a4', 'd2'], [1, -1], 'group'],
    ['three down for the second player', ['a1', 'd2', 'b1', 'd3', 'a4', 'd4'], [-1, 1], 'group'],
    ['a square for the first player', ['b3', 'a1', 'c3', 'd1', 'b4', 'd4', 'c4'], [1, -1], 'group'],
    [
      'a checkerboard: a full board and a draw',
      ['a1', 'b1', 'c1', 'd1', 'b2', 'a2', 'd2', 'c2', 'a3', 'b3', 'c3', 'd3', 'b4', 'a4', 'd4'],
      [0, 0],
      'board_full',
    ],
  ];
  test.each(games)('%s', (_, cells, returns, reason) => {
    expect(scripted(model, cells).request()).toEqual({ kind: 'end', returns, reason });
  });

  test('only free cells are offered, by name', () => {
    const r = scripted(model, ['a1', 'd4']).request();
    expect(r.kind === 'decision' && r.options.map((o) => o.label)).toEqual([
      'b1',
      'c1',
      'd1',
      'a2',
      'b2',
      'c2',
      'd2',
      'a3',
      'b3',
      'c3',
      'd3',
      'a4',
      'b4',
      'c4',
    ]);
  });
});
