// `tabletwin eval`, run in-process through the command table, and once through the built bin.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { tabletwin, tempFolder } from './helpers.js';

const { dir, file } = tempFolder('tabletwin-eval-');

describe('tabletwin eval prints the value as str() would', () => {
  test.each([
    [['1 + 2'], '3\n'],
    [["'a' + 'b'"], 'ab\n'],
    [["['a', None, (1,)]"], "['a', None, (1,)]\n"],
    [['4/2'], '2\n'],
    [['--', '-1'], '-1\n'],
    [['-1'], '-1\n'],
    [['-2 * 3'], '-6\n'],
    [["{'b': 1, '1': 2}"], "{'1': 2, 'b': 1}\n"],
  ])('%j', async (args, out) => {
    expect(await tabletwin('eval', ...args)).toEqual({ code: 0, out, err: '' });
  });
  test('--scope reads names from a JSON file', async () => {
    const scope = file('scope.json', JSON.stringify({ score: [3, 25], actor: 1, GOAL: 20, hand: [{ cost: 1 }, { cost: 5 }] }));
    expect(await tabletwin('eval', 'score[actor] >= GOAL', '--scope', scope)).toEqual({ code: 0, out: 'True\n', err: '' });
    expect((await tabletwin('eval', "[c['cost'] for c in hand]", `--scope=${scope}`)).out).toBe('[1, 5]\n');
  });
});

describe('errors go to stderr with exit code 1', () => {
  test.each([
    [['1 / 0'], "error evaluating '1 / 0': ZeroDivisionError: division by zero\n"],
    [['x = 1'], 'assignment is not allowed in "x = 1"\n'],
    [['nope'], "error evaluating 'nope': NameError: name 'nope' is not defined\n"],
    [["{1: 'a'}"], 'dict keys must be text, not int\n'],
  ])('%j', async (args, err) => {
    expect(await tabletwin('eval', ...args)).toEqual({ code: 1, out: '', err });
  });
  test('a missing or bad scope file', async () => {
    const missing = join(dir, 'missing.json');
    expect((await tabletwin('eval', '1', '--scope', missing)).err).toBe(
      `tabletwin eval: cannot read scope file ${missing}: no such file\n`,
    );
    expect((await tabletwin('eval', '1', '--scope', dir)).err).toBe(
      `tabletwin eval: cannot read scope file ${dir}: is a folder\n`,
    );
    const list = file('list.json', '[1]');
    expect((await tabletwin('eval', '1', '--scope', list)).err).toBe(
      `tabletwin eval: scope file ${list} must hold a JSON object {name: value}\n`,
    );
    const broken = file('broken.json', '{');
    const r = await tabletwin('eval', '1', '--scope', broken);
    expect([r.code, r.err.startsWith(`tabletwin eval: scope file ${broken} is not valid JSON: `)]).toEqual([1, true]);
  });
  test('wrong arguments', async () => {
    expect(await tabletwin('eval')).toMatchObject({ code: 1, err: expect.stringContaining('expected one expression, got 0') });
    expect(await tabletwin('eval', '1', '2')).toMatchObject({
      code: 1,
      err: expect.stringContaining('expected one expression, got 2'),
    });
    expect(await tabletwin('eval', '1', '--nope')).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^tabletwin eval: unknown option '--nope'\nusage: /),
    });
    expect(await tabletwin('eval', '1', '--scope')).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^tabletwin eval: --scope needs a value: --scope file.json\n/),
    });
  });
  test('an unknown command', async () => {
    expect(await tabletwin('frobnicate')).toMatchObject({
      code: 1,
      err: expect.stringContaining("unknown command 'frobnicate'"),
    });
  });
  test('help lists the commands', async () => {
    const r = await tabletwin('help');
    expect(r.code).toBe(0);
    expect(r.out).toContain('eval ');
  });
});

const bin = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const exprBuilt = existsSync(fileURLToPath(new URL('../../../packages/expr/dist/index.js', import.meta.url)));

describe.skipIf(!existsSync(bin) || !exprBuilt)('the built bin', () => {
  test('tabletwin eval runs as a process', () => {
    const ok = spawnSync(process.execPath, [bin, 'eval', 'sum(x for x in range(5))'], { encoding: 'utf8' });
    expect([ok.status, ok.stdout, ok.stderr]).toEqual([0, '10\n', '']);
    const bad = spawnSync(process.execPath, [bin, 'eval', '[][0]'], { encoding: 'utf8' });
    expect([bad.status, bad.stdout, bad.stderr]).toEqual([
      1,
      '',
      "error evaluating '[][0]': IndexError: list index out of range\n",
    ]);
  });
});
