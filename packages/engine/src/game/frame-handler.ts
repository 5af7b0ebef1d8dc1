// The contract between the loop and the handlers of each frame kind.
import type { Core } from './core.js';
import type { Frame } from './types.js';

export interface FrameHandler<F extends Frame = Frame> {
  /** Does the next piece of work of `f`: pushes or pops frames, asks a request, or ends the game. */
  step(g: Core, f: F): void;
  /** Takes the answer to the request this frame asked. */
  answer?(g: Core, f: F, index: number): void;
}

/** Widens a typed handler for the table of all handlers. */
export function handler<F extends Frame>(h: FrameHandler<F>): FrameHandler {
  return h as unknown as FrameHandler;
}
