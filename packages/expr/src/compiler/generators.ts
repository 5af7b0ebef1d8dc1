// Generator expressions (docs/expressions.md#operators): `(e for x in xs if t)` runs as it is
// consumed, one element at a time, with the clauses compiled by `withClauses`.

import type { GeneratorExpNode } from '../ast.js';
import { MAX_STEPS, meter, tooLong } from '../limits.js';
import { iterate } from '../runtime/iterate.js';
import type { Scope } from '../scope.js';
import { PyGenerator, type Value } from '../values.js';
import { newFrame, type Code, type Compiler, type Frame } from './code.js';
import { withClauses, type Clause, type Compiled } from './comprehensions.js';

export function generatorExp(c: Compiler, node: GeneratorExpNode): Code {
  return lazily(withClauses(c, node.generators, () => c.compile(node.elt)));
}

/** Code that makes a generator object running the compiled comprehension as it is consumed. */
export function lazily(compiled: Compiled<Code>): Code {
  const { first, clauses, size, body: elt } = compiled;
  function* run(s: Scope, g: Frame, i: number, it: Iterable<Value>): Generator<Value, undefined> {
    const { bind, test } = clauses[i] as Clause;
    const last = i === clauses.length - 1;
    for (const x of it) {
      if (++meter.steps > MAX_STEPS) tooLong();
      bind(g, x);
      if (test !== null && !test(s, g)) continue;
      if (last) yield elt(s, g);
      else yield* run(s, g, i + 1, iterate((clauses[i + 1] as Clause).iter(s, g)));
    }
    return undefined;
  }
  const single = clauses.length === 1 ? (clauses[0] as Clause) : null;
  return (s, f) => {
    // The first iterable is taken now, so a value that cannot be iterated fails here.
    const it = iterate(first(s, f));
    const g = newFrame(f, size);
    // Frames around this one may be held by the generator: they must not be reused.
    meter.lazy++;
    if (single !== null) return new PyGenerator(new OneClause(it, s, g, single, elt));
    return new PyGenerator(run(s, g, 0, it));
  };
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

/** The common generator with one `for` clause, as a plain iterator (cheaper than function*). */
class OneClause implements Iterator<Value, undefined> {
  private readonly items: readonly Value[] | null;
  private readonly source: Iterator<Value> | null;
  private i = 0;

  constructor(
    it: Iterable<Value>,
    private readonly s: Scope,
    private readonly g: Frame,
    private readonly clause: Clause,
    private readonly elt: Code,
  ) {
    this.items = Array.isArray(it) ? it : null;
    this.source = this.items === null ? it[Symbol.iterator]() : null;
  }

  next(): IteratorResult<Value, undefined> {
    const { bind, test } = this.clause;
    for (;;) {
      let x: Value;
      if (this.items !== null) {
        if (this.i >= this.items.length) return DONE;
        x = this.items[this.i++] as Value;
      } else {
        const r = (this.source as Iterator<Value>).next();
        if (r.done) return DONE;
        x = r.value;
      }
      if (++meter.steps > MAX_STEPS) tooLong();
      bind(this.g, x);
      if (test !== null && !test(this.s, this.g)) continue;
      return { done: false, value: this.elt(this.s, this.g) };
    }
  }
}
