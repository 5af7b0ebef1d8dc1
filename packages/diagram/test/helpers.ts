// Small models for the tests: one step `s` doing action `a`, with zones and variables of every kind.
import { modelFiles } from '@tabletwin/engine/testing';
import { allSteps, diagramOf, type Marker } from '../src/index.js';

export type Model = Record<string, unknown>;

export const zones = {
  deck: { shuffled: true, visibility: 'hidden' },
  hand: { owner: 'player', visibility: 'owner' },
  pile: { visibility: 'hidden' },
  table: {},
  vault: { persist: 'campaign' },
};
export const vars = { gold: { persist: 'campaign' }, x: {} };

/** A model whose step `s` does `a` with this effect; `extra` is merged at the top, `step` into the step. */
export function oneStep(effect: unknown[], extra: Model = {}, step: Model = {}): Model {
  return {
    game: 'tiny',
    label: 'Tiny',
    state: { zones, vars },
    flow: { id: 'g', kind: 'sequence', children: [{ id: 's', kind: 'step', do: 'a', ...step }] },
    actions: { a: { effect } },
    end: [],
    ...extra,
  };
}

/** The markers of every step of a model, by key. */
export function markersOf(model: Model | string): Record<string, Marker[]> {
  const out: Record<string, Marker[]> = {};
  for (const s of allSteps(diagramOf(model).flow)) if (s.kind === 'step') out[s.key] = s.markers;
  return out;
}

/** Every model file of the acceptance set (when ../shared is there) and of the repository's models/. */
/** Every model by name; the acceptance models as `acceptance/<name>` (a name may repeat one of ours). */
export function models(): [string, string][] {
  return modelFiles({ drafts: true }).map((f) => [f.origin === 'acceptance' ? `acceptance/${f.name}` : f.name, f.text]);
}

/** A model with a branch of three cases, nested loops, a subflow, named flows, notes, windows and events. */
export const tricky: Model = oneStep([], {
  actions: { a: { label: 'A very long action label that will certainly not fit in one box of the track' }, b: {}, c: {} },
  flows: {
    side: { id: 'side', kind: 'loop', until_x: 'True', children: [{ id: 'side_step', kind: 'step', do: 'b' }] },
    other: { id: 'other_step', kind: 'step', do: 'c', note: 'a flow that is only a step' },
  },
});
(tricky as Model)['flow'] = {
  id: 'g',
  kind: 'loop',
  order: 'clockwise_from_first',
  window: true,
  end_event: ['round_over', 'tick'],
  note: 'The whole game; the note is long enough to be wrapped over more than one line under the frame.',
  children: [
    { id: 'first', kind: 'step', do: ['a', 'b'], actor: 'the first player', end_event: 'done', window: 'w' },
    {
      id: 'split',
      kind: 'branch',
      switch: 'the weather',
      cases: [
        {
          when: 'sunny',
          when_x: 'True',
          label: 'Sun',
          note: 'go out',
          children: [
            { id: 'sun1', kind: 'step', do: 'a' },
            { id: 'sun2', kind: 'step', do: 'b' },
          ],
        },
        {
          when_x: 'False',
          children: [{ id: 'inner', kind: 'loop', once: true, children: [{ id: 'rain', kind: 'step', do: 'c' }] }],
        },
        { when: 'never', children: [] },
      ],
    },
    { id: 'call_side', kind: 'subflow', ref: 'side' },
    { id: 'empty_loop', kind: 'loop', children: [] },
    { id: 'odd', kind: 'phase' },
  ],
};

/** A model with something in every panel. */
export const full: Model = {
  game: 'full',
  label: 'Full house',
  players: '2 players',
  demonstrates: 'every panel',
  summary: 'A model with something in every panel.',
  num_players: 2,
  constants: { GOAL: 3, FACES: ['a', 'b'] },
  state: {
    zones: {
      bag: { kind: 'bag', shuffled: true, visibility: 'hidden', label: 'The bag' },
      hand: { owner: 'player', visibility: 'owner' },
      vault: { persist: 'campaign', note: 'kept' },
    },
    vars: { score: { scope: 'player', type: 'int', init: 0 }, gold: { persist: 'campaign', init_x: 'GOAL * 2' } },
    derived: { total: 'sum(score)', best: { text: 'highest score', x: 'max(score)' } },
  },
  flow: { id: 'g', kind: 'sequence', children: [{ id: 's', kind: 'step', actor_x: '0', do: 'play' }] },
  actions: {
    play: {
      label: 'Play',
      pre: 'always',
      pre_x: 'True',
      effect: [
        { op: 'roll', die: [1, 2], bind: 'r' },
        { op: 'add', var: 'score[0]', amount: 'the roll', amount_x: 'r' },
        { op: 'window', name: 'quick' },
      ],
    },
    dodge: { label: 'Dodge', speed: 'fast', effect: [] },
  },
  triggers: [
    {
      id: 'bonus',
      event: 'hit',
      timing: 'before',
      optional: true,
      if: 'a hit',
      if_x: 'True',
      controller_x: '0',
      do: [{ op: 'set', var: 'gold', value: 1 }],
    },
  ],
  modifiers: [{ id: 'vet', stat: 'attack', layer: 1, change: 'one more', change_x: 'value + 1', duration: 'permanent' }],
  priority: {
    protocol: {
      first: 'the active player',
      first_x: '0',
      closes: 'single_pass_each',
      resolution: 'lifo_stack',
      order: 'clockwise_from_first',
    },
    windows: { quick: { label: 'Quick', allows: ['fast'], note: 'after a roll' }, slow: { allows: ['slow'] } },
  },
  outcomes: {
    shot: {
      skill: true,
      doc: 'aim',
      outcomes: [
        { id: 'hit', p: 'q', p_x: '0.5', effect: [{ op: 'add', var: 'score[0]', amount: 1 }] },
        { id: 'miss', p: '1 - q', p_x: '0.5' },
      ],
    },
    wind: { outcomes: [{ id: 'calm', p: 'all', p_x: '1' }] },
  },
  content: {
    face_types: { sword: { label: 'Sword' }, shield: 'Shield' },
    dice: { red: { id: 'red', label: 'Red die', status: 'verified', faces: ['sword 2', 'shield 1', 'blank'] } },
    cards: [
      {
        id: 'zap',
        label: 'Zap',
        status: 'uncertain',
        text: 'Zap & <burn>.',
        keywords: 'Ranged, Quick',
        effect: [{ op: 'add', var: 'score[0]', amount: 1 }],
        abilities: [
          { id: 'flash', speed: 'fast', pre_x: 'True', effect: [] },
          { id: 'slowpoke', speed: 'slow' },
          { id: 'never' },
        ],
        triggers: [{ event: 'hit', do: [] }],
        modifiers: [{ stat: 'attack', change_x: 'value * 2' }],
      },
    ],
  },
  open_questions: [
    { id: 'q1', about: 'setup', question: 'Who starts?', status: 'assumed', answer: 'Player 0', source: 'p. 2' },
    { id: 'q2', question: 'Ties?' },
  ],
  end: [
    { id: 'won', if: 'three points', if_x: 'score[0] >= GOAL', result: 'win', who_x: '0', check: 'immediate' },
    { id: 'camp', if_x: 'True', result: 'score', returns_x: '[0, 0]', scope: 'g' },
  ],
};
