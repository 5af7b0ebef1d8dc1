// Counterfactual regret minimisation over information states (`game.informationState(player)`),
// for games with hidden information. The whole history tree is built once through the engine;
// then it is compiled to flat arrays (compiled.ts) and CFR+ runs over them with alternating
// updates and a linearly weighted average; the average strategy is measured by exact best
// responses over the arrays (compiled-measure.ts). cfr-reference.ts does the same over the tree's
// objects (the implementation before the arrays), the reference of the differential test and the bench.
import type { Game } from '../game.js';
import { averagesInto, compile, iterateCompiled } from './compiled.js';
import { measureCompiled } from './compiled-measure.js';
import { CHANCE, END, type BuiltTree, type InfoSet, type TreeNode } from './tree.js';
import { SolveError, type SolveProgress, type StrategyEntry } from './types.js';

export interface CfrResult {
  values: number[];
  exploitability: number;
  entries: Record<string, StrategyEntry>;
  nodes: number;
}

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
  const built = buildTree(root, nPlayers, maxNodes, where, progress);
  const compiled = compile(built, nPlayers);
  iterateCompiled(compiled, 1, iterations, progress);
  averagesInto(compiled, built.sets);
  return { ...measureCompiled(compiled, built.sets), nodes: built.count };
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
  const built = buildTree(root, nPlayers, maxNodes, where);
  for (const set of built.sets.values()) {
    const probs = entries[set.key]?.probs;
    set.average.forEach((_, i) => (set.average[i] = probs === undefined ? 1 / set.labels.length : probs[i]!));
  }
  return { ...measureCompiled(compile(built, nPlayers), built.sets), nodes: built.count };
}

/** The whole history tree, walked once through the engine. */
export function buildTree(
  root: Game,
  nPlayers: number,
  maxNodes: number,
  where: string,
  progress?: (p: SolveProgress) => void,
): BuiltTree {
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
    // The last child takes this game itself (a walk owns every game below the root): one clone fewer per node.
    for (let i = 0; i < n; i++) {
      if (r.kind === 'chance' && node.probs[i] === 0) {
        node.children.push(endOf(nPlayers));
        continue;
      }
      const next = i === n - 1 && depth > 0 ? game : game.clone();
      next.answer(i);
      node.children.push(build(next, depth + 1));
    }
    return node;
  };
  const tree = build(root, 0);
  return { tree, sets, count };
}

function endOf(n: number): TreeNode {
  return { player: END, children: [], probs: [], returns: new Array<number>(n).fill(0), info: null };
}
