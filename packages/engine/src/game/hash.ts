// A 53-bit string hash (cyrb53): the model's fingerprint in snapshots and the solver's position keys
// both use it, so one copy serves.

/** A 53-bit hash of `text`, one of a family chosen by `seed`; not for secrets. */
export function hash53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

// V8 collects type feedback only from a function's ninth call or so. Were the first call a long
// text (a model's fingerprint), the loop would be optimised mid-call with no feedback for the code
// after it, and that code would then deoptimise at the end of every later call (some 1,300 times in
// a CFR solve of Leduc hold'em, 3% of it). A few short calls first give it the feedback.
for (let i = 0; i < 12; i++) hash53('ab', i);
