// Tic-tac-toe (models/tictactoe.yaml): a line of three ends the game for whoever drew it, along
// each of the eight lines and for either player; a full grid without a line is a draw; the view
// shows the grid. Solving the game exactly is left for later.
import { loadModel, newGame, type Game } from '@tabletwin/engine';
import { loadView, tableOf } from '@tabletwin/views';
import { describe, expect, it } from 'vitest';
import { libraryFile } from './helpers.js';

const model = loadModel(libraryFile('tictactoe.yaml'));

/** Plays the squares in turn, X first; each must be a decision of the player to move. */
function play(...squares: string[]): Game {
  const g = newGame(model, { seed: 1 });
  squares.forEach((sq, k) => {
    const r = g.request();
    if (r.kind !== 'decision') throw new Error(`move ${k + 1} (${sq}): the game is over`);
    expect(r.player).toBe(k % 2);
    const i = r.options.findIndex((o) => o.label === sq);
    if (i < 0) throw new Error(`${sq} is not free`);
    g.answer(i);
  });
  return g;
}

const LINES = [
  ['a3', 'b3', 'c3'],
  ['a2', 'b2', 'c2'],
  ['a1', 'b1', 'c1'],
  ['a1', 'a2', 'a3'],
  ['b1', 'b2', 'b3'],
  ['c1', 'c2', 'c3'],
  ['a3', 'b2', 'c1'],
  ['c3', 'b2', 'a1'],
];
const ALL = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'];

describe('tictactoe', () => {
  it.each(LINES.map((line) => [line.join(' '), line] as const))('X wins along %s on the fifth move', (_name, line) => {
    const others = ALL.filter((sq) => !line.includes(sq)).slice(0, 2);
    const g = play(line[0]!, others[0]!, line[1]!, others[1]!, line[2]!);
    expect(g.request()).toEqual({ kind: 'end', returns: [1, -1], reason: 'three_in_a_row' });
  });

  it.each(LINES.map((line) => [line.join(' '), line] as const))('O wins along %s on the sixth move', (_name, line) => {
    // X plays three squares off the line that are not a line themselves.
    const off = ALL.filter((sq) => !line.includes(sq));
    const xs = off.filter((sq) => !LINES.some((l) => l.every((c) => c === sq || off.slice(0, 3).includes(c)))).slice(0, 3);
    const mine = xs.length === 3 ? xs : [off[0]!, off[1]!, off[3]!];
    expect(LINES.some((l) => l.every((c) => mine.includes(c)))).toBe(false);
    const g = play(mine[0]!, line[0]!, mine[1]!, line[1]!, mine[2]!, line[2]!);
    expect(g.request()).toEqual({ kind: 'end', returns: [-1, 1], reason: 'three_in_a_row' });
  });

  // The ninth move has one square left: the engine plays it without asking.
  it('a full grid without a line is a draw', () => {
    const g = play('a3', 'b3', 'c3', 'b2', 'b1', 'a1', 'a2', 'c2');
    expect(g.request()).toEqual({ kind: 'end', returns: [0, 0], reason: 'full' });
    expect(g.state.vars['grid']).toEqual(['X', 'O', 'X', 'X', 'O', 'O', 'O', 'X', 'X']);
  });

  it('a line made with the last square wins rather than draws', () => {
    const g = play('a3', 'b3', 'c3', 'a2', 'b2', 'c2', 'b1', 'a1');
    expect(g.request()).toEqual({ kind: 'end', returns: [1, -1], reason: 'three_in_a_row' });
    expect(g.state.vars['grid']).toEqual(['X', 'O', 'X', 'O', 'X', 'O', 'O', 'X', 'X']);
  });

  it('the view shows the grid in three columns without notices', () => {
    const view = loadView(libraryFile('views/tictactoe.yaml'));
    const g = play('b2', 'a3');
    for (const viewer of [0, 1, null]) {
      const slots = tableOf(g, view, { viewer }).table.flatMap((row) => row.slots);
      expect(slots.flatMap((s) => s.notices)).toEqual([]);
      const grid = slots.find((s) => s.kind === 'grid');
      if (grid?.kind !== 'grid') throw new Error('no grid');
      expect(grid.columns).toBe(3);
      expect(grid.cells.map((c) => (c.card === null ? '.' : c.card.hidden ? '?' : c.card.name))).toEqual([
        'O',
        '.',
        '.',
        '.',
        'X',
        '.',
        '.',
        '.',
        '.',
      ]);
    }
  });
});
