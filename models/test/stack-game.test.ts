// Tinkers' workshop: gadget cards are instances with their own winding; a rummage looks at the
// top two and tucks one at the bottom; a hunt searches the pile and shuffles it.
import { loadModel, newGame, playGame, type Game } from '@tabletwin/engine';
import { describe, expect, it } from 'vitest';
import { answer, libraryFile } from './helpers.js';

const model = loadModel(libraryFile('stack-game.yaml'));

interface Card {
  uid: number;
  id: string;
  worth: number;
  winding: number;
}

const pile = (game: Game): Card[] => game.state.zones['pile'] as unknown as Card[];
const known = (game: Game): [number, number] => game.state.known['pile'] ?? [0, 0];
const bench = (game: Game, p: number): Card[] => (game.state.zones['bench'] as unknown as Card[][])[p]!;

describe('stack-game (Tinkers’ workshop)', () => {
  it('twelve instances with their own uid and winding are shuffled into the pile', () => {
    const game = newGame(model, { seed: 1 });
    expect(
      pile(game)
        .map((c) => c.uid)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(pile(game).every((c) => c.winding === 0)).toBe(true);
    expect(known(game)).toEqual([0, 0]);
  });

  it('rummage, tuck a spring under the pile, hunt that spring, shuffle, and wind it', () => {
    const game = newGame(model, { seed: 1 });
    answer(game, 'rummage');
    answer(game, 'Spring'); // the top card, fixed by looking
    answer(game, 'Dud'); // the second card
    expect(game.log.flatMap((e) => (e.kind === 'look' ? [[e.label, e.visibleTo]] : []))).toEqual([['[Spring, Dud]', [0]]]);
    answer(game, 'Spring'); // tucked at the bottom; the dud is now on top and is taken
    expect(bench(game, 0).map((c) => c.id)).toEqual(['dud']);
    const tucked = pile(game).at(-1)!;
    expect(tucked.id).toBe('spring');
    expect(known(game)).toEqual([0, 1]);

    answer(game, 'hunt');
    // Both springs match; the second one offered is the one at the bottom.
    answer(game, 'Spring', 1);
    expect(bench(game, 1).map((c) => c.uid)).toEqual([tucked.uid]);
    expect(known(game)).toEqual([0, 0]);
    expect(game.state.vars['hunts']).toEqual([1, 0]);

    answer(game, 'take');
    answer(game, 'Cog');
    // Player 1's only windable gadget is the spring: winding it needs no decision.
    answer(game, 'wind');
    expect(bench(game, 1)[0]).toMatchObject({ uid: tucked.uid, id: 'spring', winding: 1 });
    expect(pile(game).find((c) => c.id === 'spring')!.winding).toBe(0);
  });

  it('200 random games empty the pile onto the benches, each card wound at most three times', () => {
    for (let seed = 0; seed < 200; seed++) {
      const r = playGame(model, { seed });
      expect(r.reason).toBe('pile_empty');
      const benches = [bench(r.game, 0), bench(r.game, 1)];
      expect(benches[0]!.length + benches[1]!.length).toBe(12);
      const score = benches.map((b) => b.reduce((s, c) => s + c.worth * (1 + c.winding), 0));
      expect(benches.flat().every((c) => c.winding <= 3 && (c.worth > 0 || c.winding === 0))).toBe(true);
      const sign = Math.sign(score[0]! - score[1]!);
      expect(r.returns).toEqual(sign === 0 ? [0, 0] : [sign, -sign]);
    }
  });
});
