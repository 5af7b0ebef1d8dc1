// What `solve` takes and gives, and the strategy file it writes (`tabletwin-strategy/1`).
import type { Model } from '../game.js';
import type { SizeEstimate } from './estimate.js';

export type SolveMethod = 'expectimax' | 'cfr' | 'mccfr';

/** What `onProgress` hears while a game is solved. */
export type SolveProgress =
  /** The size measured before solving, once. */
  | { readonly phase: 'estimate'; readonly estimate: SizeEstimate }
  /** Positions (expectimax) or tree nodes (CFR) found so far, and the most allowed. */
  | { readonly phase: 'explore'; readonly method: SolveMethod; readonly count: number; readonly of: number }
  /** Sweeps (expectimax) or iterations (CFR, MCCFR) begun, and the most. */
  | { readonly phase: 'iterate'; readonly method: SolveMethod; readonly count: number; readonly of: number }
  /** MCCFR: sampled games begun for the estimate (all players together), and how many there will be. */
  | { readonly phase: 'evaluate'; readonly method: 'mccfr'; readonly count: number; readonly of: number };

export interface SolveOptions {
  model: Model;
  /**
   * CFR: iterations (default 1,000). MCCFR: iterations (default 10,000), each a sampled walk per
   * player. Expectimax: the most value-iteration sweeps (default 10,000).
   */
  iterations?: number;
  /** `auto` (default): expectimax when every request is seen by everyone, else CFR. MCCFR only when asked. */
  method?: SolveMethod | 'auto';
  /** The seed of the game that is solved (only its start matters: chance is enumerated); MCCFR: also of its sampling. */
  seed?: number;
  /** CFR, MCCFR: the exploitability at or below which the strategy counts as converged (default 0.001). */
  tolerance?: number;
  /**
   * MCCFR: the most information states kept (default 100,000), which bounds its memory; a state
   * first met once the table is full is not kept and is played uniformly (`sampled.unkept`).
   */
  maxStates?: number;
  /** MCCFR: sampled games per player for the estimated values and exploitability (default 10,000). */
  games?: number;
  /** The most distinct states (expectimax) or tree nodes (CFR) before giving up (default 500,000). */
  maxNodes?: number;
  /** Answers the size estimate may give in its random games before solving (default 40,000). */
  estimateWork?: number;
  /** Told the size estimate, then how the exploring and the iterations go. */
  onProgress?: (progress: SolveProgress) => void;
}

/** The mixed strategy at one information state (or, for expectimax, one state). */
export interface StrategyEntry {
  readonly player: number;
  readonly where: string;
  readonly options: readonly string[];
  /** One probability per option, adding up to 1. */
  readonly probs: readonly number[];
}

/** A solved game as JSON data: what `--out` writes and `solvedPlayer` reads. */
export interface Strategy {
  readonly format: 'tabletwin-strategy/1';
  readonly game: string;
  readonly method: SolveMethod;
  /**
   * What a solved player does at a decision with no entry: absent, it is an error; `uniform`, every
   * option is equally likely (MCCFR, whose sampling need not meet every information state).
   */
  readonly uncovered?: 'uniform';
  /** What the keys of `entries` are: `information` = `game.informationState(player)`; `state` = `stateKey`. */
  readonly key: 'information' | 'state';
  readonly entries: Readonly<Record<string, StrategyEntry>>;
}

export interface SolveResult {
  readonly method: SolveMethod;
  /** Expected return per player when everyone plays the strategy. */
  readonly values: readonly number[];
  /**
   * How much the players together could gain by best responses, divided by the number of players
   * (OpenSpiel's `exploitability`); 0 for expectimax, whose strategy is exact; estimated for MCCFR.
   */
  readonly exploitability: number;
  /** CFR or MCCFR iterations run, or value-iteration sweeps of expectimax. */
  readonly iterations: number;
  /**
   * CFR, MCCFR: whether the exploitability (for MCCFR its estimate) is at or below `tolerance`.
   * Expectimax: whether the last sweep changed no value by more than 1e-12.
   */
  readonly converged: boolean;
  /** CFR, MCCFR: the tolerance `converged` was measured against (absent for expectimax). */
  readonly tolerance?: number;
  /** Distinct states (expectimax), tree nodes (CFR) or information states kept (MCCFR). */
  readonly nodes: number;
  /** MCCFR: how `values` and `exploitability` were estimated. */
  readonly sampled?: SampledFigures;
  readonly strategy: Strategy;
  /** The size measured before solving. */
  readonly estimate: SizeEstimate;
}

/** How MCCFR's figures were estimated (see the package README, "Sampled CFR"). */
export interface SampledFigures {
  /** The seed of the sampling. */
  readonly seed: number;
  /** Sampled games per player behind `values` and `exploitability`. */
  readonly games: number;
  /** The standard error of each value and of the exploitability. */
  readonly valueErrors: readonly number[];
  readonly exploitabilityError: number;
  /**
   * The lower estimate: each half of the games measured with the best response picked on the other
   * half (`exploitability` is the upper one, measured on the games it was picked on).
   */
  readonly exploitabilityLow: number;
  /** Requests answered while iterating: the work done. */
  readonly answers: number;
  /** Decisions met while iterating at information states not kept (the table was full): played uniformly. */
  readonly unkept: number;
  /** The iteration in which the table of information states became full (`maxStates`), or `null`. */
  readonly fullAt: number | null;
}

export type SolveErrorKind =
  | 'too-large' // more states or nodes than `maxNodes`
  | 'method' // a game that does not end (CFR: a history too long; expectimax: no end reachable), or an unknown method
  | 'option' // an option out of its range (a negative tolerance, no games for MCCFR's estimate)
  | 'information' // one information state with different options
  | 'strategy' // a strategy file that is not one, or not one for this model
  | 'uncovered'; // a solved player at a decision its strategy has no entry for

export class SolveError extends Error {
  override readonly name = 'SolveError';
  constructor(
    readonly kind: SolveErrorKind,
    /** `solve <game>` or the strategy file. */
    readonly where: string,
    readonly reason: string,
    /** For a game refused as too big by its size estimate: that estimate. */
    readonly estimate?: SizeEstimate,
  ) {
    super(`${where}: ${reason}`);
  }
}
