// docs/reference.md#agents agents: policy_x as a player next to random and first.
import { describe as group, expect, it } from 'vitest';
import { agentPlayer, firstPlayer, NotExecutable, playGame, randomPlayer, type PlayOptions } from '../src/index.js';
import { model, py } from './helpers.js';

const m = model(
  'game: t',
  'num_players: 2',
  'state: {vars: {picked: {init: []}, p: {init: 0}}}',
  'flow: {id: g, kind: loop, over_x: players, as: p, until_x: "len(picked) >= 6", children: [{id: s, kind: step, actor_x: p, do: [a, b, c]}]}',
  'actions: {a: {effect: [{op: add, var: picked, amount: [a]}]}, b: {effect: [{op: add, var: picked, amount: [b]}]}, c: {effect: [{op: add, var: picked, amount: [c]}]}}',
  'agents:',
  "  likes_b: {kind: heuristic, policy_x: \"'b' if 'b' in options else options[0]\"}",
  '  by_seat: {policy_x: "options[decider + 1]"}',
  "  reads_state: {policy_x: \"'c' if len(picked) >= 2 else 'a'\"}",
  '  lost: {policy_x: "\'zzz\'"}',
  '  number: {policy_x: "1"}',
  '  mute: {kind: human}',
);

const picks = (players: PlayOptions['players'], seed = 0) =>
  py(playGame(m, { seed, ...(players === undefined ? {} : { players }) }).game.state.vars['picked']);

group('agentPlayer (policy_x)', () => {
  const cases: [string, PlayOptions['players'], string][] = [
    [
      'the returned label is chosen (options in scope)',
      [agentPlayer(m, 'likes_b'), agentPlayer(m, 'likes_b')],
      "['b', 'b', 'b', 'b', 'b', 'b']",
    ],
    ['decider is the deciding player', agentPlayer(m, 'by_seat'), "['b', 'c', 'b', 'c', 'b', 'c']"],
    ['the global state is in scope', agentPlayer(m, 'reads_state'), "['a', 'a', 'c', 'c', 'c', 'c']"],
    ['next to random and first players', [agentPlayer(m, 'likes_b'), firstPlayer()], "['b', 'a', 'b', 'a', 'b', 'a']"],
  ];
  it.each(cases)('%s', (_name, players, expected) => {
    expect(picks(players)).toBe(expected);
  });

  it("a result that is not a label gives a random choice from the agent's own generator", () => {
    for (const name of ['lost', 'number']) {
      const games = new Set(Array.from({ length: 12 }, (_, s) => picks(agentPlayer(m, name, s))));
      expect(games.size).toBeGreaterThan(1);
      expect(picks(agentPlayer(m, name, 5))).toBe(picks(agentPlayer(m, name, 5)));
      expect(picks(agentPlayer(m, name, 5))).toBe(picks(randomPlayer(5)));
    }
  });

  it('an agent without policy_x cannot play', () => {
    expect(() => agentPlayer(m, 'mute')).toThrow(NotExecutable);
    expect(() => agentPlayer(m, 'mute')).toThrow('agent mute: no policy_x');
    expect(() => agentPlayer(m, 'nobody')).toThrow('agent nobody: no policy_x');
  });
});
