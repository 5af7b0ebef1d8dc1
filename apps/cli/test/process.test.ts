// The built command as a process: a reader that closes early, and the root script that runs it
// (`pnpm tabletwin`) from the folder the command was typed in.

import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { tempFolder } from './helpers.js';

const bin = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));
const script = join(root, 'scripts', 'tabletwin.mjs');
const built = existsSync(bin) && existsSync(join(root, 'packages', 'validator', 'dist', 'index.js'));
const { dir, file } = tempFolder('tabletwin-process-');
file(
  'good.yaml',
  [
    'game: good',
    'label: Good',
    'flow: {id: g, kind: step, do: a}',
    'actions: {a: {effect: []}}',
    'end: [{id: over, if_x: "True", result: draw}]',
  ].join('\n'),
);

describe.skipIf(!built)('the built command', () => {
  test('`tabletwin validate models | head -2` stops quietly when head closes its input', () => {
    const status = join(dir, 'status.txt');
    const err = join(dir, 'err.txt');
    // The folder twice: enough reports that most are written after head has gone.
    const shell = '{ "$0" "$1" validate "$2" "$2" 2>"$3"; echo $? >"$4"; } | head -2';
    const r = spawnSync('sh', ['-c', shell, process.execPath, bin, join(root, 'models'), err, status], { encoding: 'utf8' });
    expect(r.stdout.split('\n').length).toBe(3);
    expect([readFileSync(err, 'utf8'), readFileSync(status, 'utf8')]).toEqual(['', '0\n']);
  });
});

describe.skipIf(!built)('a human seat answered from a pipe', () => {
  test('answers line by line, u to undo, the end of the input stops with the game so far; tactic paths from the working folder', () => {
    const args = [bin, 'play', 'models/pig.yaml', '--players', 'human,tactic:models/tactics/pig-tactic.yaml', '--seed', '1'];
    const r = spawnSync(process.execPath, args, { cwd: root, input: '1\n1\nu\n2\n', encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('player 0> u\nundone: your decision at step choice (roll) and 1 request after it\n');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stdout.split('\n')[0]).toBe(
      'Pig · seed 1 · players human, tactic:models/tactics/pig-tactic.yaml · chance from the seed',
    );
    expect(r.stdout).toMatch(/\nStopped after \d+ requests: no more answers\n$/);
  });
  test('without human seats stdin is never read: the command ends although stdin stays open', async () => {
    const child = spawn(process.execPath, [bin, 'play', 'models/pig.yaml', '--seed', '2', '--max', '3'], { cwd: root });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill();
        resolve(null);
      }, 600_000);
      child.on('exit', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    expect([code, out.endsWith('Cut off after 3 requests\n')]).toEqual([0, true]);
    // Only a hang fails: on a loaded machine starting node and playing takes seconds.
  });
});

describe.skipIf(!built)('scripts/tabletwin.mjs (pnpm tabletwin)', () => {
  const node = (args: string[], cwd: string, env: Record<string, string | undefined>) =>
    spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: { ...process.env, INIT_CWD: undefined, ...env } });

  test('relative paths are taken from where the command was typed (INIT_CWD), not the root', () => {
    const r = node([script, 'validate', 'good.yaml', '--no-games'], root, { INIT_CWD: dir });
    expect([r.status, r.stderr, r.stdout.startsWith('Good (good)\nNo errors, no warnings.')]).toEqual([0, '', true]);
  });
  test('without INIT_CWD it runs where it is started', () => {
    const r = node([script, 'eval', '-1'], dir, {});
    expect([r.status, r.stdout, r.stderr]).toEqual([0, '-1\n', '']);
  });
  test('not built yet: one line saying to build first, exit code 1', () => {
    const copy = tempFolder('tabletwin-unbuilt-');
    mkdirSync(join(copy.dir, 'scripts'));
    copyFileSync(script, join(copy.dir, 'scripts', 'tabletwin.mjs'));
    const r = node([join(copy.dir, 'scripts', 'tabletwin.mjs'), 'validate', 'x.yaml'], copy.dir, {});
    expect([r.status, r.stdout, r.stderr]).toEqual([
      1,
      '',
      'tabletwin is not built yet: run `npx -y pnpm@12.4.2 build` at the root of the repository first\n',
    ]);
  });
});
