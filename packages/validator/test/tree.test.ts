// docs/engine.md#the-validator: the flow as data (FlowTree) and as a text tree (format of
// docs/guide.md step 7).
import { expect, test } from 'vitest';
import { buildFlowTree } from '../src/flow.js';
import { stepMarkers } from '../src/markers.js';
import { ModelIndex } from '../src/model.js';
import { renderJson, renderText, validate } from '../src/index.js';
import { renderTree } from '../src/tree.js';

const flow = (model: Record<string, unknown>) => {
  const index = new ModelIndex(model);
  return buildFlowTree(index, stepMarkers(index));
};
const tree = (model: Record<string, unknown>) => renderTree(flow(model));

test('the Pig draft of guide.md step 7', () => {
  const model = {
    flow: {
      id: 'game',
      label: 'Game',
      kind: 'loop',
      over: 'all players in turn',
      as: 'current',
      children: [
        {
          id: 'turn',
          label: 'Turn',
          kind: 'sequence',
          children: [
            { id: 'start', label: 'Start of turn', kind: 'step', do: 'start_turn' },
            {
              id: 'rolling',
              label: 'Roll until you stop or roll a 1',
              kind: 'loop',
              until: 'the turn is over',
              children: [
                { id: 'choice', label: 'Roll or stop', kind: 'step', actor: 'the current player', do: ['roll', 'stop'] },
              ],
            },
          ],
        },
      ],
    },
    actions: { start_turn: {}, roll: {}, stop: { pre: 'the pot is not empty' } },
  };
  expect(tree(model)).toBe(
    [
      'loop Game for each current in all players in turn (no until)',
      '  sequence Turn',
      '    - Start of turn: start_turn',
      '    loop Roll until you stop or roll a 1 until the turn is over',
      '      - Roll or stop: roll | stop · by the current player',
      '          stop allowed if: the pot is not empty',
    ].join('\n'),
  );
});

test('expressions where there is no text; branch, subflow, window, end events, named flows', () => {
  const model = {
    flow: {
      id: 'campaign',
      kind: 'loop',
      until_x: 'played >= 3',
      end_event: 'over',
      children: [
        { id: 'play', kind: 'subflow', ref: 'scenario' },
        {
          id: 'pick',
          kind: 'branch',
          switch: 'who won',
          cases: [
            {
              when: 'a win',
              when_x: "results.get('scenario') == 'win'",
              children: [{ id: 'reward', kind: 'step', do: 'reward', window: 'w', end_event: ['a', 'b'] }],
            },
            { when_x: 'True', label: 'otherwise', children: [] },
          ],
        },
        { id: 'fight', kind: 'sequence', children: [], window: true },
        { id: 'once', kind: 'loop', over_x: 'players', once: true, children: [] },
      ],
    },
    flows: {
      scenario: { id: 'scenario', kind: 'sequence', children: [{ id: 't', kind: 'step', do: ['x', 'y'], actor_x: '0' }] },
    },
    actions: { reward: { pre_x: 'gold > 0' }, x: {}, y: {} },
  };
  expect(tree(model)).toBe(
    [
      'loop campaign until played >= 3 · event after: over',
      '  subflow play → scenario',
      '  branch pick on who won',
      '    when a win',
      '      - reward: reward · window w · end: a, b',
      '          reward allowed if: gold > 0',
      '    when True (otherwise)',
      '  sequence fight · window (all speeds)',
      '  loop once over players (once)',
      'flows.scenario:',
      '  sequence scenario',
      '    - t: x | y · by 0',
    ].join('\n'),
  );
});

test('the Pig draft as data: every node with its key, name, path, twins, actions and markers', () => {
  const model = {
    flow: {
      id: 'game',
      label: 'Game',
      kind: 'loop',
      over: 'all players in turn',
      over_x: 'players',
      as: 'current',
      order: 'fixed',
      children: [
        {
          id: 'turn',
          kind: 'sequence',
          note: 'one turn',
          window: true,
          end_event: 'turn_over',
          children: [
            {
              id: 'choice',
              label: 'Roll or stop',
              kind: 'step',
              actor: 'the current player',
              do: ['roll', 'stop', 'gone'],
              end_event: ['a', 'b'],
            },
          ],
        },
      ],
    },
    actions: {
      roll: { label: 'Roll', effect: [{ op: 'roll', die: [1, 2], bind: 'pips' }] },
      stop: { pre: 'the pot is not empty', pre_x: 'pot > 0' },
    },
  };
  expect(flow(model)).toEqual({
    main: {
      key: 'game',
      id: 'game',
      label: 'Game',
      name: 'Game',
      path: ['flow'],
      note: null,
      window: null,
      endEvents: [],
      kind: 'loop',
      over: { text: 'all players in turn', x: 'players' },
      as: 'current',
      until: null,
      once: false,
      order: 'fixed',
      children: [
        {
          key: 'turn',
          id: 'turn',
          label: null,
          name: 'turn',
          path: ['flow', 'children', 0],
          note: 'one turn',
          window: true,
          endEvents: ['turn_over'],
          kind: 'sequence',
          children: [
            {
              key: 'choice',
              id: 'choice',
              label: 'Roll or stop',
              name: 'Roll or stop',
              path: ['flow', 'children', 0, 'children', 0],
              note: null,
              window: null,
              endEvents: ['a', 'b'],
              kind: 'step',
              actor: { text: 'the current player', x: null },
              actions: [
                { name: 'roll', label: 'Roll', path: ['actions', 'roll'], pre: null },
                { name: 'stop', label: null, path: ['actions', 'stop'], pre: { text: 'the pot is not empty', x: 'pot > 0' } },
                { name: 'gone', label: null, path: null, pre: null },
              ],
              markers: ['choice', 'chance'],
            },
          ],
        },
      ],
    },
    flows: [],
  });
});

test('keys: the id when only one node has it, else @ and the path; a node of unknown kind; named flows', () => {
  const model = {
    flow: {
      kind: 'sequence',
      children: [
        { id: 'twice', kind: 'step', do: 'a' },
        { id: 'twice', kind: 'subflow', ref: 'side' },
        { id: '@odd', kind: 'dance' },
        {
          id: 7,
          label: 'Seven',
          kind: 'branch',
          switch: 'who',
          cases: [{ when_x: 'True', label: 'always', note: 'n', children: [{ kind: 'step', do: 'a' }] }],
        },
      ],
    },
    flows: { side: { id: 'side', kind: 'sequence', children: [] } },
    actions: { a: {} },
  };
  const t = flow(model);
  const main = t.main!;
  expect(main.kind === 'sequence' && main.children.map((c) => [c.key, c.kind, c.name])).toEqual([
    ['@flow.children.0', 'step', 'twice'],
    ['@flow.children.1', 'subflow', 'twice'],
    ['@flow.children.2', 'unknown', '@odd'],
    ['7', 'branch', 'Seven'],
  ]);
  expect(main.key).toBe('@flow');
  expect(main.kind === 'sequence' && main.children[2]).toMatchObject({ kind: 'unknown', written: 'dance' });
  expect(main.kind === 'sequence' && main.children[3]).toMatchObject({
    switch: 'who',
    cases: [
      {
        when: { text: null, x: 'True' },
        label: 'always',
        note: 'n',
        path: ['flow', 'children', 3, 'cases', 0],
        children: [{ key: '@flow.children.3.cases.0.children.0' }],
      },
    ],
  });
  expect(t.flows).toEqual([
    { name: 'side', node: expect.objectContaining({ key: 'side', path: ['flows', 'side'], kind: 'sequence' }) },
  ]);
  // Plain data: JSON gives it back unchanged.
  expect(JSON.parse(JSON.stringify(t))).toEqual(t);
});

test('the JSON report carries the flow as data, the text report its tree', () => {
  const model = { flow: { id: 'g', kind: 'sequence', children: [{ id: 's', kind: 'step', do: 'a' }] }, actions: { a: {} } };
  const report = validate(model, { testGames: false });
  const json = JSON.parse(renderJson(report));
  expect(json.flow).toEqual(report.flow);
  expect(json.flow.main.children[0]).toMatchObject({ key: 's', kind: 'step', actions: [{ name: 'a', path: ['actions', 'a'] }] });
  expect('tree' in json).toBe(false);
  expect(renderText(report)).toContain('\nThe flow as a tree\nsequence g\n  - s: a\n');
});
