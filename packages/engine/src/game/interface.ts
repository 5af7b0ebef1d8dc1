// What the world outside the engine sees of a game in progress: one small interface, in the spirit
// of OpenSpiel's `State`. Players, `playGame`, the validator's test games, the model checks and the
// CLI use only this; the loop's own data (cursor, frames, the open request as it is built) stays
// behind it, in `Core`.
import type { Value } from '@tabletwin/expr';
import type { Model } from '../model/types.js';
import type { RngState } from './rng.js';
import type { GameSnapshot } from './snapshot.js';
import type { GameState, LogEntry, Observation, Request } from './types.js';

/** The state as one player sees it: what they may not see is `'?'`. */
export type GameView = Pick<GameState, 'vars' | 'zones' | 'eliminated' | 'results'>;

/** A game in progress: ask what it waits for, answer, copy, look. */
export interface Game {
  readonly model: Model;
  /** The live state (variables, zones, known top/bottom, eliminated, results, ...). Read it, never change it. */
  readonly state: GameState;
  /** Requests answered so far. */
  readonly answered: number;
  /** The error that stopped the game, or `null` (`request()` throws it). */
  readonly error: Error | null;
  /** Every event so far, in order. */
  readonly events: string[];
  /** What happened: answers, automatic choices, draws, events, the end (or the error). */
  readonly log: LogEntry[];
  /** How many entries the log has (cheap: reading `log` makes every entry). */
  readonly logLength: number;

  /**
   * Calls `before(length)` just before each new log entry, with the number of entries so far; a
   * front end looks at the state there to tell which entry each change belongs to.
   */
  watchLog(before: (length: number) => void): void;
  /** What the game waits for now: a decision, a chance or the end. Throws the error that stopped the game. */
  request(): Request;
  /** Answers the open request with option (or outcome) `index`, then runs to the next request. */
  answer(index: number): void;
  /** The index of an outcome of the open chance request, drawn from the game's own generator (a clone draws the same). */
  sample(): number;
  /** An independent copy: nothing done to the copy changes this game, and the other way round. */
  clone(): Game;
  /**
   * A world for `player`: a copy in which everything `player` has not seen is drawn again and
   * everything they saw is kept (`rng`: a seed or a generator state). The same as `worlds(player).next(rng)`.
   */
  resample(player: number, rng: number | RngState): Game;
  /**
   * Hands out worlds for `player` as the game is now; make one per decision and ask it for as many
   * worlds as needed (a replay's chain of worlds lives in it). See the engine README, "Worlds".
   */
  worlds(player: number, options?: WorldOptions): WorldSampler<Game>;
  /** The game as JSON data; `restoreGame` continues it, in this process or another. */
  /**
   * `log: false` leaves the log out: a key of the position that costs the same however long the
   * game has been (a game restored from it has an empty log).
   */
  snapshot(options?: { log?: boolean }): GameSnapshot;
  view(player: number): GameView;
  /** What `player` observed, in order, `'?'` for what they could not see. */
  observations(player: number): Observation[];
  /** What `player` observed in the log entries after the first `from` (a `logLength` of before). */
  observationsFrom(player: number, from: number): Observation[];
  /** The observations as one string: equal for two games exactly when `player` observed the same. */
  informationState(player: number): string;
  /** An expression in the game's global scope, now. */
  evaluate(src: string): Value;
  /** The same with extra local names first (an agent's `options`, `decider`). */
  evaluateWith(src: string, names: ReadonlyMap<string, Value> | null): Value;
}

// --- worlds (game/worlds.ts) -------------------------------------------------------------------

export type WorldMethod = 'copy' | 'redistribute' | 'replay';

export interface WorldOptions {
  /** Particles played again together, and so worlds made per batch (default 16; replay only). */
  particles?: number;
  /**
   * Batches tried for one world, each with twice the particles of the one before, before the
   * sampler falls back (default 4: 16, 32, 64, 128 particles).
   */
  attempts?: number;
}

export interface WorldStats {
  /** Worlds handed out. */
  worlds: number;
  /** Batches of particles played from the start (replay only). */
  batches: number;
  /** Particles dropped: they showed the player something else than the true game did. */
  dropped: number;
  /**
   * Worlds made by `redistribute` because every particle of `attempts` batches was dropped: those
   * may keep hidden outcomes of the true game.
   */
  fallbacks: number;
}

/** Hands out worlds for one player at one moment of a game. */
export interface WorldSampler<G = unknown> {
  readonly player: number;
  readonly method: WorldMethod;
  readonly stats: Readonly<WorldStats>;
  /** A world: an independent game the player cannot tell from this one (`rng`: a seed or a generator state). */
  next(rng: number | RngState): G;
}
