import { describe, expect, test } from 'vitest';
import { gameLinkHash, parseRoute, readGameLink, routeHash } from '../src/lib/route.js';

describe('routes in the hash', () => {
  test.each([
    ['', 'games', ''],
    ['#/', 'games', ''],
    ['#/validator', 'validator', ''],
    ['#/diagram?model=pig', 'diagram', 'model=pig'],
    ['#/player?model=pig&seed=3', 'player', 'model=pig&seed=3'],
    ['#/nowhere?x=1', 'games', 'x=1'],
  ])('%j → %s', (hash, page, query) => {
    const r = parseRoute(hash);
    expect(r.page).toBe(page);
    expect(r.params.toString()).toBe(query);
  });

  test('routeHash leaves out what is undefined', () => {
    expect(routeHash('diagram', { model: 'pig', x: undefined })).toBe('#/diagram?model=pig');
    expect(routeHash('games')).toBe('#/games');
  });
});

describe('game links', () => {
  test('a link comes back the same', () => {
    const link = {
      model: 'three-tricks',
      seed: 7,
      players: ['you', 'tactic:models/tactics/pig-tactic.yaml'],
      answers: [0, 2, 1],
    };
    const hash = gameLinkHash(link);
    expect(hash).toBe(
      '#/player?model=three-tricks&seed=7&players=you%2Ctactic%3Amodels%2Ftactics%2Fpig-tactic.yaml&answers=0.2.1',
    );
    expect(readGameLink(parseRoute(hash).params, 'pig')).toEqual(link);
    const seen = { ...link, viewAs: '1' };
    expect(gameLinkHash(seen)).toBe(`${hash}&as=1`);
    expect(readGameLink(parseRoute(gameLinkHash(seen)).params, 'pig')).toEqual(seen);
    // A watched game's step travels in the link; step 0 (the start) is left out.
    const watched = { model: 'pig', seed: 1, players: ['random', 'random'], answers: [] };
    expect(gameLinkHash({ ...watched, step: 4 })).toBe('#/player?model=pig&seed=1&players=random%2Crandom&step=4');
    expect(gameLinkHash({ ...watched, step: 0 })).toBe(gameLinkHash(watched));
  });

  test.each([
    ['', { model: 'pig', seed: 1, players: [], answers: [] }],
    ['seed=x&answers=1.a.-2.3', { model: 'pig', seed: 1, players: [], answers: [1, 3] }],
    ['as=all', { model: 'pig', seed: 1, players: [], answers: [], viewAs: 'all' }],
    ['as=1', { model: 'pig', seed: 1, players: [], answers: [], viewAs: '1' }],
    ['as=me', { model: 'pig', seed: 1, players: [], answers: [] }],
    ['step=12', { model: 'pig', seed: 1, players: [], answers: [], step: 12 }],
    ['step=-1', { model: 'pig', seed: 1, players: [], answers: [] }],
    ['step=two', { model: 'pig', seed: 1, players: [], answers: [] }],
    ['model=lily-pond&seed=0&players=you,,random', { model: 'lily-pond', seed: 0, players: ['you', 'random'], answers: [] }],
  ])('defaults for what is missing or unreadable: %j', (query, want) => {
    expect(readGameLink(new URLSearchParams(query), 'pig')).toEqual(want);
  });
});
