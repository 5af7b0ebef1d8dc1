// A JSON-safe tree encoding of values that round-trips every kind, for hosts that save values.
// The engine's wire form (requests, logs, views) is built on it; its snapshots have their own
// encoding, as they also keep shared objects and model data.
// Lists are arrays and dicts are objects; what JSON cannot say is a one-key object with a
// `$` tag. Dict keys that start with `$` get one more `$`, so a tag is never mistaken for a key.

import { BUILTINS } from './builtins/index.js';
import { ExprError } from './errors.js';
import {
  MAX_NESTING,
  PyGenerator,
  PySet,
  Tuple,
  isCallable,
  isLanguageDict,
  nestedTooDeep,
  newDict,
  type Value,
} from './values.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The encoding of `v`: `{"$tuple": [...]}`, `{"$set": [...]}`, `{"$number": "nan" | "inf" |
 * "-inf" | "-0"}`, `{"$function": name}`; a generator cannot be encoded. (JSON would write -0 as
 * 0, so it gets a tag too.)
 */
export function serialize(v: Value): Json {
  return enc(v, 0);
}

function enc(v: Value, depth: number): Json {
  switch (typeof v) {
    case 'number':
      if (Number.isFinite(v)) return Object.is(v, -0) ? { $number: '-0' } : v;
      return { $number: Number.isNaN(v) ? 'nan' : v > 0 ? 'inf' : '-inf' };
    case 'boolean':
    case 'string':
      return v;
  }
  if (v === null) return null;
  if (depth > MAX_NESTING) throw nestedTooDeep('while serializing');
  const d = depth + 1;
  if (Array.isArray(v)) return v.map((x) => enc(x, d));
  if (v instanceof Tuple) return { $tuple: v.items.map((x) => enc(x, d)) };
  if (v instanceof PySet) return { $set: Array.from(v, (x) => enc(x, d)) };
  if (isLanguageDict(v)) {
    const out: { [key: string]: Json } = {};
    for (const k of Object.keys(v)) {
      Object.defineProperty(out, k.startsWith('$') ? '$' + k : k, {
        value: enc(v[k] as Value, d),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  if (v instanceof PyGenerator) throw new ExprError('TypeError', 'a generator cannot be serialized');
  // Anything else from the host (a plain object, a Map) would lose its content without a word.
  if (!isCallable(v)) throw new ExprError('TypeError', 'not a value of the language; it cannot be serialized');
  return { $function: v.name };
}

/**
 * The value an encoding stands for. Functions are found by `resolve`, then among the
 * builtins; an unknown one is a ValueError.
 */
export function deserialize(json: Json, resolve?: (name: string) => Value | undefined): Value {
  return dec(json, resolve, 0);
}

function dec(j: Json, resolve: ((name: string) => Value | undefined) | undefined, depth: number): Value {
  if (j === null || typeof j !== 'object') return j;
  if (depth > MAX_NESTING) throw nestedTooDeep('while deserializing');
  const d = depth + 1;
  if (Array.isArray(j)) return j.map((x) => dec(x, resolve, d));
  const keys = Object.keys(j);
  const tag = keys.length === 1 ? keys[0] : undefined;
  if (tag !== undefined && tag.startsWith('$') && !tag.startsWith('$$')) return decodeTagged(tag, j[tag] as Json, resolve, d);
  const out = newDict();
  for (const k of keys) out[k.startsWith('$') ? k.slice(1) : k] = dec(j[k] as Json, resolve, d);
  return out;
}

function decodeTagged(tag: string, body: Json, resolve: ((name: string) => Value | undefined) | undefined, depth: number): Value {
  switch (tag) {
    case '$tuple':
      if (Array.isArray(body)) return new Tuple(body.map((x) => dec(x, resolve, depth)));
      break;
    case '$set':
      if (Array.isArray(body)) return new PySet(body.map((x) => dec(x, resolve, depth)));
      break;
    case '$number':
      if (body === 'nan') return NaN;
      if (body === 'inf') return Infinity;
      if (body === '-inf') return -Infinity;
      if (body === '-0') return -0;
      break;
    case '$function':
      if (typeof body === 'string') {
        const f = resolve?.(body) ?? (Object.prototype.hasOwnProperty.call(BUILTINS, body) ? BUILTINS[body] : undefined);
        if (f === undefined) throw new ExprError('ValueError', `cannot deserialize unknown function '${body}'`);
        return f;
      }
      break;
  }
  throw new ExprError('ValueError', `cannot deserialize ${JSON.stringify({ [tag]: body })}`);
}
