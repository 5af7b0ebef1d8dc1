// docs/engine.md#who-sees-what (no peeking), docs/tactics.md#no-peeking, and issue 5:
// game.resample(player, rng) deals again what the player has not seen.
import { describe as group, expect, it } from 'vitest';
import { newGame, restoreGame, sampleChance, type Game } from '../src/index.js';
import { model } from './helpers.js';

// Ten cards. Each player gets two cards in a hand only they see (dealt from the deck, so the
// hands are `drawn_from: deck`), two shadow cards go face down onto the table, player 0 plays a
// card face up and looks at the top card of the deck. Then player 0 is to move.
const CARDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
/** Two players, the ten cards in a shuffled hidden deck, hands and shadow cards dealt from it. */
const TABLE = [
  'game: t',
  'num_players: 2',
  `constants: {CARDS: [${CARDS.map((c) => `{id: ${c}}`).join(', ')}]}`,
  'state:',
  '  zones:',
  '    deck: {shuffled: true, visibility: hidden, init_x: CARDS}',
  '    hand: {owner: player, visibility: owner, drawn_from: deck}',
  '    shadow: {visibility: hidden, drawn_from: deck}',
];
const m = model(
  ...TABLE,
  '    discard: {}',
  'flow:',
  '  id: g',
  '  kind: sequence',
  '  children:',
  '    - {id: deal, kind: step, do: deal}',
  '    - {id: play, kind: step, actor_x: "0", do: lay}',
  '    - {id: wait, kind: step, actor_x: "0", do: [x, y]}',
  'actions:',
  '  deal:',
  '    effect:',
  '      - {op: for_each, items_x: players, as: q, body: [{op: draw, from: deck, to: "hand[q]", n: 2}]}',
  '      - {op: draw, from: deck, to: shadow, n: 2}',
  '  lay:',
  '    effect:',
  '      - {op: move, what_x: "hand[0][0]", from: "hand[0]", to: discard}',
  '      - {op: look, from: deck, n: 1}',
  '  x: {effect: []}',
  '  y: {effect: []}',
);

/** The game at player 0's decision, with chance drawn from the game's generator. */
function midGame(seed = 3): Game {
  const g = newGame(m, { seed });
  while (g.request().kind === 'chance') g.answer(sampleChance(g));
  return g;
}

type Card = Record<string, unknown>;
const zone = (g: Game, name: string, p?: number): Card[] => {
  const z = g.state.zones[name] as unknown[];
  return (p === undefined ? z : z[p]) as Card[];
};
const ids = (cards: Card[]) => cards.map((c) => `${String(c['id'])}#${String(c['uid'])}`);
/** What player 0 has seen: their hand, the discard and the known top of the deck. */
const observed = (g: Game) => [ids(zone(g, 'hand', 0)), ids(zone(g, 'discard')), ids(zone(g, 'deck').slice(0, 1))];
/** The unseen slots in a fixed order: player 1's hand, the shadow cards, the unknown middle of the deck. */
const unseen = (g: Game) => [...zone(g, 'hand', 1), ...zone(g, 'shadow'), ...zone(g, 'deck').slice(1)];

group('resample', () => {
  it('the position: what player 0 has seen and what not', () => {
    const g = midGame();
    expect(g.request()).toMatchObject({ kind: 'decision', where: 'step wait', player: 0 });
    expect(g.state.known['deck']).toEqual([1, 0]);
    expect(observed(g).map((l) => l.length)).toEqual([1, 1, 1]);
    expect(unseen(g).length).toBe(7);
  });

  it('no observed card ever moves; counts, uids and the information state stay; the copy plays on', () => {
    const g = midGame();
    const before = observed(g);
    const uids = unseen(g).map((c) => c['uid']);
    const contents = unseen(g)
      .map((c) => c['id'])
      .sort();
    for (let s = 0; s < 200; s++) {
      const r = g.resample(0, s);
      expect(observed(r)).toEqual(before);
      expect(unseen(r).map((c) => c['uid'])).toEqual(uids);
      expect(
        unseen(r)
          .map((c) => c['id'])
          .sort(),
      ).toEqual(contents);
      expect(r.informationState(0)).toBe(g.informationState(0));
      expect(r.request()).toEqual(g.request());
    }
    const r = g.resample(0, 1);
    r.answer(0);
    expect(r.request().kind).toBe('end');
    expect(g.request().kind).toBe('decision');
  });

  it('every unseen card lands in every unseen slot with the same frequency (chi-square at a fixed seed)', () => {
    const g = midGame();
    const cards = unseen(g).map((c) => String(c['id']));
    const runs = 7000;
    const counts = new Map<string, number>();
    for (let s = 0; s < runs; s++) {
      unseen(g.resample(0, s)).forEach((card, slot) => {
        const key = `${slot}:${String(card['id'])}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      });
    }
    const k = cards.length;
    const expected = runs / k;
    let chi2 = 0;
    for (let slot = 0; slot < k; slot++)
      for (const card of cards) chi2 += ((counts.get(`${slot}:${card}`) ?? 0) - expected) ** 2 / expected;
    // Each run is a random permutation matrix: rows and columns add up to the number of runs, so
    // the statistic is k / (k - 1) times a chi-square with (k - 1)² = 36 degrees of freedom (its
    // mean is k (k - 1) = 42). 67.99 is the 0.999 quantile of chi-square with 36.
    expect((chi2 * (k - 1)) / k).toBeLessThan(67.99);
    // And not trivially: no cell is empty.
    expect(counts.size).toBe(49);
  });

  it("for player 1 the other way round: player 0's hand is dealt again, player 1's hand stays", () => {
    const g = midGame();
    const mine = ids(zone(g, 'hand', 1));
    const theirs = new Set<string>();
    for (let s = 0; s < 50; s++) {
      const r = g.resample(1, s);
      expect(ids(zone(r, 'hand', 1))).toEqual(mine);
      theirs.add(ids(zone(r, 'hand', 0)).join());
      expect(r.informationState(1)).toBe(g.informationState(1));
    }
    expect(theirs.size).toBeGreaterThan(1);
  });

  it('a hand without drawn_from is drawn again by replaying the game; the top player 0 looked at and the known bottom stay', () => {
    const plain = model(
      'game: t',
      'state: {zones: {deck: {shuffled: true, visibility: hidden, init_x: "[1, 2, 3, 4, 5, 6]"}, hand: {owner: player, visibility: owner}}}',
      'flow: {id: g, kind: sequence, children: [{id: deal, kind: step, do: deal}, {id: wait, kind: step, actor_x: "0", do: [x, y]}]}',
      'actions:',
      '  deal: {effect: [{op: draw, from: deck, to: "hand[1]", n: 2}, {op: look, from: deck, n: 1, actor_x: "0"}, {op: place, what: 9, to: deck, position: bottom}]}',
      '  x: {effect: []}',
      '  y: {effect: []}',
    );
    const g = newGame(plain, { seed: 1 });
    while (g.request().kind === 'chance') g.answer(sampleChance(g));
    const deck = g.state.zones['deck'] as number[];
    expect(g.state.known['deck']).toEqual([1, 1]);
    expect(g.worlds(0).method).toBe('replay');
    const hands = new Set<string>();
    for (let s = 0; s < 40; s++) {
      const r = g.resample(0, s);
      const d = r.state.zones['deck'] as number[];
      const theirs = (r.state.zones['hand'] as number[][])[1]!;
      expect([d[0], d[d.length - 1]]).toEqual([deck[0], deck[deck.length - 1]]);
      expect([...d, ...theirs].sort()).toEqual([...deck, ...(g.state.zones['hand'] as number[][])[1]!].sort());
      expect(r.informationState(0)).toBe(g.informationState(0));
      hands.add(theirs.join());
    }
    // Player 1 holds two of the five cards other than the top one, in either order: 20 hands.
    expect(hands.size).toBeGreaterThan(10);
  });

  it('a drawn_from zone whose source is not shuffled is dealt among itself', () => {
    const plain = model(
      'game: t',
      'state: {zones: {deck: {visibility: hidden, init_x: "[1, 2, 3, 4, 5]"}, shadow: {visibility: hidden, drawn_from: deck}}}',
      'flow: {id: g, kind: sequence, children: [{id: deal, kind: step, do: deal}, {id: wait, kind: step, actor_x: "0", do: [x, y]}]}',
      'actions: {deal: {effect: [{op: draw, from: deck, to: shadow, n: 3}]}, x: {effect: []}, y: {effect: []}}',
    );
    const g = newGame(plain, { seed: 1 });
    const orders = new Set<string>();
    for (let s = 0; s < 40; s++) {
      const r = g.resample(0, s);
      expect(r.state.zones['deck']).toEqual([4, 5]);
      orders.add(String(r.state.zones['shadow']));
    }
    expect([...orders].map((o) => o.split(',').sort().join(',')).every((o) => o === '1,2,3')).toBe(true);
    expect(orders.size).toBe(6);
  });

  it('a draw waiting for its chance is asked again over the cards that are there now', () => {
    const g = newGame(m, { seed: 5 });
    for (let k = 0; k < 4; k++) g.answer(sampleChance(g)); // the two hands
    const open = g.request();
    expect(open).toMatchObject({ kind: 'chance', where: 'action deal' });
    const labels = new Set<string>();
    for (let s = 0; s < 30; s++) {
      const r = g.resample(0, s);
      const req = r.request();
      const middle = zone(r, 'deck').map((c) => String(c['id']));
      expect(req.kind === 'chance' && req.outcomes.map((o) => o.label)).toEqual(middle);
      labels.add(middle.join());
      r.answer(2);
      expect(zone(r, 'shadow').map((c) => String(c['id']))).toEqual([middle[2]]);
    }
    expect(labels.size).toBeGreaterThan(1);
  });
});

// Cards a player knows where they lie stay there for that player (game/knowledge.ts): two cards
// are dealt face down onto the table, player 0 looks at the first, lays a card of their own
// hand face down next to them, and the second is shown to player 1 alone.
const known = model(
  ...TABLE,
  'flow:',
  '  id: g',
  '  kind: sequence',
  '  children:',
  '    - {id: deal, kind: step, do: deal}',
  '    - {id: wait, kind: step, actor_x: "0", do: [x, y]}',
  'actions:',
  '  deal:',
  '    effect:',
  '      - {op: for_each, items_x: players, as: q, body: [{op: draw, from: deck, to: "hand[q]", n: 2}]}',
  '      - {op: draw, from: deck, to: shadow, n: 2}',
  '      - {op: look, from: shadow, n: 1, actor_x: "0"}',
  '      - {op: move, what_x: "hand[0][0]", from: "hand[0]", to: shadow}',
  '      - {op: reveal, what_x: "shadow[1]", visible_to_x: "1"}',
  '  x: {effect: []}',
  '  y: {effect: []}',
);

group('resample keeps what the player knows where it lies', () => {
  const start = () => {
    const g = newGame(known, { seed: 2 });
    while (g.request().kind === 'chance') g.answer(sampleChance(g));
    return g;
  };
  /** Per slot of the table and player 1's hand: the set of cards seen there over 60 resamples. */
  const spread = (g: Game, player: number) => {
    const seen: Set<string>[] = [];
    for (let s = 0; s < 60; s++) {
      const r = g.resample(player, s);
      [...zone(r, 'shadow'), ...zone(r, 'hand', 1 - player)].forEach((c, i) => (seen[i] ??= new Set()).add(String(c['id'])));
    }
    return seen.map((x) => x.size);
  };

  it("the table: a card player 0 looked at, one shown to player 1, player 0's own card", () => {
    const g = start();
    expect(g.request()).toMatchObject({ kind: 'decision', where: 'step wait', player: 0 });
    expect(zone(g, 'shadow')).toHaveLength(3);
    expect(zone(g, 'hand', 0)).toHaveLength(1);
  });

  it('for player 0 the first and the third card stay; the second and the other hand are dealt again', () => {
    const [first, second, third, ...theirs] = spread(start(), 0);
    expect([first, third]).toEqual([1, 1]);
    expect(second).toBeGreaterThan(1);
    expect(theirs).toHaveLength(2);
    for (const n of theirs) expect(n).toBeGreaterThan(1);
  });

  it("for player 1 only the card shown to them stays; player 0's last card is dealt again", () => {
    const [first, second, third, ...theirs] = spread(start(), 1);
    expect(second).toBe(1);
    expect(first).toBeGreaterThan(1);
    expect(third).toBeGreaterThan(1);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toBeGreaterThan(1);
  });

  it('a copy and a restored snapshot know the same', () => {
    const g = start();
    const restored = restoreGame(known, JSON.parse(JSON.stringify(g.snapshot())));
    for (const other of [g.clone(), restored]) {
      for (let s = 0; s < 10; s++) expect(other.resample(0, s).state).toEqual(g.resample(0, s).state);
    }
  });

  it('a snapshot without seen (written before it was kept) restores and deals every unseen card', () => {
    const snapshot = JSON.parse(JSON.stringify(start().snapshot())) as { data: { st: Record<string, unknown> } };
    delete snapshot.data.st['seen'];
    const g = restoreGame(known, snapshot as never);
    const firsts = new Set<string>();
    for (let s = 0; s < 30; s++) firsts.add(String(zone(g.resample(0, s), 'shadow')[0]!['id']));
    expect(firsts.size).toBeGreaterThan(1);
  });
});
