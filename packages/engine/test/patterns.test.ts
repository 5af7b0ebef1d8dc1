// The patterns of docs/guide.md as small models, each with the trace it must give: requests with
// their answers, events and the state at the end.
import { describe as group, expect, it } from 'vitest';
import { model, play, py } from './helpers.js';

/** Each observation as `where pN label` (automatic steps and choices included). */
function observed(game: ReturnType<typeof play>['game']): string[] {
  return game.observations(0).map((o) => `${o.kind} ${o.where} p${o.player ?? '-'} ${o.label}`);
}

group('guide.md patterns', () => {
  it('reacting to an event: an instead-trigger that blocks, an optional trigger for the target', () => {
    const m = model(
      'game: triggers',
      'num_players: 2',
      'state:',
      '  vars: {hp: {scope: player, init: 5}, shield: {scope: player, init: [0, 1]}, rage: {scope: player, init: 0}}',
      'flow: {id: g, kind: loop, until_x: "hp[1] <= 1", children: [{id: turn, kind: step, actor_x: "0", do: hit}]}',
      'actions:',
      '  hit:',
      '    effect:',
      '      - {op: let, bind: target, value: 1}',
      '      - {op: emit, event: damage, impact: [{op: add, var: "hp[target]", amount: -2}]}',
      'triggers:',
      '  - {id: block, event: damage, timing: instead, if_x: "shield[target] > 0", do: [{op: add, var: "shield[target]", amount: -1}]}',
      '  - {id: cry_out, event: damage, optional: true, controller_x: target, do: [{op: add, var: "rage[target]", amount: 1}]}',
    );
    const { lines, game } = play(m, ['use', 'skip', 'use']);
    expect(lines).toEqual([
      'D trigger cry_out p1 [use|skip] → use',
      'D trigger cry_out p1 [use|skip] → skip',
      'D trigger cry_out p1 [use|skip] → use',
      'END flow finished without an end condition [0, 0]',
    ]);
    expect(game.events).toEqual(['damage', 'instead:block', 'damage', 'damage']);
    expect(py([game.state.vars['hp'], game.state.vars['shield'], game.state.vars['rage']])).toBe('[[5, 1], [0, 0], [0, 2]]');
  });

  it('playing in between: a priority window with a stack and a counter', () => {
    const m = model(
      'game: counters',
      'num_players: 2',
      'state: {vars: {hp: {scope: player, init: 3}, counters: {scope: player, init: 1}}}',
      'priority:',
      '  protocol: {first_x: "0", closes: all_pass_in_succession, resolution: lifo_stack, after_action: next}',
      '  windows: {response: {label: Responses, allows: [fast]}}',
      'flow: {id: game, kind: loop, children: [{id: attack, kind: step, do: attack, window: response}]}',
      'actions:',
      '  attack: {effect: []}',
      '  bolt:',
      '    speed: fast',
      '    pre_x: "len(stack) == 0"',
      '    cost: [{op: let, bind: target, value_x: "1 - actor"}]',
      '    effect: [{op: add, var: "hp[target]", amount: -1}]',
      '  counter:',
      '    speed: fast',
      "    pre_x: \"counters[actor] > 0 and any(s['actor'] != actor and not s['cancelled'] for s in stack)\"",
      '    cost:',
      '      - {op: add, var: "counters[actor]", amount: -1}',
      "      - {op: let, bind: target, value_x: \"max(i for i, s in enumerate(stack) if s['actor'] != actor and not s['cancelled'])\"}",
      '    effect: [{op: cancel, target_x: target}]',
      'end: [{id: down, if_x: "any(hp[p] <= 0 for p in players)", result: win, who_x: "[p for p in players if hp[p] > 0][0]"}]',
    );
    const { lines, game } = play(m, [
      'bolt',
      'counter',
      'pass',
      'pass',
      'bolt',
      'counter',
      'bolt',
      'pass',
      'pass',
      'bolt',
      'pass',
      'pass',
      'bolt',
    ]);
    const w = (p: number, options: string, answer: string) => `D window response p${p} [${options}] → ${answer}`;
    expect(lines).toEqual([
      // round 1: 0's bolt is countered; 1's bolt is countered; 0's second bolt hits
      w(0, 'bolt|pass', 'bolt'),
      w(1, 'counter|pass', 'counter'),
      w(0, 'counter|pass', 'pass'),
      w(0, 'bolt|pass', 'pass'),
      w(1, 'bolt|pass', 'bolt'),
      w(0, 'counter|pass', 'counter'),
      w(0, 'bolt|pass', 'bolt'),
      w(0, 'bolt|pass', 'pass'),
      w(1, 'bolt|pass', 'pass'),
      // round 2 and 3: no counters left
      w(0, 'bolt|pass', 'bolt'),
      w(0, 'bolt|pass', 'pass'),
      w(1, 'bolt|pass', 'pass'),
      w(0, 'bolt|pass', 'bolt'),
      'END down [1, -1]',
    ]);
    const round1 = [
      'stack:bolt',
      'stack:counter',
      'resolves:counter',
      'cancelled:bolt',
      'stack:bolt',
      'stack:counter',
      'resolves:counter',
      'cancelled:bolt',
      'stack:bolt',
      'resolves:bolt',
    ];
    expect(game.events).toEqual([...round1, 'stack:bolt', 'resolves:bolt', 'stack:bolt', 'resolves:bolt']);
    expect(py([game.state.vars['hp'], game.state.vars['counters']])).toBe('[[3, 0], [0, 0]]');
  });

  it('values changed by effects: modifiers in layers, temporary ones until the end of the round', () => {
    const m = model(
      'game: modifiers',
      'num_players: 2',
      'state: {vars: {hp: {scope: player, init: 10}, rage: {scope: player, init: [3, 0]}, rounds: {init: 0}, seen: {init: []}}}',
      'flow:',
      '  id: game',
      '  kind: loop',
      '  until_x: "rounds >= 2"',
      '  children:',
      '    - id: round',
      '      kind: sequence',
      '      end_event: round_end',
      '      children:',
      '        - {id: first, kind: step, actor_x: "0", do: strike}',
      '        - {id: second, kind: step, actor_x: "1", do: strike}',
      '        - {id: tick, kind: step, do: tick}',
      'modifiers:',
      '  - {id: frenzy, stat: attack, layer: 1, if_x: "rage[attacker] > 2", change_x: "value + 2"}',
      '  - {id: armor, stat: attack, layer: 2, change_x: "max(value - 1, 0)"}',
      'actions:',
      '  strike:',
      '    effect:',
      '      - {op: modify, stat: attack, change_x: "value + 1", until: round_end}',
      '      - {op: let, bind: power, value_x: "modified(\'attack\', 1, attacker=actor)"}',
      '      - {op: add, var: seen, amount_x: "[power]"}',
      '      - {op: add, var: "hp[1 - actor]", amount_x: "-power"}',
      '  tick: {effect: [{op: add, var: rounds, amount: 1}]}',
    );
    const { lines, game } = play(m, []);
    expect(lines).toEqual(['END flow finished without an end condition [0, 0]']);
    // round 1: 0 hits with 1 +1 (modify) +2 (frenzy) -1 (armor) = 3; 1 with 1 +1 +1 (both modifies) -1 = 2.
    // round_end clears both modifies; round 2 gives the same.
    expect(py(game.state.vars['seen'])).toBe('[3, 2, 3, 2]');
    expect(py(game.state.vars['hp'])).toBe('[6, 4]');
    expect(game.events).toEqual(['round_end', 'round_end']);
    expect(game.state.modifiers).toEqual([]);
  });

  it('campaign: scenarios with lasting state, scoped ends and a reward step', () => {
    const m = model(
      'game: campaign',
      'num_players: 1',
      'state:',
      '  vars:',
      '    scenario_no: {init: 1, persist: campaign}',
      '    wins: {init: 0, persist: campaign}',
      '    gold: {init: 0, persist: campaign}',
      '    hp: {init: 2}',
      'flows:',
      '  scenario:',
      '    id: scenario',
      '    kind: sequence',
      '    children:',
      '      - {id: setup, kind: step, do: setup}',
      '      - {id: fight, kind: loop, children: [{id: swing, kind: step, actor_x: "0", do: [swing, guard]}]}',
      'flow:',
      '  id: campaign',
      '  kind: loop',
      '  until_x: "scenario_no > 3"',
      '  children:',
      '    - {id: play_scenario, kind: subflow, ref: scenario}',
      '    - {id: tally, kind: step, do: tally}',
      'actions:',
      '  setup: {effect: [{op: reset}]}',
      '  swing: {effect: [{op: roll, die: [0, 1, 2], bind: loot}, {op: add, var: gold, amount_x: loot}, {op: add, var: hp, amount: -1}]}',
      '  guard: {pre_x: "hp < 2", effect: [{op: add, var: hp, amount: 1}]}',
      '  tally:',
      '    effect:',
      "      - {op: if, cond_x: \"results.get('scenario') == 'win'\", then: [{op: add, var: wins, amount: 1}, {op: add, var: gold, amount: 1}]}",
      '      - {op: add, var: scenario_no, amount: 1}',
      'end:',
      '  - {id: scenario_won, scope: scenario, if_x: "gold >= 3 * scenario_no", result: win}',
      '  - {id: scenario_lost, scope: scenario, if_x: "hp <= 0", result: loss}',
      '  - {id: campaign_over, if_x: "scenario_no > 3", result: score, returns_x: "[wins]"}',
    );
    const { lines, game } = play(m, ['2', 'swing', '2', '0', 'guard', '1', '0', 'swing', '0']);
    const roll = (n: number) => `C action swing [0|1|2] → ${n}`;
    const choice = (a: string) => `D step swing p0 [swing|guard] → ${a}`;
    expect(lines).toEqual([
      // scenario 1 (goal 3 gold): 2, then 2 more with the last hp; won before hp counts as lost
      roll(2),
      choice('swing'),
      roll(2),
      // scenario 2 (goal 6): 0, guard, 1
      roll(0),
      choice('guard'),
      roll(1),
      // scenario 3 (goal 9): 0, 0 and hp is gone
      roll(0),
      choice('swing'),
      roll(0),
      'END campaign_over [2]',
    ]);
    expect(game.events).toEqual([
      'reset:scenario',
      'scenario:win',
      'reset:scenario',
      'scenario:win',
      'reset:scenario',
      'scenario:loss',
    ]);
    expect(py(game.state.vars)).toBe("{'scenario_no': 4, 'wins': 2, 'gold': 7, 'hp': 0}");
    expect(py(game.state.results)).toBe("{'scenario': 'loss'}");
  });

  it("eliminating players: the scan goes on after eliminate; a player out halfway still has this round's turn", () => {
    const m = model(
      'game: poke',
      'num_players: 3',
      'state: {vars: {hp: {scope: player, init: [1, 1, 2]}, p: {init: 0}}}',
      'flow:',
      '  id: game',
      '  kind: loop',
      '  over_x: "[q for q in players if q not in eliminated]"',
      '  as: p',
      '  children: [{id: turn, kind: step, actor_x: p, do: [poke_left, poke_right]}]',
      'actions:',
      '  poke_left: {pre_x: "(actor + 1) % 3 not in eliminated", effect: [{op: add, var: "hp[(actor + 1) % 3]", amount: -1}]}',
      '  poke_right: {pre_x: "(actor + 2) % 3 not in eliminated", effect: [{op: add, var: "hp[(actor + 2) % 3]", amount: -1}]}',
      'end:',
      '  - {id: out, if_x: "True", result: eliminate, who_x: "[q for q in players if hp[q] <= 0]"}',
      '  - {id: last, if_x: "len(eliminated) == n_players - 1", result: win, who_x: "[q for q in players if q not in eliminated][0]"}',
    );
    const { lines, game } = play(m, ['poke_left', 'poke_left']);
    expect(lines).toEqual([
      'D step turn p0 [poke_left|poke_right] → poke_left',
      'D step turn p1 [poke_left|poke_right] → poke_left',
      'END last [-1, -1, 1]',
    ]);
    // 0 pokes 1 out; 1 still has its turn (over_x was computed before) and pokes 2; 2 may only
    // poke 0 (1 is out), automatically: 0 is out too, and 2 is the last one standing.
    expect(observed(game)).toEqual([
      'decision step turn p0 poke_left',
      'decision step turn p1 poke_left',
      'automatic step turn p2 poke_left',
    ]);
    expect(game.events).toEqual(['eliminated:1', 'eliminated:0']);
    expect(py(game.state.vars['hp'])).toBe('[0, 0, 1]');
  });
});
