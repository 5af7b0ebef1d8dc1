// Counterfactual regret minimisation over information states (`game.informationState(player)`),
// for games with hidden information. The whole history tree is built once; then CFR+ runs with
// alternating updates and a linearly weighted average, and the average strategy is measured by
// exact best responses over the tree.
import type { Game } from '../game.js';
import { SolveError, type SolveProgress, type StrategyEntry } from './types.js';

interface TreeNode {
  /** -1: end, -2: chance, else the deciding player. */
  player: number;
  children: TreeNode[];
  probs: number[];
  returns: readonly number[];
  info: InfoSet | null;
}

interface InfoSet {
  key: string;
  player: number;
  where: string;
  labels: string[];
  regret: Float64Array;
  /** This iteration's regrets, added (and floored at 0, as CFR+ does) once the traversal is done. */
  delta: Float64Array;
  current: Float64Array;
  sum: Float64Array;
  average: Float64Array;
  /** Best response: the option chosen, once decided. */
  best: number;
  nodes: { node: TreeNode; reach: number }[];
}

export interface CfrResult {
  values: number[];
  exploitability: number;
  entries: Record<string, StrategyEntry>;
  nodes: number;
}

const END = -1;
const CHANCE = -2;
/** Histories longer than this are refused: the whole tree is built. */
export const CFR_MAX_DEPTH = 2_000;

export function cfr(
  root: Game,
  nPlayers: number,
  iterations: number,
  maxNodes: number,
  where: string,
  progress?: (p: SolveProgress) => void,
): CfrResult {
  const { tree, sets, count } = buildTree(root, nPlayers, maxNodes, where, progress);
  for (let t = 1; t <= iterations; t++) {
    progress?.({ phase: 'iterate', method: 'cfr', count: t, of: iterations });
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
  for (const set of sets.values()) {
    let total = 0;
    for (const x of set.sum) total += x;
    set.sum.forEach((x, i) => (set.average[i] = total > 0 ? x / total : 1 / set.labels.length));
  }
  return { ...measure(tree, sets, nPlayers), nodes: count };
}

/**
 * The exact values and exploitability of a strategy over the whole tree (a state it has no entry
 * for is played uniformly): how a sampled strategy is checked on a game small enough.
 */
export function evaluateExactly(
  root: Game,
  nPlayers: number,
  entries: Readonly<Record<string, StrategyEntry>>,
  maxNodes: number,
  where: string,
): CfrResult {
  const { tree, sets, count } = buildTree(root, nPlayers, maxNodes, where);
  for (const set of sets.values()) {
    const probs = entries[set.key]?.probs;
    set.average.forEach((_, i) => (set.average[i] = probs === undefined ? 1 / set.labels.length : probs[i]!));
  }
  return { ...measure(tree, sets, nPlayers), nodes: count };
}

function measure(tree: TreeNode, sets: Map<string, InfoSet>, nPlayers: number): Omit<CfrResult, 'nodes'> {
  const values = expected(tree, nPlayers);
  let gain = 0;
  for (let p = 0; p < nPlayers; p++) gain += bestResponse(tree, p, sets) - values[p]!;
  const entries: Record<string, StrategyEntry> = {};
  for (const set of sets.values()) {
    entries[set.key] = { player: set.player, where: set.where, options: set.labels, probs: Array.from(set.average) };
  }
  return { values, exploitability: Math.max(0, gain / nPlayers), entries };
}

/** The whole history tree, with its decisions grouped by information state. */
function buildTree(
  root: Game,
  nPlayers: number,
  maxNodes: number,
  where: string,
  progress?: (p: SolveProgress) => void,
): { tree: TreeNode; sets: Map<string, InfoSet>; count: number } {
  const sets = new Map<string, InfoSet>();
  let count = 0;
  const build = (game: Game, depth: number): TreeNode => {
    if (++count > maxNodes)
      throw new SolveError(
        'too-large',
        where,
        `too big: more than ${maxNodes.toLocaleString('en-US')} nodes in the game tree (method mccfr samples bigger games)`,
      );
    if (count % 2048 === 0) progress?.({ phase: 'explore', method: 'cfr', count, of: maxNodes });
    if (depth > CFR_MAX_DEPTH)
      throw new SolveError(
        'method',
        where,
        `a history longer than ${CFR_MAX_DEPTH.toLocaleString('en-US')} requests: CFR needs a game that ends`,
      );
    const r = game.request();
    if (r.kind === 'end') return { player: END, children: [], probs: [], returns: r.returns, info: null };
    const node: TreeNode = { player: CHANCE, children: [], probs: [], returns: [], info: null };
    let n: number;
    if (r.kind === 'chance') {
      node.probs = r.outcomes.map((o) => o.p);
      n = r.outcomes.length;
    } else {
      node.player = r.player;
      const labels = r.options.map((o) => o.label);
      const key = game.informationState(r.player);
      let set = sets.get(key);
      if (set === undefined) {
        const z = (): Float64Array => new Float64Array(labels.length);
        set = {
          key,
          player: r.player,
          where: r.where,
          labels,
          regret: z(),
          delta: z(),
          current: z(),
          sum: z(),
          average: z(),
          best: -1,
          nodes: [],
        };
        sets.set(key, set);
      } else if (set.labels.join('\n') !== labels.join('\n')) {
        throw new SolveError(
          'information',
          where,
          `information state at ${r.where} has options ${set.labels.join(', ')} and ${labels.join(', ')}`,
        );
      }
      node.info = set;
      n = labels.length;
    }
    for (let i = 0; i < n; i++) {
      const next = game.clone();
      if (r.kind !== 'chance' || node.probs[i]! > 0) next.answer(i);
      node.children.push(r.kind === 'chance' && node.probs[i] === 0 ? endOf(nPlayers) : build(next, depth + 1));
    }
    return node;
  };
  const tree = build(root, 0);
  return { tree, sets, count };
}

function endOf(n: number): TreeNode {
  return { player: END, children: [], probs: [], returns: new Array<number>(n).fill(0), info: null };
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
