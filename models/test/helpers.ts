// The library's models as files: every `*.yaml` beside this folder is a model (tactics and views
// live in their own subfolders).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newGame, type Game, type Model } from '@tabletwin/engine';

export const MODELS = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface LibraryModel {
  /** The file name without `.yaml`. */
  readonly name: string;
  readonly path: string;
  readonly text: string;
}

export function libraryModels(): LibraryModel[] {
  return readdirSync(MODELS)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({ name: f.replace(/\.yaml$/, ''), path: join(MODELS, f), text: readFileSync(join(MODELS, f), 'utf8') }));
}

export function libraryFile(relative: string): string {
  return readFileSync(join(MODELS, relative), 'utf8');
}

/** Answers the open request (chance or decision) with the `nth` option labelled `label` (0: the first). */
export function answer(game: Game, label: string, nth = 0): void {
  const req = game.request();
  if (req.kind === 'end') throw new Error(`the game has ended; wanted ${label}`);
  const labels = req.kind === 'chance' ? req.outcomes.map((o) => o.label) : req.options.map((o) => o.label);
  const i = labels.map((l, k) => (l === label ? k : -1)).filter((k) => k >= 0)[nth];
  if (i === undefined) throw new Error(`${label} is not among ${labels.join(' | ')} at ${req.where}`);
  game.answer(i);
}

/** A new game of `model` (seed 1) with each request, chance included, answered by its label in turn. */
export function scripted(model: Model, labels: readonly string[], seed = 1): Game {
  const game = newGame(model, { seed });
  for (const label of labels) answer(game, label);
  return game;
}

/** The open decision as [place, player, option labels]. */
export function decision(game: Game): [string, number, string[]] {
  const req = game.request();
  if (req.kind !== 'decision') throw new Error(`expected a decision, got ${req.kind}`);
  return [req.where, req.player, req.options.map((o) => o.label)];
}
