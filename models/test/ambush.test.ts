// Ford of reeds: a window opened inside the crossing; ambush, shields and flanking go on a stack,
// are paid for when played, and cancel each other last-played-first.
import { loadModel, newGame, playGame, type Game } from '@tabletwin/engine';
import { describe, expect, it } from 'vitest';
import { libraryFile } from './helpers.js';

const model = loadModel(libraryFile('ambush.yaml'));

/** Answers the open decision as `player` with the option labelled `label`. */
function answer(game: Game, player: number, label: string): void {
  const req = game.request();
  if (req.kind !== 'decision') throw new Error(`expected a decision; wanted ${label}`);
  const labels = req.options.map((o) => o.label);
  const i = labels.indexOf(label);
  if (i < 0 || req.player !== player)
    throw new Error(`${label} for ${player}: got ${labels.join(' | ')} for ${req.player} at ${req.where}`);
  game.answer(i);
}

const vars = (game: Game, ...names: string[]): Record<string, unknown> =>
  Object.fromEntries(names.map((n) => [n, game.state.vars[n]]));

describe('ambush (Ford of reeds)', () => {
  it('an ambush, shields against it, a flank against the shields: the ambush goes through', () => {
    const game = newGame(model, { seed: 1 });
    answer(game, 1, 'ambush');
    expect(vars(game, 'arrows', 'in_ford')).toEqual({ arrows: [4, 3], in_ford: 2 }); // paid, not yet happened
    answer(game, 0, 'shield');
    expect(vars(game, 'shields')).toEqual({ shields: [1, 2] });
    answer(game, 1, 'flank');
    expect(vars(game, 'arrows')).toEqual({ arrows: [4, 1] });
    answer(game, 0, 'pass');
    answer(game, 1, 'pass'); // both out: the flank resolves and marks the shields
    expect(game.events).toEqual(['stack:ambush', 'stack:shield', 'stack:flank', 'resolves:flank']);
    answer(game, 1, 'pass'); // priority is back with the raider; everyone is in again
    answer(game, 0, 'pass');
    expect(game.events.at(-1)).toBe('cancelled:shield');
    answer(game, 1, 'pass');
    answer(game, 0, 'pass');
    expect(game.events.at(-1)).toBe('resolves:ambush');
    expect(vars(game, 'in_ford', 'plunder')).toEqual({ in_ford: 1, plunder: [0, 1] });
    answer(game, 1, 'pass'); // the convoy has nothing to answer with: the window closes
    expect(vars(game, 'delivered', 'crossings', 'current')).toEqual({ delivered: [1, 0], crossings: 1, current: 1 });
    // Player 1's convoy crosses by itself; player 0 now lies in wait and acts first.
    const req = game.request();
    expect(req.kind === 'decision' && [req.where, req.player, req.options.map((o) => o.label)]).toEqual([
      'window ford',
      0,
      ['ambush', 'pass'],
    ]);
  });

  it('shields stop an ambush: its arrow is spent, the wagons cross', () => {
    const game = newGame(model, { seed: 1 });
    answer(game, 1, 'ambush');
    answer(game, 0, 'shield');
    answer(game, 1, 'pass');
    answer(game, 0, 'pass');
    expect(game.events).toEqual(['stack:ambush', 'stack:shield', 'resolves:shield']);
    answer(game, 1, 'pass'); // the convoy has no ambush left to stop: it passes by itself
    expect(game.events.at(-1)).toBe('cancelled:ambush');
    answer(game, 1, 'pass');
    expect(vars(game, 'arrows', 'shields', 'plunder', 'delivered')).toEqual({
      arrows: [4, 3],
      shields: [1, 2],
      plunder: [0, 0],
      delivered: [2, 0],
    });
  });

  it('200 random games: six crossings, every wagon delivered or plundered, stops of both kinds', () => {
    const cancelled = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const r = playGame(model, { seed });
      expect(r.reason).toBe('all_crossed');
      const v = r.game.state.vars as Record<string, number[]>;
      expect(v['delivered']!.concat(v['plunder']!).reduce((a, b) => a + b, 0)).toBe(12);
      expect(Math.min(...v['arrows']!, ...v['shields']!)).toBeGreaterThanOrEqual(0);
      for (const e of r.game.events) if (e.startsWith('cancelled:')) cancelled.add(e);
    }
    expect([...cancelled].sort()).toEqual(['cancelled:ambush', 'cancelled:shield']);
  });
});
