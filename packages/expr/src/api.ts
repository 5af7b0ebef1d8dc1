// compile, evaluate and parse: the entry points.

import type { ExprNode } from './ast.js';
import type { CompiledExpr } from './compiled.js';
import { TOP_FRAME, type Code } from './compiler/code.js';
import { TreeCompiler } from './compiler/compiler.js';
import { fromJS } from './convert.js';
import { ExprError, type SourceSpan } from './errors.js';
import { meter } from './limits.js';
import { emptyScope, scopeOf, type Scope } from './scope.js';
import { parse } from './syntax/parse.js';
import type { Value } from './values.js';

class Compiled implements CompiledExpr {
  /** The code with each node's part of the source noted on errors; made at the first error. */
  private traced: Code | undefined;

  constructor(
    readonly src: string,
    readonly ast: ExprNode,
    readonly names: ReadonlySet<string>,
    private readonly code: Code,
  ) {}

  evaluate(scope: Scope): Value {
    // The step budget is per outermost evaluation; own functions evaluate inside another one.
    const m = meter;
    const depth = m.depth;
    if (depth === 0) m.steps = 0;
    const steps = m.steps;
    m.depth = depth + 1;
    let v: Value;
    try {
      v = this.code(scope, TOP_FRAME);
    } catch (e) {
      m.depth = depth;
      throw e instanceof ExprError && e.src === undefined
        ? e.withSource(this.src, this.locate(e, scope, steps))
        : attachSource(e, this.src);
    }
    m.depth = depth;
    return v;
  }

  /**
   * The part of the source where `e` was raised. Finding it costs nothing while evaluations
   * succeed: after an error, the expression runs once more as traced code, with the same scope
   * and budget (expressions have no side effects), and the innermost node the same error
   * passes through is the one. Not for a time-out: running again would take as long.
   */
  private locate(e: ExprError, scope: Scope, steps: number): SourceSpan | undefined {
    if (e.kind === 'TimeoutError' || e.kind === 'MemoryError') return undefined;
    const m = meter;
    const { depth, steps: after } = m;
    this.traced ??= new TracingCompiler().compile(this.ast);
    m.steps = steps;
    m.depth = depth + 1;
    try {
      this.traced(scope, TOP_FRAME);
    } catch (again) {
      const node =
        again instanceof ExprError && again.kind === e.kind && again.detail === e.detail ? raisedAt.get(again) : undefined;
      if (node !== undefined) return { start: node.start, end: node.end };
    } finally {
      m.steps = after;
      m.depth = depth;
    }
    return undefined;
  }
}

/** The innermost node each error passed through, noted by traced code. */
const raisedAt = new WeakMap<ExprError, ExprNode>();

/** Compiles each node into code that notes, on the errors passing through it, where they were raised. */
class TracingCompiler extends TreeCompiler {
  override readonly shortcuts = false;
  override compile(node: ExprNode): Code {
    const code = super.compile(node);
    return (s, f) => {
      try {
        return code(s, f);
      } catch (e) {
        if (e instanceof ExprError && !raisedAt.has(e)) raisedAt.set(e, node);
        throw e;
      }
    };
  }
}

/** A failure other than the expression's own `ExprError`, as the evaluation of `src` reports it. */
function attachSource(e: unknown, src: string): unknown {
  if (e instanceof ExprError) return e.withSource(src);
  if (e instanceof RangeError) {
    // The engine's own stack or memory ran out: still a clean error of the language.
    if (/call stack/i.test(e.message))
      return new ExprError('RecursionError', 'maximum recursion depth exceeded', { src, cause: e });
    if (/invalid (array|string) length/i.test(e.message)) return new ExprError('MemoryError', 'out of memory', { src, cause: e });
  }
  return e;
}

/** Parses, checks and compiles an expression; throws `ExprSyntaxError`. Pure: cache freely. */
export function compile(src: string): CompiledExpr {
  const ast = parse(src);
  const compiler = new TreeCompiler();
  const code = compiler.compile(ast);
  return new Compiled(src, ast, compiler.names, code);
}

const CACHE_SIZE = 500;
const cache = new Map<string, CompiledExpr>();

function cached(src: string): CompiledExpr {
  let c = cache.get(src);
  if (c === undefined) {
    c = compile(src);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(src, c);
  }
  return c;
}

/**
 * Compiles (cached) and evaluates `src`. The scope is a `Scope`, or a plain object of
 * JSON-like values (arrays are lists, objects dicts, null None), converted with `fromJS`.
 */
export function evaluate(src: string, scope?: Scope | Readonly<Record<string, unknown>>): Value {
  return cached(src).evaluate(toScope(scope));
}

function toScope(scope: Scope | Readonly<Record<string, unknown>> | undefined): Scope {
  if (scope === undefined) return emptyScope;
  if (typeof (scope as Partial<Scope>).lookup === 'function') return scope as Scope;
  const values = new Map<string, Value>();
  for (const k of Object.keys(scope)) values.set(k, fromJS((scope as Record<string, unknown>)[k]));
  return scopeOf(values);
}

export { parse };
