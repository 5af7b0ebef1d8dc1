// docs/tactics.md#the-file, "Rules" (the load-time checks) and "Variants with extends".
import { NotExecutable } from '@tabletwin/engine';
import { describe, expect, it } from 'vitest';
import { loadTactic, resolvePath, TacticError, type Tactic } from '../src/index.js';
import { exampleText, HOLD_AT_8, pig, team } from './helpers.js';

const model = team();

function error(f: () => unknown): { name: string; kind: string; message: string; text: string } {
  try {
    f();
  } catch (e) {
    const x = e as Error & { kind: string };
    return { name: x.name, kind: x.kind, message: x.message, text: String(e) };
  }
  throw new Error('no error');
}

/** A reader over in-memory files that also lists what it was asked for. */
function files(map: Record<string, string>): { read: (path: string) => string; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    read: (path) => {
      asked.push(path);
      const t = map[path];
      if (t === undefined) throw new Error(`no such file: ${path}`);
      return t;
    },
  };
}

describe('the file', () => {
  it('every key', () => {
    const t = loadTactic(
      `tactic: full
game: team
label: Full
summary: Every key
note: for the test
let: {need: "NEED", big: "need > 5"}
rules:
  - {at: action quest, when_x: big, take_x: "o['will'] >= 4", note: strong ones}
  - {at: [step a, "window *"], options: [pass, heal], when: "when hurt", pick: heal}
default: first
search: {at: [action quest], rollouts: 4, max_rollouts: 10, z: 1.5}
`,
      { model },
    );
    expect({
      ...t,
      rules: t.rules.map(({ matches: _, ...r }) => r),
      search: { ...t.search, matches: undefined },
      model: t.model === model,
    }).toEqual({
      name: 'full',
      game: 'team',
      label: 'Full',
      summary: 'Every key',
      note: 'for the test',
      lets: new Map([
        ['need', 'NEED'],
        ['big', 'need > 5'],
      ]),
      rules: [
        {
          where: 'tactic full: rule 1 (action quest)',
          at: ['action quest'],
          options: null,
          when: 'big',
          kind: 'take_x',
          value: "o['will'] >= 4",
          note: 'strong ones',
        },
        {
          where: 'tactic full: rule 2 (step a, window *)',
          at: ['step a', 'window *'],
          options: ['pass', 'heal'],
          when: null,
          kind: 'pick',
          value: 'heal',
          note: undefined,
        },
      ],
      default: 'first',
      search: { at: ['action quest'], rollouts: 4, maxRollouts: 10, z: 1.5, matches: undefined },
      files: [],
      model: true,
    });
  });

  it('defaults: no lets, no rules, random, no search; search: 8 rollouts, 4 × that at most, z 2', () => {
    const t = loadTactic({ tactic: 'bare', rules: [] }, { model });
    expect([t.game, t.label, t.lets.size, t.rules.length, t.default, t.search]).toEqual([
      undefined,
      undefined,
      0,
      0,
      'random',
      null,
    ]);
    const s = loadTactic('tactic: s\nrules: []\nsearch: {at: "step *"}\n', { model }).search!;
    expect([s.at, s.rollouts, s.maxRollouts, s.z, s.matches('step choice')]).toEqual([['step *'], 8, 32, 2, true]);
    expect(loadTactic('tactic: s\nrules: []\nsearch: {at: x, rollouts: 5}\n', { model }).search!.maxRollouts).toBe(20);
    expect(loadTactic('tactic: s\nrules: []\nsearch: {rollouts: 5}\n', { model }).search).toBeNull();
  });

  it('the published example loads for pig.yaml', () => {
    const t = loadTactic(HOLD_AT_8, { model: pig() });
    expect([t.name, t.game, t.rules.map((r) => r.where)]).toEqual([
      'pig-hold-at-8',
      'pig',
      ['tactic pig-hold-at-8: rule 1 (step choice)', 'tactic pig-hold-at-8: rule 2 (step choice)'],
    ]);
    expect(exampleText('pig.yaml')).toContain('GOAL: 20');
  });

  it('a tactic for another game', () => {
    expect(error(() => loadTactic(HOLD_AT_8, { model }))).toMatchObject({
      name: 'TacticError',
      kind: 'game',
      message: 'tactic pig-hold-at-8: is for game pig, not team',
    });
  });
});

describe('load errors', () => {
  const table: [string, string, string, string][] = [
    ['not a mapping', '- a\n- b\n', 'schema', 'tactic: a tactic is a mapping with a `tactic` key'],
    ['no tactic', 'rules: []\n', 'schema', 'tactic: `tactic` is required'],
    ['neither rules nor extends', 'tactic: t\n', 'schema', 'tactic t: `rules` or `extends` is required'],
    ['an unknown key', 'tactic: t\nrules: []\nplayers: 2\n', 'schema', 'tactic t: players: unknown key'],
    ['a name that is not text', 'tactic: 5\nrules: []\n', 'schema', 'tactic: tactic: must be text, not 5'],
    [
      'a pick label read as a boolean',
      'tactic: t\nrules:\n  - {at: x, pick: yes}\n',
      'schema',
      'tactic t: rules.0.pick: must be text, not true (YAML reads yes, no, on, off as true or false: put the text in quotes)',
    ],
    [
      'an unknown rule key',
      'tactic: t\nrules:\n  - {at: x, pick: a, prefer: b}\n',
      'schema',
      'tactic t: rules.0.prefer: unknown key',
    ],
    [
      'a rule that is not a mapping',
      'tactic: t\nrules: [pick]\n',
      'schema',
      'tactic t: rules.0: a rule must be a mapping, not "pick"',
    ],
    ['rules not a list', 'tactic: t\nrules: {at: x}\n', 'schema', 'tactic t: rules: must be a list of rules, not a mapping'],
    [
      'at not a place',
      'tactic: t\nrules:\n  - {at: 3, pick: a}\n',
      'schema',
      'tactic t: rules.0.at: must be a place or a list of places, not 3',
    ],
    [
      'options not labels',
      'tactic: t\nrules:\n  - {at: x, options: use, pick: a}\n',
      'schema',
      'tactic t: rules.0.options: must be a list of labels (text), not "use"',
    ],
    [
      'an expression that is a list',
      'tactic: t\nrules:\n  - {at: x, max_x: [1]}\n',
      'schema',
      'tactic t: rules.0.max_x: must be an expression (text, a number or true/false), not a list',
    ],
    [
      'a let that is not an expression',
      'tactic: t\nrules: []\nlet: {a: [1]}\n',
      'schema',
      'tactic t: let.a: must be an expression (text, a number or true/false), not a list',
    ],
    [
      'let not a mapping',
      'tactic: t\nrules: []\nlet: [a]\n',
      'schema',
      'tactic t: let: must be a mapping of names to expressions, not a list',
    ],
    ['default', 'tactic: t\nrules: []\ndefault: last\n', 'schema', 'tactic t: default: must be random or first, not "last"'],
    [
      'search rollouts',
      'tactic: t\nrules: []\nsearch: {at: x, rollouts: 0}\n',
      'schema',
      'tactic t: search.rollouts: must be a whole number of at least 1, not 0',
    ],
    [
      'search max_rollouts',
      'tactic: t\nrules: []\nsearch: {at: x, max_rollouts: 2.5}\n',
      'schema',
      'tactic t: search.max_rollouts: must be a whole number of at least 1, not 2.5',
    ],
    ['search z', 'tactic: t\nrules: []\nsearch: {at: x, z: two}\n', 'schema', 'tactic t: search.z: must be a number, not "two"'],
    ['search unknown key', 'tactic: t\nrules: []\nsearch: {at: x, depth: 2}\n', 'schema', 'tactic t: search.depth: unknown key'],
    [
      'two problems',
      'tactic: t\nrules: []\nfoo: 1\ndefault: 2\n',
      'schema',
      'tactic t: foo: unknown key; default: must be random or first, not 2',
    ],
    ['a key that is not text', 'tactic: t\nrules: []\non: 1\n', 'yaml', 'tactic: key true is not text; put it in quotes'],
    [
      'not YAML',
      'tactic: [\n',
      'yaml',
      'tactic: The YAML cannot be read: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ],
    [
      'a syntax error in when_x',
      'tactic: t\nrules:\n  - {at: x, pick: a}\n  - {at: step choice, when_x: "pot >=", pick: stop}\n',
      'syntax',
      'tactic t: rule 2 (step choice) when_x: syntax error in expression "pot >=": unexpected end of expression (position 7)',
    ],
    [
      'a syntax error in max_x',
      'tactic: t\nrules:\n  - {at: [a, b], max_x: "lambda x: x"}\n',
      'syntax',
      'tactic t: rule 1 (a, b) max_x: lambda is not allowed in "lambda x: x"',
    ],
    [
      'a syntax error in pick_x',
      'tactic: t\nrules:\n  - {at: a, pick_x: "(("}\n',
      'syntax',
      'tactic t: rule 1 (a) pick_x: syntax error in expression "((": unexpected end of expression (position 3)',
    ],
    [
      'a syntax error in a let',
      'tactic: t\nrules: []\nlet: {a: "1 +"}\n',
      'syntax',
      'tactic t: let a: syntax error in expression "1 +": unexpected end of expression (position 4)',
    ],
  ];
  it.each(table)('%s', (_, text, kind, message) => {
    const e = error(() => loadTactic(text, { model }));
    expect({ name: e.name, kind: e.kind, message: e.message }).toEqual({ name: 'TacticError', kind, message });
  });

  it('errors name the file when there is one', () => {
    expect(error(() => loadTactic('tactic: t\nrules: 1\n', { model, path: 'tactics/t.yaml' })).message).toBe(
      'tactic t (tactics/t.yaml): rules: must be a list of rules, not 1',
    );
    expect(error(() => loadTactic('tactic: [\n', { model, path: 'tactics/t.yaml' })).message).toMatch(
      /^tactics\/t\.yaml: The YAML cannot be read/,
    );
  });

  const picks: [string, string, string][] = [
    [
      'two pick fields',
      '- {at: a, pick: x}\n  - {at: b, pick: x}\n  - {at: step x, pick: stop, max_x: "1"}',
      'tactic t: rule 3 (step x) has 2 pick fields',
    ],
    ['no pick field', '- {at: step x, when_x: "True"}', 'tactic t: rule 1 (step x) has 0 pick fields'],
    [
      'all five',
      '- {at: [a, b], pick: x, pick_x: "1", max_x: "1", min_x: "1", take_x: "1"}',
      'tactic t: rule 1 (a, b) has 5 pick fields',
    ],
    ['no at', '- {pick: x}', 'tactic t: rule 1 has no at'],
  ];
  it.each(picks)('NotExecutable: %s', (_, rules, message) => {
    const e = error(() => loadTactic(`tactic: t\nrules:\n  ${rules}\n`, { model }));
    expect(e).toEqual({ name: 'NotExecutable', kind: 'NotExecutable', message, text: `NotExecutable: ${message}` });
  });

  it("the pick-field error is the engine's NotExecutable", () => {
    expect(() => loadTactic('tactic: t\nrules:\n  - {at: a}\n', { model })).toThrow(NotExecutable);
  });
});

describe('variants with extends', () => {
  const base = `tactic: base
game: team
label: Base
summary: the base
default: first
let: {margin: "2", need: "NEED"}
search: {at: action quest, rollouts: 4, z: 3}
rules:
  - {at: action quest, pick: Aria}
  - {at: step b, pick: x}
`;
  const variant = `tactic: wide
extends: ../base/base.yaml
label: Wide
let: {margin: "5", extra: "1"}
search: {at: "step *"}
rules:
  - {at: action quest, when_x: "margin > 4", pick: Bo}
`;

  it('rules of the variant first, lets merged (the variant wins), other keys replaced; search as a whole', () => {
    const fs = files({ 'base/base.yaml': base });
    const t = loadTactic(variant, { model, path: 'tactics/wide.yaml', read: fs.read });
    expect(fs.asked).toEqual(['base/base.yaml']);
    expect(t.rules.map((r) => r.where)).toEqual([
      'tactic wide: rule 1 (action quest)',
      'tactic base: rule 1 (action quest)',
      'tactic base: rule 2 (step b)',
    ]);
    expect([...t.lets]).toEqual([
      ['margin', '5'],
      ['need', 'NEED'],
      ['extra', '1'],
    ]);
    expect([t.name, t.game, t.label, t.summary, t.default]).toEqual(['wide', 'team', 'Wide', 'the base', 'first']);
    expect([t.search!.at, t.search!.rollouts, t.search!.maxRollouts, t.search!.z]).toEqual([['step *'], 8, 32, 2]);
    expect(t.files).toEqual(['tactics/wide.yaml', 'base/base.yaml']);
  });

  it('a chain: paths relative to the file that names them', () => {
    const fs = files({
      'a/b/one.yaml': 'tactic: one\nextends: ../two.yaml\nrules:\n  - {at: x, pick: "1"}\n',
      'a/two.yaml': 'tactic: two\nextends: sub/three.yaml\nrules:\n  - {at: x, pick: "2"}\n',
      'a/sub/three.yaml': 'tactic: three\nrules:\n  - {at: x, pick: "3"}\n',
    });
    const t = loadTactic(fs.read('a/b/one.yaml'), { model, path: 'a/b/one.yaml', read: fs.read });
    expect(t.rules.map((r) => r.value)).toEqual(['1', '2', '3']);
    expect(t.files).toEqual(['a/b/one.yaml', 'a/two.yaml', 'a/sub/three.yaml']);
  });

  it('a rule of a base that cannot load names the base', () => {
    const fs = files({ 'base.yaml': 'tactic: base\nrules:\n  - {at: x}\n' });
    expect(error(() => loadTactic('tactic: v\nextends: base.yaml\n', { model, read: fs.read })).message).toBe(
      'tactic base: rule 1 (x) has 0 pick fields',
    );
  });

  const cycles: [string, Record<string, string>, string, string][] = [
    ['itself', { 'a.yaml': 'tactic: a\nextends: a.yaml\n' }, 'a.yaml', 'tactic a: extends forms a cycle: a.yaml → a.yaml'],
    [
      'two files',
      { 't/a.yaml': 'tactic: a\nextends: b.yaml\n', 't/b.yaml': 'tactic: b\nextends: ./a.yaml\n' },
      't/a.yaml',
      'tactic b: extends forms a cycle: t/a.yaml → t/b.yaml → t/a.yaml',
    ],
    [
      'three files, entered in the middle',
      {
        'a.yaml': 'tactic: a\nextends: b.yaml\n',
        'b.yaml': 'tactic: b\nextends: c.yaml\n',
        'c.yaml': 'tactic: c\nextends: b.yaml\n',
      },
      'a.yaml',
      'tactic c: extends forms a cycle: b.yaml → c.yaml → b.yaml',
    ],
  ];
  it.each(cycles)('a cycle: %s', (_, map, start, message) => {
    const fs = files(map);
    const e = error(() => loadTactic(fs.read(start), { model, path: start, read: fs.read }));
    expect({ kind: e.kind, message: e.message }).toEqual({ kind: 'extends', message });
  });

  it('a base that cannot be read, or no reader', () => {
    expect(
      error(() => loadTactic('tactic: v\nextends: gone.yaml\n', { model, path: 'x/v.yaml', read: files({}).read })),
    ).toMatchObject({
      kind: 'extends',
      message: 'tactic v: extends x/gone.yaml, which cannot be read: no such file: x/gone.yaml',
    });
    expect(error(() => loadTactic('tactic: v\nextends: gone.yaml\n', { model }))).toMatchObject({
      kind: 'extends',
      message: 'tactic v: extends gone.yaml, but there is no way to read files here',
    });
  });

  it('a tactic given as data', () => {
    const fs = files({ 'base.yaml': base });
    const t: Tactic = loadTactic(
      { tactic: 'data', extends: 'base.yaml', rules: [{ at: 'x', pick: 'y' }] },
      { model, read: fs.read },
    );
    expect(t.rules).toHaveLength(3);
  });

  const paths: [string | undefined, string, string][] = [
    [undefined, 'base.yaml', 'base.yaml'],
    ['v.yaml', 'base.yaml', 'base.yaml'],
    ['t/v.yaml', 'base.yaml', 't/base.yaml'],
    ['t/v.yaml', './base.yaml', 't/base.yaml'],
    ['t/u/v.yaml', '../../base.yaml', 'base.yaml'],
    ['v.yaml', '../base.yaml', '../base.yaml'],
    ['/home/me/t/v.yaml', '../b/base.yaml', '/home/me/b/base.yaml'],
    ['/v.yaml', '../base.yaml', '/base.yaml'],
    ['t/v.yaml', '/abs/base.yaml', '/abs/base.yaml'],
    ['https://example.com/t/v.yaml', '../base.yaml', 'https://example.com/base.yaml'],
  ];
  it.each(paths)('from %s, %s is %s', (from, rel, expected) => {
    expect(resolvePath(from, rel)).toBe(expected);
  });
});

it('a TacticError has a kind and a place', () => {
  const e = new TacticError('schema', 'tactic t', 'rules: must be a list');
  expect([e.kind, e.where, e.reason, e.message, String(e)]).toEqual([
    'schema',
    'tactic t',
    'rules: must be a list',
    'tactic t: rules: must be a list',
    'TacticError: tactic t: rules: must be a list',
  ]);
});
