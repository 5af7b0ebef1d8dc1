// expressions.md §8: run-time errors, `error evaluating '<src>': <Kind>: <message>`, the two
// messages without wrapper, and wrapping once by the innermost evaluation.

import { describe, expect, test } from 'vitest';
import { ExprError, ExprSyntaxError, compile, defineFunction, evaluate, scopeOf, type Value } from '@tabletwin/expr';

function caught(f: () => unknown): ExprError {
  try {
    f();
  } catch (e) {
    if (e instanceof ExprError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('§8 the wrapper names the expression and the kind', () => {
  test.each([
    ['1 / 0', 'ZeroDivisionError', "error evaluating '1 / 0': ZeroDivisionError: division by zero"],
    ["[1 < 'a']", 'TypeError', "error evaluating '[1 < 'a']': TypeError: '<' not supported between instances of 'int' and 'str'"],
    ["int('x')", 'ValueError', "error evaluating 'int('x')': ValueError: invalid literal for int() with base 10: 'x'"],
    ["{'a': 1}['b']", 'KeyError', "error evaluating '{'a': 1}['b']': KeyError: 'b'"],
    ['[][0]', 'IndexError', "error evaluating '[][0]': IndexError: list index out of range"],
    ['nope', 'NameError', "error evaluating 'nope': NameError: name 'nope' is not defined"],
    ['[1].get(0)', 'AttributeError', "error evaluating '[1].get(0)': AttributeError: 'list' object has no attribute 'get'"],
  ])('%s', (src, kind, message) => {
    const e = caught(() => evaluate(src));
    expect([e.kind, e.message, e.src]).toEqual([kind, message, src]);
  });
});

describe('§8 the two messages without wrapper', () => {
  test.each([
    ["{1: 'a'}", 'dict keys must be text, not int'],
    ['{None: 1}', 'dict keys must be text, not NoneType'],
    ['{k: 1 for k in [(1,)]}', 'dict keys must be text, not tuple'],
    ['dict([(1, 2)])', 'dict keys must be text, not int'],
    ["'%d' % 3", 'string formatting with % is not allowed; use str() and +'],
    ["'abc' % ()", 'string formatting with % is not allowed; use str() and +'],
  ])('%s', (src, message) => {
    const e = caught(() => evaluate(src));
    expect([e.message, e.kind, e.src]).toEqual([message, 'TypeError', src]);
  });
});

describe('an error is wrapped once, by the innermost evaluation it passes through', () => {
  // An own function evaluates its own expression inside the caller's: the inner source is the
  // useful one, so the outer evaluation passes it through unchanged.
  const body = compile('1 / x');
  const inner = defineFunction('inv', ['x'], ([x]) => body.evaluate(scopeOf({ x: x as Value })));
  const scope = scopeOf({ inv: inner });
  test('the innermost source is kept', () => {
    const e = caught(() => compile('inv(0) + 1').evaluate(scope));
    expect(e.message).toBe("error evaluating '1 / x': ZeroDivisionError: division by zero");
  });
  test('an error raised by a host function is wrapped with the calling expression', () => {
    const host = defineFunction('boom', [], () => {
      throw new ExprError('ValueError', "cell 'z9' does not exist on board 'map'");
    });
    const e = caught(() => compile('boom()').evaluate(scopeOf({ boom: host })));
    expect(e.message).toBe("error evaluating 'boom()': ValueError: cell 'z9' does not exist on board 'map'");
    expect(e.detail).toBe("cell 'z9' does not exist on board 'map'");
  });
  test('withSource leaves an error that has a source alone', () => {
    const e = new ExprError('KeyError', "'a'", { src: 'd["a"]' });
    expect(e.withSource('other')).toBe(e);
    expect(new ExprError('TypeError', 'x').withSource('s').message).toBe("error evaluating 's': TypeError: x");
  });
  test('a syntax error raised inside an evaluation passes through unchanged', () => {
    const lazy = defineFunction('lazy', [], () => compile('1 +').evaluate(scopeOf({})));
    const e = caught(() => compile('lazy()').evaluate(scopeOf({ lazy })));
    expect(e).toBeInstanceOf(ExprSyntaxError);
    expect(e.message).toBe('syntax error in expression "1 +": unexpected end of expression (position 4)');
  });
  test('every error has a kind', () => {
    for (const src of ['1/0', 'x', '[][1]', "int('a')", '{1: 2}', '1 +', 'range(10**8)', "'a' * 10**9"]) {
      expect(typeof caught(() => evaluate(src)).kind).toBe('string');
    }
  });
});
