// Arithmetic (docs/expressions.md#operators): one number type, booleans count as 1 and 0, `+` joins texts,
// lists or tuples of one kind, `*` repeats them, `-` is also set difference. `//` and `%`
// follow Python's floor rules, worked out as CPython does for floats.

import { ExprError } from '../errors.js';
import { checkSize } from '../limits.js';
import { power } from './float-math.js';
import { PySet, Tuple, typeName, type Value } from '../values.js';

/** A number Python would hold as a float: not whole (one number type: 5.0 counts as int). */
function isFloat(v: Value): boolean {
  return typeof v === 'number' && !Number.isInteger(v);
}

function isNumeric(v: Value): v is number | boolean {
  return typeof v === 'number' || typeof v === 'boolean';
}

function unsupported(op: string, a: Value, b: Value): ExprError {
  return new ExprError('TypeError', `unsupported operand type(s) for ${op}: '${typeName(a)}' and '${typeName(b)}'`);
}

function cannotJoin(a: Value, b: Value): ExprError {
  return new ExprError('TypeError', `can only concatenate ${typeName(a)} (not "${typeName(b)}") to ${typeName(a)}`);
}

export function add(a: Value, b: Value): Value {
  if (isNumeric(a) && isNumeric(b)) return Number(a) + Number(b);
  if (typeof a === 'string') {
    if (typeof b !== 'string') throw cannotJoin(a, b);
    checkSize(a.length + b.length, 'text');
    return a + b;
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b)) throw cannotJoin(a, b);
    checkSize(a.length + b.length, 'list');
    // Spread: about 5× faster than `concat` in V8 on the short lists rules join.
    return [...a, ...b];
  }
  if (a instanceof Tuple) {
    if (!(b instanceof Tuple)) throw cannotJoin(a, b);
    checkSize(a.items.length + b.items.length, 'tuple');
    return new Tuple([...a.items, ...b.items]);
  }
  throw unsupported('+', a, b);
}

export function sub(a: Value, b: Value): Value {
  if (isNumeric(a) && isNumeric(b)) return Number(a) - Number(b);
  if (a instanceof PySet && b instanceof PySet) {
    checkSize(a.size, 'set');
    const out = new PySet();
    for (const x of a) if (!b.has(x)) out.add(x);
    return out;
  }
  throw unsupported('-', a, b);
}

export function mul(a: Value, b: Value): Value {
  if (isNumeric(a) && isNumeric(b)) return Number(a) * Number(b);
  if (isNumeric(b)) return repeat(a, b, () => unsupported('*', a, b));
  if (isNumeric(a)) return repeat(b, a, () => unsupported('*', a, b));
  if (isSequence(a)) throw notInt(b);
  if (isSequence(b)) throw notInt(a);
  throw unsupported('*', a, b);
}

function isSequence(v: Value): boolean {
  return typeof v === 'string' || Array.isArray(v) || v instanceof Tuple;
}

function notInt(v: Value): ExprError {
  return new ExprError('TypeError', `can't multiply sequence by non-int of type '${typeName(v)}'`);
}

function repeat(seq: Value, times: number | boolean, otherwise: () => ExprError): Value {
  const isSeq = typeof seq === 'string' || Array.isArray(seq) || seq instanceof Tuple;
  if (!isSeq) throw otherwise();
  const n = Number(times);
  if (!Number.isInteger(n)) throw new ExprError('TypeError', `can't multiply sequence by non-int of type '${typeName(times)}'`);
  const count = Math.max(0, n);
  if (typeof seq === 'string') {
    checkSize(seq.length * count, 'text');
    return seq.repeat(count);
  }
  const items = Array.isArray(seq) ? seq : seq.items;
  checkSize(items.length * count, Array.isArray(seq) ? 'list' : 'tuple');
  // Sized up front and filled by index: pushing ten million items one by one is several times slower.
  const k = items.length;
  const out = k === 1 ? new Array<Value>(count).fill(items[0] as Value) : new Array<Value>(k * count);
  if (k !== 1) for (let i = 0, at = 0; i < count; i++) for (let j = 0; j < k; j++) out[at++] = items[j] as Value;
  return Array.isArray(seq) ? out : new Tuple(out);
}

export function truediv(a: Value, b: Value): Value {
  if (!isNumeric(a) || !isNumeric(b)) throw unsupported('/', a, b);
  const y = Number(b);
  if (y === 0) throw new ExprError('ZeroDivisionError', isFloat(a) ? 'float division by zero' : 'division by zero');
  return Number(a) / y;
}

export function floordiv(a: Value, b: Value): Value {
  if (!isNumeric(a) || !isNumeric(b)) throw unsupported('//', a, b);
  if (Number(b) === 0)
    throw new ExprError('ZeroDivisionError', isFloat(a) ? 'float floor division by zero' : 'integer division or modulo by zero');
  return divmod(Number(a), Number(b))[0];
}

export function mod(a: Value, b: Value): Value {
  if (typeof a === 'string') {
    throw new ExprError('TypeError', 'string formatting with % is not allowed; use str() and +', { bare: true });
  }
  if (!isNumeric(a) || !isNumeric(b)) throw unsupported('%', a, b);
  if (Number(b) === 0) throw new ExprError('ZeroDivisionError', isFloat(a) ? 'float modulo' : 'integer modulo by zero');
  return divmod(Number(a), Number(b))[1];
}

/** Floor division and remainder with the sign of the divisor (CPython's float_divmod); y ≠ 0. */
function divmod(x: number, y: number): [number, number] {
  let m = x % y;
  let div = (x - m) / y;
  if (m !== 0) {
    if (y < 0 !== m < 0) {
      m += y;
      div -= 1;
    }
  } else {
    m = 0; // Python gives the zero the divisor's sign; we have one zero
  }
  let floor: number;
  if (div !== 0) {
    floor = Math.floor(div);
    if (div - floor > 0.5) floor += 1;
  } else {
    floor = 0;
  }
  if (!Number.isFinite(x) || Number.isNaN(y)) return [NaN, NaN];
  return [floor, m];
}

export function pow(a: Value, b: Value): Value {
  if (!isNumeric(a) || !isNumeric(b)) throw unsupported('** or pow()', a, b);
  const x = Number(a);
  const y = Number(b);
  if (x === 0 && y < 0) throw new ExprError('ZeroDivisionError', '0.0 cannot be raised to a negative power');
  // Python: 1 ** anything and anything ** 0 are 1, and (-1) ** ±inf is 1 (JS gives NaN).
  if (x === 1 || y === 0) return 1;
  if (x === -1 && !Number.isFinite(y) && !Number.isNaN(y)) return 1;
  // Zeros, infinities and NaN as Math.pow has them; the rest rounded as CPython does.
  if (x === 0 || !Number.isFinite(x) || !Number.isFinite(y)) return Math.pow(x, y);
  return power(x, y);
}

export function negate(a: Value): Value {
  if (isNumeric(a)) return -Number(a);
  throw new ExprError('TypeError', `bad operand type for unary -: '${typeName(a)}'`);
}

export function plus(a: Value): Value {
  if (isNumeric(a)) return Number(a);
  throw new ExprError('TypeError', `bad operand type for unary +: '${typeName(a)}'`);
}
