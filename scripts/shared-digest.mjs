// Writes a digest of what tests read from ../shared (its acceptance/ and spec/ folders, next to
// the repository; `absent` for a missing one) to node_modules/.cache/tabletwin/shared.digest, an
// input of turbo's test task. Why: turbo hashes `$TURBO_ROOT$/../shared/{acceptance,spec}/**`
// too, but it does not follow a symlinked ../shared, and a cached run that skipped the acceptance
// cases must not be replayed once they are there (or after they change). `pnpm test` runs this
// before turbo.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const shared = join(root, '..', 'shared');
const out = join(root, 'node_modules', '.cache', 'tabletwin', 'shared.digest');

/** Every file below `dir` (symlinks followed, as the tests read them), sorted. */
function* files(dir, prefix = '') {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path, `${prefix}${name}/`);
    else yield [`${prefix}${name}`, path];
  }
}

const lines = ['acceptance', 'spec'].map((folder) => {
  const dir = join(shared, folder);
  if (!existsSync(dir)) return `${folder} absent`;
  const hash = createHash('sha256');
  for (const [name, path] of files(dir)) hash.update(`${name}\0`).update(readFileSync(path)).update('\0');
  return `${folder} ${hash.digest('hex')}`;
});
mkdirSync(join(out, '..'), { recursive: true });
writeFileSync(out, `${lines.join('\n')}\n`);
