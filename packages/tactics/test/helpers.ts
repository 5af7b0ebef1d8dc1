// Shared test helpers: the repository's models, seeded match-ups and win rates.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel, playGame, type Model, type Player } from '@tabletwin/engine';

const here = dirname(fileURLToPath(import.meta.url));
/** The repository's models/ (our own Pig among them), so these tests need nothing outside the clone. */
export const MODELS = resolve(here, '../../../models');
export const FIXTURES = resolve(here, 'fixtures');

export function exampleText(name: string): string {
  return readFileSync(resolve(MODELS, name), 'utf8');
}

/** models/pig.yaml, with another goal if asked (the text is edited before loading). */
export function pig(goal?: number): Model {
  let text = exampleText('pig.yaml');
  if (goal !== undefined) text = text.replace(/GOAL: \d+/, `GOAL: ${goal}`);
  return loadModel(text);
}

export const HOLD_AT_8 = `
tactic: pig-hold-at-8
game: pig
rules:
  - at: step choice
    when_x: "pot >= 8 or score[me] + pot >= GOAL"
    pick: stop
  - at: step choice
    pick: roll
`;

/** Games `seed0 … seed0+games-1`; how often player `p` got the best return. */
export function winRate(model: Model, games: number, players: (seed: number) => Player[], p = 0, seed0 = 1): number {
  let wins = 0;
  for (let s = seed0; s < seed0 + games; s++) {
    const r = playGame(model, { seed: s, players: players(s) });
    if (r.returns !== null && r.returns[p]! > 0) wins++;
  }
  return wins / games;
}

/** Three standard errors of a rate near `p` over `n` games. */
export const threeSe = (p: number, n: number): number => 3 * Math.sqrt((p * (1 - p)) / n);

/** The team model (a subset choice at `action quest · n`), for rules and scope tests. */
export function team(): Model {
  return loadModel(readFileSync(resolve(FIXTURES, 'team.yaml'), 'utf8'));
}

export function fixture(name: string): Model {
  return loadModel(readFileSync(resolve(FIXTURES, name), 'utf8'));
}
