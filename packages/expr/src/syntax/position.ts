// Where a syntax error is. The tokens and the tree keep UTF-16 offsets; messages count
// characters (code points) from 1.

import { ExprSyntaxError } from '../errors.js';

/** How much of a huge source the "nested too deeply" message quotes. */
const SHOWN_OF_DEEP_SOURCE = 60;

/** `syntax error in expression "<src>": <what> (position <n>)` at a UTF-16 offset. */
export function syntaxError(src: string, what: string, offset: number): ExprSyntaxError {
  return ExprSyntaxError.invalid(src, what, offset);
}

/** `<Construct> is not allowed in "<src>"` at a UTF-16 offset. */
export function notAllowed(src: string, construct: string, offset: number): ExprSyntaxError {
  return ExprSyntaxError.notAllowed(src, construct, offset);
}

/**
 * The syntax error for a source nested too deeply. Such sources are usually huge (generated or
 * pasted), so the message quotes only their start; the error's `src` keeps all of it.
 */
export function nestedTooDeeply(src: string, offset: number): ExprSyntaxError {
  const chars = Array.from(src);
  const shown = chars.length > SHOWN_OF_DEEP_SOURCE ? chars.slice(0, SHOWN_OF_DEEP_SOURCE).join('') + '…' : src;
  return ExprSyntaxError.invalid(src, 'expression is nested too deeply', offset, shown);
}

/** A construct the parser or checker refused, reported once the whole source has parsed. */
export interface Refusal {
  readonly construct: string;
  /** UTF-16 offset of what the user wrote. */
  readonly offset: number;
}

/** The error for the refusal that comes first in the source, if any. */
export function firstRefusal(src: string, refusals: readonly Refusal[]): ExprSyntaxError | null {
  let first: Refusal | undefined;
  for (const r of refusals) if (first === undefined || r.offset < first.offset) first = r;
  return first === undefined ? null : notAllowed(src, first.construct, first.offset);
}
