// Sampled CFR on games exact CFR refuses (past 500,000 nodes): Leduc hold'em for three, Liar's dice
// with two dice each, Goofspiel with six cards. Each is refused by `cfr`, and `mccfr` gives a
// strategy and its estimates within a bounded table of information states. Bounded by counted
// work: few iterations and sampled games (the figures are far from converged, and say so).
import { loadModel, playGame, randomPlayer, type Model } from '@tabletwin/engine';
import { describe, expect, test } from 'vitest';
import { solve, solvedPlayer } from '../src/index.js';
import { exampleText } from './helpers.js';

/** A model with some constants' lines replaced (`NAME: value`, two spaces in). */
function withConstants(file: string, constants: Record<string, string>): Model {
  let text = exampleText(file);
  for (const [name, value] of Object.entries(constants)) {
    const line = new RegExp(`^  ${name}: .*$`, 'm');
    expect(text).toMatch(line);
    text = text.replace(line, `  ${name}: ${value}`);
  }
  return loadModel(text);
}

const games: [string, () => Model][] = [
  ["Leduc hold'em for three", () => loadModel(exampleText('leduc-poker-3.yaml'))],
  ["Liar's dice, two dice each", () => withConstants('liars-dice.yaml', { DICE: '2' })],
  ['Goofspiel, six cards', () => withConstants('goofspiel.yaml', { CARDS: '[1, 2, 3, 4, 5, 6]', ROUNDS: '6' })],
];

describe.each(games)('%s', (_, model) => {
  test('exact CFR refuses it as too big; the refusal names mccfr', () => {
    expect(() => solve({ model: model(), method: 'cfr', iterations: 1 })).toThrow(
      /too big: .*(at most 500,000 can be solved exactly|more than 500,000 nodes in the game tree) \(method mccfr samples bigger games\)$/,
    );
  });

  test('mccfr solves it within the table of information states, with estimates', () => {
    const m = model();
    const maxStates = 2000;
    const r = solve({ model: m, method: 'mccfr', iterations: 60, games: 40, maxStates, seed: 5 });
    expect(r.method).toBe('mccfr');
    expect(r.nodes).toBeGreaterThan(0);
    expect(r.nodes).toBeLessThanOrEqual(maxStates);
    expect(Object.keys(r.strategy.entries)).toHaveLength(r.nodes);
    const s = r.sampled!;
    // Liar's dice and Goofspiel fill the table (their states run to millions); Leduc for three
    // may not in 60 iterations, and then nothing is left unkept.
    if (s.fullAt === null) expect(s.unkept).toBe(0);
    else expect([r.nodes, s.unkept > 0]).toEqual([maxStates, true]);
    expect(r.values).toHaveLength(m.numPlayers);
    for (const [p, v] of r.values.entries()) {
      expect(Number.isFinite(v)).toBe(true);
      expect(s.valueErrors[p]).toBeGreaterThan(0);
    }
    expect(s.exploitabilityLow).toBeLessThanOrEqual(r.exploitability);
    expect(r.converged).toBe(false);
    // The strategy plays, states it lacks uniformly.
    const seats = Array.from({ length: m.numPlayers }, (_, p) =>
      p === 0 ? solvedPlayer(r.strategy, { seed: 1 }) : randomPlayer(p),
    );
    expect(playGame(m, { seed: 2, players: seats }).returns).toHaveLength(m.numPlayers);
  });
});

test("Liar's dice and Goofspiel fill a table of 2,000 states within 60 iterations, and go on", () => {
  for (const m of [games[1]![1](), games[2]![1]()]) {
    const r = solve({ model: m, method: 'mccfr', iterations: 60, games: 10, maxStates: 2000, seed: 5 });
    expect(r.nodes).toBe(2000);
    expect(r.sampled!.fullAt).not.toBeNull();
    expect(r.iterations).toBe(60);
  }
});
