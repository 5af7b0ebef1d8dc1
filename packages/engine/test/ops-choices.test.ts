// docs/reference.md#ops choose (one option and subsets), roll, search, look, reveal and draw
// visibility; docs/engine.md#requests, "Places" and "Information: who sees what".
import { describe as group, expect, it } from 'vitest';
import { errorOf, opsModel, play, py } from './helpers.js';

function run(parts: Parameters<typeof opsModel>[0], answers: (number | string)[] = []) {
  return play(opsModel(parts), answers);
}

const END = 'END flow finished without an end condition [0, 0]';

group('choose', () => {
  it('2+ options: a decision for the actor at action <name>; bind gets the value', () => {
    const { lines, game } = run(
      { vars: '{x: {init: null}}', ops: ['{op: choose, options: [a, b, c], bind: o}', '{op: set, var: x, value_x: o}'] },
      ['b'],
    );
    expect(lines).toEqual(['D action act p0 [a|b|c] → b', END]);
    expect(game.state.vars['x']).toBe('b');
  });
  it('one option is taken without asking (automatic)', () => {
    const { lines, game } = run({
      vars: '{x: {init: null}}',
      ops: ['{op: choose, options_x: "[7]", bind: o}', '{op: set, var: x, value_x: o}'],
    });
    expect(lines).toEqual([END]);
    expect(game.state.vars['x']).toBe(7);
    expect(game.log[1]).toEqual({ kind: 'automatic', where: 'action act', player: 0, label: '7', visibleTo: 'all' });
  });
  it('no options is an error', () => {
    expect(errorOf(run({ ops: ['{op: choose, options_x: "[]", bind: o}'] }).game).message).toBe(
      'action act: choose has no options',
    );
  });
  it('actor_x decides who chooses', () => {
    expect(run({ ops: ['{op: choose, options: [a, b], bind: o, actor_x: "1"}'] }).lines).toEqual(['OPEN D action act p1 [a|b]']);
  });
  it('without actor_x and without an actor on the step, 2+ options is NotExecutable', () => {
    const m = play(opsModelNoActor(), []);
    expect(errorOf(m.game)).toEqual({
      name: 'NotExecutable',
      where: 'action act',
      message: 'action act: choose without actor_x and without an actor on the step',
    });
  });
  it('secret: only the chooser sees it; visible_to_x: the listed players', () => {
    const secret = run({ ops: ['{op: choose, options: [a, b], bind: o, secret: true}'] }).game.request();
    expect(secret.kind === 'decision' && secret.visibleTo).toEqual([0]);
    const listed = run({ ops: ['{op: choose, options: [a, b], bind: o, visible_to_x: "players"}'] }).game.request();
    expect(listed.kind === 'decision' && listed.visibleTo).toEqual([0, 1]);
  });
  it('options are labelled: a dict by label, else id, else uid, else ?; other values in Python notation', () => {
    const { lines } = run({
      zones: '{z: {init_x: "[{\'x\': 1}]"}}',
      ops: [
        "{op: choose, options_x: \"[{'label': 'L', 'id': 'i'}, {'id': 'i'}, z[0], {}, 'text', 2.5, True, None, [1, 'a'], (1,)]\", bind: o}",
      ],
    });
    expect(lines).toEqual(["OPEN D action act p0 [L|i|1|?|text|2.5|True|None|[1, 'a']|(1,)]"]);
  });
  it('the choice in a cost is at action <name> (cost)', () => {
    expect(run({ ops: [], cost: ['{op: choose, options: [a, b], bind: o}'] }).lines).toEqual([
      'OPEN D action act (cost) p0 [a|b]',
    ]);
  });
});

function opsModelNoActor() {
  return opsModel({ ops: ['{op: choose, options: [a, b], bind: o}'], actor: 'None' });
}

group('choose a subset (min/max)', () => {
  const pick = (extra: string, answers: string[]) =>
    run(
      {
        vars: '{x: {init: null}}',
        ops: [`{op: choose, options: [a, b, c, d], bind: o, ${extra}}`, '{op: set, var: x, value_x: o}'],
      },
      answers,
    );

  it('one element at a time, in order, at <place> · n; `done` once min is reached', () => {
    const { lines, game } = pick('min: 1, max: 2', ['b', 'c']);
    expect(lines).toEqual(['D action act · 1 p0 [a|b|c|d] → b', 'D action act · 2 p0 [c|d|done] → c', END]);
    expect(py(game.state.vars['x'])).toBe("['b', 'c']");
  });
  it('done ends the choice', () => {
    expect(py(pick('min: 1, max: 3', ['a', 'done']).game.state.vars['x'])).toBe("['a']");
  });
  it('only elements that still leave enough to reach min are offered', () => {
    const { lines, game } = pick('min: 3', ['b']);
    expect(lines).toEqual(['D action act · 1 p0 [a|b] → b', END]);
    expect(py(game.state.vars['x'])).toBe("['b', 'c', 'd']");
  });
  it('stops when no candidates are left', () => {
    const { lines, game } = pick('min: 0', ['d']);
    expect(lines).toEqual(['D action act · 1 p0 [a|b|c|d|done] → d', END]);
    expect(py(game.state.vars['x'])).toBe("['d']");
  });
  it('a single possible option is taken without asking', () => {
    const { lines, game } = pick('min: 4', []);
    expect(lines).toEqual([END]);
    expect(py(game.state.vars['x'])).toBe("['a', 'b', 'c', 'd']");
  });
  it('no options and min 0 binds []; fewer than min is an error', () => {
    const empty = run({
      vars: '{x: {init: null}}',
      ops: ['{op: choose, options_x: "[]", bind: o, max: 2}', '{op: set, var: x, value_x: o}'],
    });
    expect(py(empty.game.state.vars['x'])).toBe('[]');
    expect(errorOf(pick('min: 5', []).game).message).toBe('action act: choose needs at least 5 options, there are 4');
  });
  it('the request carries the pool, what is chosen and the item behind each option', () => {
    const { game } = pick('min: 1, max: 2', ['b']);
    const r = game.request();
    expect(r.kind === 'decision' && r.subset).toEqual({
      pool: ['a', 'b', 'c', 'd'],
      chosen: ['b'],
      items: ['c', 'd', undefined],
    });
  });
});

group('roll', () => {
  it('a chance, uniform over the faces; everyone sees it unless visible_to_x', () => {
    const { lines, game } = run(
      { vars: '{x: {init: 0}}', ops: ['{op: roll, die: [1, 2, 3], bind: d}', '{op: add, var: x, amount_x: d}'] },
      ['3'],
    );
    expect(lines).toEqual(['C action act [1|2|3] → 3', END]);
    expect(game.state.vars['x']).toBe(3);
    const r = run({ ops: ['{op: roll, die: [a, b], bind: d, visible_to_x: "[1]"}'] }).game.request();
    expect(r).toEqual({
      kind: 'chance',
      outcomes: [
        { label: 'a', p: 0.5 },
        { label: 'b', p: 0.5 },
      ],
      where: 'action act',
      visibleTo: [1],
    });
  });
  it('die_x over a hand picks a random card', () => {
    expect(run({ zones: "{h: {init_x: \"['x', 'y']\"}}", ops: ['{op: roll, die_x: h, bind: c}'] }).lines).toEqual([
      'OPEN C action act [x|y]',
    ]);
  });
  it('a die without faces is an error', () => {
    expect(errorOf(run({ ops: ['{op: roll, die: [], bind: d}'] }).game).message).toBe('action act: roll: the die has no faces');
  });
});

group('search', () => {
  const zones = '{deck: {shuffled: true, visibility: hidden, init_x: "[1, 2, 3, 4]"}, hand: {}}';
  it('filters with `it`, chooses secretly among the matches', () => {
    const { lines, game } = run(
      {
        zones,
        ops: ['{op: search, from: deck, filter_x: "it % 2 == 0", bind: f}', '{op: move, what_x: f, from: deck, to: hand}'],
      },
      ['4'],
    );
    expect(lines).toEqual(['D action act p0 [2|4] → 4', END]);
    expect(game.observations(0).find((o) => o.kind === 'search')?.label).toBe('[1, 2, 3, 4]');
    expect(game.observations(1).find((o) => o.kind === 'search')?.label).toBe('?');
    expect(game.observations(1).find((o) => o.kind === 'decision')?.label).toBe('?');
  });
  it('one match: no decision; no match: None (or [] with min/max)', () => {
    const vars = '{x: {init: 0}, y: {init: 0}}';
    const { game } = run({
      zones,
      vars,
      ops: [
        '{op: search, from: deck, filter_x: "it > 3", bind: a}',
        '{op: search, from: deck, filter_x: "c > 9", as: c, bind: b}',
        '{op: set, var: x, value_x: "[a, b]"}',
        '{op: search, from: deck, filter_x: "False", bind: e, min: 0}',
        '{op: set, var: y, value_x: e}',
      ],
    });
    expect(py(game.state.vars['x'])).toBe('[4, None]');
    expect(py(game.state.vars['y'])).toBe('[]');
  });
});

group('what players see', () => {
  const zones =
    '{deck: {shuffled: true, visibility: hidden, init_x: "[1, 2]"}, mine: {owner: player, visibility: owner}, open: {}, face_down: {visibility: hidden}}';
  it("a draw is seen by the destination zone's visibility", () => {
    const m = (to: string) => run({ zones, ops: [`{op: draw, from: deck, to: "${to}"}`] }).game.request();
    expect(m('open')).toMatchObject({ kind: 'chance', visibleTo: 'all' });
    expect(m('mine[1]')).toMatchObject({ kind: 'chance', visibleTo: [1] });
    expect(m('face_down')).toMatchObject({ kind: 'chance', visibleTo: [] });
  });
  it('visible_to_x overrides the destination; position places the drawn card', () => {
    const r = run({ zones, ops: ['{op: draw, from: deck, to: open, visible_to_x: "[0]"}'] }).game.request();
    expect(r).toMatchObject({ kind: 'chance', visibleTo: [0] });
    const z = '{src: {init_x: "[7, 8]"}, dst: {init_x: "[1, 2]"}}';
    expect(py(run({ zones: z, ops: ['{op: draw, from: src, to: dst, n: 2, position: top}'] }).game.state.zones['dst'])).toBe(
      '[8, 7, 1, 2]',
    );
  });

  it('look: the actor, or visible_to_x; no actor: everyone', () => {
    const other = run({ zones, ops: ['{op: look, from: deck, n: 1, actor_x: "1"}'] }).game.request();
    expect(other).toMatchObject({ kind: 'chance', visibleTo: [1] });
    const r = run({ zones, ops: ['{op: look, from: deck, n: 1}'] }).game.request();
    expect(r).toMatchObject({ kind: 'chance', visibleTo: [0] });
    const all = run({ zones, actor: 'None', ops: ['{op: look, from: deck, n: 1}'] }).game.request();
    expect(all).toMatchObject({ kind: 'chance', visibleTo: 'all' });
  });
  it("reveal: everyone or visible_to_x; the zone's visibility does not change", () => {
    const { game } = run({
      zones: '{h: {visibility: hidden, init_x: "[5]"}}',
      ops: ['{op: reveal, what_x: "h[0]"}', '{op: reveal, what_x: "h", visible_to_x: "[1]"}'],
    });
    expect(game.observations(0).map((o) => `${o.kind} ${o.label}`)).toEqual(['automatic act', 'reveal 5', 'reveal ?']);
    expect(game.observations(1).map((o) => `${o.kind} ${o.label}`)).toEqual(['automatic act', 'reveal 5', 'reveal [5]']);
    expect(game.view(0).zones['h']).toEqual(['?']);
  });
});
