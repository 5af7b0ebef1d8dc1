// Kuhn poker: every betting line pays what the rules say, hands stay hidden until the showdown,
// and solving the model gives the known value of the game.
import { loadModel } from '@tabletwin/engine';
import { solve } from '@tabletwin/tactics';
import { describe, expect, test } from 'vitest';
import { libraryFile, scripted } from './helpers.js';

const model = loadModel(libraryFile('kuhn-poker.yaml'));

describe('kuhn-poker', () => {
  const lines: [string, string[], number[], string][] = [
    ['check, check: the King wins the antes', ['K', 'J', 'check', 'check'], [1, -1], 'showdown'],
    ['check, bet, fold', ['K', 'J', 'check', 'bet', 'fold'], [-1, 1], 'fold'],
    ['check, bet, call: the Queen beats the Jack', ['J', 'Q', 'check', 'bet', 'call'], [-2, 2], 'showdown'],
    ['bet, fold', ['J', 'K', 'bet', 'fold'], [1, -1], 'fold'],
    ['bet, call: the King beats the Queen', ['K', 'Q', 'bet', 'call'], [2, -2], 'showdown'],
  ];
  test.each(lines)('%s', (_, script, returns, reason) => {
    expect(scripted(model, script).request()).toEqual({ kind: 'end', returns, reason });
  });

  test('each player sees only their own card until the showdown', () => {
    const game = scripted(model, ['Q', 'K', 'check', 'bet']);
    expect(game.view(0).zones['hand']).toEqual([['Q'], ['?']]);
    expect(game.view(1).zones['hand']).toEqual([['?'], ['K']]);
    const r = game.request();
    expect(r.kind === 'decision' && r.options.map((o) => o.label)).toEqual(['fold', 'call']);
  });

  test('solved by CFR: the first player loses 1/18 of a chip per hand', () => {
    const r = solve({ model, iterations: 1000 });
    expect(r.method).toBe('cfr');
    expect(r.values[0]).toBeCloseTo(-1 / 18, 3);
    expect(r.exploitability).toBeLessThan(1e-3);
  });
});
