// Liar's dice: a called bid is won by the bidder when enough dice count for its face (the highest
// face wild), by the caller otherwise; bids only rise; each player sees only their own dice; and
// the small version (one die each, three faces) is solved exactly.
import { loadModel } from '@tabletwin/engine';
import { solve } from '@tabletwin/tactics';
import { describe, expect, test } from 'vitest';
import { decision, libraryFile, scripted } from './helpers.js';

const text = libraryFile('liars-dice.yaml');
const model = loadModel(text);

describe('liars-dice', () => {
  // The dice of players 0 and 1, then the bids and the call.
  const lines: [string, string[], number[]][] = [
    ['one 5 on the table: "1 × 5" holds, the caller loses', ['5', '3', '1 × 5', 'liar'], [1, -1]],
    ['the 6 is wild: a 2 and a 6 make "2 × 2" hold', ['2', '6', '2 × 2', 'liar'], [1, -1]],
    ['no 1 at all: the first player calls "2 × 1" and wins', ['2', '3', '1 × 4', '2 × 1', 'liar'], [1, -1]],
    ['"2 × 3" with one 3: the second bidder loses', ['3', '4', '1 × 3', '2 × 3', 'liar'], [1, -1]],
    ['"1 × 2" with no 2 and no 6: the bidder loses', ['1', '3', '1 × 2', 'liar'], [-1, 1]],
  ];
  test.each(lines)('%s', (_, script, returns) => {
    expect(scripted(model, script).request()).toEqual({ kind: 'end', returns, reason: 'called' });
  });

  test('the first bid may be any; after it only higher bids, or liar; the highest bid can only be called', () => {
    const all = [1, 2].flatMap((q) => [1, 2, 3, 4, 5, 6].map((f) => `${q} × ${f}`));
    expect(decision(scripted(model, ['1', '2']))).toEqual(['action speak', 0, all]);
    expect(decision(scripted(model, ['1', '2', '1 × 5']))).toEqual(['action speak', 1, [...all.slice(5), 'liar']]);
    // After "2 × 6" the call is the only option, so it is made without asking: two sixes, the bid holds.
    expect(scripted(model, ['6', '6', '2 × 6']).request()).toEqual({ kind: 'end', returns: [1, -1], reason: 'called' });
  });

  test('each player sees only their own die until the cups are lifted', () => {
    const game = scripted(model, ['5', '3']);
    expect(game.view(0).zones['cup']).toEqual([[5], ['?']]);
    expect(game.view(1).zones['cup']).toEqual([['?'], [3]]);
    expect(game.informationState(1)).toContain('action roll_dice|chance|-|?');
    const after = scripted(model, ['5', '3', '1 × 5', 'liar']);
    expect(after.informationState(1)).toContain('action lift_cups|reveal|-|5');
  });

  test('two dice each: four dice, 24 bids', () => {
    const two = loadModel(text.replace('DICE: 1', 'DICE: 2'));
    const game = scripted(two, ['1', '6', '2', '2']);
    expect(game.view(0).zones['cup']).toEqual([
      [1, 6],
      ['?', '?'],
    ]);
    const [, , options] = decision(game);
    expect([options.length, options[0], options.at(-1)]).toEqual([24, '1 × 1', '4 × 6']);
  });

  test('one die each and three faces: solved by CFR, worth 1/9 to the first player', () => {
    const small = loadModel(text.replace('FACES: 6', 'FACES: 3'));
    const r = solve({ model: small, iterations: 1000 });
    expect([r.method, r.nodes, Object.keys(r.strategy.entries).length]).toEqual(['cfr', 859, 96]);
    expect(r.values[0]).toBeCloseTo(1 / 9, 4);
    expect(r.values[0]! + r.values[1]!).toBeCloseTo(0, 12);
    expect(r.exploitability).toBeLessThan(1e-4);
  });
});
