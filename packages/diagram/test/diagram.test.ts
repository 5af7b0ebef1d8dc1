// docs/diagram.md#what-you-get: title, summary, subtitle and every panel, from one model that
// has all of them; and a model with errors or unreadable text is still drawn.
import { validate } from '@tabletwin/validator';
import { describe, expect, test } from 'vitest';
import { diagramOf } from '../src/index.js';
import { full, models, oneStep, type Model } from './helpers.js';

describe('title, summary and subtitle', () => {
  const cases: [string, Model, { title: string; subtitle: string | null; summary: string | null }][] = [
    [
      'label, demonstrates and summary',
      { label: 'L', game: 'g', demonstrates: 'D', players: 'P', summary: 'S' },
      { title: 'L', subtitle: 'D', summary: 'S' },
    ],
    ['players when there is no demonstrates', { label: 'L', players: 'P' }, { title: 'L', subtitle: 'P', summary: null }],
    ['game when there is no label', { game: 'g' }, { title: 'g', subtitle: null, summary: null }],
    ['neither', {}, { title: 'Untitled model', subtitle: null, summary: null }],
  ];
  test.each(cases)('%s', (_name, top, expected) => {
    const d = diagramOf({ ...oneStep([]), game: undefined, label: undefined, ...top });
    expect({ title: d.title, subtitle: d.subtitle, summary: d.summary }).toEqual(expected);
  });
});

describe('the panels', () => {
  const d = diagramOf(full);
  const p = d.panels;

  test('state: zones and variables, persist as persistent', () => {
    expect(p.state).toEqual({
      zones: [
        {
          name: 'bag',
          label: 'The bag',
          owner: 'global',
          visibility: 'hidden',
          shuffled: true,
          persistent: false,
          kind: 'bag',
          note: null,
        },
        {
          name: 'hand',
          label: null,
          owner: 'player',
          visibility: 'owner',
          shuffled: false,
          persistent: false,
          kind: null,
          note: null,
        },
        {
          name: 'vault',
          label: null,
          owner: 'global',
          visibility: 'public',
          shuffled: false,
          persistent: true,
          kind: null,
          note: 'kept',
        },
      ],
      vars: [
        { name: 'score', label: null, scope: 'player', type: 'int', init: { text: '0', x: null }, persistent: false, note: null },
        {
          name: 'gold',
          label: null,
          scope: 'global',
          type: null,
          init: { text: null, x: 'GOAL * 2' },
          persistent: true,
          note: null,
        },
      ],
    });
  });

  test('constants and derived values', () => {
    expect(p.constants).toEqual([
      { name: 'GOAL', value: '3' },
      { name: 'FACES', value: '["a","b"]' },
    ]);
    expect(p.derived).toEqual([
      { name: 'total', text: null, x: 'sum(score)' },
      { name: 'best', text: 'highest score', x: 'max(score)' },
    ]);
  });

  test('triggers and modifiers', () => {
    expect(p.triggers).toEqual([
      {
        id: 'bonus',
        label: null,
        event: 'hit',
        timing: 'before',
        optional: true,
        if: { text: 'a hit', x: 'True' },
        controller: { text: null, x: '0' },
        source: null,
        note: null,
        ops: [{ depth: 0, text: 'set gold to 1', x: [], note: null }],
      },
    ]);
    expect(p.modifiers).toEqual([
      {
        id: 'vet',
        stat: 'attack',
        layer: 1,
        change: { text: 'one more', x: 'value + 1' },
        if: null,
        duration: 'permanent',
        source: null,
        target: null,
        note: null,
      },
    ]);
  });

  test('priority: the protocol and each window with its fast actions', () => {
    expect(p.priority).toEqual({
      protocol: {
        first: { text: 'the active player', x: '0' },
        closes: 'single_pass_each',
        resolution: 'lifo_stack',
        afterAction: 'next',
        order: 'clockwise_from_first',
        note: null,
      },
      windows: [
        {
          name: 'quick',
          label: 'Quick',
          allows: ['fast'],
          note: 'after a roll',
          actions: [
            { name: 'dodge', label: 'Dodge', speed: 'fast', item: null },
            { name: 'flash', label: null, speed: 'fast', item: 'zap' },
          ],
        },
        {
          name: 'slow',
          label: null,
          allows: ['slow'],
          note: null,
          actions: [{ name: 'slowpoke', label: null, speed: 'slow', item: 'zap' }],
        },
      ],
    });
  });

  test('a window of all speeds lists every fast action', () => {
    const model = oneStep([], { actions: { a: {}, f: { speed: 'fast' } } }, { window: true });
    expect(diagramOf(model).panels.priority?.windows).toEqual([
      {
        name: null,
        label: 'all speeds',
        allows: ['fast'],
        note: null,
        actions: [{ name: 'f', label: null, speed: 'fast', item: null }],
      },
    ]);
    expect(diagramOf(oneStep([])).panels.priority).toBeNull();
  });

  test('outcome models marked Skill or Chance', () => {
    expect(p.outcomes).toEqual([
      {
        name: 'shot',
        kind: 'skill',
        doc: 'aim',
        outcomes: [
          {
            id: 'hit',
            p: { text: 'q', x: '0.5' },
            note: null,
            effect: [{ depth: 0, text: 'add 1 to score[0]', x: [], note: null }],
          },
          { id: 'miss', p: { text: '1 - q', x: '0.5' }, note: null, effect: [] },
        ],
      },
      { name: 'wind', kind: 'chance', doc: null, outcomes: [{ id: 'calm', p: { text: 'all', x: '1' }, note: null, effect: [] }] },
    ]);
  });

  test('content: dice faces with their types', () => {
    const red = p.content.find((c) => c.id === 'red');
    expect(red?.faces).toEqual([
      { face: 'sword 2', type: 'sword', number: 2, typeLabel: 'Sword' },
      { face: 'shield 1', type: 'shield', number: 1, typeLabel: 'Shield' },
      { face: 'blank', type: 'blank', number: null, typeLabel: null },
    ]);
    expect(red?.at).toBe('dice.red');
  });

  test('content: text, keywords, and under effect the abilities with their windows, triggers and modifiers', () => {
    const zap = p.content.find((c) => c.id === 'zap');
    expect(zap).toEqual({
      id: 'zap',
      label: 'Zap',
      at: 'cards.0',
      status: 'uncertain',
      text: 'Zap & <burn>.',
      note: null,
      keywords: ['Ranged', 'Quick'],
      faces: [],
      effect: [{ depth: 0, text: 'add 1 to score[0]', x: [], note: null }],
      abilities: [
        { id: 'flash', label: null, speed: 'fast', pre: { text: null, x: 'True' }, cost: [], effect: [], windows: ['quick'] },
        { id: 'slowpoke', label: null, speed: 'slow', pre: null, cost: [], effect: [], windows: ['slow'] },
        { id: 'never', label: null, speed: null, pre: null, cost: [], effect: [], windows: [] },
      ],
      triggers: [
        {
          id: 'zap#0',
          label: null,
          event: 'hit',
          timing: 'after',
          optional: false,
          if: null,
          controller: null,
          source: null,
          note: null,
          ops: [],
        },
      ],
      modifiers: [
        {
          id: null,
          stat: 'attack',
          layer: 0,
          change: { text: null, x: 'value * 2' },
          if: null,
          duration: null,
          source: null,
          target: null,
          note: null,
        },
      ],
    });
  });

  test('open questions, open by default', () => {
    expect(p.openQuestions).toEqual([
      { id: 'q1', about: 'setup', question: 'Who starts?', status: 'assumed', answer: 'Player 0', source: 'p. 2' },
      { id: 'q2', about: null, question: 'Ties?', status: 'open', answer: null, source: null },
    ]);
  });

  test('end conditions with if, check, scope and the expression', () => {
    expect(p.end).toEqual([
      {
        id: 'won',
        result: 'win',
        if: { text: 'three points', x: 'score[0] >= GOAL' },
        who: { text: null, x: '0' },
        returns: null,
        check: 'immediate',
        scope: null,
        note: null,
      },
      {
        id: 'camp',
        result: 'score',
        if: { text: null, x: 'True' },
        who: null,
        returns: '[0, 0]',
        check: null,
        scope: 'g',
        note: null,
      },
    ]);
  });

  test('the action cards: pre and the effect as pseudo-code with the _x expressions', () => {
    expect(d.actions[0]).toEqual({
      name: 'play',
      label: 'Play',
      speed: null,
      pre: { text: 'always', x: 'True' },
      cost: [],
      effect: [
        { depth: 0, text: 'roll [1,2] → r', x: [], note: null },
        { depth: 0, text: 'add the roll to score[0]', x: ['amount_x: r'], note: null },
        { depth: 0, text: 'open window quick', x: [], note: null },
      ],
      note: null,
    });
  });

  test('executability as the validator computes it', () => {
    expect(d.figures).toEqual(validate(full, { testGames: false }).figures);
    expect(d.figures).toMatchObject({ executable: { pct: 100 }, content: { ok: 1, total: 1 }, code: 0 });
  });

  test('without content: the rules structure only', () => {
    const bare = diagramOf(full, { content: false });
    expect(bare.panels.content).toEqual([]);
    expect(bare.panels.priority?.windows.map((w) => w.actions.map((a) => a.name))).toEqual([['dodge'], []]);
    expect({ ...bare, panels: { ...bare.panels, content: p.content, priority: p.priority } }).toEqual(d);
  });

  test('the data is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(d))).toEqual(d);
  });
});

describe('models that are not quite right', () => {
  test('a model with errors is drawn, missing actions show empty, the errors are listed', () => {
    const d = diagramOf(oneStep([], {}, { do: ['a', 'ghost'] }));
    expect(d.errors.map((e) => e.message)).toEqual(["flow s: action 'ghost' is not in actions"]);
    expect(d.flow.main?.kind === 'sequence' && d.flow.main.children[0]).toMatchObject({
      kind: 'step',
      actions: [{ name: 'a' }, { name: 'ghost', path: null }],
      markers: ['choice'],
    });
  });

  test('text that is not YAML gives an empty diagram with the error', () => {
    const d = diagramOf('flow: [');
    expect([d.flow, d.figures, d.title, d.errors.map((e) => e.code)]).toEqual([
      { main: null, flows: [] },
      null,
      'Untitled model',
      ['unreadable-yaml'],
    ]);
  });

  test('odd values do not throw: names like __proto__ and constructor, fields of the wrong type', () => {
    const model = oneStep([{ op: 'constructor' }, { op: 'if', then: 'x' }, 7], {
      constants: { ['__proto__']: 1 },
      content: { a: [{ id: 'k', faces: 'x', keywords: 3 }] },
      triggers: 'no',
    });
    const d = diagramOf(model);
    expect(d.actions[0]?.effect).toEqual([
      { depth: 0, text: 'constructor', x: [], note: null },
      { depth: 0, text: 'if ?', x: [], note: null },
    ]);
    expect(d.panels.content[0]).toMatchObject({ id: 'k', faces: [], keywords: [] });
  });
});

describe('pig.yaml (the README example)', () => {
  const pig = new Map(models()).get('acceptance/pig.yaml');
  test.skipIf(pig === undefined)('the card of roll: the effect as pseudo-code with its expressions', () => {
    expect(diagramOf(pig!).actions[1]).toEqual({
      name: 'roll',
      label: null,
      speed: null,
      pre: null,
      cost: [],
      note: null,
      effect: [
        { depth: 0, text: 'roll [1,2,3,4,5,6] → pips', x: [], note: null },
        { depth: 0, text: 'if a 1', x: ['cond_x: pips == 1'], note: null },
        { depth: 1, text: 'set pot to 0', x: [], note: null },
        { depth: 1, text: 'set turn_over to true', x: [], note: null },
        { depth: 0, text: 'else', x: [], note: null },
        { depth: 1, text: 'add the pips to pot', x: ['amount_x: pips'], note: null },
      ],
    });
  });
});
