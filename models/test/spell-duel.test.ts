// Hedge mages: spells are paid when cast, wait on a stack and resolve last-cast-first; a negation
// makes the rival's latest spell fizzle, and a negation can itself be negated.
import { loadModel, newGame, playGame } from '@tabletwin/engine';
import { describe, expect, it } from 'vitest';
import { answer, decision, libraryFile } from './helpers.js';

const model = loadModel(libraryFile('spell-duel.yaml'));

describe('spell-duel (Hedge mages)', () => {
  it('a spark paid on casting, then a fireball negated by the rival', () => {
    const game = newGame(model, { seed: 1 });
    for (const s of ['negate', 'spark', 'mend', 'fireball', 'negate', 'spark', 'fireball']) answer(game, s);
    // Turn 1, upkeep: only quick spells; mend at full health and negate with nothing waiting are not offered.
    expect(decision(game)).toEqual(['window upkeep', 0, ['spark', 'pass']]);
    answer(game, 'spark');
    // Paid when cast; player 1 (no mana) and player 0 (nothing left to cast) pass by themselves.
    expect(game.events).toEqual(['stack:spark', 'resolves:spark']);
    expect(game.state.vars['hp']).toEqual([5, 4]);
    // Two mana is too little for the fireball: the main phase asks nothing. Turn 2 refills player
    // 1's mana and draws a mend.
    expect(game.state.vars['mana']).toEqual([2, 3]);
    answer(game, 'mend');
    expect(decision(game)).toEqual(['window upkeep', 1, ['spark', 'mend', 'pass']]);
    answer(game, 'pass');
    expect(decision(game)).toEqual(['window main', 1, ['spark', 'fireball', 'mend', 'pass']]);
    answer(game, 'fireball');
    expect(game.state.vars['mana']).toEqual([2, 0]);
    expect(decision(game)).toEqual(['window main', 0, ['negate', 'pass']]);
    answer(game, 'negate');
    expect(game.events.slice(2)).toEqual(['stack:fireball', 'stack:negate', 'resolves:negate', 'cancelled:fireball']);
    expect(game.state.vars['hp']).toEqual([5, 4]);
    // Nothing else to cast: turn 3 has begun, player 0 refilled and waits for a draw.
    expect(game.state.vars['mana']).toEqual([3, 0]);
    expect(game.state.zones['discard']).toEqual([['spark', 'negate'], ['fireball']]);
  });

  it('200 random games: both endings, spells negated and negations negated', () => {
    const reasons = new Set<string>();
    const fizzled = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const r = playGame(model, { seed });
      reasons.add(r.reason!);
      const hp = r.game.state.vars['hp'] as number[];
      if (r.reason === 'mage_falls') expect(Math.min(...hp)).toBeLessThanOrEqual(0);
      else expect(r.game.state.vars['turns']).toBe(9);
      for (const e of r.game.events) if (e.startsWith('cancelled:')) fizzled.add(e.slice('cancelled:'.length));
      // Every card is somewhere: deck, hand or discard.
      for (const p of [0, 1]) {
        const z = r.game.state.zones as Record<string, string[][]>;
        expect(z['deck']![p]!.length + z['hand']![p]!.length + z['discard']![p]!.length).toBe(8);
      }
    }
    expect([...reasons].sort()).toEqual(['eight_turns', 'mage_falls']);
    expect([...fizzled].sort()).toEqual(['fireball', 'mend', 'negate', 'spark']);
  });
});
