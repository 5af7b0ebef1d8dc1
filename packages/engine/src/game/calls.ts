// The scope of one call of an own function (reference "functions"): its parameters and `let`
// names, then the global names of the game that calls it. The names of a function are known
// when the model loads, so they sit in slots and compiled expressions find them without a map.
import type { Getter, Resolver, Scope, Value } from '@tabletwin/expr';
import type { Expr } from '../model/expressions.js';
import type { FunctionDecl } from '../model/types.js';

export class CallScope implements Scope {
  readonly resolver: Resolver;

  constructor(
    readonly layout: CallLayout,
    /** Parameters, then `let` names; `undefined` for a `let` not computed yet. */
    readonly values: (Value | undefined)[],
    /** The global scope of the game that called the function. */
    readonly global: Scope,
  ) {
    this.resolver = layout.resolver;
  }

  lookup(name: string): Value | undefined {
    const i = this.layout.slots.get(name);
    if (i !== undefined) {
      const v = this.values[i];
      if (v !== undefined) return v;
    }
    return this.global.lookup(name);
  }
}

/** Where each name of one function lives, and the resolver of its call scopes. */
export class CallLayout {
  readonly slots = new Map<string, number>();
  readonly resolver: Resolver = new CachingResolver((name) => this.make(name));
  /** The slot of each parameter, in order (`x?` in the slot of `x`). */
  readonly params: readonly number[];
  /** The slot of each `let` name with its expression, in order. */
  readonly lets: readonly (readonly [number, Expr])[];

  constructor(
    f: FunctionDecl,
    /** The resolver of the game's global scopes, once there is one. */
    private readonly globalResolver: () => Resolver | undefined,
  ) {
    this.params = f.params.map((p) => this.slot(p.endsWith('?') ? p.slice(0, -1) : p));
    this.lets = f.lets.map(([name, expr]) => [this.slot(name), expr] as const);
  }

  /** The slot of a name (a `let` named like a parameter replaces it, as it would in a map). */
  private slot(name: string): number {
    let i = this.slots.get(name);
    if (i === undefined) {
      i = this.slots.size;
      this.slots.set(name, i);
    }
    return i;
  }

  private make(name: string): Getter {
    const resolver = this.globalResolver();
    const global = resolver?.resolve(name);
    const outside: Getter =
      resolver === undefined || global === undefined
        ? (s) => (s as CallScope).global.lookup(name)
        : (s) => {
            const g = (s as CallScope).global;
            if (g.resolver !== resolver) return g.lookup(name);
            return global === null ? undefined : global(g);
          };
    const i = this.slots.get(name);
    if (i === undefined) return outside;
    return (s) => {
      const v = (s as CallScope).values[i];
      return v !== undefined ? v : outside(s);
    };
  }
}

/** Asks `make` once per name and keeps its answer. */
export class CachingResolver implements Resolver {
  private readonly getters = new Map<string, Getter | null>();
  constructor(private readonly make: (name: string) => Getter | null) {}
  resolve(name: string): Getter | null {
    let get = this.getters.get(name);
    if (get === undefined) {
      get = this.make(name);
      this.getters.set(name, get);
    }
    return get;
  }
}

export interface Resolvers {
  readonly global: Resolver;
  readonly local: Resolver;
}
