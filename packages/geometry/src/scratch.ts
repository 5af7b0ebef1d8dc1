// Working arrays of a board, made on first use and reused by every search and line of sight on
// it. An entry counts only when its stamp equals the stamp of the current call, so nothing is
// cleared between calls. Callers read all their arguments (which may run expression code) before
// taking a fresh stamp, so one call never sees another's marks.

import type { Board } from './board.js';

export interface Scratch {
  stamp: number;
  /** Cells in `blocked` (marks). */
  blocked: Uint32Array;
  seen: Uint32Array;
  done: Uint32Array;
  dist: Float64Array;
  prev: Int32Array;
  /** Cells in the order they are settled (for breadth-first search also its queue). */
  queue: Int32Array;
  /** The heap of Dijkstra's search, grown when needed. */
  heapNode: Int32Array;
  heapDist: Float64Array;
  heapSeq: Float64Array;
  /** The FIFO buckets of Dial's search and their read positions, grown when needed. */
  buckets: number[][];
  heads: Int32Array;
}

/** The board's scratch space, with a fresh stamp unless `fresh` is false. */
export function scratchOf(board: Board, fresh = true): Scratch {
  let s = board.scratch as Scratch | null;
  if (s === null) {
    const n = board.size;
    s = {
      stamp: 0,
      blocked: new Uint32Array(n),
      seen: new Uint32Array(n),
      done: new Uint32Array(n),
      dist: new Float64Array(n),
      prev: new Int32Array(n),
      queue: new Int32Array(n),
      heapNode: new Int32Array(0),
      heapDist: new Float64Array(0),
      heapSeq: new Float64Array(0),
      buckets: [],
      heads: new Int32Array(0),
    };
    board.scratch = s;
  }
  if (!fresh) return s;
  s.stamp++;
  if (s.stamp === 0xffffffff) {
    for (const a of [s.blocked, s.seen, s.done]) a.fill(0);
    s.stamp = 1;
  }
  return s;
}
