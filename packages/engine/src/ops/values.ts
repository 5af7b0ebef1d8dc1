// Ops on values and local names (docs/reference.md#ops): set, add, let.
import { NotExecutable } from '../errors.js';
import { kept } from '../game/budget.js';
import { keepable } from '../game/storable.js';
import type { Field, Op, Path } from '../model/types.js';
import { opDef, read, shownAs, textOf, updateAttr, updateVar } from './op.js';

interface TargetOp extends Op {
  readonly var: Path | string | null;
  readonly of: Field;
  readonly attr: string | null;
}

interface SetOp extends TargetOp {
  readonly value: Field;
}

interface AddOp extends TargetOp {
  readonly amount: Field;
}

interface LetOp extends Op {
  readonly bind: string | null;
  readonly value: Field;
}

export const set = opDef<SetOp>({
  name: 'set',
  read: (raw, n, base) => ({
    ...base,
    var: n.path(raw['var']),
    of: n.field(raw, 'of', base.path),
    attr: shownAs(raw, 'attr'),
    value: n.field(raw, 'value', base.path, true),
  }),
  run(g, op, f) {
    const value = read(g, op.value, f);
    if (op.attr !== null) updateAttr(g, read(g, op.of, f), op.attr, f, value, false);
    else updateVar(g, op.var, f, value, false);
  },
});

export const add = opDef<AddOp>({
  name: 'add',
  read: (raw, n, base) => ({
    ...base,
    var: n.path(raw['var']),
    of: n.field(raw, 'of', base.path),
    attr: shownAs(raw, 'attr'),
    amount: n.field(raw, 'amount', base.path),
  }),
  run(g, op, f) {
    const amount = read(g, op.amount, f);
    if (op.attr !== null) updateAttr(g, read(g, op.of, f), op.attr, f, amount, true);
    else updateVar(g, op.var, f, amount, true);
  },
});

export const let_ = opDef<LetOp>({
  name: 'let',
  read: (raw, n, base) => ({
    ...base,
    bind: textOf(raw, 'bind'),
    value: n.field(raw, 'value', base.path, true),
  }),
  run(g, op, f) {
    if (op.bind === null) throw new NotExecutable(f.place, `field 'bind' is missing`);
    const value = read(g, op.value, f);
    const what = `local name '${op.bind}'`;
    keepable(g, value, what);
    f.locals.set(op.bind, value);
    kept(g, what);
  },
});
