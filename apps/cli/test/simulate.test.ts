// tabletwin simulate / compare / worker: the same JSON whatever the number of threads or with a
// queue and two worker processes, the text report, CSV rows, errors, Ctrl-C.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tabletwin } from './helpers.js';
// One throwaway Redis helper for the whole repository: the queue tests of @tabletwin/tactics own it.
import { startRedis, type TestRedis } from '../../../packages/tactics/test/simulate/redis.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const bin = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const pig = join(root, 'models', 'pig.yaml');
const tactic = join(root, 'models', 'tactics', 'pig-tactic.yaml');
const players = `tactic:${tactic},random`;
/** The JSON without its time fields. */
const timeless = (out: string) => JSON.stringify({ ...JSON.parse(out), time: undefined });

describe('tabletwin simulate', () => {
  const args = [pig, '--players', players, '--games', '300', '--seed', '1', '--set', 'GOAL=25', '--json'];
  test('1 and 2 workers: the same JSON, time aside', async () => {
    const one = await tabletwin('simulate', ...args, '--workers', '1');
    const two = await tabletwin('simulate', ...args, '--workers', '2', '--chunk', '77');
    expect([one.code, one.err, two.code, two.err]).toEqual([0, '', 0, '']);
    expect(timeless(two.out)).toBe(timeless(one.out));
    const r = JSON.parse(one.out);
    expect([r.games, r.set, r.seats.map((s: { player: string }) => s.player)]).toEqual([
      300,
      { GOAL: '25' },
      [`tactic:${tactic}`, 'random'],
    ]);
    expect(Object.keys(r.time)).toEqual(['seconds', 'gamesPerSecond']);
  });
  test('the text report: table, end reasons, lengths, timing', async () => {
    const r = await tabletwin('simulate', pig, '--players', 'random', '--games', '200', '--seed', '3', '--workers', '1');
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Pig: 200 games, seeds 3 to 202');
    expect(lines[2]).toMatch(/^seat {2}player {2}win rate {2}95% +mean return {2}95%$/);
    expect(lines[3]).toMatch(/^0 {5}random {2}\d+\.\d% +\d+\.\d% to \d+\.\d% +[+-]\d\.\d{3} +[+-]\d\.\d{3} to [+-]\d\.\d{3}$/);
    expect(lines[5]).toBe('draws 0 · cut off 0 · failed 0');
    expect(lines[6]).toBe('end reasons: reached_goal 200');
    expect(lines[7]).toMatch(/^requests per game: mean \d+\.\d, median \d+, 90% \d+, max \d+$/);
    expect(lines.at(-2)).toMatch(/^200 games in \d+\.\d s \([\d,]+ games\/s\) on 1 worker$/);
  });
  test('--csv: one row per game', async () => {
    const r = await tabletwin('simulate', pig, '--games', '5', '--seed', '10', '--workers', '1', '--max', '15', '--csv');
    const rows = r.out.trimEnd().split('\n');
    expect(rows[0]).toBe('seed,return_0,return_1,reason,requests,error');
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(['10', '11', '12', '13', '14']);
    expect(rows.slice(1).every((row) => /^\d+,(-?1,-?1,reached_goal,\d+|,,cut off,15),$/.test(row))).toBe(true);
  });
  test.each([
    [['--set', 'GOL=3'], "tabletwin simulate: unknown constant 'GOL'; the model has GOAL"],
    [['--set', 'GOAL'], 'tabletwin simulate: --set wants NAME=VALUE, not GOAL'],
    [['--players', 'random,,first'], "tabletwin simulate: --players wants players separated by commas, not 'random,,first'"],
    [['--players', 'human'], 'tabletwin simulate: seat 0 (human): a human seat cannot be simulated'],
    [['--players', 'tactic:nowhere.yaml'], 'tabletwin simulate: cannot read nowhere.yaml: no such file'],
    [['--json', '--csv'], 'tabletwin simulate: --json and --csv cannot be combined'],
    [['--workers', '0'], 'tabletwin simulate: --workers must be a whole number from 1, not 0'],
  ])('%j: %s', async (extra, message) => {
    const r = await tabletwin('simulate', pig, '--games', '3', ...extra);
    expect([r.code, r.err, r.out]).toEqual([1, message + '\n', '']);
  });
});

describe('tabletwin compare', () => {
  // The difference itself is found in the tactics package's tests (4,000 games); here the report.
  test('goal 20 against goal 30 on the same seeds: the table and a sentence per seat', async () => {
    const r = await tabletwin('compare', pig, '--games', '600', '--seed', '1', '--set-b', 'GOAL=30', '--workers', '2');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/\nseat {2}win rate A {2}win rate B {2}A − B +95% +mean return A − B {2}95%\n/);
    expect(r.out).toMatch(
      /\nseat 0: (A wins \d+\.\d points more often \(95%: -?\d+\.\d to \d+\.\d\)|no difference shown)\nseat 1: /,
    );
    expect(r.out.split('\n').slice(0, 3)).toEqual(['Pig: 600 paired games, seeds 1 to 600', 'A: random', 'B: random · GOAL=30']);
  });
  test('a tactic against itself: no difference shown', async () => {
    const r = await tabletwin('compare', pig, '--a', players, '--b', players, '--games', '200', '--workers', '1', '--json');
    const c = JSON.parse(r.out);
    expect(c.seats.map((s: { sentence: string }) => s.sentence)).toEqual(['no difference shown', 'no difference shown']);
  });
});

const built = existsSync(bin);

describe.skipIf(!built)('the built command as processes', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });
  test('--queue with two `tabletwin worker` processes: the same JSON as one thread here', async () => {
    const workers = [0, 1].map(() =>
      spawn(process.execPath, [bin, 'worker', '--queue', redis.url, '--workers', '1', '--quiet'], { stdio: 'ignore' }),
    );
    try {
      const args = ['simulate', pig, '--players', players, '--games', '600', '--seed', '1', '--json'];
      const queued = spawnSync(process.execPath, [bin, ...args, '--queue', redis.url, '--chunk', '50'], { encoding: 'utf8' });
      const local = await tabletwin(...args, '--workers', '1');
      expect([queued.status, queued.stderr]).toEqual([0, '']);
      expect(timeless(queued.stdout)).toBe(timeless(local.out));
    } finally {
      for (const w of workers) w.kill('SIGTERM');
    }
  });
  test('Ctrl-C: the partial result and exit code 130', async () => {
    const args = [bin, 'simulate', pig, '--games', '10000000', '--workers', '1', '--chunk', '200', '--progress'];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let onProgress: () => void = () => {};
    const progressed = new Promise<void>((resolve) => (onProgress = resolve));
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      if (err.includes('games/s')) onProgress();
    });
    // The first progress line comes after the first chunk: by then Ctrl-C is ours to handle.
    await progressed;
    child.kill('SIGINT');
    const code = await new Promise((r) => child.once('exit', r));
    expect(code).toBe(130);
    expect(out).toMatch(/^Pig: [\d,]+ of 10,000,000 games, seeds 0 to 9999999\n/);
    expect(err).toMatch(/^\[[#.]{24}\] [\d,]+\/10,000,000 games, [\d,]+ games\/s, about [^\n]+ left\n/);
    expect(err).toMatch(/\ntabletwin simulate: stopped by Ctrl-C; the result above covers [\d,]+ of 10,000,000 games\n$/);
  });
});
