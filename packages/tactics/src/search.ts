// Look-ahead (docs/tactics.md#look-ahead): at the places in `search.at`, every other option is
// compared with the rules' option on paired rollouts, and the rules' choice stands unless an
// alternative is better by `z` standard errors. A rollout starts from a world in which what the
// deciding player has not seen is drawn again, draws chance from its own seed (never from the
// game's generator, which holds the real future) and plays on with the rules for every seat.
import { answer, copyOf, requestOf, worldsFor, type DecisionRequest, type Game, type Player } from './game.js';
import type { SearchSettings, Tactic } from './load.js';
import { decideByRules } from './rules.js';
import { nextInt, nextUint32, pickWeighted, seeded, type Rng } from './rng.js';

/** A rollout stops after this many requests; it then counts as a return of 0 for everyone. */
export const ROLLOUT_LIMIT = 100_000;

export type OptionStatus = 'rules' | 'dropped' | 'candidate' | 'open';

export interface OptionStats {
  readonly index: number;
  readonly label: string;
  /** Rollouts of this option. */
  readonly n: number;
  /** Mean return of the deciding player after this option. */
  readonly mean: number;
  /** Mean difference with the rules' option on the same seeds (0 for the rules' option). */
  readonly diff: number;
  /** Standard error of `diff` (0 for the rules' option; Infinity with fewer than 2 rollouts). */
  readonly se: number;
  readonly status: OptionStatus;
}

export interface SearchRecord {
  /** The option the rules picked. */
  readonly rules: number;
  /** The option played. */
  readonly chosen: number;
  /** Rollouts per option (of the rules' option: every seed). */
  readonly rollouts: number;
  /** Rounds played. */
  readonly rounds: number;
  /** Wall-clock milliseconds per rollout (for reading, not for deciding). */
  readonly msPerRollout: number;
  /** How the worlds were made (`copy`, `redistribute`, `replay`) and how many fell back to redistributing. */
  readonly worlds: { readonly method: string; readonly fallbacks: number };
  readonly options: readonly OptionStats[];
}

/** A player that follows the rules, then `default` with its own generator. */
export function rulesChooser(
  tactic: Tactic,
  rng: Rng,
): (request: DecisionRequest, game: Game) => { index: number; rule: number } {
  return (request, game) => {
    const r = decideByRules(tactic, game, request);
    if (r.index >= 0) return r;
    return { index: tactic.default === 'first' ? 0 : nextInt(rng, request.options.length), rule: -1 };
  };
}

/** Plays `option` on a copy of `base` and the game out; the return of player `me`. */
function rollout(tactic: Tactic, base: Game, option: number, seed: number, me: number): number {
  const g = copyOf(base);
  answer(g, option);
  const chance = seeded(seed);
  const choose = rulesChooser(tactic, seeded(seed ^ 0x68e31da4));
  const player: Player = { choose: (r, game) => choose(r, game).index };
  for (let n = 0; ; n++) {
    const r = requestOf(g);
    if (r.kind === 'end') return r.returns[me] ?? 0;
    if (n >= ROLLOUT_LIMIT) return 0;
    answer(g, r.kind === 'chance' ? pickWeighted(chance, r.outcomes) : player.choose(r, g));
  }
}

interface Tally {
  readonly index: number;
  sum: number;
  sumD: number;
  sumD2: number;
  n: number;
  status: OptionStatus;
}

const mean = (t: Tally): number => (t.n === 0 ? 0 : t.sumD / t.n);
function stderr(t: Tally): number {
  if (t.n < 2) return Number.POSITIVE_INFINITY;
  const m = t.sumD / t.n;
  const variance = Math.max(0, (t.sumD2 - t.n * m * m) / (t.n - 1));
  return Math.sqrt(variance / t.n);
}

/** Steps 1–4 of "Look-ahead": the option to play and what the search saw. */
export function lookAhead(
  tactic: Tactic,
  settings: SearchSettings,
  game: Game,
  request: DecisionRequest,
  rulesIndex: number,
  rng: Rng,
): SearchRecord {
  const me = request.player;
  const t0 = performance.now();
  const rulesTally: Tally = { index: rulesIndex, sum: 0, sumD: 0, sumD2: 0, n: 0, status: 'rules' };
  const tallies: Tally[] = request.options.map((_, k) =>
    k === rulesIndex ? rulesTally : { index: k, sum: 0, sumD: 0, sumD2: 0, n: 0, status: 'open' },
  );
  let active = tallies.filter((t) => t !== rulesTally);
  let done = 0;
  let rounds = 0;
  let chosen = rulesIndex;
  let played = 0;
  const worlds = worldsFor(game, me);
  while (active.length > 0 && done < settings.maxRollouts) {
    const k = Math.min(settings.rollouts, settings.maxRollouts - done);
    for (let s = 0; s < k; s++) {
      const seed = nextUint32(rng) | 0;
      const base = worlds.next(seed);
      const r0 = rollout(tactic, base, rulesIndex, seed, me);
      rulesTally.sum += r0;
      rulesTally.n++;
      for (const t of active) {
        const r = rollout(tactic, base, t.index, seed, me);
        const d = r - r0;
        t.sum += r;
        t.sumD += d;
        t.sumD2 += d * d;
        t.n++;
      }
      played += 1 + active.length;
    }
    done += k;
    rounds++;
    let best: Tally | null = null;
    for (const t of active) {
      const m = mean(t);
      const se = stderr(t);
      if (t.n < 2) continue;
      if (m + settings.z * se <= 0) t.status = 'dropped';
      else if (m - settings.z * se > 0) {
        t.status = 'candidate';
        if (best === null || m > mean(best)) best = t;
      }
    }
    if (best !== null) {
      chosen = best.index;
      break;
    }
    active = active.filter((t) => t.status === 'open');
  }
  const ms = performance.now() - t0;
  return {
    rules: rulesIndex,
    chosen,
    rollouts: done,
    rounds,
    msPerRollout: played === 0 ? 0 : ms / played,
    worlds: { method: worlds.method, fallbacks: worlds.stats.fallbacks },
    options: tallies.map((t) => ({
      index: t.index,
      label: request.options[t.index]!.label,
      n: t.n,
      mean: t.n === 0 ? 0 : t.sum / t.n,
      diff: t === rulesTally ? 0 : mean(t),
      se: t === rulesTally ? 0 : stderr(t),
      status: t.status,
    })),
  };
}
