// The library's models as files: every `*.yaml` beside this folder is a model (tactics and views
// live in their own subfolders).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
