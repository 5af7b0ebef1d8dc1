// Indexing and slicing (docs/expressions.md#operators): negative indexes count from the end, a slice out
// of range gives fewer elements, text is indexed per code point, a dict by its text keys.

import { ExprError } from '../errors.js';
import { charge } from '../limits.js';
import { codePoints, hasSurrogates } from '../strings.js';
import { reprBrief } from '../text.js';
import { Tuple, hashKey, isLanguageDict, typeName, type Value } from '../values.js';

/** `obj[key]` */
export function getItem(obj: Value, key: Value): Value {
  if (Array.isArray(obj)) return sequenceItem(obj, key, 'list');
  if (isLanguageDict(obj)) {
    if (typeof key === 'string') {
      const v = obj[key];
      if (v !== undefined) return v;
    } else {
      hashKey(key); // a list or dict as key is a TypeError, not a missing key
    }
    throw new ExprError('KeyError', reprBrief(key));
  }
  if (typeof obj === 'string') {
    if (!hasSurrogates(obj)) {
      const i = toIndex(key, obj.length, 'string');
      return obj[i] as string;
    }
    return sequenceItem(codePoints(obj), key, 'string');
  }
  if (obj instanceof Tuple) return sequenceItem(obj.items, key, 'tuple');
  throw new ExprError('TypeError', `'${typeName(obj)}' object is not subscriptable`);
}

function sequenceItem(items: readonly Value[], key: Value, kind: string): Value {
  return items[toIndex(key, items.length, kind)] as Value;
}

/** An index as a position in 0..length-1, or the IndexError / TypeError Python would raise. */
function toIndex(key: Value, length: number, kind: string): number {
  let i: number;
  if (typeof key === 'number' && Number.isInteger(key)) i = key;
  else if (typeof key === 'boolean') i = key ? 1 : 0;
  else if (kind === 'string') throw new ExprError('TypeError', `string indices must be integers, not '${typeName(key)}'`);
  else throw new ExprError('TypeError', `${kind} indices must be integers or slices, not ${typeName(key)}`);
  if (i < 0) i += length;
  if (i < 0 || i >= length) throw new ExprError('IndexError', `${kind} index out of range`);
  return i;
}

/** `obj[lower:upper:step]`, each bound None when left out. */
export function getSlice(obj: Value, lower: Value, upper: Value, step: Value): Value {
  if (Array.isArray(obj)) return sliceItems(obj, lower, upper, step);
  if (obj instanceof Tuple) return new Tuple(sliceItems(obj.items, lower, upper, step));
  if (typeof obj === 'string') {
    if (!hasSurrogates(obj) && (step === null || step === 1)) {
      const [start, stop] = bounds(obj.length, lower, upper, 1);
      return stop > start ? obj.slice(start, stop) : '';
    }
    return sliceItems(codePoints(obj), lower, upper, step).join('');
  }
  if (isLanguageDict(obj)) throw new ExprError('TypeError', "unhashable type: 'slice'");
  throw new ExprError('TypeError', `'${typeName(obj)}' object is not subscriptable`);
}

function sliceItems(items: readonly Value[], lower: Value, upper: Value, stepV: Value): Value[] {
  const step = stepV === null ? 1 : sliceIndex(stepV);
  if (step === 0) throw new ExprError('ValueError', 'slice step cannot be zero');
  const [start, stop] = bounds(items.length, lower, upper, step);
  if (step === 1) {
    if (stop <= start) return [];
    charge(stop - start);
    return items.slice(start, stop);
  }
  const out: Value[] = [];
  if (step > 0) for (let i = start; i < stop; i += step) out.push(items[i] as Value);
  else for (let i = start; i > stop; i += step) out.push(items[i] as Value);
  charge(out.length);
  return out;
}

// CPython's PySlice_AdjustIndices: clamp both bounds into the sequence.
function bounds(length: number, lower: Value, upper: Value, step: number): [number, number] {
  const low = step < 0 ? -1 : 0;
  const high = step < 0 ? length - 1 : length;
  const clamp = (v: Value, dflt: number): number => {
    if (v === null) return dflt;
    let i = sliceIndex(v);
    if (i < 0) {
      i += length;
      if (i < 0) i = low;
    } else if (i > high) {
      i = high;
    }
    return i;
  };
  return [clamp(lower, step < 0 ? high : low), clamp(upper, step < 0 ? low : high)];
}

function sliceIndex(v: Value): number {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  throw new ExprError('TypeError', 'slice indices must be integers or None or have an __index__ method');
}
