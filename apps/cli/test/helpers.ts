// Setup shared by the command tests: running `tabletwin` in-process, and files to run it on.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '@tabletwin/cli';

/** Runs `tabletwin <argv>` in-process and collects what it printed. */
export async function tabletwin(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

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
