// The text form of values: `str()` and Python's `repr()`, which `str()` uses inside containers.
// Numbers print as Python prints them, except that whole numbers print without `.0`
// (one number type: `str(4/2)` is `'2'`).

import { COST, MAX_SIZE, chargeInside, tooLarge } from './limits.js';
import { MAX_NESTING, PyGenerator, PySet, Tuple, isLanguageDict, nestedTooDeep, type Value } from './values.js';

/** `str(v)`: text as it is, everything else as `repr`. */
export function toText(v: Value): string {
  return typeof v === 'string' ? v : repr(v);
}

/** Python's `repr(v)`: the form an expression would use to write the value. */
export function repr(v: Value): string {
  if (typeof v === 'number') return formatNumber(v);
  const w = new Writer(MAX_SIZE);
  reprAt(v, 0, w);
  return w.text();
}

/** The repr for an error message: at most about 200 characters, cut with `...`. */
export function reprBrief(v: Value): string {
  const w = new Writer(BRIEF);
  try {
    reprAt(v, 0, w);
  } catch (e) {
    if (e !== CUT) throw e;
    return w.text().slice(0, BRIEF) + '...';
  }
  return w.text();
}

const BRIEF = 200;
const CUT = Symbol('cut');

/**
 * Collects the parts of a repr, counting characters as they are written, so a repr longer than
 * the text limit fails as soon as it gets there (a brief one just stops), and charges the work.
 */
class Writer {
  // Joined as it goes: V8 keeps a chain of `+` as one rope and flattens it once, when read.
  private out = '';
  constructor(private readonly limit: number) {}

  write(s: string): void {
    chargeInside(COST.print + s.length / COST.charsPerStep);
    this.out += s;
    if (this.out.length > this.limit) {
      if (this.limit === BRIEF) throw CUT;
      throw tooLarge('text');
    }
  }

  /** A separator: no work of its own to charge. */
  sep(s: string): void {
    this.out += s;
  }

  text(): string {
    return this.out;
  }
}

function reprAt(v: Value, depth: number, w: Writer): void {
  switch (typeof v) {
    case 'number':
      return w.write(formatNumber(v));
    case 'boolean':
      return w.write(v ? 'True' : 'False');
    case 'string':
      return w.write(quote(v));
  }
  if (v === null) return w.write('None');
  if (depth > MAX_NESTING) throw nestedTooDeep('while getting the repr of an object');
  const d = depth + 1;
  if (Array.isArray(v)) return items('[', v, ']', d, w);
  if (v instanceof Tuple) return v.items.length === 1 ? items('(', v.items, ',)', d, w) : items('(', v.items, ')', d, w);
  if (v instanceof PySet) return v.size === 0 ? w.write('set()') : items('{', v, '}', d, w);
  if (isLanguageDict(v)) {
    w.write('{');
    let first = true;
    const keys = Object.keys(v);
    chargeInside(keys.length * COST.dictScan);
    for (const k of keys) {
      if (!first) w.sep(', ');
      w.write(quote(k) + ': ');
      first = false;
      reprAt(v[k] as Value, d, w);
    }
    return w.write('}');
  }
  if (v instanceof PyGenerator) return w.write('<generator object>');
  return w.write(`<function ${v.name}>`);
}

function items(open: string, xs: Iterable<Value>, close: string, depth: number, w: Writer): void {
  w.write(open);
  let first = true;
  for (const x of xs) {
    if (!first) w.sep(', ');
    first = false;
    reprAt(x, depth, w);
  }
  w.write(close);
}

/** A number as Python's `repr` writes a float, but whole numbers below 10^16 without `.0`. */
function formatNumber(x: number): string {
  if (Number.isInteger(x)) {
    if (Math.abs(x) < 1e16) return x === 0 ? '0' : String(x);
  } else if (!Number.isFinite(x)) {
    return Number.isNaN(x) ? 'nan' : x > 0 ? 'inf' : '-inf';
  }
  // toExponential() without digits gives the shortest form that reads back as the same
  // number, which is also what Python's repr uses; only the layout differs.
  const text = x.toExponential();
  const e = text.indexOf('e');
  const exp = Number(text.slice(e + 1));
  const sign = x < 0 ? '-' : '';
  const digits = text.slice(sign.length, e).replace('.', '');
  if (exp < -4 || exp >= 16) {
    const mantissa = digits.length > 1 ? digits[0] + '.' + digits.slice(1) : digits;
    const ee = Math.abs(exp) < 10 ? '0' + Math.abs(exp) : String(Math.abs(exp));
    return `${sign}${mantissa}e${exp < 0 ? '-' : '+'}${ee}`;
  }
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  const whole = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
  const frac = digits.slice(exp + 1);
  return frac ? `${sign}${whole}.${frac}` : `${sign}${whole}.0`;
}

// Python prints these characters as escapes in a repr: controls, formats, surrogates, private
// use, unassigned, and separators other than the plain space (the Zs list written out).
const UNPRINTABLE = String.raw`\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000`;
const NOT_PRINTABLE = new RegExp(`[${UNPRINTABLE}]`, 'u');
// What quote() must look at: those, the backslash and the quotes.
const NEEDS_ESCAPE = new RegExp(String.raw`[\\'"` + UNPRINTABLE + ']', 'u');

/** Text in quotes, as Python's repr writes it. */
function quote(s: string): string {
  if (plainAscii(s)) return "'" + s + "'";
  const q = s.includes("'") && !s.includes('"') ? '"' : "'";
  if (!NEEDS_ESCAPE.test(s)) return q + s + q;
  let out = q;
  for (const ch of s) {
    if (ch === q || ch === '\\') out += '\\' + ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (NOT_PRINTABLE.test(ch)) out += escapeCodePoint(ch.codePointAt(0) as number);
    else out += ch;
  }
  return out + q;
}

/** Printable ASCII without quotes or backslash (most texts of a model): written as it is. */
function plainAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x27 || c === 0x5c) return false;
  }
  return true;
}

function escapeCodePoint(c: number): string {
  const hex = c.toString(16);
  if (c < 0x100) return '\\x' + hex.padStart(2, '0');
  if (c < 0x10000) return '\\u' + hex.padStart(4, '0');
  return '\\U' + hex.padStart(8, '0');
}
