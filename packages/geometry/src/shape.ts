// shape (docs/board-geometry.md#board-functions, "Patterns"): the cells of a pattern of directions or vectors placed
// at a cell and turned clockwise.

import { cellIndex, integerArg, listItems, vectorOf, type DirectionArg, type Vector } from './args.js';
import type { Board } from './board.js';
import { describe, valueError } from './errors.js';

/**
 * The cells of `pattern` placed at `cell`, turned `turns` times clockwise (60° hex, 90° square;
 * negative turns go counter-clockwise). Cells off the board or on holes are left out, each cell
 * appears once, walls do not matter.
 */
export function shape(board: Board, cell: string, pattern: readonly DirectionArg[], turns?: number | null): string[] {
  const at = cellIndex(board, 'shape', cell);
  const items = listItems(pattern);
  if (items === null) {
    throw valueError('shape', `shape: pattern must be a list of vectors or directions, not ${describe(pattern)}`, board.name);
  }
  const known = pattern !== null && typeof pattern === 'object' ? board.patterns?.get(pattern) : undefined;
  const reading = known !== undefined && sameVectors(known.items, known.vectors, items) ? known : read(board, pattern, items);
  const vectors = reading.vectors;
  const period = board.kind === 'hex' ? 6 : 4;
  const k =
    (((turns === null || turns === undefined ? 0 : integerArg('shape', 'shape: turns', turns)) % period) + period) % period;
  // Placed patterns are kept per pattern, by cell and turn (a copy is handed out).
  const placed = reading.placed.get(at * period + k);
  if (placed !== undefined) return placed.slice();
  const out = place(board, at, vectors, k);
  reading.placed.set(at * period + k, out);
  return out.slice();
}

/** A pattern already read: its items and their vectors, and its placements. */
export interface Pattern {
  readonly items: readonly unknown[];
  readonly vectors: readonly Vector[];
  readonly placed: Map<number, string[]>;
}

function read(board: Board, pattern: unknown, items: readonly unknown[]): Pattern {
  const reading: Pattern = { items: [...items], vectors: items.map((d) => vectorOf(board, 'shape', d)), placed: new Map() };
  if (pattern !== null && typeof pattern === 'object') (board.patterns ??= new WeakMap()).set(pattern, reading);
  return reading;
}

// Items are the same when each is the same text, or the same vector object still holding the
// same two numbers (a list could have been changed in place).
function sameVectors(before: readonly unknown[], vectors: readonly Vector[], items: readonly unknown[]): boolean {
  if (before.length !== items.length) return false;
  for (let i = 0; i < items.length; i++) {
    const x = items[i];
    if (x !== before[i]) return false;
    if (typeof x !== 'string') {
      const pair = listItems(x);
      if (pair === null || pair.length !== 2 || pair[0] !== vectors[i]!.dx || pair[1] !== vectors[i]!.dy) return false;
    }
  }
  return true;
}

function place(board: Board, at: number, vectors: readonly Vector[], k: number): string[] {
  const seen = new Set<number>();
  const out: string[] = [];
  for (const v of vectors) {
    let dx = v.dx;
    let dy = v.dy;
    for (let t = 0; t < k; t++) [dx, dy] = board.grid.turn(dx, dy);
    const c = board.at(board.xs[at]! + dx, board.ys[at]! + dy);
    if (c >= 0 && !seen.has(c)) {
      seen.add(c);
      out.push(board.cells[c]!);
    }
  }
  return out;
}
