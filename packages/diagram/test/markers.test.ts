// docs/diagram.md#markers: every row of the table on its smallest model, the rules under it, and the
// markers of every step of the acceptance models and of models/.
import { validate } from '@tabletwin/validator';
import { describe, expect, test } from 'vitest';
import { diagramOf } from '../src/index.js';
import { markersOf, models, oneStep, type Model } from './helpers.js';

const agents = { agents: { bot: { kind: 'llm' }, plain: { kind: 'heuristic' } } };

describe('each row of the marker table', () => {
  // [marker row, case, effect of action a, top-level extra, step fields, expected markers]
  const rows: [string, string, unknown[], Model, Model, string[]][] = [
    ['Choice', 'do is a list of actions', [], { actions: { a: {}, b: {} } }, { do: ['a', 'b'] }, ['choice']],
    ['Choice', 'choose', [{ op: 'choose', options: [1, 2], bind: 'c' }], {}, {}, ['choice']],
    ['Choice', 'say (also Language)', [{ op: 'say', agent: 'bot' }], agents, {}, ['choice', 'language']],
    ['Choice', 'search (also Hidden)', [{ op: 'search', from: 'table', bind: 'c' }], {}, {}, ['choice', 'hidden']],
    ['Chance', 'roll', [{ op: 'roll', die: [1, 2], bind: 'r' }], {}, {}, ['chance']],
    ['Chance', 'shuffle', [{ op: 'shuffle', zone: 'deck' }], {}, {}, ['chance']],
    ['Chance', 'draw from a shuffled zone', [{ op: 'draw', from: 'deck', to: 'table' }], {}, {}, ['chance']],
    ['Chance', 'look at a shuffled zone (also Hidden)', [{ op: 'look', from: 'deck', bind: 'c' }], {}, {}, ['chance', 'hidden']],
    [
      'Chance',
      'sample without skill',
      [{ op: 'sample', model: 'm' }],
      { outcomes: { m: { outcomes: [{ id: 'o', p: 'all', p_x: '1' }] } } },
      {},
      ['chance'],
    ],
    [
      'Skill',
      'sample with skill: true',
      [{ op: 'sample', model: 'm' }],
      { outcomes: { m: { skill: true, outcomes: [{ id: 'o', p: 'all', p_x: '1' }] } } },
      {},
      ['skill'],
    ],
    ['Hidden', 'choose with secret', [{ op: 'choose', options: [1, 2], bind: 'c', secret: true }], {}, {}, ['choice', 'hidden']],
    ['Hidden', 'look at an open zone', [{ op: 'look', from: 'table', bind: 'c' }], {}, {}, ['hidden']],
    ['Hidden', 'move into a hidden zone', [{ op: 'move', what_x: '1', from: 'table', to: 'pile' }], {}, {}, ['hidden']],
    ['Hidden', 'draw into an owner zone', [{ op: 'draw', from: 'table', to: 'hand[0]' }], {}, {}, ['hidden']],
    [
      'Hidden',
      'not: move into a hidden zone that is shuffled',
      [{ op: 'move', what_x: '1', from: 'table', to: 'deck' }],
      {},
      {},
      [],
    ],
    ['Hidden', 'not: draw into a public zone', [{ op: 'draw', from: 'table', to: 'table' }], {}, {}, []],
    ['Window', 'window on the step', [], {}, { window: true }, ['window']],
    ['Window', 'window op', [{ op: 'window' }], {}, {}, ['window']],
    [
      'Trigger',
      'emit of an event a model trigger listens to',
      [{ op: 'emit', event: 'e' }],
      { triggers: [{ id: 't', event: 'e', do: [] }] },
      {},
      ['trigger'],
    ],
    [
      'Trigger',
      'emit of an event a content trigger listens to',
      [{ op: 'emit', event: 'e' }],
      { content: { cards: { k: { id: 'k', status: 'verified', triggers: [{ event: 'e', do: [] }] } } } },
      {},
      ['trigger'],
    ],
    ['Trigger', 'not: emit nobody listens to', [{ op: 'emit', event: 'e' }], {}, {}, []],
    ['Language', 'say', [{ op: 'say', agent: 'plain' }], agents, {}, ['choice', 'language']],
    [
      'Language',
      'choose with an llm agent',
      [{ op: 'choose', options: [1, 2], bind: 'c', agent: 'bot' }],
      agents,
      {},
      ['choice', 'language'],
    ],
    [
      'Language',
      'not: choose with another agent',
      [{ op: 'choose', options: [1, 2], bind: 'c', agent: 'plain' }],
      agents,
      {},
      ['choice'],
    ],
    ['Persistent', 'set a persist variable', [{ op: 'set', var: 'gold', value: 1 }], {}, {}, ['persistent']],
    ['Persistent', 'add to a persist variable', [{ op: 'add', var: 'gold', amount: 1 }], {}, {}, ['persistent']],
    ['Persistent', 'not: set another variable', [{ op: 'set', var: 'x', value: 1 }], {}, {}, []],
    ['Persistent', 'move into a persist zone', [{ op: 'move', what_x: '1', from: 'table', to: 'vault' }], {}, {}, ['persistent']],
    ['Persistent', 'draw into a persist zone', [{ op: 'draw', from: 'table', to: 'vault' }], {}, {}, ['persistent']],
    ['Persistent', 'place into a persist zone', [{ op: 'place', what: 'x', to: 'vault' }], {}, {}, ['persistent']],
    ['Persistent', 'create into a persist zone', [{ op: 'create', what_x: '{}', to: 'vault' }], {}, {}, ['persistent']],
    ['Persistent', 'reset', [{ op: 'reset' }], {}, {}, ['persistent']],
    ['Code', 'call', [{ op: 'call', code: 'ai' }], { code: { ai: { kind: 'algorithm' } } }, {}, ['code']],
    ['(none)', 'a plain effect', [{ op: 'set', var: 'x', value: 1 }], {}, {}, []],
    [
      '(any)',
      'ops nested in if count',
      [{ op: 'if', cond_x: 'x', then: [], else: [{ op: 'roll', die: [1, 2], bind: 'r' }] }],
      {},
      {},
      ['chance'],
    ],
    ['(any)', 'the cost counts', [], { actions: { a: { cost: [{ op: 'call', code: 'ai' }] } } }, {}, ['code']],
  ];
  test.each(rows)('%s: %s', (_row, _case, effect, extra, step, expected) => {
    expect(markersOf(oneStep(effect, extra, step))['s']).toEqual(expected);
  });
});

describe('the rules under the table', () => {
  const sub = (children: unknown[]) => ({ kind: 'sequence', children });

  test('the ops of a flow run with `run` count for the step that runs it', () => {
    const extra = {
      flows: { inner: sub([{ id: 'i', kind: 'step', do: 'b' }]) },
      actions: { a: { effect: [{ op: 'run', flow: 'inner' }] }, b: { effect: [{ op: 'roll', die: [1, 2], bind: 'r' }] } },
    };
    expect(markersOf(oneStep([], extra))).toEqual({ s: ['chance'], i: ['chance'] });
  });

  test('a subflow node inside a flow run with `run` runs too (the validator alone misses it)', () => {
    const extra = {
      flows: {
        outer: sub([{ id: 'via', kind: 'subflow', ref: 'inner' }]),
        inner: sub([{ id: 'i', kind: 'step', do: 'b' }]),
      },
      actions: { a: { effect: [{ op: 'run', flow: 'outer' }] }, b: { effect: [{ op: 'shuffle', zone: 'deck' }] } },
    };
    const model = oneStep([], extra);
    expect(markersOf(model)).toEqual({ s: ['chance'], i: ['chance'] });
    expect(validate(model, { testGames: false }).markers.find((m) => m.step === 's')?.markers).toEqual([]);
  });

  test('a run that loops back to its own flow ends', () => {
    const extra = {
      flows: {
        loop: sub([
          { id: 'i', kind: 'subflow', ref: 'loop' },
          { id: 'j', kind: 'step', do: 'a' },
        ]),
      },
      actions: {
        a: {
          effect: [
            { op: 'run', flow: 'loop' },
            { op: 'call', code: 'c' },
          ],
        },
      },
    };
    expect(markersOf(oneStep([], extra))).toEqual({ s: ['code'], j: ['code'] });
  });

  test('the ops of triggers do not count for the step that emits', () => {
    const extra = {
      triggers: [
        {
          id: 't',
          event: 'e',
          do: [
            { op: 'roll', die: [1, 2], bind: 'r' },
            { op: 'call', code: 'c' },
          ],
        },
      ],
    };
    expect(markersOf(oneStep([{ op: 'emit', event: 'e' }], extra))['s']).toEqual(['trigger']);
  });

  test('choices in a priority window count as Window, not as Choice', () => {
    const extra = {
      priority: { windows: { w: { allows: ['fast'] } } },
      actions: {
        a: { effect: [{ op: 'window', name: 'w' }] },
        f: {
          speed: 'fast',
          effect: [
            { op: 'choose', options: [1, 2], bind: 'c' },
            { op: 'roll', die: [1, 2], bind: 'r' },
          ],
        },
      },
    };
    expect(markersOf(oneStep([], extra))['s']).toEqual(['window']);
  });

  test('a window on a sequence or loop shows on that node but is no step marker', () => {
    const model = oneStep([]);
    model['flow'] = {
      id: 'g',
      kind: 'loop',
      once: true,
      window: true,
      children: [{ id: 'q', kind: 'sequence', window: 'w', children: [{ id: 's', kind: 'step', do: 'a' }] }],
    };
    const d = diagramOf(model);
    expect(markersOf(model)).toEqual({ s: [] });
    expect(d.flow.main?.window).toBe(true);
    expect(d.flow.main?.kind === 'loop' && d.flow.main.children[0]?.window).toBe('w');
  });

  test('one action in a list is no choice (the engine runs it without a decision)', () => {
    expect(markersOf(oneStep([], {}, { do: ['a'] }))['s']).toEqual([]);
  });

  test('markers keep the order of the table', () => {
    const effect = [
      { op: 'call', code: 'c' },
      { op: 'reset' },
      { op: 'window' },
      { op: 'roll', die: [1], bind: 'r' },
      { op: 'choose', options: [1, 2], bind: 'c', secret: true },
    ];
    expect(markersOf(oneStep(effect))['s']).toEqual(['choice', 'chance', 'hidden', 'window', 'persistent', 'code']);
  });
});

describe('the markers of every model', () => {
  const expected: Record<string, Record<string, string[]>> = {
    'chess.yaml': { setup: [], turn: ['choice'] },
    'tictactoe.yaml': { turn: ['choice'] },
    'pig.yaml': { start: [], choice: ['choice', 'chance'] },
    'ambush.yaml': { convoy: ['window'] },
    'campaign.yaml': { prizes: ['persistent'], line_up: ['persistent'], run: ['choice', 'chance'] },
    'coop-clock.yaml': { storm: ['chance'], duty: ['choice', 'chance'], strike: [] },
    'expedition.yaml': {
      debrief: ['persistent'],
      base_camp: ['persistent'],
      weather: ['chance'],
      day: ['choice', 'chance', 'persistent'],
    },
    'modifiers.yaml': { wind_turns: ['chance'], tactic: ['choice'], sail: [] },
    'spell-duel.yaml': { deal: ['chance'], refresh: ['chance'] },
    'stack-game.yaml': { setup: [], turn: ['choice', 'chance', 'hidden'] },
    'subset.yaml': { lay_out: ['chance'], split: ['choice'], pick: ['choice'] },
    'triggers.yaml': { turn: ['choice', 'chance', 'trigger'], tick: [] },
    'hex-skirmish.yaml': {
      wights_reveal: ['chance'],
      choose_card: ['choice'],
      wights_act: ['chance'],
      hero_acts: ['choice', 'chance'],
      round_end: ['chance'],
    },
    'auction.yaml': { open: [], bid: ['choice'] },
    'eightball.yaml': { shot: ['choice', 'skill'] },
    'higher-lower.yaml': { deal: ['chance', 'hidden'], lay: ['choice', 'hidden'], turn_mark: ['chance'] },
    'kuhn-poker.yaml': { deal: ['chance', 'hidden'], act: ['choice'], show: [] },
    'goofspiel.yaml': { turn_up: ['chance'], bid: ['choice', 'hidden'], score: [] },
    'leduc-poker.yaml': {
      deal: ['chance', 'hidden'],
      first_act: ['choice'],
      middle: ['chance'],
      second_act: ['choice'],
      show: [],
    },
    'leduc-poker-3.yaml': {
      deal: ['chance', 'hidden'],
      first_act: ['choice'],
      middle: ['chance'],
      second_act: ['choice'],
      show: [],
    },
    // The dice are rolled with visible_to_x, which the markers do not count as hidden.
    'liars-dice.yaml': { roll: ['chance'], turn: ['choice'], show: [] },
    'neighbours.yaml': { turn: ['choice'] },
    'acceptance/duel.yaml': {},
    'acceptance/guide-campaign.yaml': { tally: ['persistent'], setup: ['persistent'], swing: ['choice', 'chance', 'persistent'] },
    'acceptance/hex-skirmish.yaml': {
      choose: ['choice', 'chance', 'hidden'],
      monster_cards: ['chance'],
      order: [],
      hero_turn: ['choice', 'chance'],
      monster_turn: ['chance'],
      end_round: ['chance'],
    },
    'acceptance/mini-poker.yaml': { deal: ['chance', 'hidden'], act: ['choice'] },
    'acceptance/my-game.yaml': { move: [] },
    'acceptance/pig-draft.yaml': { start: [], choice: ['choice', 'chance'] },
    'acceptance/pig.yaml': { start: [], choice: ['choice', 'chance'] },
    'acceptance/race.yaml': { turn: ['choice', 'chance'] },
    'acceptance/tictactoe.yaml': { place: ['choice', 'trigger'] },
    'acceptance/trek.yaml': { reward: ['persistent'], setup: ['persistent'], turn: ['choice', 'chance'] },
    'archery-relay.yaml': {
      ceremony: ['choice', 'persistent'],
      enter: ['persistent'],
      gust: ['chance'],
      shoot: ['choice', 'skill'],
    },
    'bell-duel.yaml': { gather: [] },
    'cauldron-duel.yaml': { deal: ['chance', 'hidden'], draw: ['chance', 'hidden'], cast: ['choice'], last_light: [] },
    'ladder-dash.yaml': { turn: ['choice', 'chance'] },
    'lantern-marsh.yaml': { turn: ['choice', 'chance'], wisp_drifts: [] },
    'lily-pond.yaml': { turn: ['choice'] },
    'three-tricks.yaml': { deal: ['chance', 'hidden'], lay: ['choice', 'hidden'], showdown: [] },
    // The skirmish window sits on a sequence, not a step, so no step carries `window`.
    'frontier.yaml': {
      settle: ['chance', 'hidden'],
      threat: ['chance', 'trigger'],
      dawn: ['chance', 'hidden', 'trigger'],
      build: ['choice', 'trigger'],
      defend: ['choice', 'trigger'],
      strike: ['choice', 'trigger'],
    },
  };
  const files = models();
  test('every model is listed here', () => {
    for (const [name] of files) expect(Object.keys(expected)).toContain(name);
  });
  test.each(files)('%s', (name, text) => {
    expect(markersOf(text)).toEqual(expected[name]);
  });
});
