// Higher or lower: a scripted game scores the gaps of right calls only, and the secret choices and
// the hands stay hidden from the other player.
import { loadModel } from '@tabletwin/engine';
import { describe, expect, test } from 'vitest';
import { libraryFile, scripted } from './helpers.js';

const model = loadModel(libraryFile('higher-lower.yaml'));

const DEAL = ['12', '1', '6', '2', '11', '7'];

describe('higher-lower', () => {
  test('right calls score the gap to the mark', () => {
    const game = scripted(model, [
      ...DEAL,
      ...['12', 'higher', '2', 'lower', '5'], // 12 > 5: +7; 2 < 5: +3
      ...['1', 'lower', '11', 'higher', '9'], // 1 < 9: +8; 11 > 9: +2
      ...['higher', 'higher', '4'], // the last cards go down by themselves: 6 > 4: +2; 7 > 4: +3
    ]);
    expect(game.state.vars['points']).toEqual([17, 8]);
    expect(game.request()).toEqual({ kind: 'end', returns: [1, -1], reason: 'more_points' });
  });

  test('a wrong call scores nothing', () => {
    const game = scripted(model, [...DEAL, '12', 'lower', '2', 'higher', '5']);
    expect(game.state.vars['points']).toEqual([0, 0]);
  });

  test('the laid card and the call are secret until the mark is turned', () => {
    const game = scripted(model, [...DEAL, '12', 'higher']);
    expect(game.view(1).zones['laid']).toEqual([['?'], []]);
    expect(game.view(1).zones['hand']).toEqual([
      ['?', '?'],
      [2, 11, 7],
    ]);
    const r = game.request();
    expect(r.kind === 'decision' && r.visibleTo).toEqual([1]);
    expect(game.informationState(1)).not.toContain('12');
    expect(game.informationState(1)).not.toContain('higher');
  });
});
