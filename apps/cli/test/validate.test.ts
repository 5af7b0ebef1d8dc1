// `tabletwin validate`, run in-process through the command table.

import { chmodSync, mkdirSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { tabletwin, tempFolder } from './helpers.js';
import { progress } from '../src/commands/validate.js';

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
const bad = file(
  'bad.yaml',
  ['game: bad', 'label: Bad', 'mode: solo', 'flow: {id: g, kind: sequence, children: []}', 'actions: {}', 'end: []', ''].join(
    '\n',
  ),
);

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
    expect([r.code, json.ok, json.file, json.errors[0].where, json.errors[0].line, json.testGames]).toEqual([
      1,
      false,
      bad,
      'mode',
      3,
      null,
    ]);
  });
  test('a folder stands for its .yaml files; several reports in JSON are a list', async () => {
    const r = await tabletwin('validate', dir, '--json', '--no-games');
    expect(JSON.parse(r.out).map((x: { file: string; ok: boolean }) => [x.file, x.ok])).toEqual([
      [bad, false],
      [good, true],
    ]);
    const text = await tabletwin('validate', dir, '--no-games');
    expect(text.out).toContain(`# ${bad}\n`);
    expect(text.out).toContain(`\n# ${good}\n`);
  });
  test('usage errors', async () => {
    expect(await tabletwin('validate')).toEqual({
      code: 1,
      out: '',
      err: 'tabletwin validate: name a model file or a folder\nusage: tabletwin validate <model.yaml | folder>... [--json] [--no-games] [--strict] [--lenient] [--model model.yaml] [--set NAME=VALUE]\n',
    });
    expect(await tabletwin('validate', good, '--lenient', '--strict')).toEqual({
      code: 1,
      out: '',
      err: 'tabletwin validate: --lenient and --strict say opposite things; choose one\n',
    });
  });
  test('--strict is the default and so goes with --no-games: no games, nothing to judge', async () => {
    const r = await tabletwin('validate', good, '--strict', '--no-games');
    expect(r).toEqual(await tabletwin('validate', good, '--no-games'));
    expect([r.code, r.err, r.out.includes('Test games')]).toEqual([0, '', false]);
  });
});

describe('several models, some that cannot be read', () => {
  const more = tempFolder('tabletwin-validate-more-');
  const a = more.file('a.yaml', readFileSync(good, 'utf8'));
  const b = more.file('b.yaml', readFileSync(good, 'utf8'));
  const missing = join(more.dir, 'missing.yaml');
  const empty = more.file('empty.yaml', '  \n');
  const folder = join(more.dir, 'sub.yaml');
  mkdirSync(folder);
  const loop = tempFolder('tabletwin-validate-loop-').file(
    'loop.yaml',
    [
      'game: loop',
      'flow: {id: g, kind: loop, children: [{id: s, kind: step, do: idle}]}',
      'actions: {idle: {effect: []}}',
      'end: [{id: never, if_x: "False", result: draw}]',
    ].join('\n'),
  );

  test('a file that cannot be read is one failed entry; the others are still validated', async () => {
    const r = await tabletwin('validate', a, missing, b, '--no-games');
    expect([r.code, r.err]).toEqual([1, '']);
    const parts = r.out.split(/^# /m).slice(1);
    expect(parts.map((x) => x.split('\n')[0])).toEqual([a, missing, b]);
    expect(parts[0]).toContain('No errors, no warnings.');
    expect(parts[1]).toBe(`${missing}\nErrors (1):\n  cannot read ${missing}: no such file\n\n`);
    expect(parts[2]).toContain('No errors, no warnings.');
    expect(r.out.endsWith('\n\n3 models · 1 error\n')).toBe(true);
  });
  test.each([
    ['a missing file', missing, `cannot read ${missing}: no such file`],
    ['a folder', folder, `no .yaml or .yml files in ${folder}`],
    ['an empty file', empty, `${empty} is empty`],
  ])('%s', async (_, path, message) => {
    expect(await tabletwin('validate', path, '--no-games')).toEqual({ code: 1, out: `Errors (1):\n  ${message}\n`, err: '' });
  });
  test('a folder inside a folder of models, with a .yaml name: is a folder', async () => {
    const r = await tabletwin('validate', more.dir, '--no-games');
    expect(r.out).toContain(`# ${folder}\nErrors (1):\n  cannot read ${folder}: is a folder\n`);
    expect(r.out).toContain(`# ${empty}\nErrors (1):\n  ${empty} is empty\n`);
    expect(r.out.endsWith('\n4 models · 2 errors\n')).toBe(true);
  });
  test.skipIf(process.getuid?.() === 0)('a file without read permission', async () => {
    const locked = more.file('locked.yml', 'game: x');
    chmodSync(locked, 0o000);
    expect((await tabletwin('validate', locked)).out).toBe(`Errors (1):\n  cannot read ${locked}: permission denied\n`);
    chmodSync(locked, 0o644);
    unlinkSync(locked);
  });
  test('--json: the unreadable file is an entry of the list', async () => {
    const r = await tabletwin('validate', a, missing, '--json', '--no-games');
    const json = JSON.parse(r.out) as { file: string; ok: boolean; errors: { message: string }[] }[];
    expect(json.map((x) => [x.file, x.ok, x.errors.map((e) => e.message)])).toEqual([
      [a, true, []],
      [missing, false, [`cannot read ${missing}: no such file`]],
    ]);
  });
  test('the summary counts the test games; a model whose test games do not all finish fails, named on stderr after the report', async () => {
    const r = await tabletwin('validate', a, b, loop);
    expect(r.code).toBe(1);
    expect(r.out).toContain('Test games: 0 of 20 finished');
    expect(r.out).toContain('Test games: 0 of 20 finished\nWhere games stopped:\n  20× Error: flow g: loop does not end\n');
    expect(r.out.endsWith('\n\n3 models · 0 errors · 40/60 test games finished\n')).toBe(true);
    expect(r.err).toBe(
      `tabletwin validate: test games did not all finish in ${loop} (0 of 20 finished); --lenient accepts that\n`,
    );
    expect(await tabletwin('validate', a, b, loop, '--strict')).toEqual(r);
    expect(await tabletwin('validate', a, b)).toMatchObject({ code: 0, err: '' });
  });
  test('--lenient: exit code 1 only for errors, the same report, nothing on stderr', async () => {
    const strict = await tabletwin('validate', a, b, loop);
    expect(await tabletwin('validate', a, b, loop, '--lenient')).toEqual({ code: 0, out: strict.out, err: '' });
    expect((await tabletwin('validate', a, loop, missing, '--lenient')).code).toBe(1);
  });
  test('--json: the same exit code and line on stderr, stdout only JSON', async () => {
    const r = await tabletwin('validate', loop, '--json');
    expect([r.code, JSON.parse(r.out).testGames.finished]).toEqual([1, 0]);
    expect(r.err).toBe(
      `tabletwin validate: test games did not all finish in ${loop} (0 of 20 finished); --lenient accepts that\n`,
    );
  });
  test('games cut off at the request limit fail too', async () => {
    const endless = tempFolder('tabletwin-validate-endless-').file(
      'endless.yaml',
      [
        'game: endless',
        'flow: {id: g, kind: loop, children: [{id: s, kind: step, actor_x: "0", do: [a, b]}]}',
        'actions: {a: {effect: []}, b: {effect: []}}',
        'end: [{id: never, if_x: "False", result: draw}]',
      ].join('\n'),
    );
    const r = await tabletwin('validate', endless);
    expect(r.code).toBe(1);
    expect(r.out).toContain('Test games: 0 of 20 finished\n20 games did not end within 5000 requests: a loop without an end?\n');
    expect(r.err).toBe(
      `tabletwin validate: test games did not all finish in ${endless} (0 of 20 finished); --lenient accepts that\n`,
    );
  });
  test('a model whose every request costs millions of steps: the budget ends its games, exit code 1 with that reason', async () => {
    const slow = tempFolder('tabletwin-validate-slow-').file(
      'slow.yaml',
      [
        'game: slow',
        'label: Slow',
        'num_players: 2',
        'state: {vars: {n: {init: 0}}}',
        'flow: {id: g, kind: loop, children: [{id: s, kind: step, actor_x: "n % 2", do: [a, b]}]}',
        'actions:',
        // Evaluated for every request: 16,000,000 steps each, so 20 games of 30 requests would take minutes.
        '  a: {pre_x: "sum(i for i in range(8000000)) >= 0", effect: [{op: add, var: n, amount: 1}]}',
        '  b: {effect: [{op: add, var: n, amount: 1}]}',
        'end: [{id: over, if_x: "n >= 30", result: draw}]',
      ].join('\n'),
    );
    const r = await tabletwin('validate', a, slow);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      '\nTest games: 0 of 1 finished\nGame 1 cut off and 19 more not played: the test games used their budget of 200,000,000 steps; do some requests compute a lot (a big loop or comprehension)?\n',
    );
    expect(r.out.endsWith('\n2 models · 0 errors · 20/40 test games finished\n')).toBe(true);
    expect(r.err).toBe(
      `tabletwin validate: test games did not all finish in ${slow} (0 of 20 finished, the budget of 200,000,000 steps spent); --lenient accepts that\n`,
    );
  });
  test('games that stop on an engine error fail too', async () => {
    const stops = tempFolder('tabletwin-validate-stops-').file(
      'stops.yaml',
      [
        'game: stops',
        'state: {vars: {n: {init: 0}}}',
        'flow: {id: g, kind: step, do: a}',
        'actions: {a: {effect: [{op: set, var: n, value_x: "1 // n"}]}}',
        'end: [{id: e, if_x: "True", result: draw}]',
      ].join('\n'),
    );
    const r = await tabletwin('validate', stops);
    expect(r.code).toBe(1);
    expect(r.out).toContain('Test games: 0 of 20 finished\nWhere games stopped:\n  20× Error: ');
    expect(r.err).toBe(
      `tabletwin validate: test games did not all finish in ${stops} (0 of 20 finished); --lenient accepts that\n`,
    );
  });
});

describe('progress of a model that takes long, on a terminal', () => {
  const clock = () => {
    let t = 0;
    return { now: () => t, advance: (ms: number) => void (t += ms) };
  };
  test('after 2 s by its clock: one line redrawn per game, cleared before the report', () => {
    const written: string[] = [];
    const c = clock();
    const p = progress('x.yaml', { isTTY: true, write: (text) => written.push(text) }, c.now)!;
    p.onGame(1, 20);
    c.advance(1999);
    p.onGame(2, 20);
    expect(written).toEqual([]);
    c.advance(1);
    p.onGame(3, 20);
    p.onGame(4, 20);
    p.clear();
    p.clear();
    expect(written).toEqual(['\rtesting x.yaml: game 3 of 20\x1b[K', '\rtesting x.yaml: game 4 of 20\x1b[K', '\r\x1b[K']);
  });
  test('a quick model shows nothing, not even the clearing', () => {
    const written: string[] = [];
    const p = progress('x.yaml', { isTTY: true, write: (text) => written.push(text) }, clock().now)!;
    for (let g = 1; g <= 20; g++) p.onGame(g, 20);
    p.clear();
    expect(written).toEqual([]);
  });
  test('nothing when stderr is not a terminal', () => {
    expect(progress('x.yaml', { isTTY: false, write: () => {} }, clock().now)).toBeNull();
  });
});
