// CFR+ iterations and the exact measurement of a strategy over the tree's objects, by recursion
// (the implementation before the tree was compiled to arrays). Kept as the reference:
// test/cfr-compiled.test.ts checks that the compiled iterations (compiled.ts) and measurement
// (compiled-measure.ts) give the same strategies and values, and bench/solve.bench.ts measures
// the two iterations in turns.
import type { Measured } from './compiled-measure.js';
import { CHANCE, END, type BuiltTree, type InfoSet, type TreeNode } from './tree.js';
import type { SolveProgress, StrategyEntry } from './types.js';

/** Iterations `from` to `to` (both included) with alternating updates; the state lives in the sets. */
export function iterateObjects(
  { tree, sets }: BuiltTree,
  nPlayers: number,
  from: number,
  to: number,
  progress?: (p: SolveProgress) => void,
): void {
  for (let t = from; t <= to; t++) {
    progress?.({ phase: 'iterate', method: 'cfr', count: t, of: to });
    for (let p = 0; p < nPlayers; p++) {
      for (const set of sets.values()) regretMatch(set);
      traverse(tree, p, 1, 1, t);
      for (const set of sets.values()) {
        if (set.player !== p) continue;
        set.delta.forEach((d, i) => (set.regret[i] = Math.max(0, set.regret[i]! + d)));
        set.delta.fill(0);
      }
    }
  }
}

/** The average strategy of each set, from its sums (uniform where they are all 0). */
export function averageObjects({ sets }: BuiltTree): void {
  for (const set of sets.values()) {
    let total = 0;
    for (const x of set.sum) total += x;
    set.sum.forEach((x, i) => (set.average[i] = total > 0 ? x / total : 1 / set.labels.length));
  }
}

/** CFR+: the current strategy is proportional to the positive regrets (uniform when there are none). */
function regretMatch(set: InfoSet): void {
  let total = 0;
  for (const r of set.regret) total += r;
  const n = set.labels.length;
  for (let i = 0; i < n; i++) set.current[i] = total > 0 ? set.regret[i]! / total : 1 / n;
}

/** The value for `p` of `node`; updates `p`'s regrets and average with reach `own` (p) and `other` (chance and the rest). */
function traverse(node: TreeNode, p: number, own: number, other: number, t: number): number {
  if (node.player === END) return node.returns[p] ?? 0;
  if (node.player === CHANCE) {
    let v = 0;
    node.children.forEach((c, i) => (v += node.probs[i]! * traverse(c, p, own, other * node.probs[i]!, t)));
    return v;
  }
  const set = node.info!;
  const sigma = set.current;
  // A branch may be skipped only when both reaches below it are 0: with the others' reach at 0
  // the regrets below do not move, but the average below is weighted by `p`'s own reach alone.
  if (node.player !== p) {
    let v = 0;
    node.children.forEach((c, i) => {
      if (sigma[i]! > 0 || own > 0) v += sigma[i]! * traverse(c, p, own, other * sigma[i]!, t);
    });
    return v;
  }
  const vs = node.children.map((c, i) => (sigma[i]! > 0 || other > 0 ? traverse(c, p, own * sigma[i]!, other, t) : 0));
  let v = 0;
  vs.forEach((x, i) => (v += sigma[i]! * x));
  vs.forEach((x, i) => {
    set.delta[i] = set.delta[i]! + other * (x - v);
    set.sum[i] = set.sum[i]! + t * own * sigma[i]!;
  });
  return v;
}

/** The values and the exploitability of the strategy in the sets' `average`, exactly over the tree's objects. */
export function measureObjects({ tree, sets }: BuiltTree, nPlayers: number): Measured {
  const values = expected(tree, nPlayers);
  let gain = 0;
  for (let p = 0; p < nPlayers; p++) gain += bestResponse(tree, p, sets) - values[p]!;
  const entries: Record<string, StrategyEntry> = {};
  for (const set of sets.values()) {
    entries[set.key] = { player: set.player, where: set.where, options: set.labels, probs: Array.from(set.average) };
  }
  return { values, exploitability: Math.max(0, gain / nPlayers), entries };
}

/** Expected returns when everyone plays the average strategy. */
function expected(node: TreeNode, n: number): number[] {
  if (node.player === END) return Array.from({ length: n }, (_, p) => node.returns[p] ?? 0);
  const weights = node.player === CHANCE ? node.probs : Array.from(node.info!.average);
  const out = new Array<number>(n).fill(0);
  node.children.forEach((c, i) => {
    if (weights[i] === 0) return;
    expected(c, n).forEach((x, p) => (out[p]! += weights[i]! * x));
  });
  return out;
}

/** What `p` gets by the best response to everyone else's average strategy, exactly over the tree. */
function bestResponse(tree: TreeNode, p: number, sets: Map<string, InfoSet>): number {
  for (const set of sets.values()) {
    set.best = -1;
    set.nodes = [];
  }
  const collect = (node: TreeNode, reach: number): void => {
    if (node.player === END || reach === 0) return;
    if (node.player === p) node.info!.nodes.push({ node, reach });
    node.children.forEach((c, i) => {
      const w = node.player === CHANCE ? node.probs[i]! : node.player === p ? 1 : node.info!.average[i]!;
      collect(c, reach * w);
    });
  };
  collect(tree, 1);
  const memo = new Map<TreeNode, number>();
  const value = (node: TreeNode): number => {
    if (node.player === END) return node.returns[p] ?? 0;
    const known = memo.get(node);
    if (known !== undefined) return known;
    let v = 0;
    if (node.player === p) v = value(node.children[choose(node.info!)]!);
    else {
      const weights = node.player === CHANCE ? node.probs : node.info!.average;
      node.children.forEach((c, i) => {
        if (weights[i]! > 0) v += weights[i]! * value(c);
      });
    }
    memo.set(node, v);
    return v;
  };
  // Perfect recall: the nodes of a set only lead to later sets of `p`, so deciding lazily never loops.
  const choose = (set: InfoSet): number => {
    if (set.best >= 0) return set.best;
    let best = 0;
    let bestV = -Infinity;
    for (let i = 0; i < set.labels.length; i++) {
      let v = 0;
      for (const { node, reach } of set.nodes) v += reach * value(node.children[i]!);
      if (v > bestV + 1e-15) [best, bestV] = [i, v];
    }
    set.best = best;
    return best;
  };
  return value(tree);
}
