// The contract between the loop and the handlers of each frame kind.
import type { Core } from './core.js';
import type { Frame } from './types.js';

/**
 * What a field of a frame refers to in the model, for the check of a restored snapshot: a number
 * of an op list (`op list?`: or null), of an op, a position in the frame's own op `list`, or the
 * name of an action, a flow, an outcome model.
 */
export type FrameRef = 'op list' | 'op list?' | 'op' | 'position in list' | 'action' | 'flow' | 'outcome model';

export interface FrameHandler<F extends Frame = Frame> {
  /** The fields that refer to the model. */
  readonly refs?: Readonly<Record<string, FrameRef>>;
  /** Does the next piece of work of `f`: pushes or pops frames, asks a request, or ends the game. */
  step(g: Core, f: F): void;
  /** Takes the answer to the request this frame asked. */
  answer?(g: Core, f: F, index: number): void;
}

/** Widens a typed handler for the table of all handlers. */
export function handler<F extends Frame>(h: FrameHandler<F>): FrameHandler {
  return h as unknown as FrameHandler;
}
