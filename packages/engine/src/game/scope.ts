// Names in scope (docs/expressions.md#names-in-scope). One scope class for every place of a game (an own
// function's call has its own, `game/calls.ts`): the local names of the place (or none), then
// variables, zones, derived values and the global names, in that order. While the game starts,
// `Machine.phase` narrows what `init_x` may read.
import type { Locals } from './locals.js';
import type { Getter, Resolver, Scope, Value } from '@tabletwin/expr';
import type { Machine } from './machine.js';
import { CachingResolver, type Resolvers } from './calls.js';
import type { Runtime } from './runtime.js';

export class GameScope implements Scope {
  /**
   * How compiled expressions read names here without `lookup`. A derived value's scope has the
   * same resolvers: a derived name's getter walks `lookupInOrder`, which honours `derivedLimit`.
   */
  readonly resolver: Resolver;

  /** The scopes of derived values read from here, by index (made at the first read). */
  private below: GameScope[] | null = null;

  constructor(
    readonly g: Machine,
    readonly locals: Locals | null,
    /** Derived values with this index or higher are not visible (a derived value sees those above it). */
    readonly derivedLimit = Number.POSITIVE_INFINITY,
  ) {
    const resolvers = resolversOf(g.rt);
    this.resolver = locals === null ? resolvers.global : resolvers.local;
  }

  /** The scope a derived value with index `index` is computed in, seen from here. */
  derivedScope(index: number): GameScope {
    const below = (this.below ??= []);
    return (below[index] ??= new GameScope(this.g, this.locals, index));
  }

  lookup(name: string): Value | undefined {
    if (this.locals !== null) {
      const v = this.locals.get(name);
      if (v !== undefined) return v;
    }
    return lookupGlobal(this, name);
  }
}

function lookupGlobal(scope: GameScope, name: string): Value | undefined {
  const g = scope.g;
  const entry = g.rt.names.get(name);
  if (entry === undefined) return undefined;
  if (g.phase === 'play') {
    // The common cases without walking the whole lookup order.
    if (entry.value !== undefined) return entry.value;
    if (entry.kind === 'var') {
      const v = g.st.vars[name];
      if (v !== undefined) return v;
    } else if (entry.kind === 'zone') return g.st.zones[name];
  }
  return lookupInOrder(scope, name);
}

/** The full lookup order: variables, zones, derived values, global names, constants. */
function lookupInOrder(scope: GameScope, name: string): Value | undefined {
  const g = scope.g;
  const st = g.st;
  const v = st.vars[name];
  if (v !== undefined) return v;
  const rt = g.rt;
  if (g.phase === 'play') {
    const z = st.zones[name];
    if (z !== undefined) return z;
    const d = g.model.derived.get(name);
    if (d !== undefined && d.index < scope.derivedLimit) {
      return d.expr.evaluate(scope.derivedScope(d.index));
    }
  }
  const top = rt.globals.get(name);
  if (top !== undefined) {
    // `modified` reads modifiers and the state: not while the game starts.
    if (name === 'modified' && g.phase !== 'play') return undefined;
    return top;
  }
  if (name === 'eliminated') return st.eliminated;
  if (name === 'results') return st.results;
  return rt.constants.get(name);
}

// --- resolvers: `lookupGlobal` decided once per name ---------------------------------------

/**
 * The getter of a name in the global part, the same answers as `lookupGlobal`: the kind of a
 * name is fixed by the model, so only the value is read at each evaluation.
 */
function globalGetter(rt: Runtime, name: string): Getter | null {
  const entry = rt.names.get(name);
  if (entry === undefined) return null;
  const value = entry.value;
  switch (entry.kind) {
    case 'var':
      return (s) => {
        const scope = s as GameScope;
        const g = scope.g;
        if (g.phase === 'play') {
          const v = g.st.vars[name];
          if (v !== undefined) return v;
        }
        return lookupInOrder(scope, name);
      };
    case 'zone':
      return (s) => {
        const scope = s as GameScope;
        return scope.g.phase === 'play' ? scope.g.st.zones[name] : lookupInOrder(scope, name);
      };
    case 'constant':
      // Nothing above a constant can hold its name, in any phase.
      return () => value;
    case 'global':
      return (s) => {
        const scope = s as GameScope;
        return scope.g.phase === 'play' ? value : lookupInOrder(scope, name);
      };
    default:
      return (s) => lookupInOrder(s as GameScope, name);
  }
}

/** Local names first, then the global part. */
function localGetter(global: Getter | null, name: string): Getter {
  if (global === null) return (s) => (s as GameScope).locals!.get(name);
  return (s) => {
    const v = (s as GameScope).locals!.get(name);
    return v !== undefined ? v : global(s);
  };
}

/** The resolvers of a model's scopes, made once and kept on its runtime. */
function resolversOf(rt: Runtime): Resolvers {
  let r = rt.resolvers;
  if (r === null) {
    const global = new CachingResolver((name) => globalGetter(rt, name));
    const local = new CachingResolver((name) => localGetter(global.resolve(name), name));
    r = rt.resolvers = { global, local };
  }
  return r;
}
