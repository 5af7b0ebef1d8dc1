import { afterEach, describe, expect, test } from 'vitest';
import {
  gameLinkHref,
  isAppPath,
  oldHashAddress,
  parseRoute,
  readGameLink,
  routeHref,
  setSiteRoot,
  siteHref,
} from '../src/lib/route.js';

afterEach(() => setSiteRoot('/'));

describe('pages at their addresses', () => {
  test.each([
    ['/', '', 'games', ''],
    ['/index.html', '', 'games', ''],
    ['/games/', '', 'games', ''],
    ['/validate/', '', 'validator', ''],
    ['/diagram/', '?model=pig', 'diagram', 'model=pig'],
    ['/play/', '?model=pig&seed=3', 'player', 'model=pig&seed=3'],
    ['/play/index.html', '?model=pig', 'player', 'model=pig'],
    ['/nowhere/', '?x=1', 'games', 'x=1'],
  ])('%s%s → %s', (path, search, page, query) => {
    const r = parseRoute(path, search);
    expect(r.page).toBe(page);
    expect(r.params.toString()).toBe(query);
  });

  test('routeHref leaves out what is undefined', () => {
    expect(routeHref('diagram', { model: 'pig', x: undefined })).toBe('/diagram/?model=pig');
    expect(routeHref('games')).toBe('/games/');
    expect(routeHref('validator')).toBe('/validate/');
    expect(routeHref('player', { model: 'pig', players: 'you,random', seed: '1' })).toBe(
      '/play/?model=pig&players=you%2Crandom&seed=1',
    );
  });

  test('a site in a folder of its host: addresses start there', () => {
    setSiteRoot('/tabletwin');
    expect(routeHref('player', { model: 'pig' })).toBe('/tabletwin/play/?model=pig');
    expect(siteHref('docs/engine/#unknown-key')).toBe('/tabletwin/docs/engine/#unknown-key');
    expect(parseRoute('/tabletwin/validate/', '').page).toBe('validator');
    expect(parseRoute('/tabletwin/', '').page).toBe('games');
    expect(oldHashAddress('#/player?model=pig')).toBe('/tabletwin/play/?model=pig');
  });

  test.each([
    ['/', true],
    ['/index.html', true],
    ['/play/', true],
    ['/validate/index.html', true],
    ['/games/', true],
    ['/docs/', false],
    ['/docs/guide/', false],
    ['/models/pig.yaml', false],
    ['/llms.txt', false],
    ['/play/more/', false],
  ])('%s is a page of the app: %s', (path, app) => {
    expect(isAppPath(path)).toBe(app);
  });
});

describe('old links in the hash', () => {
  test.each([
    ['#/player?model=pig&seed=1&players=you,random', '/play/?model=pig&seed=1&players=you%2Crandom'],
    ['#/play?model=pig&players=you,random&seed=1', '/play/?model=pig&players=you%2Crandom&seed=1'],
    ['#/validator', '/validate/'],
    ['#/validate?model=pig', '/validate/?model=pig'],
    ['#/diagram?model=hex-skirmish', '/diagram/?model=hex-skirmish'],
    ['#/games', '/games/'],
    ['#/', '/games/'],
    ['#/nowhere?x=1', '/games/?x=1'],
    ['#/constructor', '/games/'],
  ])('%s → %s', (hash, address) => {
    expect(oldHashAddress(hash)).toBe(address);
  });

  test.each(['', '#', '#windows', '#unknown-key'])('%j is no old link', (hash) => {
    expect(oldHashAddress(hash)).toBeNull();
  });
});

describe('game links', () => {
  const paramsOf = (href: string): URLSearchParams => new URL(href, 'http://x/').searchParams;

  test('a link comes back the same', () => {
    const link = {
      model: 'three-tricks',
      seed: 7,
      players: ['you', 'tactic:models/tactics/pig-tactic.yaml'],
      answers: [0, 2, 1],
    };
    const href = gameLinkHref(link);
    expect(href).toBe('/play/?model=three-tricks&seed=7&players=you%2Ctactic%3Amodels%2Ftactics%2Fpig-tactic.yaml&answers=0.2.1');
    expect(readGameLink(paramsOf(href), 'pig')).toEqual(link);
    const seen = { ...link, viewAs: '1' };
    expect(gameLinkHref(seen)).toBe(`${href}&as=1`);
    expect(readGameLink(paramsOf(gameLinkHref(seen)), 'pig')).toEqual(seen);
    // A watched game's step travels in the link; step 0 (the start) is left out.
    const watched = { model: 'pig', seed: 1, players: ['random', 'random'], answers: [] };
    expect(gameLinkHref({ ...watched, step: 4 })).toBe('/play/?model=pig&seed=1&players=random%2Crandom&step=4');
    expect(gameLinkHref({ ...watched, step: 0 })).toBe(gameLinkHref(watched));
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
