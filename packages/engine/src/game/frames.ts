// The frames of the cursor, one record type per kind: where the game is in a flow node, an
// action, an op list, or an op that waits for an answer or spans several steps. A frame refers to
// the model by numbers (node `n`, op list `list`, op `op`) and by names, holds its position and
// its local names, and is plain data (copied by `game/copy.ts`, saved by `game/snapshot.ts`).
// The frames of flow nodes, actions and op lists are declared here; an op's frame beside the op
// (`OpFrames`). Each kind's handler lives beside the node or op that pushes it (`FrameHandler`).
import type { Value } from '@tabletwin/expr';
import type { Locals } from './locals.js';

// --- flow nodes (flow/) -------------------------------------------------------------------------

export interface SequenceFrame {
  readonly k: 'sequence';
  readonly n: number;
  /** The next child to start. */
  c: number;
}

export interface LoopFrame {
  readonly k: 'loop';
  readonly n: number;
  c: number;
  round: number;
  /** The values of `over_x` for this round, or `null` without `over_x`. */
  items: Value[] | null;
  /** Index of the current value in `items`. */
  i: number;
  inRound: boolean;
}

export interface BranchFrame {
  readonly k: 'branch';
  readonly n: number;
  c: number;
  /** The case whose children run, -1 before the cases were tested. */
  chosen: number;
}

export interface SubflowFrame {
  readonly k: 'subflow';
  readonly n: number;
  /** The flow this frame runs: `results[scope]` and scoped end conditions refer to it. */
  readonly scope: string;
  started: boolean;
}

export interface StepFrame {
  readonly k: 'step';
  readonly n: number;
  /** 0: choose the action; 1: the action runs; 2: done. */
  phase: number;
  legal: readonly string[];
  /** `{actor}`: the names `pre_x` saw, then the action's local names. */
  locals: Locals | null;
}

export interface InvalidFrame {
  readonly k: 'invalid';
  readonly n: number;
}

/** A node's window and end events, after its own work. */
export interface AfterFrame {
  readonly k: 'after';
  readonly n: number;
  /** -1: the window is next; then the index of the next end event. */
  i: number;
  /** An end event was just emitted: the end check is due. */
  check: boolean;
}

/** The frames of nodes that start their children in turn (`c`). */
export type ChildrenFrame = SequenceFrame | LoopFrame | BranchFrame;

/** The frames that run a flow node (their `n`). */
export type NodeFrame = SequenceFrame | LoopFrame | BranchFrame | SubflowFrame | StepFrame | InvalidFrame | AfterFrame;

// --- actions and op lists -----------------------------------------------------------------------

export interface ActionFrame {
  readonly k: 'action';
  readonly name: string;
  readonly locals: Locals;
  /** 0: the cost is next; 1: the effect is next (it replaces the frame). */
  phase: number;
}

/** An op list being run, one op per step. */
export interface OpsFrame {
  readonly k: 'ops';
  readonly list: number;
  i: number;
  readonly locals: Locals;
  readonly place: string;
}

/**
 * The frames of ops, by kind. Each op module that pushes a frame declares its type beside the op
 * and adds it here (`declare module '../game/frames.js' { interface OpFrames { draw: DrawFrame } }`),
 * so the union below knows every kind without this module importing the ops.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OpFrames {}

/** One entry of the cursor. */
export type Frame = NodeFrame | ActionFrame | OpsFrame | OpFrames[keyof OpFrames];

/** The kinds of frame. */
export type FrameKind = Frame['k'];

/** The frame of kind `K`. */
export type FrameOf<K extends FrameKind> = Extract<Frame, { k: K }>;
