// docs/expressions.md (the examples, with own functions as host functions) and docs/expressions.md#differences-from-python (the
// deliberate differences from Python).

import { describe, expect, test } from 'vitest';
import { compile, defineFunction, fromJS, repr, scopeOf, type Dict, type Value } from '@tabletwin/expr';
import { failure, show } from './helpers.js';

const data = fromJS({
  score: [12, 25],
  GOAL: 20,
  actor: 1,
  hand: [
    [{ cost: 5, value: 1 }],
    [
      { cost: 1, value: 4 },
      { cost: 3, value: 2 },
      { cost: 9, value: 7 },
    ],
  ],
  gold: [0, 3],
  players: [0, 1],
  table: [{ value: 2 }, { value: 5 }],
  unit: { name: 'archer', damage: 2 },
  self: { keywords: 'Ranged Quick' },
}) as Dict;
const total_of = defineFunction(
  'total_of',
  ['p'],
  ([p]) => ((data.score as number[])[p as number] as number) * (p === 0 ? 3 : 1),
);
const card_value = defineFunction('card_value', ['c'], ([c]) => (c as Dict).value as Value);
const scope = scopeOf({ ...Object.fromEntries(Object.entries(data)), total_of, card_value });

describe('§9 examples', () => {
  test.each([
    ['score[actor] >= GOAL', 'True'],
    ["[c for c in hand[actor] if c['cost'] <= gold[actor]]", "[{'cost': 1, 'value': 4}, {'cost': 3, 'value': 2}]"],
    ['max(players, key=total_of)', '0'],
    ["sum(c['value'] for c in table)", '7'],
    ["{**unit, 'damage': 0}", "{'name': 'archer', 'damage': 0}"],
    ["'Ranged' in self.get('keywords', '')", 'True'],
    ['sorted(hand[actor], key=card_value, reverse=True)[:2]', "[{'cost': 9, 'value': 7}, {'cost': 1, 'value': 4}]"],
  ])('%s is %s', (src, expected) => expect(repr(compile(src).evaluate(scope))).toBe(expected));
});

describe('§10 differences from Python', () => {
  test.each([
    ['str(4/2)', "'2'"],
    ['[10, 20, 30][4/2]', '30'],
    ['4/2 == 2', 'True'],
    ['range(3) == [0, 1, 2]', 'True'],
    ["{'a': 1}.keys() == ['a']", 'True'],
    ["{'a': 1}.items() == [('a', 1)]", 'True'],
    ["1 in {'1': 2}", 'False'],
    ["{'2': 1, '1': 2}", "{'1': 2, '2': 1}"],
    ["{'b': 1, '10': 2, 'a': 3, '2': 4}", "{'2': 4, '10': 2, 'b': 1, 'a': 3}"],
    ["list({'x': 1, '-1': 2, '01': 3, '7': 4})", "['7', 'x', '-1', '01']"],
    ['{3, 1, 2}', '{3, 1, 2}'],
    ['(-8) ** 0.5', 'nan'],
    ['2 ** 0.5', '1.4142135623730951'],
    ['9007199254740993', '9007199254740992'],
    ["'2026-01-01'", "'2026-01-01'"],
  ])('%s is %s', (src, expected) => expect(show(src)).toBe(expected));
  test.each([
    ["{1: 'a'}", 'TypeError: dict keys must be text, not int'],
    ['dict([(1, 2)])', 'TypeError: dict keys must be text, not int'],
    ["'%d' % 3", 'TypeError: string formatting with % is not allowed; use str() and +'],
  ])('%s fails: %s', (src, expected) => expect(failure(src)).toBe(expected));
});
