// `tabletwin validate`, run in-process through the command table.

import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { tabletwin, tempFolder } from './helpers.js';

const { dir, file } = tempFolder('tabletwin-validate-');

const good = file(
  'good.yaml',
  [
    'game: good',
    'label: Good',
    'state: {vars: {done: {init: false}}}',
    'flow: {id: g, kind: sequence, children: [{id: s, kind: step, do: a}]}',
    'actions: {a: {effect: [{op: set, var: done, value: true}]}}',
    'end: [{id: over, if_x: done, result: draw}]',
    '',
  ].join('\n'),
);
const bad = file('bad.yaml', ['game: bad', 'label: Bad', 'mode: solo', 'flow: {id: g, kind: sequence, children: []}', 'actions: {}', 'end: []', ''].join('\n'));

describe('tabletwin validate', () => {
  test('a model without errors: the report on stdout, exit code 0', async () => {
    const r = await tabletwin('validate', good);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(r.out).toContain('Good (good)\nNo errors, no warnings.');
    expect(r.out).toContain('Test games: 20 of 20 finished\nOn average 0 requests per game. How they ended:\n  over: 20×');
  });
  test('a model with errors: exit code 1, the error with its line, no test games', async () => {
    const r = await tabletwin('validate', bad);
    expect(r.code).toBe(1);
    expect(r.out).toContain("Errors (1):\n  line 3, column 1: mode 'solo'; use competitive or cooperative");
    expect(r.out).toContain('Test games: none, fix the errors first');
  });
  test('--json gives the report as JSON', async () => {
    const r = await tabletwin('validate', bad, '--json', '--no-games');
    const json = JSON.parse(r.out);
    expect([r.code, json.ok, json.file, json.errors[0].where, json.errors[0].line, json.testGames]).toEqual([1, false, bad, 'mode', 3, null]);
  });
  test('a folder stands for its .yaml files; several reports in JSON are a list', async () => {
    const r = await tabletwin('validate', dir, '--json', '--no-games');
    expect(JSON.parse(r.out).map((x: { file: string; ok: boolean }) => [x.file, x.ok])).toEqual([[bad, false], [good, true]]);
    const text = await tabletwin('validate', dir, '--no-games');
    expect(text.out).toContain(`# ${bad}\n`);
    expect(text.out).toContain(`\n# ${good}\n`);
  });
  test('usage errors', async () => {
    expect(await tabletwin('validate')).toEqual({ code: 1, out: '', err: 'tabletwin validate: name a model file or a folder\nusage: tabletwin validate <model.yaml | folder>... [--json] [--no-games]\n' });
    const missing = join(dir, 'missing.yaml');
    expect((await tabletwin('validate', missing)).err).toBe(`tabletwin validate: cannot read ${missing}: ENOENT\n`);
  });
});
