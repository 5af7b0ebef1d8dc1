// Reading names: loop variables from frames (resolved when compiling), everything else from
// the scope, then the builtins.

import { BUILTINS } from '../builtins/index.js';
import { ExprError } from '../errors.js';
import type { Getter, Resolver, Scope } from '../scope.js';
import type { Value } from '../values.js';
import type { Code, Frame } from './code.js';

export function scopeName(id: string): Code {
  const builtin = Object.prototype.hasOwnProperty.call(BUILTINS, id) ? BUILTINS[id] : undefined;
  const viaResolver = resolved(id);
  if (builtin !== undefined) {
    return (s) => {
      const r = s.resolver;
      const v = r === undefined ? s.lookup(id) : viaResolver(s, r);
      return v === undefined ? builtin : v;
    };
  }
  return (s) => {
    const r = s.resolver;
    const v = r === undefined ? s.lookup(id) : viaResolver(s, r);
    if (v === undefined) throw new ExprError('NameError', `name '${id}' is not defined`);
    return v;
  };
}

/**
 * Reads `id` through the scope's resolver, keeping the getters of the last two resolvers seen:
 * an expression usually meets one or two kinds of scope, so the host is asked once per kind.
 */
function resolved(id: string): (s: Scope, r: Resolver) => Value | undefined {
  let r1: Resolver | null = null;
  let g1: Getter | null = null;
  let r2: Resolver | null = null;
  let g2: Getter | null = null;
  return (s, r) => {
    let get: Getter | null;
    if (r === r1) get = g1;
    else if (r === r2) get = g2;
    else {
      get = r.resolve(id);
      r2 = r1;
      g2 = g1;
      r1 = r;
      g1 = get;
    }
    return get === null ? undefined : get(s);
  };
}

/** A loop variable read before its clause bound it in this run (Python's UnboundLocalError). */
export function unbound(id: string): ExprError {
  return new ExprError('NameError', `cannot access local variable '${id}' where it is not associated with a value`);
}

/** A loop variable `depth` comprehensions out, in `slot`. */
export function localName(id: string, depth: number, slot: number): Code {
  const read = (v: unknown): Value => {
    if (v === undefined) throw unbound(id);
    return v as Value;
  };
  switch (depth) {
    case 0:
      return (_, f) => {
        const v = f[slot];
        return v === undefined ? read(v) : (v as Value);
      };
    case 1:
      return (_, f) => read((f[0] as Frame)[slot]);
    default:
      return (_, f) => {
        let g = f;
        for (let i = 0; i < depth; i++) g = g[0] as Frame;
        return read(g[slot]);
      };
  }
}
