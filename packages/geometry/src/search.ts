// Cheapest paths over `neighbours` (walls and holes already left out of the `open` table).
// Dijkstra, settling cells in the order (cost, order of discovery). A cell keeps the first path
// that reached it at its lowest cost, and neighbours are tried in direction order, so results
// never vary. Three queues give that same order: a plain queue when every step costs 1, one FIFO
// bucket per cost when costs are small integers, a binary heap otherwise.

import type { Board } from './board.js';
import type { Costs, Group } from './groups.js';
import { scratchOf, type Scratch } from './scratch.js';

export interface SearchInput {
  readonly start: number;
  /** Stop when this cell is settled; -1 to settle everything within `limit`. */
  readonly goal: number;
  readonly limit: number;
  /** Cells that may not be entered. */
  readonly blocked: Group;
  readonly costs: Costs;
}

/** The answers of a search: what it settled, cheapest first, with costs and paths. */
export interface Settled {
  /** Number of cells settled. */
  readonly count: number;
  /** The settled cells, cheapest first (the start first), in `order[0 .. count)`. */
  readonly order: ArrayLike<number>;
  /** The cost of a settled cell, null for any other. */
  cost(cell: number): number | null;
  /** The cells after the start up to a settled cell. */
  path(cell: number): number[];
}

/** A search's answers read from the board's scratch space: valid until the next search on the board. */
class Fresh implements Settled {
  constructor(
    readonly count: number,
    private readonly start: number,
    private readonly s: Scratch,
    private readonly stamp: number,
  ) {}
  get order(): Int32Array {
    return this.s.queue;
  }
  cost(cell: number): number | null {
    return this.s.done[cell] === this.stamp ? this.s.dist[cell]! : null;
  }
  path(cell: number): number[] {
    const out: number[] = [];
    for (let c = cell; c !== this.start; c = this.s.prev[c]!) out.push(c);
    return out.reverse();
  }
}

/**
 * A search's answers copied out of the scratch space, to keep. Plain arrays: V8 allocates small
 * typed arrays outside its heap, which costs more than the copy itself.
 */
export class Kept implements Settled {
  readonly count: number;
  readonly order: number[];
  /** Cost by cell, -1 for a cell not settled. */
  private readonly dist: number[];
  private readonly prev: number[];
  private readonly start: number;
  constructor(size: number, start: number, s: Scratch, count: number) {
    this.start = start;
    this.count = count;
    const order: number[] = [];
    const dist: number[] = new Array<number>(size).fill(-1);
    const prev: number[] = new Array<number>(size).fill(-1);
    for (let k = 0; k < count; k++) {
      const c = s.queue[k]!;
      order.push(c);
      dist[c] = s.dist[c]!;
      prev[c] = s.prev[c]!;
    }
    this.order = order;
    this.dist = dist;
    this.prev = prev;
  }
  cost(cell: number): number | null {
    const d = this.dist[cell]!;
    return d >= 0 ? d : null;
  }
  path(cell: number): number[] {
    const out: number[] = [];
    for (let c = cell; c !== this.start; c = this.prev[c]!) out.push(c);
    return out.reverse();
  }
}

export function search(board: Board, input: SearchInput): Fresh {
  const s = scratchOf(board);
  const stamp = s.stamp;
  for (const c of input.blocked.cells) s.blocked[c] = stamp;
  const costs = input.costs;
  const count =
    costs.pairs.length === 0
      ? breadthFirst(board, s, input)
      : costs.smallIntegers
        ? buckets(board, s, input)
        : dijkstra(board, s, input);
  return new Fresh(count, input.start, s, s.stamp);
}

/** Settles every cell reachable from `start` and keeps the answers. */
export function searchAll(board: Board, start: number, blocked: Group, costs: Costs): Kept {
  const fresh = search(board, { start, goal: -1, limit: Infinity, blocked, costs });
  return new Kept(board.size, start, scratchOf(board, false), fresh.count);
}

function breadthFirst(board: Board, s: Scratch, input: SearchInput): number {
  const { stamp, queue, dist, prev, seen } = s;
  const blocked = s.blocked;
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

// Dial's algorithm: every pending cost lies within [current, current + largest step], so that
// many FIFO buckets, used in a circle, hold the queue; FIFO keeps equal costs in discovery order.
function buckets(board: Board, s: Scratch, input: SearchInput): number {
  const { stamp, dist, prev, seen, done } = s;
  const blocked = s.blocked;
  const cost = input.costs.table;
  const open = board.open;
  const d = board.dirs.length;
  const order = s.queue;
  const width = input.costs.largest + 1;
  // The buckets are kept on the board between searches; an earlier search may have stopped early.
  const queues = s.buckets;
  while (queues.length < width) queues.push([]);
  for (let k = 0; k < width; k++) queues[k]!.length = 0;
  const heads = s.heads.length >= width ? s.heads.fill(0, 0, width) : (s.heads = new Int32Array(width));
  let count = 0;
  let pending = 1;
  let current = 0;
  seen[input.start] = stamp;
  dist[input.start] = 0;
  queues[0]!.push(input.start);
  while (pending > 0) {
    const slot = current % width;
    const queue = queues[slot]!;
    if (heads[slot] === queue.length) {
      queue.length = 0;
      heads[slot] = 0;
      current++;
      continue;
    }
    const u = queue[heads[slot]!++]!;
    pending--;
    if (done[u] === stamp) continue;
    done[u] = stamp;
    order[count++] = u;
    if (u === input.goal) break;
    for (let k = u * d, end = k + d; k < end; k++) {
      const v = open[k]!;
      if (v < 0 || done[v] === stamp || blocked[v] === stamp) continue;
      const next = current + cost[v]!;
      if (next > input.limit) continue;
      if (seen[v] === stamp && next >= dist[v]!) continue;
      seen[v] = stamp;
      dist[v] = next;
      prev[v] = u;
      queues[next % width]!.push(v);
      pending++;
    }
  }
  return count;
}

function dijkstra(board: Board, s: Scratch, input: SearchInput): number {
  const { stamp, dist, prev, seen, done } = s;
  const blocked = s.blocked;
  const cost = input.costs.table;
  const open = board.open;
  const d = board.dirs.length;
  const order = s.queue;
  let count = 0;
  let size = 0;
  let seq = 0;
  let { heapNode, heapDist, heapSeq } = s;

  // The heap grows as needed (a cell can be in it once per cheaper path found) and is kept.
  const grow = (): void => {
    const capacity = Math.max(64, 2 * heapNode.length);
    const node = new Int32Array(capacity),
      at = new Float64Array(capacity),
      rank = new Float64Array(capacity);
    node.set(heapNode);
    at.set(heapDist);
    rank.set(heapSeq);
    s.heapNode = heapNode = node;
    s.heapDist = heapDist = at;
    s.heapSeq = heapSeq = rank;
  };

  // Min-heap on (distance, sequence): equal costs come out in the order they were found.
  // Sifting moves a hole instead of swapping entries.
  const push = (node: number, at: number): void => {
    if (size === heapNode.length) grow();
    const rank = seq++;
    let i = size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pd = heapDist[parent]!;
      if (pd < at || (pd === at && heapSeq[parent]! < rank)) break;
      heapNode[i] = heapNode[parent]!;
      heapDist[i] = pd;
      heapSeq[i] = heapSeq[parent]!;
      i = parent;
    }
    heapNode[i] = node;
    heapDist[i] = at;
    heapSeq[i] = rank;
  };
  const pop = (): number => {
    const top = heapNode[0]!;
    size--;
    if (size === 0) return top;
    const node = heapNode[size]!,
      at = heapDist[size]!,
      rank = heapSeq[size]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      const right = child + 1;
      if (
        right < size &&
        (heapDist[right]! < heapDist[child]! || (heapDist[right] === heapDist[child] && heapSeq[right]! < heapSeq[child]!))
      )
        child = right;
      const cd = heapDist[child]!;
      if (at < cd || (at === cd && rank < heapSeq[child]!)) break;
      heapNode[i] = heapNode[child]!;
      heapDist[i] = cd;
      heapSeq[i] = heapSeq[child]!;
      i = child;
    }
    heapNode[i] = node;
    heapDist[i] = at;
    heapSeq[i] = rank;
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
      const next = here + cost[v]!;
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
