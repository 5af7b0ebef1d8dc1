// (a) The generated sections are what the code says now: docs-gen in check mode writes nothing
// and exits 0 only when every section is up to date and every fact has our words.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { repoDir } from './pages.js';

test('every generated section of docs/ is up to date with the code', () => {
  const r = spawnSync(process.execPath, [join(repoDir, 'scripts', 'docs-gen.mjs'), '--check'], {
    cwd: repoDir,
    encoding: 'utf8',
  });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
});
