// What an expression may read. A host (engine, tactics, tests) builds scopes in the lookup
// order of docs/expressions.md#names-in-scope; the language calls `lookup`, or the getters of the scope's
// `resolver`. Builtins come last: a name the scope does not know is looked up among the
// builtins before it is a NameError.

import type { Value } from './values.js';

export interface Scope {
  /** The value of a name, or `undefined` when this scope does not have it (NameError). */
  lookup(name: string): Value | undefined;
  /**
   * Optional, for hosts that evaluate often. Scopes that find their names the same way share
   * one resolver; compiled code asks it once per name and then calls the getter instead of
   * `lookup`. A getter must give exactly what `lookup` would.
   */
  readonly resolver?: Resolver;
}

/** Reads one name from a scope of a resolver's kind; `undefined` as for `lookup`. */
export type Getter = (scope: Scope) => Value | undefined;

export interface Resolver {
  /**
   * How scopes of this kind read `name`, or `null` when they never hold it (the builtin of
   * that name, or NameError). Called once per name and compiled expression: cache the getters.
   */
  resolve(name: string): Getter | null;
}

class RecordScope implements Scope {
  constructor(
    private readonly values: Readonly<Record<string, Value>>,
    private readonly parent: Scope | null,
  ) {}
  lookup(name: string): Value | undefined {
    // Own properties only: a name like `constructor` must never find Object.prototype.
    if (Object.prototype.hasOwnProperty.call(this.values, name)) return this.values[name];
    return this.parent === null ? undefined : this.parent.lookup(name);
  }
}

class MapScope implements Scope {
  constructor(
    private readonly values: ReadonlyMap<string, Value>,
    private readonly parent: Scope | null,
  ) {}
  lookup(name: string): Value | undefined {
    const v = this.values.get(name);
    if (v !== undefined || this.parent === null) return v;
    return this.parent.lookup(name);
  }
}

/**
 * A scope holding these names (already language values), falling back to `parent` for names
 * it does not hold. Only own properties of a record count.
 */
export function scopeOf(
  values: Readonly<Record<string, Value>> | ReadonlyMap<string, Value>,
  parent: Scope | null = null,
): Scope {
  return values instanceof Map
    ? new MapScope(values, parent)
    : new RecordScope(values as Readonly<Record<string, Value>>, parent);
}

/** A scope without names: only the builtins are visible. */
export const emptyScope: Scope = { lookup: () => undefined };
