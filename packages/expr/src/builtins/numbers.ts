// Number builtins: abs, round, int, float, sigmoid/σ, exp, sqrt, log (docs/expressions.md#builtin-functions).

import { ExprError } from '../errors.js';
import { exp, ln } from '../runtime/float-math.js';
import { reprBrief } from '../text.js';
import { typeName, type Value } from '../values.js';
import { Builtin, intArg, realArg } from './builtin.js';

const one = (name: string, impl: (x: Value) => Value): Builtin =>
  new Builtin(name, { params: ['x'], required: 1 }, (args) => impl(args[0] as Value));

// exp and log are CPython's (`runtime/float-math.ts`), so is 1 / (1 + math.exp(-x)).
const sigmoid = (x: Value): Value => 1 / (1 + exp(-realArg(x)));

export const NUMBER_BUILTINS: readonly Builtin[] = [
  one('abs', (x) => {
    if (typeof x === 'number' || typeof x === 'boolean') return Math.abs(Number(x));
    throw new ExprError('TypeError', `bad operand type for abs(): '${typeName(x)}'`);
  }),
  new Builtin('round', { params: ['number', 'ndigits'], required: 1, keywords: ['number', 'ndigits'] }, ([x, n]) => {
    if (typeof x !== 'number' && typeof x !== 'boolean') {
      throw new ExprError('TypeError', `type ${typeName(x as Value)} doesn't define __round__ method`);
    }
    return n === undefined || n === null ? roundToInteger(Number(x)) : roundDigits(Number(x), intArg(n));
  }),
  new Builtin('int', { params: ['x'], required: 0 }, ([x = 0]) => toInt(x)),
  new Builtin('float', { params: ['x'], required: 0 }, ([x = 0]) => toFloat(x)),
  one('sigmoid', sigmoid),
  one('σ', sigmoid),
  one('exp', (x) => {
    const v = realArg(x);
    const r = exp(v);
    if (r === Infinity && Number.isFinite(v)) throw new ExprError('OverflowError', 'math range error');
    return r;
  }),
  one('sqrt', (x) => {
    const v = realArg(x);
    if (v < 0) throw domainError();
    return Math.sqrt(v);
  }),
  new Builtin('log', { params: ['x', 'base'], required: 1 }, ([x, base]) => {
    const v = logOf(realArg(x as Value));
    if (base === undefined) return v;
    const b = logOf(realArg(base));
    if (b === 0) throw new ExprError('ZeroDivisionError', 'float division by zero');
    return v / b;
  }),
];

function logOf(v: number): number {
  if (v <= 0) throw domainError();
  return Number.isFinite(v) ? ln(v) : v;
}

function domainError(): ExprError {
  return new ExprError('ValueError', 'math domain error');
}

function checkConvertible(x: number): void {
  if (Number.isNaN(x)) throw new ExprError('ValueError', 'cannot convert float NaN to integer');
  if (!Number.isFinite(x)) throw new ExprError('OverflowError', 'cannot convert float infinity to integer');
}

/** `round(x)`: the nearest integer, ties to the even one. */
function roundToInteger(x: number): number {
  checkConvertible(x);
  const f = Math.floor(x);
  const d = x - f; // exact for doubles
  if (d > 0.5) return f + 1;
  if (d < 0.5) return f === 0 ? 0 : f;
  return f % 2 === 0 ? f : f + 1;
}

/**
 * `round(x, n)`: rounded on the exact decimal value of the double, ties to even, as Python
 * does (`round(2.675, 2)` is 2.67 because 2.675 is stored as 2.67499999...).
 */
function roundDigits(x: number, n: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  if (n > 400) return x; // beyond the last digit a double can have
  if (n < -400) return 0;
  const [m, e] = decompose(Math.abs(x));
  // |x| * 10^n as the fraction num / den, then rounded to an integer q.
  let num = m;
  let den = 1n;
  if (e >= 0) num <<= BigInt(e);
  else den <<= BigInt(-e);
  if (n >= 0) num *= 10n ** BigInt(n);
  else den *= 10n ** BigInt(-n);
  let q = num / den;
  const twice = 2n * (num - q * den);
  if (twice > den || (twice === den && (q & 1n) === 1n)) q += 1n;
  const r = Number(`${q}e${-n}`);
  if (!Number.isFinite(r)) throw new ExprError('OverflowError', 'rounded value too large to represent');
  return x < 0 ? -r : r;
}

/** A finite positive double as m * 2^e with an integer m. */
function decompose(x: number): [bigint, number] {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const bits = (hi >>> 20) & 0x7ff;
  let m = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  if (bits === 0) return [m, -1074];
  m |= 1n << 52n;
  return [m, bits - 1075];
}

const INT_TEXT = /^[+-]?\d+(?:_\d+)*$/;
const FLOAT_TEXT = /^[+-]?(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?$/;
const SPECIAL_FLOAT = /^([+-]?)(inf|infinity|nan)$/i;

const OTHER_DIGIT = /[^\x00-\x7f]/u;
const DECIMAL = /\p{Nd}/u;

/**
 * Text with any Unicode decimal digits (`'١٢'`, `'１２'`) written with ASCII ones, as Python reads
 * them. Each script's digits are a run of ten code points from 0 to 9, and runs of several
 * scripts may follow each other, so a digit's value is its distance from the start of its run, modulo 10.
 */
function asciiDigits(t: string): string {
  if (!OTHER_DIGIT.test(t)) return t;
  let out = '';
  for (const ch of t) {
    if (ch > '\x7f' && DECIMAL.test(ch)) {
      const c = ch.codePointAt(0) as number;
      let start = c;
      while (DECIMAL.test(String.fromCodePoint(start - 1))) start--;
      out += String((c - start) % 10);
    } else {
      out += ch;
    }
  }
  return out;
}

/** `int(x)`: numbers truncate toward zero; text must be an integer. */
function toInt(x: Value): number {
  if (typeof x === 'boolean') return x ? 1 : 0;
  if (typeof x === 'number') {
    checkConvertible(x);
    return Math.trunc(x) || 0;
  }
  if (typeof x === 'string') {
    const t = asciiDigits(x.trim());
    if (INT_TEXT.test(t)) return Number(t.replaceAll('_', ''));
    throw new ExprError('ValueError', `invalid literal for int() with base 10: ${reprBrief(x)}`);
  }
  throw new ExprError('TypeError', `int() argument must be a string, a bytes-like object or a real number, not '${typeName(x)}'`);
}

/** `float(x)`: a number, or text with a number, `inf` or `nan`. */
function toFloat(x: Value): number {
  if (typeof x === 'boolean') return x ? 1 : 0;
  if (typeof x === 'number') return x;
  if (typeof x === 'string') {
    const t = asciiDigits(x.trim());
    if (FLOAT_TEXT.test(t)) return Number(t.replaceAll('_', ''));
    const special = SPECIAL_FLOAT.exec(t);
    if (special) {
      const v = (special[2] as string).toLowerCase() === 'nan' ? NaN : Infinity;
      return special[1] === '-' ? -v : v;
    }
    throw new ExprError('ValueError', `could not convert string to float: ${reprBrief(x)}`);
  }
  throw new ExprError('TypeError', `float() argument must be a string or a real number, not '${typeName(x)}'`);
}
