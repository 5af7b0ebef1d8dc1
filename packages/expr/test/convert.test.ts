// fromJS / toJS and serialize / deserialize, and that no host prototype is reachable.

import { describe, expect, test } from 'vitest';
import {
  PySet,
  Tuple,
  defineFunction,
  deserialize,
  equals,
  evaluate,
  fromJS,
  isLanguageDict,
  newDict,
  repr,
  serialize,
  toJS,
  type Json,
  type Value,
} from '@tabletwin/expr';

describe('fromJS and toJS', () => {
  test('arrays become lists, plain objects dicts, null and undefined None', () => {
    const v = fromJS({ a: [1, { b: null }], c: undefined, d: 'x', e: true });
    expect(repr(v)).toBe("{'a': [1, {'b': None}], 'c': None, 'd': 'x', 'e': True}");
    expect(isLanguageDict(v)).toBe(true);
    expect(isLanguageDict((v as { a: Value[] }).a[1])).toBe(true);
  });
  test('language values pass through, containers are copied', () => {
    const t = new Tuple([1]);
    const arr = [1];
    expect(fromJS(t)).toBe(t);
    expect(fromJS(arr)).not.toBe(arr);
    expect(fromJS(10n)).toBe(10);
  });
  test('host objects that are not data are refused', () => {
    expect(() => fromJS(new Date(0))).toThrow('cannot use a JS Date as a value');
    expect(() => fromJS(() => 1)).toThrow('cannot use a JS function as a value');
    expect(() => fromJS(new Map())).toThrow('cannot use a JS Map as a value');
  });
  test('toJS gives plain data back; a __proto__ key stays a key', () => {
    const d = newDict([
      ['__proto__', 1],
      ['t', new Tuple([1, new PySet(['a'])])],
    ]);
    const js = toJS(d) as Record<string, unknown>;
    expect(Object.getPrototypeOf(js)).toBe(Object.prototype);
    expect(Object.keys(js)).toEqual(['__proto__', 't']);
    expect(js.t).toEqual([1, ['a']]);
    expect(toJS(evaluate('(x for x in [1, 2])'))).toEqual([1, 2]);
  });
  test('deeply nested host data is a clean error', () => {
    let deep: unknown = [];
    for (let i = 0; i < 5000; i++) deep = [deep];
    expect(() => fromJS(deep)).toThrow('maximum recursion depth exceeded');
  });
});

describe('host prototype names are ordinary text', () => {
  const names = ['constructor', '__proto__', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__'];
  test.each(names)('%s as key, text and .get argument', (name) => {
    const scope = { d: JSON.parse(`{"${name}": 1, "x": 2}`), e: {} };
    expect(evaluate(`d['${name}']`, scope)).toBe(1);
    expect(evaluate(`'${name}' in e`, scope)).toBe(false);
    expect(evaluate(`e.get('${name}')`, scope)).toBe(null);
    expect(evaluate(`e.get('${name}', 5)`, scope)).toBe(5);
    expect(() => evaluate(`e['${name}']`, scope)).toThrow(`KeyError: '${name}'`);
    expect(evaluate(`{'${name}': 3}['${name}']`, scope)).toBe(3);
    expect(evaluate(`len({'${name}': 3})`, scope)).toBe(1);
    expect(evaluate(`dict([('${name}', 4)])`, scope)).toEqual(newDict([[name, 4]]));
    expect(evaluate(`'${name}' + '!'`, scope)).toBe(`${name}!`);
    expect(() => evaluate(name, scope)).toThrow(
      name.startsWith('_') ? `name ${name} is not allowed in "${name}"` : `name '${name}' is not defined`,
    );
    expect(evaluate(`{**e, '${name}': 1}`, scope)).toEqual(newDict([[name, 1]]));
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  });
});

describe('serialize and deserialize round-trip every value kind', () => {
  const cases: [string, Value][] = [
    ['numbers', [0, -1.5, 1e300, NaN, Infinity, -Infinity]],
    ['text and None', ['', 'a', null, true, false]],
    ['tuples and sets', [new Tuple([1, new Tuple([])]), new PySet([1, 'a', new Tuple([2])])]],
    [
      'dicts with any keys',
      newDict([
        ['$tuple', 1],
        ['$', 2],
        ['$$x', 3],
        ['__proto__', 4],
        ['10', 5],
        ['a', newDict()],
      ]),
    ],
    ['a dict with one $ key', newDict([['$set', [1]]])],
    ['builtins', evaluate('[len, max]')],
  ];
  test.each(cases)('%s', (_, v) => {
    const json = JSON.parse(JSON.stringify(serialize(v))) as Json;
    const back = deserialize(json);
    expect(repr(back)).toBe(repr(v));
    expect(equals(back, v) || repr(v).includes('nan')).toBe(true);
  });
  test('the encoding of tuples, sets and odd numbers', () => {
    expect(serialize(new Tuple([1]))).toEqual({ $tuple: [1] });
    expect(serialize(new PySet(['a']))).toEqual({ $set: ['a'] });
    expect(serialize(NaN)).toEqual({ $number: 'nan' });
    expect(serialize(-0)).toEqual({ $number: '-0' });
    expect(Object.is(deserialize(JSON.parse(JSON.stringify(serialize(-0))) as Json), -0)).toBe(true);
    expect(serialize(newDict([['$k', 1]]))).toEqual({ $$k: 1 });
  });
  test('functions are found by name; generators cannot be encoded', () => {
    const f = defineFunction('own', [], () => 1);
    expect(deserialize(serialize(f), (n) => (n === 'own' ? f : undefined))).toBe(f);
    expect(() => deserialize({ $function: 'nope' })).toThrow("cannot deserialize unknown function 'nope'");
    expect(() => serialize(evaluate('(x for x in [])'))).toThrow('a generator cannot be serialized');
    expect(() => serialize({ a: 1 } as never)).toThrow('not a value of the language; it cannot be serialized');
    expect(() => serialize([new Map()] as never)).toThrow('not a value of the language; it cannot be serialized');
    expect(() => deserialize({ $tuple: 1 })).toThrow('cannot deserialize {"$tuple":1}');
  });
});
