// The built-in models, tactics and views: the files of the repository's models/ folder, copied
// into dist/models by the build (scripts/copy-models.mjs) so an installed command has them too.
// A bare name that is not a file (`pig`, `tactic:pig-tactic`, `--view chess`) means the built-in
// one; a file of that name in the current folder always wins.

import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export type BuiltinKind = 'model' | 'tactic' | 'view';

const FOLDER: Readonly<Record<BuiltinKind, string>> = { model: '', tactic: 'tactics/', view: 'views/' };

/** A name a built-in can have: no folder, no extension. */
export const BARE = /^[a-z0-9][a-z0-9_-]*$/i;

/** dist/models of an installed command, else the repository's models/ (running from src or dist in the repo). */
function root(): string | null {
  for (const rel of ['./models/', '../../../models/']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(dir)) return dir;
  }
  return null;
}

/** Names of the built-ins of one kind, sorted. */
export function builtinNames(kind: BuiltinKind): string[] {
  const dir = root();
  if (dir === null) return [];
  try {
    return readdirSync(dir + FOLDER[kind])
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => f.slice(0, -'.yaml'.length))
      .sort();
  } catch {
    return [];
  }
}

/** The text of built-in `name` of `kind`, or null when there is none. */
export function builtinText(kind: BuiltinKind, name: string): string | null {
  if (!BARE.test(name)) return null;
  const dir = root();
  if (dir === null || !builtinNames(kind).includes(name)) return null;
  return readFileSync(`${dir}${FOLDER[kind]}${name}.yaml`, 'utf8');
}

/** Where files may be read from (the MCP server's jobs: only the files of the call), or anywhere. */
let confined: string | null = null;

/**
 * From now on, `readFileOrBuiltin` reads only files inside `dir` (after following links) and the
 * built-ins; any other path is as if there were no such file. For the MCP server's jobs, whose
 * model and tactic texts come from an agent: a tactic's `extends: /etc/passwd` must find nothing.
 */
export function confineReads(dir: string): void {
  confined = realpathSync(dir);
}

function allowed(path: string): boolean {
  if (confined === null) return true;
  let real: string;
  try {
    real = realpathSync(resolve(path));
  } catch {
    return false;
  }
  return real.startsWith(confined + sep);
}

/**
 * Reads `path` as a file; when there is no such file and `path` is a bare name of a built-in of
 * `kind`, that built-in's text. Throws the file's error otherwise.
 */
export function readFileOrBuiltin(path: string, kind: BuiltinKind | readonly BuiltinKind[]): string {
  try {
    if (!allowed(path)) throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
    return readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
      for (const k of typeof kind === 'string' ? [kind] : kind) {
        const text = builtinText(k, path);
        if (text !== null) return text;
      }
    }
    throw e;
  }
}
