// `modified(stat, base, **kw)` (docs/engine.md#modifiers): the base value after every active
// modifier for the stat, by layer, static ones before temporary ones within a layer.
import { ExprError, scopeOf, truthy, type Callable, type Scope, type Value } from '@tabletwin/expr';
import { NotExecutable, atPlace } from '../errors.js';
import type { Expr } from '../model/expressions.js';
import type { Field, Model, ModifierDecl } from '../model/types.js';
import type { GameState } from './types.js';

/** Nested `modified()` calls before they count as a cycle. */
export const MAX_MODIFIED_DEPTH = 20;

/** One modifier to apply: static (from the model) or temporary (from `modify`). */
interface Applied {
  /** The place errors name: `modifier <id>`, for a `modify` `modifier <id or stat> (modify)`. */
  readonly where: string;
  readonly layer: number;
  readonly if: Expr | null;
  readonly change: Field;
  readonly active: Expr | null;
  /** Names besides `value` and the keyword arguments: `self`, or the locals of `modify`. */
  readonly names: ReadonlyMap<string, Value> | null;
}

/** The global scope of the game evaluating right now (`Runtime.current`): a scope and its game's state. */
export interface EvaluatingScope extends Scope {
  readonly g: { readonly st: GameState };
}

/** What `modified` reads of the model's runtime. */
interface ModifierHost {
  readonly model: Model;
  readonly current: EvaluatingScope | null;
  temporary(op: number): ModifierDecl;
}

let depth = 0;

export function modifiedFunction(rt: ModifierHost): Callable {
  // The model's own modifiers of each stat, made on the first call for that stat.
  const statics = new Map<string, readonly Applied[]>();
  const staticsOf = (stat: string): readonly Applied[] => {
    let list = statics.get(stat);
    if (list === undefined) {
      list = rt.model.modifiers.filter((m) => m.stat === stat).map(staticOf);
      statics.set(stat, list);
    }
    return list;
  };
  return {
    name: 'modified',
    call(args: Value[], kwargs: Record<string, Value> | null): Value {
      const [stat, base] = args;
      if (args.length !== 2 || typeof stat !== 'string') {
        throw new ExprError('ValueError', "modified() takes the stat's name and a value, and keyword arguments");
      }
      if (depth >= MAX_MODIFIED_DEPTH) {
        throw new ExprError('RecursionError', `modifiers for '${stat}' refer to each other in a cycle`, { bare: true });
      }
      depth++;
      try {
        return apply(rt, staticsOf(stat), stat, base!, kwargs);
      } finally {
        depth--;
      }
    },
  };
}

function staticOf(m: ModifierDecl): Applied {
  const names = m.self === null ? null : new Map<string, Value>([['self', m.self]]);
  return { where: `modifier ${m.id}`, layer: m.layer, if: m.if, change: m.change, active: m.active, names };
}

function apply(
  rt: ModifierHost,
  statics: readonly Applied[],
  stat: string,
  base: Value,
  kwargs: Record<string, Value> | null,
): Value {
  const scope = rt.current;
  if (scope === null) throw new ExprError('RuntimeError', 'modified() called outside a game');
  const list = statics.slice();
  for (const t of scope.g.st.modifiers) {
    const m = rt.temporary(t.op);
    if (m.stat !== stat) continue;
    list.push({ where: `modifier ${m.id} (modify)`, layer: m.layer, if: m.if, change: m.change, active: null, names: t.locals });
  }
  // Stable: within a layer static ones (listed first) stay before temporary ones.
  list.sort((a, b) => a.layer - b.layer);
  let value = base;
  for (const m of list) {
    try {
      value = applyOne(m, value, kwargs, scope);
    } catch (e) {
      throw atPlace(e, m.where);
    }
  }
  return value;
}

/** The value after modifier `m` (unchanged when its item is not active or its `if_x` is false). */
function applyOne(m: Applied, value: Value, kwargs: Record<string, Value> | null, scope: Scope): Value {
  const names = new Map<string, Value>();
  if (m.names !== null) for (const [k, v] of m.names) names.set(k, v);
  if (kwargs !== null) for (const k of Object.keys(kwargs)) names.set(k, kwargs[k]!);
  names.set('value', value);
  const s = scopeOf(names, scope);
  if (m.active !== null && !truthy(m.active.evaluate(s))) return value;
  if (m.if !== null && !truthy(m.if.evaluate(s))) return value;
  switch (m.change.k) {
    case 'expr':
      return m.change.expr.evaluate(s);
    case 'literal':
      return m.change.value;
    case 'text':
      throw new NotExecutable(m.where, 'change is text without change_x');
    case 'missing':
      throw new NotExecutable(m.where, "field 'change_x' is missing");
  }
}
