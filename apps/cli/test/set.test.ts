// `--set NAME=VALUE` on every command that loads a model: the value read strictly as YAML, unknown
// names refused, and the model's text changed in place so reports keep the file's line numbers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { withConstants } from '../src/constants.js';
import { ROOT, tabletwin, tempFolder } from './helpers.js';

const PIG = join(ROOT, 'models', 'pig.yaml');
const pigText = readFileSync(PIG, 'utf8');
const { dir, file } = tempFolder('tabletwin-set-');
const pig3 = file('pig3.yaml', pigText.replace('GOAL: 20', 'GOAL: 3'));

describe('a value that is not YAML is refused, on every command', () => {
  const reason = 'the value is not YAML: Flow sequence must end with a ]';
  test.each([
    ['play', [PIG]],
    ['solve', [PIG]],
    ['validate', [PIG]],
    ['diagram', [PIG]],
    ['eval', ['GOAL', '--model', PIG]],
    ['simulate', [PIG, '--games', '1']],
    ['compare', [PIG, '--games', '1', '--set-b', 'GOAL=30']],
  ])('%s', async (name, args) => {
    const r = await tabletwin(name, ...args, '--set', 'GOAL=[1, 2');
    expect([r.code, r.out, r.err]).toEqual([1, '', `tabletwin ${name}: --set GOAL: ${reason}\n`]);
  });
  test('--set-b of compare too, with its own name', async () => {
    const r = await tabletwin('compare', PIG, '--games', '1', '--set-b', 'GOAL={a: 1');
    expect(r.err).toBe('tabletwin compare: --set-b GOAL: the value is not YAML: Flow map must end with a }\n');
  });
  test('an unknown constant names the model’s constants', async () => {
    for (const name of ['play', 'solve', 'diagram']) {
      const r = await tabletwin(name, PIG, '--set', 'GOL=3');
      expect([r.code, r.err]).toEqual([1, `tabletwin ${name}: unknown constant 'GOL'; the model has GOAL\n`]);
    }
    const v = await tabletwin('validate', PIG, '--set', 'GOL=3');
    expect([v.code, v.err]).toEqual([1, `tabletwin validate: ${PIG}: unknown constant 'GOL'; the model has GOAL\n`]);
  });
  test('NAME=VALUE is needed', async () => {
    const r = await tabletwin('play', PIG, '--set', 'GOAL');
    expect(r.err).toBe('tabletwin play: --set wants NAME=VALUE, not GOAL\n');
  });
});

describe('values', () => {
  test.each([
    ['30', '30'],
    ['hello', 'hello'],
    ['[1, 2]', '[1, 2]'],
    ['{a: 1}', "{'a': 1}"],
    ['yes', 'True'],
    ['null', 'None'],
    ["'30'", '30'],
  ])('GOAL=%s is %s', async (value, shown) => {
    const r = await tabletwin('eval', '--model', PIG, '--set', `GOAL=${value}`, 'GOAL');
    expect([r.code, r.out, r.err]).toEqual([0, `${shown}\n`, '']);
  });
  test('quoted, a number is text', async () => {
    expect((await tabletwin('eval', '--model', PIG, '--set', "GOAL='30'", "GOAL == '30'")).out).toBe('True\n');
    expect((await tabletwin('eval', '--model', PIG, '--set', 'GOAL=30', 'GOAL == 30')).out).toBe('True\n');
  });
  test('--set without --model on eval', async () => {
    const r = await tabletwin('eval', '--set', 'GOAL=3', '1');
    expect(r.err).toBe('tabletwin eval: --set replaces constants of a model; name it with --model\n');
  });
});

describe('the game is the one of the changed model', () => {
  test('play: the same transcript as a file with the constant changed', async () => {
    const a = await tabletwin('play', PIG, '--set', 'GOAL=3', '--seed', '5');
    const b = await tabletwin('play', pig3, '--seed', '5');
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).not.toBe((await tabletwin('play', PIG, '--seed', '5')).out);
  });
  test('the last --set of a name wins; several names', async () => {
    const model = file('two.yaml', pigText.replace('GOAL: 20', 'GOAL: 20\n  EXTRA: 1'));
    const r = await tabletwin(
      'eval',
      '--model',
      model,
      '--set',
      'GOAL=4',
      '--set=EXTRA=5',
      '--set',
      'GOAL=6',
      'GOAL * 10 + EXTRA',
    );
    expect(r.out).toBe('65\n');
  });
  test('solve: the same result as the changed file', async () => {
    const small = pigText.replace(
      '    label: Throw the die\n',
      '    label: Throw the die\n    pre_x: "score[current] + pot < GOAL"\n',
    );
    const a = await tabletwin('solve', file('small.yaml', small), '--set', 'GOAL=3', '--json');
    const b = await tabletwin('solve', file('small3.yaml', small.replace('GOAL: 20', 'GOAL: 3')), '--json');
    expect(a.code).toBe(0);
    expect(JSON.parse(a.out).values).toEqual(JSON.parse(b.out).values);
  });
  test('diagram: the constants panel shows the new value', async () => {
    const r = await tabletwin('diagram', PIG, '--set', 'GOAL=33');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/GOAL\W+33/);
    expect(r.out).not.toMatch(/GOAL\W+20/);
  });
});

describe('validate --set', () => {
  // A constant over three lines before an error: the error keeps its line.
  const broken = file(
    'broken.yaml',
    pigText
      .replace('GOAL: 20', 'GOAL: 20\n  HEAPS:\n    - 1\n    - 2')
      .replace('{op: set, var: pot, value: 0}', '{op: sett, var: pot, value: 0}'),
  );
  test('the report of the changed model, with the lines of the file', async () => {
    const plain = await tabletwin('validate', broken, '--no-games');
    const r = await tabletwin('validate', broken, '--no-games', '--set', 'HEAPS=[3]', '--set', 'GOAL=9');
    expect(plain.code).toBe(1);
    // Line 53 of pig.yaml, three lines down.
    expect(plain.out).toMatch(/line 56, column \d+: .*sett/);
    expect(r.out).toBe(`with --set HEAPS=[3] GOAL=9\n${plain.out}`);
  });
  test('--json names the constants', async () => {
    const r = await tabletwin('validate', PIG, '--no-games', '--json', '--set', 'GOAL=9');
    expect(JSON.parse(r.out)).toMatchObject({ set: { GOAL: '9' }, ok: true });
  });
  test('more than one model is refused', async () => {
    const r = await tabletwin('validate', dir, '--set', 'GOAL=9');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /^tabletwin validate: --set replaces constants of one model; \d+ files named \(a folder names each of its models\)\n$/,
    );
  });
  test('the --model of a tactic gets the constants', async () => {
    const tactic = join(ROOT, 'models', 'tactics', 'pig-tactic.yaml');
    const r = await tabletwin('validate', tactic, '--model', PIG, '--set', 'GOL=9');
    expect(r.err).toBe(`tabletwin validate: ${PIG}: unknown constant 'GOL'; the model has GOAL\n`);
    expect((await tabletwin('validate', tactic, '--model', PIG, '--set', 'GOAL=9')).code).toBe(0);
  });
});

describe('withConstants', () => {
  const base = 'game: g\nconstants:\n  A: 1\n  B:\n    - x\n    - y\n  C: {p: 1}\nflow: {id: f, kind: sequence, children: []}\n';
  test('values are written where they stood; the other lines keep their numbers', () => {
    const r = withConstants(base, { B: '[1, 2]', A: 'hi' });
    expect(r).toEqual({
      model: 'game: g\nconstants:\n  A: hi\n  B:\n    [ 1, 2 ]\n\n  C: {p: 1}\nflow: {id: f, kind: sequence, children: []}\n',
    });
  });
  test('text that reads as something else is quoted', () => {
    const r = withConstants(base, { A: "'yes'" }) as { model: string };
    expect(r.model).toContain('  A: "yes"\n');
  });
  test('a value that cannot be written in place: the data instead', () => {
    const flow = 'game: g\nconstants: {A: [1,\n  2], B: 3}\nflow: {id: f, kind: sequence, children: []}\n';
    const r = withConstants(flow, { A: '[5]' }) as { model: unknown };
    expect(r.model).toEqual({ game: 'g', constants: { A: [5], B: 3 }, flow: { id: 'f', kind: 'sequence', children: [] } });
  });
  test('no constants at all', () => {
    expect(withConstants('game: g\nflow: {}\n', { A: '1' })).toEqual({ problem: "unknown constant 'A'; the model has none" });
  });
});
