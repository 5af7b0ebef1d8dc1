// Leduc hold'em: betting lines pay what the rules say (bets of 2 then 4, at most two a round,
// pairs over high cards, split pots), cards stay hidden until the showdown, and solving the model
// gives the known value of the game.
import { loadModel } from '@tabletwin/engine';
import { solve } from '@tabletwin/tactics';
import { describe, expect, test } from 'vitest';
import { decision, libraryFile, scripted } from './helpers.js';

const model = loadModel(libraryFile('leduc-poker.yaml'));

describe('leduc-poker', () => {
  const lines: [string, string[], number[], string][] = [
    ['bet, fold: the antes go to the bettor', ['J', 'K', 'bet', 'fold'], [1, -1], 'fold'],
    ['check, bet, raise, fold: the first bet is lost', ['J', 'K', 'check', 'bet', 'raise', 'fold'], [3, -3], 'fold'],
    ['checks all the way: the King beats the Queen', ['K', 'Q', 'check', 'check', 'J', 'check', 'check'], [1, -1], 'showdown'],
    ['a pair with the middle card beats a King', ['K', 'J', 'check', 'check', 'J', 'check', 'check'], [-1, 1], 'showdown'],
    ['equal cards split the pot', ['Q', 'Q', 'bet', 'call', 'K', 'bet', 'call'], [0, 0], 'showdown'],
    // 1 + 2 + 2 in the first round, + 4 + 4 in the second: 13, the most a hand can cost.
    [
      'both rounds raised to the cap',
      ['K', 'Q', 'bet', 'raise', 'call', 'K', 'check', 'bet', 'raise', 'call'],
      [13, -13],
      'showdown',
    ],
    ['a fold in the second round', ['Q', 'J', 'bet', 'call', 'K', 'bet', 'fold'], [3, -3], 'fold'],
  ];
  test.each(lines)('%s', (_, script, returns, reason) => {
    expect(scripted(model, script).request()).toEqual({ kind: 'end', returns, reason });
  });

  test('the options: check or bet with nothing to match; fold, call or raise facing a bet, no raise past two', () => {
    expect(decision(scripted(model, ['J', 'K']))).toEqual(['step first_act', 0, ['check', 'bet']]);
    expect(decision(scripted(model, ['J', 'K', 'check', 'bet']))).toEqual(['step first_act', 0, ['fold', 'call', 'raise']]);
    expect(decision(scripted(model, ['J', 'K', 'bet', 'raise']))).toEqual(['step first_act', 0, ['fold', 'call']]);
    // The first player opens the second round too.
    expect(decision(scripted(model, ['J', 'K', 'check', 'bet', 'call', 'Q']))).toEqual(['step second_act', 0, ['check', 'bet']]);
  });

  test('each player sees only their own card; the middle card is seen by both', () => {
    const game = scripted(model, ['Q', 'K', 'check', 'check', 'J']);
    expect(game.view(0).zones['hand']).toEqual([['Q'], ['?']]);
    expect(game.view(1).zones['hand']).toEqual([['?'], ['K']]);
    expect(game.view(0).zones['board']).toEqual(['J']);
    expect(game.view(1).zones['board']).toEqual(['J']);
  });

  test('solved exactly by CFR: 9,457 histories, 288 information states (cards by rank: the two of a rank are alike), the first player loses 0.0856 a hand', () => {
    const r = solve({ model, iterations: 300 });
    expect(r.method).toBe('cfr');
    expect(r.nodes).toBe(9457);
    expect(Object.keys(r.strategy.entries)).toHaveLength(288);
    expect(r.values[0]).toBeCloseTo(-0.0856, 2);
    expect(r.exploitability).toBeLessThan(5e-3);
  });
});
