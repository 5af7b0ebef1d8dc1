// The table of frame kinds: every kind of frame the cursor can hold, and its handler.
import { after } from '../flow/after.js';
import { branch, invalid, loop, nodeFrame, sequence, subflow } from '../flow/nodes.js';
import { action, step } from '../flow/step.js';
import { lookFrame, drawFrame } from '../ops/cards.js';
import { pickFrame, rollFrame, subsetFrame } from '../ops/choices.js';
import { eachFrame, repeatFrame } from '../ops/control.js';
import { emitFrame } from '../ops/events.js';
import { sampleFrame } from '../ops/outcomes.js';
import { opsFrame } from '../ops/registry.js';
import { runFrame } from '../ops/rules.js';
import { windowFrame } from '../ops/windows.js';
import type { Core } from './core.js';
import type { FrameHandler } from './frame-handler.js';
import type { Frame } from './types.js';

export const FRAMES: ReadonlyMap<string, FrameHandler> = new Map([
  // flow nodes
  ['sequence', sequence],
  ['loop', loop],
  ['branch', branch],
  ['subflow', subflow],
  ['step', step],
  ['invalid', invalid],
  ['after', after],
  // actions and op lists
  ['action', action],
  ['ops', opsFrame],
  ['for_each', eachFrame],
  ['repeat', repeatFrame],
  ['choose', pickFrame],
  ['subset', subsetFrame],
  ['roll', rollFrame],
  ['draw', drawFrame],
  ['look', lookFrame],
  ['emit', emitFrame],
  ['sample', sampleFrame],
  ['run', runFrame],
  ['window', windowFrame],
]);

/**
 * Runs the next piece of work of frame `f`. The kinds that run most often are called directly
 * (a call V8 can inline); every other kind goes through the table.
 */
export function stepFrame(g: Core, f: Frame): void {
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

export function startNode(g: Core, n: number): void {
  g.push(nodeFrame(g.model.nodes[n]!));
}
