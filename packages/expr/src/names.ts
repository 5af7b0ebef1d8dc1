// Names the language itself defines.

import { BUILTINS } from './builtins/index.js';

/** The builtin functions of docs/expressions.md#builtin-functions (a scope may hide any of them). */
export const BUILTIN_NAMES: ReadonlySet<string> = new Set(Object.keys(BUILTINS));

/** The six methods of docs/expressions.md#methods; any other attribute is a syntax error. */
export const METHOD_NAMES: ReadonlySet<string> = new Set(['get', 'items', 'keys', 'values', 'count', 'index']);
