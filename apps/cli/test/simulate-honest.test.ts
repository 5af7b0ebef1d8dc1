// simulate and compare say how the run went (README of the CLI, "simulate"): exit codes that mean
// something, threads capped to what helps, nothing lost on Ctrl-C (a comparison compares the seeds
// both sides played; CSV rows are written as games are counted, so `| head` sees them at once), a
// long run in constant memory, and a queue with no worker says so. Waits are for output and exits.

import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hoardingModel } from '@tabletwin/engine/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tabletwin, tempFolder } from './helpers.js';
import { startRedis, type TestRedis } from '../../../packages/tactics/test/simulate/redis.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const bin = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const pig = join(root, 'models', 'pig.yaml');
const CORES = Math.max(1, availableParallelism());
const folder = tempFolder('tabletwin-honest-');
/** Every game fails: the die's amount names nothing. */
const broken = folder.file(
  'broken.yaml',
  [
    'game: broken',
    'num_players: 2',
    'state: {vars: {n: {init: 0}}, zones: {}}',
    'flow: {id: g, kind: sequence, children: [{id: s, kind: step, actor_x: "0", do: act}]}',
    'actions:',
    '  act:',
    '    effect:',
    '      - {op: set, var: n, value_x: "nowhere"}',
  ].join('\n'),
);
/** One request a game, so a million games are quick. */
const tiny = folder.file(
  'tiny.yaml',
  [
    'game: tiny',
    'num_players: 2',
    'state: {vars: {}, zones: {}}',
    'flow: {id: g, kind: sequence, children: [{id: s, kind: step, actor_x: "0", do: act}]}',
    'actions:',
    '  act:',
    '    effect: []',
  ].join('\n'),
);

/** The hoarding model (see the engine's testing entry), ninety steps of 9,000,000 items each. */
const hoarder = folder.file('hoarder.yaml', hoardingModel());

/** A child `tabletwin …`; `line(re)` waits until stdout or stderr has a line that matches. */
function child(args: readonly string[], nodeArgs: readonly string[] = []) {
  const p = spawn(process.execPath, [...nodeArgs, bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const waiting: { re: RegExp; resolve: () => void }[] = [];
  const check = () => {
    for (const w of [...waiting]) if (w.re.test(out) || w.re.test(err)) [waiting.splice(waiting.indexOf(w), 1), w.resolve()];
  };
  p.stdout.on('data', (d: Buffer) => [(out += d.toString()), check()]);
  p.stderr.on('data', (d: Buffer) => [(err += d.toString()), check()]);
  const exit = new Promise<number | null>((resolve) => p.once('exit', (code) => resolve(code)));
  return {
    p,
    exit,
    out: () => out,
    err: () => err,
    line: (re: RegExp) =>
      new Promise<void>((resolve) => {
        waiting.push({ re, resolve });
        check();
      }),
  };
}

describe('exits that mean something', () => {
  test('every game failed: the summary first, then exit 1 with a line saying so', async () => {
    const r = await tabletwin('simulate', broken, '--games', '100', '--workers', '1');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/\ndraws 0 · cut off 0 · failed 100\n/);
    expect(r.out).toMatch(/\nerror in 100 games \(seeds 0, 1, 2, 3, 4, …\): ExprError: /);
    expect(r.err).toBe('tabletwin simulate: 100 of 100 games failed (the errors are in the result above)\n');
  });
  test('compare: failed games on either side make it exit 1', async () => {
    const r = await tabletwin('compare', broken, '--games', '20', '--workers', '1', '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).a.failed).toBe(20);
    expect(r.err).toBe('tabletwin compare: 40 of 40 games failed (the errors are in the result above)\n');
  });
  test.each([
    [['--games', '0'], 'tabletwin simulate: --games must be a whole number from 1, not 0'],
    [['--chunk', '20000'], 'tabletwin simulate: --chunk must be a whole number from 1 to 10,000, not 20000'],
    [['--queue-patience', '5'], 'tabletwin simulate: --queue-patience is for a run with --queue'],
  ])('%j is refused', async (extra, message) => {
    const r = await tabletwin('simulate', pig, ...extra);
    expect([r.code, r.err, r.out]).toEqual([1, message + '\n', '']);
  });
});

describe("the model that held more than memory: the engine's message everywhere", () => {
  const message = /error in 2 games \(seeds 0, 1\): \w+: the game's state would hold more than 10,000,000 items/;
  test('simulate: each game fails with the message; exit 1', async () => {
    const r = await tabletwin('simulate', hoarder, '--games', '2', '--workers', '1');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(message);
  });
  test('play: the game stops with the message', async () => {
    const r = await tabletwin('play', hoarder);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(/the game's state would hold more than 10,000,000 items/);
  });
  test('validate: the report names it', async () => {
    const r = await tabletwin('validate', hoarder);
    expect(r.out).toMatch(/the game's state would hold more than 10,000,000 items/);
  });
});

describe('threads that help', () => {
  test('--workers above the cores is capped, with one line', async () => {
    const r = await tabletwin('simulate', pig, '--games', '200', '--workers', '64');
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      `tabletwin simulate: --workers 64: using ${CORES}, as this machine has ${CORES} core${CORES === 1 ? '' : 's'}\n`,
    );
    expect(r.out).toMatch(new RegExp(`\\n200 games in [\\d.]+ s \\([\\d,]+ games/s\\) on ${CORES} workers?\\n$`));
  });
  test('--workers above the chunks is capped to one thread per chunk', async () => {
    const r = await tabletwin('simulate', pig, '--games', '10', '--chunk', '10', '--workers', String(CORES));
    if (CORES > 1) expect(r.err).toBe(`tabletwin simulate: --workers ${CORES}: using 1, as there is 1 chunk\n`);
    expect(r.out).toMatch(/ on 1 worker\n$/);
  });
});

const built = existsSync(bin);

describe.skipIf(!built)('nothing lost, nothing held', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });

  test('--csv streams: the first rows arrive long before the run would end', async () => {
    const c = child(['simulate', pig, '--games', '10000000', '--workers', '1', '--csv']);
    await c.line(/^seed,return_0,return_1,reason,requests,error\n(\d+,-?1,-?1,reached_goal,\d+,\n){2}/);
    c.p.kill('SIGINT');
    expect(await c.exit).toBe(130);
    expect(c.err()).toMatch(/tabletwin simulate: stopped by Ctrl-C; the result above covers [\d,]+ of 10,000,000 games\n$/);
  });

  test('compare stopped by Ctrl-C compares the seeds both sides played', async () => {
    const c = child([
      'compare',
      pig,
      '--games',
      '1000000',
      '--set-b',
      'GOAL=30',
      '--workers',
      '1',
      '--chunk',
      '200',
      '--progress',
    ]);
    // Both sides of a few chunks are in once a thousand games are counted.
    await c.line(/\] \d{1,3},\d{3}\/2,000,000 games/);
    c.p.kill('SIGINT');
    expect(await c.exit).toBe(130);
    const pairs = Number(/^Pig: ([\d,]+) paired games/.exec(c.out())?.[1]?.replace(/,/g, ''));
    expect(pairs).toBeGreaterThan(0);
  });

  test('--json after SIGTERM: the result of the games played, exit 143', async () => {
    const c = child(['simulate', pig, '--games', '10000000', '--workers', '1', '--chunk', '200', '--json', '--progress']);
    await c.line(/games\/s/);
    c.p.kill('SIGTERM');
    expect(await c.exit).toBe(143);
    const r = JSON.parse(c.out());
    expect([r.complete, r.games > 0, r.requested]).toEqual([false, true, 10_000_000]);
  });

  test('a million games in a coordinator of 64 MB of heap: a run keeps a summary, not every game', async () => {
    const c = child(['simulate', tiny, '--games', '1000000', '--workers', '1', '--json'], ['--max-old-space-size=64']);
    expect(await c.exit).toBe(0);
    expect(JSON.parse(c.out()).games).toBe(1_000_000);
  });

  test('--queue with no worker: a line after 10 s says so; Ctrl-C leaves no job behind', async () => {
    const c = child(['simulate', pig, '--games', '100', '--queue', redis.url]);
    await c.line(/no worker has taken a chunk for 10 s/);
    expect(c.err()).toBe(
      `tabletwin simulate: no worker has taken a chunk for 10 s: start one with tabletwin worker --queue ${redis.url}\n`,
    );
    c.p.kill('SIGINT');
    expect(await c.exit).toBe(130);
  });
});
