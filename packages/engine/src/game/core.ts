// The engine's inner loop: the data of a game in progress and the operations the frame
// handlers use on it. `advance` runs the top frame's handler until a request is open or the game
// has ended; `GameRun` (game.ts) adds the `Game` interface on top.
import type { Locals } from './locals.js';
import { truthy, withBudget, type Value } from '@tabletwin/expr';
import { atPlace, NotExecutable, runError } from '../errors.js';
import type { ModelPath } from '../source/read-model.js';
import type { Expr } from '../model/expressions.js';
import type { Model } from '../model/types.js';
import { linkEntry, LogLink } from './history.js';
import { FRAMES, startNode, stepFrame } from './handlers.js';
import type { RngState } from './rng.js';
import { runtimeOf, type Runtime } from './runtime.js';
import { GameScope } from './scope.js';
import { startGame } from './start.js';
import type { Frame, NodeFrame } from './frames.js';
import type { Machine, Phase } from './machine.js';
import type { ChanceRequest, DecisionRequest, GameState, LogEntry, Option, Request, SubsetInfo, Visible } from './types.js';

/** The append-only record of a game (events and observations are entries of it), shared with its clones. */
export interface History {
  log: LogLink | null;
}

export type { Phase };

/** Frames on the cursor before the game counts as nesting without end (a flow that runs itself). */
export const MAX_DEPTH = 10_000;
/** Steps of the loop between two requests before the game counts as running without end. */
export const MAX_STEPS = 2_000_000;

/** Frame kinds whose `n` is a flow node, with the kind of node they run (`after`: any). */
export const NODE_FRAMES: ReadonlyMap<string, string | null> = new Map([
  ['sequence', 'sequence'],
  ['loop', 'loop'],
  ['branch', 'branch'],
  ['subflow', 'subflow'],
  ['step', 'step'],
  ['invalid', 'invalid'],
  ['after', null],
]);

/** Whether `f` runs a flow node (its `n` is a node's number). */
export function isNodeFrame(f: Frame): f is NodeFrame {
  return NODE_FRAMES.has(f.k);
}

/** Steps of the loop run by every game so far (`flowStepsRun`). */
let stepsRun = 0;

/**
 * Steps of the engine's loop (`MAX_STEPS` bounds them per request) run by every game since the
 * module was loaded: with expr's `stepsSpent`, a measure of work that is the same on every machine.
 */
export function flowStepsRun(): number {
  return stepsRun;
}

// The game and answer `withBudget` runs next: module functions instead of a closure per call.
// Each reads them before anything else can run (a game inside an expression, say).
let entering: Core | null = null;
let feeding = 0;

function runEntered(): void {
  entering!.run();
}

function setUpEntered(): void {
  entering!.setUp();
}

function feedEntered(): void {
  entering!.answerAndRun(feeding);
}

export class Core implements Machine {
  readonly rt: Runtime;
  phase: Phase = 'play';
  /** The open request (decision or chance); `null` while running or after the end. */
  pending: DecisionRequest | ChanceRequest | null = null;
  /** The error that stopped the game, if any. */
  error: Error | null = null;
  /** Requests answered so far. */
  answered = 0;
  /**
   * Items stored into the state since it was last counted, plus that count: never below the
   * state's size (`game/budget.ts`). Clones and snapshots carry it, so copies count alike.
   */
  keptItems = 0;
  private globalScope: GameScope | null = null;
  private lastScope: GameScope | null = null;

  constructor(
    readonly model: Model,
    public st: GameState,
    public cursor: Frame[],
    public rng: RngState,
    public history: History,
  ) {
    this.rt = runtimeOf(model);
  }

  // --- the loop -------------------------------------------------------------------------------

  /**
   * Runs until a request is open, the game has ended or an error stops it. All expressions
   * evaluated until the next request share one step budget (expr's `withBudget`), so own
   * functions that call each other without end, or ops that keep evaluating, stop too.
   */
  advance(): void {
    entering = this;
    withBudget(runEntered);
  }

  /** The loop itself; callers hold a budget (`advance`, `feed`). */
  run(): void {
    const rt = this.rt;
    const previous = rt.current;
    rt.current = this.scope(null);
    let steps = 0;
    try {
      while (this.pending === null && this.st.ended === null) {
        const f = this.cursor[this.cursor.length - 1];
        if (f === undefined) {
          this.end(new Array<number>(this.model.numPlayers).fill(0), 'flow finished without an end condition');
          break;
        }
        if (++steps > MAX_STEPS)
          throw runError(this.where(), `no request after ${MAX_STEPS} steps; nested loops that never ask?`);
        stepFrame(this, f);
      }
    } catch (e) {
      this.fail(e);
    } finally {
      rt.current = previous;
      stepsRun += steps;
    }
  }

  /** Sets up variables and zones and starts the main flow; an error there stops the game. */
  start(): void {
    entering = this;
    withBudget(setUpEntered);
  }

  setUp(): void {
    const rt = this.rt;
    const previous = rt.current;
    rt.current = this.scope(null);
    try {
      startGame(this);
    } catch (e) {
      this.fail(e);
    } finally {
      rt.current = previous;
    }
  }

  /** Feeds an answer to the frame that asked, then runs on (one budget for both). */
  feed(index: number): void {
    entering = this;
    feeding = index;
    withBudget(feedEntered);
  }

  answerAndRun(index: number): void {
    const rt = this.rt;
    const previous = rt.current;
    rt.current = this.scope(null);
    try {
      const f = this.cursor[this.cursor.length - 1]!;
      const handler = FRAMES.get(f.k)!;
      handler.answer!(this, f, index);
    } catch (e) {
      this.fail(e);
    } finally {
      rt.current = previous;
    }
    // Already inside this request's budget: run on without another one.
    if (this.error === null) this.run();
  }

  private fail(e: unknown): void {
    // An error without its place gets the place where the game was, as a new error.
    const placed = atPlace(e, this.where(), this.path());
    const err = placed instanceof Error ? placed : new Error(String(placed));
    this.error = err;
    this.pending = null;
    this.record({ kind: 'error', message: err.message, where: (err as { where?: string }).where ?? '' });
  }

  /** The place of the innermost frame that names one (for errors without their own). */
  where(): string {
    for (let i = this.cursor.length - 1; i >= 0; i--) {
      const f = this.cursor[i]!;
      if ('place' in f) return f.place;
      if (isNodeFrame(f)) {
        const node = this.model.nodes[f.n];
        if (node !== undefined) return node.place;
      }
    }
    return '';
  }

  /** The model path of the innermost op or flow node that is running, `null` before the flow starts. */
  path(): ModelPath | null {
    for (let i = this.cursor.length - 1; i >= 0; i--) {
      const f = this.cursor[i]!;
      if (f.k === 'ops' && f.i > 0) {
        const op = this.model.ops[this.model.opLists[f.list]!.ops[f.i - 1]!];
        if (op !== undefined) return op.path;
      }
      if (isNodeFrame(f)) {
        const node = this.model.nodes[f.n];
        if (node !== undefined) return node.path;
      }
    }
    return null;
  }

  // --- frames ---------------------------------------------------------------------------------

  push(f: Frame): void {
    if (this.cursor.length >= MAX_DEPTH) throw runError(this.where(), 'flows nest too deep; does a subflow or run call itself?');
    this.cursor.push(f);
  }

  pop(): void {
    this.cursor.pop();
  }

  /** Starts flow node `n` on top of the cursor. */
  startNode(n: number): void {
    startNode(this, n);
  }

  /** Runs op list `list` (if any) with these local names at `place`. */
  runOps(list: number | null, locals: Locals, place: string): void {
    if (list === null) return;
    this.push({ k: 'ops', list, i: 0, locals, place });
  }

  /** A node's own work is done: its window and end events follow, else it is finished. */
  finishNode(f: NodeFrame): void {
    const node = this.model.nodes[f.n]!;
    this.pop();
    if (node.window !== null || node.endEvents.length > 0) {
      this.push({ k: 'after', n: f.n, i: -1, check: false });
    }
  }

  // --- requests -------------------------------------------------------------------------------

  decide(player: number, options: readonly Option[], where: string, visibleTo: Visible, subset?: SubsetInfo): void {
    this.pending =
      subset === undefined
        ? { kind: 'decision', player, options, where, visibleTo }
        : { kind: 'decision', player, options, where, visibleTo, subset };
  }

  chance(labels: readonly string[], where: string, visibleTo: Visible, p?: readonly number[]): void {
    const n = labels.length;
    this.pending = { kind: 'chance', outcomes: labels.map((label, i) => ({ label, p: p?.[i] ?? 1 / n })), where, visibleTo };
  }

  /** A chance uniform over `values`, labelled by them (outcomes shared for model data). */
  uniform(values: readonly Value[], where: string, visibleTo: Visible): void {
    this.pending = { kind: 'chance', outcomes: this.rt.uniformOutcomes(values), where, visibleTo };
  }

  /** A choice with one option, taken without asking (listed as automatic). */
  automatic(where: string, player: number | null, label: string, visibleTo: Visible): void {
    this.history.log = new LogLink(this.history.log, 'automatic', null, where, player, -1, label, visibleTo);
  }

  end(returns: number[], reason: string): void {
    this.st.ended = { returns, reason };
    this.cursor.length = 0;
    this.pending = null;
    this.record({ kind: 'end', reason, returns });
  }

  /** What the game waits for now. Throws the error that stopped the game, if one did. */
  request(): Request {
    // A game made without running (newGame with `advance: false`) runs on its first request.
    if (this.pending === null && this.error === null && this.st.ended === null) this.advance();
    if (this.error !== null) throw this.error;
    const ended = this.st.ended;
    if (ended !== null) return { kind: 'end', returns: ended.returns, reason: ended.reason };
    return this.pending!;
  }

  // --- records --------------------------------------------------------------------------------

  event(name: string): void {
    this.history.log = new LogLink(this.history.log, 'event', null, name, null, -1, '', 'all');
  }

  /** An answer to the open request (option or outcome `index`, shown as `label`). */
  recordAnswer(req: DecisionRequest | ChanceRequest, index: number, label: string): void {
    const player = req.kind === 'decision' ? req.player : null;
    this.history.log = new LogLink(this.history.log, req.kind, null, req.where, player, index, label, req.visibleTo);
  }

  record(entry: LogEntry): void {
    this.history.log = linkEntry(this.history.log, entry);
  }

  // --- expressions ----------------------------------------------------------------------------

  /** A scope with these local names (or only the global part). */
  scope(locals: Locals | null): GameScope {
    if (locals !== null) {
      // Ops evaluate several fields in a row with the same names: one scope for all of them.
      const last = this.lastScope;
      if (last !== null && last.locals === locals) return last;
      return (this.lastScope = new GameScope(this, locals));
    }
    return (this.globalScope ??= new GameScope(this, null));
  }

  eval(expr: Expr, locals: Locals | null): Value {
    return expr.evaluate(this.scope(locals));
  }

  test(expr: Expr, locals: Locals | null): boolean {
    return truthy(expr.evaluate(this.scope(locals)));
  }

  notExecutable(where: string, reason: string): never {
    throw new NotExecutable(where, reason);
  }
}
