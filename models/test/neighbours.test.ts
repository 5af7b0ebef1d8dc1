// Neighbours: a line across, a line down and a square each win for the mover; a checkerboard fills
// the board without a group and is a draw.
import { loadModel, newGame, type Game } from '@tabletwin/engine';
import { describe, expect, test } from 'vitest';
import { libraryFile } from './helpers.js';

const model = loadModel(libraryFile('neighbours.yaml'));

function scripted(cells: string[]): Game {
  const game = newGame(model, { seed: 1 });
  for (const cell of cells) {
    const r = game.request();
    if (r.kind !== 'decision') throw new Error(`expected a decision for ${cell}, got ${r.kind}`);
    const names = r.options.map((o) => o.label);
    expect(names).toContain(cell);
    game.answer(names.indexOf(cell));
  }
  return game;
}

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
    expect(scripted(cells).request()).toEqual({ kind: 'end', returns, reason });
  });

  test('only free cells are offered, by name', () => {
    const r = scripted(['a1', 'd4']).request();
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
