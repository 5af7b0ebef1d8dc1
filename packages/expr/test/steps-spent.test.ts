// stepsSpent: the work of every budget that ended, for hosts that bound many requests together.
import { describe, expect, test } from 'vitest';
import { ExprError, evaluate, stepsSpent, withBudget } from '@tabletwin/expr';

describe('stepsSpent', () => {
  test('grows by the steps taken inside a budget, nested budgets counted once', () => {
    const before = stepsSpent();
    withBudget(() => evaluate('sum(i for i in range(1000))'));
    expect(stepsSpent() - before).toBe(2000);
    withBudget(() => [withBudget(() => evaluate('sum(i for i in range(1000))')), evaluate('len([0] * 500)')]);
    expect(stepsSpent() - before).toBe(4000 + 511);
  });
  test('a budget that runs out counts what it took', () => {
    const before = stepsSpent();
    expect(() => withBudget(() => evaluate('sum(i for i in range(1000))'), 100)).toThrow(ExprError);
    // range charges its 1,000 items at once, which crosses the budget of 100.
    expect(stepsSpent() - before).toBe(1000);
  });
  test('an evaluation outside a budget is not counted', () => {
    const before = stepsSpent();
    evaluate('sum(i for i in range(1000))');
    expect(stepsSpent()).toBe(before);
  });
});
