// Builtins over iterables: len, any, all, min, max, sum, range, sorted, list, tuple, set,
// dict, enumerate, zip, plus str and bool (docs/expressions.md#builtin-functions).

import { compare, order, truthy } from '../equality.js';
import { ExprError } from '../errors.js';
import { COST, MAX_RANGE, charge, checkSize } from '../limits.js';
import { add } from '../runtime/arith.js';
import { dictKey } from '../runtime/dicts.js';
import { collect, dictKeys, iterate, itemsOf } from '../runtime/iterate.js';
import { textLength } from '../strings.js';
import { toText } from '../text.js';
import { PyGenerator, PySet, Tuple, isLanguageDict, newDict, typeName, type Dict, type Value } from '../values.js';
import { Builtin, callValue, intArg, type Keywords } from './builtin.js';

/** `len(x)`. */
export function len(x: Value): number {
  if (typeof x === 'string') return textLength(x);
  if (Array.isArray(x)) return x.length;
  if (x instanceof Tuple) return x.items.length;
  if (x instanceof PySet) return x.size;
  if (isLanguageDict(x)) return dictKeys(x).length;
  throw new ExprError('TypeError', `object of type '${typeName(x)}' has no len()`);
}

// Lists are walked by index: V8 iterates arrays with for-of slowly where it cannot prove their
// kind (model data is frozen).
function anyOf(it: Value, wanted: boolean): boolean {
  if (Array.isArray(it)) {
    for (let i = 0; i < it.length; i++) {
      charge(1);
      if (truthy(it[i] as Value) === wanted) return true;
    }
    return false;
  }
  for (const x of iterate(it)) {
    charge(1);
    if (truthy(x) === wanted) return true;
  }
  return false;
}

function extreme(name: 'min' | 'max', args: Value[], kw: Keywords): Value {
  const op = name === 'max' ? '>' : '<';
  const key = kw.key ?? null;
  const hasDefault = kw.default !== undefined;
  let source: Iterable<Value>;
  if (args.length === 1) {
    source = iterate(args[0] as Value);
  } else {
    if (hasDefault) throw new ExprError('TypeError', `Cannot specify a default for ${name}() with multiple positional arguments`);
    source = args;
  }
  let best: Value | undefined;
  let bestKey: Value = null;
  const items = Array.isArray(source) ? source : null;
  const rest = items === null ? source[Symbol.iterator]() : null;
  for (let i = 0; ; i++) {
    let x: Value;
    if (items !== null) {
      if (i >= items.length) break;
      x = items[i] as Value;
    } else {
      const r = (rest as Iterator<Value>).next();
      if (r.done === true) break;
      x = r.value;
    }
    charge(1);
    const k = key === null ? x : callValue(key, [x]);
    // On ties the first wins: replace only when strictly better.
    if (best === undefined || order(op, k, bestKey)) {
      best = x;
      bestKey = k;
    }
  }
  if (best !== undefined) return best;
  if (hasDefault) return kw.default as Value;
  throw new ExprError('ValueError', `${name}() iterable argument is empty`);
}

/**
 * The running total of `sum(it, start)`: numbers with compensation (Neumaier, as Python ≥ 3.12),
 * lists and tuples appended into one new array instead of copied at every step, anything else
 * with `+`. Used by the builtin and by a `sum(... for ...)` that is run without a generator.
 */
export class Summer {
  private total = 0;
  private c = 0;
  private numeric: boolean;
  /** Nothing added yet: the sum is `start` itself (`sum([], True)` is True). */
  private empty = true;
  private acc: Value;
  private readonly joined: Value[] | null;

  constructor(private readonly start: Value) {
    if (typeof start === 'string') throw new ExprError('TypeError', "sum() can't sum strings [use ''.join(seq) instead]");
    this.numeric = typeof start === 'number' || typeof start === 'boolean';
    if (this.numeric) this.total = Number(start);
    this.acc = start;
    this.joined = Array.isArray(start) ? start.slice() : start instanceof Tuple ? start.items.slice() : null;
  }

  /**
   * Continues a sum of numbers a caller began in its own variables (`total` and compensation
   * `c`, as `add` keeps them), on a new Summer of start 0.
   */
  resume(total: number, c: number): void {
    this.empty = false;
    this.total = total;
    this.c = c;
  }

  add(v: Value): void {
    // Small enough for V8 to inline into the loops that call it; the rest is `addOther`.
    this.empty = false;
    if (this.numeric && (typeof v === 'number' || typeof v === 'boolean')) {
      const x = Number(v);
      const total = this.total;
      const t = total + x;
      this.c += Math.abs(total) >= Math.abs(x) ? total - t + x : x - t + total;
      this.total = t;
    } else {
      this.addOther(v);
    }
  }

  private addOther(v: Value): void {
    if (this.numeric) {
      this.numeric = false;
      this.acc = this.numbers();
    }
    if (this.joined === null) {
      this.acc = add(this.acc, v);
      return;
    }
    const start = this.start;
    const sameKind = Array.isArray(start) ? Array.isArray(v) : v instanceof Tuple;
    if (!sameKind)
      throw new ExprError('TypeError', `can only concatenate ${typeName(start)} (not "${typeName(v)}") to ${typeName(start)}`);
    const more = Array.isArray(v) ? v : (v as Tuple).items;
    checkSize(this.joined.length + more.length, 'list');
    for (const x of more) this.joined.push(x);
  }

  result(): Value {
    if (this.empty) return this.start;
    if (this.numeric) return this.numbers();
    if (this.joined === null) return this.acc;
    return Array.isArray(this.start) ? this.joined : new Tuple(this.joined);
  }

  private numbers(): number {
    return this.c !== 0 && Number.isFinite(this.c) ? this.total + this.c : this.total;
  }
}

function sum(it: Value, start: Value): Value {
  const summer = new Summer(start);
  if (Array.isArray(it)) {
    for (let i = 0; i < it.length; i++) {
      charge(1);
      summer.add(it[i] as Value);
    }
    return summer.result();
  }
  for (const v of iterate(it)) {
    charge(1);
    summer.add(v);
  }
  return summer.result();
}

/** `range(n)` for an integer `n` up to MAX_RANGE, as `range` gives it (the one-argument call's shortcut). */
export function rangeTo(n: number): Value[] {
  const size = Math.max(0, n);
  charge(size);
  const out = new Array<Value>(size);
  for (let i = 0; i < size; i++) out[i] = i;
  return out;
}

function range(args: Value[]): Value[] {
  const a = intArg(args[0] as Value);
  const b = args.length > 1 ? intArg(args[1] as Value) : undefined;
  const step = args.length > 2 ? intArg(args[2] as Value) : 1;
  const start = b === undefined ? 0 : a;
  const stop = b === undefined ? a : b;
  if (step === 0) throw new ExprError('ValueError', 'range() arg 3 must not be zero');
  const n = step > 0 ? Math.ceil((stop - start) / step) : Math.ceil((start - stop) / -step);
  const size = Math.max(0, n);
  if (size > MAX_RANGE) throw new ExprError('ValueError', 'range too large');
  charge(size);
  const out = new Array<Value>(size);
  for (let i = 0; i < size; i++) out[i] = start + i * step;
  return out;
}

function sorted(it: Value, kw: Keywords): Value[] {
  const items = collect(it);
  const key = kw.key ?? null;
  const reverse = kw.reverse === undefined ? false : intArg(kw.reverse) !== 0;
  charge(items.length);
  if (key === null) return items.sort(reverse ? (x, y) => compare(y, x) : compare);
  // Decorate with the keys, computed once each; a stable sort keeps ties in their order,
  // also when reversed.
  charge(items.length * COST.container);
  const keyed = items.map((v) => ({ v, k: callValue(key, [v]) }));
  keyed.sort(reverse ? (x, y) => compare(y.k, x.k) : (x, y) => compare(x.k, y.k));
  return keyed.map((e) => e.v);
}

function makeSet(it: Value): PySet {
  const out = new PySet();
  for (const x of iterate(it)) {
    charge(1);
    out.add(x);
  }
  checkSize(out.size, 'set');
  return out;
}

function makeDict(args: Value[], kw: Keywords): Dict {
  charge(COST.dict);
  const out = newDict();
  const source = args[0];
  if (source !== undefined) {
    if (isLanguageDict(source)) {
      const keys = dictKeys(source);
      charge(keys.length * COST.dictKey);
      for (const k of keys) out[k] = source[k] as Value;
    } else {
      let i = 0;
      for (const pair of iterate(source)) {
        charge(1 + COST.dictKey);
        let items: readonly Value[];
        try {
          items = itemsOf(pair);
        } catch {
          throw new ExprError('TypeError', `cannot convert dictionary update sequence element #${i} to a sequence`);
        }
        if (items.length !== 2) {
          throw new ExprError('ValueError', `dictionary update sequence element #${i} has length ${items.length}; 2 is required`);
        }
        out[dictKey(items[0] as Value)] = items[1] as Value;
        i++;
      }
    }
  }
  for (const k of Object.keys(kw)) out[k] = kw[k] as Value;
  return out;
}

function* enumerateItems(source: Iterable<Value>, start: number): Generator<Value, undefined> {
  let i = start;
  for (const x of source) {
    charge(1);
    yield new Tuple([i++, x]);
  }
  return undefined;
}

function* zipItems(sources: Iterator<Value>[]): Generator<Value, undefined> {
  if (sources.length === 0) return undefined;
  for (;;) {
    // Sized up front: a pushed-to array keeps spare room.
    const row = new Array<Value>(sources.length);
    charge(1);
    for (let i = 0; i < sources.length; i++) {
      const r = (sources[i] as Iterator<Value>).next();
      if (r.done) return undefined;
      row[i] = r.value;
    }
    yield new Tuple(row);
  }
}

const ONE = { params: ['x'], required: 1 } as const;
const OPTIONAL = { params: ['x'], required: 0 } as const;

export const ITERABLE_BUILTINS: readonly Builtin[] = [
  new Builtin('len', ONE, ([x]) => len(x as Value)),
  new Builtin('any', ONE, ([x]) => anyOf(x as Value, true)),
  new Builtin('all', ONE, ([x]) => !anyOf(x as Value, false)),
  new Builtin('min', { params: ['iterable'], required: 1, variadic: true, keywords: ['key', 'default'] }, (a, kw) =>
    extreme('min', a, kw),
  ),
  new Builtin('max', { params: ['iterable'], required: 1, variadic: true, keywords: ['key', 'default'] }, (a, kw) =>
    extreme('max', a, kw),
  ),
  new Builtin('sum', { params: ['iterable', 'start'], required: 1, keywords: ['start'] }, ([it, start = 0]) =>
    sum(it as Value, start),
  ),
  new Builtin('range', { params: ['start', 'stop', 'step'], required: 1 }, (a) => range(a)),
  new Builtin('sorted', { params: ['iterable'], required: 1, keywords: ['key', 'reverse'] }, ([it], kw) =>
    sorted(it as Value, kw),
  ),
  new Builtin('list', OPTIONAL, ([x]) => (x === undefined ? [] : collect(x))),
  new Builtin('tuple', OPTIONAL, ([x]) => new Tuple(x === undefined ? [] : x instanceof Tuple ? x.items : collect(x))),
  new Builtin('set', OPTIONAL, ([x]) => (x === undefined ? new PySet() : makeSet(x))),
  new Builtin('dict', { params: ['x'], required: 0, anyKeyword: true }, (a, kw) => makeDict(a, kw)),
  new Builtin(
    'enumerate',
    { params: ['iterable', 'start'], required: 1, keywords: ['start'] },
    ([it, start = 0]) => new PyGenerator(enumerateItems(iterate(it as Value), intArg(start))),
  ),
  new Builtin(
    'zip',
    { params: [], required: 0, variadic: true },
    (a) => new PyGenerator(zipItems(a.map((x) => iterate(x)[Symbol.iterator]()))),
  ),
  new Builtin('str', OPTIONAL, ([x]) => {
    charge(COST.print);
    return x === undefined ? '' : toText(x);
  }),
  new Builtin('bool', OPTIONAL, ([x]) => (x === undefined ? false : truthy(x))),
];
