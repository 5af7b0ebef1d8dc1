// docs/tactics.md#a-first-tactic: the hold-at-8 tactic against a random player in Pig.
import { randomPlayer } from '@tabletwin/engine';
import { describe, expect, it } from 'vitest';
import { loadTactic, tacticPlayer } from '../src/index.js';
import { HOLD_AT_8, pig, threeSe, winRate } from './helpers.js';

const GAMES = 4000;

describe('Pig (goal 20) over 4,000 seeded games', () => {
  const model = pig();
  const tactic = loadTactic(HOLD_AT_8, { model });

  it('hold at 8 as player 0 against random wins about 75.9%', () => {
    const rate = winRate(model, GAMES, (s) => [tacticPlayer(tactic, { seed: s }), randomPlayer(s + 100_000)]);
    expect(Math.abs(rate - 0.759)).toBeLessThan(threeSe(0.759, GAMES));
  });

  it('random against random: player 0 wins about 57%', () => {
    const rate = winRate(model, GAMES, (s) => [randomPlayer(s), randomPlayer(s + 100_000)]);
    expect(Math.abs(rate - 0.57)).toBeLessThan(threeSe(0.57, GAMES));
  });
});
