// docs/expressions.md#names-in-scope: names come from a scope the host fills; builtins come last, so any scope
// name hides a builtin. Also the free names a compiled expression reads.

import { describe, expect, test } from 'vitest';
import { compile, emptyScope, evaluate, newDict, scopeOf, type Scope, type Value } from '@tabletwin/expr';
import { failure, show } from './helpers.js';

describe('§6 lookup through Scope', () => {
  test('a name the scope does not know is a NameError', () => {
    expect(failure('x + 1')).toBe("NameError: name 'x' is not defined");
    expect(failure('constructor')).toBe("NameError: name 'constructor' is not defined");
    expect(failure('toString')).toBe("NameError: name 'toString' is not defined");
    expect(failure('hasOwnProperty')).toBe("NameError: name 'hasOwnProperty' is not defined");
  });
  test('a scope name hides a builtin ("a variable max hides the builtin")', () => {
    expect(show('max + 1', { max: 2 })).toBe('3');
    expect(show('len(x)', { x: [1, 2] })).toBe('2');
  });
  test('scopes chain: a local name hides a variable, a variable hides a global name', () => {
    const globals = scopeOf({ cell: 'global', n_players: 2 });
    const variables = scopeOf(new Map<string, Value>([['score', [1, 2]]]), globals);
    const locals = scopeOf({ cell: 'local' }, variables);
    expect(compile('[cell, score, n_players]').evaluate(locals)).toEqual(['local', [1, 2], 2]);
  });
  test('a record scope reads own properties only', () => {
    const proto = { inherited: 1 };
    const rec = Object.create(proto) as Record<string, Value>;
    rec.own = 2;
    const s = scopeOf(rec);
    expect(s.lookup('own')).toBe(2);
    expect(s.lookup('inherited')).toBeUndefined();
    expect(scopeOf({}).lookup('constructor')).toBeUndefined();
  });
  test('lookup is called with the name as written, each time it is read', () => {
    const asked: string[] = [];
    const scope: Scope = { lookup: (n) => (asked.push(n), n === 'a' ? 1 : undefined) };
    expect(compile('a + a').evaluate(scope)).toBe(2);
    expect(asked).toEqual(['a', 'a']);
    expect(compile('len([a])').evaluate(scope)).toBe(1);
    expect(asked).toEqual(['a', 'a', 'len', 'a']);
  });
  test('a scope sees names added to its record or map after it was made', () => {
    // Own functions that call themselves are defined into a scope that already exists.
    const own: Record<string, Value> = {};
    const m = new Map<string, Value>();
    const s = scopeOf(own, scopeOf(m));
    own.a = 1;
    m.set('b', 2);
    expect(compile('a + b').evaluate(s)).toBe(3);
    own.a = 5;
    expect(compile('a + b').evaluate(s)).toBe(7);
  });
  test('one compiled expression reads each scope of other names and orders rightly', () => {
    const e = compile('a * 10 + b');
    const cases: [Scope, Value][] = [
      [scopeOf({ a: 1, b: 2 }), 12],
      [scopeOf({ b: 3, a: 4 }), 43],
      [scopeOf({ a: 5 }, scopeOf({ b: 9 })), 59],
      [
        scopeOf(
          new Map<string, Value>([
            ['x', 0],
            ['a', 6],
            ['b', 7],
          ]),
        ),
        67,
      ],
      [{ lookup: (n) => (n === 'a' ? 8 : n === 'b' ? 1 : undefined) }, 81],
    ];
    for (const [scope, want] of cases) expect(e.evaluate(scope)).toBe(want);
  });
  test('the empty scope sees only builtins', () => {
    expect(compile('len([1])').evaluate(emptyScope)).toBe(1);
  });
  test('evaluate takes a plain object of JSON-like values', () => {
    expect(show("hand[0]['cost'] + (x is None)", { hand: [{ cost: 2 }], x: null })).toBe('3');
    expect(show('d', { d: newDict([['a', 1]]) })).toBe("{'a': 1}");
  });
});

describe('names: the free names an expression reads', () => {
  test.each([
    ['score[actor] >= GOAL', ['score', 'actor', 'GOAL']],
    ['[c for c in hand if c in seen]', ['hand', 'seen']],
    ['[x for x in x]', ['x']],
    ['sum(v for k, v in d.items()) + len(L)', ['d', 'sum', 'len', 'L']],
    ['{k: y for k in keys for y in k}', ['keys']],
    ['1 + 2', []],
  ])('%s reads %j', (src, names) => {
    expect([...compile(src).names].sort()).toEqual([...names].sort());
  });
});

describe('comprehension variables shadow scope names only inside', () => {
  test.each([
    ['[actor for actor in [7]] + [actor]', '[7, 1]'],
    ['[[actor for actor in [2]], actor]', '[[2], 1]'],
  ])('%s is %s', (src, expected) => expect(show(src, { actor: 1 })).toBe(expected));
  test('evaluate caches compiled expressions without mixing their scopes', () => {
    expect(evaluate('a', { a: 1 })).toBe(1);
    expect(evaluate('a', { a: 2 })).toBe(2);
  });
});
