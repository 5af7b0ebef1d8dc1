// The table of ops: every op the engine knows, its spec, reader, run and frames. An op is
// declared once in its family module (`defineOp`) and listed here; see the README, "Adding an op".
import type { Core } from '../game/core.js';
import { handler, type FrameHandler } from '../game/frame-handler.js';
import type { OpReader } from '../model/normalizer.js';
import type { Op } from '../model/types.js';
import { draw, look, reveal, search } from './cards.js';
import { choose, roll } from './choices.js';
import { exec } from './content.js';
import { forEach, if_, repeat } from './control.js';
import { emit } from './events.js';
import type { OpDef, OpsFrame } from './op.js';
import type { OpSpec } from './spec.js';
import { sample } from './outcomes.js';
import { modify, reset, run } from './rules.js';
import { call, say, unknown } from './unsupported.js';
import { add, let_, set } from './values.js';
import { cancel, windowOp } from './windows.js';
import { create, destroy, move, place, shuffle } from './zones.js';

const DEFS: readonly OpDef[] = [
  set,
  add,
  let_,
  place,
  create,
  move,
  destroy,
  draw,
  shuffle,
  look,
  search,
  reveal,
  roll,
  choose,
  if_,
  forEach,
  repeat,
  emit,
  sample,
  exec,
  run,
  windowOp,
  cancel,
  modify,
  reset,
  call,
  say,
];

/** Every op a model may use, as data, in the order people read them (reference §11). */
export const OP_SPECS: readonly OpSpec[] = DEFS.map((d) => d.spec);

const OPS = new Map<string, OpDef>([...DEFS, unknown].map((d) => [d.name, d]));

/** How each op reads its fields (for the model normalizer). */
export const OP_READERS: ReadonlyMap<string, OpReader> = new Map(DEFS.map((d) => [d.name, d.read] as const));

/** The frames ops push, by kind. */
export const OP_FRAMES: ReadonlyMap<string, FrameHandler> = new Map(DEFS.flatMap((d) => Object.entries(d.frames)));

/** Runs an op list: one op per call of `step`. */
export const opsFrame = handler<OpsFrame>({
  refs: { list: 'op list', i: 'position in list' },
  step(g: Core, f) {
    const ops = g.model.opLists[f.list]!.ops;
    if (f.i >= ops.length) return g.pop();
    const index = ops[f.i++]!;
    const op: Op = g.model.ops[index]!;
    const defs = g.rt.opDefs as (OpDef | undefined)[];
    let def = defs[index];
    if (def === undefined) def = defs[index] = OPS.get(op.op)!;
    def.run(g, op, f);
    if (f.i < ops.length) return;
    // The last op ran. If it started nothing, the list is done now, not one loop step later; if
    // it started an op list at the same place (an `if` branch), that list takes this one's place.
    const c = g.cursor;
    const top = c[c.length - 1] as OpsFrame;
    if (top === f) g.pop();
    else if (c[c.length - 2] === f && top.k === 'ops' && top.place === f.place) c.splice(c.length - 2, 1);
  },
});
