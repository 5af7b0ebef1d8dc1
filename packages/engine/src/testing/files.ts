// The model files every package checks: the repository's own `models/`, the shared acceptance
// models (`../shared/acceptance/models/`) and, when asked, the spec's examples
// (`../shared/spec/examples/`); the shared folders sit next to the repository and are simply not
// listed where they are absent.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type ModelOrigin = 'repository' | 'acceptance' | 'example';

export interface ModelFile {
  /** The file name, e.g. `duel.yaml`. */
  readonly name: string;
  readonly path: string;
  readonly text: string;
  readonly origin: ModelOrigin;
  /** A draft that is not executable on purpose (the acceptance README lists what it must show). */
  readonly draft: boolean;
  /** The end reasons the acceptance table allows, or `null` where it lists none. */
  readonly endReasons: readonly string[] | null;
}

/**
 * End reasons of the complete acceptance models, as the table of `acceptance/README.md` lists
 * them (tic-tac-toe ends `full` only sometimes).
 */
export const END_REASONS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  'my-game.yaml': ['over'],
  'race.yaml': ['finish'],
  'pig.yaml': ['reached_goal'],
  'mini-poker.yaml': ['fold', 'showdown'],
  'trek.yaml': ['campaign_over'],
  'duel.yaml': ['closed'],
  'guide-campaign.yaml': ['campaign_over'],
  'tictactoe.yaml': ['three_in_row', 'full'],
  'hex-skirmish.yaml': ['won', 'fallen', 'time_up'],
});

/** Acceptance models that are drafts: they load, and every game stops where the README says. */
export const DRAFTS: Readonly<Record<string, string>> = Object.freeze({
  'pig-draft.yaml': 'action stop: pre is text without pre_x',
});

export interface ModelFileOptions {
  /** The repository root; by default the one this package sits in. */
  root?: string;
  /** List drafts too (default `false`). */
  drafts?: boolean;
  /** Which folders, in this order (default: the repository's, then the acceptance models). */
  origins?: readonly ModelOrigin[];
}

/** This package's repository: `src/testing` and `dist/testing` are both four levels below it. */
export function repositoryRoot(): string {
  return resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
}

/** The shared acceptance models' folder, or `null` when it is not there. */
export function acceptanceFolder(root = repositoryRoot()): string | null {
  const dir = join(root, '..', 'shared', 'acceptance', 'models');
  return existsSync(dir) ? dir : null;
}

/** The spec's example models' folder, or `null` when it is not there. */
export function exampleFolder(root = repositoryRoot()): string | null {
  const dir = join(root, '..', 'shared', 'spec', 'examples');
  return existsSync(dir) ? dir : null;
}

/** The repository's models, then the acceptance models (or the `origins` asked for), each sorted by name. */
export function modelFiles(options: ModelFileOptions = {}): ModelFile[] {
  const root = options.root ?? repositoryRoot();
  const out: ModelFile[] = [];
  const add = (dir: string | null, origin: ModelOrigin) => {
    if (dir === null || !existsSync(dir)) return;
    for (const name of readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .sort()) {
      const draft = origin === 'acceptance' && Object.hasOwn(DRAFTS, name);
      if (draft && options.drafts !== true) continue;
      const path = join(dir, name);
      const endReasons = origin === 'acceptance' && Object.hasOwn(END_REASONS, name) ? END_REASONS[name]! : null;
      out.push({ name, path, text: readFileSync(path, 'utf8'), origin, draft, endReasons });
    }
  };
  const folders: Record<ModelOrigin, string | null> = {
    repository: join(root, 'models'),
    acceptance: acceptanceFolder(root),
    example: exampleFolder(root),
  };
  for (const origin of options.origins ?? ['repository', 'acceptance']) add(folders[origin], origin);
  return out;
}
