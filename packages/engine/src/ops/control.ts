// Control ops (docs/reference.md#ops): if, for_each, repeat. `if` and `repeat` share the local names of
// the surrounding effect; a `for_each` body works on a copy per item.
import { truthy, type Value } from '@tabletwin/expr';
import { runError } from '../errors.js';
import { handler } from '../game/frame-handler.js';
import { copyLocals, type Locals } from '../game/locals.js';
import { kept } from '../game/budget.js';
import { allKeepable } from '../game/storable.js';
import { listOf } from '../game/values.js';
import type { Field, Op } from '../model/types.js';
import { defineOp, read } from './op.js';
import { field } from './spec.js';

export interface EachFrame {
  readonly k: 'for_each';
  readonly body: number | null;
  readonly as: string;
  readonly items: Value[];
  i: number;
  readonly locals: Locals;
  readonly place: string;
}

export interface RepeatFrame {
  readonly k: 'repeat';
  readonly op: number;
  passes: number;
  readonly locals: Locals;
  readonly place: string;
}

declare module '../game/frames.js' {
  interface OpFrames {
    for_each: EachFrame;
    repeat: RepeatFrame;
  }
}

/** Passes of one `repeat` before it is an error. */
const MAX_PASSES = 10_000;

interface IfOp extends Op {
  readonly cond: Field;
  readonly then: number | null;
  readonly else: number | null;
}

export const if_ = defineOp<IfOp>({
  name: 'if',
  description: 'Run one list of ops or another',
  fields: {
    cond: field.value('none', {
      meaning: 'The condition. Required as `cond_x`.',
    }),
    then: field.ops({ ownLocals: true, meaning: 'Ops run when it is true.' }),
    else: field.ops({ ownLocals: true, meaning: 'Ops run when it is false.' }),
  },
  slots: [{ fields: ['cond'] }],
  run(g, op, f) {
    g.runOps(truthy(read(g, op.cond, f)) ? op.then : op.else, f.locals, f.place);
  },
});

interface EachOp extends Op {
  readonly items: Field;
  readonly as: string;
  readonly body: number | null;
}

export const eachFrame = handler('for_each', {
  refs: { body: 'op list?' },
  step(g, f) {
    if (f.i >= f.items.length) return g.pop();
    const locals = copyLocals(f.locals);
    locals.set(f.as, f.items[f.i++]!);
    g.runOps(f.body, locals, f.place);
  },
});

export const forEach = defineOp<EachOp>({
  name: 'for_each',
  description: 'Run ops once per value',
  fields: {
    items: field.value('list', {
      meaning: 'The values, evaluated once at the start.',
    }),
    as: field.word({
      default: 'it',
      meaning: 'The local name of the current value.',
      defaultWords: '`it`',
    }),
    body: field.ops({
      meaning: 'Ops run once per value, each time with a copy of the local names.',
    }),
  },
  slots: [{ fields: ['items'] }],
  frames: [eachFrame],
  run(g, op, f) {
    const items = listOf(read(g, op.items, f));
    allKeepable(g, items, 'local name', op.as);
    g.push({ k: 'for_each', body: op.body, as: op.as, items, i: 0, locals: f.locals, place: f.place });
    kept(g, 'local name', op.as);
  },
});

interface RepeatOp extends Op {
  readonly until: Field;
  readonly body: number | null;
}

export const repeatFrame = handler('repeat', {
  refs: { op: 'op' },
  step(g, f) {
    const op = g.model.ops[f.op] as RepeatOp;
    if (truthy(read(g, op.until, f))) return g.pop();
    if (++f.passes > MAX_PASSES) throw runError(f.place, 'repeat does not end');
    g.runOps(op.body, f.locals, f.place);
  },
});

export const repeat = defineOp<RepeatOp>({
  name: 'repeat',
  description: 'Run ops until a condition holds',
  fields: {
    until: field.value('any', {
      meaning: 'Tested before each pass; the body runs while it is false.',
    }),
    body: field.ops({
      ownLocals: true,
      meaning: 'Ops, sharing the local names of the effect around them.',
    }),
  },
  slots: [{ fields: ['until'] }],
  frames: [repeatFrame],
  run(g, op, f) {
    g.push({ k: 'repeat', op: op.index, passes: 0, locals: f.locals, place: f.place });
  },
});
