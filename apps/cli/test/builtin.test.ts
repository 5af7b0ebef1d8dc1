// Built-in games by name (issue 16: "the site and CLI can offer them all as built-in games"):
// `tabletwin models` lists them, and a bare name stands for the built-in model, tactic or view.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { tabletwin, ROOT } from './helpers.js';

describe('tabletwin models', () => {
  test('lists every model of models/ with its tactics and views', async () => {
    const r = await tabletwin('models', '--json');
    expect(r.code).toBe(0);
    const list = JSON.parse(r.out) as {
      name: string;
      label: string;
      players: number;
      demonstrates: unknown;
      tactics: string[];
      views: string[];
    }[];
    const files = (await import('node:fs')).readdirSync(join(ROOT, 'models')).filter((f) => f.endsWith('.yaml'));
    // Sorted by name, as the command lists them: leduc-poker before leduc-poker-3.
    expect(list.map((m) => m.name)).toEqual(files.map((f) => f.slice(0, -'.yaml'.length)).sort());
    expect(list.find((m) => m.name === 'pig')).toMatchObject({ label: 'Pig', players: 2, tactics: ['pig-tactic'], views: [] });
    expect(list.find((m) => m.name === 'chess')).toMatchObject({ tactics: ['chess-material'], views: ['chess'] });
    // `demonstrates` is text (docs/reference.md), and every built-in model says what it shows.
    for (const m of list) expect(typeof m.demonstrates === 'string' && m.demonstrates.length > 20, m.name).toBe(true);
    expect(list.find((m) => m.name === 'pig')!.demonstrates).toBe(
      'a loop over players; a loop until a flag; a die roll; an action with a precondition',
    );
  });

  test('the text list names the players, tactics and views', async () => {
    const r = await tabletwin('models');
    const lines = r.out.split('\n');
    const pig = lines.findIndex((l) => l.startsWith('pig '));
    expect(lines.slice(pig, pig + 2)).toEqual([
      'pig            Pig (2 players, tactic:pig-tactic)',
      '               a loop over players; a loop until a flag; a die roll; an action with a precondition',
    ]);
    // Long texts wrap under the name, within 100 columns.
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(100);
    expect(r.out).toContain('Give a name where a model file goes');
  });

  test('takes no file', async () => {
    const r = await tabletwin('models', 'x.yaml');
    expect([r.code, r.err.split('\n')[0]]).toEqual([1, 'tabletwin models: takes no file']);
  });
});

describe('a bare name is the built-in one', () => {
  const pigFile = join(ROOT, 'models', 'pig.yaml');

  const same: { name: string; byName: string[]; byFile: string[] }[] = [
    { name: 'play', byName: ['play', 'pig', '--seed', '3'], byFile: ['play', pigFile, '--seed', '3'] },
    {
      name: 'simulate with a built-in tactic',
      byName: ['simulate', 'pig', '--players', 'tactic:pig-tactic,random', '--games', '40', '--workers', '1', '--json'],
      byFile: [
        'simulate',
        pigFile,
        '--players',
        `tactic:${join(ROOT, 'models', 'tactics', 'pig-tactic.yaml')},random`,
        '--games',
        '40',
        '--workers',
        '1',
        '--json',
      ],
    },
    { name: 'validate', byName: ['validate', 'pig'], byFile: ['validate', pigFile] },
  ];

  test.each(same)('$name gives what the file gives', async ({ byName, byFile }) => {
    const a = await tabletwin(...byName);
    const b = await tabletwin(...byFile);
    expect(a.code).toBe(0);
    const clean = (t: string) =>
      t
        .replace(/"(elapsed|seconds|gamesPerSecond)[^,\n]*,?/g, '')
        .replaceAll(join(ROOT, 'models', 'tactics', 'pig-tactic.yaml'), 'pig-tactic');
    expect(clean(a.out)).toBe(clean(b.out));
  });

  test('a built-in view draws the chess board', async () => {
    const r = await tabletwin('play', 'chess', '--view', 'chess', '--max', '1');
    expect(r.code).toBe(0);
    expect(r.out).toContain('♜');
  });

  test('a built-in tactic is validated against a built-in model', async () => {
    const r = await tabletwin('validate', 'pig-tactic', '--model', 'pig');
    expect(r.code).toBe(0);
    expect(readFileSync(join(ROOT, 'models', 'tactics', 'pig-tactic.yaml'), 'utf8')).toContain('tactic: pig-tactic');
  });

  test('an unknown name says so and points to the list', async () => {
    const r = await tabletwin('play', 'nosuch');
    expect([r.code, r.err]).toEqual([
      1,
      'tabletwin play: cannot read nosuch: no such file, nor a built-in game (tabletwin models lists them)\n',
    ]);
  });
});
