// The engine's game: the loop (`Core`) with the `Game` interface on top. Only `newGame` and
// `restoreGame` make one, and they hand it out as a `Game`, so outside code never sees the loop.
import type { Locals } from './locals.js';
import type { Value } from '@tabletwin/expr';
import type { Model } from '../model/types.js';
import { stateSize } from './budget.js';
import { Copier, shareVars } from './copy.js';
import { Core } from './core.js';
import { eventNames, toArray } from './history.js';
import { informationStateOf, observationsOf, viewOf } from './information.js';
import type { Game, GameView, WorldOptions } from './interface.js';
import { pickOutcome, seedRng, type RngState } from './rng.js';
import { decodeGame, encodeGame, type GameSnapshot } from './snapshot.js';
import { emptyState } from './start.js';
import type { GameState, LogEntry, Observation } from './types.js';
import { observedAfter, Worlds } from './worlds.js';

export class GameRun extends Core implements Game {
  /** The live state (variables, zones, known top/bottom, eliminated, results, ...). Read it, do not change it. */
  get state(): GameState {
    return this.st;
  }

  /** Every event so far, in order. */
  get events(): string[] {
    return eventNames(this.history.log);
  }

  /** What happened: answers, automatic choices, events, the end (or the error). */
  get log(): LogEntry[] {
    return toArray(this.history.log);
  }

  get logLength(): number {
    return this.history.log?.length ?? 0;
  }

  watchLog(before: (length: number) => void): void {
    // Every record goes through `history.log = ...`: an accessor there sees each one, and only a
    // watched game pays for it. A clone copies the current head, not the watch.
    let head = this.history.log;
    this.history = {
      get log() {
        return head;
      },
      set log(next) {
        before(head?.length ?? 0);
        head = next;
      },
    };
  }

  /** Answers the open request with option (or outcome) `index`, then runs to the next request. */
  answer(index: number): void {
    const req = this.request();
    if (req.kind === 'end') throw new Error('the game is over');
    const n = req.kind === 'decision' ? req.options.length : req.outcomes.length;
    if (!Number.isInteger(index) || index < 0 || index >= n) {
      throw new RangeError(`answer ${index} is not one of the ${n} ${req.kind === 'decision' ? 'options' : 'outcomes'}`);
    }
    this.recordAnswer(req, index, req.kind === 'decision' ? req.options[index]!.label : req.outcomes[index]!.label);
    this.pending = null;
    this.answered++;
    this.feed(index);
  }

  sample(): number {
    const req = this.request();
    if (req.kind !== 'chance') throw new Error('the game does not wait for chance');
    return pickOutcome(this.rng, req.outcomes);
  }

  /** An independent copy; its cost grows with the live state, not with the history. */
  clone(): GameRun {
    const c = new Copier();
    if (this.rt.replacesOnly) shareVars(c, this.st);
    const st = c.copy(this.st);
    const cursor = c.copy(this.cursor);
    const g = new GameRun(this.model, st, cursor, this.rng.slice() as RngState, { log: this.history.log });
    g.pending = c.copy(this.pending);
    g.error = this.error;
    g.answered = this.answered;
    g.keptItems = this.keptItems;
    return g;
  }

  /** One world for `player` (see `worlds`); `rng` is a seed or a state. */
  resample(player: number, rng: number | RngState): GameRun {
    return this.worlds(player).next(rng);
  }

  /** Worlds `player` cannot tell from this game, now (worlds.ts). */
  worlds(player: number, options?: WorldOptions): Worlds<GameRun> {
    const model = this.model;
    return new Worlds(this, () => newGame(model) as GameRun, player, options);
  }

  /** The game as JSON data; `restoreGame` continues it, in this process or another. */
  snapshot(options?: { log?: boolean }): GameSnapshot {
    return encodeGame(this, options);
  }

  view(player: number): GameView {
    return viewOf(this, player);
  }

  observations(player: number): Observation[] {
    return observationsOf(this, player);
  }

  informationState(player: number): string {
    return informationStateOf(this, player);
  }

  observationsFrom(player: number, from: number): Observation[] {
    return observedAfter(this, player, from).map(({ where, kind, player: who, visibleTo, label }) => ({
      where,
      kind,
      player: who,
      visibleTo,
      label,
    }));
  }

  /** Evaluates an expression in the game's global scope, now. */
  evaluate(src: string): Value {
    return this.evaluateWith(src, null);
  }

  /** Evaluates an expression with extra local names (an agent's `options`, `decider`). */
  evaluateWith(src: string, locals: ReadonlyMap<string, Value> | null): Value {
    const rt = this.rt;
    const previous = rt.current;
    rt.current = this.scope(null);
    try {
      const expr = this.model.exprs.get(src) ?? this.rt.compile(src);
      return this.eval(expr, locals as Locals | null);
    } finally {
      rt.current = previous;
    }
  }
}

export interface NewGameOptions {
  seed?: number;
  /**
   * Run to the first request now (default). With `false` the game holds the state at its start,
   * before the flow runs (variables and zones set up); it runs on the first `request()`.
   */
  advance?: boolean;
}

/** A new game of `model`, run up to its first request. */
export function newGame(model: Model, options: NewGameOptions = {}): Game {
  const g = new GameRun(model, emptyState(), [], seedRng(options.seed ?? 0), { log: null });
  g.start();
  if (g.error === null && options.advance !== false) g.advance();
  return g;
}

/** Continues a game from `snapshot()`. */
export function restoreGame(model: Model, snapshot: GameSnapshot): Game {
  const d = decodeGame(model, snapshot);
  const g = new GameRun(model, d.st, d.cursor, d.rng, d.history);
  g.pending = d.pending;
  g.error = d.error;
  g.answered = d.answered;
  // A snapshot written before the state had a budget: its size is the count to start from.
  g.keptItems = d.keptItems ?? stateSize(g);
  return g;
}
