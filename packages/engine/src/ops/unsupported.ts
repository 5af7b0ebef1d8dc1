// Ops the engine never runs (docs/reference.md#ops): `call` (code outside the model), `say` (free
// speech), and any op it does not know.
import { NotExecutable } from '../errors.js';
import type { Op } from '../model/types.js';
import { defineOp, type OpDef } from './op.js';
import { field } from './spec.js';

interface CallOp extends Op {
  readonly code: string;
}

export const call = defineOp<CallOp>({
  name: 'call',
  description: 'Mark work that code outside the model would do (never runs)',
  fields: {
    code: field.word({
      type: 'shown',
      default: '',
      names: 'code',
      description: 'Name in code',
      required: true,
      meaning: 'A name in `code`.',
    }),
  },
  touches: ['anything'],
  slots: [{ never: { kind: 'code', field: 'code' } }],
  run(g, op, f) {
    const code = g.model.data['code'];
    const entry = code !== null && typeof code === 'object' ? (code as Record<string, unknown>)[op.code] : undefined;
    const ref = entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>)['ref'] : undefined;
    const message = `code '${op.code}' → ${ref === undefined ? '?' : String(ref)} is not implemented`;
    throw new NotExecutable(f.place, message, null, message);
  },
});

export const say = defineOp<Op>({
  name: 'say',
  description: 'Free speech for language games (never runs)',
  fields: {
    actor: field.word({ type: 'any', engine: false, meaning: 'Who speaks.' }),
    channel: field.word({
      type: 'any',
      engine: false,
      meaning: 'Where: to all, to a team, to one player.',
    }),
    constraint: field.word({ type: 'any', engine: false, meaning: 'What may be said.' }),
    bind: field.word({
      engine: false,
      meaning: 'Local name for what was said, for the rest of the effect.',
    }),
    agent: field.word({
      names: 'agents',
      description: 'Name in agents',
      engine: false,
      required: { hint: '' },
      meaning: 'A name in `agents`; the validator warns without one.',
    }),
  },
  asks: 'decision',
  touches: ['anything'],
  slots: [{ never: { kind: 'language' } }],
  run(_g, _op, f) {
    throw new NotExecutable(f.place, 'say needs a language agent');
  },
});

/** What the normalizer makes of an op it does not know (not an op of the table). */
export const unknown: OpDef = defineOp<Op & { readonly name: string }>({
  name: 'unknown',
  description: 'An op the engine does not know',
  fields: {},
  run(_g, op, f) {
    throw new NotExecutable(f.place, `unknown op '${op.name}'`);
  },
});
