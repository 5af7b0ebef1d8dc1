// docs/engine.md#who-sees-what: observations per player, the information state, and
// the view that hides other players' hands and hidden zones.
import { describe as group, expect, it } from 'vitest';
import { newGame } from '../src/index.js';
import { model } from './helpers.js';

// Two players draw a card each into their own hands, then 0 secretly plays one face down,
// 1 answers openly, and the played card is revealed.
const cards = model(
  'game: t',
  'num_players: 2',
  'state:',
  '  zones:',
  '    deck: {shuffled: true, visibility: hidden, init_x: "[1, 2, 3, 4]"}',
  '    hand: {owner: player, visibility: owner}',
  '    table: {visibility: hidden}',
  '    open: {}',
  'flow:',
  '  id: g',
  '  kind: sequence',
  '  children:',
  '    - {id: deal, kind: step, do: deal}',
  '    - {id: play, kind: step, actor_x: "0", secret: true, do: [lay, keep]}',
  '    - {id: answer, kind: step, actor_x: "1", do: [lay, keep]}',
  '    - {id: show, kind: step, do: show}',
  'actions:',
  '  deal: {effect: [{op: for_each, items_x: players, as: q, body: [{op: draw, from: deck, to: "hand[q]"}]}, {op: draw, from: deck, to: open}]}',
  '  lay: {effect: [{op: move, what_x: "hand[actor][0]", from: "hand[actor]", to: table}]}',
  '  keep: {effect: []}',
  '  show: {effect: [{op: reveal, what_x: "table"}]}',
);

function gameWith(draws: number[], answers: string[]) {
  const g = newGame(cards);
  for (const i of draws) g.answer(i);
  for (const a of answers) {
    const r = g.request();
    if (r.kind !== 'decision') throw new Error('expected a decision');
    g.answer(r.options.findIndex((o) => o.label === a));
  }
  return g;
}

group('observations', () => {
  it('each player sees what they may see, `?` for the rest', () => {
    const g = gameWith([0, 0, 0], ['lay', 'keep']);
    const lines = (p: number) => g.observations(p).map((o) => `${o.where} ${o.kind} ${o.label}`);
    expect(lines(0)).toEqual([
      'step deal automatic deal',
      'action deal chance 1',
      'action deal chance ?',
      'action deal chance 3',
      'step play decision lay',
      'step answer decision keep',
      'step show automatic show',
      'action show reveal [1]',
    ]);
    expect(lines(1)).toEqual([
      'step deal automatic deal',
      'action deal chance ?',
      'action deal chance 2',
      'action deal chance 3',
      'step play decision ?',
      'step answer decision keep',
      'step show automatic show',
      'action show reveal [1]',
    ]);
  });

  it('the information state changes only with what the player observed', () => {
    // Player 1 cannot tell which card player 0 drew, nor (yet) what player 0 chose.
    const a = gameWith([0, 0, 0], ['lay']);
    const b = gameWith([3, 1, 1], ['keep']);
    expect(a.informationState(1)).toBe(b.informationState(1));
    expect(a.informationState(0)).not.toBe(b.informationState(0));
    // The public card and player 1's own card are seen by player 1.
    const c = gameWith([0, 1, 0], ['lay']);
    expect(c.informationState(1)).not.toBe(a.informationState(1));
  });

  it("the view hides other players' hands and hidden zones", () => {
    const g = gameWith([0, 0, 0], ['lay']);
    expect(g.view(0).zones).toMatchObject({ deck: ['?'], hand: [[], ['?']], table: ['?'], open: [3] });
    expect(g.view(1).zones).toMatchObject({ deck: ['?'], hand: [['?'].slice(1), [2]], table: ['?'], open: [3] });
    expect(g.view(1).vars).toBe(g.state.vars);
  });
});
