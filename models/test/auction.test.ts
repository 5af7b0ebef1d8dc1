// Three lots: bidding stops the moment someone drops out, a lot nobody bid on is given away, and
// the returns are worth bought minus coins paid.
import { loadModel, newGame, type Game } from '@tabletwin/engine';
import { describe, expect, test } from 'vitest';
import { libraryFile } from './helpers.js';

const model = loadModel(libraryFile('auction.yaml'));

/** Answers each decision by label; returns the game and who decided each time. */
function scripted(labels: string[]): { game: Game; deciders: number[] } {
  const game = newGame(model, { seed: 1 });
  const deciders: number[] = [];
  for (const label of labels) {
    const r = game.request();
    if (r.kind !== 'decision') throw new Error(`expected a decision for ${label}, got ${r.kind}`);
    const names = r.options.map((o) => o.label);
    expect(names).toContain(label);
    deciders.push(r.player);
    game.answer(names.indexOf(label));
  }
  return { game, deciders };
}

describe('auction', () => {
  test('three lots: bought at 2, given away, bought at 3', () => {
    const { game, deciders } = scripted([
      ...['raise', 'raise', 'drop_out'], // lot 1 (worth 4): the second player buys at 2
      'drop_out', // lot 2 (worth 6): its opener drops out at once, the first player gets it for nothing
      ...['raise', 'raise', 'raise', 'drop_out'], // lot 3 (worth 5): the first player buys at 3
    ]);
    expect(deciders).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
    expect(game.state.vars['coins']).toEqual([4, 5]);
    expect(game.request()).toEqual({ kind: 'end', returns: [8, 2], reason: 'all_sold' });
  });

  test('who cannot pay more must drop out: that happens without asking', () => {
    const { game } = scripted(['raise', 'raise', 'raise', 'raise', 'raise', 'raise', 'raise']);
    // The price is 7, the second player has 7 coins: the lot went to the first player, and lot 2 opens.
    expect(game.state.vars['coins']).toEqual([0, 7]);
    expect(game.state.vars['lot']).toBe(1);
    const r = game.request();
    expect(r.kind === 'decision' && [r.player, r.options.map((o) => o.label)]).toEqual([1, ['raise', 'drop_out']]);
  });

  test('with no coins left only dropping out remains, so the other player gets the rest cheaply', () => {
    const { game } = scripted(['raise', 'raise', 'raise', 'raise', 'raise', 'raise', 'raise', 'raise']);
    // Lot 2: the second player bids 1 and the first player (no coins) can only drop out; lot 3 opens
    // with the first player, who again can only drop out: the second player gets it for nothing.
    expect(game.request()).toEqual({ kind: 'end', returns: [4 - 7, 6 - 1 + 5], reason: 'all_sold' });
  });
});
