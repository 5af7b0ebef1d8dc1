// How builtins take their arguments. Like Python's builtins they take most arguments by
// position, a few by name (`key=`, `default=`, `start=`, `reverse=`); mistakes are TypeErrors
// in Python's words.

import { ExprError } from '../errors.js';
import { isCallable, typeName, type Callable, type Value } from '../values.js';

export interface BuiltinSpec {
  /** Names of the positional parameters, in order (used for messages and for `byName`). */
  readonly params: readonly string[];
  /** How many positional arguments are required. */
  readonly required: number;
  /** Any number of further positional arguments (min, max, zip). */
  readonly variadic?: boolean;
  /** Keyword arguments accepted: names of positional parameters, or keyword-only ones. */
  readonly keywords?: readonly string[];
  /** Any keyword is accepted (dict). */
  readonly anyKeyword?: boolean;
}

export type Keywords = Readonly<Record<string, Value>>;
const NO_KEYWORDS: Keywords = Object.freeze(Object.create(null) as Record<string, Value>);

/** A builtin function: binds arguments against its spec, then runs `impl`. */
export class Builtin implements Callable {
  constructor(
    readonly name: string,
    private readonly spec: BuiltinSpec,
    /**
     * Gets the positional arguments (a keyword naming a positional parameter is moved into
     * its place) and the remaining keyword arguments.
     */
    private readonly impl: (args: Value[], kw: Keywords) => Value,
  ) {}

  call(args: Value[], kwargs: Record<string, Value> | null): Value {
    const { params, required, variadic } = this.spec;
    if (!variadic && args.length > params.length) {
      throw new ExprError('TypeError', `${this.name}() takes at most ${count(params.length)} (${args.length} given)`);
    }
    let kw = NO_KEYWORDS;
    if (kwargs !== null) [args, kw] = this.keywords(args, kwargs);
    if (args.length < required) {
      const exactly = !variadic && required === params.length;
      throw new ExprError(
        'TypeError',
        `${this.name}() takes ${exactly ? 'exactly' : 'at least'} ${count(required)} (${args.length} given)`,
      );
    }
    return this.impl(args, kw);
  }

  private keywords(args: Value[], kwargs: Record<string, Value>): [Value[], Keywords] {
    const { params, keywords = [], anyKeyword } = this.spec;
    const rest = Object.create(null) as Record<string, Value>;
    let positional: Value[] | null = null;
    for (const k of Object.keys(kwargs)) {
      if (!anyKeyword && !keywords.includes(k)) {
        throw new ExprError(
          'TypeError',
          keywords.length === 0
            ? `${this.name}() takes no keyword arguments`
            : `${this.name}() got an unexpected keyword argument '${k}'`,
        );
      }
      const i = anyKeyword ? -1 : params.indexOf(k);
      if (i < 0) {
        rest[k] = kwargs[k] as Value;
        continue;
      }
      if (i < args.length) throw new ExprError('TypeError', `${this.name}() got multiple values for argument '${k}'`);
      positional ??= args.slice();
      positional[i] = kwargs[k] as Value;
    }
    if (positional !== null) {
      for (let i = 0; i < positional.length; i++) {
        if (positional[i] === undefined) {
          throw new ExprError('TypeError', `${this.name}() missing required argument '${params[i]}' (pos ${i + 1})`);
        }
      }
    }
    return [positional ?? args, rest];
  }
}

function count(n: number): string {
  return n === 1 ? '1 argument' : `${n} arguments`;
}

/** Calls a function value, or raises Python's TypeError for a value that is not one. */
export function callValue(f: Value, args: Value[]): Value {
  if (!isCallable(f)) throw notCallable(f);
  return f.call(args, null);
}

/** Python's TypeError for calling a value that is not a function. */
export function notCallable(f: Value): ExprError {
  return new ExprError('TypeError', `'${typeName(f)}' object is not callable`);
}

/** An integer argument (booleans count; whole numbers like 4/2 too). */
export function intArg(v: Value): number {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  throw new ExprError('TypeError', `'${typeName(v)}' object cannot be interpreted as an integer`);
}

/** A number argument of a maths function. */
export function realArg(v: Value): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  throw new ExprError('TypeError', `must be real number, not ${typeName(v)}`);
}
