// Setup shared by the command tests: running `tabletwin` in-process, and files to run it on.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '@tabletwin/cli';
import { linesFrom } from '../src/input.js';

/** Runs `tabletwin <argv>` in-process and collects what it printed. */
export async function tabletwin(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

/** The same with answers for human seats, one line each (then the end of the input), echoed as a pipe's would be. */
export async function tabletwinWith(
  input: readonly string[],
  ...argv: string[]
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io = { out: (t: string) => (out += t), err: (t: string) => (err += t), input: linesFrom(input), echoInput: true };
  const code = await run(argv, io);
  return { code, out, err };
}

/** The repository's root and its models, for tests that play them. */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** A fresh folder (one per test file, so a folder argument sees only that file's models). */
export function tempFolder(prefix: string): { dir: string; file(name: string, text: string): string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    file(name, text) {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
  };
}
