// The contract between the loop and the handlers of each frame kind.
import type { FrameKind, FrameOf } from './frames.js';
import type { Machine } from './machine.js';

/**
 * What a field of a frame refers to in the model, for the check of a restored snapshot: a number
 * of an op list (`op list?`: or null), of an op, a position in the frame's own op `list`, or the
 * name of an action, a flow, an outcome model.
 */
export type FrameRef = 'op list' | 'op list?' | 'op' | 'position in list' | 'action' | 'flow' | 'outcome model';

export interface FrameHandler<K extends FrameKind = FrameKind> {
  readonly kind: K;
  /** The fields that refer to the model. */
  readonly refs?: Readonly<Partial<Record<keyof FrameOf<K>, FrameRef>>>;
  /** Does the next piece of work of `f`: pushes or pops frames, asks a request, or ends the game. */
  step(g: Machine, f: FrameOf<K>): void;
  /** Takes the answer to the request this frame asked. */
  answer?(g: Machine, f: FrameOf<K>, index: number): void;
}

/** Any handler, for the table of all handlers (`game/handlers.ts`), which dispatches on `f.k`. */
export type AnyHandler = { [K in FrameKind]: FrameHandler<K> }[FrameKind];

/** The handler of frames of kind `kind`. */
export function handler<K extends FrameKind>(kind: K, h: Omit<FrameHandler<K>, 'kind'>): FrameHandler<K> {
  return { kind, ...h };
}
