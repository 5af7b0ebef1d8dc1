// The search tree of an `mcts` seat (README "mcts"): one node per point where a decision is asked,
// as the searching seat sees it. A node is found from its parent by what the seat observed in
// between (the answer as they saw it, chance outcomes they saw, what was shown), so two worlds that
// look the same to the seat share their nodes: a single-observer information-set tree. With
// everything visible it is the plain UCT tree with chance nodes folded into the transitions.
import { nextInt, type Rng } from '../rng.js';

/** Statistics of one option label at one node. */
export interface Edge {
  /** Times the option was played from here. */
  n: number;
  /** Times it was among the options (worlds differ in what can be played). */
  avail: number;
  /** Sum of the deciding player's returns after it. */
  sum: number;
}

export class TreeNode {
  readonly edges = new Map<string, Edge>();
  /** Children by what the seat observed from this node's answer to the next decision. */
  readonly next = new Map<string, TreeNode>();
  visits = 0;
}

/** The range of returns seen so far, to put means on a 0 … 1 scale for the exploration term. */
export class Range {
  low = Infinity;
  high = -Infinity;
  add(values: readonly number[]): void {
    for (const v of values) {
      if (v < this.low) this.low = v;
      if (v > this.high) this.high = v;
    }
  }
  scale(mean: number): number {
    return this.high > this.low ? (mean - this.low) / (this.high - this.low) : 0.5;
  }
}

/**
 * The option to try at `node` among `labels` (those of this world): one never tried, drawn at
 * random (so a search with fewer iterations than options plays like a random player, not like
 * `first`), else the highest upper confidence bound, with the availability count in place of the
 * parent's visits (ISMCTS). Ties go to the first.
 */
export function select(node: TreeNode, labels: readonly string[], c: number, range: Range, rng: Rng): string {
  let best = '';
  let bestScore = -Infinity;
  const fresh: string[] = [];
  for (const label of labels) {
    let e = node.edges.get(label);
    if (e === undefined) node.edges.set(label, (e = { n: 0, avail: 0, sum: 0 }));
    e.avail++;
    if (e.n === 0) fresh.push(label);
  }
  if (fresh.length > 0) return fresh[nextInt(rng, fresh.length)]!;
  for (const label of labels) {
    const e = node.edges.get(label)!;
    const score = range.scale(e.sum / e.n) + c * Math.sqrt(Math.log(e.avail) / e.n);
    if (score > bestScore) {
      bestScore = score;
      best = label;
    }
  }
  return best;
}
