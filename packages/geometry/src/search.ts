// Cheapest paths over `neighbours` (walls and holes already left out of the `open` table).
// Dijkstra with a binary heap ordered by (cost, order of discovery); without costs every step
// costs 1 and a plain queue gives the same order. A cell keeps the first path that reached it at
// its lowest cost, and neighbours are tried in direction order, so results never vary.
//
// The arrays live on the board and are reused: an entry counts only when its stamp matches the
// current search, so nothing is cleared between calls.

import type { Board } from './board.js';

interface Scratch {
  stamp: number;
  blocked: Uint32Array;
  through: Uint32Array;
  costed: Uint32Array;
  cost: Float64Array;
  seen: Uint32Array;
  done: Uint32Array;
  dist: Float64Array;
  prev: Int32Array;
  /** Cells in the order they are settled (for breadth-first search also its queue). */
  queue: Int32Array;
  heapNode: Int32Array;
  heapDist: Float64Array;
  heapSeq: Float64Array;
}

export interface SearchInput {
  readonly start: number;
  /** Stop when this cell is settled; -1 to settle everything within `limit`. */
  readonly goal: number;
  readonly limit: number;
  readonly blocked: readonly number[];
  readonly through: readonly number[];
  readonly costs: readonly (readonly [number, number])[];
}

export interface SearchResult {
  /** Number of cells settled; `scratch.queue` holds them, cheapest first (the start included). */
  readonly count: number;
  /** Cost of the goal, or null when it was not reached. */
  readonly goalCost: number | null;
  readonly start: number;
  readonly goal: number;
  readonly scratch: Scratch;
  readonly stamp: number;
}

function scratchOf(board: Board): Scratch {
  let s = board.scratch as Scratch | null;
  if (s === null) {
    const n = board.size;
    const edges = n * board.dirs.length + 1;
    s = {
      stamp: 0,
      blocked: new Uint32Array(n), through: new Uint32Array(n), costed: new Uint32Array(n),
      cost: new Float64Array(n), seen: new Uint32Array(n), done: new Uint32Array(n),
      dist: new Float64Array(n), prev: new Int32Array(n), queue: new Int32Array(n),
      heapNode: new Int32Array(edges), heapDist: new Float64Array(edges), heapSeq: new Float64Array(edges),
    };
    board.scratch = s;
  }
  s.stamp++;
  if (s.stamp === 0xffffffff) {
    for (const a of [s.blocked, s.through, s.costed, s.seen, s.done]) a.fill(0);
    s.stamp = 1;
  }
  return s;
}

export function isThrough(result: SearchResult, cell: number): boolean {
  return result.scratch.through[cell] === result.stamp;
}

/** The cells after the start up to the goal, following the search's predecessors. */
export function pathTo(result: SearchResult): number[] {
  const out: number[] = [];
  for (let c = result.goal; c !== result.start; c = result.scratch.prev[c]!) out.push(c);
  return out.reverse();
}

export function search(board: Board, input: SearchInput): SearchResult {
  const s = scratchOf(board);
  const stamp = s.stamp;
  for (const c of input.blocked) s.blocked[c] = stamp;
  for (const c of input.through) s.through[c] = stamp;
  for (const [c, cost] of input.costs) {
    s.costed[c] = stamp;
    s.cost[c] = cost;
  }
  const count = input.costs.length === 0 ? breadthFirst(board, s, input) : dijkstra(board, s, input);
  const goalCost = input.goal >= 0 && s.done[input.goal] === stamp ? s.dist[input.goal]! : null;
  return { count, goalCost, start: input.start, goal: input.goal, scratch: s, stamp };
}

function breadthFirst(board: Board, s: Scratch, input: SearchInput): number {
  const { stamp, queue, dist, prev, seen, blocked } = s;
  const open = board.open;
  const d = board.dirs.length;
  let head = 0;
  let tail = 0;
  queue[tail++] = input.start;
  seen[input.start] = stamp;
  dist[input.start] = 0;
  while (head < tail) {
    const u = queue[head++]!;
    s.done[u] = stamp;
    if (u === input.goal) break;
    const next = dist[u]! + 1;
    if (next > input.limit) continue;
    for (let k = u * d, end = k + d; k < end; k++) {
      const v = open[k]!;
      if (v < 0 || seen[v] === stamp || blocked[v] === stamp) continue;
      seen[v] = stamp;
      dist[v] = next;
      prev[v] = u;
      queue[tail++] = v;
    }
  }
  return head;
}

function dijkstra(board: Board, s: Scratch, input: SearchInput): number {
  const { stamp, dist, prev, seen, done, blocked, costed, cost, heapNode, heapDist, heapSeq } = s;
  const open = board.open;
  const d = board.dirs.length;
  const order = s.queue;
  let count = 0;
  let size = 0;
  let seq = 0;

  // Min-heap on (distance, sequence): equal costs come out in the order they were found.
  const less = (a: number, b: number): boolean =>
    heapDist[a]! < heapDist[b]! || (heapDist[a] === heapDist[b] && heapSeq[a]! < heapSeq[b]!);
  const swap = (a: number, b: number): void => {
    const n = heapNode[a]!, dd = heapDist[a]!, q = heapSeq[a]!;
    heapNode[a] = heapNode[b]!; heapDist[a] = heapDist[b]!; heapSeq[a] = heapSeq[b]!;
    heapNode[b] = n; heapDist[b] = dd; heapSeq[b] = q;
  };
  const push = (node: number, at: number): void => {
    let i = size++;
    heapNode[i] = node; heapDist[i] = at; heapSeq[i] = seq++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!less(i, parent)) break;
      swap(i, parent);
      i = parent;
    }
  };
  const pop = (): number => {
    const top = heapNode[0]!;
    size--;
    if (size > 0) {
      heapNode[0] = heapNode[size]!; heapDist[0] = heapDist[size]!; heapSeq[0] = heapSeq[size]!;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < size && less(l, m)) m = l;
        if (r < size && less(r, m)) m = r;
        if (m === i) break;
        swap(i, m);
        i = m;
      }
    }
    return top;
  };

  seen[input.start] = stamp;
  dist[input.start] = 0;
  push(input.start, 0);
  while (size > 0) {
    const u = pop();
    if (done[u] === stamp) continue;
    done[u] = stamp;
    order[count++] = u;
    if (u === input.goal) break;
    const here = dist[u]!;
    for (let k = u * d, end = k + d; k < end; k++) {
      const v = open[k]!;
      if (v < 0 || done[v] === stamp || blocked[v] === stamp) continue;
      const next = here + (costed[v] === stamp ? cost[v]! : 1);
      if (next > input.limit) continue;
      if (seen[v] === stamp && next >= dist[v]!) continue;
      seen[v] = stamp;
      dist[v] = next;
      prev[v] = u;
      push(v, next);
    }
  }
  return count;
}
