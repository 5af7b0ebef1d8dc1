// The history tree CFR builds once through the engine (cfr.ts): its nodes and its information
// states, with the state CFR keeps per state; shared by the solver, the compiled tree and the reference.
export const END = -1;
export const CHANCE = -2;

export interface TreeNode {
  /** -1: end, -2: chance, else the deciding player. */
  player: number;
  children: TreeNode[];
  probs: number[];
  returns: readonly number[];
  info: InfoSet | null;
}

export interface InfoSet {
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

/** The whole history tree, its decisions grouped by information state, and its number of nodes. */
export interface BuiltTree {
  readonly tree: TreeNode;
  readonly sets: Map<string, InfoSet>;
  readonly count: number;
}
