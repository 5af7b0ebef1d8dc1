// Harbour regatta: a boat's speed goes through four layers — wind and this leg's tricks, sails,
// the storm sail's floor, the hull's limits — and trimming and fouling wear off when the leg ends.
import { loadModel, newGame, playGame, type Game } from '@tabletwin/engine';
import { describe, expect, it } from 'vitest';
import { answer, libraryFile } from './helpers.js';

const model = loadModel(libraryFile('modifiers.yaml'));

const speed = (game: Game, boat: number): unknown => game.evaluate(`modified('speed', BASE, boat=${boat})`);

describe('modifiers (Harbour regatta)', () => {
  it('four legs with exact speeds from the layers, tricks wearing off at the end of each leg', () => {
    const game = newGame(model, { seed: 1 });
    // Leg 1, tail wind: a spinnaker (+2) against trimmed sails (+1 this leg).
    answer(game, 'tail');
    answer(game, 'fit');
    answer(game, 'spinnaker');
    expect(speed(game, 0)).toBe(4);
    answer(game, 'trim');
    expect(game.state.vars['last']).toEqual([4, 3]);
    expect(game.state.modifiers).toEqual([]); // the trim wore off with leg_end

    // Leg 2, head wind: −1 for both; the fouled boat would sail 2 − 1 − 2 = −1, but its storm
    // sail (layer 3) keeps it at 2.
    answer(game, 'head');
    expect(speed(game, 0)).toBe(1);
    answer(game, 'fit');
    answer(game, 'storm_sail');
    expect(speed(game, 0)).toBe(2);
    answer(game, 'foul');
    expect(game.state.vars['last']).toEqual([2, 1]);
    expect(game.state.vars['pos']).toEqual([6, 4]);
    expect(game.state.vars['fouls']).toEqual([2, 1]);

    // Leg 3, tail wind: jib and spinnaker, 2 + 1 + 2.
    answer(game, 'tail');
    answer(game, 'fit'); // the jib, the last sail in the locker: no question
    answer(game, 'trim');
    expect(game.state.vars['last']).toEqual([5, 3]);

    // Leg 4, tail wind, trimmed too: 2 + 1 + 1 + 2 = 6, but a hull goes at most 5.
    answer(game, 'tail');
    answer(game, 'trim');
    expect(game.evaluate("modified('speed', BASE, boat=0)")).toBe(5);
    expect(game.state.modifiers).toHaveLength(1);
    answer(game, 'fit');
    answer(game, 'jib');
    expect(game.state.vars['pos']).toEqual([16, 10]);
    expect(game.request()).toEqual({ kind: 'end', reason: 'buoy_reached', returns: [1, -1] });
  });

  it('200 random games reach the buoy, each leg at a speed between 0 and 5', () => {
    for (let seed = 0; seed < 200; seed++) {
      const r = playGame(model, { seed });
      expect(r.reason).toBe('buoy_reached');
      const pos = r.game.state.vars['pos'] as number[];
      expect(Math.max(...pos)).toBeGreaterThanOrEqual(12);
      const last = r.game.state.vars['last'] as number[];
      expect(last.every((s) => s >= 0 && s <= 5)).toBe(true);
    }
  });
});
