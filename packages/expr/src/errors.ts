// Errors of the expression language. Every error has a `kind` named as in Python; run-time
// errors get the source of the expression attached once, by the first (innermost) evaluation
// they pass through (see `withSource`).

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

export interface ExprErrorOptions {
  /** The source of the expression where the error happened. */
  src?: string;
  /** Keep the message as it is, without `error evaluating '<src>': <Kind>: `. */
  bare?: boolean;
  cause?: unknown;
}

/**
 * A run-time error of the language. `detail` is the message without the wrapper; `message` is
 * `error evaluating '<src>': <Kind>: <detail>` once the source is known (and `detail` before,
 * or for a bare error).
 */
export class ExprError extends Error {
  readonly kind: ExprErrorKind;
  readonly detail: string;
  readonly src: string | undefined;
  readonly bare: boolean;

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
  }

  /** This error with the source attached; an error that already has one is returned as is. */
  withSource(src: string): ExprError {
    if (this.src !== undefined) return this;
    return new ExprError(this.kind, this.detail, { src, bare: this.bare, cause: this });
  }
}

/**
 * An expression that is not valid or uses a construct that is not allowed. Raised by
 * `compile` and `parse`, before anything runs. `position` counts characters from 1.
 */
export class ExprSyntaxError extends ExprError {
  readonly position: number;

  constructor(src: string, message: string, detail: string, position: number) {
    super('SyntaxError', detail, { src, bare: true });
    this.name = 'ExprSyntaxError';
    this.message = message;
    this.position = position;
  }

  /** `syntax error in expression "<src>": <what> (position <n>)` */
  static invalid(src: string, what: string, position: number): ExprSyntaxError {
    return new ExprSyntaxError(src, `syntax error in expression "${src}": ${what} (position ${position})`, what, position);
  }

  /** `<Construct> is not allowed in "<src>"` */
  static notAllowed(src: string, construct: string, position: number): ExprSyntaxError {
    return new ExprSyntaxError(src, `${construct} is not allowed in "${src}"`, `${construct} is not allowed`, position);
  }
}
