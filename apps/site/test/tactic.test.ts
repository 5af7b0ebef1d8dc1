import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { checkTactic } from '../src/worker/tactic.js';

const pig = readFileSync(new URL('../../../models/pig.yaml', import.meta.url), 'utf8');
const tactic = readFileSync(new URL('../../../models/tactics/pig-tactic.yaml', import.meta.url), 'utf8');
const check = (t: string, model = pig) => checkTactic({ model, tactic: t, files: [], games: 10 });

describe('a pasted tactic checked against the model', () => {
  test('the built-in Pig tactic loads; both rules decide in 10 games and the default never does', () => {
    const r = check(tactic);
    expect(r.problem).toBeNull();
    expect([r.name, r.label, r.games]).toEqual(['pig-tactic', 'Stop at 8', 10]);
    expect(r.rules.map((x) => x.at)).toEqual([['step choice'], ['step choice']]);
    expect(r.rules.every((x) => x.uses > 0)).toBe(true);
    expect(r.defaults).toEqual([]);
    expect(r.errors).toEqual([]);
  });

  test('a rule whose place never comes up decides 0 times; its decisions fall to the default', () => {
    const r = check(tactic.replaceAll('at: step choice', 'at: step nowhere'));
    expect(r.rules.map((x) => x.uses)).toEqual([0, 0]);
    expect(r.defaults.map((d) => d.place)).toEqual(['step choice']);
    expect(r.defaults[0]!.count).toBeGreaterThan(10);
  });

  test.each([
    ['another game', tactic.replace('game: pig', 'game: chess'), 'TacticError: tactic pig-tactic: is for game chess, not pig'],
    ['an expression that does not compile', tactic.replace('pot >= 8 or', 'pot >= >= 8 or'), 'TacticError: tactic pig-tactic'],
    ['no rules key but a typo', tactic.replace('rules:', 'rulez:'), 'TacticError: tactic pig-tactic (your-tactic.yaml)'],
    ['not YAML', 'tactic: [', 'your-tactic.yaml'],
  ])('%s: the tactic error, naming the place', (_, text, start) => {
    const r = check(text);
    expect(r.problem).toContain(start);
    expect(r.rules).toEqual([]);
  });

  test('a model that does not load is said first', () => {
    expect(check(tactic, 'game: [').problem).toMatch(/^the model does not load: /);
  });
});
