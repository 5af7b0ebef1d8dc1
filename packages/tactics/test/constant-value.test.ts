// constantValue: a `set` value read strictly as YAML of the models' flavour.
import { describe, expect, test } from 'vitest';
import { constantValue, SimulationError } from '../src/index.js';

describe('constantValue', () => {
  test.each([
    ['30', 30],
    ['[1, 2]', [1, 2]],
    ['null', null],
    ['~', null],
    ['hello', 'hello'],
    ['', ''],
    ['  ', '  '],
    ["'on'", 'on'],
    ['on', true],
  ] as [string, unknown][])('%j is %j', (text, value) => {
    expect(constantValue(text)).toEqual(value);
  });

  test.each([
    ['[1, 2', 'the value is not YAML: Flow sequence must end with a ]'],
    ['{a: 1', 'the value is not YAML: Flow map must end with a }'],
    ['"x', 'the value is not YAML: Missing closing "quote'],
    ['{1: a}', 'the value is not YAML: key 1 is not text; put it in quotes'],
  ])('%j is refused', (text, reason) => {
    let error: unknown;
    try {
      constantValue(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SimulationError);
    expect(error).toMatchObject({ kind: 'constant', where: 'set', reason });
  });
});
