// Expressions of a model, compiled once and shared by source text. A syntax error is kept and
// thrown when the engine first evaluates the expression (the validator reports it earlier).
import { compile, type CompiledExpr, type Scope, type Value } from '@tabletwin/expr';

export class Expr {
  private constructor(
    readonly src: string,
    private readonly compiled: CompiledExpr | null,
    readonly syntaxError: Error | null,
  ) {}

  static compile(src: string): Expr {
    try {
      return new Expr(src, compile(src), null);
    } catch (e) {
      if (e instanceof Error) return new Expr(src, null, e);
      throw e;
    }
  }

  evaluate(scope: Scope): Value {
    if (this.compiled === null) throw this.syntaxError!;
    return this.compiled.evaluate(scope);
  }
}

/** One cache per model: the same text gives the same compiled expression. */
export class ExprCache {
  readonly byText = new Map<string, Expr>();

  get(src: string): Expr {
    let e = this.byText.get(src);
    if (e === undefined) {
      e = Expr.compile(src);
      this.byText.set(src, e);
    }
    return e;
  }
}

/** An `_x` value as source text: YAML numbers and booleans are turned into text. */
export function exprSource(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null;
  return null;
}
