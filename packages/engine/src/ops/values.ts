// Ops on values and local names (docs/reference.md#ops): set, add, let.
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
  fields: {
    var: { ...VAR, meaning: 'The variable path: `name`, `name[i]`, `name[i][j]`. Required unless `attr` is given.' },
    of: field.value('any', { meaning: 'With `attr`: the instance to change.' }),
    attr: field.word({ type: 'shown', meaning: 'The attribute name (written as is).' }),
    value: field.value('text', {
      meaning: "The new value. Written as text without `_x`, it is that text (`value: open` sets `'open'`).",
    }),
  },
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
  fields: {
    var: { ...VAR, meaning: 'The variable path. Required unless `attr` is given.' },
    of: field.value('any', { meaning: 'With `attr`: the instance to change.' }),
    attr: field.word({ type: 'shown', meaning: 'The attribute; a missing or false one counts as 0.' }),
    amount: field.value('number', { meaning: 'What is added with `+`; negative to take away.' }),
  },
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
  fields: {
    bind: field.word({ meaning: 'The local name. Required.' }),
    value: field.value('text', { meaning: 'Its value. Written as text without `_x`, it is that text.' }),
  },
  slots: [{ fields: ['value'] }],
  run(g, op, f) {
    if (op.bind === null) throw new NotExecutable(f.place, `field 'bind' is missing`);
    const value = read(g, op.value, f);
    keepable(g, value, 'local name', op.bind);
    f.locals.set(op.bind, value);
    kept(g, 'local name', op.bind);
  },
});
