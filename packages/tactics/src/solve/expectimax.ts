// Exact values of a perfect-information game with chance. The reachable positions are explored
// once (merged on `memoKey`, kept as its hash, so transpositions and cycles such as Pig's turns
// are one node each), then values are swept backwards until nothing changes: one sweep is exact
// for a game without cycles, and with cycles the sweeps are value iteration.
import type { Game } from '../game.js';
import { isEndless } from './estimate.js';
import { memoHash, stateKey } from './keys.js';
import { SolveError, type SolveProgress, type StrategyEntry } from './types.js';

const DECISION = 0;
const CHANCE = 1;
const END = 2;

interface Node {
  kind: number;
  player: number;
  children: number[];
  probs: number[];
  returns: readonly number[] | null;
  /** Decisions: the readable key, the place and the option labels. */
  key: string;
  where: string;
  labels: string[];
}

export interface ExpectimaxResult {
  values: number[];
  entries: Record<string, StrategyEntry>;
  sweeps: number;
  converged: boolean;
  nodes: number;
}

/** Thrown by `expectimax` at the first request not everyone sees: its answer would not be a strategy a player can follow. */
export class HiddenRequest {
  constructor(readonly where: string) {}
}

/** Positions explored between two reports of progress. */
const EVERY = 2048;

export function expectimax(
  root: Game,
  nPlayers: number,
  maxSweeps: number,
  maxNodes: number,
  where: string,
  progress?: (p: SolveProgress) => void,
): ExpectimaxResult {
  const nodes: Node[] = [];
  const ids = new Map<string, number>();
  const order: number[] = []; // children before parents (where there is no cycle)

  // Depth first with an explicit stack (a long game would overflow the call stack): a node is
  // opened when first seen and finished, in `order`, once all its children are.
  const open = (game: Game): number => {
    const k = memoHash(game);
    const known = ids.get(k);
    if (known !== undefined) return known;
    if (nodes.length >= maxNodes)
      throw new SolveError('too-large', where, `too big: more than ${maxNodes.toLocaleString('en-US')} states`);
    const id = nodes.length;
    if (id % EVERY === 0) progress?.({ phase: 'explore', method: 'expectimax', count: id, of: maxNodes });
    ids.set(k, id);
    const r = game.request();
    const node: Node = { kind: END, player: -1, children: [], probs: [], returns: null, key: '', where: '', labels: [] };
    nodes.push(node);
    if (r.kind === 'end') {
      node.returns = r.returns;
      order.push(id);
      return id;
    }
    if (r.visibleTo !== 'all') throw new HiddenRequest(r.where);
    if (r.kind === 'decision') {
      node.kind = DECISION;
      node.player = r.player;
      node.where = r.where;
      node.labels = r.options.map((o) => o.label);
      node.key = stateKey(game, r.player, r.where);
    } else {
      node.kind = CHANCE;
      node.probs = r.outcomes.map((o) => o.p);
    }
    stack.push({ id, game, count: r.kind === 'decision' ? r.options.length : r.outcomes.length });
    return id;
  };
  const stack: { id: number; game: Game; count: number }[] = [];
  try {
    open(root);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const node = nodes[top.id]!;
      const i = node.children.length;
      if (i === top.count) {
        stack.pop();
        order.push(top.id);
      } else if (node.kind === CHANCE && node.probs[i] === 0) {
        node.children.push(-1);
      } else {
        const next = top.game.clone();
        next.answer(i);
        node.children.push(open(next));
      }
    }
  } catch (e) {
    // Depth first only goes on to positions not seen yet: a loop the engine stops as endless went
    // through that many new positions in a row, and would have gone on.
    if (!isEndless(e)) throw e;
    throw new SolveError(
      'too-large',
      where,
      `too big: a line of play went ${stack.length.toLocaleString('en-US')} requests deep without ending or coming back to a position (${e.message}): its positions grow without end; a game must be bounded to be solved`,
    );
  }

  // Every position explored is reachable from the start: with no end among them, value iteration
  // would report 0 for everyone, a value the game never pays.
  if (!nodes.some((n) => n.kind === END))
    throw new SolveError(
      'method',
      where,
      `none of its ${nodes.length.toLocaleString('en-US')} positions is an end: no end can be reached from the start, so the game has no value to solve`,
    );

  const values = new Float64Array(nodes.length * nPlayers);
  const best = new Int32Array(nodes.length);
  let sweeps = 0;
  let converged = false;
  while (sweeps < maxSweeps && !converged) {
    sweeps++;
    progress?.({ phase: 'iterate', method: 'expectimax', count: sweeps, of: maxSweeps });
    let change = 0;
    for (const id of order) {
      const node = nodes[id]!;
      const base = id * nPlayers;
      for (let p = 0; p < nPlayers; p++) {
        let v = 0;
        if (node.kind === END) v = node.returns![p] ?? 0;
        else if (node.kind === CHANCE) {
          node.children.forEach((c, i) => {
            if (c >= 0) v += node.probs[i]! * values[c * nPlayers + p]!;
          });
        } else {
          if (p === 0) best[id] = argmax(node, values, nPlayers);
          v = values[node.children[best[id]!]! * nPlayers + p]!;
        }
        change = Math.max(change, Math.abs(v - values[base + p]!));
        values[base + p] = v;
      }
    }
    converged = change <= 1e-12;
  }

  const entries: Record<string, StrategyEntry> = {};
  for (const id of order) {
    const node = nodes[id]!;
    // Two positions that look alike to the player (a rare case: same place and same view) keep the first choice.
    if (node.kind !== DECISION || node.key in entries) continue;
    entries[node.key] = {
      player: node.player,
      where: node.where,
      options: node.labels,
      probs: node.labels.map((_, i) => (i === best[id] ? 1 : 0)),
    };
  }
  return { values: Array.from(values.subarray(0, nPlayers)), entries, sweeps, converged, nodes: nodes.length };
}

/** The option with the best value for the deciding player; the first one on a tie (within 1e-12). */
function argmax(node: Node, values: Float64Array, nPlayers: number): number {
  let bestI = 0;
  let bestV = -Infinity;
  node.children.forEach((c, i) => {
    const v = values[c * nPlayers + node.player]!;
    if (v > bestV + 1e-12) [bestI, bestV] = [i, v];
  });
  return bestI;
}
