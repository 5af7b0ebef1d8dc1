// Best of three: each race is a subflow that starts with a reset and ends by a scoped condition;
// trophies and the loser's head start last from race to race; two trophies end the campaign.
import { loadModel, newGame, playGame, type Game } from '@tabletwin/engine';
import { describe, expect, it } from 'vitest';
import { answer, libraryFile } from './helpers.js';

const model = loadModel(libraryFile('campaign.yaml'));

const vars = (game: Game, ...names: string[]): Record<string, unknown> =>
  Object.fromEntries(names.map((n) => [n, game.state.vars[n]]));

describe('campaign (Best of three)', () => {
  it('three races: reset positions, head start for the loser, the champion after the third', () => {
    const game = newGame(model, { seed: 1 });
    // Race 1: player 0 sprints twice.
    answer(game, 'sprint');
    answer(game, '3');
    answer(game, 'jog');
    answer(game, 'sprint');
    answer(game, '3');
    // The race ended by its scoped condition; the prizes are given and race 2 lines up (running
    // the subflow again clears its result).
    expect(game.events.filter((e) => e === 'race:win')).toHaveLength(1);
    expect(game.state.results).toEqual({});
    expect(vars(game, 'trophies', 'head_start', 'races', 'last_winner', 'pos')).toEqual({
      trophies: [1, 0],
      head_start: [0, 1],
      races: 1,
      last_winner: 0,
      pos: [0, 1], // reset to 0, then the head start
    });
    // Race 2: player 1 wins from the head start, 1 + 3 + 3.
    answer(game, 'jog');
    answer(game, 'sprint');
    answer(game, '3');
    answer(game, 'jog');
    answer(game, 'sprint');
    answer(game, '3');
    expect(vars(game, 'trophies', 'head_start', 'races', 'pos')).toEqual({
      trophies: [1, 1],
      head_start: [1, 0],
      races: 2,
      pos: [1, 0],
    });
    // Race 3: player 0 from a head start of 1: 1 + 3 + 3.
    answer(game, 'sprint');
    answer(game, '3');
    answer(game, 'sprint');
    answer(game, '0');
    answer(game, 'sprint');
    answer(game, '3');
    expect(game.request()).toEqual({ kind: 'end', reason: 'champion', returns: [1, -1] });
    expect(game.state.results).toEqual({ race: 'win' });
    expect(game.events.filter((e) => e === 'reset:race')).toHaveLength(3);
    expect(game.events.filter((e) => e === 'race:win')).toHaveLength(3);
  });

  it('200 random games crown a champion after two or three races', () => {
    const races = new Set<number>();
    for (let seed = 0; seed < 200; seed++) {
      const r = playGame(model, { seed });
      expect(r.reason).toBe('champion');
      const v = r.game.state.vars as Record<string, number[] | number>;
      const trophies = v['trophies'] as number[];
      expect(trophies[0]! + trophies[1]!).toBe(v['races']);
      const champ = trophies[0] === 2 ? 0 : 1;
      expect(r.returns).toEqual(champ === 0 ? [1, -1] : [-1, 1]);
      races.add(v['races'] as number);
    }
    expect([...races].sort()).toEqual([2, 3]);
  });
});
