// Searches asked again: a rule often asks path_cost or reachable many times from the same start
// with the same blocked cells and costs (one monster weighing every cell it could attack from).
// Such a search settles every reachable cell and its answers are kept, so later questions from
// that start, to any goal or within any number of points, are read from it. On a small board
// that happens the first time (settling all of it costs little more than stopping at the goal);
// on a large one the first search stops at its goal as usual, and the second settles everything. A search's answers
// depend only on the board (which never changes), the start, the blocked cells and the costs,
// and all three are the key, so a kept answer is never stale: change one blocked cell and the
// key is another. The oldest keys are dropped first.

import type { Board } from './board.js';
import type { Costs, Group } from './groups.js';
import { search, searchAll, type Kept, type Settled } from './search.js';

export interface Memo {
  /** Kept answers by key; null for a question asked once so far. */
  readonly entries: Map<string, Kept | null>;
  readonly capacity: number;
}

/** Keys kept per board, fewer on large boards (each kept search holds 17 bytes per cell). */
const MAX_ENTRIES = 128;
/** Boards up to this many cells settle everything the first time. */
const EAGER_CELLS = 1024;
const MAX_BYTES = 16 * 1024 * 1024;

function memoOf(board: Board): Memo {
  return (board.memo ??= {
    entries: new Map(),
    capacity: Math.max(2, Math.min(MAX_ENTRIES, Math.floor(MAX_BYTES / (17 * Math.max(1, board.size))))),
  });
}

/**
 * The answers of a search from `start` that settles at least `goal` (-1: every cell within
 * `limit`). Either kept from an earlier question or fresh (then valid until the next search on
 * the board).
 */
export function settle(board: Board, start: number, goal: number, limit: number, blocked: Group, costs: Costs): Settled {
  const memo = memoOf(board);
  const key = `${start}|${blocked.key}|${costs.key}`;
  const known = memo.entries.get(key);
  if (known) return known;
  if (known === null || (known === undefined && board.size <= EAGER_CELLS)) {
    if (known === undefined) evictFor(memo);
    const kept = searchAll(board, start, blocked, costs);
    memo.entries.set(key, kept);
    return kept;
  }
  evictFor(memo);
  memo.entries.set(key, null);
  return search(board, { start, goal, limit, blocked, costs });
}

/** Makes room for one more key by dropping the oldest. */
function evictFor(memo: Memo): void {
  if (memo.entries.size >= memo.capacity) memo.entries.delete(memo.entries.keys().next().value!);
}
