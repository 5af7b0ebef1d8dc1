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
