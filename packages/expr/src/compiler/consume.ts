// `any(...)`, `all(...)` and `sum(...)` of a generator expression: when the function turns out
// to be the builtin, the generator is run at once into it (the same elements in the same order,
// as lazily as the builtin would take them) instead of building a generator object.

import type { GeneratorExpNode } from '../ast.js';
import { notCallable } from '../builtins/builtin.js';
import { BUILTINS } from '../builtins/index.js';
import { Summer } from '../builtins/iterables.js';
import { truthy } from '../equality.js';
import { MAX_STEPS, meter, tooLong } from '../limits.js';
import { iterate } from '../runtime/iterate.js';
import type { Scope } from '../scope.js';
import { isCallable, isLanguageDict, type Value } from '../values.js';
import type { Code, Compiler, Frame } from './code.js';
import { Frames, loops, startOf, withClauses, type Clause, type Compiled } from './comprehensions.js';
import { lazily } from './generators.js';
import { indexed, itemAt, type Indexed } from './indexed.js';
import { TESTS } from './operators.js';
import { readerOf } from './readers.js';

const ANY = BUILTINS.any;
const ALL = BUILTINS.all;
const SUM = BUILTINS.sum;

/** Runs the generator into a builtin: `any` (true), `all` (false), or `sum`. */
interface Consumer {
  /** Is some element's truth `wanted`? (`any`: true; `all` is `!truth(false)`.) */
  truth(s: Scope, f: Frame, wanted: boolean): boolean;
  sum(s: Scope, f: Frame): Value;
}

/** `f(x for x in ...)`: `generator` makes the generator object when `f` is not one of the three. */
export function consumedGenerator(c: Compiler, func: Code, node: GeneratorExpNode): Code {
  let parts: Indexed | null = null;
  const compiled = withClauses(c, node.generators, () => {
    // `xs[i] == v` (a comparison is never kept whole: it reads the loop variable).
    if (c.shortcuts && node.elt.kind === 'Compare') parts = indexed(c, node.elt);
    return parts !== null ? parts.code : c.compile(node.elt);
  });
  const generator = lazily(compiled);
  const run = consumer(c, compiled, node);
  const only = compiled.clauses.length === 1 ? (compiled.clauses[0] as Clause) : null;
  const p = parts as Indexed | null;
  if (p !== null && p.invariant && only !== null && only.slot === p.slot && only.test === null) {
    return indexedRun(func, compiled, p, run, generator);
  }
  return (s, f) => {
    const fn = func(s, f);
    if (fn === ANY) return run.truth(s, f, true);
    if (fn === ALL) return !run.truth(s, f, false);
    if (fn === SUM) return run.sum(s, f);
    const gen = generator(s, f);
    if (!isCallable(fn)) throw notCallable(fn);
    return fn.call([gen], null);
  };
}

function consumer(c: Compiler, compiled: Compiled<Code>, node: GeneratorExpNode): Consumer {
  const only = compiled.clauses.length === 1 ? (compiled.clauses[0] as Clause) : null;
  if (only === null || only.slot <= 0) return anyClauses(compiled);
  return oneClause(compiled, only, c.shortcuts ? targetKey(node) : null);
}

/** `key` when the element is `x['key']` of the loop variable `x` (`sum(c['value'] for c in table)`). */
function targetKey(node: GeneratorExpNode): string | null {
  const { elt } = node;
  const target = node.generators[0]!.target;
  if (elt.kind !== 'Subscript' || elt.value.kind !== 'Name' || target.kind !== 'Name' || elt.value.id !== target.id) return null;
  return elt.index.kind === 'Constant' && typeof elt.index.value === 'string' ? elt.index.value : null;
}

/** Any number of clauses: the nested loops of the comprehension, each element handed on. */
function anyClauses(compiled: Compiled<Code>): Consumer {
  const { body: elt } = compiled;
  const first = startOf(compiled);
  const frames = new Frames(compiled.size);
  const run = loops<(v: Value) => boolean>(compiled.clauses, (s, g, take) => take(elt(s, g)));
  const push = (s: Scope, f: Frame, take: (v: Value) => boolean): boolean => {
    const it = first(s, f);
    const lazy = meter.lazy;
    const g = frames.take(f);
    const stopped = run(s, g, it, take);
    frames.give(g, lazy);
    return stopped;
  };
  return {
    truth: (s, f, wanted) => push(s, f, (v) => truthy(v) === wanted),
    sum: (s, f) => {
      const summer = new Summer(0);
      push(s, f, (v) => {
        summer.add(v);
        return false;
      });
      return summer.result();
    },
  };
}

/** One clause binding one name, the common form: a single loop without calls per element. */
function oneClause(compiled: Compiled<Code>, clause: Clause, key: string | null): Consumer {
  const { first, body: elt } = compiled;
  const read = key === null ? null : readerOf(key);
  const { slot, test } = clause;
  const frames = new Frames(compiled.size);
  return {
    truth(s, f, wanted) {
      const it = first(s, f);
      const lazy = meter.lazy;
      const g = frames.take(f);
      let found = false;
      if (Array.isArray(it)) {
        for (let k = 0; k < it.length; k++) {
          if (++meter.steps > MAX_STEPS) tooLong();
          g[slot] = it[k];
          if (test !== null && !test(s, g)) continue;
          const v = elt(s, g);
          if ((typeof v === 'boolean' ? v : truthy(v)) === wanted) {
            found = true;
            break;
          }
        }
      } else {
        for (const x of iterate(it)) {
          if (++meter.steps > MAX_STEPS) tooLong();
          g[slot] = x;
          if (test !== null && !test(s, g)) continue;
          if (truthy(elt(s, g)) === wanted) {
            found = true;
            break;
          }
        }
      }
      frames.give(g, lazy);
      return found;
    },
    sum(s, f) {
      const it = first(s, f);
      const lazy = meter.lazy;
      const g = frames.take(f);
      if (Array.isArray(it)) {
        const v = sumNumbers(s, g, it);
        frames.give(g, lazy);
        return v;
      }
      const summer = new Summer(0);
      for (const x of iterate(it)) {
        if (++meter.steps > MAX_STEPS) tooLong();
        g[slot] = x;
        if (test !== null && !test(s, g)) continue;
        summer.add(elt(s, g));
      }
      frames.give(g, lazy);
      return summer.result();
    },
  };

  /**
   * The sum over a list: numbers added in local variables, as `Summer.add` adds them, until an
   * element is not a number (then a Summer takes over); `x['key']` of the loop variable read
   * without a call.
   */
  function sumNumbers(s: Scope, g: Frame, it: readonly Value[]): Value {
    let total = 0;
    let c = 0;
    let empty = true;
    for (let k = 0; k < it.length; k++) {
      if (++meter.steps > MAX_STEPS) tooLong();
      const x = it[k] as Value;
      g[slot] = x;
      if (test !== null && !test(s, g)) continue;
      let v: Value | undefined;
      if (read !== null && isLanguageDict(x)) v = read(x);
      if (v === undefined) v = elt(s, g);
      if (typeof v !== 'number') {
        const summer = new Summer(0);
        if (!empty) summer.resume(total, c);
        summer.add(v);
        for (k++; k < it.length; k++) {
          if (++meter.steps > MAX_STEPS) tooLong();
          g[slot] = it[k];
          if (test !== null && !test(s, g)) continue;
          summer.add(elt(s, g));
        }
        return summer.result();
      }
      empty = false;
      const t = total + v;
      c += Math.abs(total) >= Math.abs(v) ? total - t + v : v - t + total;
      total = t;
    }
    if (empty) return 0;
    return c !== 0 && Number.isFinite(c) ? total + c : total;
  }
}

/**
 * `any(xs[i] op v for i in list)` and `all(...)`, `xs` and `v` the same at every step: read
 * once, at the first element, where the general code first reads them (so an error comes from
 * the same place, and an empty list reads neither), then kept in locals.
 */
function indexedRun(func: Code, compiled: Compiled<Code>, p: Indexed, run: Consumer, generator: Code): Code {
  // `elt` gives True or False (a comparison).
  const { first } = compiled;
  const { obj, right, slot, id, op, code: elt } = p;
  const test = TESTS[op];
  // `==` and `is` with text or None on the right are identity; else the operator's own test.
  const identity = op === '==' || op === 'is';
  const frames = new Frames(compiled.size);
  return (s, f) => {
    const fn = func(s, f);
    if (fn !== ANY && fn !== ALL) {
      if (fn === SUM) return run.sum(s, f);
      const gen = generator(s, f);
      if (!isCallable(fn)) throw notCallable(fn);
      return fn.call([gen], null);
    }
    const wanted = fn === ANY;
    const it = first(s, f);
    const lazy = meter.lazy;
    const g = frames.take(f);
    if (!Array.isArray(it)) {
      let any = false;
      for (const x of iterate(it)) {
        if (++meter.steps > MAX_STEPS) tooLong();
        g[slot] = x;
        if (elt(s, g) === wanted) {
          any = true;
          break;
        }
      }
      frames.give(g, lazy);
      return wanted ? any : !any;
    }
    if (it.length === 0) {
      frames.give(g, lazy);
      return !wanted;
    }
    if (++meter.steps > MAX_STEPS) tooLong();
    let x = it[0] as Value;
    g[slot] = x;
    const o = obj(s, g);
    const a = itemAt(o, x, id);
    const b = right(s, g);
    const same = identity && (typeof b === 'string' || b === null);
    let found = (same ? a === b : test(a, b)) === wanted;
    if (!found) {
      const list = Array.isArray(o) ? o : null;
      for (let k = 1; k < it.length; k++) {
        if (++meter.steps > MAX_STEPS) tooLong();
        x = it[k] as Value;
        g[slot] = x;
        let v: Value | undefined = list !== null && typeof x === 'number' ? list[x < 0 ? x + list.length : x] : undefined;
        if (v === undefined) v = itemAt(o, x, id);
        if ((same ? v === b : test(v, b)) === wanted) {
          found = true;
          break;
        }
      }
    }
    frames.give(g, lazy);
    return wanted ? found : !found;
  };
}
