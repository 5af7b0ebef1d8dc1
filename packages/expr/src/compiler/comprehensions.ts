// Comprehensions and generator expressions (docs/expressions.md#operators): their own scope, the first
// iterable computed outside it, several `for`/`if` clauses, tuple unpacking. List, set and
// dict comprehensions run at once, here; a generator expression runs as it is consumed
// (`generators.ts`).

import type { Comprehension, DictCompNode, ExprNode, ListCompNode, SetCompNode, TargetNode } from '../ast.js';
import { truthy } from '../equality.js';
import { ExprError } from '../errors.js';
import { COST, MAX_SIZE, MAX_STEPS, charge, meter, tooLarge, tooLong } from '../limits.js';
import { dictKey } from '../runtime/dicts.js';
import { collect, iterate } from '../runtime/iterate.js';
import type { Scope } from '../scope.js';
import { PyGenerator, PySet, Tuple, isLanguageDict, newDict, typeName, type Dict, type Value } from '../values.js';
import { newFrame, type Code, type Compiler, type Frame } from './code.js';
import { indexed, itemAt, type Indexed } from './indexed.js';
import { TESTS } from './operators.js';
import { Pairs, pairsIter, pairsOf, type PairsCode } from './pairs.js';

type Bind = (g: Frame, x: Value) => void;
type Test = ((s: Scope, g: Frame) => boolean) | null;

export interface Clause {
  readonly iter: Code;
  /** The frame slot of a target that is one name (bound without a call), else -1. */
  readonly slot: number;
  readonly bind: Bind;
  readonly test: Test;
  /** The parts of the test when it is one `xs[i] op v` (`compiler/indexed.ts`), else null. */
  readonly filter: Indexed | null;
  /** `for k, v in d.items()`: the iterable as `Pairs` and the two slots (`compiler/pairs.ts`), else null. */
  readonly pairs: { readonly iter: PairsCode; readonly key: number; readonly value: number } | null;
}

export interface Compiled<T> {
  readonly first: Code;
  readonly clauses: readonly Clause[];
  readonly size: number;
  readonly body: T;
}

/**
 * The frames of one comprehension. A run's frame is kept for the next run unless a lazy
 * generator was made meanwhile (it may hold the frame as its parent and run later); a run that
 * starts while another is under way (an own function calling itself) gets a new frame.
 */
export class Frames {
  private spare: Frame | null = null;
  constructor(private readonly size: number) {}

  take(parent: Frame): Frame {
    const g = this.spare;
    if (g === null) return newFrame(parent, this.size);
    this.spare = null;
    g[0] = parent;
    // A variable is unbound until its clause binds it in this run.
    for (let i = 1; i < this.size; i++) g[i] = undefined;
    return g;
  }

  /** The run that took `g` when `meter.lazy` was `lazy` is over. */
  give(g: Frame, lazy: number): void {
    if (meter.lazy === lazy) this.spare = g;
  }
}

/** Compiles the clauses and, inside the comprehension's scope, its body. */
export function withClauses<T>(c: Compiler, gens: readonly Comprehension[], body: () => T): Compiled<T> {
  const first = c.compile((gens[0] as Comprehension).iter); // outside the new scope
  const items = gens.map((g) => (c.shortcuts ? pairsOf(g) : null));
  const firstDict = items[0] ? c.compile(items[0].dict) : null; // the same
  const names: string[] = [];
  for (const g of gens) targetNames(g.target, names);
  const slots = c.pushScope(names);
  try {
    const clauses = gens.map((g, i): Clause => {
      const iter = i === 0 ? first : c.compile(g.iter);
      const only = g.ifs.length === 1 ? g.ifs[0]! : null;
      const filter = c.shortcuts && only !== null && only.kind === 'Compare' ? indexed(c, only) : null;
      const p = items[i];
      const dict = i === 0 ? firstDict : p ? c.compile(p.dict) : null;
      return {
        iter,
        slot: g.target.kind === 'Name' ? (slots.get(g.target.id) as number) : -1,
        bind: binder(g.target, slots),
        // A comparison gives True or False: it is the test as it is.
        test: filter !== null ? (filter.code as (s: Scope, g: Frame) => boolean) : tests(c, g.ifs),
        filter,
        pairs: p && dict ? { iter: pairsIter(dict), key: slots.get(p.key) as number, value: slots.get(p.value) as number } : null,
      };
    });
    const compiled = body();
    // After the body: the compiler may have added slots for values it keeps (see `invariant`).
    return { first, clauses, size: slots.size + 1, body: compiled };
  } finally {
    c.popScope();
  }
}

function targetNames(t: TargetNode, out: string[]): void {
  if (t.kind === 'Name') {
    if (!out.includes(t.id)) out.push(t.id);
  } else {
    for (const e of t.elts) targetNames(e, out);
  }
}

function binder(t: TargetNode, slots: Map<string, number>): Bind {
  if (t.kind === 'Name') {
    const slot = slots.get(t.id) as number;
    return (g, x) => {
      g[slot] = x;
    };
  }
  const parts = t.elts.map((e) => binder(e, slots));
  return (g, x) => {
    const items = unpackable(x, parts.length);
    for (let i = 0; i < parts.length; i++) (parts[i] as Bind)(g, items[i] as Value);
  };
}

function unpackable(x: Value, n: number): readonly Value[] {
  let items: readonly Value[];
  if (Array.isArray(x)) items = x;
  else if (x instanceof Tuple) items = x.items;
  else if (typeof x === 'string' || isLanguageDict(x) || x instanceof PySet || x instanceof PyGenerator) items = collect(x);
  else throw new ExprError('TypeError', `cannot unpack non-iterable ${typeName(x)} object`);
  if (items.length > n) throw new ExprError('ValueError', `too many values to unpack (expected ${n})`);
  if (items.length < n) throw new ExprError('ValueError', `not enough values to unpack (expected ${n}, got ${items.length})`);
  return items;
}

function tests(c: Compiler, ifs: readonly ExprNode[]): Test {
  const codes = ifs.map((n) => c.compile(n));
  if (codes.length === 0) return null;
  if (codes.length === 1) {
    const only = codes[0] as Code;
    // A comparison, `not`, or `and`/`or` of those gives True or False: no truth test needed.
    if (alwaysBoolean(ifs[0]!)) return only as (s: Scope, g: Frame) => boolean;
    return (s, g) => {
      const v = only(s, g);
      return typeof v === 'boolean' ? v : truthy(v);
    };
  }
  return (s, g) => codes.every((code) => truthy(code(s, g)));
}

function alwaysBoolean(node: ExprNode): boolean {
  switch (node.kind) {
    case 'Compare':
      return true;
    case 'UnaryOp':
      return node.op === 'not';
    case 'BoolOp':
      return node.values.every(alwaysBoolean);
    case 'Constant':
      return typeof node.value === 'boolean';
    default:
      return false;
  }
}

// ---- running at once

/** Called for each element; returns true to stop the loops early. */
export type Sink<S> = (s: Scope, g: Frame, sink: S) => boolean;
/** Runs the loops; returns true if a sink stopped them. */
type Loop<S> = (s: Scope, g: Frame, it: Value | Pairs, sink: S) => boolean;

/** The first iterable as the loops of `loops` take it: `Pairs` for `for k, v in d.items()`. */
export function startOf(compiled: Compiled<unknown>): PairsCode {
  return compiled.clauses[0]?.pairs?.iter ?? compiled.first;
}

/** Nested loops over the clauses, innermost calling `emit`. */
export function loops<S>(clauses: readonly Clause[], emit: Sink<S>): Loop<S> {
  let inner: Sink<S> = emit;
  for (let i = clauses.length - 1; ; i--) {
    const { bind, test, slot, pairs } = clauses[i] as Clause;
    const body = inner;
    const loop: Loop<S> = (s, g, it, sink) => {
      if (it instanceof Pairs) {
        const { dict, keys } = it;
        const { key, value } = pairs!;
        for (let k = 0; k < keys.length; k++) {
          if (++meter.steps > MAX_STEPS) tooLong();
          const name = keys[k] as string;
          g[key] = name;
          g[value] = dict[name] as Value;
          if ((test === null || test(s, g)) && body(s, g, sink)) return true;
        }
        return false;
      }
      if (Array.isArray(it) && slot > 0) {
        // One name over a list, the common case: bound without a call.
        for (let k = 0; k < it.length; k++) {
          if (++meter.steps > MAX_STEPS) tooLong();
          g[slot] = it[k];
          if ((test === null || test(s, g)) && body(s, g, sink)) return true;
        }
        return false;
      }
      if (Array.isArray(it)) {
        for (let k = 0; k < it.length; k++) {
          if (++meter.steps > MAX_STEPS) tooLong();
          bind(g, it[k] as Value);
          if ((test === null || test(s, g)) && body(s, g, sink)) return true;
        }
        return false;
      }
      for (const x of iterate(it)) {
        if (++meter.steps > MAX_STEPS) tooLong();
        bind(g, x);
        if ((test === null || test(s, g)) && body(s, g, sink)) return true;
      }
      return false;
    };
    // The outermost loop is given its iterable; each inner one computes its own.
    if (i === 0) return loop;
    const iter: PairsCode = pairs?.iter ?? (clauses[i] as Clause).iter;
    inner = (s, g, sink) => loop(s, g, iter(s, g), sink);
  }
}

function eager<S>(compiled: Compiled<unknown>, emit: Sink<S>, make: () => S, finish: (sink: S) => Value): Code {
  const first = startOf(compiled);
  const run = eagerOver(compiled, emit, make, finish);
  return (s, f) => run(s, f, first(s, f));
}

/** The same, given the first iterable. */
function eagerOver<S>(
  compiled: Compiled<unknown>,
  emit: Sink<S>,
  make: () => S,
  finish: (sink: S) => Value,
): (s: Scope, f: Frame, it: Value | Pairs) => Value {
  const frames = new Frames(compiled.size);
  const run = loops(compiled.clauses, emit);
  return (s, f, it) => {
    const lazy = meter.lazy;
    const g = frames.take(f);
    const sink = make();
    run(s, g, it, sink);
    frames.give(g, lazy);
    return finish(sink);
  };
}

export function listComp(c: Compiler, node: ListCompNode): Code {
  const compiled = withClauses(c, node.generators, () => c.compile(node.elt));
  const elt = compiled.body;
  const only = compiled.clauses.length === 1 ? compiled.clauses[0]! : null;
  if (only !== null && only.slot > 0 && c.shortcuts) {
    const target = node.generators[0]!.target;
    const whole = node.elt.kind === 'Name' && target.kind === 'Name' && node.elt.id === target.id;
    return filterList(compiled, only, whole ? null : elt);
  }
  return eager<Value[]>(
    compiled,
    (s, g, out) => {
      if (out.length === MAX_SIZE) throw tooLarge('list');
      out.push(elt(s, g));
      return false;
    },
    () => {
      charge(COST.container);
      return [];
    },
    (out) => out,
  );
}

/**
 * `[e for x in xs if t]` with one clause binding one name, the common form, as one loop over a
 * list; `elt` null when the element is the loop variable itself (`[f for f in figures if ...]`).
 */
function filterList(compiled: Compiled<Code>, clause: Clause, elt: Code | null): Code {
  const { first } = compiled;
  const { slot, test } = clause;
  const frames = new Frames(compiled.size);
  const fallback = eagerOver<Value[]>(
    compiled,
    (s, g, out) => {
      if (out.length === MAX_SIZE) throw tooLarge('list');
      out.push(elt === null ? (g[slot] as Value) : elt(s, g));
      return false;
    },
    () => {
      charge(COST.container);
      return [];
    },
    (out) => out,
  );
  const hoist = clause.filter !== null && clause.filter.invariant && clause.filter.slot === slot ? clause.filter : null;
  if (hoist !== null) return filterIndexed(compiled, hoist, elt, fallback);
  return (s, f) => {
    const it = first(s, f);
    if (!Array.isArray(it)) return fallback(s, f, it);
    const lazy = meter.lazy;
    const g = frames.take(f);
    charge(COST.container);
    const out: Value[] = [];
    for (let k = 0; k < it.length; k++) {
      if (++meter.steps > MAX_STEPS) tooLong();
      const x = it[k] as Value;
      g[slot] = x;
      if (test !== null && !test(s, g)) continue;
      if (out.length === MAX_SIZE) throw tooLarge('list');
      out.push(elt === null ? x : elt(s, g));
    }
    frames.give(g, lazy);
    return out;
  };
}

/**
 * `[e for i in list if xs[i] op v]`, `xs` and `v` the same at every step: read once, at the
 * first element, where the general test first reads them, then kept in locals.
 */
function filterIndexed(
  compiled: Compiled<Code>,
  p: Indexed,
  elt: Code | null,
  fallback: (s: Scope, f: Frame, it: Value) => Value,
): Code {
  const { first } = compiled;
  const { obj, right, slot, id, op } = p;
  const test = TESTS[op];
  const identity = op === '==' || op === 'is';
  const notIdentity = op === '!=' || op === 'is not';
  const frames = new Frames(compiled.size);
  return (s, f) => {
    const it = first(s, f);
    if (!Array.isArray(it)) return fallback(s, f, it);
    const lazy = meter.lazy;
    const g = frames.take(f);
    charge(COST.container);
    const out: Value[] = [];
    let o: Value = null;
    let b: Value = null;
    // 0: xs and v not read yet; 1: v is text or None (`==` is identity); 2: `!=` likewise; 3: the operator's test.
    let mode = 0;
    let list: readonly Value[] | null = null;
    for (let k = 0; k < it.length; k++) {
      if (++meter.steps > MAX_STEPS) tooLong();
      const x = it[k] as Value;
      g[slot] = x;
      let a: Value | undefined;
      if (mode === 0) {
        o = obj(s, g);
        a = itemAt(o, x, id);
        b = right(s, g);
        const plain = typeof b === 'string' || b === null;
        mode = plain && identity ? 1 : plain && notIdentity ? 2 : 3;
        list = Array.isArray(o) ? o : null;
      } else {
        a = list !== null && typeof x === 'number' ? list[x < 0 ? x + list.length : x] : undefined;
        if (a === undefined) a = itemAt(o, x, id);
      }
      if (!(mode === 1 ? a === b : mode === 2 ? a !== b : test(a, b))) continue;
      if (out.length === MAX_SIZE) throw tooLarge('list');
      out.push(elt === null ? x : elt(s, g));
    }
    frames.give(g, lazy);
    return out;
  };
}

export function setComp(c: Compiler, node: SetCompNode): Code {
  const compiled = withClauses(c, node.generators, () => c.compile(node.elt));
  const elt = compiled.body;
  return eager<PySet>(
    compiled,
    (s, g, out) => {
      if (out.size === MAX_SIZE) throw tooLarge('set');
      out.add(elt(s, g));
      return false;
    },
    () => new PySet(),
    (out) => out,
  );
}

export function dictComp(c: Compiler, node: DictCompNode): Code {
  const compiled = withClauses(c, node.generators, () => [c.compile(node.key), c.compile(node.value)] as const);
  const [key, value] = compiled.body;
  return eager<{ d: Dict; n: number }>(
    compiled,
    (s, g, out) => {
      const raw = key(s, g);
      const v = value(s, g);
      const k = dictKey(raw);
      charge(COST.dictKey);
      if (out.d[k] === undefined && ++out.n > MAX_SIZE) throw tooLarge('dict');
      out.d[k] = v;
      return false;
    },
    () => {
      charge(COST.dict);
      return { d: newDict(), n: 0 };
    },
    (out) => out.d,
  );
}
