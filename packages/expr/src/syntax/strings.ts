// Text literals: '...', "...", '''...''', r'...', with the escapes of docs/expressions.md#operators
// Any other backslash stays as it is; in raw text nothing is escaped.

import type { ExprSyntaxError } from '../errors.js';
import { syntaxError } from './position.js';

/** Is this (lower-case) word a prefix we read as part of a text literal? */
export function isStringPrefix(word: string): boolean {
  return /^(?:r|u|b|br|rb|f|fr|rf|t|tr|rt)$/.test(word);
}

/** Why a prefix is refused, or null for the allowed `r` and `u`. */
export function stringPrefixError(prefix: string): string | null {
  if (prefix.includes('b')) return 'bytes are not allowed';
  if (prefix.includes('f')) return 'f-strings are not allowed';
  if (prefix.includes('t')) return 'template strings are not allowed';
  return null;
}

const SIMPLE: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '0': '\0',
  '\\': '\\',
  "'": "'",
  '"': '"',
};
const HEX_DIGITS: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

/**
 * Reads the literal whose opening quote is at `i` (its prefix, if any, starting at `from`);
 * returns the decoded text and the end.
 */
export function readString(src: string, i: number, prefix: string, from = i): { value: string; end: number } {
  // An error at the opening quote points at the prefix, if any.
  const fail = (what: string, at: number): ExprSyntaxError => syntaxError(src, what, at === i ? from : at);
  const q = src[i] as string;
  const triple = src.startsWith(q + q + q, i);
  const raw = prefix.includes('r');
  const open = triple ? 3 : 1;
  let j = i + open;
  let out = '';
  for (;;) {
    const c = src[j];
    if (c === undefined) throw fail(triple ? 'unterminated triple-quoted string' : 'unterminated string', i);
    if (c === q && (!triple || src.startsWith(q + q + q, j))) return { value: out, end: j + open };
    if (!triple && (c === '\n' || c === '\r')) throw fail('unterminated string', i);
    if (c !== '\\') {
      out += c;
      j++;
      continue;
    }
    const e = src[j + 1];
    if (e === undefined) throw fail(triple ? 'unterminated triple-quoted string' : 'unterminated string', i);
    if (raw) {
      // A backslash still keeps the next character from closing the text.
      out += c + e;
      j += 2;
      continue;
    }
    if (e === '\n' || e === '\r') {
      j += e === '\r' && src[j + 2] === '\n' ? 3 : 2;
      continue;
    }
    const simple = SIMPLE[e];
    if (simple !== undefined) {
      out += simple;
      j += 2;
      continue;
    }
    const width = HEX_DIGITS[e];
    if (width !== undefined) {
      const hex = src.slice(j + 2, j + 2 + width);
      if (hex.length < width || !/^[0-9a-fA-F]+$/.test(hex)) throw fail(`truncated \\${e}${'h'.repeat(width)} escape`, j);
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) throw fail('illegal Unicode character', j);
      out += String.fromCodePoint(code);
      j += 2 + width;
      continue;
    }
    out += c;
    j++;
  }
}
