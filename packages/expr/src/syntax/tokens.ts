// The tokenizer: source text to tokens with their offsets. Line breaks count as spaces.
// Operators of constructs that are not allowed (`|`, `>>`, `:=`, `+=`, `;`, ...) are ordinary
// tokens here: the parser names them only where they form that construct, so `pot >> > 0` is a
// syntax error and not a refused shift.

import { readNumber } from './numbers.js';
import { syntaxError } from './position.js';
import { isStringPrefix, readString, stringPrefixError } from './strings.js';

export type TokenType = 'name' | 'number' | 'string' | 'op' | 'end';

export interface Token {
  readonly type: TokenType;
  /** Name, operator or decoded text; for numbers the source spelling. */
  readonly text: string;
  /** The number, for number tokens. */
  readonly num: number;
  /** Offsets into the source (UTF-16 units). */
  readonly start: number;
  readonly end: number;
}

// Longest first, so `**` wins over `*`.
const OPERATORS = [
  '**=',
  '//=',
  '>>=',
  '<<=',
  '...',
  '->',
  ':=',
  '==',
  '!=',
  '<=',
  '>=',
  '**',
  '//',
  '<<',
  '>>',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '@=',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '=',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  ':',
  '.',
  ';',
  '|',
  '&',
  '^',
  '~',
  '@',
  '!',
];

const NAME_START = /[\p{ID_Start}_]/u;
const NAME_PART = /[\p{ID_Continue}\u00b7\u0387\u1369-\u1371\u19da]/u;

export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i] as string;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') {
      i++;
      continue;
    }
    if (c === '\\' && (src[i + 1] === '\n' || src[i + 1] === '\r')) {
      i += 2;
      continue;
    }
    if (c === '#') throw syntaxError(src, 'comments are not allowed', i);
    const start = i;
    if (isDigit(c) || (c === '.' && isDigit(src[i + 1]))) {
      const { value, end } = readNumber(src, i);
      tokens.push({ type: 'number', text: src.slice(start, end), num: value, start, end });
      i = end;
      continue;
    }
    if (c === '"' || c === "'") {
      const { value, end } = readString(src, i, '');
      tokens.push({ type: 'string', text: value, num: 0, start, end });
      i = end;
      continue;
    }
    const cp = src.codePointAt(i) as number;
    const ch = String.fromCodePoint(cp);
    if (NAME_START.test(ch)) {
      let j = i + ch.length;
      while (j < n) {
        const next = String.fromCodePoint(src.codePointAt(j) as number);
        if (!NAME_PART.test(next)) break;
        j += next.length;
      }
      const word = src.slice(i, j);
      const prefix = word.toLowerCase();
      if ((src[j] === '"' || src[j] === "'") && isStringPrefix(prefix)) {
        const refused = stringPrefixError(prefix);
        if (refused !== null) throw syntaxError(src, refused, i);
        const { value, end } = readString(src, j, prefix, i);
        tokens.push({ type: 'string', text: value, num: 0, start, end });
        i = end;
        continue;
      }
      tokens.push({ type: 'name', text: word.normalize('NFKC'), num: 0, start, end: j });
      i = j;
      continue;
    }
    const op = OPERATORS.find((o) => src.startsWith(o, i));
    if (op === undefined) throw syntaxError(src, `unexpected character '${ch}'`, i);
    if (op === '!') throw syntaxError(src, "'!' is not an operator; use not or !=", i);
    tokens.push({ type: 'op', text: op, num: 0, start, end: i + op.length });
    i += op.length;
  }
  tokens.push({ type: 'end', text: '', num: 0, start: n, end: n });
  return tokens;
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}
