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

/**
 * The scope `scopeOf` makes: the names' values in an array, read through a resolver shared by
 * every such scope with the same names in the same order, so compiled code reads a name as one
 * array element instead of a `Map.get` or a property lookup by key.
 */
class SlotScope implements Scope {
  constructor(
    readonly resolver: SlotResolver,
    readonly slots: readonly (Value | undefined)[],
    readonly parent: Scope | null,
  ) {}
  lookup(name: string): Value | undefined {
    const i = this.resolver.index.get(name);
    const v = i === undefined ? undefined : this.slots[i];
    if (v !== undefined || this.parent === null) return v;
    return this.parent.lookup(name);
  }
}

class SlotResolver implements Resolver {
  readonly index = new Map<string, number>();
  constructor(names: readonly string[]) {
    names.forEach((n, i) => this.index.set(n, i));
  }
  resolve(name: string): Getter {
    const i = this.index.get(name);
    if (i === undefined) return parentGetter(name);
    return (s) => {
      const scope = s as SlotScope;
      const v = scope.slots[i];
      if (v !== undefined || scope.parent === null) return v;
      return scope.parent.lookup(name);
    };
  }
}

function parentGetter(name: string): Getter {
  return (s) => {
    const p = (s as SlotScope).parent;
    return p === null ? undefined : p.lookup(name);
  };
}

// Resolvers by their names in order. Scopes with the same names share one, which is what lets
// compiled code keep its getters (see `compiler/names.ts`); a host making scopes of ever new
// names would grow this without end, so past a bound it starts again.
const RESOLVERS_KEPT = 512;
const resolvers = new Map<string, SlotResolver>();

function resolverFor(names: readonly string[]): SlotResolver {
  const key = names.join('\u0000');
  let r = resolvers.get(key);
  if (r === undefined) {
    if (resolvers.size >= RESOLVERS_KEPT) resolvers.clear();
    r = new SlotResolver(names);
    resolvers.set(key, r);
  }
  return r;
}

/**
 * A scope holding these names (already language values), falling back to `parent` for names
 * it does not hold. Only own properties of a record count. The names and values are copied:
 * later changes to the map or record are not seen by the scope.
 */
export function scopeOf(
  values: Readonly<Record<string, Value>> | ReadonlyMap<string, Value>,
  parent: Scope | null = null,
): Scope {
  let names: string[];
  let slots: (Value | undefined)[];
  if (values instanceof Map) {
    names = [...values.keys()];
    slots = [...values.values()];
  } else {
    const rec = values as Readonly<Record<string, Value>>;
    names = Object.getOwnPropertyNames(rec);
    slots = names.map((n) => rec[n]);
  }
  return new SlotScope(resolverFor(names), slots, parent);
}

/** A scope without names: only the builtins are visible. */
export const emptyScope: Scope = { lookup: () => undefined };
