// One piece of an analysis (README "Analysis"): a game played by one of the measured players, with
// what a designer reads from it (its length, the decisions asked, their options, how the lead went),
// or a game of the skill curve (a stronger searcher against a weaker one). Each depends only on the
// prepared spec and its own numbers.
import { playGame, type ChanceRequest, type DecisionRequest, type Game, type Player } from '../game.js';
import { nextInt, pickWeighted, seeded, type Rng } from '../rng.js';
import { errorText } from '../simulate/order.js';
import { gameSeed, playerSeed } from '../simulate/seeds.js';
import { SKILL_SEEDS, type PreparedAnalysis, type Task } from './spec.js';

/** What one measured game gave. */
export interface GameMeasure {
  readonly kind: 'game';
  readonly player: number;
  readonly k: number;
  readonly requests: number;
  /** Decisions asked (two options or more), their options in all, and choices made without asking. */
  readonly asked: number;
  readonly options: number;
  readonly automatic: number;
  readonly returns: readonly number[] | null;
  readonly cutOff: boolean;
  readonly error: string | null;
  /** From the value estimates; null when the game did not end or had no position to estimate. */
  readonly leadChanges: number | null;
  /** Share of the positions at which the eventual winner was clearly behind (null without a single winner). */
  readonly behind: number | null;
  /** Mean normalized entropy of the estimated chances to win. */
  readonly uncertainty: number | null;
}

/** What one game of the skill curve gave: the stronger side's result on −1 … 1, or null when it failed. */
export interface SkillMeasure {
  readonly kind: 'skill';
  readonly point: number;
  readonly k: number;
  readonly value: number | null;
  readonly error: string | null;
}

export type Measure = GameMeasure | SkillMeasure;

/** A lead counts when the leader's chance to win is ahead of every other seat's by this much. */
export const LEAD_MARGIN = 0.25;

/** Each seat's share of a result: the best return alone takes 1, a tie at the top splits it. */
export function shares(returns: readonly number[]): number[] {
  const top = Math.max(...returns);
  const at = returns.filter((r) => r === top).length;
  return returns.map((r) => (r === top ? 1 / at : 0));
}

/** Each seat's chance to win from `g`, by `n` random play-outs that stop after `limit` requests (then shared). */
function chances(g: Game, n: number, limit: number, rng: Rng): number[] {
  const seats = g.model.numPlayers;
  const out = new Array<number>(seats).fill(0);
  for (let i = 0; i < n; i++) {
    const c = g.clone();
    let r = c.request();
    for (let k = 0; r.kind !== 'end' && k < limit; k++, r = c.request())
      c.answer(r.kind === 'chance' ? pickWeighted(rng, r.outcomes) : nextInt(rng, r.options.length));
    const s = r.kind === 'end' ? shares(r.returns) : new Array<number>(seats).fill(1 / seats);
    for (let p = 0; p < seats; p++) out[p]! += s[p]! / n;
  }
  return out;
}

function leaderOf(p: readonly number[]): number | null {
  let best = 0;
  for (let i = 1; i < p.length; i++) if (p[i]! > p[best]!) best = i;
  const second = Math.max(...p.filter((_, i) => i !== best));
  return p[best]! - second >= LEAD_MARGIN ? best : null;
}

function entropy(p: readonly number[]): number {
  let h = 0;
  for (const x of p) if (x > 0) h -= x * Math.log(x);
  return h / Math.log(p.length);
}

/** Plays game `k` with `players`; the answers, whether it ended, was cut off or failed. */
function playOut(a: PreparedAnalysis, players: readonly Player[], seed: number) {
  const answers: number[] = [];
  /** The indices in `answers` of the asked decisions. */
  const decisions: number[] = [];
  let options = 0;
  const onAnswer = (r: ChanceRequest | DecisionRequest, i: number): void => {
    if (r.kind === 'decision') {
      decisions.push(answers.length);
      options += r.options.length;
    }
    answers.push(i);
  };
  const played = playGame(a.model, { seed, players, maxRequests: a.spec.maxRequests, onAnswer, keepErrors: true });
  const error = played.stop === 'error' ? errorText(played.error) : null;
  return { game: played.game, answers, decisions, options, returns: played.returns, cutOff: played.stop === 'limit', error };
}

/** A game of measured player `player`, with its value track. */
export function measureGame(a: PreparedAnalysis, player: number, k: number): GameMeasure {
  const seed = gameSeed(a.spec.seed, k);
  const base = { kind: 'game' as const, player, k };
  let played: ReturnType<typeof playOut>;
  try {
    played = playOut(a, a.players(player, seed), seed);
  } catch (e) {
    return {
      ...base,
      requests: 0,
      asked: 0,
      options: 0,
      automatic: 0,
      returns: null,
      cutOff: false,
      error: errorText(e),
      leadChanges: null,
      behind: null,
      uncertainty: null,
    };
  }
  const { game, answers, decisions, returns } = played;
  let automatic = 0;
  for (const e of game.log) if (e.kind === 'automatic') automatic++;
  const measure = {
    ...base,
    requests: answers.length,
    asked: decisions.length,
    options: played.options,
    automatic,
    returns: returns === null ? null : [...returns],
    cutOff: played.cutOff,
    error: played.error,
  };
  if (returns === null || a.seats < 2 || decisions.length === 0)
    return { ...measure, leadChanges: null, behind: null, uncertainty: null };
  // The positions before evenly spread asked decisions, reached again by replaying the answers.
  const n = Math.min(a.spec.points, decisions.length);
  const at = Array.from({ length: n }, (_, j) => decisions[Math.floor((j * decisions.length) / n)]!);
  const rng = seeded(playerSeed(seed, 2000 + player));
  const replay = a.game(seed);
  const track: number[][] = [];
  for (let i = 0, next = 0; next < at.length; i++) {
    if (i === at[next]) {
      track.push(chances(replay, a.spec.rollouts, a.playoutLimit, rng));
      next++;
    }
    replay.answer(answers[i]!);
  }
  const final = shares(returns);
  const winner = final.filter((s) => s === 1).length === 1 ? final.indexOf(1) : null;
  let changes = 0;
  let last: number | null = null;
  let behind = 0;
  let open = 0;
  for (const p of track) {
    const leader = leaderOf(p);
    if (leader !== null) {
      if (last !== null && leader !== last) changes++;
      last = leader;
    }
    if (winner !== null && leader !== null && leader !== winner) behind++;
    open += entropy(p);
  }
  return {
    ...measure,
    leadChanges: changes,
    behind: winner === null ? null : behind / track.length,
    uncertainty: open / track.length,
  };
}

/** The seed of skill game `k` at point `point`: apart from the measured games and from the other points. */
export const skillSeed = (seed: number, point: number, k: number): number => gameSeed(seed, SKILL_SEEDS * (point + 1) + k);

/**
 * Game `k` of point `point` of the skill curve: level `point + 1` against level `point`. In a
 * competitive game the same seed is played once with the stronger side in each seat and the weaker
 * in the others (duplicate seating: the luck of the seed is the same for both sides, so a game
 * where no choice matters gives exactly 0); each game's value is `(seats · share − 1) / (seats −
 * 1)`, 1 for a win, 0 for an even share, −1 for a loss (two seats), and the task's value their mean.
 * In a cooperative game a team of the stronger and one of the weaker play the same seed: 1 when the
 * stronger team got more in all, −1 less, 0 the same.
 */
export function measureSkill(a: PreparedAnalysis, point: number, k: number): SkillMeasure {
  const seed = skillSeed(a.spec.seed, point, k);
  const n = a.seats;
  const team = (level: number, strong: number | null): Player[] =>
    Array.from({ length: n }, (_, s) =>
      a.level(strong === null || s === strong ? level : level - 1, playerSeed(seed, 1000 * (point + 1) + s)),
    );
  const returnsOf = (players: Player[]): readonly number[] | null => {
    const r = playOut(a, players, seed);
    if (r.error !== null) throw new SkillFailure(r.error);
    return r.returns;
  };
  try {
    if (!a.cooperative) {
      let sum = 0;
      for (let strong = 0; strong < n; strong++) {
        const returns = returnsOf(team(point + 1, strong));
        const share = returns === null ? 1 / n : shares(returns)[strong]!;
        sum += (n * share - 1) / (n - 1);
      }
      return { kind: 'skill', point, k, value: sum / n, error: null };
    }
    const total = (level: number): number => (returnsOf(team(level, null)) ?? []).reduce((x, y) => x + y, 0);
    return { kind: 'skill', point, k, value: Math.sign(total(point + 1) - total(point)), error: null };
  } catch (e) {
    return { kind: 'skill', point, k, value: null, error: e instanceof SkillFailure ? e.message : errorText(e) };
  }
}

/** A skill game that stopped with an error (its text as the measured games give it). */
class SkillFailure extends Error {}

export function measure(a: PreparedAnalysis, task: Task): Measure {
  return task.kind === 'game' ? measureGame(a, task.player, task.k) : measureSkill(a, task.point, task.k);
}
