// docs/expressions.md#methods: the six methods, without keyword arguments; any other method on a value
// of the wrong kind is an AttributeError.

import { describe, expect, test } from 'vitest';
import { failure, show } from './helpers.js';

describe('§5 dict methods', () => {
  test.each([
    ["{'x': 1}.get('x')", '1'],
    ["{'x': 1}.get('y')", 'None'],
    ["{'x': 1}.get('y', 0)", '0'],
    ["{'x': 1}.get(1, 'n')", "'n'"],
    ["{'x': 1, 'y': 2}.items()", "[('x', 1), ('y', 2)]"],
    ["{'x': 1}.keys()", "['x']"],
    ["{'x': 1}.values()", '[1]'],
    ["{'a': 1}.keys() == ['a']", 'True'],
    ['{}.items()', '[]'],
  ])('%s is %s', (src, expected) => expect(show(src)).toBe(expected));
});

describe('§5 list, tuple and text methods', () => {
  test.each([
    ['[1, 2, 1].count(1)', '2'],
    ['[1, 2, 1].count(1.0)', '2'],
    ['(1, 2, 1).count(1)', '2'],
    ["'banana'.count('a')", '3'],
    ["'banana'.count('an')", '2'],
    ["'aaa'.count('aa')", '1'],
    ["'abc'.count('')", '4'],
    ['[1, 2].index(2)', '1'],
    ["'banana'.index('n')", '2'],
    ["'😀ab'.index('b')", '2'],
    ['[[1], [2]].index([2])', '1'],
  ])('%s is %s', (src, expected) => expect(show(src)).toBe(expected));
});

describe('§5 errors', () => {
  test.each([
    ['[1, 2].index(3)', 'ValueError: 3 is not in list'],
    ['(1, 2).index(3)', 'ValueError: tuple.index(x): x not in tuple'],
    ["'banana'.index('x')", 'ValueError: substring not found'],
    ["'abc'.count(1)", 'TypeError: must be str, not int'],
    ["'abc'.index(None)", 'TypeError: must be str, not NoneType'],
    ['[1, 2].get(0)', "AttributeError: 'list' object has no attribute 'get'"],
    ["'abc'.items()", "AttributeError: 'str' object has no attribute 'items'"],
    ["{'a': 1}.count(1)", "AttributeError: 'dict' object has no attribute 'count'"],
    ['None.get(1)', "AttributeError: 'NoneType' object has no attribute 'get'"],
    ['{1}.index(1)', "AttributeError: 'set' object has no attribute 'index'"],
    ['[1].count', 'no error'],
    ['(5).keys', "AttributeError: 'int' object has no attribute 'keys'"],
    ["{'a': 1}.get('a', default=0)", 'TypeError: get() takes no keyword arguments'],
    ["{'a': 1}.get()", 'TypeError: get expected at least 1 argument, got 0'],
    ["{'a': 1}.get(1, 2, 3)", 'TypeError: get expected at most 2 arguments, got 3'],
    ["{'a': 1}.items(1)", 'TypeError: items() takes no arguments (1 given)'],
    ['[1].count()', 'TypeError: count() takes exactly one argument (0 given)'],
    ["{'a': 1}.get([1])", "TypeError: unhashable type: 'list'"],
  ])('%s fails: %s', (src, expected) => expect(failure(src)).toBe(expected));
});

describe('§5 a method without a call is a function bound to its value', () => {
  test.each([
    ["max({'a': 1, 'b': 5}, key=d.get)", "'b'"],
    ['sorted([[2], [1]], key=L.index)', '[[2], [1]]'],
    ['d.get', '<function get>'],
  ])('%s is %s', (src, expected) => expect(show(src, { d: { a: 1, b: 5 }, L: [[2], [1]] })).toBe(expected));
});
