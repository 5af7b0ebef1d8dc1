// The values and the exploitability of a strategy estimated from sampled games, for games whose
// tree is too big to walk (see the package README, "Sampled CFR"). For each player p in turn,
// `games` games are sampled: chance by its probabilities and the other players by the strategy,
// while every option of p is tried on a clone. Each game so gives a small tree of p's decisions.
// p's value under the strategy is the mean of those trees valued by the strategy. p's best
// response picks, per information state, the option with the largest sum over the games that met
// it (from the last decisions back, as perfect recall allows): measured on the games it was picked
// on, it is an upper estimate; picked on half of the games and measured on the other half, a lower one.
import type { Game } from '../game.js';
import { nextUint32, seeded, type Rng } from '../rng.js';
import { CFR_MAX_DEPTH } from './cfr.js';
import { SolveError, type SolveProgress } from './types.js';

export interface SampledEstimate {
  /** Each player's mean return under the strategy, and its standard error. */
  values: number[];
  valueErrors: number[];
  /** The gain of the sampled best responses (the upper estimate), summed over the players and divided by their number. */
  exploitability: number;
  exploitabilityError: number;
  /** The same with responses picked on half of the games and measured on the other half (the lower estimate). */
  exploitabilityLow: number;
  /** Games sampled per player (fewer than asked when the decisions kept reached their cap). */
  games: number;
}

export interface SampledOptions {
  games: number;
  seed: number;
  where: string;
  progress?: ((p: SolveProgress) => void) | undefined;
}

/**
 * A decision of the best responder in one sampled game: its information state, the strategy's
 * probabilities there, and what each option led to (a return, or their next decision). The state
 * is kept as a 53-bit hash of its text, not the text (which can be a thousand characters long):
 * two states of one estimate share a hash with a chance of about n²/2⁵⁴ for n states (1e-4 for 1e6).
 */
interface Decision {
  key: number;
  probs: ArrayLike<number>;
  kids: (number | Decision)[];
}

type Outcome = number | Decision;

/**
 * Memory: over the sampled games of one player, at most this many of their decisions are kept;
 * past it, the estimate uses the games sampled so far (`games` says how many).
 */
export const MAX_KEPT = 2_000_000;
/** One sampled game trying more positions than this is refused. */
const MAX_GAME = 1_000_000;

export function sampledResponse(
  root: Game,
  nPlayers: number,
  strategy: ReadonlyMap<string, { readonly probs: ArrayLike<number> }>,
  o: SampledOptions,
): SampledEstimate {
  const rng = seeded(o.seed);
  const values: number[] = [];
  const valueErrors: number[] = [];
  let gain = 0;
  let gainVariance = 0;
  let low = 0;
  let games = o.games;
  const uniforms: Float64Array[] = [];
  const probsOf = (key: string, n: number): ArrayLike<number> =>
    strategy.get(key)?.probs ?? (uniforms[n] ??= new Float64Array(n).fill(1 / n));
  const onStrategy = (x: Outcome): number => {
    if (typeof x === 'number') return x;
    const probs = x.probs;
    let v = 0;
    x.kids.forEach((kid, i) => (v += probs[i]! * onStrategy(kid)));
    return v;
  };

  for (let p = 0; p < nPlayers; p++) {
    /** The decisions of each information state of p, by the half of the games they are in (even, odd). */
    const byKey: [Map<number, Decision[]>, Map<number, Decision[]>] = [new Map(), new Map()];
    let kept = 0;
    let tried = 0;
    let half = 0;
    // Common random numbers: the j-th chance draw and the j-th reply of the others in a game use
    // the same random number whichever options of p led there, so two options are compared on
    // the same cards (and the same replies where they meet the same states), not on fresh luck.
    let chanceU: number[] = [];
    let replyU: number[] = [];
    const uniform = (list: number[], j: number): number => (list[j] ??= nextUint32(rng) / 4294967296);
    const play = (game: Game, depth: number, chances: number, replies: number): Outcome => {
      for (;;) {
        if (depth > CFR_MAX_DEPTH)
          throw new SolveError(
            'method',
            o.where,
            `a history longer than ${CFR_MAX_DEPTH.toLocaleString('en-US')} requests: CFR needs a game that ends`,
          );
        if (++tried > MAX_GAME)
          throw new SolveError(
            'too-large',
            o.where,
            `too big for sampled CFR: one sampled game tried more than ${MAX_GAME.toLocaleString('en-US')} positions`,
          );
        const r = game.request();
        if (r.kind === 'end') return r.returns[p] ?? 0;
        if (r.kind === 'chance') {
          game.answer(
            pickWith(
              uniform(chanceU, chances++),
              r.outcomes.map((x) => x.p),
            ),
          );
        } else if (r.player !== p) {
          game.answer(pickWith(uniform(replyU, replies++), probsOf(game.informationState(r.player), r.options.length)));
        } else {
          const text = game.informationState(p);
          const node: Decision = { key: textHash(text), probs: probsOf(text, r.options.length), kids: [] };
          kept++;
          const lists = byKey[half]!;
          let list = lists.get(node.key);
          if (list === undefined) lists.set(node.key, (list = []));
          list.push(node);
          for (let i = 0; i < r.options.length; i++) {
            const next = i === r.options.length - 1 ? game : game.clone();
            next.answer(i);
            node.kids.push(play(next, depth + 1, chances, replies));
          }
          return node;
        }
        depth++;
      }
    };

    const roots: Outcome[] = [];
    for (let k = 0; k < o.games && kept < MAX_KEPT; k++) {
      o.progress?.({ phase: 'evaluate', method: 'mccfr', count: p * o.games + k + 1, of: nPlayers * o.games });
      tried = 0;
      half = k % 2;
      chanceU = [];
      replyU = [];
      roots.push(play(root.clone(), 0, 0, 0));
    }
    games = Math.min(games, roots.length);

    const both = merged(byKey[0], byKey[1]);
    const full = responder(both);
    const even = responder(byKey[0]);
    const odd = responder(byKey[1]);
    const own = roots.map(onStrategy);
    const gains = roots.map((x, k) => full(x) - own[k]!);
    // Each half measured with the response picked on the other.
    const crossed = roots.map((x, k) => (k % 2 === 0 ? odd : even)(x) - own[k]!);
    const [mean, se] = meanAndError(own);
    values.push(mean);
    valueErrors.push(se);
    const [g, gse] = meanAndError(gains);
    gain += g;
    gainVariance += gse * gse;
    low += meanAndError(crossed)[0];
  }
  return {
    values,
    valueErrors,
    exploitability: Math.max(0, gain / nPlayers),
    exploitabilityError: Math.sqrt(gainVariance) / nPlayers,
    exploitabilityLow: Math.max(0, low / nPlayers),
    games,
  };
}

/**
 * The value of a game's tree of p's decisions when p plays the response picked on `lists`: at each
 * information state the option with the largest sum over its decisions there; at a state `lists`
 * never met, the strategy's mix. Perfect recall: a state's decisions lead only to later states of
 * p, so picking lazily never loops.
 */
function responder(lists: ReadonlyMap<number, Decision[]>): (x: Outcome) => number {
  const best = new Map<number, number>();
  const memo = new Map<Decision, number>();
  const choose = (key: number): number | null => {
    const known = best.get(key);
    if (known !== undefined) return known;
    const nodes = lists.get(key);
    if (nodes === undefined) return null;
    let bestI = 0;
    let bestV = -Infinity;
    for (let i = 0; i < nodes[0]!.kids.length; i++) {
      let v = 0;
      for (const node of nodes) v += value(node.kids[i]!);
      if (v > bestV + 1e-12) [bestI, bestV] = [i, v];
    }
    best.set(key, bestI);
    return bestI;
  };
  const value = (x: Outcome): number => {
    if (typeof x === 'number') return x;
    const known = memo.get(x);
    if (known !== undefined) return known;
    const i = choose(x.key);
    let v = 0;
    if (i !== null) v = value(x.kids[i]!);
    else {
      // Unmet here: the strategy's mix at this state, the response below it.
      x.kids.forEach((kid, j) => (v += x.probs[j]! * value(kid)));
    }
    memo.set(x, v);
    return v;
  };
  return value;
}

function merged(a: ReadonlyMap<number, Decision[]>, b: ReadonlyMap<number, Decision[]>): Map<number, Decision[]> {
  const out = new Map(a);
  for (const [key, list] of b) out.set(key, [...(out.get(key) ?? []), ...list]);
  return out;
}

/** A 53-bit hash of a text: two 32-bit FNV-1a style hashes with different primes, joined. */
function textHash(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0) * 2097152 + ((b >>> 0) >>> 11);
}

/** The mean and its standard error (sample standard deviation over √n; infinite below two). */
function meanAndError(xs: readonly number[]): [number, number] {
  const n = xs.length;
  if (n === 0) return [0, Infinity];
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return [mean, Infinity];
  const variance = xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1);
  return [mean, Math.sqrt(variance / n)];
}

/** An index drawn with the probabilities `probs` (adding up to 1) for `u` in [0, 1); never one of probability 0. */
export function pickWith(u: number, probs: ArrayLike<number>): number {
  let x = u;
  let last = 0;
  for (let i = 0; i < probs.length; i++) {
    if (probs[i]! <= 0) continue;
    last = i;
    x -= probs[i]!;
    if (x < 0) return i;
  }
  return last;
}

/** An index drawn with the probabilities `probs`. */
export function pick(rng: Rng, probs: ArrayLike<number>): number {
  return pickWith(nextUint32(rng) / 4294967296, probs);
}
