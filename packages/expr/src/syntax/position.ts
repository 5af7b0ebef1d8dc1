// Where a syntax error is. The tokens and the tree keep UTF-16 offsets; messages count
// characters (code points) from 1.

import { ExprSyntaxError } from '../errors.js';
import { codePointOffset } from '../strings.js';

/** The position shown in messages for a UTF-16 offset. */
function positionOf(src: string, offset: number): number {
  return codePointOffset(src, offset) + 1;
}

/** `syntax error in expression "<src>": <what> (position <n>)` at a UTF-16 offset. */
export function syntaxError(src: string, what: string, offset: number): ExprSyntaxError {
  return ExprSyntaxError.invalid(src, what, positionOf(src, offset));
}

/** `<Construct> is not allowed in "<src>"` at a UTF-16 offset. */
export function notAllowed(src: string, construct: string, offset: number): ExprSyntaxError {
  return ExprSyntaxError.notAllowed(src, construct, positionOf(src, offset));
}
