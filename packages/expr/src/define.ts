// Argument binding for functions that hosts add to the language: board functions (geometry)
// and own functions (engine). One mechanism, so both report argument mistakes the same way
// (docs/board-geometry.md#board-functions and #own-functions).

import { ExprError } from './errors.js';
import { COST, chargeInside } from './limits.js';
import type { Callable, Value } from './values.js';

export interface DefineFunctionOptions {
  /**
   * Count this function's calls against the shared call-depth limit: more than
   * `MAX_CALL_DEPTH` nested calls of functions that opt in raise a RecursionError.
   */
  depthGuard?: boolean;
}

/** Nested calls allowed for functions defined with `depthGuard` (docs/engine.md#limits). */
export const MAX_CALL_DEPTH = 100;

let callDepth = 0;

/** A function value defined by a host; `impl` gets one argument per parameter, in order. */
class DefinedFunction implements Callable {
  readonly name: string;
  /** Parameter names without the `?` of optional ones. */
  readonly params: readonly string[];
  /** Which parameters are required, by index. */
  private readonly required: readonly boolean[];
  private readonly impl: (args: Value[]) => Value;
  private readonly depthGuard: boolean;

  constructor(name: string, params: readonly string[], impl: (args: Value[]) => Value, options: DefineFunctionOptions = {}) {
    this.name = name;
    this.params = params.map((p) => (p.endsWith('?') ? p.slice(0, -1) : p));
    this.required = params.map((p) => !p.endsWith('?'));
    this.impl = impl;
    this.depthGuard = options.depthGuard ?? false;
  }

  call(args: Value[], kwargs: Record<string, Value> | null): Value {
    const bound = this.bind(args, kwargs);
    if (!this.depthGuard) return this.impl(bound);
    // Depth alone does not bound the work: f(n - 1) + f(n - 1) stays shallow and explodes.
    chargeInside(COST.call);
    if (callDepth >= MAX_CALL_DEPTH) {
      throw new ExprError('RecursionError', `more than ${MAX_CALL_DEPTH} calls deep`);
    }
    callDepth++;
    try {
      return this.impl(bound);
    } finally {
      callDepth--;
    }
  }

  private bind(args: Value[], kwargs: Record<string, Value> | null): Value[] {
    const n = this.params.length;
    if (args.length > n) {
      throw new ExprError('ValueError', `${this.name}() takes at most ${n} argument${n === 1 ? '' : 's'}, not ${args.length}`);
    }
    // Every argument by position, the common call: the list the caller made is used as it is.
    if (kwargs === null && args.length === n) return args;
    const out: (Value | undefined)[] = args.slice();
    if (kwargs !== null) {
      for (const key of Object.keys(kwargs)) {
        const i = this.params.indexOf(key);
        if (i < 0) throw new ExprError('ValueError', `${this.name}() has no argument '${key}'`);
        if (out[i] !== undefined) throw new ExprError('ValueError', `${this.name}() got '${key}' twice`);
        out[i] = kwargs[key];
      }
    }
    for (let i = 0; i < n; i++) {
      if (out[i] !== undefined) continue;
      if (this.required[i]) throw new ExprError('ValueError', `${this.name}() is missing argument '${this.params[i]}'`);
      out[i] = null;
    }
    return out as Value[];
  }
}

/**
 * A function value that binds its arguments by position or by name against `params`
 * (`'name?'` is optional and defaults to None) and then calls `impl` with one value per
 * parameter. Argument mistakes are ValueErrors: `path() is missing argument 'goal'`,
 * `path() has no argument 'cost'`, `path() got 'blocked' twice`,
 * `step() takes at most 3 arguments, not 4`.
 */
export function defineFunction(
  name: string,
  params: readonly string[],
  impl: (args: Value[]) => Value,
  options?: DefineFunctionOptions,
): Callable {
  return new DefinedFunction(name, params, impl, options);
}
