// Reading names: loop variables from frames (resolved when compiling), everything else from
// the scope, then the builtins.

import { BUILTINS } from '../builtins/index.js';
import { ExprError } from '../errors.js';
import type { Value } from '../values.js';
import type { Code, Frame } from './code.js';

export function scopeName(id: string): Code {
  const builtin = Object.prototype.hasOwnProperty.call(BUILTINS, id) ? BUILTINS[id] : undefined;
  if (builtin !== undefined) {
    return (s) => {
      const v = s.lookup(id);
      return v === undefined ? builtin : v;
    };
  }
  return (s) => {
    const v = s.lookup(id);
    if (v === undefined) throw new ExprError('NameError', `name '${id}' is not defined`);
    return v;
  };
}

/** A loop variable `depth` comprehensions out, in `slot`. */
export function localName(id: string, depth: number, slot: number): Code {
  const read = (v: unknown): Value => {
    if (v === undefined) {
      throw new ExprError('NameError', `cannot access local variable '${id}' where it is not associated with a value`);
    }
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
