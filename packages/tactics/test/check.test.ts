// The one tactic check (`tabletwin validate` and the site's tactic box both call it).
import { describe, expect, it } from 'vitest';
import { checkTactic, staticPlaces } from '../src/index.js';
import { pig } from './helpers.js';

const tactic = (rules: string) => `tactic: t\ngame: pig\nrules:\n${rules}`;

describe('checkTactic', () => {
  it("pig's own places, and a rule that decides every choice", () => {
    expect([...staticPlaces(pig())].sort()).toEqual([
      'action roll',
      'action start_turn',
      'action stop',
      'step choice',
      'step start',
    ]);
    const r = checkTactic(tactic('  - {at: step choice, pick: stop}\n'), { model: pig(), path: 't.yaml', games: 3 });
    expect(r.tactic?.name).toBe('t');
    expect([r.errors, r.warnings]).toEqual([[], []]);
    expect(r.games).toEqual({ played: 3, failed: 0 });
    expect(r.uses[0]).toBeGreaterThan(0);
    expect(r.defaults).toEqual([]);
  });

  it('an at that matches no place is a warning, and its decisions fall to the default', () => {
    const r = checkTactic(tactic('  - {at: step nowhere, pick: stop}\n'), { model: pig(), path: 't.yaml', games: 2 });
    expect(r.warnings).toEqual(["tactic t: rule 1 (step nowhere): at 'step nowhere' matches no place the model asks"]);
    expect(r.uses).toEqual([0]);
    expect(r.defaults.map((d) => d.place)).toEqual(['step choice']);
  });

  it('without place games there are no place warnings', () => {
    const r = checkTactic(tactic('  - {at: step nowhere, pick: stop}\n'), {
      model: pig(),
      path: 't.yaml',
      games: 1,
      placeGames: 0,
    });
    expect([r.warnings, r.places]).toEqual([[], []]);
  });

  it('a rule that fails while deciding is an error, once per message', () => {
    const r = checkTactic(tactic('  - {at: step choice, when_x: "nobody > 1", pick: stop}\n'), {
      model: pig(),
      path: 't.yaml',
      games: 4,
      placeGames: 0,
    });
    expect(r.games).toEqual({ played: 4, failed: 4 });
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatch(/^tactic t: rule 1 \(step choice\)/);
  });

  it('a tactic that does not load: the error, and what was thrown', () => {
    const r = checkTactic('tactic: t\ngame: chess\nrules: []\n', { model: pig(), path: 't.yaml' });
    expect(r.tactic).toBeNull();
    expect(r.errors).toEqual(['tactic t: is for game chess, not pig']);
    expect((r.loadError as Error).name).toBe('TacticError');
    expect(r.games).toBeNull();
  });
});
