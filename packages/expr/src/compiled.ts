// The public shape of a compiled expression.

import type { ExprNode } from './ast.js';
import type { Scope } from './scope.js';
import type { Value } from './values.js';

/** An expression compiled once, to be evaluated many times against different scopes. */
export interface CompiledExpr {
  /** The source text as given to `compile`. */
  readonly src: string;
  /** The checked syntax tree. */
  readonly ast: ExprNode;
  /** The free names the expression reads (not the loop variables of its comprehensions). */
  readonly names: ReadonlySet<string>;
  /**
   * Evaluates against `scope`. Run-time errors are `ExprError`s whose message is
   * `error evaluating '<src>': <Kind>: <message>` (errors that already carry a source, from an
   * expression evaluated inside this one, pass through unchanged).
   */
  evaluate(scope: Scope): Value;
}
