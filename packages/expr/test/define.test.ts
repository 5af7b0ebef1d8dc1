// defineFunction: the argument binding shared by board functions and own functions
// (docs/board-geometry.md#board-functions and #own-functions), and the call-depth guard (docs/engine.md#limits).

import { describe, expect, test } from 'vitest';
import { compile, defineFunction, scopeOf, type Callable, type Value } from '@tabletwin/expr';
import { failure } from './helpers.js';

const path = defineFunction('path', ['board', 'start', 'goal', 'blocked?', 'costs?', 'through?'], (args) => args);
const step = defineFunction('step', ['board', 'cell', 'direction'], (args) => args);
const scope = scopeOf({ path, step });
const run = (src: string): Value => compile(src).evaluate(scope);

describe('binding by position or by name; optional parameters default to None', () => {
  test.each([
    ["path('map', 'a', 'b')", ['map', 'a', 'b', null, null, null]],
    ["path('map', 'a', 'b', costs={'x': 2})", ['map', 'a', 'b', null, { x: 2 }, null]],
    ["path('map', goal='b', start='a')", ['map', 'a', 'b', null, null, null]],
    ["path(board='map', start='a', goal='b', through=['c'])", ['map', 'a', 'b', null, null, ['c']]],
    ["step('b', 'a1', 'n')", ['b', 'a1', 'n']],
  ])('%s', (src, expected) => {
    expect(JSON.parse(JSON.stringify(run(src)))).toEqual(expected);
  });
});

describe('argument mistakes are ValueErrors in the documented words', () => {
  test.each([
    ["path('map', 'a')", "ValueError: path() is missing argument 'goal'"],
    ["path('map', 'a', 'b', cost=1)", "ValueError: path() has no argument 'cost'"],
    ["path('map', 'a', 'b', [], blocked=[])", "ValueError: path() got 'blocked' twice"],
    ["step('b', 'a1', 'n', 1)", 'ValueError: step() takes at most 3 arguments, not 4'],
    ['step()', "ValueError: step() is missing argument 'board'"],
  ])('%s', (src, expected) => expect(failure(src, scope)).toBe(expected));
  test('the message is wrapped like any run-time error', () => {
    expect(() => run("path('map', 'a')")).toThrow(
      "error evaluating 'path('map', 'a')': ValueError: path() is missing argument 'goal'",
    );
  });
});

describe('the call-depth guard of own functions', () => {
  // f(n) = 0 if n == 0 else f(n - 1), as an own function evaluating its own expression.
  const body = compile('0 if n == 0 else f(n - 1)');
  const scopes: { f?: Callable } = {};
  const f = defineFunction('f', ['n'], ([n]) => body.evaluate(scopeOf({ n: n as Value, f: scopes.f as Callable })), {
    depthGuard: true,
  });
  scopes.f = f;
  const call = (n: number): Value => compile('f(n)').evaluate(scopeOf({ f, n }));
  test('100 nested calls are allowed', () => {
    expect(call(99)).toBe(0);
  });
  test('more than 100 is a RecursionError, and the depth is back to 0 afterwards', () => {
    expect(() => call(100)).toThrow("error evaluating '0 if n == 0 else f(n - 1)': RecursionError: more than 100 calls deep");
    expect(call(99)).toBe(0);
  });
  test('functions without the guard are not counted', () => {
    const plain = defineFunction('g', [], () => 1);
    expect(compile('g()').evaluate(scopeOf({ g: plain }))).toBe(1);
  });
});
