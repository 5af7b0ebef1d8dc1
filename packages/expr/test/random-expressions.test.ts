// Random expressions built from the grammar, with big numbers, nested comprehensions and the
// builtins that build or walk values: each ends with a value or a language error (never a raw
// JS error, a hang past the budget, or a crash), on a small budget so runaway ones stop fast.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ExprError, compile, emptyScope, withBudget } from '@tabletwin/expr';

const atom = fc.constantFrom('0', '1', '-1', '10**6', '10**7', "'ab'", 'None', 'True', '2.5', "float('nan')", 'x', 'y');
const expr: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    atom,
    atom,
    fc
      .tuple(tie('e'), fc.constantFrom('+', '-', '*', '/', '//', '%', '**', '==', '<', 'in', 'and', 'or'), tie('e'))
      .map(([a, op, b]) => `(${a} ${op} ${b})`),
    fc
      .tuple(
        fc.constantFrom('len', 'str', 'list', 'set', 'tuple', 'sorted', 'sum', 'max', 'dict', 'range', 'int', 'any'),
        tie('e'),
      )
      .map(([f, a]) => `${f}(${a})`),
    fc.tuple(tie('e'), tie('e')).map(([a, b]) => `[${a}, ${b}]`),
    fc.tuple(tie('e'), tie('e')).map(([a, b]) => `(${a}, ${b})`),
    fc.tuple(tie('e'), tie('e')).map(([a, b]) => `{str(${a}): ${b}}`),
    fc.tuple(tie('e'), tie('e')).map(([a, b]) => `${a}[${b}]`),
    fc.tuple(tie('e'), tie('e')).map(([a, b]) => `[${a} for x in range(${b})]`),
    fc.tuple(tie('e'), tie('e')).map(([a, b]) => `{${a} for y in ${b}}`),
    fc.tuple(tie('e'), tie('e')).map(([a, b]) => `(${a} for x in ${b})`),
  ),
})).e;

describe('random expressions end with a value or a language error', () => {
  test('on a budget of 2,000,000 steps', () => {
    fc.assert(
      fc.property(expr, (src) => {
        // CPU time of this test process, not the clock: the bound is about work the budget failed
        // to count, and a loaded CI machine stretches the clock (one run took 3 s of wall time).
        const started = process.cpuUsage();
        try {
          withBudget(() => compile(src).evaluate(emptyScope), 2_000_000);
        } catch (e) {
          if (!(e instanceof ExprError)) throw e;
        }
        // 2,000,000 steps are about 0.1 s of CPU; thirty times that means uncounted work.
        const used = process.cpuUsage(started);
        expect((used.user + used.system) / 1000).toBeLessThan(3000);
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});
