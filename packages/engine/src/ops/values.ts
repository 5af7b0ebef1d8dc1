// Ops on values and local names (reference §11): set, add, let.
import { NotExecutable } from '../errors.js';
import { kept } from '../game/budget.js';
import { keepable } from '../game/storable.js';
import type { Field, Op, Path } from '../model/types.js';
import { defineOp, read, updateAttr, updateVar } from './op.js';
import { field } from './spec.js';

const VAR = field.variable({ description: 'Variable path' });

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

export const set = defineOp<SetOp>({
  name: 'set',
  description: 'Set a variable, an element of one, or an attribute of an instance',
  fields: { var: VAR, of: field.value('any'), attr: field.word({ type: 'shown' }), value: field.value('text') },
  touches: ['variables'],
  slots: [{ fields: ['value'] }, { fields: ['of'], when: 'attr' }],
  run(g, op, f) {
    const value = read(g, op.value, f);
    if (op.attr !== null) updateAttr(g, read(g, op.of, f), op.attr, f, value, false);
    else updateVar(g, op.var, f, value, false);
  },
});

export const add = defineOp<AddOp>({
  name: 'add',
  description: 'Add to a variable or an attribute (`+`: numbers add, lists join)',
  fields: { var: VAR, of: field.value('any'), attr: field.word({ type: 'shown' }), amount: field.value('number') },
  touches: ['variables'],
  slots: [{ fields: ['amount'] }, { fields: ['of'], when: 'attr' }],
  run(g, op, f) {
    const amount = read(g, op.amount, f);
    if (op.attr !== null) updateAttr(g, read(g, op.of, f), op.attr, f, amount, true);
    else updateVar(g, op.var, f, amount, true);
  },
});

export const let_ = defineOp<LetOp>({
  name: 'let',
  description: 'Bind a local name',
  fields: { bind: field.word(), value: field.value('text') },
  slots: [{ fields: ['value'] }],
  run(g, op, f) {
    if (op.bind === null) throw new NotExecutable(f.place, `field 'bind' is missing`);
    const value = read(g, op.value, f);
    const what = `local name '${op.bind}'`;
    keepable(g, value, what);
    f.locals.set(op.bind, value);
    kept(g, what);
  },
});
