// High camps: three climbs as one subflow; each starts with a reset, ends by a scoped win, loss or
// draw that base camp reads from `results`; supplies and tops reached last, and running out of
// supplies ends the whole campaign, even halfway up a climb.
import { loadModel, newGame, playGame, type Game } from '@tabletwin/engine';
import { describe, expect, it } from 'vitest';
import { answer, libraryFile } from './helpers.js';

const model = loadModel(libraryFile('expedition.yaml'));

const vars = (game: Game): Record<string, unknown> => {
  const v = game.state.vars;
  return { climb: v['climb'], supplies: v['supplies'], pitches: v['pitches'], warmth: v['warmth'], days: v['days'] };
};

describe('expedition (High camps)', () => {
  it('a top reached, a rescue, a retreat: each climb’s result is read at base camp', () => {
    const game = newGame(model, { seed: 1 });
    // Foothills: 1 + 1 + 2 pitches.
    for (const a of ['clear', 'climb_on', 'clear', 'climb_on', 'clear', 'push', '2']) answer(game, a);
    expect(game.events.filter((e) => e.startsWith('ascent:'))).toEqual(['ascent:win']);
    expect(game.state.zones['tops']).toEqual(['foothills']);
    // The glacier starts afresh; the supplies spent stay spent.
    expect(vars(game)).toEqual({ climb: 1, supplies: 9, pitches: 0, warmth: 3, days: 0 });

    // Glacier: two storms and a push freeze the climber; the rescue costs two supplies.
    for (const a of ['storm', 'push', '0', 'storm']) answer(game, a);
    expect(game.events.filter((e) => e.startsWith('ascent:'))).toEqual(['ascent:win', 'ascent:loss']);
    expect(vars(game)).toEqual({ climb: 2, supplies: 6, pitches: 0, warmth: 3, days: 0 });

    // Summit: six days of storm and rest, then the climber turns back.
    for (let day = 0; day < 6; day++) {
      answer(game, 'storm');
      answer(game, 'rest');
    }
    expect(game.events.filter((e) => e.startsWith('ascent:'))).toEqual(['ascent:win', 'ascent:loss', 'ascent:draw']);
    expect(game.state.results).toEqual({ ascent: 'draw' });
    expect(game.state.zones['tops']).toEqual(['foothills']);
    expect(game.request()).toEqual({ kind: 'end', reason: 'campaign_over', returns: [1] });
  });

  it('200 random games: both endings, the supplies sometimes giving out halfway up', () => {
    const reasons = new Set<string>();
    let midClimb = 0;
    for (let seed = 0; seed < 200; seed++) {
      const r = playGame(model, { seed });
      reasons.add(r.reason!);
      const tops = r.game.state.zones['tops'] as string[];
      expect(r.returns).toEqual([tops.length]);
      if (r.reason === 'out_of_supplies') {
        expect(r.game.state.vars['supplies']).toBe(0);
        if ((r.game.state.vars['days'] as number) > 0) midClimb++;
      } else expect(r.game.state.vars['climb']).toBe(3);
    }
    expect([...reasons].sort()).toEqual(['campaign_over', 'out_of_supplies']);
    expect(midClimb).toBeGreaterThan(0);
  });
});
