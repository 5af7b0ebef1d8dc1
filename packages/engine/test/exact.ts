// Exact comparison of values and records for the round-trip tests (wire form, snapshots), and
// fast-check arbitraries for values of every kind.
import fc from 'fast-check';
import { isCallable, isLanguageDict, newDict, PySet, Tuple, type Value } from '@tabletwin/expr';

/** Exactly the same: classes, order of sets and dict keys, -0 and NaN, the same function object. */
export function same(a: unknown, b: unknown, path = '$'): void {
  const fail = (why: string) => {
    throw new Error(`${path}: ${why}`);
  };
  if (typeof a === 'number') {
    if (!Object.is(a, b)) fail(`${String(b)} is not ${a}`);
    return;
  }
  if (a === null || typeof a !== 'object') {
    if (a !== b) fail(`${String(b)} is not ${String(a)}`);
    return;
  }
  if (b === null || typeof b !== 'object') return fail('not an object');
  if (isCallable(a)) {
    if (a !== b) fail('another function');
    return;
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return fail('another list');
    return a.forEach((x, i) => same(x, b[i], `${path}[${i}]`));
  }
  if (a instanceof Tuple) {
    if (!(b instanceof Tuple)) return fail('not a tuple');
    return same(a.items, b.items, `${path}.tuple`);
  }
  if (a instanceof PySet) {
    if (!(b instanceof PySet)) return fail('not a set');
    return same([...a], [...b], `${path}.set`);
  }
  if (isLanguageDict(a)) {
    if (!isLanguageDict(b)) return fail('not a dict');
    same(Object.keys(a), Object.keys(b), `${path}.keys`);
    for (const k of Object.keys(a)) same(a[k], b[k], `${path}.${k}`);
    return;
  }
  // A record of the engine (request, option, entry): the same fields.
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) fail('another kind of record');
  const keys = Object.keys(a).sort();
  same(keys, Object.keys(b).sort(), `${path}.fields`);
  for (const k of keys) same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
}

const key = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.constantFrom('$tuple', '$set', '$number', '$undefined', '$$x', '__proto__', '10', '2', 'constructor'),
);
const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-0, 0, NaN, Infinity, -Infinity, 2 ** 53, -1e-300),
  fc.string({ maxLength: 6 }),
);
const hashable: fc.Arbitrary<Value> = fc.letrec<{ h: Value }>((tie) => ({
  h: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(tie('h'), { maxLength: 3 }).map((xs) => new Tuple(xs)),
  ),
})).h;
export const value: fc.Arbitrary<Value> = fc.letrec<{ v: Value }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.array(tie('v'), { maxLength: 4 }).map((xs) => new Tuple(xs)),
    fc.array(hashable, { maxLength: 4 }).map((xs) => new PySet(xs)),
    fc.array(fc.tuple(key, tie('v')), { maxLength: 4 }).map((kv) => newDict(kv)),
  ),
})).v;
