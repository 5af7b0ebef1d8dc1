// Searches asked again: a rule often asks path_cost or reachable many times from the same start
// with the same blocked cells and costs (one monster weighing every cell it could attack from).
// Such a search settles every reachable cell and its answers are kept, so later questions from
// that start, to any goal or within any number of points, are read from it. A search for a goal
// on a small board does that the first time (settling all of it costs little more than stopping
// at the goal); otherwise the first search stops at its goal or its points as usual, and the
// second time the same question comes, everything is settled and kept. A search's answers
// depend only on the board (which never changes), the start, the blocked cells and the costs,
// and all three are the key, so a kept answer is never stale: change one blocked cell and the
// key is another. The oldest keys are dropped first.

import type { Board } from './board.js';
import type { Costs, Group } from './groups.js';
import { search, searchAll, type Kept, type Settled } from './search.js';

/** One question: its start, blocked cells and costs, and the answers kept (null: asked once). */
interface Entry {
  readonly hash: number;
  readonly start: number;
  readonly blocked: Group;
  readonly costs: Costs;
  kept: Kept | null;
}

/**
 * A table of questions by hash, one per slot (a new question takes the slot of an older one
 * with the same hash bits): no bookkeeping on a miss beyond the hash and one comparison.
 */
export interface Memo {
  readonly slots: (Entry | null)[];
}

/** Slots per board, fewer on large boards (each kept search holds about 20 bytes per cell). */
const MAX_SLOTS = 128;
const MAX_BYTES = 16 * 1024 * 1024;
/** Boards up to this many cells settle everything the first time a goal is asked. */
const EAGER_CELLS = 1024;

function memoOf(board: Board): Memo {
  if (board.memo === null) {
    let n = 2;
    while (n < MAX_SLOTS && 2 * n * 20 * board.size <= MAX_BYTES) n *= 2;
    board.memo = { slots: new Array<Entry | null>(n).fill(null) };
  }
  return board.memo;
}

/**
 * The answers of a search from `start` that settles at least `goal` (-1: every cell within
 * `limit`). Either kept from an earlier question or fresh (then valid until the next search on
 * the board).
 */
export function settle(board: Board, start: number, goal: number, limit: number, blocked: Group, costs: Costs): Settled {
  const slots = memoOf(board).slots;
  const hash = (Math.imul(blocked.hash ^ costs.hash, 0x01000193) ^ Math.imul(start + 1, 0x9e3779b1)) >>> 0;
  const at = hash & (slots.length - 1);
  const e = slots[at]!;
  const known =
    e !== null &&
    e.hash === hash &&
    e.start === start &&
    e.blocked.same(blocked) &&
    (e.costs === costs || e.costs.key === costs.key)
      ? e
      : null;
  if (known !== null && known.kept !== null) return known.kept;
  if (known !== null || (goal >= 0 && board.size <= EAGER_CELLS)) {
    const kept = searchAll(board, start, blocked, costs);
    slots[at] = { hash, start, blocked, costs, kept };
    return kept;
  }
  slots[at] = { hash, start, blocked, costs, kept: null };
  return search(board, { start, goal, limit, blocked, costs });
}
