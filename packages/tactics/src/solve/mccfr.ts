// Monte Carlo CFR with external sampling, for hidden-information games whose tree is too big to
// build. Nothing is built: each iteration walks the game itself, once per player (the traverser),
// answering chance and the other players by sampling (chance by its probabilities, the others by
// their current strategies) and trying every option of the traverser on a clone. Only the
// information states met are kept, in a map with a cap; once it is full, a state met for the first
// time is not kept and is played uniformly (so memory stays bounded whatever the game's size). The
// values and the exploitability are then estimated from sampled games (sampled-response.ts).
import type { Game, Request } from '../game.js';
import { nextInt, nextUint32, pickWeighted, seeded } from '../rng.js';
import { CFR_MAX_DEPTH } from './cfr.js';
import { isEndless } from './estimate.js';
import { pick, sampledResponse, type SampledEstimate } from './sampled-response.js';
import { SolveError, type SolveProgress, type StrategyEntry } from './types.js';

export interface SampledSet {
  readonly key: string;
  readonly player: number;
  readonly where: string;
  readonly labels: string[];
  readonly regret: Float64Array;
  /** The current strategy, made from the regrets when the state is met. */
  readonly current: Float64Array;
  /** Each visit in another player's traversal adds the current strategy here (simple averaging). */
  readonly sum: Float64Array;
}

export interface MccfrOptions {
  iterations: number;
  seed: number;
  /** The most information states kept; states met once the table is full are played uniformly. */
  maxStates: number;
  /** Sampled games per player for the estimate of the values and the exploitability. */
  games: number;
  where: string;
  progress?: ((p: SolveProgress) => void) | undefined;
}

export interface MccfrResult extends SampledEstimate {
  entries: Record<string, StrategyEntry>;
  /** Information states kept. */
  states: number;
  /** Requests answered while iterating (the work done). */
  answers: number;
  /** Decisions met while iterating at states not kept (the table was full), played uniformly. */
  unkept: number;
  /** The iteration in which the table of states became full, or `null`. */
  fullAt: number | null;
}

/** One traversal visiting more positions than this is refused: external sampling tries every option of the traverser. */
export const MCCFR_MAX_WALK = 1_000_000;

export function mccfr(root: Game, nPlayers: number, o: MccfrOptions): MccfrResult {
  const rng = seeded(o.seed);
  const sets = new Map<string, SampledSet>();
  let answers = 0;
  let walk = 0;
  let t = 0;

  let unkept = 0;
  let fullAt: number | null = null;

  /** The state's entry, or `null` when it is new and the table is full. */
  const setOf = (game: Game, r: Extract<Request, { kind: 'decision' }>): SampledSet | null => {
    const key = game.informationState(r.player);
    let set = sets.get(key);
    const labels = r.options.map((x) => x.label);
    if (set === undefined) {
      if (sets.size >= o.maxStates) {
        unkept++;
        return null;
      }
      if (sets.size + 1 === o.maxStates) fullAt = t;
      const z = (): Float64Array => new Float64Array(labels.length);
      set = { key, player: r.player, where: r.where, labels, regret: z(), current: z(), sum: z() };
      sets.set(key, set);
    } else if (set.labels.length !== labels.length || set.labels.some((l, i) => l !== labels[i])) {
      throw new SolveError(
        'information',
        o.where,
        `information state at ${r.where} has options ${set.labels.join(', ')} and ${labels.join(', ')}`,
      );
    }
    return set;
  };

  const answer = (game: Game, i: number, depth: number): void => {
    if (++walk > MCCFR_MAX_WALK)
      throw new SolveError(
        'too-large',
        o.where,
        `too big for sampled CFR: one iteration visited more than ${MCCFR_MAX_WALK.toLocaleString('en-US')} positions (every option of the traversing player is tried, and this game has too many in a row)`,
      );
    if (depth >= CFR_MAX_DEPTH)
      throw new SolveError(
        'method',
        o.where,
        `a history longer than ${CFR_MAX_DEPTH.toLocaleString('en-US')} requests: CFR needs a game that ends`,
      );
    answers++;
    game.answer(i);
  };

  /** The sampled value for `p` of `game`, which it uses up; updates `p`'s regrets and the others' averages. */
  const traverse = (game: Game, p: number, depth: number): number => {
    for (;;) {
      const r = game.request();
      if (r.kind === 'end') return r.returns[p] ?? 0;
      if (r.kind === 'chance') {
        answer(game, pickWeighted(rng, r.outcomes), depth++);
        continue;
      }
      const set = setOf(game, r);
      if (set === null) {
        // Not kept, so nothing is learnt here: one option drawn uniformly is an unbiased sample
        // of the uniform mix's value, for the traverser too, and costs one walk instead of n.
        answer(game, nextInt(rng, r.options.length), depth++);
        continue;
      }
      regretMatch(set);
      const n = set.labels.length;
      if (r.player !== p) {
        for (let i = 0; i < n; i++) set.sum[i] = set.sum[i]! + set.current[i]!;
        answer(game, pick(rng, set.current), depth++);
        continue;
      }
      // Copied: below, regret matching runs again wherever a state is met.
      const sigma = Float64Array.from(set.current);
      const vs = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        const next = i === n - 1 ? game : game.clone();
        answer(next, i, depth);
        vs[i] = traverse(next, p, depth + 1);
      }
      let v = 0;
      for (let i = 0; i < n; i++) v += sigma[i]! * vs[i]!;
      for (let i = 0; i < n; i++) set.regret[i] = set.regret[i]! + vs[i]! - v;
      return v;
    }
  };

  try {
    for (t = 1; t <= o.iterations; t++) {
      o.progress?.({ phase: 'iterate', method: 'mccfr', count: t, of: o.iterations });
      for (let p = 0; p < nPlayers; p++) {
        walk = 0;
        traverse(root.clone(), p, 0);
      }
    }
  } catch (e) {
    if (!isEndless(e)) throw e;
    throw new SolveError('method', o.where, `a line of play does not end (${e.message}): CFR needs a game that ends`);
  }

  const average = new Map<string, { player: number; probs: Float64Array }>();
  const entries: Record<string, StrategyEntry> = {};
  for (const set of sets.values()) {
    let total = 0;
    for (const x of set.sum) total += x;
    const probs = set.sum.map((x) => (total > 0 ? x / total : 1 / set.labels.length));
    average.set(set.key, { player: set.player, probs });
    entries[set.key] = { player: set.player, where: set.where, options: set.labels, probs: Array.from(probs) };
  }
  const estimate = sampledResponse(root, nPlayers, average, {
    games: o.games,
    seed: nextUint32(rng),
    where: o.where,
    progress: o.progress,
  });
  return { ...estimate, entries, states: sets.size, answers, unkept, fullAt };
}

/** Regret matching: the current strategy is proportional to the positive regrets (uniform when there are none). */
function regretMatch(set: SampledSet): void {
  let total = 0;
  for (const r of set.regret) if (r > 0) total += r;
  const n = set.labels.length;
  for (let i = 0; i < n; i++) set.current[i] = total > 0 ? Math.max(0, set.regret[i]!) / total : 1 / n;
}
