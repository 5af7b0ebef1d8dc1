// Content run as rules (docs/reference.md#ops exec, docs/reference.md#content): an item's `effect` with `self` set to it.
import { isDict, repr, type Dict } from '@tabletwin/expr';
import { NotExecutable, runError } from '../errors.js';
import { copyLocals } from '../game/locals.js';
import { labelOf } from '../game/values.js';
import type { Field, Op } from '../model/types.js';
import { opDef, read } from './op.js';

interface ExecOp extends Op {
  readonly of: Field;
}

export const exec = opDef<ExecOp>({
  name: 'exec',
  read: (raw, n, base) => ({ ...base, of: n.field(raw, 'of', base.path) }),
  run(g, op, f) {
    if (op.of.k === 'text') throw new NotExecutable(f.place, 'of is text without of_x');
    const item = read(g, op.of, f);
    if (!isDict(item)) throw runError(f.place, `exec: ${repr(item)} is not a content item`, 'TypeError');
    const id = labelOf(item['id'] ?? item);
    const where = `content ${id}`;
    if (item['status'] === 'missing') throw new NotExecutable(where, 'status missing');
    const effect = g.model.contentEffects.get(item);
    if (effect === undefined) throw new NotExecutable(where, whyNoEffect(item, g.model.dataPaths.has(item)));
    g.event(`exec:${id}`);
    const locals = copyLocals(f.locals);
    locals.set('self', item);
    g.runOps(effect, locals, where);
  },
});

/** Why `item` has no ops to run. */
function whyNoEffect(item: Dict, modelData: boolean): string {
  if (isDict(item['origin'])) return "exec needs the content item itself; for an instance use of_x: c['origin']";
  const effect = item['effect'];
  if (effect === undefined || effect === null) return 'no effect';
  return modelData ? 'effect is not a list of ops' : "exec needs an item of the model's content";
}
