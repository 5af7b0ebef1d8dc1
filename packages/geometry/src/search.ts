// Cheapest paths over `neighbours` (walls and holes already left out of the `open` table).
// Dijkstra, settling cells in the order (cost, order of discovery). A cell keeps the first path
// that reached it at its lowest cost, and neighbours are tried in direction order, so results
// never vary. Three queues give that same order: a plain queue when every step costs 1, one FIFO
// bucket per cost when costs are small integers, a binary heap otherwise.

import type { Board } from './board.js';
import { scratchOf, type Scratch } from './scratch.js';

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
  const count =
    input.costs.length === 0
      ? breadthFirst(board, s, input)
      : smallIntegers(input.costs)
        ? buckets(board, s, input)
        : dijkstra(board, s, input);
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

/** Largest step cost for which a queue per cost beats a heap. */
const MAX_BUCKET_COST = 64;

function smallIntegers(costs: readonly (readonly [number, number])[]): boolean {
  return costs.every(([, c]) => Number.isInteger(c) && c <= MAX_BUCKET_COST);
}

// Dial's algorithm: every pending cost lies within [current, current + largest step], so that
// many FIFO buckets, used in a circle, hold the queue; FIFO keeps equal costs in discovery order.
function buckets(board: Board, s: Scratch, input: SearchInput): number {
  const { stamp, dist, prev, seen, done, blocked, costed, cost } = s;
  const open = board.open;
  const d = board.dirs.length;
  const order = s.queue;
  let largest = 1;
  for (const [, c] of input.costs) largest = Math.max(largest, c);
  const width = largest + 1;
  const queues: number[][] = Array.from({ length: width }, () => []);
  const heads = new Int32Array(width);
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
      const next = current + (costed[v] === stamp ? cost[v]! : 1);
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
  const { stamp, dist, prev, seen, done, blocked, costed, cost } = s;
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
