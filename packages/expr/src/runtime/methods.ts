// The six methods (docs/expressions.md#methods): on dicts get, items, keys, values; on lists, tuples and
// text count and index. They take no keyword arguments; any other method on a value is an
// AttributeError (other method names never get past the checker).

import type { MethodName } from '../ast.js';
import { equals } from '../equality.js';
import { ExprError } from '../errors.js';
import { charge, checkSize } from '../limits.js';
import { codePointOffset, textLength } from '../strings.js';
import { reprBrief } from '../text.js';
import { dictKeys } from './iterate.js';
import { Tuple, hashKey, isLanguageDict, typeName, type Callable, type Dict, type Value } from '../values.js';

/** `obj.name(args)` */
export function callMethod(obj: Value, name: MethodName, args: Value[], kwargs: Record<string, Value> | null): Value {
  if (kwargs !== null && Object.keys(kwargs).length > 0) throw new ExprError('TypeError', `${name}() takes no keyword arguments`);
  if (isLanguageDict(obj)) {
    switch (name) {
      case 'get':
        arity(name, args, 1, 2);
        return dictGet(obj, args[0] as Value, args.length > 1 ? (args[1] as Value) : null);
      case 'items':
        arity(name, args, 0, 0);
        return entries(obj, (k, v) => new Tuple([k, v]));
      case 'keys':
        arity(name, args, 0, 0);
        return entries(obj, (k) => k);
      case 'values':
        arity(name, args, 0, 0);
        return entries(obj, (_, v) => v);
    }
  } else if (name === 'count' || name === 'index') {
    if (typeof obj === 'string') {
      arity(name, args, 1, 1);
      return textMethod(obj, name, args[0] as Value);
    }
    if (Array.isArray(obj) || obj instanceof Tuple) {
      arity(name, args, 1, 1);
      return sequenceMethod(obj, name, args[0] as Value);
    }
  }
  throw new ExprError('AttributeError', `'${typeName(obj)}' object has no attribute '${name}'`);
}

/** `obj.name` without a call: the method bound to `obj`, as a function value. */
export function boundMethod(obj: Value, name: MethodName): Callable {
  const has = isLanguageDict(obj)
    ? name === 'get' || name === 'items' || name === 'keys' || name === 'values'
    : (name === 'count' || name === 'index') && (typeof obj === 'string' || Array.isArray(obj) || obj instanceof Tuple);
  if (!has) throw new ExprError('AttributeError', `'${typeName(obj)}' object has no attribute '${name}'`);
  return { name, call: (args, kwargs) => callMethod(obj, name, args, kwargs) };
}

function arity(name: string, args: Value[], min: number, max: number): void {
  const n = args.length;
  if (n >= min && n <= max) return;
  if (max === 0) throw new ExprError('TypeError', `${name}() takes no arguments (${n} given)`);
  if (min === max) throw new ExprError('TypeError', `${name}() takes exactly one argument (${n} given)`);
  if (n < min) throw new ExprError('TypeError', `${name} expected at least ${min} argument${min === 1 ? '' : 's'}, got ${n}`);
  throw new ExprError('TypeError', `${name} expected at most ${max} arguments, got ${n}`);
}

function dictGet(d: Dict, key: Value, dflt: Value): Value {
  if (typeof key !== 'string') {
    hashKey(key); // a list or dict as key is a TypeError
    return dflt;
  }
  const v = d[key];
  return v === undefined ? dflt : v;
}

function entries(d: Dict, make: (k: string, v: Value) => Value): Value[] {
  return listedKeys(d).map((k) => make(k, d[k] as Value));
}

/** The keys of `d` for `items()`, `keys()` or `values()`: listed, and charged as the list they make. */
export function listedKeys(d: Dict): string[] {
  const keys = dictKeys(d);
  checkSize(keys.length, 'list');
  return keys;
}

function textMethod(s: string, name: 'count' | 'index', x: Value): number {
  if (typeof x !== 'string') throw new ExprError('TypeError', `must be str, not ${typeName(x)}`);
  charge(s.length);
  if (name === 'index') {
    const at = s.indexOf(x);
    if (at < 0) throw new ExprError('ValueError', 'substring not found');
    return codePointOffset(s, at);
  }
  if (x === '') return textLength(s) + 1;
  let n = 0;
  for (let at = s.indexOf(x); at >= 0; at = s.indexOf(x, at + x.length)) n++;
  return n;
}

function sequenceMethod(seq: Value[] | Tuple, name: 'count' | 'index', x: Value): number {
  const items = Array.isArray(seq) ? seq : seq.items;
  charge(items.length);
  let n = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as Value;
    if (item === x || equals(item, x)) {
      if (name === 'index') return i;
      n++;
    }
  }
  if (name === 'count') return n;
  throw new ExprError('ValueError', Array.isArray(seq) ? `${reprBrief(x)} is not in list` : 'tuple.index(x): x not in tuple');
}
