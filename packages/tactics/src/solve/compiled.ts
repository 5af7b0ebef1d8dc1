// CFR+ over a compiled tree. The tree is walked through the engine once (buildTree in cfr.ts);
// then it becomes flat typed arrays: per node its kind, its children (numbered breadth first, so
// a node's children are consecutive), the chance probability of reaching it, the start of its
// information state's options and its returns; per information state its player and options;
// per option the regret, this iteration's regret, the current strategy and the average's sum.
// An iteration then reads and writes only those arrays: no objects, no closures per node, no
// allocation. The iterations are those of cfr-reference.ts, in the same order of operations.
import { CHANCE, END, type BuiltTree, type InfoSet, type TreeNode } from './tree.js';
import type { SolveProgress } from './types.js';

export interface CompiledTree {
  readonly nPlayers: number;
  /** Per node: END, CHANCE or the deciding player. Node 0 is the root. */
  readonly who: Int32Array;
  /** Per node: its first child and how many it has. */
  readonly first: Int32Array;
  readonly count: Int32Array;
  /** Per node: the probability of reaching it from its parent, when the parent is chance. */
  readonly chance: Float64Array;
  /** Per decision node: where its information state's options start (-1 for other nodes). */
  readonly at: Int32Array;
  /** `nPlayers` returns per node (0 but at ends). */
  readonly returns: Float64Array;
  /** Per information state, in the order of `BuiltTree.sets`: its player, first option, number of options. */
  readonly setPlayer: Int32Array;
  readonly setStart: Int32Array;
  readonly setSize: Int32Array;
  /** Per option. */
  readonly regret: Float64Array;
  readonly delta: Float64Array;
  readonly current: Float64Array;
  readonly sum: Float64Array;
  /** Per node, scratch: its value in the traversal under way. */
  readonly value: Float64Array;
}

export function compile({ tree, sets }: BuiltTree, nPlayers: number): CompiledTree {
  const setIndex = new Map<InfoSet, number>();
  const nSets = sets.size;
  const setPlayer = new Int32Array(nSets);
  const setStart = new Int32Array(nSets);
  const setSize = new Int32Array(nSets);
  let options = 0;
  for (const set of sets.values()) {
    const s = setIndex.size;
    setIndex.set(set, s);
    setPlayer[s] = set.player;
    setStart[s] = options;
    setSize[s] = set.labels.length;
    options += set.labels.length;
  }
  // Breadth first: the children of order[i] are pushed together, so they get consecutive numbers.
  const order: TreeNode[] = [tree];
  for (let i = 0; i < order.length; i++) for (const child of order[i]!.children) order.push(child);
  const n = order.length;
  const who = new Int32Array(n);
  const first = new Int32Array(n);
  const count = new Int32Array(n);
  const chance = new Float64Array(n);
  const at = new Int32Array(n).fill(-1);
  const returns = new Float64Array(n * nPlayers);
  let next = 1;
  for (let i = 0; i < n; i++) {
    const node = order[i]!;
    who[i] = node.player;
    first[i] = next;
    count[i] = node.children.length;
    if (node.player === CHANCE) node.probs.forEach((p, k) => (chance[next + k] = p));
    else if (node.player === END) for (let p = 0; p < nPlayers; p++) returns[i * nPlayers + p] = node.returns[p] ?? 0;
    else at[i] = setStart[setIndex.get(node.info!)!]!;
    next += node.children.length;
  }
  const z = (): Float64Array => new Float64Array(options);
  return {
    nPlayers,
    who,
    first,
    count,
    chance,
    at,
    returns,
    setPlayer,
    setStart,
    setSize,
    regret: z(),
    delta: z(),
    current: z(),
    sum: z(),
    value: new Float64Array(n),
  };
}

/** Iterations `from` to `to` (both included) of CFR+ with alternating updates over the arrays. */
export function iterateCompiled(c: CompiledTree, from: number, to: number, progress?: (p: SolveProgress) => void): void {
  const { nPlayers, who, first, count, chance, at, returns, setPlayer, setStart, setSize } = c;
  const { regret, delta, current, sum, value } = c;
  const nSets = setPlayer.length;
  let p = 0;
  let t = 0;

  /** The value for `p` of `node`, updating `p`'s regrets and average (reaches: `own` of p, `other` of the rest). */
  const walk = (node: number, own: number, other: number): number => {
    const w = who[node]!;
    if (w === END) return returns[node * nPlayers + p]!;
    const f = first[node]!;
    const n = count[node]!;
    let v = 0;
    if (w === CHANCE) {
      for (let k = f; k < f + n; k++)
        v += chance[k]! * (who[k] === END ? returns[k * nPlayers + p]! : walk(k, own, other * chance[k]!));
      return v;
    }
    const s = at[node]!;
    // Skipped only where both reaches below are 0, as in cfr-reference.ts.
    if (w !== p) {
      for (let k = 0; k < n; k++) {
        const sigma = current[s + k]!;
        const c = f + k;
        if (sigma > 0 || own > 0) v += sigma * (who[c] === END ? returns[c * nPlayers + p]! : walk(c, own, other * sigma));
      }
      return v;
    }
    for (let k = 0; k < n; k++) {
      const sigma = current[s + k]!;
      const c = f + k;
      const x = sigma > 0 || other > 0 ? (who[c] === END ? returns[c * nPlayers + p]! : walk(c, own * sigma, other)) : 0;
      value[f + k] = x;
      v += sigma * x;
    }
    for (let k = 0; k < n; k++) {
      delta[s + k] = delta[s + k]! + other * (value[f + k]! - v);
      sum[s + k] = sum[s + k]! + t * own * current[s + k]!;
    }
    return v;
  };

  for (t = from; t <= to; t++) {
    progress?.({ phase: 'iterate', method: 'cfr', count: t, of: to });
    for (p = 0; p < nPlayers; p++) {
      // Regret matching (CFR+: the regrets are never below 0).
      for (let s = 0; s < nSets; s++) {
        const a = setStart[s]!;
        const n = setSize[s]!;
        let total = 0;
        for (let k = a; k < a + n; k++) total += regret[k]!;
        for (let k = a; k < a + n; k++) current[k] = total > 0 ? regret[k]! / total : 1 / n;
      }
      walk(0, 1, 1);
      for (let s = 0; s < nSets; s++) {
        if (setPlayer[s] !== p) continue;
        const a = setStart[s]!;
        for (let k = a; k < a + setSize[s]!; k++) {
          regret[k] = Math.max(0, regret[k]! + delta[k]!);
          delta[k] = 0;
        }
      }
    }
  }
}

/** The average strategy of each information state into its `average` (uniform where the sums are 0). */
export function averagesInto(c: CompiledTree, sets: ReadonlyMap<string, InfoSet>): void {
  let s = 0;
  for (const set of sets.values()) {
    const a = c.setStart[s]!;
    const n = c.setSize[s]!;
    let total = 0;
    for (let k = a; k < a + n; k++) total += c.sum[k]!;
    for (let k = 0; k < n; k++) set.average[k] = total > 0 ? c.sum[a + k]! / total : 1 / n;
    s++;
  }
}
