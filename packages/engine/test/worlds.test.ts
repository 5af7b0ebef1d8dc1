// game.worlds(player): worlds the player cannot tell from the game, in which everything they did
// not see is drawn again (engine README "Worlds"). Frequencies are checked within four standard
// errors of the posterior worked out by hand.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe as group, expect, it } from 'vitest';
import { loadModel, newGame, type Game } from '../src/index.js';
import { repositoryRoot } from '../src/testing/index.js';
import { model } from './helpers.js';

/** Answers the open request with the option or outcome labelled `label` (the first such). */
function answer(g: Game, label: string): void {
  const r = g.request();
  if (r.kind === 'end') throw new Error('the game is over');
  const labels = r.kind === 'decision' ? r.options.map((o) => o.label) : r.outcomes.map((o) => o.label);
  const i = labels.indexOf(label);
  if (i < 0) throw new Error(`${label} is not among ${labels.join(', ')}`);
  g.answer(i);
}

/** Counts of `f(world)` over `n` worlds of one sampler. */
function counts(g: Game, player: number, n: number, f: (w: Game) => string, seed = 1): Map<string, number> {
  const worlds = g.worlds(player);
  const out = new Map<string, number>();
  for (let s = 0; s < n; s++) {
    const w = worlds.next(seed * 100_000 + s);
    const k = f(w);
    out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

/** `counts` is within four standard errors of `expected` (probabilities by key). */
function near(c: Map<string, number>, expected: Record<string, number>, n: number): void {
  expect([...c.keys()].sort()).toEqual(Object.keys(expected).sort());
  for (const [k, p] of Object.entries(expected)) {
    const share = (c.get(k) ?? 0) / n;
    expect(Math.abs(share - p), `${k}: ${share} against ${p}`).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  }
}

// A die only player 1 sees, kept in a hidden zone; player 0 then guesses.
const peek = model(
  'game: peek',
  'num_players: 2',
  'state: {zones: {cup: {kind: set, visibility: hidden}}}',
  'flow: {id: g, kind: sequence, children: [{id: throw, kind: step, do: throw}, {id: guess, kind: step, actor_x: "0", do: [low, high]}]}',
  'actions:',
  '  throw: {effect: [{op: roll, die: [1, 2, 3, 4, 5, 6], bind: pips, visible_to_x: "[1]"}, {op: place, what_x: pips, to: cup}]}',
  '  low: {effect: []}',
  '  high: {effect: []}',
);

group('a die only the other player saw', () => {
  const g = newGame(peek, { seed: 1 });
  answer(g, '6');

  it('player 0 gets worlds with every face equally often; the true game stays as it was', () => {
    const before = JSON.stringify(g.snapshot());
    expect(g.worlds(0).method).toBe('replay');
    const n = 3000;
    const c = counts(g, 0, n, (w) => String((w.state.zones['cup'] as number[])[0]));
    near(c, { 1: 1 / 6, 2: 1 / 6, 3: 1 / 6, 4: 1 / 6, 5: 1 / 6, 6: 1 / 6 }, n);
    expect(JSON.stringify(g.snapshot())).toBe(before);
  });

  it('every world is at the same decision, with the same observations for player 0', () => {
    const worlds = g.worlds(0);
    for (let s = 0; s < 20; s++) {
      const w = worlds.next(s);
      expect(w.request()).toEqual(g.request());
      expect(w.informationState(0)).toBe(g.informationState(0));
    }
    expect(worlds.stats).toMatchObject({ worlds: 20, batches: 2, dropped: 0, fallbacks: 0 });
  });

  it('player 1 saw the die: a copy, with the die kept', () => {
    const worlds = g.worlds(1);
    expect(worlds.method).toBe('copy');
    for (let s = 0; s < 20; s++) expect(worlds.next(s).state.zones['cup']).toEqual([6]);
  });

  it("a world's own chance is not the true game's future", () => {
    const later = newGame(peek, { seed: 1 });
    const firsts = new Set<number>();
    for (let s = 0; s < 30; s++) firsts.add(later.resample(1, s).sample());
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('the same seed gives the same world', () => {
    const a = g.worlds(0);
    const b = g.worlds(0);
    for (let s = 0; s < 10; s++) expect(JSON.stringify(a.next(s).snapshot())).toBe(JSON.stringify(b.next(s).snapshot()));
  });
});

group('what the player saw later is kept', () => {
  it('a hidden die added to a public score: every world has the die that explains the score', () => {
    const m = model(
      'game: score',
      'num_players: 2',
      'state: {vars: {score: {type: int, init: 0}}, zones: {cup: {kind: set, visibility: hidden}}}',
      'flow: {id: g, kind: sequence, children: [{id: throw, kind: step, do: throw}, {id: guess, kind: step, actor_x: "0", do: [a, b]}]}',
      'actions:',
      '  throw: {effect: [{op: roll, die: [1, 2, 3], bind: p, visible_to_x: "[1]"}, {op: place, what_x: p, to: cup}, {op: add, var: score, amount_x: "p % 2"}]}',
      '  a: {effect: []}',
      '  b: {effect: []}',
    );
    const g = newGame(m, { seed: 1 });
    answer(g, '2');
    // Player 0 sees score 0, so the die is 2 (1 and 3 give 1).
    const c = counts(g, 0, 200, (w) => String((w.state.zones['cup'] as number[])[0]));
    expect([...c.keys()]).toEqual(['2']);
  });

  it('a die revealed to player 0 after a secret choice of player 1: the die stays, the choice is drawn again', () => {
    const m = model(
      'game: reveal',
      'num_players: 2',
      'state: {zones: {cup: {kind: set, visibility: hidden}}}',
      'flow:',
      '  id: g',
      '  kind: sequence',
      '  children:',
      '    - {id: pick, kind: step, actor_x: "1", secret: true, do: [left, right]}',
      '    - {id: throw, kind: step, do: throw}',
      '    - {id: guess, kind: step, actor_x: "0", do: [a, b]}',
      'actions:',
      '  left: {effect: [{op: place, what: 1, to: cup}]}',
      '  right: {effect: [{op: place, what: 2, to: cup}]}',
      '  throw: {effect: [{op: roll, die: [1, 2, 3, 4], bind: p, visible_to_x: "[1]"}, {op: reveal, what_x: p}]}',
      '  a: {effect: []}',
      '  b: {effect: []}',
    );
    const g = newGame(m, { seed: 1 });
    answer(g, 'right');
    answer(g, '3');
    const n = 1000;
    const c = counts(g, 0, n, (w) => `${String(w.state.zones['cup'])}:${w.log.find((e) => e.kind === 'chance')!.label}`);
    near(c, { '1:3': 0.5, '2:3': 0.5 }, n);
  });
});

group('the posterior of a card game', () => {
  // Four cards, two of them alike (A, A, B, C). Player 1 gets one card player 0 cannot see, then
  // player 0 gets one, face up for themselves. Player 0 drew an A.
  // Before player 0's draw, player 1 holds A with 1/2, B 1/4, C 1/4. The chance of player 0's A is
  // 1/3 when player 1 holds an A, 2/3 otherwise, so afterwards each of A, B, C has 1/3
  // (1/2·1/3 : 1/4·2/3 : 1/4·2/3). A sampler that fixed the A without weighing it would keep 1/2.
  const cards = model(
    'game: cards',
    'num_players: 2',
    'state:',
    '  zones:',
    "    deck: {shuffled: true, visibility: hidden, init_x: \"['A', 'A', 'B', 'C']\"}",
    '    hand: {owner: player, visibility: owner}',
    'flow: {id: g, kind: sequence, children: [{id: deal, kind: step, do: deal}, {id: bid, kind: step, actor_x: "1", do: [pass, raise, fold]}, {id: play, kind: step, actor_x: "0", do: [x, y]}]}',
    'actions:',
    '  deal: {effect: [{op: draw, from: deck, to: "hand[1]"}, {op: draw, from: deck, to: "hand[0]"}]}',
    '  pass: {effect: []}',
    '  raise: {effect: []}',
    '  fold: {pre_x: "hand[1][0] != \'A\'", effect: []}',
    '  x: {effect: []}',
    '  y: {effect: []}',
  );
  const theirs = (w: Game) => String((w.state.zones['hand'] as string[][])[1]![0]);

  it("player 0's A: player 1 holds A, B or C with 1/3 each", () => {
    const g = newGame(cards, { seed: 1 });
    answer(g, 'B');
    answer(g, 'A');
    expect(g.request()).toMatchObject({ kind: 'decision', player: 1 });
    const n = 4000;
    near(counts(g, 0, n, theirs), { A: 1 / 3, B: 1 / 3, C: 1 / 3 }, n);
  });

  it('then player 1 passed, which is likelier with two options (an A) than with three: A 3/7, B 2/7, C 2/7', () => {
    // Other players' choices count as uniform: pass has 1/2 with an A, 1/3 with B or C;
    // 1/3·1/2 : 1/3·1/3 : 1/3·1/3 = 3 : 2 : 2.
    const g = newGame(cards, { seed: 1 });
    answer(g, 'B');
    answer(g, 'A');
    answer(g, 'pass');
    const n = 4000;
    near(counts(g, 0, n, theirs, 2), { A: 3 / 7, B: 2 / 7, C: 2 / 7 }, n);
  });

  it('a world never gives player 0 another card than the one they saw', () => {
    const g = newGame(cards, { seed: 1 });
    answer(g, 'B');
    answer(g, 'A');
    const c = counts(g, 0, 300, (w) => String((w.state.zones['hand'] as string[][])[0]));
    expect([...c.keys()]).toEqual(['A']);
  });
});

group('Kuhn poker', () => {
  const kuhn = loadModel(readFileSync(resolve(repositoryRoot(), 'models/kuhn-poker.yaml'), 'utf8'));
  it("the first player holds the King: the second player's card is the Jack or the Queen, half each", () => {
    const g = newGame(kuhn, { seed: 1 });
    answer(g, 'K');
    answer(g, 'J');
    const n = 2000;
    const c = counts(g, 0, n, (w) => String((w.state.zones['hand'] as string[][]).join('/')));
    near(c, { 'K/J': 0.5, 'K/Q': 0.5 }, n);
  });
});

group('no world agrees within the attempts', () => {
  it('the sampler falls back to redistributing (which may keep hidden outcomes) and says so', () => {
    const m = model(
      'game: far',
      'num_players: 2',
      'flow: {id: g, kind: sequence, children: [{id: throw, kind: step, do: throw}, {id: play, kind: step, actor_x: "0", do: [x, y]}]}',
      'actions:',
      '  throw: {effect: [{op: roll, die_x: "list(range(1, 5001))", bind: p, visible_to_x: "[1]"}, {op: reveal, what_x: "p"}]}',
      '  x: {effect: []}',
      '  y: {effect: []}',
    );
    const g = newGame(m, { seed: 1 });
    answer(g, '77');
    // Only a 77 shows 77: one particle in 5,000 agrees, so one batch of 4 almost never does.
    const worlds = g.worlds(0, { particles: 4, attempts: 1 });
    for (let s = 0; s < 3; s++) expect(worlds.next(s).informationState(0)).toBe(g.informationState(0));
    expect(worlds.stats).toEqual({ worlds: 3, batches: 1, dropped: 4, fallbacks: 3 });
    // The fallback kept the true die.
    expect(worlds.next(4).log.find((e) => e.kind === 'chance')!.label).toBe('77');
  });
});
