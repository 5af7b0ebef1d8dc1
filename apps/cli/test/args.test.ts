// Reading arguments against a command's list of options.

import { describe, expect, test } from 'vitest';
import type { Command } from '@tabletwin/cli';
import { parseOptions, wholeNumber } from '../src/args.js';
import { readFailure } from '../src/io.js';

const command: Command = {
  summary: 'test',
  operands: '<x>',
  options: [
    { name: 'seed', value: 'N', text: 'a number' },
    { name: 'json', text: 'a flag' },
  ],
  run: () => 0,
};

describe('parseOptions', () => {
  test.each([
    [['a', '--seed', '3'], { values: { seed: '3' }, positionals: ['a'] }],
    [['--seed=3', 'a', '--json'], { values: { seed: '3', json: true }, positionals: ['a'] }],
    [['--seed', '-5'], { values: { seed: '-5' }, positionals: [] }],
    [['--seed', '-.5'], { values: { seed: '-.5' }, positionals: [] }],
    [['-1', '-'], { values: {}, positionals: ['-1', '-'] }],
    [['--seed', '1', '--seed', '2'], { values: { seed: '2' }, positionals: [] }],
    [['--', '--json', '-x'], { values: {}, positionals: ['--json', '-x'] }],
    [['--nope'], "unknown option '--nope'"],
    [['--nope=3'], "unknown option '--nope'"],
    [['-x'], "unknown option '-x'"],
    [['--json=yes'], '--json takes no value'],
    [['--seed'], '--seed needs a value: --seed N'],
    [['--seed', '--json'], '--seed needs a value: --seed N'],
  ])('%j', (args, expected) => {
    expect(parseOptions(command, args)).toEqual(expected);
  });
});

describe('wholeNumber', () => {
  const seed = (text: string) => wholeNumber('seed', text, -Number.MAX_SAFE_INTEGER);
  const max = (text: string) => wholeNumber('max', text, 0);
  const seedRange = 'between -9,007,199,254,740,991 and 9,007,199,254,740,991';
  test.each([
    [seed('-5'), -5],
    [seed('+7'), 7],
    [seed('9007199254740991'), 9007199254740991],
    [seed('9007199254740992'), `--seed must be a whole number ${seedRange}, not 9007199254740992`],
    [seed('-9007199254740992'), `--seed must be a whole number ${seedRange}, not -9007199254740992`],
    [seed('abc'), `--seed must be a whole number ${seedRange}, not abc`],
    [seed('1.5'), `--seed must be a whole number ${seedRange}, not 1.5`],
    [seed('1e3'), 1000],
    [seed('-2.5e3'), -2500],
    [seed('1_000_000'), 1_000_000],
    [seed('9.007199254740991e15'), 9007199254740991],
    [seed('9.007199254740992e15'), `--seed must be a whole number ${seedRange}, not 9.007199254740992e15`],
    [seed('2.0'), 2],
    [seed('1.25e1'), `--seed must be a whole number ${seedRange}, not 1.25e1`],
    [seed('-0'), 0],
    [seed('0e99999999'), 0],
    [seed('1e99999999'), `--seed must be a whole number ${seedRange}, not 1e99999999`],
    [seed('1__0'), `--seed must be a whole number ${seedRange}, not 1__0`],
    [seed('_1'), `--seed must be a whole number ${seedRange}, not _1`],
    [seed('1e-3'), `--seed must be a whole number ${seedRange}, not 1e-3`],
    [seed('0x10'), `--seed must be a whole number ${seedRange}, not 0x10`],
    [seed(''), `--seed must be a whole number ${seedRange}, not `],
    [max('0'), 0],
    [max('-1'), '--max must be a whole number from 0 to 9,007,199,254,740,991, not -1'],
    [max('1e99'), '--max must be a whole number from 0 to 9,007,199,254,740,991, not 1e99'],
    [max('1e12'), 1e12],
  ])('%j', (got, expected) => {
    expect(got).toBe(expected);
  });
});

describe('readFailure says in words why a file cannot be read', () => {
  test.each([
    [{ code: 'ENOENT', message: "ENOENT: no such file or directory, open 'x'" }, 'no such file'],
    [{ code: 'EISDIR', message: 'EISDIR: illegal operation on a directory, read' }, 'is a folder'],
    [{ code: 'EACCES', message: "EACCES: permission denied, open 'x'" }, 'permission denied'],
    [{ code: 'EPERM', message: "EPERM: operation not permitted, open 'x'" }, 'permission denied'],
    [{ code: 'ENOTDIR', message: "ENOTDIR: not a directory, open 'x/y'" }, 'a part of the path is not a folder'],
    [{ code: 'EBUSY', message: "EBUSY: resource busy or locked, open 'x'" }, 'resource busy or locked'],
    [new Error('odd'), 'odd'],
  ])('%j', (e, words) => {
    expect(readFailure(e)).toBe(words);
  });
});
