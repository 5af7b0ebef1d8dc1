// Errors of the expression language. Every error has a `kind` named as in Python; run-time
// errors get the source of the expression attached once, by the first (innermost) evaluation
// they pass through (see `withSource`), together with the part of the source that failed.

import { codePointOffset } from './strings.js';

/** The kinds of error the language raises. Hosts may add their own kinds. */
export type ExprErrorKind =
  | 'SyntaxError'
  | 'TypeError'
  | 'ValueError'
  | 'KeyError'
  | 'IndexError'
  | 'ZeroDivisionError'
  | 'NameError'
  | 'AttributeError'
  | 'RecursionError'
  | 'OverflowError'
  | 'MemoryError'
  | 'TimeoutError'
  | (string & {});

/** A part of the source: UTF-16 offsets, as the tree's `start`/`end` (`src.slice(start, end)`). */
export interface SourceSpan {
  readonly start: number;
  readonly end: number;
}

export interface ExprErrorOptions {
  /** The source of the expression where the error happened. */
  src?: string;
  /** The part of `src` that failed (only with `src`). */
  span?: SourceSpan;
  /** Keep the message as it is, without `error evaluating '<src>': <Kind>: `. */
  bare?: boolean;
  cause?: unknown;
}

/**
 * A run-time error of the language. `detail` is the message without the wrapper; `message` is
 * `error evaluating '<src>': <Kind>: <detail>` once the source is known (and `detail` before,
 * or for a bare error). `span` and `position` say where in `src` it failed, when known.
 */
export class ExprError extends Error {
  readonly kind: ExprErrorKind;
  readonly detail: string;
  readonly src: string | undefined;
  readonly bare: boolean;
  /** The part of `src` that failed (UTF-16 offsets), when known. */
  readonly span: SourceSpan | undefined;
  /** Where that part starts, counting characters (code points) from 1 as syntax errors do. */
  readonly position: number | undefined;

  constructor(kind: ExprErrorKind, detail: string, options: ExprErrorOptions = {}) {
    const { src, bare = false } = options;
    super(src === undefined || bare ? detail : `error evaluating '${src}': ${kind}: ${detail}`, {
      cause: options.cause,
    });
    this.name = 'ExprError';
    this.kind = kind;
    this.detail = detail;
    this.src = src;
    this.bare = bare;
    this.span = src === undefined ? undefined : options.span;
    this.position = src === undefined || options.span === undefined ? undefined : positionIn(src, options.span.start);
  }

  /**
   * This error with the source attached (and the part that failed, if known); an error that
   * already has a source is returned as is.
   */
  withSource(src: string, span?: SourceSpan): ExprError {
    if (this.src !== undefined) return this;
    return new ExprError(this.kind, this.detail, { src, span, bare: this.bare, cause: this });
  }
}

/**
 * An expression that is not valid or uses a construct that is not allowed. Raised by
 * `compile` and `parse`, before anything runs. `position` counts characters from 1; `span`
 * covers the character there.
 */
export class ExprSyntaxError extends ExprError {
  declare readonly position: number;

  constructor(src: string, message: string, detail: string, offset: number) {
    const at = src.codePointAt(offset);
    const span = { start: offset, end: at === undefined ? offset : offset + (at > 0xffff ? 2 : 1) };
    super('SyntaxError', detail, { src, span, bare: true });
    this.name = 'ExprSyntaxError';
    this.message = message;
  }

  /**
   * `syntax error in expression "<src>": <what> (position <n>)` at a UTF-16 offset. `shown` is
   * the source as quoted in the message (a shortened one for huge sources).
   */
  static invalid(src: string, what: string, offset: number, shown = src): ExprSyntaxError {
    const message = `syntax error in expression "${shown}": ${what} (position ${positionIn(src, offset)})`;
    return new ExprSyntaxError(src, message, what, offset);
  }

  /** `<Construct> is not allowed in "<src>"` at a UTF-16 offset. */
  static notAllowed(src: string, construct: string, offset: number): ExprSyntaxError {
    return new ExprSyntaxError(src, `${construct} is not allowed in "${src}"`, `${construct} is not allowed`, offset);
  }
}

/** The position shown to people for a UTF-16 offset: characters (code points) from 1. */
function positionIn(src: string, offset: number): number {
  return codePointOffset(src, offset) + 1;
}
