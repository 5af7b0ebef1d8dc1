// `xs[i] op v` with `i` a loop variable is one closure, and `any`/`all` over it with `xs` and `v`
// the same at every step read them once (compiler/indexed.ts, compiler/consume.ts). Each case is
// evaluated as written and again with the index written `i if True else 0`, which takes the
// general path; the two must agree: value or error, and the steps spent.
import { describe, expect, test } from 'vitest';
import { ExprError, compile, scopeOf, stepsSpent, withBudget, type Value } from '@tabletwin/expr';
import { failure, show } from './helpers.js';

const general = (src: string): string => src.replace(/\[i\]/g, '[i if True else 0]');

function outcome(src: string, names: Record<string, unknown>, budget?: number): string {
  const before = stepsSpent();
  const error = withBudget(() => failure(src, names), budget);
  const steps = stepsSpent() - before;
  return `${error === 'no error' ? show(src, names) : error} after ${steps} steps`;
}

const LISTS: [string, unknown][] = [
  ['a board', ['X', null, 'O', 1, true, [1], 2.5, 'X', null]],
  ['text', 'XOX'],
  ['a dict', { a: 'X', b: null }],
  ['None', null],
  ['a number', 3],
];
const INDICES: unknown[] = [[0, 1, 2], [2, 0], [], [0, -1], [8, 9], ['a', 'b'], [true], [1.5], [null], [[0]]];
const RIGHTS: unknown[] = ['X', 'O', null, 1, true, [1], 0];
const OPS = ['==', '!=', '<', '>=', 'is', 'is not', 'in', 'not in'];

describe('xs[i] op v agrees with the general comparison', () => {
  test.each(OPS)('%s', (op) => {
    for (const [, xs] of LISTS) {
      for (const idx of INDICES) {
        for (const v of RIGHTS) {
          const names = { xs, idx, v };
          for (const src of [
            `[xs[i] ${op} v for i in idx]`,
            `[xs[i] ${op} None for i in idx]`,
            `[xs[i] ${op} 'X' for i in idx]`,
          ]) {
            expect(outcome(src, names), `${src} ${JSON.stringify(names)}`).toBe(outcome(general(src), names));
          }
        }
      }
    }
  });
});

describe('any and all of xs[i] op v agree with the general loop', () => {
  test.each(['any', 'all'])('%s', (fn) => {
    for (const op of OPS) {
      for (const [, xs] of LISTS) {
        for (const idx of [...INDICES, 'ab', [[0, 1]]]) {
          for (const v of RIGHTS) {
            const names = { xs, idx, v, S: ['X', 'O'], c: 0, bad: 5 };
            for (const src of [
              `${fn}(xs[i] ${op} v for i in idx)`,
              `${fn}(xs[i] ${op} 'X' for i in idx)`,
              `${fn}(xs[i] ${op} S[c] for i in idx)`,
              `${fn}(xs[i] ${op} S[bad] for i in idx)`,
              `${fn}(nothing[i] ${op} S[c] for i in idx)`,
              `any(${fn}(xs[i] ${op} S[c] for i in L) for L in [idx, idx])`,
            ]) {
              expect(outcome(src, names), `${src} ${JSON.stringify(names)}`).toBe(outcome(general(src), names));
            }
          }
        }
      }
    }
  });

  test('an empty list reads neither side; the right side is read after the first item', () => {
    const names = { xs: ['X'], S: ['X'], c: 0, bad: 5 };
    expect(show('all(xs[i] == S[bad] for i in [])', names)).toBe('True');
    expect(show('any(nothing[i] == S[bad] for i in [])', names)).toBe('False');
    expect(failure('all(nothing[i] == S[bad] for i in [0])', names)).toBe("NameError: name 'nothing' is not defined");
    expect(failure('all(xs[i] == S[bad] for i in [3])', names)).toBe('IndexError: list index out of range');
    expect(failure('all(xs[i] == S[bad] for i in [0])', names)).toBe('IndexError: list index out of range');
    // Stops at the first deciding element: the bad index after it is never read.
    expect(show('all(xs[i] == S[c] for i in [0, 0, 2, 5])', { ...names, xs: ['X', 'X', 'O'] })).toBe('False');
    expect(show('any(xs[i] == S[c] for i in [1, 0, 5])', { ...names, xs: ['O', 'X'] })).toBe('True');
  });

  test('an error points at the part of the source that failed', () => {
    const src = 'all(xs[i] == S[bad] for i in L)';
    const scope = scopeOf(
      new Map<string, Value>([
        ['xs', ['X']],
        ['S', ['X']],
        ['bad', 5],
        ['L', [0]],
      ]),
    );
    let e: unknown;
    try {
      compile(src).evaluate(scope);
    } catch (err) {
      e = err;
    }
    expect(e).toBeInstanceOf(ExprError);
    const { span } = e as ExprError;
    expect(span && src.slice(span.start, span.end)).toBe('S[bad]');
  });

  test('runs out of steps at the same point', () => {
    const names = { xs: Array.from({ length: 100 }, () => 'X'), R: Array.from({ length: 100 }, (_, k) => k), m: 'X' };
    const src = 'all(all(xs[i] == m for i in R) for j in R)';
    for (const budget of [5_000, 5_050, 5_051]) {
      expect(outcome(src, names, budget)).toBe(outcome(general(src), names, budget));
      expect(outcome(src, names, budget)).toMatch(/^TimeoutError/);
    }
    expect(outcome(src, names, 10_100)).toBe('True after 10100 steps');
  });

  test('another function than any or all gets the generator', () => {
    const names = { xs: ['X', 'O', 'X'], m: 'X' };
    expect(show('sum(xs[i] == m for i in range(3))', names)).toBe('2');
    expect(show('list(xs[i] == m for i in range(3))', names)).toBe('[True, False, True]');
    expect(show('max(xs[i] == m for i in range(3))', names)).toBe('True');
    expect(failure('m(xs[i] == m for i in range(3))', names)).toBe(
      failure('m(xs[i if True else 0] == m for i in range(3))', names),
    );
  });
});

describe('a list filtered by xs[i] op v agrees with the general filter', () => {
  test.each(OPS)('%s', (op) => {
    for (const [, xs] of LISTS) {
      for (const idx of [...INDICES, 'ab', [[0, 1]], [0, 5, 1]]) {
        for (const v of RIGHTS) {
          const names = { xs, idx, v, S: ['X', 'O'], c: 1, bad: 5 };
          for (const src of [
            `[i for i in idx if xs[i] ${op} v]`,
            `[i for i in idx if xs[i] ${op} None]`,
            `[(i, xs[i]) for i in idx if xs[i] ${op} S[c]]`,
            `[i for i in idx if xs[i] ${op} S[bad]]`,
            `[i for i in idx if nothing[i] ${op} v]`,
            `[[j for j in idx if xs[j] ${op} S[c]] for i in [0, 1]]`,
          ]) {
            expect(outcome(src, names), `${src} ${JSON.stringify(names)}`).toBe(
              outcome(general(src).replace(/\[j\]/g, '[j if True else 0]'), names),
            );
          }
        }
      }
    }
  });

  test('the options of tic-tac-toe', () => {
    const board = ['X', null, 'O', null, null, 'X', 'O', null, 'X'];
    expect(show('[i for i in range(9) if board[i] is None]', { board })).toBe('[1, 3, 4, 7]');
    expect(failure('[i for i in range(10) if board[i] is None]', { board })).toBe('IndexError: list index out of range');
  });
});

describe('range(n) agrees with range(0, n)', () => {
  test.each([0, 9, -3, -0, 2.5, true, false, null, 'a', [1], 10_000_000, 10_000_001, 1e300, Infinity])('%s', (n) => {
    expect(outcome('range(n)[-3:]', { n })).toBe(outcome('range(0, n)[-3:]', { n }));
    expect(outcome('len(range(n))', { n })).toBe(outcome('len(range(0, n))', { n }));
  });
});
