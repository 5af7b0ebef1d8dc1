// engine.md "Modifiers"; reference.md §11 modify, reset, run, exec, sample; §15–§18.
import { describe as group, expect, it } from 'vitest';
import { agentPlayer, playGame } from '../src/index.js';
import { errorOf, model, opsModel, play, py } from './helpers.js';

group('reset', () => {
  it('everything without persist: campaign back to its start, init_x again; eliminated and temporary modifiers cleared; results kept', () => {
    const m = model(
      'game: t',
      'state:',
      '  vars: {gold: {init: 0, persist: campaign}, hp: {init: 2}, max: {init_x: "gold + 1"}}',
      '  zones: {bag: {init_x: "[gold]"}, vault: {persist: campaign}}',
      'flow: {id: g, kind: step, actor_x: "0", do: a}',
      'actions: {a: {effect: [{op: add, var: gold, amount: 5}, {op: add, var: hp, amount: -1}, {op: place, what: 1, to: vault}, {op: modify, stat: s, change_x: value}, {op: reset, scope: level}]}}',
    );
    const g = play(m, []).game;
    expect(py(g.state.vars)).toBe("{'gold': 5, 'hp': 2, 'max': 6}");
    expect(py(g.state.zones as never)).toBe("{'bag': [5], 'vault': [1]}");
    expect(g.state.modifiers).toEqual([]);
    expect(g.events).toEqual(['reset:level']);
  });
});

group('run', () => {
  it('runs a named flow inside the effect; scoped end conditions end only that flow', () => {
    const m = model(
      'game: t',
      'num_players: 1',
      'state: {vars: {n: {init: 0}, seen: {init: null}}}',
      'flows: {inner: {id: inner, kind: loop, children: [{id: s, kind: step, do: inc}]}}',
      'flow: {id: g, kind: step, do: outer}',
      'actions:',
      '  inc: {effect: [{op: add, var: n, amount: 1}]}',
      "  outer: {effect: [{op: run, flow: inner}, {op: set, var: seen, value_x: \"results['inner']\"}]}",
      'end: [{id: done, scope: inner, if_x: "n >= 3", result: draw}]',
    );
    const g = play(m, []).game;
    expect(g.state.vars['seen']).toBe('draw');
    expect(g.events).toEqual(['inner:draw']);
  });
});

group('exec', () => {
  const cards = "content: {cards: {bolt: {id: bolt, status: verified, effect: [{op: add, var: hp, amount_x: \"-self['dmg']\"}], dmg: 3}, blank: {id: blank, text: nothing}, lost: {id: lost, status: missing, effect: []}}}";
  it('runs the item\'s effect with self, at content <id>, event exec:<id>; an instance through its origin', () => {
    const m = opsModel({ vars: '{hp: {init: 10}}', zones: '{hand: {}}', ops: ["{op: create, what_x: \"content['cards']['bolt']\", to: hand, bind: c}", "{op: exec, of_x: \"c['origin']\"}"], extra: [cards] });
    const g = play(m, []).game;
    expect(g.state.vars['hp']).toBe(7);
    expect(g.events).toEqual(['exec:bolt']);
  });
  it('NotExecutable without effect or with status missing; an instance itself is not the item', () => {
    const run = (of: string) => errorOf(play(opsModel({ vars: '{hp: {init: 10}}', zones: '{hand: {}}', ops: ["{op: create, what_x: \"content['cards']['bolt']\", to: hand, bind: c}", `{op: exec, of_x: "${of}"}`], extra: [cards] }), []).game).message;
    expect(run("content['cards']['blank']")).toBe('content blank: no effect');
    expect(run("content['cards']['lost']")).toBe('content lost: status missing');
    expect(run('c')).toBe("content bolt: exec needs the content item itself; for an instance use of_x: c['origin']");
  });
});

group('sample (outcome models)', () => {
  const outcomes = (p: string) => [
    'outcomes:',
    '  shot:',
    '    derived_x: {q: "skill / 10"}',
    '    outcomes:',
    `      - {id: hit, p: q, p_x: "${p}", effect: [{op: add, var: score, amount: 1}, {op: let, bind: lost, value: 1}]}`,
    '      - {id: miss, p: 1 - q, p_x: "1 - q"}',
  ];
  it('a chance over the outcome ids at <place> · <model>; event <model>:<id>; the effect on a copy of the names', () => {
    const m = opsModel({ vars: '{score: {init: 0}, skill: {init: 7}, out: {init: null}}', ops: ['{op: sample, model: shot}', '{op: set, var: out, value_x: "[score]"}'], extra: outcomes('q') });
    const { lines, game } = play(m, ['hit']);
    expect(game.request()).toMatchObject({ kind: 'end' });
    expect(lines[0]).toBe('C action act · shot [hit|miss] → hit');
    expect(game.events).toEqual(['shot:hit']);
    expect(py(game.state.vars['out'])).toBe('[1]');
    const probs = play(m, []).game.request();
    expect(probs.kind === 'chance' && probs.outcomes.map((o) => o.p)).toEqual([0.7, 1 - 0.7]);
  });
  it('probabilities that do not add up to 1', () => {
    const m = opsModel({ vars: '{score: {init: 0}, skill: {init: 7}}', ops: ['{op: sample, model: shot}'], extra: outcomes('q - 0.1') });
    expect(errorOf(play(m, []).game).message).toBe('outcome model shot: probabilities add up to 0.900000, not 1');
  });
});

group('agents', () => {
  it('policy_x picks by label; a label that is not an option gives a random choice', () => {
    const m = model(
      'game: t',
      'num_players: 1',
      'state: {vars: {picked: {init: []}}}',
      'flow: {id: g, kind: loop, until_x: "len(picked) >= 4", children: [{id: s, kind: step, actor_x: "0", do: [a, b, c]}]}',
      'actions: {a: {effect: [{op: add, var: picked, amount: [a]}]}, b: {effect: [{op: add, var: picked, amount: [b]}]}, c: {effect: [{op: add, var: picked, amount: [c]}]}}',
      "agents: {likes_b: {kind: heuristic, policy_x: \"'b' if decider == 0 and 'b' in options else 'nothing'\"}, lost: {policy_x: \"'zzz'\"}}",
    );
    expect(py(playGame(m, { players: [agentPlayer(m, 'likes_b')] }).game.state.vars['picked'])).toBe("['b', 'b', 'b', 'b']");
    const random = new Set(Array.from({ length: 10 }, (_, s) => py(playGame(m, { players: [agentPlayer(m, 'lost', s)] }).game.state.vars['picked'])));
    expect(random.size).toBeGreaterThan(1);
  });
});
