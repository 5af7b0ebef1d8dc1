// Bounds on allocation and work: a clear ExprError, never a crashed process or a frozen tab.

import { describe, expect, test } from 'vitest';
import { MAX_STEPS } from '@tabletwin/expr';
import { failure, show } from './helpers.js';

describe('allocations are bounded', () => {
  test.each([
    ['range(10**8)', 'ValueError: range too large'],
    ["'a' * 10**10", 'MemoryError: text too large (more than 10,000,000 characters)'],
    ['[0] * 10**10', 'MemoryError: list too large (more than 10,000,000 items)'],
    ['(0,) * 10**10', 'MemoryError: tuple too large (more than 10,000,000 items)'],
    ["'ab' * 6000000", 'MemoryError: text too large (more than 10,000,000 characters)'],
    ["('a' * 9000000) + ('b' * 2000000)", 'MemoryError: text too large (more than 10,000,000 characters)'],
    ['[0] * 6000000 + [1] * 6000000', 'MemoryError: list too large (more than 10,000,000 items)'],
    ['sum([[0] * 5000000, [0] * 6000000], [])', 'MemoryError: list too large (more than 10,000,000 items)'],
  ])('%s', (src, expected) => expect(failure(src)).toBe(expected));
  test('repeated doubling stops at the limit', () => {
    const src = "'" + 'x'.repeat(1000) + "'" + ' * 2'.repeat(20);
    expect(failure(src)).toBe('MemoryError: text too large (more than 10,000,000 characters)');
  });
  test('just under the limits works', () => {
    expect(show("len('a' * 10000000)")).toBe('10000000');
    expect(show('len(range(10000000))')).toBe('10000000');
  });
});

describe('work is bounded per evaluation', () => {
  test.each([
    ['nested loops', 'sum(1 for a in range(10000) for b in range(10000))'],
    ['a comprehension of big lists', '[[0] * 1000 for i in range(1000000)]'],
    ['scanning a big list many times', 'sum(1 for i in range(100000) if -1 in L)'],
  ])('%s', (_, src) => {
    expect(failure(src, { L: Array.from({ length: 1000 }, (_, i) => i) })).toBe(
      `TimeoutError: expression takes too long (more than ${MAX_STEPS.toLocaleString('en-US')} steps)`,
    );
  });
  test('the budget starts again with each evaluation', () => {
    for (let i = 0; i < 3; i++) expect(show('sum(range(5000000)) > 0')).toBe('True');
  });
});
