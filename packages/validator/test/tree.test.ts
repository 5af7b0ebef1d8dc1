// engine.md "What the validator shows": the flow as a text tree (format of guide.md step 7).
import { expect, test } from 'vitest';
import { ModelIndex } from '../src/model.js';
import { flowTree } from '../src/tree.js';

const tree = (model: Record<string, unknown>) => flowTree(new ModelIndex(model));

test('the Pig draft of guide.md step 7', () => {
  const model = {
    flow: {
      id: 'game', label: 'Game', kind: 'loop', over: 'all players in turn', as: 'current',
      children: [{
        id: 'turn', label: 'Turn', kind: 'sequence',
        children: [
          { id: 'start', label: 'Start of turn', kind: 'step', do: 'start_turn' },
          {
            id: 'rolling', label: 'Roll until you stop or roll a 1', kind: 'loop', until: 'the turn is over',
            children: [{ id: 'choice', label: 'Roll or stop', kind: 'step', actor: 'the current player', do: ['roll', 'stop'] }],
          },
        ],
      }],
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
      id: 'campaign', kind: 'loop', until_x: 'played >= 3', end_event: 'over',
      children: [
        { id: 'play', kind: 'subflow', ref: 'scenario' },
        {
          id: 'pick', kind: 'branch', switch: 'who won',
          cases: [
            { when: 'a win', when_x: "results.get('scenario') == 'win'", children: [{ id: 'reward', kind: 'step', do: 'reward', window: 'w', end_event: ['a', 'b'] }] },
            { when_x: 'True', label: 'otherwise', children: [] },
          ],
        },
        { id: 'fight', kind: 'sequence', children: [], window: true },
        { id: 'once', kind: 'loop', over_x: 'players', once: true, children: [] },
      ],
    },
    flows: { scenario: { id: 'scenario', kind: 'sequence', children: [{ id: 't', kind: 'step', do: ['x', 'y'], actor_x: '0' }] } },
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
