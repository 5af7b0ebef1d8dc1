// line_of_sight (docs/board-geometry.md#board-functions, "Line of sight"): straight lines sampled 8 times per unit
// of length, centre to centre or, with `corners`, from every corner of one cell to every corner
// of the other (corners moved 5% toward the centre).

import { cellIndex, type CellGroup } from './args.js';
import type { Board } from './board.js';
import { describe, valueError } from './errors.js';
import { readGroup, type Group } from './groups.js';

export interface SightOptions {
  /** Try every corner of a to every corner of b instead of centre to centre. */
  readonly corners?: boolean | null;
  /** Cells that block the line (other than a and b). */
  readonly blockers?: CellGroup;
}

const SAMPLES_PER_UNIT = 8;
const CORNER_INSET = 0.95;

/** Is there a clear line from a to b? */
export function lineOfSight(board: Board, a: string, b: string, options: SightOptions = {}): boolean {
  const from = cellIndex(board, 'line_of_sight', a);
  const to = cellIndex(board, 'line_of_sight', b);
  const corners = options.corners ?? false;
  if (typeof corners !== 'boolean') {
    throw valueError('line_of_sight', `line_of_sight: corners must be True or False, not ${describe(corners)}`, board.name);
  }
  const marks = readGroup(board, 'line_of_sight', 'blockers', options.blockers);
  if (from === to) return true;
  // The answer depends only on the two cells, corners and the blockers (the board never
  // changes): rules ask the same lines again and again, so answers are kept in a small table.
  const table = (board.sights ??= new Array<Sight | null>(SIGHTS).fill(null));
  const hash = (Math.imul(from * 0x10001 + to, 0x9e3779b1) ^ marks.hash ^ (corners ? 1 : 0)) >>> 0;
  const at = hash & (SIGHTS - 1);
  const known = table[at];
  if (known && known.from === from && known.to === to && known.corners === corners && known.blockers.same(marks)) {
    return known.clear;
  }
  const clear = sees(board, from, to, corners, marks);
  table[at] = { from, to, corners, blockers: marks, clear };
  return clear;
}

/** A line of sight answered before. */
export interface Sight {
  readonly from: number;
  readonly to: number;
  readonly corners: boolean;
  readonly blockers: Group;
  readonly clear: boolean;
}

/** Slots of the table of answers per board. */
const SIGHTS = 1024;

function sees(board: Board, from: number, to: number, corners: boolean, marks: Group): boolean {
  const grid = board.grid;
  const ax = grid.centreX(board.xs[from]!, board.ys[from]!);
  const ay = grid.centreY(board.xs[from]!, board.ys[from]!);
  const bx = grid.centreX(board.xs[to]!, board.ys[to]!);
  const by = grid.centreY(board.xs[to]!, board.ys[to]!);
  const line = (x0: number, y0: number, x1: number, y1: number): boolean => clearLine(board, from, to, marks, x0, y0, x1, y1);
  if (!corners) return line(ax, ay, bx, by);
  for (const [cx, cy] of grid.corners) {
    for (const [dx, dy] of grid.corners) {
      if (line(ax + cx * CORNER_INSET, ay + cy * CORNER_INSET, bx + dx * CORNER_INSET, by + dy * CORNER_INSET)) return true;
    }
  }
  return false;
}

// One line, from a point in cell `from` to a point in cell `to`.
function clearLine(
  board: Board,
  from: number,
  to: number,
  blocked: Group,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  const grid = board.grid;
  // A square cell is 1 wide; hex centres are √3 apart.
  const unit = grid.kind === 'hex' ? Math.sqrt(3) : 1;
  const samples = Math.max(1, Math.ceil((Math.hypot(x1 - x0, y1 - y0) / unit) * SAMPLES_PER_UNIT));
  let prev = from;
  for (let i = 1; i <= samples; i++) {
    const t = i / samples;
    const at = grid.locate(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t);
    if (at === null) continue;
    const c = board.at(at[0], at[1]);
    if (c < 0) return false;
    if (c === prev) continue;
    if (board.hasWall(prev, c)) return false;
    if (c !== from && c !== to && blocked.has(c)) return false;
    prev = c;
  }
  return true;
}
