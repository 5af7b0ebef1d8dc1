// Properties over the example models with random seeds and random answers (fast-check):
// nothing but NotExecutable or ExprError is ever thrown, and what happens hidden from a player
// does not show in that player's information state.
import fc from 'fast-check';
import { describe as group, expect, it } from 'vitest';
import { ExprError, loadModel, newGame, NotExecutable, type Game, type Model } from '../src/index.js';
import { exampleModels } from './helpers.js';

const models: [string, Model][] = exampleModels()
  .filter((m) => m.name !== 'hex-skirmish.yaml') // slow games; covered by the acceptance test
  .map((m) => [m.name, loadModel(m.text)]);

/** Plays with the given answer choices (each taken modulo the number of options). */
function playOut(m: Model, seed: number, picks: number[], visit?: (g: Game) => void): void {
  const g = newGame(m, { seed });
  for (const pick of picks) {
    const r = g.request();
    if (r.kind === 'end') return;
    visit?.(g);
    const n = r.kind === 'decision' ? r.options.length : r.outcomes.length;
    g.answer(pick % n);
  }
}

const picks = fc.array(fc.nat(1000), { maxLength: 300 });

group.runIf(models.length > 0)('random answers', () => {
  it.each(models)('%s: only NotExecutable or ExprError', (_name, m) => {
    fc.assert(
      fc.property(fc.nat(), picks, (seed, answers) => {
        try {
          playOut(m, seed, answers);
        } catch (e) {
          expect(e instanceof NotExecutable || e instanceof ExprError, String(e)).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it.each(models)('%s: an answer hidden from a player does not change what that player knows', (_name, m) => {
    fc.assert(
      fc.property(fc.nat(), picks, fc.nat(), (seed, answers, other) => {
        try {
          playOut(m, seed, answers, (g) => {
            const r = g.request();
            if (r.kind === 'end' || r.visibleTo === 'all') return;
            const n = r.kind === 'decision' ? r.options.length : r.outcomes.length;
            if (n < 2) return;
            for (let p = 0; p < m.numPlayers; p++) {
              if (r.visibleTo.includes(p)) continue;
              const known = g.observations(p).length;
              const a = g.clone();
              const b = g.clone();
              a.answer(0);
              b.answer(1 + (other % (n - 1)));
              const prefix = (x: Game) =>
                x
                  .informationState(p)
                  .split('\n')
                  .slice(0, known + 1)
                  .join('\n');
              expect(prefix(a)).toBe(prefix(b));
            }
          });
        } catch (e) {
          if (!(e instanceof NotExecutable || e instanceof ExprError)) throw e;
        }
      }),
      { numRuns: 30 },
    );
  });
});
