// Expressions of a model, compiled once and shared by source text. A syntax error is kept and
// thrown when the engine first evaluates the expression (the validator reports it earlier).
import { compile, type CompiledExpr, type Scope, type Value } from '@tabletwin/expr';

export class Expr {
  /** The name, when the whole expression is one name (`current`, `cell`): read from the scope. */
  private readonly name: string | null;
  /** Whether the whole expression is one constant (`0`, `'X'`, `None`): `value`. */
  private readonly constant: boolean;
  private readonly value: Value;

  private constructor(
    readonly src: string,
    private readonly compiled: CompiledExpr | null,
    readonly syntaxError: Error | null,
  ) {
    const ast = compiled?.ast;
    this.name = ast?.kind === 'Name' ? ast.id : null;
    this.constant = ast?.kind === 'Constant';
    this.value = ast?.kind === 'Constant' ? ast.value : null;
  }

  static compile(src: string): Expr {
    try {
      return new Expr(src, compile(src), null);
    } catch (e) {
      if (e instanceof Error) return new Expr(src, null, e);
      throw e;
    }
  }

  evaluate(scope: Scope): Value {
    // A name or a constant alone costs no step of the budget and cannot fail but for an unknown
    // name: read at once; the compiled code answers everything else (builtins, the error).
    if (this.name !== null) {
      const v = scope.lookup(this.name);
      if (v !== undefined) return v;
    } else if (this.constant) return this.value;
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
