// Cheapest paths: path, path_cost, reachable (docs/board-geometry.md#board-functions, "Paths").

import { cellIndex, type CellGroup } from './args.js';
import type { Board } from './board.js';
import { describe, valueError } from './errors.js';
import { readCosts, readGroup, type Costs, type Group } from './groups.js';
import { settle } from './memo.js';
import type { Settled } from './search.js';

export interface PathOptions {
  /** Cells you may not enter. */
  readonly blocked?: CellGroup;
  /** `{cell: cost}`: the cost of entering a cell (default 1, a number ≥ 0). */
  readonly costs?: Readonly<Record<string, unknown>> | ReadonlyMap<string, unknown> | null;
  /** Cells you may pass but not end on. */
  readonly through?: CellGroup;
}

interface Request {
  readonly blocked: Group;
  readonly through: Group;
  readonly costs: Costs;
}

// Arguments are all read (and checked) before any search starts.
function read(board: Board, fn: string, options: PathOptions): Request {
  return {
    blocked: readGroup(board, fn, 'blocked', options.blocked),
    through: readGroup(board, fn, 'through', options.through),
    costs: readCosts(board, fn, options.costs),
  };
}

// The search that reached `goal`, null when there is no path; 'same' when start is the goal.
function cheapest(board: Board, fn: string, start: string, goal: string, options: PathOptions): Settled | 'same' | null {
  const from = cellIndex(board, fn, start);
  const to = cellIndex(board, fn, goal);
  const request = read(board, fn, options);
  if (from === to) return 'same';
  if (request.blocked.has(to) || request.through.has(to)) return null;
  const result = settle(board, from, to, Infinity, request.blocked, request.costs);
  return result.cost(to) === null ? null : result;
}

/** The cheapest path: the cells after `start`, ending with `goal`; `[]` if they are the same; null if unreachable. */
export function path(board: Board, start: string, goal: string, options: PathOptions = {}): string[] | null {
  const found = cheapest(board, 'path', start, goal, options);
  if (found === 'same') return [];
  if (found === null) return null;
  return found.path(board.find(goal)).map((i) => board.cells[i]!);
}

/** The cost of that path; 0 if `start == goal`; null if unreachable. */
export function pathCost(board: Board, start: string, goal: string, options: PathOptions = {}): number | null {
  const found = cheapest(board, 'path_cost', start, goal, options);
  if (found === 'same') return 0;
  if (found === null) return null;
  return found.cost(board.find(goal));
}

/** Cells reachable with at most `points`, cheapest first, without `start` and `through` cells. */
export function reachable(board: Board, start: string, points: number, options: PathOptions = {}): string[] {
  const from = cellIndex(board, 'reachable', start);
  if (typeof points !== 'number' || Number.isNaN(points)) {
    throw valueError('reachable', `reachable: points must be a number, not ${describe(points)}`, board.name);
  }
  const request = read(board, 'reachable', options);
  const result = settle(board, from, -1, points, request.blocked, request.costs);
  const through = request.through;
  const out: string[] = [];
  const order = result.order;
  // Settled cells come cheapest first, so the ones within `points` lead.
  for (let k = 0; k < result.count; k++) {
    const c = order[k]!;
    if (result.cost(c)! > points) break;
    if (c !== from && !through.has(c)) out.push(board.cells[c]!);
  }
  return out;
}
