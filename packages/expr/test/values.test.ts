// docs/expressions.md#values (values) and the literal forms of docs/expressions.md#operators.

import { describe, expect, test } from 'vitest';
import { PyGenerator, PySet, Tuple, evaluate, hashKey, isLanguageDict, newDict } from '@tabletwin/expr';
import { show } from './helpers.js';

describe('§1 literals of every kind', () => {
  test.each([
    ['None', 'None'],
    ['True', 'True'],
    ['False', 'False'],
    ['3', '3'],
    ['-2', '-2'],
    ['2.5', '2.5'],
    ['1e3', '1000'],
    ['1.5e-3', '0.0015'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['0x1f', '31'],
    ['0X1F', '31'],
    ['0xFF', '255'],
    ['0o17', '15'],
    ['0b101', '5'],
    ['1_000', '1000'],
    ['0x_1f', '31'],
    ["'abc'", "'abc'"],
    ['"it\'s"', '"it\'s"'],
    ["r'a\\n'", "'a\\\\n'"],
    ["'''long'''", "'long'"],
    ['"""x"y"""', "'x\"y'"],
    ["'''a'b'''", '"a\'b"'],
    ['[1, 2]', '[1, 2]'],
    ['[]', '[]'],
    ["(1, 'x')", "(1, 'x')"],
    ['1,', '(1,)'],
    ['()', '()'],
    ["{'power': 3}", "{'power': 3}"],
    ['{}', '{}'],
    ['{1, 2}', '{1, 2}'],
    ['set()', 'set()'],
    ['len', '<function len>'],
  ])('%s is %s', (src, expected) => {
    expect(show(src)).toBe(expected);
  });
});

describe('§2 text literals: escapes, raw text, joining', () => {
  test.each([
    ["'a' 'b'", "'ab'"],
    ["'a' \"b\" '''c'''", "'abc'"],
    ["'it''s'", "'its'"],
    ["'a\\nb'", "'a\\nb'"],
    ["'a\\tb'", "'a\\tb'"],
    ["'a\\rb'", "'a\\rb'"],
    ["'\\0'", "'\\x00'"],
    ["'\\\\'", "'\\\\'"],
    ["'\\''", '"\'"'],
    ["'\\\"'", "'\"'"],
    ["'\\x41'", "'A'"],
    ["'\\u00e9'", "'é'"],
    ["'\\U0001F600'", "'😀'"],
    ["'a\\\nb'", "'ab'"],
    ["'\\z'", "'\\\\z'"],
    ["'\\d+'", "'\\\\d+'"],
    ["r'\\x41'", "'\\\\x41'"],
    ["r'\\''", '"\\\\\'"'],
    ["u'x'", "'x'"],
    ["R'\\n'", "'\\\\n'"],
  ])('%s is %s', (src, expected) => {
    expect(show(src)).toBe(expected);
  });
});

describe('§2 names with non-ASCII letters and line breaks anywhere', () => {
  test('σ is a builtin and a name like any other', () => {
    expect(show('σ(0)')).toBe('0.5');
    expect(show('größe + 1', { größe: 2 })).toBe('3');
  });
  test('line breaks count as spaces', () => {
    expect(show('[1,\n 2,\n 3]\n')).toBe('[1, 2, 3]');
    expect(show('1 +\n2')).toBe('3');
    expect(show('x\n if True\n else 2', { x: 1 })).toBe('1');
  });
});

describe('§1 True and False count as 1 and 0; 1 == 1.0 == True are one set key', () => {
  test.each([
    ['True + True', '2'],
    ['True * 3', '3'],
    ['True / 2', '0.5'],
    ['-True', '-1'],
    ['1 == 1.0 == True', 'True'],
    ['{1, 1.0, True}', '{1}'],
    ['{True, 1}', '{True}'],
    ['{0, False, 0.0}', '{0}'],
    ['len({1, 2, 2.0, True})', '2'],
    ["{(1, 'a'), (True, 'a')}", "{(1, 'a')}"],
  ])('%s is %s', (src, expected) => {
    expect(show(src)).toBe(expected);
  });
  test('hashKey gives one key for 1, 1.0 and True, and keeps text apart from numbers', () => {
    expect(hashKey(1)).toBe(hashKey(true));
    expect(hashKey(1.0)).toBe(hashKey(1));
    expect(hashKey('1')).not.toBe(hashKey(1));
    expect(hashKey(new Tuple([1, 'a']))).toBe(hashKey(new Tuple([true, 'a'])));
    expect(hashKey(new Tuple(['a']))).not.toBe(hashKey('a'));
    expect(hashKey('\u0000t(s1:a)')).not.toBe(hashKey(new Tuple(['a'])));
  });
});

describe('§1 the JS representation of values', () => {
  test('dicts are null-prototype objects; tuples, sets and generators our own classes', () => {
    const d = evaluate("{'a': 1}");
    expect(isLanguageDict(d)).toBe(true);
    expect(Object.getPrototypeOf(d)).toBe(null);
    expect(evaluate('(1, 2)')).toBeInstanceOf(Tuple);
    expect(evaluate('{1}')).toBeInstanceOf(PySet);
    expect(evaluate('(x for x in [1])')).toBeInstanceOf(PyGenerator);
    expect(isLanguageDict(newDict([['k', 1]]))).toBe(true);
    expect(isLanguageDict({})).toBe(false);
  });
  test('a set keeps the first of equal elements, in insertion order', () => {
    const s = new PySet([3, 1, true, 3.0]);
    expect([...s]).toEqual([3, 1]);
  });
  test('a generator is single use', () => {
    expect(show('[list(g), list(g)]', { g: evaluate('(x for x in [1, 2])') })).toBe('[[1, 2], []]');
  });
});
