// `log`, `exp` and `**` rounded as CPython's are. V8's Math.log, Math.exp and Math.pow are off
// by one in the last bit for about one argument in ten (`int(log(3, 9) * 2)` was 0, CPython
// gives 1), while CPython calls the C library, whose results are correctly rounded but for
// rare exceptions. So these are computed to about 100 bits (double-double arithmetic: a value
// is the unevaluated sum hi + lo of two doubles) and rounded once; `**` of a whole exponent is
// computed exactly with BigInt where that is cheap. See the README, "Decisions".

import { charge, COST } from '../limits.js';

// A double-double result: the function returns its high part and leaves its low part here
// (no array per operation: log and exp take some hundred operations).
let LO = 0;

/** ln 2 as a double-double. */
const LN2_HI = 0.6931471805599453;
const LN2_LO = 2.3190468138462996e-17;
const SPLIT = 134217729; // 2^27 + 1

function twoSum(a: number, b: number): number {
  const s = a + b;
  const bb = s - a;
  LO = a - (s - bb) + (b - bb);
  return s;
}

function twoProd(a: number, b: number): number {
  const p = a * b;
  let t = SPLIT * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLIT * b;
  const bh = t - (t - b);
  const bl = b - bh;
  LO = ah * bh - p + ah * bl + al * bh + al * bl;
  return p;
}

function ddAdd(ah: number, al: number, bh: number, bl: number): number {
  const s = twoSum(ah, bh);
  let e = LO;
  const t = twoSum(al, bl);
  const f = LO;
  e += t;
  const h = s + e;
  e = e - (h - s) + f;
  const hi = h + e;
  LO = e - (hi - h);
  return hi;
}

function ddMul(ah: number, al: number, bh: number, bl: number): number {
  const p = twoProd(ah, bh);
  const e = LO + (ah * bl + al * bh);
  const hi = p + e;
  LO = e - (hi - p);
  return hi;
}

function ddDiv(ah: number, al: number, bh: number, bl: number): number {
  // Three quotient digits, each from what is left of the dividend.
  const q1 = ah / bh;
  let p = ddMul(q1, 0, bh, bl);
  let r = ddAdd(ah, al, -p, -LO);
  let rl = LO;
  const q2 = r / bh;
  p = ddMul(q2, 0, bh, bl);
  r = ddAdd(r, rl, -p, -LO);
  rl = LO;
  const q3 = r / bh;
  const h = q1 + q2;
  return ddAdd(h, q2 - (h - q1), q3, 0);
}

/** 1/(2n+1) and 1/n! as double-doubles, for the series. */
const ODD: number[] = [];
const FACT: number[] = [];
for (let n = 0; n <= 22; n++) {
  ODD.push(ddDiv(1, 0, 2 * n + 1, 0), LO);
}
{
  let fh = 1;
  let fl = 0;
  for (let n = 0; n <= 16; n++) {
    if (n > 0) {
      fh = ddMul(fh, fl, n, 0);
      fl = LO;
    }
    FACT.push(ddDiv(1, 0, fh, fl), LO);
  }
}

const view = new DataView(new ArrayBuffer(8));

/** 2^k for a whole k from -1074 to 1023, exactly. */
function pow2(k: number): number {
  if (k < -1022) return pow2(k + 52) * 2.220446049250313e-16; // 2^-52
  view.setUint32(0, (k + 1023) << 20);
  view.setUint32(4, 0);
  return view.getFloat64(0);
}

/** ln x for a finite x > 0, as a double-double (its low part in LO). */
function logDD(x: number): number {
  let k = 0;
  if (x < 2.2250738585072014e-308) {
    x *= 18014398509481984; // 2^54: a subnormal becomes normal
    k = -54;
  }
  view.setFloat64(0, x);
  const high = view.getUint32(0);
  k += (high >>> 20) - 1023;
  view.setUint32(0, (high & 0xfffff) | 0x3ff00000);
  let m = view.getFloat64(0);
  if (m > Math.SQRT2) {
    m /= 2;
    k++;
  }
  // ln m = 2 atanh(s) = 2 (s + s³/3 + s⁵/5 + ...), s = (m - 1)/(m + 1), |s| < 0.172.
  const d = twoSum(m, 1);
  const sh = ddDiv(m - 1, 0, d, LO);
  const sl = LO;
  const s2h = ddMul(sh, sl, sh, sl);
  const s2l = LO;
  let th = ODD[44]!;
  let tl = ODD[45]!;
  for (let n = 21; n >= 0; n--) {
    th = ddMul(th, tl, s2h, s2l);
    th = ddAdd(th, LO, ODD[2 * n]!, ODD[2 * n + 1]!);
    tl = LO;
  }
  th = ddMul(th, tl, 2 * sh, 2 * sl);
  tl = LO;
  const kh = twoProd(k, LN2_HI);
  return ddAdd(kh, LO + k * LN2_LO, th, tl);
}

/** e^(ah + al), correctly rounded (but for values within about 2^-90 of a rounding boundary). */
function expDD(ah: number, al: number): number {
  if (ah > 710) return Infinity;
  if (ah < -746) return 0;
  // e^a = 2^k e^r, |r| ≤ ln2/2; e^r = (e^(r/64))^64 from the series of e^x - 1 (kept small, so
  // squaring loses nothing: (1 + p)² - 1 = p (2 + p)).
  const k = Math.round(ah / LN2_HI);
  const ph = twoProd(k, LN2_HI);
  let rh = ddAdd(ah, al, -ph, -(LO + k * LN2_LO));
  let rl = LO;
  rh /= 64;
  rl /= 64;
  let th = FACT[32]!;
  let tl = FACT[33]!;
  for (let n = 15; n >= 1; n--) {
    th = ddMul(th, tl, rh, rl);
    th = ddAdd(th, LO, FACT[2 * n]!, FACT[2 * n + 1]!);
    tl = LO;
  }
  let p = ddMul(th, tl, rh, rl);
  let pl = LO;
  for (let i = 0; i < 6; i++) {
    const twoP = ddAdd(2, 0, p, pl);
    p = ddMul(p, pl, twoP, LO);
    pl = LO;
  }
  const h = ddAdd(1, 0, p, pl);
  return scaled(h, LO, k);
}

/** (h + l)·2^k rounded once, also where the result is subnormal; h = fl(h + l), 0.5 < h < 2. */
function scaled(h: number, l: number, k: number): number {
  if (k >= -1021) return k > 1000 ? h * pow2(k - 1000) * pow2(1000) : h * pow2(k);
  // In units of the smallest subnormal, then rounded half to even.
  const u = h * pow2(k + 1074);
  const ul = l * pow2(k + 1074);
  let n = Math.floor(u);
  const frac = u - n + ul;
  if (frac > 0.5 || (frac === 0.5 && n % 2 === 1)) n++;
  return n * 5e-324;
}

/** ln x as CPython's `math.log` gives it, for a finite x > 0. */
export function ln(x: number): number {
  charge(COST.float);
  return logDD(x);
}

/** e^x as CPython's `math.exp` gives it (Infinity past the largest number). */
export function exp(x: number): number {
  if (!Number.isFinite(x)) return Math.exp(x);
  charge(COST.float);
  return expDD(x, 0);
}

/** x ** y for finite x ≠ 0 and finite y, as CPython's int and float powers give it. */
export function power(x: number, y: number): number {
  if (Number.isInteger(y)) {
    const exact = wholePower(x, y);
    if (exact !== null) return exact;
  } else if (x < 0) {
    return NaN; // a complex number in Python
  }
  charge(COST.float);
  const negative = x < 0 && Number.isInteger(y) && Math.abs(y % 2) === 1;
  const lh = logDD(Math.abs(x));
  const ll = LO;
  const ph = twoProd(y, lh);
  const r = expDD(ph, LO + y * ll);
  return negative ? -r : r;
}

const TWO53 = 9007199254740992;
/** Bits of the exact power beyond which it is left to `expDD` (a few microseconds with BigInt). */
const MAX_BITS = 4096;

/** x ** y for a whole y, exactly and rounded once, or `null` when the exact value is too long. */
function wholePower(x: number, y: number): number | null {
  const negative = x < 0 && Math.abs(y % 2) === 1;
  const a = Math.abs(x);
  if (y > 0 && Number.isInteger(a) && y <= 64) {
    // By squaring, while every product is a whole number below 2^53 (so exact).
    let r = 1;
    let b = a;
    let n = y;
    for (;;) {
      if (n & 1) r *= b;
      n >>>= 1;
      if (n === 0 || r > TWO53) break;
      b *= b;
      if (b > TWO53) break;
    }
    if (n === 0 && r <= TWO53) return negative ? -r : r;
  }
  // a = m·2^e with m odd.
  charge(COST.float);
  view.setFloat64(0, a);
  const high = view.getUint32(0);
  const low = view.getUint32(4);
  const biased = high >>> 20;
  let m = BigInt(high & 0xfffff) * 4294967296n + BigInt(low);
  let e = biased === 0 ? -1074 : biased - 1075;
  if (biased !== 0) m += 4503599627370496n; // the hidden bit, 2^52
  while ((m & 1n) === 0n) {
    m >>= 1n;
    e++;
  }
  // Far out of range at once (log2 of the result, to a few digits).
  const size = Math.log2(a) * y;
  if (size > 1030) return negative ? -Infinity : Infinity;
  if (size < -1080) return negative ? -0 : 0;
  if (bitLength(m) * Math.abs(y) > MAX_BITS) return null;
  const mk = m ** BigInt(Math.abs(y));
  const r = y >= 0 ? rounded(mk, 1n, e * y) : rounded(1n, mk, e * y);
  return negative ? -r : r;
}

function bitLength(n: bigint): number {
  return n.toString(2).length;
}

/** n/d·2^e2 (n, d > 0) correctly rounded, half to even, subnormals and overflow included. */
function rounded(n: bigint, d: bigint, e2: number): number {
  // b = floor(log2(n/d)) + e2.
  const shift0 = bitLength(n) - bitLength(d);
  const below = shift0 >= 0 ? n < d << BigInt(shift0) : n << BigInt(-shift0) < d;
  const b = shift0 - (below ? 1 : 0) + e2;
  if (b > 1024) return Infinity;
  if (b < -1076) return 0;
  // 53 bits, or fewer where the result is subnormal: q·2^t.
  const t = Math.max(b - 52, -1074);
  const s = e2 - t;
  const num = s >= 0 ? n << BigInt(s) : n;
  const den = s >= 0 ? d : d << BigInt(-s);
  let q = num / den;
  const twice = (num - q * den) * 2n;
  if (twice > den || (twice === den && (q & 1n) === 1n)) q++;
  return Number(q) * pow2(t);
}
