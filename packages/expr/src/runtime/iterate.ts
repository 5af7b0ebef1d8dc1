// Iterating over values: lists, tuples, text (per code point), dicts (their keys), sets and
// generators. Every step counts against the evaluation's budget.

import { ExprError } from '../errors.js';
import { COST, MAX_SIZE, charge, tooLarge } from '../limits.js';
import { PyGenerator, PySet, Tuple, isLanguageDict, typeName, type Dict, type Value } from '../values.js';

/** The items of an iterable value, in order; a TypeError for anything else. */
export function iterate(v: Value): Iterable<Value> {
  if (Array.isArray(v)) return v;
  if (typeof v === 'string') return v; // a JS string iterates by code point
  if (v instanceof Tuple) return v.items;
  if (v instanceof PyGenerator || v instanceof PySet) return v;
  if (isLanguageDict(v)) return dictKeys(v);
  throw notIterable(v);
}

/**
 * The items as an array, for reading only: a list or tuple gives its own array (no copy), any
 * other iterable is collected.
 */
export function itemsOf(v: Value): readonly Value[] {
  if (Array.isArray(v)) return v;
  if (v instanceof Tuple) return v.items;
  return collect(v);
}

/** A new array of the items (a list built from any iterable). */
export function collect(v: Value): Value[] {
  if (Array.isArray(v)) {
    charge(COST.container + v.length);
    return v.slice();
  }
  if (v instanceof Tuple) {
    charge(COST.container + v.items.length);
    return v.items.slice();
  }
  if (isLanguageDict(v)) return dictKeys(v);
  charge(COST.container);
  const out: Value[] = [];
  for (const x of iterate(v)) {
    if (out.length === MAX_SIZE) throw tooLarge('list');
    charge(1);
    out.push(x);
  }
  return out;
}

/** The keys of a dict, charged by what listing them costs. */
export function dictKeys(d: Dict): string[] {
  const keys = Object.keys(d);
  charge(COST.container + keys.length * COST.dictScan);
  return keys;
}

function notIterable(v: Value): ExprError {
  return new ExprError('TypeError', `'${typeName(v)}' object is not iterable`);
}
