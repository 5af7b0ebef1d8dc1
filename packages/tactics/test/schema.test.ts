// The standalone shape check follows tactic.schema.json (a copy of the validator's).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_KEYS, schemaProblems } from '../src/index.js';

const schema = JSON.parse(readFileSync(resolve(import.meta.dirname, '../tactic.schema.json'), 'utf8')) as {
  required: string[];
  anyOf: { required: string[] }[];
  properties: Record<
    string,
    { properties?: Record<string, unknown>; items?: { properties: Record<string, unknown>; required: string[] } }
  >;
};

describe('the schema and the check agree', () => {
  it('on the keys of a tactic, a rule and search', () => {
    expect(SCHEMA_KEYS.top).toEqual(Object.keys(schema.properties));
    expect(SCHEMA_KEYS.rule).toEqual(Object.keys(schema.properties['rules']!.items!.properties));
    expect(SCHEMA_KEYS.search).toEqual(Object.keys(schema.properties['search']!.properties!));
  });

  it('on what is required', () => {
    expect(schema.required).toEqual(['tactic']);
    expect(schema.anyOf).toEqual([{ required: ['rules'] }, { required: ['extends'] }]);
    expect(schema.properties['rules']!.items!.required).toEqual(['at']);
  });

  it("is the validator's file, byte for byte", () => {
    const ours = readFileSync(resolve(import.meta.dirname, '../tactic.schema.json'), 'utf8');
    const theirs = readFileSync(resolve(import.meta.dirname, '../../validator/tactic.schema.json'), 'utf8');
    expect(ours).toBe(theirs);
  });

  const valid: unknown[] = [
    { tactic: 't', rules: [] },
    { tactic: 't', extends: 'base.yaml' },
    {
      tactic: 't',
      rules: [{ at: ['a', 'b'], options: ['use', 'skip'], when: 'x', when_x: true, pick: 'use', note: 'n' }],
      let: { a: 1, b: 'x', c: false },
      default: 'first',
      search: { at: 'a', rollouts: 1, max_rollouts: 4, z: 0.5 },
    },
  ];
  it.each(valid)('accepts %j', (data) => {
    expect(schemaProblems(data)).toEqual([]);
  });

  const wrong: [string, unknown, string[]][] = [
    ['a typo in a rule', { tactic: 't', rules: [{ at: 'x', pik: 'stop' }] }, ['rules.0.pik: unknown key']],
    ['an extra key', { tactic: 't', extends: 'b.yaml', depth: 3 }, ['depth: unknown key']],
  ];
  it.each(wrong)('refuses %s', (_name, data, problems) => {
    expect(schemaProblems(data)).toEqual(problems);
  });
});
