// docs/reference.md#writing-rules-down "YAML 1.1 pitfalls" and docs/engine.md#the-validator (readable YAML, a model).
import { describe, expect, it } from 'vitest';
import { ModelError, readModel, readYaml } from '../src/index.js';

const model = (body: string) => `flow: {id: game, kind: sequence, children: []}\n${body}`;

function errorOf(text: string): ModelError {
  try {
    readModel(text);
  } catch (e) {
    if (e instanceof ModelError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('YAML 1.1 scalars (reference §1)', () => {
  const cases: [string, unknown][] = [
    ['yes', true],
    ['Yes', true],
    ['YES', true],
    ['no', false],
    ['No', false],
    ['NO', false],
    ['on', true],
    ['On', true],
    ['ON', true],
    ['off', false],
    ['Off', false],
    ['OFF', false],
    ['true', true],
    ['False', false],
    ['y', 'y'],
    ['n', 'n'],
    ['Y', 'Y'],
    ['010', 8],
    ['1:30', 90],
    ['-1:30', -90],
    ['0x1f', 31],
    ['1_000', 1000],
    ['2.5', 2.5],
    ['2024-01-01', '2024-01-01'],
    ['2024-01-01 10:00:00', '2024-01-01 10:00:00'],
    ['null', null],
    ['~', null],
    ['', null],
    ["'010'", '010'],
    ['"on"', 'on'],
    ['e1', 'e1'],
    ['E5', 'E5'],
    ['.', '.'],
    ['1e3', 1000],
    ['2.5e-1', 0.25],
    ['.5', 0.5],
    ['1.', 1],
    ['-1_000.5', -1000.5],
    ['.inf', Infinity],
    ['-.inf', -Infinity],
    ['1:30.5', 90.5],
  ];
  it.each(cases)('%s', (src, expected) => {
    expect(readModel(model(`v: ${src}`)).data['v']).toEqual(expected);
  });

  it('options: [yes, no] gives [True, False]', () => {
    expect(readModel(model('options: [yes, no]')).data['options']).toEqual([true, false]);
  });
});

describe('keys must be text', () => {
  const cases: [string, string, number, number][] = [
    ['triggers:\n  - {id: t, on: x}', 'key true is not text; put it in quotes', 2, 13],
    ['a:\n  off: 1', 'key false is not text; put it in quotes', 2, 3],
    ['a:\n  1: x', 'key 1 is not text; put it in quotes', 2, 3],
    ['a: {null: 2}', 'key null is not text; put it in quotes', 1, 5],
    ['a: {[1]: 2}', 'key a list is not text; put it in quotes', 1, 5],
  ];
  it.each(cases)('%j', (body, reason, line, column) => {
    const e = errorOf(model(body));
    expect(e.kind).toBe('key');
    expect(e.reason).toBe(reason);
    expect(e.line).toBe(line + 1);
    expect(e.column).toBe(column);
    expect(e.message).toContain(reason);
  });

  it('names the path of the mapping holding the key', () => {
    const e = errorOf(model('triggers:\n  - {id: t, on: x}'));
    expect(e.path).toEqual(['triggers', 0]);
    expect(e.message).toBe('key true is not text; put it in quotes (at triggers.0, line 3, column 13)');
  });

  it('quoted keys are text', () => {
    expect(readModel(model("a: {'on': 1, '1': 2}")).data['a']).toEqual({ on: 1, '1': 2 });
  });
});

describe('unreadable YAML and not a model', () => {
  it('says where the YAML breaks', () => {
    const e = errorOf('flow: {id: a\nb: [1, 2');
    expect(e.kind).toBe('yaml');
    expect(e.message.startsWith('The YAML cannot be read')).toBe(true);
    expect(e.line).toBeGreaterThanOrEqual(1);
    expect(e.message).toMatch(/line \d+, column \d+/);
  });

  it('duplicate keys cannot be read', () => {
    const e = errorOf(model('a: 1\na: 2'));
    expect(e.kind).toBe('yaml');
    expect(e.line).toBe(3);
  });

  it.each(['', 'just text', '- flow', 'game: x\nlabel: y', '[1, 2]'])('%j is not a model', (text) => {
    const e = errorOf(text);
    expect(e.kind).toBe('not-a-model');
    expect(e.message.startsWith('This is not a model')).toBe(true);
  });
});

describe('merge keys and aliases', () => {
  it('<< merges a mapping; own keys win wherever they are written', () => {
    const text = model('base: &b {a: 1, b: 2}\nx: {a: 9, <<: *b, c: 3}');
    expect(readModel(text).data['x']).toEqual({ a: 9, b: 2, c: 3 });
    expect(Object.keys(readModel(text).data['x'] as object)).toEqual(['b', 'a', 'c']);
  });

  it('<< with a list of mappings: earlier ones win', () => {
    const text = model('p: &p {a: 1}\nq: &q {a: 2, b: 2}\nx: {<<: [*p, *q]}');
    expect(readModel(text).data['x']).toEqual({ a: 1, b: 2 });
  });

  it('aliases are copies', () => {
    const data = readModel(model('a: &a [1, 2]\nb: *a')).data;
    expect(data['b']).toEqual([1, 2]);
    expect(data['b']).not.toBe(data['a']);
  });

  it('an alias refers to the last node before it with its anchor', () => {
    const data = readModel(model('a: &x 1\nb: *x\nc: &x [2]\nd: [*x, *x]')).data;
    expect([data['b'], data['d']]).toEqual([1, [[2], [2]]]);
    // An anchor names its node from where it starts: inside it, the alias is the node itself.
    expect(errorOf(model('a: &x 1\nc: &x [2, *x]')).reason).toBe(
      'The YAML cannot be read: an alias refers to itself or to nothing',
    );
  });

  it('100,000 aliases are read in linear time (each walked the whole document: over 300 s)', () => {
    const text = `step: &s {id: s, kind: step}\nflow: {id: g, kind: sequence, children: [${Array(100_000).fill('*s').join(', ')}]}`;
    expect(text.length).toBeGreaterThan(400_000);
    const started = process.cpuUsage();
    const children = (readModel(text).data['flow'] as { children: unknown[] }).children;
    const used = process.cpuUsage(started);
    expect(children).toHaveLength(100_000);
    expect(children[99_999]).toEqual({ id: 's', kind: 'step' });
    // CPU time, generous: about 0.5 s on the shared machine.
    expect((used.user + used.system) / 1000).toBeLessThan(5000);
  });

  it('alias expansion is bounded', () => {
    let text = 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n';
    for (let i = 1; i < 8; i++) {
      const p = `*a${i - 1}`;
      text += `a${i}: &a${i} [${Array(10).fill(p).join(', ')}]\n`;
    }
    const e = errorOf(model(text));
    expect(e.kind).toBe('yaml');
    expect(e.reason).toMatch(/more than 1,000,000 nodes \(counting what aliases and merge keys expand to\)/);
  });
});

describe('reading limits (each refused within a second, naming the limit)', () => {
  const timed = (text: string) => {
    // CPU time, not the clock: a loaded CI machine stretches the clock, not the work.
    const started = process.cpuUsage();
    const e = errorOf(text);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(2000);
    return e;
  };

  it('a merge-key bomb is refused before anything is expanded (it took 24 s)', () => {
    const lines = ['flow: []', `l0: &l0 {${Array.from({ length: 10 }, (_, i) => `k${i}: ${i}`).join(', ')}}`];
    for (let j = 1; j < 12; j++) {
      const p = `*l${j - 1}`;
      lines.push(`l${j}: &l${j} {<<: [${Array(10).fill(p).join(', ')}], m${j}: [${Array(3).fill(p).join(', ')}]}`);
    }
    const e = timed(lines.join('\n'));
    expect(e.reason).toBe('The YAML cannot be read: more than 1,000,000 nodes (counting what aliases and merge keys expand to)');
  });

  it('a text longer than 1,000,000 characters is refused as such, not as an alias bomb', () => {
    const text = 'flow: []\ndata:\n' + '  - [1, 2]\n'.repeat(100_000);
    expect(timed(text).reason).toBe('The YAML cannot be read: the model is longer than 1,000,000 characters');
  });

  it('nesting deeper than 200 levels is refused', () => {
    expect(timed('flow: []\ndata: ' + '['.repeat(300) + ']'.repeat(300)).reason).toBe(
      'The YAML cannot be read: it is nested more than 200 levels deep',
    );
  });

  // From about 800 levels the yaml package overflowed its stack: "Maximum call stack size
  // exceeded" instead of the limit. Every depth now gives the limit, at the level past it.
  const deep: [string, (n: number) => string, number, number][] = [
    ['flow sequences', (n) => 'flow: []\ndata: ' + '['.repeat(n) + ']'.repeat(n), 2, 207],
    ['flow mappings', (n) => 'flow: []\ndata: ' + '{a: '.repeat(n) + '1' + '}'.repeat(n), 2, 807],
    ['block sequences', (n) => 'flow: []\ndata:\n' + '- '.repeat(n) + '1', 3, 401],
    ['flow inside block', (n) => 'flow: []\ndata:\n' + '- ['.repeat(n) + ']'.repeat(n), 3, 600],
  ];
  const levels = [800, 5_000, 100_000];
  it.each(deep.flatMap(([name, text, line, column]) => levels.map((n) => [name, n, text(n), line, column] as const)))(
    '%s, %i levels deep',
    (_name, _n, text, line, column) => {
      const e = timed(text);
      expect(e.reason).toBe('The YAML cannot be read: it is nested more than 200 levels deep');
      expect([e.line, e.column]).toEqual([line, column]);
    },
  );

  it('block mappings by indentation, 800 levels deep', () => {
    const text = 'flow: []\n' + Array.from({ length: 800 }, (_, i) => ' '.repeat(i) + 'k:').join('\n') + ' 1';
    const e = timed(text);
    expect(e.reason).toBe('The YAML cannot be read: it is nested more than 200 levels deep');
    expect([e.line, e.column]).toEqual([203, 202]);
    // A sequence under a key at the key's own column is one level more.
    const pairs = 'flow: []\ndata:\n' + Array.from({ length: 400 }, (_, i) => '  '.repeat(i) + '- a:').join('\n') + ' 1';
    expect([timed(pairs).line, timed(pairs).column]).toEqual([103, 201]);
  });

  it('brackets in quotes, block scalars, plain text and comments are not levels', () => {
    const b = '['.repeat(300);
    const text = [
      'flow: []',
      `lit: |\n  ${b}\n  - - - -`,
      `q: "${b}"`,
      `s: '${b}'`,
      `p: x${b}`,
      `c: 1 # ${b}`,
      `fl: ["${b}", '${b}', x]`,
      `ml: "a\n  ${b}"`,
      `fold: >-\n    ${b}\n\n    ${b}`,
      'after: [1]',
    ].join('\n');
    const data = readModel(text).data;
    expect(data['lit']).toBe(`${b}\n- - - -\n`);
    expect([data['q'], data['s'], data['p'], data['c'], data['fl'], data['after']]).toEqual([b, b, `x${b}`, 1, [b, b, 'x'], [1]]);
  });
});

describe('positions', () => {
  const text =
    'game: g\nflow:\n  id: main\n  kind: sequence\n  children:\n    - {id: s, kind: step, do: a}\nactions:\n  a:\n    effect: [{op: set, var: x, value: 1}]\n';
  const src = readModel(text);
  const cases: [(string | number)[], number, number][] = [
    [[], 1, 1],
    [['flow'], 2, 1],
    [['flow', 'kind'], 4, 3],
    [['flow', 'children', 0], 6, 7],
    [['flow', 'children', 0, 'do'], 6, 27],
    [['actions', 'a', 'effect', 0, 'value'], 9, 32],
  ];
  it.each(cases)('%j', (path, line, column) => {
    expect(src.locate(path)).toEqual({ line, column });
  });
  it('unknown paths give undefined', () => {
    expect(src.locate(['nothing'])).toBeUndefined();
    expect(src.locate(['game', 'x'])).toBeUndefined();
  });
  it('keeps the text', () => {
    expect(src.text).toBe(text);
  });
});

describe('no prototype from model text', () => {
  it('__proto__ is an ordinary key', () => {
    const data = readModel(model('x: {__proto__: {polluted: 1}}')).data['x'] as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect((data as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

describe('readYaml: the same flavour for any text (tactics, views)', () => {
  const fail = (text: string): ModelError => {
    try {
      readYaml(text);
    } catch (e) {
      if (e instanceof ModelError) return e;
      throw e;
    }
    throw new Error('no error');
  };

  it('reads what is not a model, with positions, merge keys and the 1.1 booleans', () => {
    const r = readYaml('base: &b {wide: yes}\nrows:\n  - {<<: *b, zone: d}\n');
    expect(r.data).toEqual({ base: { wide: true }, rows: [{ wide: true, zone: 'd' }] });
    expect(r.locate(['rows', 0, 'zone'])).toEqual({ line: 3, column: 14 });
    expect(readYaml('- 1\n- y\n').data).toEqual([1, 'y']);
    expect(readYaml('').data).toBe(null);
  });

  it('refuses what a model refuses, in the same words', () => {
    expect([fail('on: 1\n').kind, fail('on: 1\n').reason]).toEqual(['key', 'key true is not text; put it in quotes']);
    expect(fail('a: [\n').kind).toBe('yaml');
    expect(fail('x'.repeat(1_000_001)).reason).toBe('The YAML cannot be read: the text is longer than 1,000,000 characters');
  });
});
