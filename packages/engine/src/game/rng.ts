// The game's random generator: xoshiro128** on four 32-bit integers, seeded with splitmix32.
// Its whole state is those four numbers, so a clone or a snapshot carries it as plain data, and
// the same seed gives the same numbers on every machine (only 32-bit integer arithmetic).

export type RngState = [number, number, number, number];

/** One step of splitmix32 from `x`: the value drawn (the next `x` is `x + 0x9e3779b9`). */
function splitmix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** A fresh state for any finite seed (integers beyond 32 bits fold their high part in). */
export function seedRng(seed: number): RngState {
  const n = Number.isFinite(seed) ? Math.trunc(seed) : 0;
  const lo = n >>> 0;
  const hi = Math.floor(n / 4294967296) >>> 0;
  const x = lo ^ Math.imul(hi, 0x27d4eb2f);
  const a = splitmix32(x);
  const b = splitmix32((x + 0x9e3779b9) | 0);
  const c = splitmix32((x + 2 * 0x9e3779b9) | 0);
  const d = splitmix32((x + 3 * 0x9e3779b9) | 0);
  // xoshiro must not start from all zeros.
  return [(a | b | c | d) === 0 ? 1 : a, b, c, d];
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** The next 32-bit unsigned integer; advances `s` in place. */
export function nextUint32(s: RngState): number {
  const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
  const t = s[1] << 9;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 11);
  return result;
}

/** A number in [0, 1) with 53 random bits. */
export function nextFloat(s: RngState): number {
  const hi = nextUint32(s) >>> 5;
  const lo = nextUint32(s) >>> 6;
  return (hi * 67108864 + lo) / 9007199254740992;
}

/** An integer in [0, n), without bias. */
export function nextInt(s: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = 4294967296 - (4294967296 % n);
  for (;;) {
    const u = nextUint32(s);
    if (u < limit) return u % n;
  }
}

/** An outcome index drawn with the outcomes' probabilities (they need not add up exactly to 1). */
export function pickOutcome(s: RngState, outcomes: readonly { readonly p: number }[]): number {
  let total = 0;
  for (let i = 0; i < outcomes.length; i++) total += outcomes[i]!.p;
  let x = nextFloat(s) * total;
  for (let i = 0; i < outcomes.length; i++) {
    x -= outcomes[i]!.p;
    if (x < 0) return i;
  }
  // Rounding can leave a sliver at the end: the last outcome with a positive weight takes it.
  for (let i = outcomes.length - 1; i >= 0; i--) if (outcomes[i]!.p > 0) return i;
  return 0;
}
