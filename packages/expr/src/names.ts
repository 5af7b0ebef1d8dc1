// Names the language itself defines.

/** The builtin functions of expressions.md §4 (a scope may hide any of them). */
export const BUILTIN_NAMES: ReadonlySet<string> = new Set([
  'len', 'any', 'all', 'min', 'max', 'sum', 'range', 'abs', 'round', 'sorted', 'list', 'tuple',
  'set', 'dict', 'enumerate', 'zip', 'int', 'float', 'str', 'bool', 'sigmoid', 'σ', 'exp',
  'sqrt', 'log',
]);

/** The six methods of expressions.md §5; any other attribute is a syntax error. */
export const METHOD_NAMES: ReadonlySet<string> = new Set(['get', 'items', 'keys', 'values', 'count', 'index']);
