// Goofspiel with three cards: the higher bid scores the point card, equal bids score nothing, a
// bid stays face down until both are laid, and the game is worth 0 to both seats.
import { loadModel } from '@tabletwin/engine';
import { solve } from '@tabletwin/tactics';
import { describe, expect, test } from 'vitest';
import { decision, libraryFile, scripted } from './helpers.js';

const model = loadModel(libraryFile('goofspiel.yaml'));

describe('goofspiel', () => {
  // The point card turned up, then the bids of players 0 and 1; the third round is forced (one card each).
  const lines: [string, string[], number[], string][] = [
    ['3 beats 1 for the 3, the 2 is tied, the 1 lost: 3 points to 1', ['3', '3', '1', '2', '2', '2'], [1, -1], 'more_points'],
    ['equal bids score nothing: three ties are a draw', ['1', '1', '1', '2', '2', '2'], [0, 0], 'equal_points'],
    ['the second player takes the 3 with a 2 and loses only the 1', ['3', '1', '2', '2', '3', '3'], [-1, 1], 'more_points'],
  ];
  test.each(lines)('%s', (_, script, returns, reason) => {
    expect(scripted(model, script).request()).toEqual({ kind: 'end', returns, reason });
  });

  test('the second bidder does not see the first bid; both see them after the round', () => {
    const game = scripted(model, ['2', '3']);
    expect(decision(game)).toEqual(['action lay_bid', 1, ['1', '2', '3']]);
    expect(game.informationState(1)).toContain('action lay_bid|decision|0|?');
    expect(game.informationState(0)).toContain('action lay_bid|decision|0|3');
    expect(game.view(1).zones['bid']).toEqual([['?'], []]);
    const after = scripted(model, ['2', '3', '1', '1']);
    expect(after.informationState(1)).toContain('action score_round|reveal|-|3');
    expect(after.state.vars['points']).toEqual([2, 0]);
    expect(decision(after)).toEqual(['action lay_bid', 0, ['1', '2']]);
  });

  test('solved by CFR: worth 0 to both seats, hardly exploitable after 2,000 iterations', () => {
    const r = solve({ model, iterations: 2000 });
    expect(r.method).toBe('cfr');
    expect(r.values[0]).toBeCloseTo(0, 6);
    expect(r.values[1]).toBeCloseTo(0, 6);
    expect(r.exploitability).toBeLessThan(1e-4);
  });
});
