// The compiler takes shortcuts for common forms (a comparison with a constant, `x['key']` of a
// loop variable, `len(x)`, a dict read by a constant key). Each shortcut must give exactly what
// the general code gives: every case here is evaluated as written and again with the constant
// moved into a name (`k`), which takes the general path, and the two must agree, value or error.
import { describe, expect, test } from 'vitest';
import { failure, show } from './helpers.js';

function outcome(src: string, names: Record<string, unknown>): string {
  const error = failure(src, names);
  return error === 'no error' ? show(src, names) : error;
}

const VALUES: [string, unknown][] = [
  ['text', 'a'],
  ['other text', 'b'],
  ['empty text', ''],
  ['one', 1],
  ['one point zero', 1.0],
  ['zero', 0],
  ['minus zero', -0],
  ['a fraction', 2.5],
  ['True', true],
  ['False', false],
  ['None', null],
  ['a list', [1]],
  ['a dict', { a: 1 }],
];
const CONSTANTS = ["'a'", "''", '1', '0', '1.0', '-1', '2.5', 'None', 'True'];
const OPERATORS = ['==', '!=', '<', '<=', '>', '>=', 'is', 'is not'];

describe('a comparison with a constant agrees with the general comparison', () => {
  for (const op of OPERATORS) {
    test(op, () => {
      for (const [, x] of VALUES) {
        for (const k of CONSTANTS) {
          const names = { x, k: JSON.parse(k === 'None' ? 'null' : k === 'True' ? 'true' : k.replace(/'/g, '"')) };
          expect(outcome(`x ${op} ${k}`, names), `${JSON.stringify(x)} ${op} ${k}`).toBe(outcome(`x ${op} k`, names));
        }
      }
    });
  }

  test.each([
    ['1 == True', 'True'],
    ['True == 1', 'True'],
    ['0 == False', 'True'],
    ["'a' == 'a'", 'True'],
    ["[1] == 'a'", 'False'],
    ['None == 0', 'False'],
    ['0 == -0.0', 'True'],
    ["float('nan') == float('nan')", 'False'],
    ["float('nan') != float('nan')", 'True'],
  ])('%s', (src, expected) => expect(show(src)).toBe(expected));

  test.each([
    ["'a' < 1", "TypeError: '<' not supported between instances of 'str' and 'int'"],
    ['None >= 0', "TypeError: '>=' not supported between instances of 'NoneType' and 'int'"],
    ['[1] > 0', "TypeError: '>' not supported between instances of 'list' and 'int'"],
  ])('%s', (src, expected) => expect(failure(src)).toBe(expected));
});

describe("x['key'] of a loop variable agrees with the general subscript", () => {
  const rows = [{ side: 'a', hp: 1 }, { side: 'b' }, [1, 2], 'text', null];
  test.each([
    ["[r['side'] for r in rows[:2]]", "['a', 'b']"],
    ["[r['hp'] for r in rows[:2]]", "KeyError: 'hp'"],
    ["[r['side'] for r in rows[2:3]]", 'TypeError: list indices must be integers or slices, not str'],
    ["[r['side'] for r in rows[3:4]]", "TypeError: string indices must be integers, not 'str'"],
    ["[r['side'] for r in rows[4:]]", "TypeError: 'NoneType' object is not subscriptable"],
    ["[[r['x'] for x in [1]] for r in [{'x': 2}]]", '[[2]]'],
    ["[y for y in [r['side'] for r in rows[:1]]]", "['a']"],
  ])('%s', (src, expected) => {
    expect(outcome(src, { rows })).toBe(expected);
    expect(outcome(src.replace(/r\['(\w+)'\]/g, "r[k['$1']]"), { rows, k: { side: 'side', hp: 'hp', x: 'x' } })).toBe(expected);
  });
});

describe("d['a']['b']['c'] agrees with the general subscript", () => {
  const content = { units: { archer: { stats: { attack: 3 } }, list: [{ x: 1 }] }, text: 'abc' };
  const KEYS = Object.fromEntries(
    ['units', 'archer', 'stats', 'attack', 'range', 'knight', 'list', 'x', 'text', 'a'].map((k) => [k, k]),
  );
  test.each([
    ["content['units']['archer']['stats']['attack']", '3'],
    ["content['units']['archer']['stats']['range']", "KeyError: 'range'"],
    ["content['units']['knight']['stats']", "KeyError: 'knight'"],
    ["content['units']['list']['x']", 'TypeError: list indices must be integers or slices, not str'],
    ["content['text']['a']", "TypeError: string indices must be integers, not 'str'"],
    ["content['units']['archer']['stats']", "{'attack': 3}"],
  ])('%s', (src, expected) => {
    expect(outcome(src, { content })).toBe(expected);
    expect(outcome(src.replace(/\['(\w+)'\]/g, "[k['$1']]"), { content, k: KEYS })).toBe(expected);
  });
});

describe('len and other one-argument calls', () => {
  test.each([
    ['len([1, 2])', '2'],
    ["len('héllo')", '5'],
    ["len({'a': 1})", '1'],
    ['len((1, 2, 3))', '3'],
    ['len({1, 2})', '2'],
    ['len(5)', "TypeError: object of type 'int' has no len()"],
    ['abs(-2)', '2'],
    ['(lambda_ if False else len)([1])', '1'],
  ])('%s', (src, expected) => expect(outcome(src, {})).toBe(expected));

  test('a name len that holds something else is called as itself', () => {
    expect(outcome('len(1)', { len: 3 })).toBe("TypeError: 'int' object is not callable");
  });
});

describe('dicts read by constant keys, more keys than read sites', () => {
  test('every key reads its own value', () => {
    const d: Record<string, number> = {};
    for (let i = 0; i < 40; i++) d[`key${i}`] = i;
    for (let i = 0; i < 40; i++) expect(show(`d['key${i}']`, { d })).toBe(String(i));
    expect(failure("d['key40']", { d })).toBe("KeyError: 'key40'");
  });
});

describe('sum over a generator on a list agrees with sum over a list', () => {
  const rows = [{ v: 1 }, { v: 0.1 }, { v: 0.2 }, { v: true }, { v: 1e100 }, { v: -1e100 }, { v: [1] }, { w: 1 }, 'text'];
  test.each([
    ["sum(r['v'] for r in rows[:3])", '1.3'],
    ["sum(r['v'] for r in rows[:6])", '2.3'],
    ["sum(r['v'] for r in rows[3:4])", '1'],
    ["sum(r['v'] for r in rows[:0])", '0'],
    ["sum(r['v'] for r in rows[:7])", "TypeError: unsupported operand type(s) for +: 'float' and 'list'"],
    ["sum(r['v'] for r in rows[7:8])", "KeyError: 'v'"],
    ["sum(r['v'] for r in rows[8:])", "TypeError: string indices must be integers, not 'str'"],
    ["sum(r['v'] for r in rows[:6] if r['v'] != 0.1)", '2.2'],
    ["sum(r['v'] * 2 for r in rows[:3])", '2.6'],
  ])('%s', (src, expected) => {
    expect(outcome(src, { rows })).toBe(expected);
    expect(outcome(src.replace(/sum\((.*) for r in (rows\[[^\]]*\])(.*)\)$/, 'sum([$1 for r in $2$3])'), { rows })).toBe(
      expected,
    );
  });
});

describe("a comparison of a loop variable's x['key'] agrees with the general comparison", () => {
  const ops = [...OPERATORS, '<', '>='];
  test.each(ops)('%s', (op) => {
    const rows = VALUES.map(([, v]) => ({ v }));
    for (const k of [...CONSTANTS, 'k']) {
      const names = {
        rows,
        k: 1,
        key: 'v',
        kk: JSON.parse(k === 'k' ? '1' : k === 'None' ? 'null' : k === 'True' ? 'true' : k.replace(/'/g, '"')),
      };
      const general = `[r[key] ${op} ${k === 'k' ? 'k' : 'kk'} for r in rows]`;
      expect(outcome(`[r['v'] ${op} ${k} for r in rows]`, names), `${op} ${k}`).toBe(outcome(general, names));
      for (const [, x] of VALUES) {
        const one = { ...names, rows: [{ v: x }] };
        expect(outcome(`[r['v'] ${op} ${k} for r in rows]`, one), `${JSON.stringify(x)} ${op} ${k}`).toBe(outcome(general, one));
      }
    }
  });
  test.each([
    ["[r['v'] == 1 for r in [{'w': 1}]]", "KeyError: 'v'"],
    ["[r['v'] <= k for r in ['a']]", "TypeError: string indices must be integers, not 'str'"],
    ["[r['v'] > 0 for r in [None]]", "TypeError: 'NoneType' object is not subscriptable"],
  ])('%s', (src, expected) => expect(outcome(src, { k: 1 })).toBe(expected));
});

describe('x in a list agrees with equality', () => {
  test.each([
    ['1 in [True]', 'True'],
    ['0 in [False, 2]', 'True'],
    ['2 in [0, 3]', 'False'],
    ["float('nan') in [float('nan')]", 'False'],
    ['0 in [-0.0]', 'True'],
    ['None in [0, False, None]', 'True'],
    ['None in [0, False]', 'False'],
    ["1 in ['1', [1], (1,)]", 'False'],
  ])('%s', (src, expected) => expect(show(src)).toBe(expected));
});
