// engine.md "Information: who sees what" (no peeking) and issue 5: game.resample(player, rng).
import { describe as group, expect, it } from 'vitest';
import { newGame, sampleChance } from '../src/index.js';
import { model } from './helpers.js';

// Player 0 draws two cards into a hand only they see; two shadow cards are dealt face down from
// the same deck; two cards stay in the deck.
const m = model(
  'game: t',
  'num_players: 2',
  "constants: {CARDS: [{id: a}, {id: b}, {id: c}, {id: d}, {id: e}, {id: f}]}",
  'state:',
  '  zones:',
  '    deck: {shuffled: true, visibility: hidden, init_x: CARDS}',
  '    hand: {owner: player, visibility: owner}',
  '    shadow: {visibility: hidden, drawn_from: deck}',
  'flow: {id: g, kind: sequence, children: [{id: deal, kind: step, do: deal}, {id: wait, kind: step, actor_x: "0", do: [x, y]}]}',
  'actions:',
  '  deal: {effect: [{op: draw, from: deck, to: "hand[0]", n: 2}, {op: draw, from: deck, to: shadow, n: 2}]}',
  '  x: {effect: []}',
  '  y: {effect: []}',
);

function dealt() {
  const g = newGame(m, { seed: 3 });
  while (g.request().kind === 'chance') g.answer(sampleChance(g));
  return g;
}

const ids = (list: unknown) => (list as Record<string, unknown>[]).map((c) => `${c['id']}#${c['uid']}`);

group('resample', () => {
  it('keeps what the player saw, uids in place, and the information state; the copy plays on', () => {
    const g = dealt();
    const r = g.resample(0, 1);
    expect(ids((r.state.zones['hand'] as unknown[][])[0])).toEqual(ids((g.state.zones['hand'] as unknown[][])[0]));
    expect((r.state.zones['shadow'] as Record<string, unknown>[]).map((c) => c['uid'])).toEqual((g.state.zones['shadow'] as Record<string, unknown>[]).map((c) => c['uid']));
    expect(r.informationState(0)).toBe(g.informationState(0));
    expect(r.request()).toEqual(g.request());
    r.answer(0);
    expect(r.request().kind).toBe('end');
    expect(g.request().kind).toBe('decision');
  });

  it('every unseen card lands in every unseen slot equally often (chi-square at a fixed seed)', () => {
    const g = dealt();
    const hand = ids((g.state.zones['hand'] as unknown[][])[0]).map((s) => s.split('#')[0]);
    const unseen = ['a', 'b', 'c', 'd', 'e', 'f'].filter((c) => !hand.includes(c));
    const runs = 4000;
    const counts = new Map<string, number>();
    for (let s = 0; s < runs; s++) {
      const r = g.resample(0, s);
      const slots = [...(r.state.zones['shadow'] as Record<string, unknown>[]), ...(r.state.zones['deck'] as Record<string, unknown>[])];
      expect(ids((r.state.zones['hand'] as unknown[][])[0]).map((x) => x.split('#')[0])).toEqual(hand);
      slots.forEach((card, slot) => counts.set(`${slot}:${card['id']}`, (counts.get(`${slot}:${card['id']}`) ?? 0) + 1));
    }
    const expected = runs / unseen.length;
    let chi2 = 0;
    for (let slot = 0; slot < 4; slot++) for (const card of unseen) chi2 += ((counts.get(`${slot}:${card}`) ?? 0) - expected) ** 2 / expected;
    // Each run puts one card in each slot: a 4 × 4 table with fixed margins, (4 - 1) × (4 - 1) = 9
    // degrees of freedom; 27.88 is the 0.999 quantile of chi-square with 9.
    expect(chi2).toBeLessThan(27.88);
  });

  it('only drawn_from zones are redistributed', () => {
    const g = dealt();
    const r = g.resample(1, 5);
    // Player 1 cannot see hand[0] either, but only drawn_from zones are redistributed.
    expect(ids((r.state.zones['hand'] as unknown[][])[0])).toEqual(ids((g.state.zones['hand'] as unknown[][])[0]));
  });
});
