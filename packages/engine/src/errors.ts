// Errors of the engine. Each has a `kind` and names where it happened, so the validator and the
// player can group and show them. `ExprError` (run-time failures) comes from @tabletwin/expr.
import { ExprError, type SourceSpan } from '@tabletwin/expr';

/** Where a node sits in a model, as the keys and indexes that lead to it. */
export type ModelPath = readonly (string | number)[];

/** The position of a node in the model text, 1-based. */
export interface Position {
  line: number;
  column: number;
}

export type ModelErrorKind = 'yaml' | 'not-a-model' | 'key';

/**
 * The model text cannot be turned into a model at all. `reason` is the bare wording;
 * `message` adds the place (line, column and the path in the model where known).
 */
export class ModelError extends Error {
  override readonly name = 'ModelError';
  constructor(
    readonly kind: ModelErrorKind,
    readonly reason: string,
    readonly position?: Position,
    readonly path?: readonly (string | number)[],
  ) {
    super(reason + describePlace(position, path));
  }
  get line(): number | undefined {
    return this.position?.line;
  }
  get column(): number | undefined {
    return this.position?.column;
  }
}

function describePlace(position?: Position, path?: readonly (string | number)[]): string {
  const parts: string[] = [];
  if (path !== undefined && path.length > 0) parts.push(`at ${formatPath(path)}`);
  if (position !== undefined) parts.push(`line ${position.line}, column ${position.column}`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** `['actions', 'stop', 'effect', 0]` → `actions.stop.effect.0`, as the validator writes paths. */
export function formatPath(path: readonly (string | number)[]): string {
  return path.map(String).join('.');
}

/**
 * The model lacks something the engine needs at this point of the game (a text field without
 * its `_x`, a missing field, a `call`). `message` is the spec's wording without the
 * "NotExecutable: " prefix, starting with the place. `path` is what was running in the model
 * (see `RunError`), `null` until the game that stopped gives it.
 */
export class NotExecutable extends Error {
  override readonly name = 'NotExecutable';
  readonly kind = 'NotExecutable';
  constructor(
    readonly where: string,
    readonly reason: string,
    readonly path: ModelPath | null = null,
    // The spec writes a few of these without the place in front (`code 'x' → m:f is not implemented`).
    message: string = where === '' ? reason : `${where}: ${reason}`,
  ) {
    super(message);
  }
}

export interface RunErrorOptions {
  /** The message without the expression wrapper (`ExprError.detail`); the message by default. */
  detail?: string;
  src?: string;
  /** The part of `src` that failed, kept from the wrapped error. */
  span?: SourceSpan;
  bare?: boolean;
  cause?: unknown;
}

/**
 * A run-time error of a game: an `ExprError` (so hosts that test for `ExprError` still match)
 * that also says where it happened. `where` is the place as the spec names it (`action stop`,
 * `end condition X`; `''` while not known yet), `path` the model path of the op or flow node that
 * was running (of the variable or zone while the game starts), `null` while not known. Both are
 * given when the error is made: the game wraps an error that lacks them into a new one.
 */
export class RunError extends ExprError {
  constructor(
    kind: string,
    message: string,
    readonly where: string,
    readonly path: ModelPath | null,
    options: RunErrorOptions = {},
  ) {
    super(kind, options.detail ?? message, {
      src: options.src,
      span: options.span,
      bare: options.bare ?? true,
      cause: options.cause,
    });
    // The message is kept exactly as the error that is wrapped had it.
    this.message = message;
  }
}

/** An error of the expression language or of the engine while playing, with its place. */
export type PlaceError = RunError | NotExecutable;

/**
 * An error the engine raises itself while running (a loop that does not end, an item that is
 * not in a zone...). `message` starts with the place, as the spec writes these messages; without
 * a place (`''`) the game gives the place where it happened.
 */
export function runError(where: string, message: string, kind = 'RuntimeError', path: ModelPath | null = null): RunError {
  return new RunError(kind, where === '' ? message : `${where}: ${message}`, where, path);
}

/**
 * The error `e` placed at `where` (and `path`) unless it names a place already: an `ExprError`
 * becomes a new `RunError` with the same kind and message; anything else is returned as is.
 */
export function atPlace(e: unknown, where: string, path: ModelPath | null = null): unknown {
  if (e instanceof RunError) {
    if (e.where !== '' && (e.path !== null || path === null)) return e;
    return wrap(e, e.where === '' ? where : e.where, e.path ?? path);
  }
  if (e instanceof ExprError) return wrap(e, where, path);
  if (e instanceof NotExecutable && e.path === null && path !== null)
    return new NotExecutable(e.where, e.reason, path, e.message);
  return e;
}

function wrap(e: ExprError, where: string, path: ModelPath | null): RunError {
  return new RunError(e.kind, e.message, where, path, { detail: e.detail, src: e.src, span: e.span, bare: e.bare, cause: e });
}

export type SnapshotErrorKind = 'format' | 'version' | 'model' | 'value' | 'reference';

/**
 * A snapshot that `restoreGame` cannot continue: `format` (not a snapshot), `version` (another
 * format), `model` (made for another model), `value` (a part has the wrong shape), `reference`
 * (it refers to a node, op, name, shared object or model data that is not there). `path` leads
 * to the part in the snapshot's data (`st.vars.score`, `cursor.2.n`); `message` is
 * `snapshot: <path>: <reason>`.
 */
export class SnapshotError extends Error {
  override readonly name = 'SnapshotError';
  constructor(
    readonly kind: SnapshotErrorKind,
    readonly path: ModelPath,
    readonly reason: string,
  ) {
    super(`snapshot: ${path.length > 0 ? `${formatPath(path)}: ` : ''}${reason}`);
  }
}
