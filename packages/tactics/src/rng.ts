// A small seeded generator (xoshiro128**, seeded with splitmix32) for a player's own random
// choices and for the seeds of look-ahead rounds. Integer arithmetic only, so a seed gives the
// same numbers everywhere.

export type Rng = [number, number, number, number];

export function seeded(seed: number): Rng {
  let x = (Number.isFinite(seed) ? Math.trunc(seed) : 0) | 0;
  const out: number[] = [];
  for (let k = 0; k < 4; k++) {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    out.push((z ^ (z >>> 16)) >>> 0);
  }
  if ((out[0]! | out[1]! | out[2]! | out[3]!) === 0) out[0] = 1;
  return [out[0]!, out[1]!, out[2]!, out[3]!];
}

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

export function nextUint32(s: Rng): number {
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

/** An integer in [0, n), without bias. */
export function nextInt(s: Rng, n: number): number {
  if (n <= 1) return 0;
  const limit = 4294967296 - (4294967296 % n);
  for (;;) {
    const u = nextUint32(s);
    if (u < limit) return u % n;
  }
}

/** An outcome index drawn with the outcomes' weights. */
export function pickWeighted(s: Rng, outcomes: readonly { readonly p: number }[]): number {
  let total = 0;
  for (const o of outcomes) total += o.p;
  let x = (((nextUint32(s) >>> 5) * 67108864 + (nextUint32(s) >>> 6)) / 9007199254740992) * total;
  for (let i = 0; i < outcomes.length; i++) {
    x -= outcomes[i]!.p;
    if (x < 0) return i;
  }
  for (let i = outcomes.length - 1; i >= 0; i--) if (outcomes[i]!.p > 0) return i;
  return 0;
}
