// Control ops (docs/reference.md#ops): if, for_each, repeat. `if` and `repeat` share the local names of
// the surrounding effect; a `for_each` body works on a copy per item.
import { truthy, type Value } from '@tabletwin/expr';
import { runError } from '../errors.js';
import { handler } from '../game/frame-handler.js';
import { copyLocals, type Locals } from '../game/locals.js';
import { kept } from '../game/budget.js';
import { allKeepable } from '../game/storable.js';
import type { Frame } from '../game/types.js';
import { listOf } from '../game/values.js';
import type { Field, Op } from '../model/types.js';
import { opDef, read, textOf } from './op.js';

/** Passes of one `repeat` before it is an error. */
const MAX_PASSES = 10_000;

interface IfOp extends Op {
  readonly cond: Field;
  readonly then: number | null;
  readonly else: number | null;
}

export const if_ = opDef<IfOp>({
  name: 'if',
  read: (raw, n, base) => ({
    ...base,
    cond: n.field(raw, 'cond', base.path),
    then: n.opList(raw['then'], [...base.path, 'then']),
    else: n.opList(raw['else'], [...base.path, 'else']),
  }),
  run(g, op, f) {
    g.runOps(truthy(read(g, op.cond, f)) ? op.then : op.else, f.locals, f.place);
  },
});

interface EachOp extends Op {
  readonly items: Field;
  readonly as: string;
  readonly body: number | null;
}

interface EachFrame extends Frame {
  readonly body: number | null;
  readonly as: string;
  readonly items: Value[];
  i: number;
  readonly locals: Locals;
  readonly place: string;
}

export const forEach = opDef<EachOp>({
  name: 'for_each',
  read: (raw, n, base) => ({
    ...base,
    items: n.field(raw, 'items', base.path),
    as: textOf(raw, 'as', 'it'),
    body: n.opList(raw['body'], [...base.path, 'body']),
  }),
  run(g, op, f) {
    const items = listOf(read(g, op.items, f));
    allKeepable(g, items, `local name '${op.as}'`);
    g.push({ k: 'for_each', body: op.body, as: op.as, items, i: 0, locals: f.locals, place: f.place } as EachFrame);
    kept(g, `local name '${op.as}'`);
  },
});

export const eachFrame = handler<EachFrame>({
  step(g, f) {
    if (f.i >= f.items.length) return g.pop();
    const locals = copyLocals(f.locals);
    locals.set(f.as, f.items[f.i++]!);
    g.runOps(f.body, locals, f.place);
  },
});

interface RepeatOp extends Op {
  readonly until: Field;
  readonly body: number | null;
}

interface RepeatFrame extends Frame {
  readonly op: number;
  passes: number;
  readonly locals: Locals;
  readonly place: string;
}

export const repeat = opDef<RepeatOp>({
  name: 'repeat',
  read: (raw, n, base) => ({
    ...base,
    until: n.field(raw, 'until', base.path),
    body: n.opList(raw['body'], [...base.path, 'body']),
  }),
  run(g, op, f) {
    g.push({ k: 'repeat', op: op.index, passes: 0, locals: f.locals, place: f.place } as RepeatFrame);
  },
});

export const repeatFrame = handler<RepeatFrame>({
  step(g, f) {
    const op = g.model.ops[f.op] as RepeatOp;
    if (truthy(read(g, op.until, f))) return g.pop();
    if (++f.passes > MAX_PASSES) throw runError(f.place, 'repeat does not end');
    g.runOps(op.body, f.locals, f.place);
  },
});
