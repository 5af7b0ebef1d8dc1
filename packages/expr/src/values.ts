// The values of the language as JS data. Where Python and JS agree we use the JS value itself
// (None is null, numbers are numbers, text is a string, a list is an array); where they differ
// we use our own classes, so no host object or prototype is ever reachable from model text.

import { ExprError } from './errors.js';
import { COST, chargeInside, tupleCost } from './limits.js';

/** Any value an expression can produce or read. */
export type Value = null | boolean | number | string | Value[] | Tuple | Dict | PySet | PyGenerator | Callable;

/**
 * A dict: ALWAYS an object with a null prototype (make one with `newDict`), so every key lookup
 * is an own-property lookup and keys such as `__proto__` or `constructor` are ordinary text.
 * Key order is JS's own: integer-like keys first, ascending, then insertion order.
 */
export type Dict = { [key: string]: Value };

/** A function value: builtins, methods bound to a value, board functions, own functions. */
export interface Callable {
  readonly name: string;
  call(args: Value[], kwargs: Record<string, Value> | null): Value;
}

/** A tuple: an immutable sequence, never equal to a list. */
export class Tuple {
  readonly items: readonly Value[];
  /** The hash key, made the first time it is needed (a tuple never changes). */
  key: string | undefined = undefined;
  constructor(items: readonly Value[]) {
    chargeInside(tupleCost(items.length));
    this.items = items;
  }
  get length(): number {
    return this.items.length;
  }
  [Symbol.iterator](): Iterator<Value> {
    return this.items[Symbol.iterator]();
  }
}

/** The key under which a hashable value is stored in a set: 1, 1.0 and True share one. */
export type HashKey = string | number | null;

// Text keys are stored as themselves; composite keys start with NUL, so a text that itself
// starts with NUL is escaped to keep the two apart.
const COMPOSITE = '\u0000';

// NaN equals nothing, not even another NaN, so each one is a key of its own (Python also keeps
// one element when the very same NaN object is added twice; we cannot tell them apart).
let nans = 0;
function nanKey(): string {
  return COMPOSITE + 'nan' + nans++;
}

/**
 * The set key of a hashable value (None, booleans, numbers, text, tuples of those).
 * Throws a TypeError `unhashable type: 'list'` for anything else.
 */
export function hashKey(v: Value): HashKey {
  switch (typeof v) {
    case 'number':
      return v === 0 ? 0 : v === v ? v : nanKey(); // -0 and 0 are one key
    case 'boolean':
      return v ? 1 : 0;
    case 'string':
      return v.charCodeAt(0) === 0 ? COMPOSITE + 's' + v : v;
    case 'object':
      if (v === null) return null;
      if (v instanceof Tuple) {
        if (v.key === undefined) {
          chargeInside(COST.tupleKey);
          v.key = COMPOSITE + 't' + tupleKey(v, 0);
        }
        return v.key;
      }
      break;
  }
  throw unhashable(v);
}

function tupleKey(t: Tuple, depth: number): string {
  if (depth > MAX_NESTING) throw nestedTooDeep();
  // Hashing a tuple reads all of it, every time.
  chargeInside(t.items.length);
  let out = '(';
  for (const item of t.items) {
    if (item instanceof Tuple) {
      out += item.key === undefined ? tupleKey(item, depth + 1) : item.key.slice(2);
      continue;
    }
    const k = hashKey(item);
    // Length-prefixed text keeps the encoding unambiguous.
    if (typeof k === 'string') out += 's' + k.length + ':' + k;
    else if (k === null) out += 'N';
    else out += 'n' + String(k) + ';';
  }
  return out + ')';
}

/** A set: insertion-ordered, hashable elements only; `1`, `1.0` and `True` are one element. */
export class PySet {
  private readonly map = new Map<HashKey, Value>();
  constructor(values?: Iterable<Value>) {
    chargeInside(COST.set);
    if (values) for (const v of values) this.add(v);
  }
  /** Adds an element unless an equal one is present (the first one stays). */
  add(v: Value): void {
    chargeInside(COST.setAdd);
    const k = hashKey(v);
    if (!this.map.has(k)) this.map.set(k, v);
  }
  has(v: Value): boolean {
    return this.map.has(hashKey(v));
  }
  get size(): number {
    return this.map.size;
  }
  values(): IterableIterator<Value> {
    return this.map.values();
  }
  [Symbol.iterator](): Iterator<Value> {
    return this.map.values();
  }
}

/** A generator: lazy and single use. Iterating it a second time yields nothing. */
export class PyGenerator {
  private readonly source: Iterator<Value>;
  private done = false;
  /** Computing its next item: asking it for one then (its own body does) is an error. */
  private running = false;
  constructor(source: Iterator<Value> | Iterable<Value>) {
    this.source = Symbol.iterator in source ? source[Symbol.iterator]() : source;
  }
  next(): IteratorResult<Value, undefined> {
    if (this.running) throw new ExprError('ValueError', 'generator already executing');
    if (this.done) return { done: true, value: undefined };
    this.running = true;
    try {
      const r = this.source.next();
      if (r.done) {
        this.done = true;
        return { done: true, value: undefined };
      }
      return r;
    } catch (e) {
      // A generator that failed is finished, as in Python.
      this.done = true;
      throw e;
    } finally {
      this.running = false;
    }
  }
  [Symbol.iterator](): Iterator<Value, undefined> {
    return this;
  }
}

/**
 * A new dict (null prototype), optionally filled from `[key, value]` pairs in order. Made as an
 * empty literal whose prototype is then set to null: V8 keeps such an object's properties in
 * fast mode (shapes shared by dicts built alike), where `Object.create(null)` and the literal
 * `{ __proto__: null }` both start in dictionary mode, about twice as slow to read and copy.
 */
export function newDict(entries?: Iterable<readonly [string, Value]>): Dict {
  const d = Object.setPrototypeOf({}, null) as Dict;
  if (entries) for (const [k, v] of entries) d[k] = v;
  return d;
}

/**
 * Is this value a dict (an object with a null prototype)? Tested as an object that does not
 * inherit from `Object.prototype`: the same for every value the language and `fromJS` make, and
 * much faster in V8 than `Object.getPrototypeOf` on objects of many shapes.
 */
export function isLanguageDict(v: unknown): v is Dict {
  return typeof v === 'object' && v !== null && !(v instanceof Object);
}

/** Is this value a function value (has `name` and `call`, and is not a dict)? */
export function isCallable(v: unknown): v is Callable {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { call?: unknown }).call === 'function' &&
    v instanceof Object &&
    !Array.isArray(v)
  );
}

/** How deep values may nest before printing, comparing or converting them gives up. */
export const MAX_NESTING = 1000;

/** The Python name of a value's type, as error messages show it ('int', 'str', 'NoneType', ...). */
export function typeName(v: Value): string {
  switch (typeof v) {
    case 'number':
      return Number.isInteger(v) ? 'int' : 'float';
    case 'boolean':
      return 'bool';
    case 'string':
      return 'str';
  }
  if (v === null) return 'NoneType';
  if (Array.isArray(v)) return 'list';
  if (v instanceof Tuple) return 'tuple';
  if (v instanceof PySet) return 'set';
  if (v instanceof PyGenerator) return 'generator';
  if (isLanguageDict(v)) return 'dict';
  if (isCallable(v)) return 'function';
  return 'object';
}

function unhashable(v: Value): ExprError {
  return new ExprError('TypeError', `unhashable type: '${typeName(v)}'`);
}

/** The RecursionError for data nested deeper than `MAX_NESTING`; `during` says what was under way. */
export function nestedTooDeep(during?: string): ExprError {
  return new ExprError(
    'RecursionError',
    during === undefined ? 'maximum recursion depth exceeded' : `maximum recursion depth exceeded ${during}`,
  );
}
