// `for k, v in d.items()` in a comprehension binds the two names straight from the dict
// (`src/compiler/pairs.ts`). It must give what the general path gives, value or error, and cost
// the same steps: each case is evaluated as written and again with `d.items()` written
// `[d.items][0]()`, which takes the general path and costs a known few steps more (the list of one
// and the subscript, measured on the call alone).
import { describe, expect, test } from 'vitest';
import { ExprError, evaluate, stepsSpent, withBudget } from '@tabletwin/expr';
import { failure, show } from './helpers.js';

const NAMES = { d: { a: 1, b: 2, c: 3 }, e: {}, xs: [1, 2], n: 3 };

function steps(src: string): number {
  const before = stepsSpent();
  withBudget(() => {
    try {
      evaluate(src, NAMES);
    } catch (e) {
      if (!(e instanceof ExprError)) throw e;
    }
  });
  return stepsSpent() - before;
}

const general = (src: string) => src.replace(/(\w+|\{[^{}]*\})\.items\(\)/g, '[$1.items][0]()');
const outcome = (src: string) => (failure(src, NAMES) === 'no error' ? show(src, NAMES) : failure(src, NAMES));

describe('for k, v in d.items() agrees with the general path', () => {
  const extra = steps(general('d.items()')) - steps('d.items()');
  test.each([
    ['[k for k, v in d.items()]', "['a', 'b', 'c']"],
    ['[(v, k) for k, v in d.items() if v != 2]', "[(1, 'a'), (3, 'c')]"],
    ['{k: v * 10 for k, v in d.items() if k != "b"}', "{'a': 10, 'c': 30}"],
    ['{v for k, v in d.items()}', '{1, 2, 3}'],
    ['sum(v for k, v in d.items())', '6'],
    ['any(v > 2 for k, v in d.items())', 'True'],
    ['all(v > 2 for k, v in d.items())', 'False'],
    ['[k for k, v in e.items()]', '[]'],
    ['[(x, k) for x in xs for k, v in d.items() if v > x]', "[(1, 'b'), (1, 'c'), (2, 'c')]"],
    ['[k for x in xs for k, v in d.items() if x == 9]', '[]'],
    ['[k + str(v) for k, v in {**d, "z": 0}.items()]', "['a1', 'b2', 'c3', 'z0']"],
    ['list(k for k, v in d.items())', "['a', 'b', 'c']"],
    ['[k for k, v in xs.items()]', "AttributeError: 'list' object has no attribute 'items'"],
    ['[k for k, v in n.items()]', "AttributeError: 'int' object has no attribute 'items'"],
    ['[k for x in xs for k, v in x.items()]', "AttributeError: 'int' object has no attribute 'items'"],
    ['[k for k, v in d.items() if v / (v - 2)]', 'ZeroDivisionError: division by zero'],
    ['[k for k, v in missing.items()]', "NameError: name 'missing' is not defined"],
    ['[k for k, k in d.items()]', '[1, 2, 3]'],
    ['[k for (k, v) in d.items()]', "['a', 'b', 'c']"],
    ['[k for [k, v] in d.items()]', "['a', 'b', 'c']"],
  ])('%s', (src, expected) => {
    expect(outcome(src)).toBe(expected);
    expect(outcome(general(src))).toBe(expected);
    const calls = (src.match(/\.items\(\)/g) ?? []).length;
    // An inner clause lists the dict once per outer element.
    const times = src.includes('for x in xs for') ? (src.includes('x.items') ? 1 : 2) : 1;
    expect(steps(general(src)) - steps(src)).toBe(extra * calls * times);
  });

  test('a budget too small for the entries runs out on both paths', () => {
    const big = { d: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i])) };
    for (const src of ['[k for k, v in d.items()]', general('[k for k, v in d.items()]')])
      expect(() => withBudget(() => evaluate(src, big), 5000)).toThrow('expression takes too long');
  });
});
