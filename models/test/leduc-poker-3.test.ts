// Leduc hold'em for three: the turn skips folded players, a round ends when everyone still in has
// acted and matched the highest stake, the last player in takes the pot, the best hands at the
// showdown share it, and cards stay hidden until then.
import { loadModel } from '@tabletwin/engine';
import { describe, expect, test } from 'vitest';
import { decision, libraryFile, scripted } from './helpers.js';

const model = loadModel(libraryFile('leduc-poker-3.yaml'));

describe('leduc-poker-3', () => {
  // The cards of players 0, 1 and 2, then the actions and the middle card in order.
  const lines: [string, string[], number[], string][] = [
    ['bet, fold, fold: the antes go to the bettor', ['J', 'K', 'A', 'bet', 'fold', 'fold'], [2, -1, -1], 'fold'],
    [
      'checks all the way: the Ace wins the three antes',
      ['K', 'A', 'Q', 'check', 'check', 'check', 'J', 'check', 'check', 'check'],
      [-1, 2, -1],
      'showdown',
    ],
    [
      'a pair with the middle card beats the Ace',
      ['J', 'A', 'Q', 'check', 'check', 'check', 'J', 'check', 'check', 'check'],
      [2, -1, -1],
      'showdown',
    ],
    [
      'two Kings split the pot: 1.5 each from a pot of 3',
      ['K', 'K', 'Q', 'check', 'check', 'check', 'J', 'check', 'check', 'check'],
      [0.5, 0.5, -1],
      'showdown',
    ],
    // Player 0 folds after the first round's bet; the second round opens with player 1.
    [
      'a fold, then two players to the showdown',
      ['Q', 'K', 'J', 'check', 'bet', 'call', 'fold', 'A', 'check', 'bet', 'call'],
      [-1, 8, -7],
      'showdown',
    ],
    // 1 + 2 + 2 in the first round, + 4 + 4 in the second: 13 each from the two who stay in; the Ace wins.
    [
      'both rounds raised to the cap, one player folding each round',
      ['A', 'K', 'Q', 'bet', 'raise', 'fold', 'call', 'J', 'bet', 'raise', 'call'],
      [14, -13, -1],
      'showdown',
    ],
  ];
  test.each(lines)('%s', (_, script, returns, reason) => {
    expect(scripted(model, script).request()).toEqual({ kind: 'end', returns, reason });
  });

  test('the options and whose turn: a bet reopens the round, two bets and raises close it, folded players are skipped', () => {
    const deal = ['J', 'K', 'A'];
    expect(decision(scripted(model, deal))).toEqual(['step first_act', 0, ['check', 'bet']]);
    expect(decision(scripted(model, [...deal, 'bet']))).toEqual(['step first_act', 1, ['fold', 'call', 'raise']]);
    expect(decision(scripted(model, [...deal, 'bet', 'raise']))).toEqual(['step first_act', 2, ['fold', 'call']]);
    // The first bettor must answer the raise: fold or call, no third raise.
    expect(decision(scripted(model, [...deal, 'bet', 'raise', 'call']))).toEqual(['step first_act', 0, ['fold', 'call']]);
    // After a check and a bet, the one who checked acts again; once all have matched, the middle card comes.
    expect(decision(scripted(model, [...deal, 'check', 'bet', 'fold']))).toEqual([
      'step first_act',
      0,
      ['fold', 'call', 'raise'],
    ]);
    expect(scripted(model, [...deal, 'check', 'bet', 'fold', 'call']).request()).toMatchObject({
      kind: 'chance',
      where: 'action turn_up',
    });
    // Player 0 folded: the second round opens with player 1, and player 0 is skipped after player 2.
    const second = [...deal, 'check', 'bet', 'call', 'fold', 'Q'];
    expect(decision(scripted(model, second))).toEqual(['step second_act', 1, ['check', 'bet']]);
    expect(decision(scripted(model, [...second, 'check', 'bet']))).toEqual(['step second_act', 1, ['fold', 'call', 'raise']]);
    // A raise answered by a fold leaves one player in: the hand ends before the middle card.
    expect(scripted(model, [...deal, 'bet', 'fold', 'raise', 'fold']).request()).toEqual({
      kind: 'end',
      returns: [-3, -1, 4],
      reason: 'fold',
    });
  });

  test('each player sees only their own card; the middle card is seen by all', () => {
    const game = scripted(model, ['Q', 'K', 'A', 'check', 'check', 'check', 'J']);
    expect(game.view(0).zones['hand']).toEqual([['Q'], ['?'], ['?']]);
    expect(game.view(2).zones['hand']).toEqual([['?'], ['?'], ['A']]);
    expect(game.view(1).zones['board']).toEqual(['J']);
  });
});
