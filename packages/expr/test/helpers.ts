// Shared helpers for the tables of cases: evaluate and show the result as `repr` would, or
// the error as `<Kind>: <message>`.

import { ExprError, ExprSyntaxError, compile, evaluate, repr, type Scope } from '@tabletwin/expr';

export function show(src: string, names: Scope | Record<string, unknown> = {}): string {
  return repr(evaluate(src, names));
}

/** `<Kind>: <message without wrapper>` of the run-time error, or 'no error'. */
export function failure(src: string, names: Scope | Record<string, unknown> = {}): string {
  try {
    evaluate(src, names);
  } catch (e) {
    if (e instanceof ExprError && !(e instanceof ExprSyntaxError)) return `${e.kind}: ${e.detail}`;
    throw e;
  }
  return 'no error';
}

/** The syntax error message for `src`, or 'compiled'. */
export function syntax(src: string): string {
  try {
    compile(src);
  } catch (e) {
    if (e instanceof ExprSyntaxError) return e.message;
    throw e;
  }
  return 'compiled';
}
