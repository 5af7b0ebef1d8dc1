// (b) Every complete model in the docs validates without errors and its 20 test games finish,
// unless a marker above it says how it fails: `<!-- broken: CODE -->` (a finding with that
// code), `<!-- stops: TEXT -->` (no errors, but the games stop with a message holding TEXT);
// `<!-- warns: CODE, ... -->` names the warnings it is meant to have. Every other YAML block
// must at least be YAML.
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { validate } from '@tabletwin/validator';
import { fences, fileKind, pages, type Fence } from './pages.js';

const all = pages().flatMap((p) => fences(p));
const models = all.filter((f) => fileKind(f) === 'model');
const marker = (f: Fence, name: string): string | null => {
  const m = f.markers.find((x) => x.startsWith(`${name}:`) || x === name);
  return m === undefined ? null : m.slice(name.length + 1).trim();
};

describe.each(models.map((f) => [`${f.page}:${f.line}`, f] as const))('model at %s', (_where, f) => {
  const broken = marker(f, 'broken');
  const stops = marker(f, 'stops');
  const warns = (marker(f, 'warns') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const report = validate(f.body);
  const findings = [...report.errors, ...report.warnings].map((x) => `${x.code}: ${x.message}`);

  if (broken !== null) {
    test(`reports ${broken}`, () => {
      expect(findings.some((x) => x.startsWith(`${broken}:`))).toBe(true);
    });
    return;
  }
  test('has no errors and only the warnings it names', () => {
    expect(report.errors.map((x) => x.message)).toEqual([]);
    expect([...new Set(report.warnings.map((w) => w.code))].sort()).toEqual([...warns].sort());
  });
  test(stops === null ? 'every test game finishes' : `its games stop with "${stops}"`, () => {
    const g = report.testGames!;
    if (stops === null) {
      expect(g.stopped).toEqual([]);
      expect(g.cutOff).toBe(0);
      expect(g.finished).toBe(g.played);
    } else {
      expect(g.stopped.map((s) => s.label).some((t) => t.includes(stops))).toBe(true);
    }
  });
});

test('every other YAML block is YAML', () => {
  const bad: string[] = [];
  for (const f of all.filter((x) => x.lang === 'yaml' && fileKind(x) === null)) {
    try {
      parse(f.body, { version: '1.1' });
    } catch (e) {
      bad.push(`${f.page}:${f.line}: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  expect(bad).toEqual([]);
});
