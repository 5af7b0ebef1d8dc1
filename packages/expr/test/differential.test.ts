// Cases found by differential fuzzing against CPython 3.12, with the value or error CPython
// gives (checked with python3 while writing; the test does not need it). Where we differ on
// purpose, the case is listed with our answer and the README says why ("Differences").
import { describe, expect, test } from 'vitest';
import { failure, show } from './helpers.js';

describe('as CPython 3.12', () => {
  test.each([
    // Displays compute every element before hashing any.
    ['{[1], [].index(0)}', 'ValueError: 0 is not in list'],
    ["{[1]: 1, 'a': [].index(0)}", 'ValueError: 0 is not in list'],
    ['{[1]: [].index(0) for k in [0]}', 'ValueError: 0 is not in list'],
    // Messages.
    ["'a'['x']", "TypeError: string indices must be integers, not 'str'"],
    ["'abc'[1:'x']", 'TypeError: slice indices must be integers or None or have an __index__ method'],
    ['2.5 % 0', 'ZeroDivisionError: float modulo'],
    ['2.5 // 0', 'ZeroDivisionError: float floor division by zero'],
    ['2.5 / 0', 'ZeroDivisionError: float division by zero'],
    ['5 / 0', 'ZeroDivisionError: division by zero'],
    ['5 % 0', 'ZeroDivisionError: integer modulo by zero'],
    ["'a' * 'b'", "TypeError: can't multiply sequence by non-int of type 'str'"],
    ['[1] * [2]', "TypeError: can't multiply sequence by non-int of type 'list'"],
    ["None * 'a'", "TypeError: can't multiply sequence by non-int of type 'NoneType'"],
    ["{'a': 1}[:]", "TypeError: unhashable type: 'slice'"],
  ])('%s', (src, expected) => expect(failure(src)).toBe(expected));

  test.each([
    // Any Unicode decimal digits are digits for int() and float().
    ["int('١٢')", '12'],
    ["int('１２')", '12'],
    ["int(' 𝟘𝟙 ')", '1'],
    ["float('١٢.5')", '12.5'],
    // NaN equals nothing, so two NaNs are two elements.
    ["len({float('nan'), float('nan')})", '2'],
    ["float('nan') in {float('nan')}", 'False'],
    ["len({(float('nan'),), (float('nan'),)})", '2'],
  ])('%s', (src, expected) => expect(show(src)).toBe(expected));
});

describe('documented differences (README, "Differences from Python")', () => {
  test.each([
    // CPython on glibc 2.36 rounds these wrongly in the last bit; ours are correctly rounded
    // (checked with Python's decimal at 60 digits). CPython gives 0.25884940045952326, 3.4825186675554156.
    ['exp(-1.3515088518064156)', '0.2588494004595232'],
    ['log(32.54158036835319)', '3.482518667555415'],
    // A power exactly halfway between two numbers: CPython's float pow (glibc) rounds up here, ours
    // to even, as CPython's int ** int then float() does.
    ['1.5 ** 34', '970739.7373664756'],
    // Text is UTF-16: two halves of a surrogate pair written apart join into one character.
    ["len('\\ud83d' + '\\ude00')", '1'],
  ])('%s', (src, expected) => expect(show(src)).toBe(expected));
  test('a zero-width joiner inside a name: Python refuses the text, we read one name with it', () => {
    expect(failure('a\u200db')).toBe("NameError: name 'a\u200db' is not defined");
  });
});
