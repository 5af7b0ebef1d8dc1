// docs/engine.md#the-validator "Unknown keys" and docs/reference.md#top-level (the schema requires game, label, actions and end and
// allows no other top-level keys); docs/engine.md#the-validator (unknown keys are warnings).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { modelSchema, tacticSchema } from '../scripts/schema-source.mjs';
import { generateValidatorModule } from '../scripts/standalone.mjs';
import { unknownModelKeys } from '../src/unknown-keys.js';

const base = { game: 'g', label: 'G', flow: { id: 'f', kind: 'sequence', children: [] }, actions: {}, end: [] };

describe('unknown keys in a model', () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    ['a complete small model', {}, []],
    ['an extra top-level key', { rules: 1 }, ["unknown key 'rules' at the top level"]],
    ['a typo in an action', { actions: { y: { efect: [] } } }, ["unknown key 'efect' at actions.y"]],
    [
      'a field of another op',
      { actions: { y: { effect: [{ op: 'set', var: 'v', amount: 1 }] } } },
      ["unknown key 'amount' at actions.y.effect.0"],
    ],
    [
      'inside then of an if',
      { actions: { y: { effect: [{ op: 'if', cond_x: 'x', then: [{ op: 'add', var: 'v', amt: 1 }] }] } } },
      ["unknown key 'amt' at actions.y.effect.0.then.0"],
    ],
    [
      'children on a step',
      { flow: { id: 'f', kind: 'sequence', children: [{ id: 's', kind: 'step', do: 'y', children: [] }] } },
      ["unknown key 'children' at flow.children.0"],
    ],
    ['on: in a trigger read as a key', { triggers: [{ id: 't', event: 'e', when: 'x' }] }, ["unknown key 'when' at triggers.0"]],
    [
      'in an end condition',
      { end: [{ id: 'e', if_x: 'x', result: 'draw', winner_x: '0' }] },
      ["unknown key 'winner_x' at end.0"],
    ],
    ['in a derived value dict', { state: { derived: { d: { x: '1', txt: 'a' } } } }, ["unknown key 'txt' at state.derived.d"]],
    ['in a zone', { state: { zones: { deck: { shuffle: true } } } }, ["unknown key 'shuffle' at state.zones.deck"]],
    [
      'in an open question',
      { open_questions: [{ id: 'q', question: 'Q?', state: 'open' }] },
      ["unknown key 'state' at open_questions.0"],
    ],
    ['constants are free', { constants: { A: { anything: [1, { goes: 2 }] } } }, []],
    ['content is free', { content: { cards: { c: { id: 'c', whatever: 1, effect: [{ op: 'set', bogus: 1 }] } } } }, []],
    ['derived_x of an outcome model is free', { outcomes: { m: { derived_x: { q: '1' }, outcomes: [] } } }, []],
    ['an unknown op is not searched further', { actions: { y: { effect: [{ op: 'sett', varr: 'v' }] } } }, []],
    ['an unknown kind is not searched further', { flow: { id: 'f', kind: 'seq', kids: [] } }, []],
  ];
  test.each(cases)('%s', (_name, patch, expected) => {
    expect(unknownModelKeys({ ...base, ...patch }).map((k) => k.message)).toEqual(expected);
  });

  test('the path points at the key itself', () => {
    expect(unknownModelKeys({ ...base, actions: { y: { efect: [] } } })[0]?.path).toEqual(['actions', 'y', 'efect']);
  });
});

test('the committed schemas and generated validators match scripts/schema-source.mjs', () => {
  const root = new URL('..', import.meta.url);
  const read = (file: string) => readFileSync(new URL(file, root), 'utf8');
  expect(JSON.parse(read('schema.json'))).toEqual(modelSchema);
  expect(JSON.parse(read('tactic.schema.json'))).toEqual(tacticSchema);
  expect(read('src/generated/schema-validators.ts')).toBe(generateValidatorModule(modelSchema));
});

test('the generated validators use neither eval nor the Function constructor', () => {
  const code = readFileSync(new URL('../src/generated/schema-validators.ts', import.meta.url), 'utf8');
  expect(code).not.toMatch(/\beval\s*\(|new\s+Function\b|\bFunction\s*\(/);
});
