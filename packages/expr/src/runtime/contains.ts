// `x in y` (docs/expressions.md#operators): an element of a list, tuple, set or generator, a key of a dict
// (a non-text key is simply not there), a substring of a text.

import { equals } from '../equality.js';
import { ExprError } from '../errors.js';
import { charge } from '../limits.js';
import { PyGenerator, PySet, Tuple, isLanguageDict, typeName, type Value } from '../values.js';

export function contains(container: Value, x: Value): boolean {
  if (Array.isArray(container)) return inItems(container, x);
  if (isLanguageDict(container)) return typeof x === 'string' && container[x] !== undefined;
  if (typeof container === 'string') {
    if (typeof x !== 'string')
      throw new ExprError('TypeError', `'in <string>' requires string as left operand, not ${typeName(x)}`);
    charge(container.length);
    return container.includes(x);
  }
  // CPython looks a set up as the frozenset of its elements; no set holds one (there is no
  // frozenset here), so a set is never in a set.
  if (container instanceof PySet) return x instanceof PySet ? false : container.has(x);
  if (container instanceof Tuple) return inItems(container.items, x);
  if (container instanceof PyGenerator) {
    for (const item of container) {
      charge(1);
      if (item === x || equals(item, x)) return true;
    }
    return false;
  }
  throw new ExprError('TypeError', `argument of type '${typeName(container)}' is not iterable`);
}

function inItems(items: readonly Value[], x: Value): boolean {
  charge(items.length);
  if (typeof x === 'string' || x === null) {
    // Text equals only text, None only None: a plain search is exact.
    return items.includes(x);
  }
  if (typeof x === 'number') {
    // A number equals the same number or the boolean of that value, nothing else.
    for (let i = 0; i < items.length; i++) {
      const item = items[i] as Value;
      if (item === x || (typeof item === 'boolean' && +item === x)) return true;
    }
    return false;
  }
  // By index: V8 iterates frozen arrays (model data) with for-of slowly.
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as Value;
    if (item === x || equals(item, x)) return true;
  }
  return false;
}
