// What the engine makes of its table of ops (`ops/table.ts`): the specs, the readers, the
// frames, and the frame that runs an op list.
import type { Machine, OpRun } from '../game/machine.js';
import { handler, type FrameHandler } from '../game/frame-handler.js';
import type { OpReader } from '../model/normalizer.js';
import type { OpDef } from './op.js';
import { keyOf, type OpSpec } from './spec.js';
import { OP_TABLE as DEFS } from './table.js';
import { unknown } from './unsupported.js';

/** Every op a model may use, as data, in the order of the table. */
export const OP_SPECS: readonly OpSpec[] = DEFS.map((d) => d.spec);

const OPS = new Map<string, OpDef>([...DEFS, unknown].map((d) => [d.name, d]));

/** How each op reads its fields (for the model normalizer). */
export const OP_READERS: ReadonlyMap<string, OpReader> = new Map(DEFS.map((d) => [d.name, d.read] as const));

/** Per op, the keys of its op lists that run in its own local names (`ownLocals`). */
export const OP_OWN_LISTS: ReadonlyMap<string, readonly string[]> = new Map(
  DEFS.map((d) => [
    d.name,
    Object.entries(d.spec.fields)
      .filter(([, f]) => f.ownLocals === true)
      .map(([name, f]) => keyOf(name, f)),
  ]),
);

/** The frames ops push, by kind. */
export const OP_FRAMES: readonly FrameHandler[] = DEFS.flatMap((d) => d.frames);

/**
 * The op lists of a model compiled once (kept on its runtime): per list, the run of each of its
 * ops, so a step of an op list calls a closure instead of finding the op, then its definition.
 */
function compiledLists(g: Machine): readonly (readonly OpRun[])[] {
  const rt = g.rt;
  if (rt.opRuns !== null) return rt.opRuns;
  const model = g.model;
  const runs = model.ops.map((op): OpRun => {
    const run = OPS.get(op.op)!.run;
    return (g, f) => run(g, op, f);
  });
  return (rt.opRuns = model.opLists.map((l) => Object.freeze(l.ops.map((i) => runs[i]!))));
}

/** Runs an op list: one op per call of `step`. */
export const opsFrame = handler('ops', {
  refs: { list: 'op list', i: 'position in list' },
  step(g: Machine, f) {
    const ops = compiledLists(g)[f.list]!;
    if (f.i >= ops.length) return g.pop();
    ops[f.i++]!(g, f);
    if (f.i < ops.length) return;
    // The last op ran. If it started nothing, the list is done now, not one loop step later; if
    // it started an op list at the same place (an `if` branch), that list takes this one's place.
    const c = g.cursor;
    const top = c[c.length - 1]!;
    if (top === f) g.pop();
    else if (c[c.length - 2] === f && top.k === 'ops' && top.place === f.place) c.splice(c.length - 2, 1);
  },
});
