// Spoils of the raid: the divider's pile is a subset picked one treasure at a time, each pick
// offering only the treasures after the last one, and the two piles go to different hoards.
import { loadModel, newGame, playGame, type Game } from '@tabletwin/engine';
import { describe, expect, it } from 'vitest';
import { answer, libraryFile } from './helpers.js';

const model = loadModel(libraryFile('subset.yaml'));

function options(game: Game): { where: string; labels: string[] } {
  const req = game.request();
  if (req.kind !== 'decision') throw new Error(`expected a decision, got ${req.kind}`);
  return { where: req.where, labels: req.options.map((o) => o.label) };
}

describe('subset (Spoils of the raid)', () => {
  it('the divider picks 7 and 5 one at a time, the chooser takes that pile, the divider keeps the rest', () => {
    const game = newGame(model, { seed: 3 });
    for (const t of ['7', '4', '5', '4']) answer(game, t);
    expect(options(game)).toEqual({ where: 'action split · 1', labels: ['7', '4', '5', '4', 'done'] });
    answer(game, '7');
    expect(options(game)).toEqual({ where: 'action split · 2', labels: ['4', '5', '4', 'done'] });
    answer(game, '5');
    // Only what lies after the 5 is still on offer.
    expect(options(game)).toEqual({ where: 'action split · 3', labels: ['4', 'done'] });
    answer(game, 'done');
    expect(game.state.vars['pile']).toEqual([7, 5]);
    expect(options(game)).toEqual({ where: 'step pick', labels: ['take_pile', 'take_rest'] });
    answer(game, 'take_pile');
    expect(game.state.zones['hoard']).toEqual([
      [4, 4],
      [7, 5],
    ]);
    expect(game.state.zones['row']).toEqual([]);
    expect(game.state.vars['divider']).toBe(1);
  });

  it('200 random games share all 57 points of treasure and end after three rounds', () => {
    for (let seed = 0; seed < 200; seed++) {
      const r = playGame(model, { seed });
      expect(r.reason).toBe('spoils_shared');
      const hoard = r.game.state.zones['hoard'] as number[][];
      const totals = hoard.map((h) => h.reduce((a, b) => a + b, 0));
      expect(totals[0]! + totals[1]!).toBe(57);
      const sign = Math.sign(totals[0]! - totals[1]!);
      expect(r.returns).toEqual([sign, -sign]);
      expect(r.log.filter((e) => e.kind === 'decision' && e.where === 'step pick')).toHaveLength(3);
    }
  });
});
