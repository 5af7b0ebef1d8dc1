// Text is indexed per code point, as in Python. JS strings are UTF-16, so texts with
// characters outside the Basic Multilingual Plane (surrogate pairs) take a slower path.

const SURROGATE = /[\uD800-\uDFFF]/;

/** Does this text need code-point handling (does it hold a surrogate)? */
export function hasSurrogates(s: string): boolean {
  return SURROGATE.test(s);
}

/** Length in code points. */
export function textLength(s: string): number {
  if (!SURROGATE.test(s)) return s.length;
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** The code points of a text, as one-character strings. */
export function codePoints(s: string): string[] {
  return SURROGATE.test(s) ? Array.from(s) : s.split('');
}

/** Code-point offset of a UTF-16 offset. */
export function codePointOffset(s: string, utf16: number): number {
  const head = s.slice(0, utf16);
  return textLength(head);
}

/** Orders texts by code point, as Python does (JS's `<` orders by UTF-16 unit). */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return fixup(x) - fixup(y);
  }
  return a.length - b.length;
}

// Moves surrogates above the rest of the BMP, which makes UTF-16 order code-point order.
function fixup(c: number): number {
  if (c >= 0xd800 && c <= 0xdfff) return c + 0x2000;
  if (c >= 0xe000) return c - 0x800;
  return c;
}
