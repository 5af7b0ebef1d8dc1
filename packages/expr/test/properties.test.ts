// Property tests (fast-check): random input never escapes as anything but ExprSyntaxError or
// ExprError; the printed form of a value reads back as the same value; host prototype names
// behave as ordinary text.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ExprError,
  PySet,
  Tuple,
  compile,
  defineFunction,
  evaluate,
  fromJS,
  newDict,
  repr,
  scopeOf,
  type Value,
} from '@tabletwin/expr';

const TOKENS = [
  'x',
  'd',
  's',
  'f',
  'L',
  'len',
  'sum',
  'max',
  'sorted',
  'range',
  'dict',
  'set',
  'zip',
  'str',
  'int',
  'σ',
  '_x',
  'constructor',
  '__proto__',
  'None',
  'True',
  'False',
  'not',
  'and',
  'or',
  'in',
  'is',
  'if',
  'else',
  'for',
  'lambda',
  'yield',
  'import',
  '0',
  '1',
  '2',
  '10',
  '1.5',
  '0x1f',
  '1e3',
  '1_0',
  "'a'",
  '"b"',
  "r'\\n'",
  "'''t'''",
  "f'x'",
  "b'x'",
  "'\\x4'",
  "'open",
  '+',
  '-',
  '*',
  '/',
  '//',
  '%',
  '**',
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  '=',
  ':=',
  '+=',
  '|',
  '&',
  '^',
  '~',
  '<<',
  '@',
  '!',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  ':',
  '.',
  ';',
  '#',
  '...',
  '.get',
  '.items()',
  '.keys',
  '.append',
  '.count',
  '\\',
  '$',
  '\n',
];

const scope = scopeOf({
  x: [1, 2, 3],
  d: fromJS({ a: 1, constructor: 2 }),
  s: 'abc',
  L: fromJS([
    [1, 'a'],
    [2, 'b'],
  ]),
  f: defineFunction('f', ['a', 'b?'], ([a, b]) => [a as Value, b as Value]),
});

describe('random token soup', () => {
  test('only ever throws ExprSyntaxError or ExprError', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 14 }), fc.boolean(), (tokens, spaced) => {
        const src = tokens.join(spaced ? ' ' : '');
        try {
          compile(src).evaluate(scope);
        } catch (e) {
          if (!(e instanceof ExprError)) throw new Error(`${JSON.stringify(src)} threw ${String(e)}`);
          expect(typeof e.kind).toBe('string');
        }
      }),
      { numRuns: 3000 },
    );
  });
  test('random characters only ever throw ExprSyntaxError or ExprError', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30, unit: 'binary' }), (src) => {
        try {
          compile(src).evaluate(scope);
        } catch (e) {
          if (!(e instanceof ExprError)) throw new Error(`${JSON.stringify(src)} threw ${String(e)}`);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

// Values the language can write as literals (no NaN or infinities: those print as names).
const hashable: fc.Arbitrary<Value> = fc.letrec<{ h: Value }>((tie) => ({
  h: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -1e6, max: 1e6 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ unit: 'binary', maxLength: 8 }),
    fc.array(tie('h'), { maxLength: 3 }).map((items) => new Tuple(items)),
  ),
})).h;

const value: fc.Arbitrary<Value> = fc.letrec<{ v: Value }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    hashable,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.array(tie('v'), { maxLength: 3 }).map((items) => new Tuple(items)),
    fc.array(fc.tuple(fc.string({ unit: 'binary', maxLength: 6 }), tie('v')), { maxLength: 4 }).map((e) => newDict(e)),
    fc.array(hashable, { maxLength: 4 }).map((items) => new PySet(items)),
  ),
})).v;

describe('printed values read back', () => {
  test('evaluating repr(v) gives a value that prints the same', () => {
    fc.assert(
      fc.property(value, (v) => {
        const text = repr(v);
        expect(repr(evaluate(text))).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('host prototype names are ordinary text', () => {
  const names = fc.constantFrom(
    'constructor',
    '__proto__',
    'prototype',
    'toString',
    'valueOf',
    '__lookupGetter__',
    'hasOwnProperty',
  );
  test('as dict keys, texts and .get arguments', () => {
    fc.assert(
      fc.property(names, fc.integer(), (name, n) => {
        const q = repr(name);
        expect(evaluate(`{${q}: n}[${q}]`, { n })).toBe(n);
        expect(evaluate(`{${q}: n}.get(${q})`, { n })).toBe(n);
        expect(evaluate(`{}.get(${q}, n)`, { n })).toBe(n);
        expect(evaluate(`${q} in {}`)).toBe(false);
        expect(evaluate(`${q} in d`, { d: JSON.parse(`{${JSON.stringify(name)}: 1}`) })).toBe(true);
        expect(evaluate(`[k for k in {${q}: 1}]`)).toEqual([name]);
        expect(evaluate(`${q}[0] + ${q}[1:]`)).toBe(name);
        expect(() => evaluate(`{}[${q}]`)).toThrow(`KeyError: ${q}`);
      }),
      { numRuns: 200 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
