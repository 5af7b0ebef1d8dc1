// Small helpers on values of the expression language that the engine needs.
import { ExprError, isLanguageDict, PyGenerator, PySet, repr, Tuple, typeName, type Value } from '@tabletwin/expr';

/**
 * The elements of an iterable value, as `for x in v` would give them. A frozen list (model
 * data) is returned as it is: nobody changes it.
 */
export function listOf(v: Value, copy = true): Value[] {
  if (Array.isArray(v)) return !copy || Object.isFrozen(v) ? v : v.slice();
  if (v instanceof Tuple) return v.items.slice();
  if (v instanceof PySet || v instanceof PyGenerator) return [...v];
  if (typeof v === 'string') return [...v];
  if (isLanguageDict(v)) return Object.keys(v);
  throw new ExprError('TypeError', `'${typeName(v)}' object is not iterable`, { bare: true });
}

/**
 * How an option, a chance outcome or an observation shows a value: a dict by `label`, else
 * `id`, else `uid`, else `?`; text as is; anything else in Python notation.
 */
export function labelOf(v: Value | undefined): string {
  if (typeof v === 'string') return v;
  // Small integers print the same in Python notation; the common case for options.
  if (typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 1e15) return String(v);
  if (v === undefined) return '?';
  if (isLanguageDict(v)) {
    for (const key of ['label', 'id', 'uid']) {
      const x = v[key];
      if (x !== undefined && x !== null) return labelOf(x);
    }
    return '?';
  }
  return repr(v);
}

/** A player index: an integer in 0 … n − 1 (True/False count as 1/0, as in the language). */
export function playerIndex(v: Value, n: number): number | null {
  const i = typeof v === 'boolean' ? Number(v) : v;
  return typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < n ? i : null;
}

/** `a + b` as the language defines it for `add`: numbers, texts, lists or tuples. */
export function plus(a: Value, b: Value): Value {
  const na = typeof a === 'boolean' ? Number(a) : a;
  const nb = typeof b === 'boolean' ? Number(b) : b;
  if (typeof na === 'number' && typeof nb === 'number') return na + nb;
  if (typeof a === 'string' && typeof b === 'string') return a + b;
  if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (a instanceof Tuple && b instanceof Tuple) return new Tuple([...a.items, ...b.items]);
  throw new ExprError('TypeError', `unsupported operand type(s) for +: '${typeName(a)}' and '${typeName(b)}'`, { bare: true });
}
