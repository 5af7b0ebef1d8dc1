// What the handlers of flow nodes and ops, and the game helpers they call, see of a running game:
// its model and state, the cursor of frames, the requests it asks and the records it keeps.
// `Core` (game/core.ts) implements it; nothing that runs inside the loop needs the class itself,
// so the loop can import the handlers without the handlers importing the loop.
import type { Value } from '@tabletwin/expr';
import type { Expr } from '../model/expressions.js';
import type { Model } from '../model/types.js';
import type { Frame, NodeFrame, OpsFrame } from './frames.js';
import type { LogLink } from './history.js';
import type { Locals } from './locals.js';
import type { Runtime } from './runtime.js';
import type { GameState, LogEntry, Option, SubsetInfo, Visible } from './types.js';

/** While the game starts, what `init_x` may read: variables first, then zones, then everything. */
export type Phase = 'vars' | 'zones' | 'play';

/** An op compiled for its model (`ops/registry.ts`): its definition's `run` with the op itself bound. */
export type OpRun = (g: Machine, f: OpsFrame) => void;

export interface Machine {
  readonly model: Model;
  /** What the model needs at run time, shared by its games. */
  readonly rt: Runtime;
  st: GameState;
  readonly cursor: Frame[];
  phase: Phase;
  /** Items stored into the state since it was last counted, plus that count (`game/budget.ts`). */
  keptItems: number;
  /** The append-only record of the game, shared with its clones. */
  readonly history: { log: LogLink | null };

  // frames
  push(f: Frame): void;
  pop(): void;
  /** Starts flow node `n` on top of the cursor. */
  startNode(n: number): void;
  /** Runs op list `list` (if any) with these local names at `place`. */
  runOps(list: number | null, locals: Locals, place: string): void;
  /** A node's own work is done: its window and end events follow, else it is finished. */
  finishNode(f: NodeFrame): void;

  // requests
  decide(player: number, options: readonly Option[], where: string, visibleTo: Visible, subset?: SubsetInfo): void;
  chance(labels: readonly string[], where: string, visibleTo: Visible, p?: readonly number[]): void;
  /** A chance uniform over `values`, labelled by them. */
  uniform(values: readonly Value[], where: string, visibleTo: Visible): void;
  /** A choice with one option, taken without asking (listed as automatic). */
  automatic(where: string, player: number | null, label: string, visibleTo: Visible): void;
  end(returns: number[], reason: string): void;

  // records
  event(name: string): void;
  record(entry: LogEntry): void;

  // expressions
  eval(expr: Expr, locals: Locals | null): Value;
  test(expr: Expr, locals: Locals | null): boolean;
  notExecutable(where: string, reason: string): never;
}
