// Who answers requests: players for decisions (random, first, a model's agent), a sampler for
// chance, and `playGame`, the loop that plays one game to its end.
import type { Value } from '@tabletwin/expr';
import { NotExecutable } from './errors.js';
import { newGame } from './game/game.js';
import type { Game } from './game/interface.js';
import { nextInt, seedRng } from './game/rng.js';
import type { ChanceRequest, DecisionRequest, LogEntry } from './game/types.js';
import { isRaw } from './model/normalizer.js';
import type { Model } from './model/types.js';

/** Picks an option (by index) for a decision request. */
export interface Player {
  choose(request: DecisionRequest, game: Game): number;
}

/** Uniformly random choices from its own seeded generator. */
export function randomPlayer(seed = 0): Player {
  const rng = seedRng(seed);
  return { choose: (request) => nextInt(rng, request.options.length) };
}

/** Always the first option. */
export function firstPlayer(): Player {
  return { choose: () => 0 };
}

/**
 * An agent of the model with `policy_x` (docs/reference.md#agents): the label it returns is chosen; a
 * result that is not one of the labels gives a random choice.
 */
export function agentPlayer(model: Model, name: string, seed = 0): Player {
  const agents = model.raw['agents'];
  const agent = isRaw(agents) ? agents[name] : undefined;
  const src = isRaw(agent) ? agent['policy_x'] : undefined;
  if (typeof src !== 'string') throw new NotExecutable(`agent ${name}`, 'no policy_x');
  const rng = seedRng(seed);
  return {
    choose(request, game) {
      const labels = request.options.map((o) => o.label);
      const names = new Map<string, Value>([
        ['options', labels],
        ['decider', request.player],
      ]);
      const picked = game.evaluateWith(src, names);
      const i = typeof picked === 'string' ? labels.indexOf(picked) : -1;
      return i >= 0 ? i : nextInt(rng, labels.length);
    },
  };
}

/** Draws the outcome of the open chance request from the game's own generator. */
export function sampleChance(game: Game): number {
  return game.sample();
}

/** How `playOn` plays: who answers, and when it stops short of the end. */
export interface PlayOnOptions {
  /** One player per seat, or one for every seat. Default: a random player seeded with 1. */
  players?: readonly Player[] | Player;
  /** Stop after this many requests answered here (the game is then cut off). Default 100,000. */
  maxRequests?: number;
  /**
   * Asked with each request before it is answered: `true` stops the game there, the request still
   * open (`stop` is then `'stopped'`).
   */
  stopped?: (request: ChanceRequest | DecisionRequest) => boolean;
  /** Told each answer (a chance outcome or a decision's option) just before it is played. */
  onAnswer?: (request: ChanceRequest | DecisionRequest, index: number) => void;
  /**
   * Keep an error instead of throwing it: the game then stops with `stop` `'error'`, the error in
   * `error`, and `requests` says how many requests were answered before it.
   */
  keepErrors?: boolean;
}

export interface PlayOptions extends PlayOnOptions {
  seed?: number;
  /** One player per seat, or one for every seat. Default: random players seeded from `seed`. */
  players?: readonly Player[] | Player;
}

/** Why a game stopped short of its end: the request limit, `stopped`, or an error. */
export type PlayStop = 'limit' | 'stopped' | 'error';

export interface PlayResult {
  /** The payoff per player; `null` when the game did not reach its end. */
  returns: readonly number[] | null;
  /** The end reason; `null` when the game did not reach its end. */
  reason: string | null;
  /** How many requests were answered. */
  requests: number;
  /** `null` when the game ended, else why it stopped short. */
  stop: PlayStop | null;
  /** What was thrown, when `stop` is `'error'` (with `keepErrors`); else `null`. */
  error: unknown;
  log: LogEntry[];
  game: Game;
}

/**
 * The log is made only when someone reads it. A class, not an object literal with a getter: V8
 * makes those in the old generation, where each one (garbage or not) keeps its young game alive
 * through the next scavenges.
 */
class Played implements PlayResult {
  constructor(
    readonly returns: readonly number[] | null,
    readonly reason: string | null,
    readonly requests: number,
    readonly stop: PlayStop | null,
    readonly error: unknown,
    readonly game: Game,
  ) {}

  get log(): LogEntry[] {
    return this.game.log;
  }
}

/**
 * Plays one game to its end: the one loop that every tool which plays whole games uses. An engine
 * error (NotExecutable, ExprError, or a player's own) is thrown, unless `keepErrors` is set.
 */
export function playGame(model: Model, options: PlayOptions = {}): PlayResult {
  const seed = options.seed ?? 0;
  return playOn(newGame(model, { seed }), { ...options, players: options.players ?? randomPlayer(seed + 1) });
}

/**
 * Plays `game` on from where it is, as `playGame` does from the start: to its end, the limit, a
 * request `stopped` refuses, or an error. `requests` counts the answers given here.
 */
export function playOn(game: Game, options: PlayOnOptions = {}): PlayResult {
  const players = options.players ?? randomPlayer(1);
  const seat = (p: number): Player => (Array.isArray(players) ? (players as Player[])[p]! : (players as Player));
  const max = options.maxRequests ?? 100_000;
  const { stopped, onAnswer } = options;
  let requests = 0;
  try {
    for (;;) {
      const req = game.request();
      if (req.kind === 'end') return new Played(req.returns, req.reason, requests, null, null, game);
      if (requests >= max) return new Played(null, null, requests, 'limit', null, game);
      if (stopped !== undefined && stopped(req)) return new Played(null, null, requests, 'stopped', null, game);
      const index = req.kind === 'chance' ? sampleChance(game) : seat(req.player).choose(req, game);
      onAnswer?.(req, index);
      requests++;
      game.answer(index);
    }
  } catch (e) {
    if (options.keepErrors !== true) throw e;
    return new Played(null, null, requests, 'error', e, game);
  }
}
