// `for k, v in d.items()`, the usual way over a dict's entries: the keys are listed and each entry
// bound to the two names straight from the dict, without making the list of tuples that
// `items()` gives. The steps charged are what `items()` and its tuples cost, so budgets and
// results are the same as the general path's (docs/expressions.md#limits).

import type { Comprehension, ExprNode } from '../ast.js';
import { chargeInside, tupleCost } from '../limits.js';
import { callMethod, listedKeys } from '../runtime/methods.js';
import type { Scope } from '../scope.js';
import { isLanguageDict, type Dict, type Value } from '../values.js';
import type { Code, Frame } from './code.js';

/** A dict's entries, listed but not made into tuples; only a clause's own loop reads it. */
export class Pairs {
  readonly keys: readonly string[];
  constructor(readonly dict: Dict) {
    const keys = listedKeys(dict);
    // Each tuple of two `items()` would have made.
    chargeInside(keys.length * tupleCost(2));
    this.keys = keys;
  }
}

/** The iterable of a clause: `Pairs` for a dict, the result of `items()` for anything else. */
export type PairsCode = (s: Scope, f: Frame) => Value | Pairs;

/** The names and the dict of `for k, v in d.items()` (two different names, no arguments), else null. */
export function pairsOf(g: Comprehension): { dict: ExprNode; key: string; value: string } | null {
  const { target, iter } = g;
  if (target.kind !== 'Tuple' || target.elts.length !== 2) return null;
  const [k, v] = target.elts;
  if (k?.kind !== 'Name' || v?.kind !== 'Name' || k.id === v.id) return null;
  if (iter.kind !== 'Call' || iter.args.length !== 0 || iter.keywords.length !== 0) return null;
  if (iter.func.kind !== 'Attribute' || iter.func.attr !== 'items') return null;
  return { dict: iter.func.value, key: k.id, value: v.id };
}

/** `d.items()` given the code of `d`: the same value and errors as the method call. */
export function pairsIter(dict: Code): PairsCode {
  return (s, f) => {
    const d = dict(s, f);
    return isLanguageDict(d) ? new Pairs(d) : callMethod(d, 'items', [], null);
  };
}
