// Content run as rules (reference §11 exec, §16): an item's `effect` with `self` set to it.
import { isDict, repr } from '@tabletwin/expr';
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
    if (effect === undefined) {
      if (item['origin'] !== undefined || item['effect'] !== undefined) {
        throw new NotExecutable(where, "exec needs the content item itself; for an instance use of_x: c['origin']");
      }
      throw new NotExecutable(where, 'no effect');
    }
    g.event(`exec:${id}`);
    const locals = copyLocals(f.locals);
    locals.set('self', item);
    g.runOps(effect, locals, where);
  },
});
