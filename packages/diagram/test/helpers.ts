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
export function models(): [string, string][] {
  return modelFiles({ drafts: true }).map((f) => [f.name, f.text]);
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
        { when: 'sunny', when_x: 'True', label: 'Sun', note: 'go out', children: [{ id: 'sun1', kind: 'step', do: 'a' }, { id: 'sun2', kind: 'step', do: 'b' }] },
        { when_x: 'False', children: [{ id: 'inner', kind: 'loop', once: true, children: [{ id: 'rain', kind: 'step', do: 'c' }] }] },
        { when: 'never', children: [] },
      ],
    },
    { id: 'call_side', kind: 'subflow', ref: 'side' },
    { id: 'empty_loop', kind: 'loop', children: [] },
    { id: 'odd', kind: 'phase' },
  ],
};

