// CFR+ over a compiled tree. The tree is walked through the engine once (buildTree in cfr.ts);
// then it becomes flat typed arrays: per node its kind, its children (numbered breadth first, so
// a node's children are consecutive), the chance probability of reaching it, the start of its
// information state's options and, per player, its return and whether one of their decisions is
// at or below it; per information state its player and options; per option the regret, this
// iteration's regret, the current strategy and the average's sum.
// An iteration then reads and writes only those arrays: no objects, no closures per node, no
// allocation. The iterations are those of cfr-reference.ts, in the same order of operations.
// One shortcut gives the same numbers: below an option the others never play (probability 0), the
// values only ever get multiplied by that 0 and the regrets by the others' reach, 0; so only the
// traverser's average moves there, and `sums` visits just the traverser's decisions for it.
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
  /** Per decision node: its information state, and where that state's options start (-1 for other nodes). */
  readonly set: Int32Array;
  readonly at: Int32Array;
  /** Per player, per node: its return (0 but at ends). */
  readonly ends: readonly Float64Array[];
  /** Per player, per node: 1 when the node or one below it is a decision of the player. */
  readonly below: readonly Uint8Array[];
  /** Every return is at most 1e100 either way: no sum of CFR's can overflow, so 0 times a value is 0. */
  readonly tame: boolean;
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
  const set = new Int32Array(n).fill(-1);
  const at = new Int32Array(n).fill(-1);
  const ends = Array.from({ length: nPlayers }, () => new Float64Array(n));
  let tame = true;
  let next = 1;
  for (let i = 0; i < n; i++) {
    const node = order[i]!;
    who[i] = node.player;
    first[i] = next;
    count[i] = node.children.length;
    if (node.player === CHANCE) node.probs.forEach((p, k) => (chance[next + k] = p));
    else if (node.player === END)
      for (let p = 0; p < nPlayers; p++) {
        const x = node.returns[p] ?? 0;
        ends[p]![i] = x;
        tame &&= Math.abs(x) <= 1e100;
      }
    else {
      set[i] = setIndex.get(node.info!)!;
      at[i] = setStart[set[i]!]!;
    }
    next += node.children.length;
  }
  // Children are numbered after their parent: from the last node up, each is done before its parent.
  const below = Array.from({ length: nPlayers }, (_, p) => {
    const b = new Uint8Array(n);
    for (let i = n - 1; i >= 0; i--) {
      if (who[i] === p) b[i] = 1;
      else for (let k = first[i]!; k < first[i]! + count[i]! && b[i] === 0; k++) b[i] = b[k]!;
    }
    return b;
  });
  const z = (): Float64Array => new Float64Array(options);
  return {
    nPlayers,
    who,
    first,
    count,
    chance,
    set,
    at,
    ends,
    below,
    tame,
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
  const { nPlayers, who, first, count, chance, at, tame, setPlayer, setStart, setSize } = c;
  const { regret, delta, current, sum, value } = c;
  const nSets = setPlayer.length;
  let p = 0;
  let t = 0;
  let end = c.ends[0]!;
  let below = c.below[0]!;

  /** Below an option the others never play, with `p`'s reach `own` > 0: only `p`'s average moves. */
  const sums = (node: number, own: number): void => {
    const f = first[node]!;
    const n = count[node]!;
    if (who[node] !== p) {
      for (let k = f; k < f + n; k++) if (below[k] === 1) sums(k, own);
      return;
    }
    const s = at[node]!;
    if (n === 2) {
      // Written out, as in `walk`.
      const s0 = current[s]!;
      const s1 = current[s + 1]!;
      const r0 = own * s0;
      const r1 = own * s1;
      if (r0 > 0 && below[f] === 1) sums(f, r0);
      if (r1 > 0 && below[f + 1] === 1) sums(f + 1, r1);
      sum[s] = sum[s]! + t * own * s0;
      sum[s + 1] = sum[s + 1]! + t * own * s1;
      return;
    }
    for (let k = 0; k < n; k++) {
      const reach = own * current[s + k]!;
      if (reach > 0 && below[f + k] === 1) sums(f + k, reach);
    }
    for (let k = 0; k < n; k++) sum[s + k] = sum[s + k]! + t * own * current[s + k]!;
  };

  /**
   * The value for `p` of `node` (not an end: ends are read in place), updating `p`'s regrets and
   * average (reaches: `own` of p, `other` of the rest). Decisions of two and three options (most
   * games' decisions) are written out: a loop whose end varies from node to node costs more than
   * its work. Each does what the loop below it does, in the same order.
   */
  const walk = (node: number, own: number, other: number): number => {
    const w = who[node]!;
    const f = first[node]!;
    const n = count[node]!;
    let v = 0;
    if (w === CHANCE) {
      for (let k = f; k < f + n; k++) v += chance[k]! * (who[k] === END ? end[k]! : walk(k, own, other * chance[k]!));
      return v;
    }
    const s = at[node]!;
    if (w !== p) {
      // Skipped only where both reaches below are 0, as in cfr-reference.ts; where only the
      // others' is, `sums` (unless a return is too big for 0 times a value to be always 0).
      const all = own > 0 && !tame;
      if (n === 2) {
        const s0 = current[s]!;
        const s1 = current[s + 1]!;
        if (s0 > 0 || all) v += s0 * (who[f] === END ? end[f]! : walk(f, own, other * s0));
        else if (own > 0 && below[f] === 1) sums(f, own);
        if (s1 > 0 || all) v += s1 * (who[f + 1] === END ? end[f + 1]! : walk(f + 1, own, other * s1));
        else if (own > 0 && below[f + 1] === 1) sums(f + 1, own);
        return v;
      }
      if (n === 3) {
        const s0 = current[s]!;
        const s1 = current[s + 1]!;
        const s2 = current[s + 2]!;
        if (s0 > 0 || all) v += s0 * (who[f] === END ? end[f]! : walk(f, own, other * s0));
        else if (own > 0 && below[f] === 1) sums(f, own);
        if (s1 > 0 || all) v += s1 * (who[f + 1] === END ? end[f + 1]! : walk(f + 1, own, other * s1));
        else if (own > 0 && below[f + 1] === 1) sums(f + 1, own);
        if (s2 > 0 || all) v += s2 * (who[f + 2] === END ? end[f + 2]! : walk(f + 2, own, other * s2));
        else if (own > 0 && below[f + 2] === 1) sums(f + 2, own);
        return v;
      }
      for (let k = 0; k < n; k++) {
        const sigma = current[s + k]!;
        const c = f + k;
        if (sigma > 0 || all) v += sigma * (who[c] === END ? end[c]! : walk(c, own, other * sigma));
        else if (own > 0 && below[c] === 1) sums(c, own);
      }
      return v;
    }
    if (n === 2) {
      const s0 = current[s]!;
      const s1 = current[s + 1]!;
      const x0 = s0 > 0 || other > 0 ? (who[f] === END ? end[f]! : walk(f, own * s0, other)) : 0;
      const x1 = s1 > 0 || other > 0 ? (who[f + 1] === END ? end[f + 1]! : walk(f + 1, own * s1, other)) : 0;
      v += s0 * x0;
      v += s1 * x1;
      delta[s] = delta[s]! + other * (x0 - v);
      sum[s] = sum[s]! + t * own * s0;
      delta[s + 1] = delta[s + 1]! + other * (x1 - v);
      sum[s + 1] = sum[s + 1]! + t * own * s1;
      return v;
    }
    if (n === 3) {
      const s0 = current[s]!;
      const s1 = current[s + 1]!;
      const s2 = current[s + 2]!;
      const x0 = s0 > 0 || other > 0 ? (who[f] === END ? end[f]! : walk(f, own * s0, other)) : 0;
      const x1 = s1 > 0 || other > 0 ? (who[f + 1] === END ? end[f + 1]! : walk(f + 1, own * s1, other)) : 0;
      const x2 = s2 > 0 || other > 0 ? (who[f + 2] === END ? end[f + 2]! : walk(f + 2, own * s2, other)) : 0;
      v += s0 * x0;
      v += s1 * x1;
      v += s2 * x2;
      delta[s] = delta[s]! + other * (x0 - v);
      sum[s] = sum[s]! + t * own * s0;
      delta[s + 1] = delta[s + 1]! + other * (x1 - v);
      sum[s + 1] = sum[s + 1]! + t * own * s1;
      delta[s + 2] = delta[s + 2]! + other * (x2 - v);
      sum[s + 2] = sum[s + 2]! + t * own * s2;
      return v;
    }
    for (let k = 0; k < n; k++) {
      const sigma = current[s + k]!;
      const c = f + k;
      const x = sigma > 0 || other > 0 ? (who[c] === END ? end[c]! : walk(c, own * sigma, other)) : 0;
      value[c] = x;
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
      end = c.ends[p]!;
      below = c.below[p]!;
      // Regret matching (CFR+: the regrets are never below 0): every set at the start, then only
      // the last traverser's, the only regrets that moved since.
      const moved = t === from && p === 0 ? -1 : (p + nPlayers - 1) % nPlayers;
      for (let s = 0; s < nSets; s++) {
        if (moved >= 0 && setPlayer[s] !== moved) continue;
        const a = setStart[s]!;
        const n = setSize[s]!;
        let total = 0;
        for (let k = a; k < a + n; k++) total += regret[k]!;
        for (let k = a; k < a + n; k++) current[k] = total > 0 ? regret[k]! / total : 1 / n;
      }
      if (who[0] !== END) walk(0, 1, 1);
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
