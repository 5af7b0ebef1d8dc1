// Variable and zone paths (docs/reference.md#writing-rules-down "Paths"): `name` or `name[expr]`, where each index is an
// expression evaluated with the op's local names.
import type { ExprCache } from './expressions.js';
import type { Path } from './types.js';

const NAME = /^[\p{L}_][\p{L}\p{N}_]*/u;

/** Parses a path, or gives the reason it is not one. */
export function parsePath(text: string, exprs: ExprCache): Path | string {
  const src = text.trim();
  const m = NAME.exec(src);
  if (m === null) return `'${text}' is not a path; write name or name[index]`;
  const index = [];
  let i = m[0].length;
  while (i < src.length) {
    if (src[i] !== '[') return `'${text}' is not a path; write name or name[index]`;
    const close = matchingBracket(src, i);
    if (close < 0) return `'${text}' is not a path: unbalanced [ ]`;
    index.push(exprs.get(src.slice(i + 1, close)));
    i = close + 1;
    while (src[i] === ' ') i++;
  }
  return { text: src, name: m[0], index };
}

/** The index of the `]` closing the `[` at `open`, skipping brackets inside quotes. */
function matchingBracket(src: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < src.length; i++) {
    const c = src[i]!;
    if (quote !== null) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    else if (c === '[' || c === '(' || c === '{') depth++;
    else if (c === ']' || c === ')' || c === '}') {
      depth--;
      if (depth === 0) return c === ']' ? i : -1;
    }
  }
  return -1;
}
