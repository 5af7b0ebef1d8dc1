// shape (board-geometry.md §2, "Patterns"): the cells of a pattern of directions or vectors placed
// at a cell and turned clockwise.

import { cellIndex, integerArg, listItems, vectorOf, type DirectionArg } from './args.js';
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
  const vectors = items.map((d) => vectorOf(board, 'shape', d));
  const period = board.kind === 'hex' ? 6 : 4;
  const k =
    (((turns === null || turns === undefined ? 0 : integerArg('shape', 'shape: turns', turns)) % period) + period) % period;
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
