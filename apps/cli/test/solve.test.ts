// `tabletwin solve`: Kuhn poker by CFR and a small Pig by expectimax, the strategy file, the errors.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tabletwin, tempFolder } from './helpers.js';

const MODELS = resolve(import.meta.dirname, '../../../models');
const KUHN = join(MODELS, 'kuhn-poker.yaml');
const folder = tempFolder('tabletwin-solve-');
const pig = folder.file(
  'pig5.yaml',
  readFileSync(join(MODELS, 'pig.yaml'), 'utf8')
    .replace(/GOAL: \d+/, 'GOAL: 3')
    .replace('    label: Throw the die\n', '    label: Throw the die\n    pre_x: "score[current] + pot < GOAL"\n'),
);

describe('tabletwin solve', () => {
  it('Kuhn poker: the value, the exploitability and the strategy per information state', async () => {
    const r = await tabletwin('solve', KUHN, '--iterations', '1000');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Kuhn poker · CFR, 1,000 iterations, 58 nodes');
    expect(lines[1]).toMatch(/^Value: player 0 -0\.0555\d+ · player 1 0\.0555\d+$/);
    expect(Number(/^Exploitability: (.*)$/.exec(lines[2]!)![1])).toBeLessThan(1e-3);
    expect(lines[4]).toBe('Strategy (12 information states):');
    expect(lines[5]).toBe('  player 0 at step act · deal · J · ?');
    expect(lines[6]).toMatch(/^ {4}check 0\.\d+ · bet 0\.\d+$/);
    expect(r.out).toContain('  player 1 at step act · deal · ? · K · P0 bet\n    fold 0 · call 1\n');
  });

  it('--json and --out', async () => {
    const out = join(folder.dir, 'kuhn.json');
    const r = await tabletwin('solve', KUHN, '--iterations', '50', '--json', '--out', out);
    expect(r.code).toBe(0);
    const data = JSON.parse(r.out);
    expect(data).toMatchObject({ model: 'Kuhn poker', method: 'cfr', iterations: 50, nodes: 58 });
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(data.strategy);
    expect(data.strategy.format).toBe('tabletwin-strategy/1');
  });

  it('a small Pig by expectimax, with each state', async () => {
    const r = await tabletwin('solve', pig);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toMatch(/^Pig · expectimax, \d+ states, \d+ sweeps$/);
    expect(r.out).toContain('Exploitability: 0\n');
    expect(r.out).toContain('Strategy (');
  });

  const errors: [string, string[], string][] = [
    [
      'expectimax on hidden cards',
      [KUHN, '--method', 'expectimax'],
      'tabletwin solve kuhn-poker: expectimax needs every request seen by everyone, and action deal is not: use cfr\n',
    ],
    ['an unknown method', [KUHN, '--method', 'best'], 'tabletwin solve: --method must be expectimax, cfr or auto, not best\n'],
    [
      'bad iterations',
      [KUHN, '--iterations', 'many'],
      'tabletwin solve: --iterations must be a whole number from 0 to 9,007,199,254,740,991, not many\n',
    ],
    ['no file', ['nowhere.yaml'], 'tabletwin solve: cannot read nowhere.yaml: no such file\n'],
  ];
  it.each(errors)('%s', async (_, args, message) => {
    const r = await tabletwin('solve', ...args);
    expect(r.code).toBe(1);
    expect(r.err).toBe(message);
  });
});
