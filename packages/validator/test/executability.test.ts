// docs/engine.md#executability: the slots of the rules layer, one case per row of the table, and the
// content layer.
import { describe, expect, test } from 'vitest';
import { collectSlots } from '../src/executability.js';
import { expressionSites, quotedIn } from '../src/expression-sites.js';
import { computeFigures } from '../src/figures.js';
import { ModelIndex } from '../src/model.js';

type Model = Record<string, unknown>;

function slots(model: Model): string[] {
  const index = new ModelIndex(model);
  return collectSlots(index, { keywordUsed: quotedIn(expressionSites(model)) }).map(
    (s) => `${s.ok ? 'ok' : s.kind} | ${s.place}: ${s.slot}`,
  );
}

const action = (effect: unknown[], extra: Model = {}): Model => ({ actions: { a: { effect, ...extra } } });

describe('rules layer: one slot per row of the table', () => {
  const cases: [string, Model, string[]][] = [
    ['action with pre, no pre_x', { actions: { a: { pre: 'has gold' } } }, ['text | action a: pre']],
    ['action with pre and pre_x', { actions: { a: { pre: 'has gold', pre_x: 'gold > 0' } } }, ['ok | action a: pre']],
    ['action without pre has no slot', { actions: { a: { effect: [] } } }, []],
    ['choose with options_x', action([{ op: 'choose', options_x: 'players', bind: 'p' }]), ['ok | action a: choose.options']],
    ['choose with a literal list', action([{ op: 'choose', options: [1, 2], bind: 'p' }]), ['ok | action a: choose.options']],
    [
      'choose with text options',
      action([{ op: 'choose', options: 'a free cell', bind: 'p' }]),
      ['text | action a: choose.options'],
    ],
    ['choose with text max', action([{ op: 'choose', options: [1, 2], max: 'two', bind: 'p' }]), ['text | action a: choose.max']],
    ['if with cond only', action([{ op: 'if', cond: 'a 1', then: [] }]), ['text | action a: if.cond']],
    ['if with cond_x', action([{ op: 'if', cond_x: 'x', then: [] }]), ['ok | action a: if.cond']],
    [
      'for_each with items text',
      action([{ op: 'for_each', items: 'every player', body: [] }]),
      ['text | action a: for_each.items'],
    ],
    ['repeat with until_x', action([{ op: 'repeat', until_x: 'done', body: [] }]), ['ok | action a: repeat.until']],
    ['set with a plain name', action([{ op: 'set', var: 'phase', value: 'combat' }]), ['ok | action a: set.value']],
    ['set with text that is not a name', action([{ op: 'set', var: 'x', value: 'x + 1' }]), ['text | action a: set.value']],
    ['set with a number', action([{ op: 'set', var: 'x', value: 0 }]), ['ok | action a: set.value']],
    ['let with value_x', action([{ op: 'let', bind: 'b', value_x: '1' }]), ['ok | action a: let.value']],
    ['add with text amount', action([{ op: 'add', var: 'x', amount: 'the pips' }]), ['text | action a: add.amount']],
    ['add with a plain name is still text', action([{ op: 'add', var: 'x', amount: 'pips' }]), ['text | action a: add.amount']],
    [
      'set with attr: of as a second slot',
      action([{ op: 'set', of: 'the unit', attr: 'hp', value: 1 }]),
      ['ok | action a: set.value', 'text | action a: set.of'],
    ],
    ['place with text at', action([{ op: 'place', what_x: "'X'", to: 'board', at: 'the cell' }]), ['text | action a: place.at']],
    ['create with n_x', action([{ op: 'create', what_x: 'c', to: 'z', n_x: '2' }]), ['ok | action a: create.what']],
    ['move with text what', action([{ op: 'move', what: 'the card', from: 'a', to: 'b' }]), ['text | action a: move.what']],
    ['destroy with what_x', action([{ op: 'destroy', what_x: 'c' }]), ['ok | action a: destroy.what']],
    ['reveal with text what', action([{ op: 'reveal', what: 'the card' }]), ['text | action a: reveal.what']],
    ['draw without n has no slot', action([{ op: 'draw', from: 'deck', to: 'hand' }]), []],
    ['draw with text n', action([{ op: 'draw', from: 'deck', to: 'hand', n: 'two' }]), ['text | action a: draw.n']],
    ['look with n', action([{ op: 'look', from: 'deck', n: 2 }]), ['ok | action a: look.n']],
    ['roll with a literal die', action([{ op: 'roll', die: [1, 2] }]), ['ok | action a: roll.die']],
    ['cancel with text target', action([{ op: 'cancel', target: 'the spell' }]), ['text | action a: cancel.target']],
    [
      'modify with stat and change_x',
      action([{ op: 'modify', stat: 'atk', change_x: 'value + 1' }]),
      ['ok | action a: modify.change'],
    ],
    ['modify with change only', action([{ op: 'modify', stat: 'atk', change: 'plus one' }]), ['text | action a: modify.change']],
    [
      'call is never executable',
      { ...action([{ op: 'call', code: 'ai' }]), code: { ai: { kind: 'algorithm' } } },
      ['code:algorithm | action a: call ai'],
    ],
    ['say is never executable', action([{ op: 'say', agent: 'x' }]), ['language | action a: say']],
    [
      'ops in cost have the cost place',
      { actions: { a: { cost: [{ op: 'add', var: 'g', amount: 'some' }] } } },
      ['text | action a (cost): add.amount'],
    ],
    [
      'nested ops count',
      action([
        { op: 'if', cond_x: 'x', then: [{ op: 'add', var: 'g', amount: 1 }], else: [{ op: 'set', var: 'g', value: 'g - 1' }] },
      ]),
      ['ok | action a: if.cond', 'ok | action a: add.amount', 'text | action a: set.value'],
    ],
    ['trigger with if', { triggers: [{ id: 't', event: 'e', if: 'it is red' }] }, ['text | trigger t: trigger.if']],
    ['trigger with if_x', { triggers: [{ id: 't', event: 'e', if_x: 'x' }] }, ['ok | trigger t: trigger.if']],
    [
      'modifier without change_x',
      { modifiers: [{ id: 'm', stat: 'atk', change: 'plus one' }] },
      ['text | modifier m: modifier.change'],
    ],
    [
      'protocol first without first_x',
      { actions: { f: { speed: 'fast' } }, priority: { protocol: { first: 'the active player' } } },
      ['text | priority: protocol.first'],
    ],
    [
      'protocol without first is fine',
      { actions: { f: { speed: 'fast' } }, priority: { protocol: {} } },
      ['ok | priority: protocol.first'],
    ],
    ['protocol without any speed has no slot', { priority: { protocol: { first: 'x' } } }, []],
    [
      'outcome without p_x',
      {
        outcomes: {
          shot: {
            outcomes: [
              { id: 'hit', p: 'q' },
              { id: 'miss', p: '1 - q', p_x: '1 - q' },
            ],
          },
        },
      },
      ['text | outcome model shot: outcome.p', 'ok | outcome model shot: outcome.p'],
    ],
    [
      'branch case without when_x',
      {
        flow: {
          id: 'b',
          kind: 'branch',
          cases: [
            { when: 'red', children: [] },
            { when_x: 'True', children: [] },
          ],
        },
      },
      ['text | flow b: case.when', 'ok | flow b: case.when'],
    ],
    [
      'loop with over and until text',
      { flow: { id: 'l', kind: 'loop', over: 'players', until: 'done', children: [] } },
      ['text | flow l: loop.over', 'text | flow l: loop.until'],
    ],
    ['loop with over_x only', { flow: { id: 'l', kind: 'loop', over_x: 'players', children: [] } }, ['ok | flow l: loop.over']],
    [
      'step with several actions without actor_x',
      { flow: { id: 's', kind: 'step', do: ['a', 'b'] } },
      ['text | flow s: step.actor'],
    ],
    [
      'step with several actions and actor_x',
      { flow: { id: 's', kind: 'step', do: ['a', 'b'], actor_x: '0' } },
      ['ok | flow s: step.actor'],
    ],
    ['step with one action has no slot', { flow: { id: 's', kind: 'step', do: 'a' } }, []],
    [
      'step whose action chooses without actor_x',
      { flow: { id: 's', kind: 'step', do: 'a' }, ...action([{ op: 'choose', options: [1, 2], bind: 'x' }]) },
      ['ok | action a: choose.options', 'text | flow s: step.actor'],
    ],
    [
      'step whose action chooses with actor_x',
      { flow: { id: 's', kind: 'step', do: 'a' }, ...action([{ op: 'choose', options: [1, 2], bind: 'x', actor_x: '0' }]) },
      ['ok | action a: choose.options'],
    ],
    [
      'end score needs if_x and returns_x',
      { end: [{ id: 'e', if_x: 'x', result: 'score', returns: 'the points' }] },
      ['text | end e: end.if/returns'],
    ],
    ['competitive win needs who_x', { end: [{ id: 'e', if_x: 'x', result: 'win' }] }, ['text | end e: end.if/who']],
    [
      'cooperative win needs only if_x',
      { mode: 'cooperative', end: [{ id: 'e', if_x: 'x', result: 'win' }] },
      ['ok | end e: end.if'],
    ],
    [
      'scoped win needs only if_x',
      { flows: { s: { id: 's', kind: 'sequence', children: [] } }, end: [{ id: 'e', scope: 's', if_x: 'x', result: 'win' }] },
      ['ok | end e: end.if'],
    ],
    [
      'scope equal to the main flow needs who_x',
      {
        flow: { id: 'g', kind: 'sequence', children: [] },
        end: [{ id: 'e', scope: 'g', if_x: 'x', result: 'loss', who_x: '0' }],
      },
      ['ok | end e: end.if/who'],
    ],
    [
      'eliminate needs who_x',
      { mode: 'cooperative', end: [{ id: 'e', if_x: 'x', result: 'eliminate' }] },
      ['text | end e: end.if/who'],
    ],
    ['draw without if_x', { end: [{ id: 'e', if: 'board full', result: 'draw' }] }, ['text | end e: end.if']],
  ];
  test.each(cases)('%s', (_name, model, expected) => {
    expect(slots(model)).toEqual(expected);
  });
});

describe('content layer: one slot per item with behaviour or card text', () => {
  const item = (fields: Model): Model => ({ content: { cards: { c: { id: 'c', status: 'verified', ...fields } } } });
  const cases: [string, Model, string[]][] = [
    ['plain data is no slot', item({ label: 'C', cost: 2 }), []],
    ['text only is a gap', item({ text: 'Deal 3 damage.' }), ['content:text | content c: text only']],
    ['an effect that runs', item({ text: 'Gain 1.', effect: [{ op: 'add', var: 'g', amount: 1 }] }), ['ok | content c: item']],
    [
      'an effect with a text amount',
      item({ effect: [{ op: 'add', var: 'g', amount: 'some' }] }),
      ['content:text | content c: add.amount'],
    ],
    ['status missing', item({ status: 'missing', effect: [] }), ['content:missing | content c: status missing']],
    [
      'a trigger with if only',
      item({ triggers: [{ event: 'e', if: 'it is mine', do: [] }] }),
      ['content:text | content c: trigger.if'],
    ],
    [
      'keywords a rule tests',
      { ...item({ keywords: 'Ranged' }), actions: { a: { pre_x: "'Ranged' in k" } } },
      ['ok | action a: pre', 'ok | content c: item'],
    ],
    ['keywords no rule tests', item({ keywords: ['Ranged', 'Swift'] }), ["content:keywords | content c: keyword 'Ranged'"]],
    [
      'an ability whose pre has no pre_x',
      item({ abilities: [{ id: 'zap', speed: 'fast', pre: 'untapped', effect: [] }] }),
      ['ok | priority: protocol.first', 'content:text | content c: pre'],
    ],
    [
      'a call to content code in an action is a content gap',
      { ...action([{ op: 'call', code: 'cards' }]), code: { cards: { kind: 'content' } } },
      ['content:code | action a: call cards'],
    ],
  ];
  test.each(cases)('%s', (_name, model, expected) => {
    expect(slots(model)).toEqual(expected);
  });
});

describe('figures (engine.md "What the validator shows")', () => {
  const model: Model = {
    flow: {
      id: 'g',
      kind: 'sequence',
      children: [
        { id: 's1', kind: 'step', do: 'a' },
        { id: 's2', kind: 'step', do: 'b' },
      ],
    },
    actions: {
      a: {
        pre: 'always',
        effect: [
          { op: 'set', var: 'x', value: 1 },
          { op: 'call', code: 'ai' },
        ],
      },
      b: { effect: [{ op: 'add', var: 'x', amount: 1 }] },
    },
    code: { ai: { kind: 'algorithm' } },
    content: {
      cards: {
        c: { id: 'c', status: 'verified', text: 'Hi.' },
        d: { id: 'd', status: 'verified', effect: [{ op: 'add', var: 'x', amount: 2 }] },
      },
    },
    end: [{ id: 'e', if_x: 'x > 3', result: 'draw' }],
    open_questions: [{ id: 'q', question: 'Who starts?' }],
  };
  test('shares, counts and the code share', () => {
    const index = new ModelIndex(model);
    const f = computeFigures(index, collectSlots(index, { keywordUsed: () => false }));
    expect(f).toEqual({
      executable: { ok: 4, total: 7, pct: 57 },
      rules: { ok: 3, total: 5, pct: 60 },
      content: { ok: 1, total: 2, pct: 50 },
      steps: 2,
      ops: 4,
      code: 25,
      calls: 1,
      openQuestions: 1,
    });
  });
  test('a share is never 100% while a slot is missing', () => {
    const effect = Array.from({ length: 299 }, () => ({ op: 'set', var: 'x', value: 1 }));
    const index = new ModelIndex({ actions: { a: { effect: [...effect, { op: 'if', cond: 'x', then: [] }] } } });
    expect(computeFigures(index, collectSlots(index, { keywordUsed: () => false })).executable).toEqual({
      ok: 299,
      total: 300,
      pct: 99,
    });
  });
  test('no slots at all is 100%, content without slots is -', () => {
    const index = new ModelIndex({ content: { cards: { c: { id: 'c', label: 'C' } } } });
    const f = computeFigures(index, collectSlots(index, { keywordUsed: () => false }));
    expect([f.executable.pct, f.content]).toEqual([100, null]);
  });
});
