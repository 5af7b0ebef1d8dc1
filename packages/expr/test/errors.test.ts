// docs/expressions.md#errors: run-time errors, `error evaluating '<src>': <Kind>: <message>`, the two
// messages without wrapper, and wrapping once by the innermost evaluation.

import { describe, expect, test } from 'vitest';
import { ExprError, ExprSyntaxError, compile, defineFunction, evaluate, fromJS, scopeOf, type Value } from '@tabletwin/expr';

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

describe('a run-time error says where in its source it failed (issue 10)', () => {
  const boom = defineFunction('boom', [], () => {
    throw new ExprError('ValueError', 'no such cell');
  });
  const body = compile('10 + 1 / x');
  const inv = defineFunction('inv', ['x'], ([x]) => body.evaluate(scopeOf({ x: x as Value })));
  const d = fromJS({ a: 1 });
  // [source, kind, the failing part, position (characters from 1)]
  test.each([
    ['1 / 0', 'ZeroDivisionError', '1 / 0', 1],
    ['x + 1 / 0', 'NameError', 'x', 1],
    ['2 * (3 + 1 / 0)', 'ZeroDivisionError', '1 / 0', 10],
    ['[1, 2][5] + 1', 'IndexError', '[1, 2][5]', 1],
    ["d['a'] + d['b']", 'KeyError', "d['b']", 10],
    ['d.get(1, 2) + nope', 'NameError', 'nope', 15],
    ['len(5) + 1', 'TypeError', 'len(5)', 1],
    ["1 + 'a'", 'TypeError', "1 + 'a'", 1],
    ["[d[k] for k in ['a', 'b']]", 'KeyError', 'd[k]', 2],
    ['sum(1 / v for v in L)', 'ZeroDivisionError', '1 / v', 5],
    ['any(1 / v < 0 for v in L)', 'ZeroDivisionError', '1 / v', 5],
    ["'σ😀' + str(1 / 0)", 'ZeroDivisionError', '1 / 0', 12],
    ['1 if d else boom()', 'no error', '', 0],
    ['0 if not d else boom()', 'ValueError', 'boom()', 17],
    ["{1: 'a'}", 'TypeError', "{1: 'a'}", 1],
  ])('%s', (src, kind, part, position) => {
    if (kind === 'no error') {
      expect(() => compile(src).evaluate(scopeOf({ d, boom }))).not.toThrow();
      return;
    }
    const scope = scopeOf({ d, L: [1, 0], boom });
    const e = caught(() => compile(src).evaluate(scope));
    expect([e.kind, e.src, e.span && src.slice(e.span.start, e.span.end), e.position]).toEqual([kind, src, part, position]);
  });

  test('the message keeps its format; the place is data only', () => {
    const e = caught(() => evaluate('x + 1 / 0', { x: 1 }));
    expect(e.message).toBe("error evaluating 'x + 1 / 0': ZeroDivisionError: division by zero");
    expect([e.position, e.span]).toEqual([5, { start: 4, end: 9 }]);
  });

  test("an own function's error is placed in the function's own source", () => {
    const e = caught(() => compile('inv(0) + 1').evaluate(scopeOf({ inv })));
    expect([e.src, e.position, e.span]).toEqual(['10 + 1 / x', 6, { start: 5, end: 10 }]);
  });

  test('an error from outside any evaluation has no place', () => {
    const e = new ExprError('ValueError', 'x');
    expect([e.span, e.position]).toEqual([undefined, undefined]);
    expect([e.withSource('f()', { start: 0, end: 3 }).position, e.withSource('f()').position]).toEqual([1, undefined]);
  });

  test('a syntax error has its place as data too', () => {
    const e = caught(() => compile('a == = b'));
    expect([e.position, e.span]).toEqual([6, { start: 5, end: 6 }]);
  });

  test('a time-out is not placed (finding the place would take as long again)', () => {
    const e = caught(() => evaluate('sum(1 for a in range(10000) for b in range(10000))'));
    expect([e.kind, e.position, e.span]).toEqual(['TimeoutError', undefined, undefined]);
  });

  test('an error that does not happen again gets no place, and the error is unchanged', () => {
    let calls = 0;
    const flaky = defineFunction('flaky', [], () => {
      if (calls++ === 0) throw new ExprError('ValueError', 'first call fails');
      return 1;
    });
    const e = caught(() => compile('1 + flaky()').evaluate(scopeOf({ flaky })));
    expect([e.message, e.position]).toEqual(["error evaluating '1 + flaky()': ValueError: first call fails", undefined]);
  });

  test('finding the place runs with the budget the failed evaluation had, and gives the steps back', () => {
    // A host that recovers from an own function's error: the inner expression takes 30M of the
    // 50M steps, runs again to find the place, and the outer one still has its 10M.
    const inner = compile('sum(range(10**7)) + sum(range(5 * 10**6)) + 1 / 0');
    let place: number | undefined;
    const safe = defineFunction('safe', [], () => {
      try {
        return inner.evaluate(scopeOf({}));
      } catch (e) {
        place = (e as ExprError).position;
        return 0;
      }
    });
    expect(compile('safe() + sum(range(5 * 10**6)) > 0').evaluate(scopeOf({ safe }))).toBe(true);
    expect(place).toBe(45);
  });
});
