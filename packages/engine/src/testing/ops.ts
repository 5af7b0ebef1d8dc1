// The engine's op table as data, for the validator and the schema to be checked against: each
// op's reader runs once on an op that records which keys it reads.
import { Normalizer } from '../model/normalizer.js';
import { OP_READERS } from '../ops/registry.js';

export interface EngineOp {
  /** Every key of the op the engine reads (`what`, `what_x`, `to`, ...), without `op`. */
  keys: Set<string>;
  /** Fields read as a field: an expression, a literal or text for people (`n.field`). */
  fields: Set<string>;
  /** Keys that hold op lists (`then`, `body`, ...). */
  opLists: Set<string>;
}

class Recording extends Normalizer {
  readonly fieldNames = new Set<string>();
  readonly opListKeys = new Set<string>();
  override field(...args: Parameters<Normalizer['field']>): ReturnType<Normalizer['field']> {
    this.fieldNames.add(args[1]);
    return super.field(...args);
  }
  override opList(...args: Parameters<Normalizer['opList']>): ReturnType<Normalizer['opList']> {
    this.opListKeys.add(String(args[1][args[1].length - 1]));
    return super.opList(...args);
  }
}

/** What the engine reads of each op it knows, by op name. */
export function engineOps(): Map<string, EngineOp> {
  const out = new Map<string, EngineOp>();
  for (const [name, reader] of OP_READERS) {
    const keys = new Set<string>();
    const record = (k: string | symbol) => {
      if (typeof k === 'string' && k !== 'op') keys.add(k);
    };
    const raw = new Proxy<Record<string, unknown>>(
      { op: name },
      {
        get: (t, k) => (record(k), Reflect.get(t, k)),
        has: (t, k) => (record(k), Reflect.has(t, k)),
      },
    );
    const n = new Recording(OP_READERS);
    reader(raw, n, { index: 0, op: name, path: ['op'] });
    out.set(name, { keys, fields: n.fieldNames, opLists: n.opListKeys });
  }
  return out;
}
