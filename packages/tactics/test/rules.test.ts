// docs/tactics.md#rules and "Decision places": which rule decides, with what, and where.
import { newGame, playGame } from '@tabletwin/engine';
import type { Value } from '@tabletwin/expr';
import { describe, expect, it } from 'vitest';
import { loadTactic, placePattern, tacticPlayer } from '../src/index.js';
import { decide, requestAt, tacticWith, type OptionSpec } from './decide.js';
import { team } from './helpers.js';

const model = team();
const game = newGame(model, { seed: 1 });
const HEROES = game.evaluate('HEROES') as Value[];
const heroes: OptionSpec[] = HEROES.map((h) => [(h as Record<string, string>)['label']!, h] as const);
const ROLL_STOP: OptionSpec[] = ['roll', 'stop'];

interface Case {
  name: string;
  rules: string;
  top?: string;
  where?: string;
  options?: readonly OptionSpec[];
  label: string;
  by: string;
}

const cases: Case[] = [
  { name: 'pick', rules: '- {at: step choice, pick: stop}', label: 'stop', by: 'tactic t: rule 1 (step choice)' },
  {
    name: 'pick of a missing label does not decide',
    rules: '- {at: step choice, pick: heal}\n- {at: step choice, pick: roll}',
    label: 'roll',
    by: 'tactic t: rule 2 (step choice)',
  },
  {
    name: 'another place: default first',
    top: 'default: first\n',
    rules: '- {at: step other, pick: stop}',
    label: 'roll',
    by: 'default first',
  },
  {
    name: 'a list of places',
    rules: '- {at: [step other, step choice], pick: stop}',
    label: 'stop',
    by: 'tactic t: rule 1 (step other, step choice)',
  },
  {
    name: 'options equal to the labels',
    rules: '- {at: step choice, options: [roll, stop], pick: stop}',
    label: 'stop',
    by: 'tactic t: rule 1 (step choice)',
  },
  {
    name: 'options in another order',
    rules: '- {at: step choice, options: [stop, roll], pick: stop}\n- {at: step choice, pick: roll}',
    label: 'roll',
    by: 'tactic t: rule 2 (step choice)',
  },
  {
    name: 'options with one more label',
    rules: '- {at: step choice, options: [roll, stop, pass], pick: stop}\n- {at: step choice, pick: roll}',
    label: 'roll',
    by: 'tactic t: rule 2 (step choice)',
  },
  {
    name: 'when_x false',
    rules: '- {at: step choice, when_x: "n_players > 2", pick: stop}\n- {at: step choice, pick: roll}',
    label: 'roll',
    by: 'tactic t: rule 2 (step choice)',
  },
  {
    name: 'when_x true',
    rules: '- {at: step choice, when_x: "n_players == 2", pick: stop}\n- {at: step choice, pick: roll}',
    label: 'stop',
    by: 'tactic t: rule 1 (step choice)',
  },
  {
    name: 'when_x as a literal',
    rules: '- {at: step choice, when_x: false, pick: stop}\n- {at: step choice, when_x: 1, pick: roll}',
    label: 'roll',
    by: 'tactic t: rule 2 (step choice)',
  },
  {
    name: 'pick_x: the same object',
    where: 'action quest',
    options: heroes,
    rules: '- {at: action quest, pick_x: "HEROES[3]"}',
    label: 'Dax',
    by: 'tactic t: rule 1 (action quest)',
  },
  {
    name: 'pick_x: a label',
    where: 'action quest',
    options: heroes,
    rules: '- {at: action quest, pick_x: "\'Cid\'"}',
    label: 'Cid',
    by: 'tactic t: rule 1 (action quest)',
  },
  {
    name: 'pick_x: a label computed',
    where: 'action quest',
    options: heroes,
    rules: '- {at: action quest, pick_x: "labels[-1]"}',
    label: 'Dax',
    by: 'tactic t: rule 1 (action quest)',
  },
  {
    name: 'pick_x: an option from opts',
    where: 'action quest',
    options: heroes,
    rules: '- {at: action quest, pick_x: "opts[1]"}',
    label: 'Bo',
    by: 'tactic t: rule 1 (action quest)',
  },
  {
    name: 'pick_x: an equal copy is not the same object',
    where: 'action quest',
    options: heroes,
    rules: '- {at: action quest, pick_x: "dict(HEROES[1])"}\n- {at: action quest, pick: Aria}',
    label: 'Aria',
    by: 'tactic t: rule 2 (action quest)',
  },
  {
    name: 'pick_x: no such label',
    rules: '- {at: step choice, pick_x: "\'heal\'"}\n- {at: step choice, pick: roll}',
    label: 'roll',
    by: 'tactic t: rule 2 (step choice)',
  },
  {
    name: 'pick_x: None',
    rules: '- {at: step choice, pick_x: "None"}\n- {at: step choice, pick: stop}',
    label: 'stop',
    by: 'tactic t: rule 2 (step choice)',
  },
  {
    name: 'pick_x: a number is the same as a number option',
    options: [
      ['1', 1],
      ['2', 2],
      ['3', 3],
    ],
    rules: '- {at: step choice, pick_x: "1 + 1"}',
    label: '2',
    by: 'tactic t: rule 1 (step choice)',
  },
  {
    name: 'max_x',
    where: 'action quest',
    options: heroes,
    rules: '- {at: action quest, max_x: "o[\'will\']"}',
    label: 'Bo',
    by: 'tactic t: rule 1 (action quest)',
  },
  {
    name: 'min_x',
    where: 'action quest',
    options: heroes,
    rules: '- {at: action quest, min_x: "o[\'will\']"}',
    label: 'Cid',
    by: 'tactic t: rule 1 (action quest)',
  },
  {
    name: 'max_x: the first on a tie',
    where: 'action quest',
    options: heroes,
    rules: '- {at: action quest, max_x: "o[\'will\'] >= 4"}',
    label: 'Bo',
    by: 'tactic t: rule 1 (action quest)',
  },
  {
    name: 'min_x: the first on a tie',
    where: 'action quest',
    options: heroes,
    rules: '- {at: action quest, min_x: "0"}',
    label: 'Aria',
    by: 'tactic t: rule 1 (action quest)',
  },
  {
    name: 'max_x: a tuple, field by field',
    where: 'action quest',
    options: heroes,
    rules: "- {at: action quest, max_x: \"(o['will'] >= 4, o['label'])\"}",
    label: 'Dax',
    by: 'tactic t: rule 1 (action quest)',
  },
  {
    name: 'max_x: a tuple, the first field decides',
    where: 'action quest',
    options: heroes,
    rules: '- {at: action quest, max_x: "(o[\'will\'] < 3, -i)"}',
    label: 'Aria',
    by: 'tactic t: rule 1 (action quest)',
  },
  {
    name: 'max_x: the index',
    where: 'action quest',
    options: heroes,
    rules: '- {at: action quest, max_x: "i"}',
    label: 'Dax',
    by: 'tactic t: rule 1 (action quest)',
  },
  {
    name: 'min_x on labels',
    rules: '- {at: step choice, min_x: "labels[i] == \'roll\'"}',
    label: 'stop',
    by: 'tactic t: rule 1 (step choice)',
  },
  {
    name: 'take_x outside a subset: the first it takes',
    where: 'action quest',
    options: heroes,
    rules: '- {at: action quest, take_x: "o[\'will\'] == 4"}',
    label: 'Dax',
    by: 'tactic t: rule 1 (action quest)',
  },
  {
    name: 'take_x outside a subset: none does not decide',
    where: 'action quest',
    options: heroes,
    rules: '- {at: action quest, take_x: "False"}\n- {at: action quest, pick: Bo}',
    label: 'Bo',
    by: 'tactic t: rule 2 (action quest)',
  },
  {
    name: 'wildcard *',
    where: 'window main',
    options: ['pass', 'heal'],
    rules: '- {at: "window *", pick: heal}',
    label: 'heal',
    by: 'tactic t: rule 1 (window *)',
  },
  {
    name: 'wildcard ?',
    where: 'trigger a',
    options: ['use', 'skip'],
    rules: '- {at: "trigger ?", pick: skip}',
    label: 'skip',
    by: 'tactic t: rule 1 (trigger ?)',
  },
  {
    name: 'a specific rule above a general one',
    where: 'trigger guard_dog',
    options: ['use', 'skip'],
    rules: '- {at: trigger guard_dog, options: [use, skip], pick: use}\n- {at: "trigger *", pick: skip}',
    label: 'use',
    by: 'tactic t: rule 1 (trigger guard_dog)',
  },
  {
    name: 'the cost place',
    where: 'action play (cost)',
    options: ['a', 'b'],
    rules: '- {at: action play, pick: a}\n- {at: action play (cost), pick: b}',
    label: 'b',
    by: 'tactic t: rule 2 (action play (cost))',
  },
  {
    name: 'an emit suffix is part of the place',
    where: 'action attack · hit',
    options: ['a', 'b'],
    rules: '- {at: action attack, pick: a}\n- {at: "action attack · *", pick: b}',
    label: 'b',
    by: 'tactic t: rule 2 (action attack · *)',
  },
];

describe('rules, top to bottom', () => {
  it.each(cases)('$name', (c) => {
    const rec = decide(model, tacticWith(c.rules, c.top), requestAt(c.where ?? 'step choice', c.options ?? ROLL_STOP), game);
    expect({ label: rec.label, by: rec.by }).toEqual({ label: c.label, by: c.by });
  });

  it("default random: the player's own seeded generator, every option in time", () => {
    const tactic = loadTactic(tacticWith('- {at: step other, pick: stop}'), { model });
    const picks = (seed: number): string[] => {
      const p = tacticPlayer(tactic, { seed });
      return Array.from({ length: 40 }, () => ROLL_STOP[p.choose(requestAt('step choice', ROLL_STOP), game)] as string);
    };
    expect(picks(5)).toEqual(picks(5));
    expect(new Set(picks(5))).toEqual(new Set(['roll', 'stop']));
    expect(picks(5)).not.toEqual(picks(6));
    const p = tacticPlayer(tactic, { seed: 5 });
    p.choose(requestAt('step choice', ROLL_STOP), game);
    expect(p.last).toMatchObject({ rule: -1, by: 'default random', where: 'step choice', player: 0, labels: ['roll', 'stop'] });
  });

  it('records every decision when asked, and only then', () => {
    const tactic = loadTactic(tacticWith('- {at: step choice, pick: stop}'), { model });
    const quiet = tacticPlayer(tactic);
    const loud = tacticPlayer(tactic, { record: true });
    for (const p of [quiet, loud]) for (let k = 0; k < 3; k++) p.choose(requestAt('step choice', ROLL_STOP), game);
    expect(quiet.records).toEqual([]);
    expect(loud.records).toHaveLength(3);
    expect(JSON.parse(JSON.stringify(loud.records[2]))).toEqual({
      where: 'step choice',
      player: 0,
      labels: ['roll', 'stop'],
      index: 1,
      label: 'stop',
      rule: 0,
      by: 'tactic t: rule 1 (step choice)',
    });
  });
});

describe('subset choices (take_x), played in the team model', () => {
  const play = (rules: string, lets = ''): { team: Value; records: string[] } => {
    const tactic = loadTactic(tacticWith(rules, lets), { model });
    const p = tacticPlayer(tactic, { record: true });
    const r = playGame(model, { seed: 1, players: [p, p] });
    return {
      team: r.game.state.vars['team']!,
      records: p.records.map((d) => `${d.where}: ${d.labels.join(',')} → ${d.label} (${d.by})`),
    };
  };

  it('the place is matched without its " · n"; the first candidate taken, then done', () => {
    const lets = 'let:\n  questers: "[t[2] for t in sorted((-h[\'will\'], i, h) for i, h in enumerate(pool))][:2]"\n';
    expect(play("- {at: action quest, take_x: \"o['id'] in [q['id'] for q in questers]\"}", lets)).toEqual({
      team: ['b', 'd'],
      records: [
        'action quest · 1: Aria,Bo,Cid,Dax → Bo (tactic t: rule 1 (action quest))',
        'action quest · 2: Cid,Dax,done → Dax (tactic t: rule 1 (action quest))',
      ],
    });
  });

  it('nothing taken: done once it is offered, before that the first candidate', () => {
    expect(play('- {at: action quest, take_x: "False"}')).toEqual({
      team: ['a'],
      records: [
        'action quest · 1: Aria,Bo,Cid,Dax → Aria (tactic t: rule 1 (action quest))',
        'action quest · 2: Bo,Cid,Dax,done → done (tactic t: rule 1 (action quest))',
      ],
    });
  });

  it('pool and chosen: stop when the will of the chosen reaches NEED', () => {
    expect(play('- {at: action quest, take_x: "sum(c[\'will\'] for c in chosen) < NEED and len(pool) == 4"}').team).toEqual([
      'a',
      'b',
    ]);
  });

  it('the full place with its suffix does not match', () => {
    expect(play('- {at: action quest · 1, pick: Dax}\n- {at: action quest, take_x: "True"}').team).toEqual(['a', 'b', 'c']);
  });

  it('max_x over a subset decision ranks the candidates and done (o is None)', () => {
    expect(play('- {at: action quest, max_x: "-1 if o is None else o[\'will\']"}').team).toEqual(['b', 'd']);
  });
});

describe('place patterns', () => {
  const table: [string, string, boolean][] = [
    ['window *', 'window main', true],
    ['window *', 'window None', true],
    ['window *', 'windows', false],
    ['trigger *', 'trigger guard_dog', true],
    ['*', '', true],
    ['trigger ?', 'trigger a', true],
    ['trigger ?', 'trigger ab', false],
    ['step [abc]', 'step b', true],
    ['step [abc]', 'step d', false],
    ['step [!abc]', 'step b', false],
    ['step [!abc]', 'step d', true],
    ['step [a-c]x', 'step bx', true],
    ['step [a-c]x', 'step dx', false],
    ['step []]', 'step ]', true],
    ['step [!]]', 'step a', true],
    ['step [', 'step [', true],
    ['step [^a]', 'step ^', true],
    ['action play (cost)', 'action play (cost)', true],
    ['action play (cost)', 'action play', false],
    ['action a.b', 'action axb', false],
    ['action a+', 'action a+', true],
    ['action * · *', 'action attack · hit', true],
    ['step choice', 'step choice ', false],
  ];
  it.each(table)('%s matches "%s": %s', (pattern, place, expected) => {
    expect(placePattern(pattern)(place)).toBe(expected);
  });
});
