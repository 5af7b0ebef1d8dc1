// solve(): expectimax for perfect information (tic-tac-toe, a small Pig), CFR for Kuhn poker,
// and the solved strategy as a player.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadModel, playGame, randomPlayer, type Model, type Player } from '@tabletwin/engine';
import { describe, expect, test } from 'vitest';
import { playerFromSpec, readStrategy, solve, solvedPlayer, SolveError, TacticError } from '../src/index.js';
import { exampleText, MODELS } from './helpers.js';

const kuhn = (): Model => loadModel(exampleText('kuhn-poker.yaml'));
/** The spec's tic-tac-toe, when the shared folder is there. */
const TICTACTOE = resolve(MODELS, '../../shared/acceptance/models/tictactoe.yaml');
/**
 * Pig to 5. Throwing once the pot would already win is never better than banking, and forbidding it
 * keeps the pot (and so the number of states) finite.
 */
function smallPig(): Model {
  const text = exampleText('pig.yaml')
    .replace(/GOAL: \d+/, 'GOAL: 5')
    .replace('    label: Throw the die\n', '    label: Throw the die\n    pre_x: "score[current] + pot < GOAL"\n');
  return loadModel(text);
}

/** The probability of each option where `player` decides with `card` after `history` (labels of the decisions so far). */
function probsAt(r: ReturnType<typeof solve>, player: number, card: string, history: string[]): Record<string, number> {
  const found = Object.entries(r.strategy.entries).filter(([key, e]) => {
    const lines = key.split('\n');
    const seen = lines.filter((l) => l.includes('|chance|')).map((l) => l.split('|')[3]);
    const decisions = lines.filter((l) => l.includes('|decision|')).map((l) => l.split('|')[3]);
    return e.player === player && seen[player] === card && decisions.join(' ') === history.join(' ');
  });
  expect(found).toHaveLength(1);
  const [, e] = found[0]!;
  return Object.fromEntries(e.options.map((o, i) => [o, e.probs[i]!]));
}

describe('CFR on Kuhn poker', () => {
  const r = solve({ model: kuhn(), iterations: 1000 });

  test('the first player loses 1/18 per hand, and the average strategy is hardly exploitable', () => {
    expect(r.method).toBe('cfr');
    expect(r.iterations).toBe(1000);
    expect(r.values[0]).toBeCloseTo(-1 / 18, 3);
    expect(r.values[0]! + r.values[1]!).toBeCloseTo(0, 12);
    expect(r.exploitability).toBeLessThan(1e-3);
    // 6 deals, each with 2 decisions of the first player and 2 of the second: 4 histories x 3 cards.
    expect(Object.keys(r.strategy.entries)).toHaveLength(12);
    expect(r.strategy).toMatchObject({ format: 'tabletwin-strategy/1', game: 'kuhn-poker', method: 'cfr', key: 'information' });
  });

  test('the known equilibrium moves: a King calls a bet, a Jack folds to one, the second player bets a King', () => {
    expect(probsAt(r, 1, 'K', ['bet'])['call']).toBeGreaterThan(0.99);
    expect(probsAt(r, 1, 'J', ['bet'])['fold']).toBeGreaterThan(0.99);
    expect(probsAt(r, 1, 'K', ['check'])['bet']).toBeGreaterThan(0.99);
    // The second player's Queen calls a bet one time in three; the first player bets a King three times as often as a Jack.
    expect(probsAt(r, 1, 'Q', ['bet'])['call']).toBeCloseTo(1 / 3, 2);
    expect(probsAt(r, 0, 'K', [])['bet']).toBeCloseTo(3 * probsAt(r, 0, 'J', [])['bet']!, 2);
  });

  test('without iterations the average is uniform, whose exploitability is 11/24 (best responses are exact)', () => {
    const u = solve({ model: kuhn(), iterations: 0 });
    expect(u.exploitability).toBeCloseTo(11 / 24, 12);
    expect(u.values[0]).toBeCloseTo(0.125, 12);
  });

  test('converged: only when the exploitability is at or below the tolerance (default 0.001)', () => {
    expect([r.converged, r.tolerance]).toEqual([true, 1e-3]);
    const short = solve({ model: kuhn(), iterations: 20 });
    // 0.0101 after 20 iterations.
    expect(short.exploitability).toBeGreaterThan(1e-3);
    expect([short.converged, short.tolerance]).toEqual([false, 1e-3]);
    const loose = solve({ model: kuhn(), iterations: 20, tolerance: 0.02 });
    expect([loose.converged, loose.tolerance]).toEqual([true, 0.02]);
    expect(solve({ model: kuhn(), iterations: 1000, tolerance: 0 }).converged).toBe(false);
  });

  test('more iterations, less exploitable', () => {
    const a = solve({ model: kuhn(), iterations: 20 }).exploitability;
    const b = solve({ model: kuhn(), iterations: 200 }).exploitability;
    expect(b).toBeLessThan(a);
  });
});

describe('expectimax', () => {
  test.skipIf(!existsSync(TICTACTOE))('tic-tac-toe is a draw, with a strategy for every position', () => {
    const model = loadModel(readFileSync(TICTACTOE, 'utf8'));
    const r = solve({ model });
    expect(r.method).toBe('expectimax');
    expect(r.values).toEqual([0, 0]);
    expect(r.exploitability).toBe(0);
    expect(r.converged).toBe(true);
    expect(r.tolerance).toBeUndefined();
    expect(r.iterations).toBe(2); // no cycles: one sweep, and one that changes nothing
    expect(r.strategy.key).toBe('state');
    for (const e of Object.values(r.strategy.entries)) expect(e.probs.reduce((a, b) => a + b)).toBe(1);
    const solved = solvedPlayer(r.strategy);
    for (let seed = 1; seed <= 20; seed++) {
      expect(playGame(model, { seed, players: [solved, randomPlayer(seed)] }).returns![0]).toBeGreaterThanOrEqual(0);
      expect(playGame(model, { seed, players: [randomPlayer(seed), solved] }).returns![1]).toBeGreaterThanOrEqual(0);
    }
  });

  test('Pig to 5: the first player wins 161 of 271 more often than they lose (value iteration over its cycles)', () => {
    const r = solve({ model: smallPig() });
    expect(r.method).toBe('expectimax');
    expect(r.converged).toBe(true);
    expect(r.iterations).toBeGreaterThan(2);
    // The same value from an independent value iteration over (own score, other's score, pot).
    expect(r.values[0]).toBeCloseTo(161 / 271, 10);
    expect(r.values[1]).toBeCloseTo(-161 / 271, 10);
  });

  test('a sweep limit that is too small says so', () => {
    const r = solve({ model: smallPig(), iterations: 3 });
    expect(r.iterations).toBe(3);
    expect(r.converged).toBe(false);
  });
});

/** The second player's options depend on the first player's hidden coin: one information state, two sets of options. */
const PEEKING = `
game: peeking
num_players: 2
state:
  zones:
    bag: {kind: stack, visibility: hidden, shuffled: true, init_x: "['gold', 'tin']"}
    coin: {kind: set, owner: player, visibility: owner}
  vars:
    guess: {init: null}
flow:
  id: game
  kind: sequence
  children:
    - {id: deal, kind: step, do: deal}
    - {id: guessing, kind: step, actor_x: 1, do: guess_coin}
actions:
  deal:
    effect: [{op: draw, from: bag, to: "coin[0]"}]
  guess_coin:
    effect:
      - {op: choose, options_x: "['gold', 'tin'] if coin[0][0] == 'gold' else ['tin', 'gold']", bind: g}
      - {op: set, var: guess, value_x: g}
end:
  - {id: guessed, if_x: "guess is not None", result: win, who_x: "1 if guess == coin[0][0] else 0"}
`;

/** A wheel that turns forever: each turn the player moves it one or two places round three; nothing ends. */
const WHEEL = `
game: wheel
num_players: 1
state:
  vars:
    at: {init: 0}
flow:
  id: game
  kind: loop
  until_x: "False"
  children:
    - {id: turn, kind: step, actor_x: "0", do: [one, two]}
actions:
  one: {effect: [{op: set, var: at, value_x: "(at + 1) % 3"}]}
  two: {effect: [{op: set, var: at, value_x: "(at + 2) % 3"}]}
end:
  - {id: never, if_x: "False", result: draw}
`;

describe('errors', () => {
  const cases: [string, () => unknown, string, string][] = [
    [
      'expectimax on hidden cards',
      () => solve({ model: kuhn(), method: 'expectimax' }),
      'method',
      'solve kuhn-poker: expectimax needs every request seen by everyone, and action deal is not: use cfr',
    ],
    [
      'an unknown method',
      () => solve({ model: kuhn(), method: 'minimax' as 'cfr' }),
      'method',
      'solve kuhn-poker: not a method: minimax (use expectimax, cfr, mccfr or auto)',
    ],
    [
      'a negative tolerance',
      () => solve({ model: kuhn(), tolerance: -0.1 }),
      'option',
      'solve kuhn-poker: the tolerance must be a number from 0 up, not -0.1',
    ],
    [
      'a tolerance that is not a number',
      () => solve({ model: kuhn(), tolerance: NaN }),
      'option',
      'solve kuhn-poker: the tolerance must be a number from 0 up, not NaN',
    ],
    [
      'a tree too large, by the estimate',
      () => solve({ model: kuhn(), maxNodes: 10 }),
      'too-large',
      'solve kuhn-poker: too big: the game tree has about 55 nodes (from 16 random games); at most 10 can be solved exactly (method mccfr samples bigger games)',
    ],
    [
      'a tree too large, while building it (no estimate)',
      () => solve({ model: kuhn(), maxNodes: 10, estimateWork: 0 }),
      'too-large',
      'solve kuhn-poker: too big: more than 10 nodes in the game tree (method mccfr samples bigger games)',
    ],
    [
      'too many states, by the estimate',
      () => solve({ model: smallPig(), maxNodes: 10 }),
      'too-large',
      'solve pig: too big: the game has at least about 130 positions (from 48 random games; its tree has about 4,700 nodes); at most 10 can be solved',
    ],
    [
      'too many states, while exploring (no estimate)',
      () => solve({ model: smallPig(), maxNodes: 10, estimateWork: 0 }),
      'too-large',
      'solve pig: too big: more than 10 states',
    ],
    [
      'a game no end can be reached in (three positions round a cycle)',
      () => solve({ model: loadModel(WHEEL) }),
      'method',
      'solve wheel: none of its 3 positions is an end: no end can be reached from the start, so the game has no value to solve',
    ],
    [
      'options that give away a hidden card',
      () => solve({ model: loadModel(PEEKING) }),
      'information',
      'solve peeking: information state at action guess_coin has options gold, tin and tin, gold',
    ],
  ];
  test.each(cases)('%s', (_, run, kind, message) => {
    expect(run).toThrow(SolveError);
    try {
      run();
    } catch (e) {
      expect((e as SolveError).kind).toBe(kind);
      expect((e as SolveError).message).toBe(message);
    }
  });
});

describe('the solved strategy as a player', () => {
  const r = solve({ model: smallPig() });
  const json = JSON.stringify(r.strategy);

  test('solved Pig wins more often against random players than a random player does', () => {
    const model = smallPig();
    const wins = (first: (seed: number) => Player): number => {
      let n = 0;
      for (let seed = 1; seed <= 400; seed++)
        if (playGame(model, { seed, players: [first(seed), randomPlayer(seed + 900)] }).returns![0]! > 0) n++;
      return n;
    };
    const solved = wins((seed) => playerFromSpec('solved:pig.json', { model, seed: seed + 500, read: () => json }));
    const random = wins((seed) => randomPlayer(seed + 500));
    // 337 against 279 of 400 with these seeds.
    expect(solved).toBeGreaterThan(320);
    expect(solved - random).toBeGreaterThan(40);
  });

  test('Kuhn: the solved player keeps its equilibrium value against itself, within noise', () => {
    const k = solve({ model: kuhn(), iterations: 300 });
    const model = kuhn();
    let total = 0;
    // The players' own generators get seeds apart from the game's: the same seed would tie their draws to the deal.
    const players = [solvedPlayer(k.strategy, { seed: 101 }), solvedPlayer(k.strategy, { seed: 202 })];
    for (let seed = 1; seed <= 4000; seed++) total += playGame(model, { seed, players }).returns![0]!;
    // -1/18 with a standard error of about 0.02.
    expect(total / 4000).toBeGreaterThan(-0.11);
    expect(total / 4000).toBeLessThan(0);
  });

  const bad: [string, string, string][] = [
    ['not JSON', '{', 's.json: not a strategy: the JSON cannot be read: '],
    ['no format', '{}', 's.json: not a strategy: format undefined is not tabletwin-strategy/1'],
    [
      'a wrong key',
      '{"format":"tabletwin-strategy/1","key":"x","entries":{}}',
      's.json: key must be information or state, not "x"',
    ],
    ['no entries', '{"format":"tabletwin-strategy/1","key":"state"}', 's.json: entries must be an object'],
    [
      'probabilities missing',
      '{"format":"tabletwin-strategy/1","key":"state","entries":{"a":{"options":["x"],"probs":[]}}}',
      's.json: entry "a" needs options and as many probabilities',
    ],
  ];
  test.each(bad)('a strategy file with %s', (_, text, message) => {
    const make = (): unknown => playerFromSpec('solved:s.json', { model: smallPig(), read: () => text });
    expect(make).toThrow(message);
  });

  const entry = '{"player":0,"where":"step choice","options":["roll","stop"],"probs":[0.5,0.5]}';
  const fits: [string, string, string][] = [
    [
      'another game',
      `{"format":"tabletwin-strategy/1","game":"chess","key":"state","entries":{}}`,
      's.json: a strategy for "chess", not for "pig": solve this model for its own strategy',
    ],
    [
      'probabilities that do not add up to 1',
      '{"format":"tabletwin-strategy/1","game":"pig","key":"state","entries":{"a":{"player":0,"options":["x","y"],"probs":[0.5,0.6]}}}',
      's.json: entry "a": the probabilities add up to 1.1, not 1',
    ],
    [
      'a player the model lacks',
      `{"format":"tabletwin-strategy/1","game":"pig","key":"state","entries":{"a":${entry.replace('"player":0', '"player":2')}}}`,
      's.json: entry "a": player 2 is not a player of the model (0 to 1)',
    ],
  ];
  test.each(fits)('a strategy file for %s is refused', (_, text, message) => {
    const make = (): unknown => playerFromSpec('solved:s.json', { model: smallPig(), read: () => text });
    expect(make).toThrow(new SolveError('strategy', 's.json', message.slice('s.json: '.length)));
  });

  test('a decision the strategy does not cover stops the game, naming the information state', () => {
    const k = solve({ model: kuhn(), iterations: 10 });
    const entries = { ...k.strategy.entries };
    const missing = Object.keys(entries).find((key) => key.endsWith('|decision|0|bet') && entries[key]!.player === 1)!;
    delete entries[missing];
    const player = solvedPlayer({ ...k.strategy, entries }, { name: 'solved:k.json', seed: 3 });
    let error: unknown;
    for (let seed = 1; seed <= 200 && error === undefined; seed++) {
      try {
        playGame(kuhn(), { seed, players: [player, player] });
      } catch (e) {
        error = e;
      }
    }
    expect(error).toBeInstanceOf(SolveError);
    const card = missing
      .split('\n')
      .filter((l) => l.includes('|chance|'))[1]!
      .split('|')[3];
    expect((error as SolveError).kind).toBe('uncovered');
    expect((error as SolveError).message).toBe(
      `solved:k.json: no entry for player 1 at step act, having seen deal · ? · ${card} · P0 bet`,
    );
  });

  test('other options at a covered state stop the game too', () => {
    const r2 = solve({ model: smallPig() });
    const entries = Object.fromEntries(
      Object.entries(r2.strategy.entries).map(([key, e]) => [key, { ...e, options: [...e.options].reverse() }]),
    );
    const player = solvedPlayer({ ...r2.strategy, entries }, { name: 'x' });
    expect(() => playGame(smallPig(), { seed: 1, players: [player, player] })).toThrow(
      /^x: player 0 at step choice, seeing .*: the strategy has options \w+, \w+, the game \w+, \w+$/,
    );
  });

  test('solved: without a way to read files', () => {
    expect(() => playerFromSpec('solved:s.json', { model: smallPig() })).toThrow(
      new TacticError('player', 'player solved:s.json', 's.json cannot be read: there is no way to read files here'),
    );
  });

  test('readStrategy gives back what solve wrote', () => {
    expect(readStrategy(JSON.parse(json), 'x')).toEqual(r.strategy);
  });
});

describe('CFR prunes only where both reaches are 0', () => {
  // A branch an opponent never plays still carries the traverser's average below it: skipping it
  // left Goofspiel's exploitability at 0.006 whatever the iterations, and 0.09 with this model.
  test('Goofspiel (3 cards, random point order) converges: exploitability below 1e-3 at 10,000 iterations', () => {
    const r = solve({ model: loadModel(exampleText('goofspiel.yaml')), iterations: 10_000 });
    expect(r.method).toBe('cfr');
    expect(r.exploitability).toBeLessThan(1e-3);
    expect(r.values[0]).toBeCloseTo(0, 6);
  });
});
