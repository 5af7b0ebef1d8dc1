// Content run as rules (docs/reference.md#ops exec, docs/reference.md#content): an item's `effect` with `self` set to it.
import { isLanguageDict, repr, type Dict } from '@tabletwin/expr';
import { NotExecutable, runError } from '../errors.js';
import { copyLocals } from '../game/locals.js';
import { labelOf } from '../game/values.js';
import type { Field, Op } from '../model/types.js';
import { defineOp, read } from './op.js';
import { field } from './spec.js';

interface ExecOp extends Op {
  readonly of: Field;
}

export const exec = defineOp<ExecOp>({
  name: 'exec',
  description: "Run a content item's effect",
  fields: {
    of: field.value('any', {
      required: { form: 'of_x', hint: 'the engine cannot tell which item to run' },
      meaning: 'The content item (a dict with `effect`). For an instance: `of_x: "c[\'origin\']"`.',
    }),
    content: field.word({
      names: 'content',
      description: 'Catalogue path, for the validator',
      engine: false,
      required: { hint: 'name the catalogue it runs from (e.g. cards.*)' },
      meaning: 'For the validator: the catalogue path the item comes from, `cards.*`.',
    }),
  },
  touches: ['anything'],
  run(g, op, f) {
    if (op.of.k === 'text') throw new NotExecutable(f.place, 'of is text without of_x');
    const item = read(g, op.of, f);
    if (!isLanguageDict(item)) throw runError(f.place, `exec: ${repr(item)} is not a content item`, 'TypeError');
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
  if (isLanguageDict(item['origin'])) return "exec needs the content item itself; for an instance use of_x: c['origin']";
  const effect = item['effect'];
  if (effect === undefined || effect === null) return 'no effect';
  return modelData ? 'effect is not a list of ops' : "exec needs an item of the model's content";
}
