// Names in scope (expressions.md §6). One scope class for every place: the local names of the
// place (or none), then variables, zones, derived values and the global names, in that order.
// While the game starts, `Core.phase` narrows what `init_x` may read.
import type { Locals } from './locals.js';
import type { Scope, Value } from '@tabletwin/expr';
import type { Core } from './core.js';

export class GameScope implements Scope {
  constructor(
    readonly g: Core,
    readonly locals: Locals | null,
    /** Derived values with this index or higher are not visible (a derived value sees those above it). */
    readonly derivedLimit = Number.POSITIVE_INFINITY,
  ) {}

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
      return d.expr.evaluate(new GameScope(g, scope.locals, d.index));
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
