// The exact values and exploitability of an average strategy over the compiled tree (compiled.ts):
// what `measureObjects` (cfr-reference.ts) computes over the tree's objects, with the same
// floating-point operations in the same order, but over arrays (the objects' walk with a map of
// memos took a tenth of a whole solve of Leduc hold'em).
import type { CompiledTree } from './compiled.js';
import { CHANCE, END, type InfoSet } from './tree.js';
import type { StrategyEntry } from './types.js';

export interface Measured {
  values: number[];
  exploitability: number;
  entries: Record<string, StrategyEntry>;
}

/** The strategy in the sets' `average` (the sets of `c`, in order), measured exactly over `c`. */
export function measureCompiled(c: CompiledTree, sets: ReadonlyMap<string, InfoSet>): Measured {
  const { nPlayers, setStart } = c;
  const avg = new Float64Array(c.current.length);
  let s = 0;
  for (const set of sets.values()) avg.set(set.average, setStart[s++]!);
  const values = expected(c, avg);
  let gain = 0;
  for (let p = 0; p < nPlayers; p++) gain += bestResponse(c, p, avg) - values[p]!;
  const entries: Record<string, StrategyEntry> = {};
  for (const set of sets.values()) {
    entries[set.key] = { player: set.player, where: set.where, options: set.labels, probs: Array.from(set.average) };
  }
  return { values, exploitability: Math.max(0, gain / nPlayers), entries };
}

/** Expected returns when everyone plays `avg`. */
function expected(c: CompiledTree, avg: Float64Array): number[] {
  const { nPlayers: np, who, first, count, chance, at, ends } = c;
  /** `np` values per node. */
  const out = new Float64Array(who.length * np);
  const visit = (node: number): void => {
    if (who[node] === END) {
      for (let p = 0; p < np; p++) out[node * np + p] = ends[p]![node]!;
      return;
    }
    const f = first[node]!;
    for (let i = 0; i < count[node]!; i++) {
      const w = who[node] === CHANCE ? chance[f + i]! : avg[at[node]! + i]!;
      if (w === 0) continue;
      visit(f + i);
      for (let p = 0; p < np; p++) out[node * np + p] = out[node * np + p]! + w * out[(f + i) * np + p]!;
    }
  };
  visit(0);
  return Array.from(out.subarray(0, np));
}

/** What `p` gets by the best response to everyone else's `avg`: one choice per information state. */
function bestResponse(c: CompiledTree, p: number, avg: Float64Array): number {
  const { who, first, count, chance, set, at, setSize, ends } = c;
  const end = ends[p]!;
  const nSets = setSize.length;
  // Per set, its nodes with their reach, in the order met.
  const nodes: number[][] = Array.from({ length: nSets }, () => []);
  const reaches: number[][] = Array.from({ length: nSets }, () => []);
  const best = new Int32Array(nSets).fill(-1);
  const collect = (node: number, reach: number): void => {
    const w = who[node]!;
    if (w === END || reach === 0) return;
    if (w === p) {
      nodes[set[node]!]!.push(node);
      reaches[set[node]!]!.push(reach);
    }
    const f = first[node]!;
    for (let i = 0; i < count[node]!; i++)
      collect(f + i, reach * (w === CHANCE ? chance[f + i]! : w === p ? 1 : avg[at[node]! + i]!));
  };
  collect(0, 1);
  const memo = new Float64Array(who.length);
  const known = new Uint8Array(who.length);
  const value = (node: number): number => {
    const w = who[node]!;
    if (w === END) return end[node]!;
    if (known[node] === 1) return memo[node]!;
    const f = first[node]!;
    let v = 0;
    if (w === p) v = value(f + choose(set[node]!));
    else
      for (let i = 0; i < count[node]!; i++) {
        const weight = w === CHANCE ? chance[f + i]! : avg[at[node]! + i]!;
        if (weight > 0) v += weight * value(f + i);
      }
    memo[node] = v;
    known[node] = 1;
    return v;
  };
  // Perfect recall: the nodes of a set only lead to later sets of `p`, so deciding lazily never loops.
  const choose = (s: number): number => {
    if (best[s]! >= 0) return best[s]!;
    let b = 0;
    let bestV = -Infinity;
    const list = nodes[s]!;
    const reach = reaches[s]!;
    for (let i = 0; i < setSize[s]!; i++) {
      let v = 0;
      for (let j = 0; j < list.length; j++) v += reach[j]! * value(first[list[j]!]! + i);
      if (v > bestV + 1e-15) [b, bestV] = [i, v];
    }
    best[s] = b;
    return b;
  };
  return value(0);
}
