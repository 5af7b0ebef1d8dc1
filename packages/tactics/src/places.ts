// Places: shell-style patterns for `at` (`*`, `?`, `[abc]`, `[!abc]`, ranges `[a-c]`), and the
// place of a subset decision without its ` · n` suffix.
import type { DecisionRequest } from './game.js';

export type PlaceTest = (place: string) => boolean;

const SPECIAL = /[\\^$.*+?()[\]{}|/-]/g;

/** A pattern → a test of whole places. A `[` without its `]` is an ordinary character, as in a shell. */
export function placePattern(pattern: string): PlaceTest {
  if (!/[*?[]/.test(pattern)) return (place) => place === pattern;
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*') re += '.*';
    else if (c === '?') re += '.';
    else if (c === '[') {
      let j = i + 1;
      const negate = pattern[j] === '!';
      if (negate) j++;
      // A `]` right after `[` or `[!` belongs to the set.
      const close = pattern.indexOf(']', pattern[j] === ']' ? j + 1 : j);
      if (close < 0) {
        re += '\\[';
        continue;
      }
      const body = pattern.slice(j, close);
      re += `[${negate ? '^' : ''}${body.replace(/[\\^\]]/g, '\\$&')}]`;
      i = close;
    } else re += c.replace(SPECIAL, '\\$&');
  }
  const compiled = new RegExp(`^${re}$`, 'su');
  return (place) => compiled.test(place);
}

/** A test for one pattern or any of a list. */
export function placesTest(at: string | readonly string[]): PlaceTest {
  const tests = (typeof at === 'string' ? [at] : at).map(placePattern);
  if (tests.length === 1) return tests[0]!;
  return (place) => tests.some((t) => t(place));
}

const SUBSET_SUFFIX = / · \d+$/u;

/** The place a tactic sees: a subset decision's place without its ` · n`. */
export function placeOf(request: DecisionRequest): string {
  return request.subset === undefined ? request.where : request.where.replace(SUBSET_SUFFIX, '');
}
