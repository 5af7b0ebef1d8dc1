// Ops the engine never runs (docs/reference.md#ops): `call` (code outside the model), `say` (free
// speech), and any op it does not know.
import { NotExecutable } from '../errors.js';
import type { Op } from '../model/types.js';
import { opDef } from './op.js';

interface CallOp extends Op {
  readonly code: string;
}

export const call = opDef<CallOp>({
  name: 'call',
  read: (raw, _n, base) => ({ ...base, code: String(raw['code'] ?? '') }),
  run(g, op, f) {
    const code = g.model.data['code'];
    const entry = code !== null && typeof code === 'object' ? (code as Record<string, unknown>)[op.code] : undefined;
    const ref = entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>)['ref'] : undefined;
    const message = `code '${op.code}' → ${ref === undefined ? '?' : String(ref)} is not implemented`;
    throw new NotExecutable(f.place, message, null, message);
  },
});

export const say = opDef<Op>({
  name: 'say',
  read: (_raw, _n, base) => base,
  run(_g, _op, f) {
    throw new NotExecutable(f.place, 'say needs a language agent');
  },
});

export const unknown = opDef<Op & { readonly name: string }>({
  name: 'unknown',
  read: (_raw, _n, base) => ({ ...base, name: base.op }),
  run(_g, op, f) {
    throw new NotExecutable(f.place, `unknown op '${op.name}'`);
  },
});
