// `tabletwin validate tactic.yaml --model model.yaml`: shape, rules and expressions from loading,
// rules that fail while deciding in test games, and `at` patterns that match no place of the model.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT, tabletwin, tempFolder } from './helpers.js';

const pig = join(ROOT, 'models', 'pig.yaml');
const stopAt8 = join(ROOT, 'models', 'tactics', 'pig-tactic.yaml');
const { dir, file } = tempFolder('tabletwin-tactic-');
const PLACES =
  'Places the model asks (its own and from 200 random games): action roll, action start_turn, action stop, step choice, step start';

const misplaced = file(
  'misplaced.yaml',
  [
    'tactic: misplaced',
    'game: pig',
    'rules:',
    '  - {at: step choise, pick: stop}',
    '  - {at: "step ch*", pick: roll}',
    'search: {at: [window end, "action *"]}',
    '',
  ].join('\n'),
);
const twoPicks = file('two-picks.yaml', 'tactic: two\nrules:\n  - {at: step choice, pick: stop, max_x: "1"}\n');
const typo = file(
  'typo.yaml',
  'tactic: typo\nrules:\n  - {at: step choice, when_x: "pott > 3", pick: stop}\n  - {at: step choice, pick: roll}\n',
);

describe('tabletwin validate <tactic> --model <model>', () => {
  test('a good tactic: no errors, no warnings, the places, the test games', async () => {
    expect(await tabletwin('validate', stopAt8, '--model', pig)).toEqual({
      code: 0,
      out: [
        `Tactic pig-tactic (Stop at 8) · ${stopAt8} for ${pig}`,
        'No errors, no warnings.',
        PLACES,
        'Test games with the tactic in every seat: 20 of 20 without a failing rule',
        '',
      ].join('\n'),
      err: '',
    });
  });

  test('an `at` that matches no place is a warning (rules and search); exit code 0', async () => {
    expect(await tabletwin('validate', misplaced, '--model', pig)).toEqual({
      code: 0,
      out: [
        `Tactic misplaced · ${misplaced} for ${pig}`,
        'Warnings (2):',
        "  tactic misplaced: rule 1 (step choise): at 'step choise' matches no place the model asks",
        "  tactic misplaced: search at 'window end' matches no place the model asks",
        PLACES,
        'Test games with the tactic in every seat: 20 of 20 without a failing rule',
        '',
      ].join('\n'),
      err: '',
    });
  });

  test.each([
    [
      'a rule with two pick fields',
      twoPicks,
      [`Tactic ${twoPicks} for ${pig}`, 'Errors (1):', '  tactic two: rule 1 (step choice) has 2 pick fields'],
    ],
    [
      'a shape error',
      file('shape.yaml', 'tactic: shape\nrules: 3\n'),
      [
        `Tactic ${join(dir, 'shape.yaml')} for ${pig}`,
        'Errors (1):',
        `  tactic shape (${join(dir, 'shape.yaml')}): rules: must be a list of rules, not 3`,
      ],
    ],
    [
      'a syntax error',
      file('syntax.yaml', 'tactic: syntax\nrules:\n  - {at: step choice, when_x: "pot >", pick: stop}\n'),
      [`Tactic ${join(dir, 'syntax.yaml')} for ${pig}`, 'Errors (1):'],
    ],
    [
      'another game',
      file('other.yaml', 'tactic: other\ngame: chess\nrules:\n  - {at: step choice, pick: stop}\n'),
      [`Tactic ${join(dir, 'other.yaml')} for ${pig}`, 'Errors (1):', '  tactic other: is for game chess, not pig'],
    ],
  ])('%s: an error, exit code 1', async (_, path, lines) => {
    const r = await tabletwin('validate', path, '--model', pig);
    expect([r.code, r.err]).toEqual([1, '']);
    expect(r.out.split('\n').slice(0, lines.length)).toEqual(lines);
  });

  test('a rule that fails while deciding: an error from the test games', async () => {
    const r = await tabletwin('validate', typo, '--model', pig);
    expect(r.code).toBe(1);
    expect(r.out.split('\n').slice(1, 3)).toEqual([
      'Errors (1):',
      "  tactic typo: rule 1 (step choice) when_x: error evaluating 'pott > 3': NameError: name 'pott' is not defined",
    ]);
    expect(r.out).toContain('Test games with the tactic in every seat: 0 of 20 without a failing rule\n');
  });

  test('a tactic without --model; a model that does not load', async () => {
    expect(await tabletwin('validate', stopAt8)).toEqual({
      code: 1,
      out: `Errors (1):\n  ${stopAt8} is a tactic: name its model with --model model.yaml\n`,
      err: '',
    });
    const notes = file('notes.txt', 'just: text');
    const r = await tabletwin('validate', stopAt8, '--model', notes);
    expect([r.code, r.out, r.err.startsWith(`tabletwin validate: ${notes} does not load (validate it first): `)]).toEqual([
      1,
      '',
      true,
    ]);
    expect((await tabletwin('validate', stopAt8, '--model', join(dir, 'none.yaml'))).err).toBe(
      `tabletwin validate: cannot read ${join(dir, 'none.yaml')}: no such file\n`,
    );
  });

  test('models and tactics together: the summary counts both; --json marks tactics', async () => {
    const r = await tabletwin('validate', pig, stopAt8, twoPicks, '--model', pig, '--no-games');
    expect(r.code).toBe(1);
    expect(r.out.endsWith('\n\n1 model · 2 tactics · 1 error\n')).toBe(true);
    const json = JSON.parse((await tabletwin('validate', pig, misplaced, '--model', pig, '--json', '--no-games')).out);
    expect(json.map((x: { file: string; ok: boolean; kind?: string }) => [x.file, x.ok, x.kind ?? 'model'])).toEqual([
      [pig, true, 'model'],
      [misplaced, true, 'tactic'],
    ]);
    expect(json[1].warnings).toHaveLength(2);
  });
});
