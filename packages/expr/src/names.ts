// Names the language itself defines.

import { BUILTINS } from './builtins/index.js';

/** The builtin functions of expressions.md §4 (a scope may hide any of them). */
export const BUILTIN_NAMES: ReadonlySet<string> = new Set(Object.keys(BUILTINS));

/** The six methods of expressions.md §5; any other attribute is a syntax error. */
export const METHOD_NAMES: ReadonlySet<string> = new Set(['get', 'items', 'keys', 'values', 'count', 'index']);
