// str() and repr(): Python notation (docs/expressions.md#builtin-functions `str`, docs/expressions.md#differences-from-python whole numbers).

import { describe, expect, test } from 'vitest';
import { PyGenerator, PySet, Tuple, defineFunction, newDict, repr, toText, type Value } from '@tabletwin/expr';

describe('numbers print as Python prints a float, whole numbers without .0', () => {
  test.each([
    [0, '0'],
    [-0, '0'],
    [3, '3'],
    [-2, '-2'],
    [2.5, '2.5'],
    [0.1 + 0.2, '0.30000000000000004'],
    [1e16, '1e+16'],
    [1.5e16, '1.5e+16'],
    [2 ** 60, '1.152921504606847e+18'],
    [1e15 + 0.5, '1000000000000000.5'],
    [123456789.123, '123456789.123'],
    [0.0001, '0.0001'],
    [0.00001, '1e-05'],
    [1e-7, '1e-07'],
    [-1.5e-10, '-1.5e-10'],
    [1e22, '1e+22'],
    [1.7976931348623157e308, '1.7976931348623157e+308'],
    [5e-324, '5e-324'],
    [Infinity, 'inf'],
    [-Infinity, '-inf'],
    [NaN, 'nan'],
    [9999999999999998, '9999999999999998'],
    [123.0, '123'],
  ])('%s prints %s', (x, expected) => expect(repr(x)).toBe(expected));
});

describe('texts print in quotes only inside containers, with Python escapes', () => {
  test.each([
    ['abc', "'abc'"],
    ["it's", '"it\'s"'],
    ['say "hi"', '\'say "hi"\''],
    ['both \' and "', "'both \\' and \"'"],
    ['a\nb\tc\r', "'a\\nb\\tc\\r'"],
    ['back\\slash', "'back\\\\slash'"],
    ['\u0000\u001f\u007f', "'\\x00\\x1f\\x7f'"],
    ['é😀σ', "'é😀σ'"],
    ['\u00a0', "'\\xa0'"],
    ['\u2028', "'\\u2028'"],
    ['\ud800', "'\\ud800'"],
    ['\u{e0001}', "'\\U000e0001'"],
    ['', "''"],
  ])('%j', (s, expected) => {
    expect(repr(s)).toBe(expected);
    expect(toText(s)).toBe(s);
  });
});

describe('containers and other values', () => {
  test.each([
    [null, 'None'],
    [true, 'True'],
    [false, 'False'],
    [[], '[]'],
    [[1, 'a', null], "[1, 'a', None]"],
    [new Tuple([]), '()'],
    [new Tuple([1]), '(1,)'],
    [new Tuple([1, 2]), '(1, 2)'],
    [new PySet(), 'set()'],
    [new PySet([2, 1]), '{2, 1}'],
    [newDict(), '{}'],
    [
      newDict([
        ['b', [1]],
        ['a', newDict([['x', new Tuple(['y'])]])],
      ]),
      "{'b': [1], 'a': {'x': ('y',)}}",
    ],
    [newDict([['__proto__', 1]]), "{'__proto__': 1}"],
    [new PyGenerator([1]), '<generator object>'],
    [defineFunction('path', [], () => null), '<function path>'],
  ] as [Value, string][])('%s', (v, expected) => {
    expect(repr(v)).toBe(expected);
    expect(toText(v)).toBe(expected);
  });
  test('data nested deeper than the limit is a RecursionError, not a stack overflow', () => {
    let deep: Value = [];
    for (let i = 0; i < 5000; i++) deep = [deep];
    expect(() => repr(deep)).toThrow('maximum recursion depth exceeded');
  });
});
