// One decision of an `mcts` seat (README "mcts"): iterations of determinize, descend, grow, play
// out, back up. Each iteration starts from a world the seat cannot tell from the game (the engine's
// `worlds`, which draws again what the seat did not see), so the search never reads what the seat
// has not seen; chance is drawn from the search's own generator, never from the game's.
import { worldsFor, type DecisionRequest, type Game } from '../game.js';
import { nextInt, nextUint32, pickWeighted, type Rng } from '../rng.js';
import { Range, select, TreeNode } from './tree.js';

/** A play-out stops after this many requests; it then counts as 0 for everyone. */
export const PLAYOUT_LIMIT = 10_000;

export type Budget = { readonly iterations: number } | { readonly ms: number };

export interface MctsSettings {
  readonly budget: Budget;
  /** The exploration constant, on returns scaled to 0 … 1 (default 0.7). */
  readonly c: number;
  /** Nodes the tree may hold; past it the tree stops growing and iterations play out from its edge. */
  readonly maxNodes: number;
  /** Requests a play-out may take before it counts as 0 for everyone (default PLAYOUT_LIMIT). */
  readonly playoutLimit: number;
}

export interface MctsOption {
  readonly index: number;
  readonly label: string;
  /** Iterations that played this option first. */
  readonly visits: number;
  /** Mean return of the deciding player after it (null when never played). */
  readonly mean: number | null;
}

export interface MctsRecord {
  readonly iterations: number;
  /** Nodes in the tree at the end, and whether it reached `maxNodes` (and stopped growing). */
  readonly nodes: number;
  readonly full: boolean;
  /** Wall-clock milliseconds (for reading; with a time budget, also what ended the search). */
  readonly ms: number;
  /** How the worlds were made, and how many fell back to redistributing (see the engine README). */
  readonly worlds: { readonly method: string; readonly fallbacks: number };
  /** The option played: most visits, then highest mean, then the first. */
  readonly chosen: number;
  readonly options: readonly MctsOption[];
}

/** The labels of a request, each once, in the order offered. */
function labelsOf(r: DecisionRequest): string[] {
  return [...new Set(r.options.map((o) => o.label))];
}

/** What `me` observed from log entry `from` on, and where the game asks next: the key of the next node. */
function keyAfter(g: Game, me: number, from: number): string {
  let key = '';
  for (const o of g.observationsFrom(me, from)) key += `${o.kind}|${o.where}|${o.player ?? '-'}|${o.label}\n`;
  const r = g.request();
  return r.kind === 'decision' ? `${key}>${r.where}|${r.player}` : `${key}>${r.kind}`;
}

/** Plays `g` to its end with uniform choices and chance from `rng`; the returns (zeros when cut off after `limit`). */
function playOut(g: Game, rng: Rng, limit: number): readonly number[] {
  for (let n = 0; ; n++) {
    const r = g.request();
    if (r.kind === 'end') return r.returns;
    if (n >= limit) return new Array<number>(g.model.numPlayers).fill(0);
    g.answer(r.kind === 'chance' ? pickWeighted(rng, r.outcomes) : nextInt(rng, r.options.length));
  }
}

/** Answers chance requests from `rng` until a decision or the end. */
function throughChance(g: Game, rng: Rng): void {
  for (let r = g.request(); r.kind === 'chance'; r = g.request()) g.answer(pickWeighted(rng, r.outcomes));
}

const now = (): number => performance.now();

/** The search at `request` of `game`: the option to play and what the search saw. */
export function searchMcts(settings: MctsSettings, game: Game, request: DecisionRequest, rng: Rng): MctsRecord {
  const me = request.player;
  const t0 = now();
  const worlds = worldsFor(game, me);
  const root = new TreeNode();
  const range = new Range();
  const budget = settings.budget;
  const deadline = 'ms' in budget ? t0 + budget.ms : Infinity;
  const iterations = 'iterations' in budget ? budget.iterations : Infinity;
  let nodes = 1;
  let full = false;
  let done = 0;
  const path: { node: TreeNode; label: string; player: number }[] = [];
  // At least one iteration, so a tiny time budget still gives a choice made by the search.
  const timed = deadline !== Infinity;
  while (done < iterations && (done === 0 || !timed || now() < deadline)) {
    const g = worlds.next(nextUint32(rng));
    path.length = 0;
    let node: TreeNode | null = root;
    let values: readonly number[] | null = null;
    while (node !== null) {
      node.visits++;
      const r = g.request();
      if (r.kind === 'end') {
        values = r.returns;
        break;
      }
      if (r.kind === 'chance') throw new Error('a tree node stands at a chance request');
      const label = select(node, labelsOf(r), settings.c, range, rng);
      path.push({ node, label, player: r.player });
      const from = g.logLength;
      g.answer(r.options.findIndex((o) => o.label === label));
      throughChance(g, rng);
      const key = keyAfter(g, me, from);
      let child: TreeNode | undefined = node.next.get(key);
      if (child === undefined) {
        // One new node per iteration, then a play-out from it; a full tree only plays out.
        if (nodes < settings.maxNodes) {
          node.next.set(key, (child = new TreeNode()));
          child.visits++;
          nodes++;
        } else full = true;
        node = null;
      } else node = child;
    }
    values ??= playOut(g, rng, settings.playoutLimit);
    range.add(values);
    for (const step of path) {
      const e = step.node.edges.get(step.label)!;
      e.n++;
      e.sum += values[step.player] ?? 0;
    }
    done++;
  }
  const options = request.options.map((o, index): MctsOption => {
    const e = root.edges.get(o.label);
    // A label offered twice is one option to the search: its statistics go to the first.
    const first = request.options.findIndex((x) => x.label === o.label) === index;
    const visits = e !== undefined && first ? e.n : 0;
    return { index, label: o.label, visits, mean: visits > 0 ? e!.sum / e!.n : null };
  });
  let chosen = 0;
  for (const o of options) {
    const best = options[chosen]!;
    if (o.visits > best.visits || (o.visits === best.visits && (o.mean ?? -Infinity) > (best.mean ?? -Infinity)))
      chosen = o.index;
  }
  return {
    iterations: done,
    nodes,
    full,
    ms: now() - t0,
    worlds: { method: worlds.method, fallbacks: worlds.stats.fallbacks },
    chosen,
    options,
  };
}
