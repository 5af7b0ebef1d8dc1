// Board functions that look at one cell and its surroundings: cells, directions, xy, cell, step,
// leap, ray, neighbours, distance.

import { cellIndex, integerArg, vectorOf, type CellGroup, type DirectionArg, type Vector } from './args.js';
import type { Board } from './board.js';
import { valueError } from './errors.js';
import { cellTest } from './groups.js';

/** All cells, in cell order. */
export function cells(board: Board): string[] {
  return [...board.cells];
}

/** The direction names of the board, in direction order. */
export function directions(board: Board): string[] {
  return [...board.directions];
}

/** Coordinates `[x, y]` of a cell (hex: `[q, r]`). */
export function xy(board: Board, cell: string): [number, number] {
  const i = cellIndex(board, 'xy', cell);
  return [board.xs[i]!, board.ys[i]!];
}

/** The cell at these integer coordinates; null off the board or on a hole. */
export function cell(board: Board, x: number, y: number): string | null {
  const i = board.at(integerArg('cell', 'x', x), integerArg('cell', 'y', y));
  return i < 0 ? null : board.cells[i]!;
}

/** The index one step (or leap) away, or -1. */
function moveFrom(board: Board, from: number, v: Vector, overWalls: boolean): number {
  if (v.dir >= 0) return (overWalls ? board.adjacent : board.open)[from * board.dirs.length + v.dir]!;
  const to = board.at(board.xs[from]! + v.dx, board.ys[from]! + v.dy);
  // Walls only stand between neighbours, so for other vectors hasWall is simply false.
  return to >= 0 && !overWalls && board.hasWall(from, to) ? -1 : to;
}

/** One step; null off the board, onto a hole, or through a wall. */
export function step(board: Board, cell: string, direction: DirectionArg): string | null {
  const to = moveFrom(board, cellIndex(board, 'step', cell), vectorOf(board, 'step', direction), false);
  return to < 0 ? null : board.cells[to]!;
}

/** Like `step`, but over walls. */
export function leap(board: Board, cell: string, direction: DirectionArg): string | null {
  const to = moveFrom(board, cellIndex(board, 'leap', cell), vectorOf(board, 'leap', direction), true);
  return to < 0 ? null : board.cells[to]!;
}

/**
 * The cells in a direction up to the edge, a hole or a wall, or up to and including the first
 * cell in `occupied`.
 */
export function ray(board: Board, cell: string, direction: DirectionArg, occupied?: CellGroup): string[] {
  let at = cellIndex(board, 'ray', cell);
  const v = vectorOf(board, 'ray', direction);
  if (v.dx === 0 && v.dy === 0) throw valueError('ray', 'ray: direction [0, 0] does not move', board.name);
  const stops = cellTest(board, 'ray', 'occupied', occupied);
  const out: string[] = [];
  for (;;) {
    at = moveFrom(board, at, v, false);
    if (at < 0) return out;
    out.push(board.cells[at]!);
    if (stops.has(at)) return out;
  }
}

/** Adjacent cells, without walls and holes, in direction order. */
export function neighbours(board: Board, cell: string): string[] {
  const i = cellIndex(board, 'neighbours', cell);
  const d = board.dirs.length;
  const out: string[] = [];
  for (let k = i * d; k < i * d + d; k++) {
    const j = board.open[k]!;
    if (j >= 0) out.push(board.cells[j]!);
  }
  return out;
}

/** Steps from a to b ignoring walls and holes (square: by its neighbour rule). */
export function distance(board: Board, a: string, b: string): number {
  const i = cellIndex(board, 'distance', a);
  const j = cellIndex(board, 'distance', b);
  return board.grid.distance(board.xs[j]! - board.xs[i]!, board.ys[j]! - board.ys[i]!);
}
