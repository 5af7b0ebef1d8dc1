// Number literals: 1_000, 2.5, .5, 1e3, 0x1f, 0o17, 0b101 (docs/expressions.md#values).

import { syntaxError } from './position.js';

const DECIMAL = /(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?/y;
const BASED: Readonly<Record<string, { re: RegExp; name: string }>> = {
  x: { re: /0[xX](?:_?[0-9a-fA-F])+/y, name: 'hexadecimal' },
  o: { re: /0[oO](?:_?[0-7])+/y, name: 'octal' },
  b: { re: /0[bB](?:_?[01])+/y, name: 'binary' },
};
const NAME_PART = /[\p{ID_Continue}]/u;

export function readNumber(src: string, i: number): { value: number; end: number } {
  const base = src[i] === '0' ? BASED[(src[i + 1] ?? '').toLowerCase()] : undefined;
  let end: number;
  let kind = 'decimal';
  if (base !== undefined) {
    kind = base.name;
    base.re.lastIndex = i;
    if (!base.re.test(src)) throw syntaxError(src, `invalid ${kind} literal`, i);
    end = base.re.lastIndex;
  } else {
    DECIMAL.lastIndex = i;
    DECIMAL.test(src);
    end = DECIMAL.lastIndex;
  }
  const text = src.slice(i, end);
  const next = src[end];
  if (next === 'j' || next === 'J') throw syntaxError(src, 'complex numbers are not allowed', i);
  if (next !== undefined && NAME_PART.test(String.fromCodePoint(src.codePointAt(end) as number))) {
    throw syntaxError(src, `invalid ${kind} literal`, i);
  }
  if (kind === 'decimal' && /^0+_?\d/.test(text) && /^[\d_]+$/.test(text) && /[1-9]/.test(text)) {
    throw syntaxError(src, 'leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers', i);
  }
  return { value: Number(text.replaceAll('_', '')), end };
}
