// docs/engine.md#the-validator "Markers" and docs/diagram.md#markers: what each step does, from the ops of its
// actions and of the flows they run.
import { describe, expect, test } from 'vitest';
import { stepMarkers } from '../src/markers.js';
import { ModelIndex } from '../src/model.js';

type Model = Record<string, unknown>;

const zones = {
  deck: { shuffled: true, visibility: 'hidden' },
  hand: { owner: 'player', visibility: 'owner' },
  pile: { visibility: 'hidden' },
  table: {},
  vault: { persist: 'campaign' },
};
const vars = { gold: { persist: 'campaign' }, x: {} };

function markers(effect: unknown[], extra: Model = {}, step: Model = {}): string[] {
  const model: Model = {
    state: { zones, vars },
    flow: { id: 'g', kind: 'sequence', children: [{ id: 's', kind: 'step', do: 'a', ...step }] },
    actions: { a: { effect } },
    ...extra,
  };
  return stepMarkers(new ModelIndex(model)).find((m) => m.step === 's')?.markers ?? [];
}

describe('markers of a step', () => {
  const cases: [string, unknown[], Model, Model, string[]][] = [
    ['nothing special', [{ op: 'set', var: 'x', value: 1 }], {}, {}, []],
    ['several actions in do', [], { actions: { a: {}, b: {} } }, { do: ['a', 'b'] }, ['choice']],
    ['choose', [{ op: 'choose', options: [1, 2], bind: 'c' }], {}, {}, ['choice']],
    ['say', [{ op: 'say', agent: 'bot' }], {}, {}, ['choice', 'language']],
    ['search', [{ op: 'search', from: 'deck', bind: 'c' }], {}, {}, ['choice', 'hidden']],
    ['shuffle', [{ op: 'shuffle', zone: 'deck' }], {}, {}, ['chance']],
    ['roll', [{ op: 'roll', die: [1, 2] }], {}, {}, ['chance']],
    ['draw from a shuffled zone into an owner zone', [{ op: 'draw', from: 'deck', to: 'hand[0]' }], {}, {}, ['chance', 'hidden']],
    ['draw from an unshuffled zone into a public zone', [{ op: 'draw', from: 'pile', to: 'table' }], {}, {}, []],
    ['draw into a hidden zone that is shuffled is not hidden', [{ op: 'draw', from: 'table', to: 'deck' }], {}, {}, []],
    ['look at a shuffled zone', [{ op: 'look', from: 'deck' }], {}, {}, ['chance', 'hidden']],
    ['look at an open zone', [{ op: 'look', from: 'table' }], {}, {}, ['hidden']],
    ['move to a hidden zone', [{ op: 'move', what_x: 'c', from: 'table', to: 'pile' }], {}, {}, ['hidden']],
    ['sample without skill', [{ op: 'sample', model: 'm' }], { outcomes: { m: { outcomes: [] } } }, {}, ['chance']],
    ['sample with skill', [{ op: 'sample', model: 'm' }], { outcomes: { m: { skill: true, outcomes: [] } } }, {}, ['skill']],
    ['choose with secret', [{ op: 'choose', options: [1, 2], bind: 'c', secret: true }], {}, {}, ['choice', 'hidden']],
    ['window on the step', [], {}, { window: 'w' }, ['window']],
    ['window op', [{ op: 'window', name: 'w' }], {}, {}, ['window']],
    [
      'emit that a trigger listens to',
      [{ op: 'emit', event: 'e' }],
      { triggers: [{ id: 't', event: 'e', do: [] }] },
      {},
      ['trigger'],
    ],
    ['emit nobody listens to', [{ op: 'emit', event: 'e' }], {}, {}, []],
    [
      'emit a content trigger listens to',
      [{ op: 'emit', event: 'e' }],
      { content: { c: { k: { id: 'k', triggers: [{ event: 'e', do: [] }] } } } },
      {},
      ['trigger'],
    ],
    [
      'choose with an llm agent',
      [{ op: 'choose', options: [1, 2], bind: 'c', agent: 'bot' }],
      { agents: { bot: { kind: 'llm' } } },
      {},
      ['choice', 'language'],
    ],
    ['add to a persistent variable', [{ op: 'add', var: 'gold', amount: 1 }], {}, {}, ['persistent']],
    ['create in a persistent zone', [{ op: 'create', what_x: 'c', to: 'vault' }], {}, {}, ['persistent']],
    ['reset', [{ op: 'reset' }], {}, {}, ['persistent']],
    ['call', [{ op: 'call', code: 'ai' }], {}, {}, ['code']],
    ['nested ops count', [{ op: 'if', cond_x: 'x', then: [{ op: 'roll', die: [1] }] }], {}, {}, ['chance']],
  ];
  test.each(cases)('%s', (_name, effect, extra, step, expected) => {
    expect(markers(effect, extra, step)).toEqual(expected);
  });

  test('ops of a flow the action runs count for the step', () => {
    const extra = {
      flows: { sub: { id: 'sub', kind: 'sequence', children: [{ id: 'inner', kind: 'step', do: 'b' }] } },
      actions: { a: { effect: [{ op: 'run', flow: 'sub' }] }, b: { effect: [{ op: 'roll', die: [1, 2] }] } },
    };
    expect(markers([], extra)).toEqual(['chance']);
  });

  test('ops of triggers do not count for the step that emits', () => {
    const extra = { triggers: [{ id: 't', event: 'e', do: [{ op: 'roll', die: [1, 2] }] }] };
    expect(markers([{ op: 'emit', event: 'e' }], extra)).toEqual(['trigger']);
  });

  test('a window on a sequence is not a step marker; every step is listed with its path', () => {
    const model = {
      flow: { id: 'g', kind: 'sequence', window: 'w', children: [{ id: 's', kind: 'step', do: 'a' }] },
      actions: { a: {} },
    };
    expect(stepMarkers(new ModelIndex(model))).toEqual([{ step: 's', path: ['flow', 'children', 0], markers: [] }]);
  });
});
