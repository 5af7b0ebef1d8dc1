// Reading plain model data safely: the model is untrusted, so every field may be missing or of
// the wrong type. Nothing here throws on odd data.
export type Dict = Record<string, unknown>;

/** `field` (text for people) and `field_x` (the engine's expression), as in the validator's FlowTree. */
export interface Twin {
  text: string | null;
  x: string | null;
}

/** A mapping as YAML or JSON gives it (not a list); the expression language's dicts are `isLanguageDict` of expr. */
export function isPlainObject(v: unknown): v is Dict {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function entries(v: unknown): [string, unknown][] {
  return isPlainObject(v) ? Object.keys(v).map((k) => [k, v[k]]) : [];
}

export function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

export function dict(v: unknown): Dict {
  return isPlainObject(v) ? v : {};
}

/** A scalar as text (numbers and booleans too), anything else `null`. */
export function scalar(v: unknown): string | null {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;
}

export function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

export function twin(d: Dict, field: string): Twin | null {
  const text = scalar(d[field]);
  const x = scalar(d[`${field}_x`]);
  return text === null && x === null ? null : { text, x };
}

/** What a person reads of a twin: the text, else the expression. */
export function shown(t: Twin | null): string | null {
  return t === null ? null : (t.text ?? t.x);
}

/** Any value as short text (a list or dict as compact JSON); never calls a model's own `toString`. */
export function brief(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  try {
    return JSON.stringify(v) ?? '?';
  } catch {
    return '?';
  }
}

/** A list of names given as one name, a list, or comma-separated text (`keywords`). */
export function names(v: unknown): string[] {
  if (typeof v === 'string')
    return v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
  return list(v)
    .map(scalar)
    .filter((s): s is string => s !== null);
}

/** `table[key]` for the table's own keys only (a model may name an op `constructor`). */
export function own<T>(table: Readonly<Record<string, T>>, key: unknown): T | undefined {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}
