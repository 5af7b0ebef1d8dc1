// Errors of the engine. Each has a `kind` and names where it happened, so the validator and the
// player can group and show them. `ExprError` (run-time failures) comes from @tabletwin/expr.
import { ExprError } from '@tabletwin/expr';

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
 * "NotExecutable: " prefix, starting with the place.
 */
export class NotExecutable extends Error {
  override readonly name = 'NotExecutable';
  readonly kind = 'NotExecutable';
  constructor(
    readonly where: string,
    readonly reason: string,
  ) {
    super(where === '' ? reason : `${where}: ${reason}`);
  }
}

/** An error of the expression language or of the engine while playing, with its place. */
export type PlaceError = ExprError & { where?: string };

/**
 * An error the engine raises itself while running (a loop that does not end, an item that is
 * not in a zone...). `message` starts with the place, as the spec writes these messages.
 */
export function runError(where: string, message: string, kind = 'RuntimeError'): PlaceError {
  const e = new ExprError(kind, where === '' ? message : `${where}: ${message}`, { bare: true }) as PlaceError;
  // Without a place in the message, the loop attaches the place where it happened.
  if (where !== '') e.where = where;
  return e;
}

/** Attaches the place to an error from an expression, unless it has one already. */
export function placeError(e: unknown, where: string): unknown {
  if ((e instanceof ExprError || e instanceof NotExecutable) && (e as PlaceError).where === undefined) {
    (e as PlaceError).where = where;
  }
  return e;
}
