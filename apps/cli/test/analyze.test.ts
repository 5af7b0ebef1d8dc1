// tabletwin analyze: the metrics as JSON and as a table, the same result on 1 and 2 workers, the
// skill curve, Ctrl-C keeping what was measured, and the errors of its options.

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { ROOT, tabletwin } from './helpers.js';

const pig = join(ROOT, 'models', 'pig.yaml');
const bin = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const NAMES = [
  'completion',
  'timeouts',
  'drawishness',
  'advantage_first',
  'balance',
  'duration_requests',
  'duration_decisions',
  'decision_share',
  'branching_factor',
  'lead_changes',
  'drama',
  'uncertainty',
];
const withoutTime = (out: string) => JSON.stringify({ ...JSON.parse(out), seconds: undefined });

describe('tabletwin analyze', () => {
  const args = ['analyze', pig, '--players', 'random,mcts', '--budget', '8', '--games', '20', '--skill-games', '6', '--json'];

  test('--json: every metric with name, players, value, low, high and note; the same on 1 and 2 workers', async () => {
    const one = await tabletwin(...args, '--workers', '1');
    const two = await tabletwin(...args, '--workers', '2');
    expect([one.code, one.err, two.code, two.err]).toEqual([0, '', 0, '']);
    expect(withoutTime(two.out)).toBe(withoutTime(one.out));
    const r = JSON.parse(one.out);
    expect(r.players).toEqual(['random', 'mcts:8']);
    expect(r.metrics.map((m: { name: string; players: string }) => `${m.players} ${m.name}`)).toEqual([
      ...NAMES.map((n) => `random ${n}`),
      ...NAMES.map((n) => `mcts:8 ${n}`),
      'mcts:8 skill',
    ]);
    for (const m of r.metrics) expect(Object.keys(m).slice(0, 6)).toEqual(['name', 'players', 'value', 'low', 'high', 'note']);
    const skill = r.metrics.at(-1);
    expect(skill.curve.map((c: { stronger: string; weaker: string; games: number }) => [c.stronger, c.weaker, c.games])).toEqual([
      ['mcts:1', 'random', 6],
      ['mcts:2', 'mcts:1', 6],
      ['mcts:8', 'mcts:2', 6],
    ]);
    expect(r).toMatchObject({ games: 20, budget: 8, complete: true, total: 20 * 2 + 6 * 3 });
  });

  test('the table: one row per metric, one column per player, what each row means, the skill curve', async () => {
    const r = await tabletwin(
      'analyze',
      pig,
      '--players',
      'random',
      '--games',
      '30',
      '--seed',
      '2',
      '--skill-games',
      '4',
      '--budget',
      '4',
      '--workers',
      '1',
    );
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Pig: analysis, 30 games per player, seeds 2 to 31; 95% intervals in brackets');
    expect(lines[2]).toMatch(/^metric +random$/);
    expect(lines.slice(3, 15).map((l) => l.split(' ')[0])).toEqual(NAMES);
    expect(lines[3]).toMatch(/^completion +100\.0% \(88\.6% to 100\.0%\)$/);
    expect(lines[11]).toMatch(/^branching_factor +2\.00 \(2\.00 to 2\.00\)$/);
    expect(lines).toContain('completion          30 of 30 games ended');
    expect(r.out).toMatch(/\nskill {2}[+−]\d\.\d\d \([+−]\d\.\d\d to [+−]\d\.\d\d\): the stronger searcher's result/);
    expect(r.out).toMatch(/\n {7}mcts:1 against random: [+−]\d\.\d\d .*over 4 games\n {7}mcts:4 against mcts:1: /);
    expect(r.out).toMatch(/\n38 games in \d+\.\d s\n$/);
  });

  test.each([
    [['--budget', '0'], 'tabletwin analyze: --budget must be a whole number from 1, not 0'],
    [['--games', 'many'], 'tabletwin analyze: --games must be a whole number from 1, not many'],
    [['--players', 'random,'], "tabletwin analyze: --players wants players separated by commas, not 'random,'"],
    [['--players', 'robot'], 'tabletwin analyze: seat 0 (robot): not a player: use random'],
    [['--set', 'NOPE=1'], "tabletwin analyze: unknown constant 'NOPE'; the model has GOAL"],
  ])('%j is refused in one line', async (extra, message) => {
    const r = await tabletwin('analyze', pig, ...extra);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err.startsWith(message)).toBe(true);
    expect(r.err.split('\n')).toHaveLength(2);
  });

  test('no model, a missing file', async () => {
    expect((await tabletwin('analyze')).err).toMatch(
      /^tabletwin analyze: expected one model file, got 0\nusage: tabletwin analyze /,
    );
    expect((await tabletwin('analyze', 'nope.yaml')).err).toBe('tabletwin analyze: cannot read nope.yaml: no such file\n');
  });

  test('Ctrl-C: the metrics of what was measured, exit code 130', async () => {
    const args = [bin, 'analyze', pig, '--games', '2000', '--budget', '50', '--workers', '1', '--json', '--progress'];
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
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(130);
    const r = JSON.parse(out);
    expect(r.complete).toBe(false);
    expect(r.done).toBeGreaterThan(0);
    expect(r.done).toBeLessThan(r.total);
    expect(r.metrics.find((m: { name: string }) => m.name === 'completion').note).toMatch(/^\d+ of \d+ games ended$/);
    expect(err).toMatch(/\ntabletwin analyze: stopped by Ctrl-C; the result above covers [\d,]+ of [\d,]+ games\n$/);
  });
});
