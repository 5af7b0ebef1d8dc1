// The table of frame kinds: every kind of frame the cursor can hold, and its handler.
import { after } from '../flow/after.js';
import { branch, invalid, loop, nodeFrame, sequence, subflow } from '../flow/nodes.js';
import { action, step } from '../flow/step.js';
import { emitFrame } from '../ops/events.js';
import { OP_FRAMES, opsFrame } from '../ops/registry.js';
import type { FrameHandler } from './frame-handler.js';
import type { Frame } from './frames.js';
import type { Machine } from './machine.js';

/** The handler of each kind: flow nodes, actions, op lists, then the frames of the ops. */
export const FRAMES: ReadonlyMap<string, FrameHandler> = new Map<string, FrameHandler>(
  [sequence, loop, branch, subflow, step, invalid, after, action, opsFrame, ...OP_FRAMES].map((h) => [h.kind, h]),
);

/**
 * Runs the next piece of work of frame `f`. The kinds that run most often are called directly
 * (a call V8 can inline); every other kind goes through the table.
 */
export function stepFrame(g: Machine, f: Frame): void {
  switch (f.k) {
    case 'ops':
      return opsFrame.step(g, f);
    case 'step':
      return step.step(g, f);
    case 'action':
      return action.step(g, f);
    case 'loop':
      return loop.step(g, f);
    case 'sequence':
      return sequence.step(g, f);
    case 'emit':
      return emitFrame.step(g, f);
    default:
      return FRAMES.get(f.k)!.step(g, f);
  }
}

export function startNode(g: Machine, n: number): void {
  g.push(nodeFrame(g.model.nodes[n]!));
}
