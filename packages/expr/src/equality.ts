// Truth, equality and ordering (docs/expressions.md#operators): deep equality where a list never equals a
// tuple, booleans count as 1 and 0, and ordering only between values of one kind.

import { ExprError } from './errors.js';
import { COST, charge } from './limits.js';
import { compareText } from './strings.js';
import { MAX_NESTING, PySet, Tuple, isLanguageDict, nestedTooDeep, typeName, type Value } from './values.js';

/** Python's truth value: None, False, 0 and empty containers are false. */
export function truthy(v: Value): boolean {
  switch (typeof v) {
    case 'boolean':
      return v;
    case 'number':
      return v !== 0; // NaN is true, as in Python
    case 'string':
      return v.length > 0;
  }
  if (v === null) return false;
  if (Array.isArray(v)) return v.length > 0;
  if (v instanceof Tuple) return v.items.length > 0;
  if (v instanceof PySet) return v.size > 0;
  if (isLanguageDict(v)) {
    for (const _ in v) return true;
    return false;
  }
  return true;
}

/** `a == b`: deep, numbers and booleans by value, a list never equal to a tuple. */
export function equals(a: Value, b: Value): boolean {
  return eq(a, b, 0);
}

function eq(a: Value, b: Value, depth: number): boolean {
  if (a === b) return true;
  const ta = typeof a;
  const tb = typeof b;
  if (ta !== 'object' || tb !== 'object') {
    if ((ta === 'number' || ta === 'boolean') && (tb === 'number' || tb === 'boolean')) return Number(a) === Number(b);
    return false;
  }
  if (a === null || b === null) return false;
  if (depth > MAX_NESTING) throw nestedTooDeep('in comparison');
  if (Array.isArray(a)) return Array.isArray(b) && sameItems(a, b, depth);
  if (a instanceof Tuple) return b instanceof Tuple && sameItems(a.items, b.items, depth);
  if (a instanceof PySet) {
    if (!(b instanceof PySet) || a.size !== b.size) return false;
    charge(a.size);
    for (const x of a) if (!b.has(x)) return false;
    return true;
  }
  if (isLanguageDict(a)) {
    if (!isLanguageDict(b)) return false;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    charge((ka.length + kb.length) * COST.dictScan);
    if (ka.length !== kb.length) return false;
    for (const k of ka) {
      const vb = b[k];
      if (vb === undefined || !eq(a[k] as Value, vb, depth + 1)) return false;
    }
    return true;
  }
  return false; // generators and functions are equal only to themselves
}

function sameItems(a: readonly Value[], b: readonly Value[], depth: number): boolean {
  if (a.length !== b.length) return false;
  charge(a.length);
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Value;
    const y = b[i] as Value;
    if (x !== y && !eq(x, y, depth + 1)) return false;
  }
  return true;
}

export type OrderOp = '<' | '<=' | '>' | '>=';

/**
 * `a < b` and friends: numbers with numbers, text with text, lists with lists and tuples with
 * tuples element by element; sets by inclusion. Anything else is a TypeError.
 */
export function order(op: OrderOp, a: Value, b: Value): boolean {
  return orderAt(op, a, b, 0);
}

function orderAt(op: OrderOp, a: Value, b: Value, depth: number): boolean {
  const ta = typeof a;
  const tb = typeof b;
  if ((ta === 'number' || ta === 'boolean') && (tb === 'number' || tb === 'boolean')) {
    return numberOrder(op, Number(a), Number(b));
  }
  if (ta === 'string' && tb === 'string') return numberOrder(op, compareText(a as string, b as string), 0);
  if (depth > MAX_NESTING) throw nestedTooDeep('in comparison');
  if (Array.isArray(a) && Array.isArray(b)) return sequenceOrder(op, a, b, depth);
  if (a instanceof Tuple && b instanceof Tuple) return sequenceOrder(op, a.items, b.items, depth);
  if (a instanceof PySet && b instanceof PySet) return setOrder(op, a, b);
  throw notSupported(op, a, b);
}

function numberOrder(op: OrderOp, a: number, b: number): boolean {
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
  }
}

// Python compares the first pair of items that differ; if none does, the lengths.
function sequenceOrder(op: OrderOp, a: readonly Value[], b: readonly Value[], depth: number): boolean {
  const n = Math.min(a.length, b.length);
  charge(n);
  for (let i = 0; i < n; i++) {
    const x = a[i] as Value;
    const y = b[i] as Value;
    if (x !== y && !eq(x, y, depth + 1)) return orderAt(op, x, y, depth + 1);
  }
  return numberOrder(op, a.length, b.length);
}

function setOrder(op: OrderOp, a: PySet, b: PySet): boolean {
  switch (op) {
    case '<':
      return a.size < b.size && subset(a, b);
    case '<=':
      return subset(a, b);
    case '>':
      return b.size < a.size && subset(b, a);
    case '>=':
      return subset(b, a);
  }
}

function subset(a: PySet, b: PySet): boolean {
  if (a.size > b.size) return false;
  charge(a.size);
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/**
 * The ordering `sorted`, `min` and `max` use: negative, zero or positive, or a TypeError for
 * values that have no order between them. Sets compare by inclusion (zero when neither
 * contains the other), NaN is neither smaller nor greater than anything.
 */
export function compare(a: Value, b: Value): number {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return compareText(a, b);
  if (orderAt('<', a, b, 0)) return -1;
  return orderAt('<', b, a, 0) ? 1 : 0;
}

function notSupported(op: string, a: Value, b: Value): ExprError {
  return new ExprError('TypeError', `'${op}' not supported between instances of '${typeName(a)}' and '${typeName(b)}'`);
}
