// Storm light: the keepers share one lamp, the storm and the clock play against them, and every
// ending gives both keepers the same result.
import { loadModel, newGame, playGame } from '@tabletwin/engine';
import { describe, expect, it } from 'vitest';
import { answer, libraryFile } from './helpers.js';

const model = loadModel(libraryFile('coop-clock.yaml'));

describe('coop-clock (Storm light)', () => {
  it('a squall darkens the lamp, a ship founders, and a keeper with nothing else to do carries oil', () => {
    const game = newGame(model, { seed: 1 });
    answer(game, 'squall'); // lamp 3 → 1
    answer(game, 'signal'); // keeper 0: lamp 1 → 0
    answer(game, '2'); // two ships find the channel
    // Keeper 1 cannot signal (dark lamp) nor rest (full strength): carrying oil happens by itself,
    // then the clock strikes and the next storm is the open request.
    expect(game.state.vars).toMatchObject({ clock: 1, lamp: 2, safe: 2, wrecks: 0, strength: [2, 1] });
    expect(game.log.filter((e) => e.kind === 'automatic').map((e) => e.label)).toContain('carry_oil');
    answer(game, 'squall'); // lamp 2 → 0: a ship founders
    // Keeper 0 again has only one thing to do; keeper 1 may now also rest.
    expect(game.state.vars).toMatchObject({ lamp: 2, strength: [1, 1] });
    const req = game.request();
    expect(req.kind === 'decision' && { player: req.player, options: req.options.map((o) => o.label) }).toEqual({
      player: 1,
      options: ['signal', 'carry_oil', 'rest'],
    });
  });

  it('200 random games end in each of the three ways, always alike for both keepers', () => {
    const seen: Record<string, number> = {};
    for (let seed = 0; seed < 200; seed++) {
      const r = playGame(model, { seed });
      seen[r.reason!] = (seen[r.reason!] ?? 0) + 1;
      expect(r.returns).toEqual(r.reason === 'harbour_safe' ? [1, 1] : [-1, -1]);
      const v = r.game.state.vars;
      if (r.reason === 'harbour_safe') expect(v['safe']).toBeGreaterThanOrEqual(5);
      if (r.reason === 'ships_lost') expect(v['wrecks']).toBe(2);
      if (r.reason === 'tenth_bell') expect(v['clock']).toBe(10);
    }
    expect(Object.keys(seen).sort()).toEqual(['harbour_safe', 'ships_lost', 'tenth_bell']);
  });
});
