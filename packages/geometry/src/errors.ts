// Errors of board geometry. A board that cannot be read is a `BoardError` (the validator and the
// engine report it when the model is loaded); a bad argument to a board function is a
// `ValueError`, which the expression adapter turns into the language's own ValueError.

export type GeometryErrorKind = 'BoardError' | 'ValueError';

export class GeometryError extends Error {
  override readonly name = 'GeometryError';

  constructor(
    readonly kind: GeometryErrorKind,
    message: string,
    /** The board concerned, when known. */
    readonly board: string | null,
    /** Where it happened: a field path such as `boards.map.walls[2]`, or the function name. */
    readonly where: string | null,
  ) {
    super(message);
  }
}

export function boardError(board: string, where: string, message: string): GeometryError {
  return new GeometryError('BoardError', `board '${board}': ${message}`, board, `boards.${board}${where}`);
}

export function valueError(fn: string, message: string, board: string | null = null): GeometryError {
  return new GeometryError('ValueError', message, board, fn);
}

/** Elements shown of a long list, dict or set in an error message before `...`. */
const SHOWN = 10;

function join(parts: readonly string[]): string {
  return parts.length > SHOWN ? [...parts.slice(0, SHOWN), '...'].join(', ') : parts.join(', ');
}

/**
 * A value as the expression language prints it (Python notation), for error messages; long
 * collections are cut after 10 elements. Values that come from the expression language have the
 * JS shapes of the architecture contract; a tuple is recognised by its `items` array and a set by
 * being iterable, without importing expr.
 */
export function describe(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return describeNumber(value);
  if (typeof value === 'string') return quote(value);
  if (depth > 4) return '...';
  if (Array.isArray(value)) return `[${join(value.slice(0, SHOWN + 1).map((v) => describe(v, depth + 1)))}]`;
  if (typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto === null || proto === Object.prototype) {
      const entries = Object.keys(value)
        .slice(0, SHOWN + 1)
        .map((k) => `${quote(k)}: ${describe((value as Record<string, unknown>)[k], depth + 1)}`);
      return `{${join(entries)}}`;
    }
    if (typeof (value as { call?: unknown }).call === 'function')
      return `<function ${String((value as { name?: unknown }).name)}>`;
    if (typeof (value as { next?: unknown }).next === 'function') return '<generator>';
    const items = (value as { items?: unknown }).items;
    if (Array.isArray(items)) {
      const inner = items.slice(0, SHOWN + 1).map((v) => describe(v, depth + 1));
      return inner.length === 1 ? `(${inner[0]},)` : `(${join(inner)})`;
    }
    if (Symbol.iterator in value) {
      const inner: string[] = [];
      for (const v of value as Iterable<unknown>) {
        inner.push(describe(v, depth + 1));
        if (inner.length > SHOWN) break;
      }
      return inner.length === 0 ? 'set()' : `{${join(inner)}}`;
    }
  }
  return `<${typeof value}>`;
}

function describeNumber(n: number): string {
  if (Number.isNaN(n)) return 'nan';
  if (n === Infinity) return 'inf';
  if (n === -Infinity) return '-inf';
  return String(n);
}

// Python's repr of a text: single quotes unless the text holds a single quote and no double one.
function quote(s: string): string {
  const q = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = q;
  for (const ch of s) {
    if (ch === '\\') out += '\\\\';
    else if (ch === q) out += `\\${q}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else out += ch;
  }
  return out + q;
}

export function isInteger(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

/** A dict of the expression language or a plain JS record (never an array or class instance). */
export function isRecord(v: unknown): v is Readonly<Record<string, unknown>> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === null || proto === Object.prototype;
}
