// The table of builtin functions, looked up after the scope (docs/expressions.md#names-in-scope).

import type { Callable } from '../values.js';
import { ITERABLE_BUILTINS } from './iterables.js';
import { NUMBER_BUILTINS } from './numbers.js';

/** Builtins by name, in a null-prototype record so only these names are found. */
export const BUILTINS: Readonly<Record<string, Callable>> = (() => {
  const table = Object.create(null) as Record<string, Callable>;
  for (const b of [...ITERABLE_BUILTINS, ...NUMBER_BUILTINS]) table[b.name] = b;
  return Object.freeze(table);
})();
