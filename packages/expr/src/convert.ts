// Between host data and language values. Host data (JSON, YAML) becomes values through
// `fromJS`, which copies plain objects into null-prototype dicts, so no prototype of the host
// is ever reachable from model text.

import { ExprError } from './errors.js';
import {
  MAX_NESTING,
  PyGenerator,
  PySet,
  Tuple,
  isCallable,
  isLanguageDict,
  nestedTooDeep,
  type Dict,
  type Value,
} from './values.js';

/**
 * A language value from JSON-like host data: arrays become lists, plain objects dicts,
 * `null` and `undefined` None. Values of the language (tuples, sets, generators, functions)
 * pass through; containers are copied.
 */
export function fromJS(x: unknown): Value {
  return from(x, 0);
}

function from(x: unknown, depth: number): Value {
  switch (typeof x) {
    case 'undefined':
      return null;
    case 'boolean':
    case 'number':
    case 'string':
      return x;
    case 'bigint':
      return Number(x);
    case 'object':
      break;
    default:
      throw new ExprError('TypeError', `cannot use a JS ${typeof x} as a value`);
  }
  if (x === null) return null;
  if (depth > MAX_NESTING) throw nestedTooDeep('while converting a JS value');
  const d = depth + 1;
  if (Array.isArray(x)) return x.map((item) => from(item, d));
  if (x instanceof Tuple || x instanceof PySet || x instanceof PyGenerator) return x;
  const proto = Object.getPrototypeOf(x);
  if (proto === null || proto === Object.prototype) {
    // Made with its prototype set to null rather than by `Object.create(null)`: V8 keeps such an
    // object's properties in fast mode, so data converted once and read often reads faster.
    const out = Object.setPrototypeOf({}, null) as Dict;
    for (const k of Object.keys(x)) out[k] = from((x as Record<string, unknown>)[k], d);
    return out;
  }
  if (isCallable(x)) return x;
  throw new ExprError('TypeError', `cannot use a JS ${proto?.constructor?.name ?? 'object'} as a value`);
}

/**
 * Plain JS data from a value: lists, tuples and sets become arrays, dicts plain objects,
 * None `null`; a generator is consumed into an array; functions stay as they are.
 */
export function toJS(v: Value): unknown {
  return to(v, 0);
}

function to(v: Value, depth: number): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (depth > MAX_NESTING) throw nestedTooDeep('while converting a value');
  const d = depth + 1;
  if (Array.isArray(v)) return v.map((x) => to(x, d));
  if (v instanceof Tuple) return v.items.map((x) => to(x, d));
  if (v instanceof PySet || v instanceof PyGenerator) return Array.from(v, (x) => to(x, d));
  if (isLanguageDict(v)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) {
      // Defining the property keeps a key named __proto__ an ordinary key.
      Object.defineProperty(out, k, { value: to(v[k] as Value, d), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return v;
}
