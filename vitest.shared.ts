// Shared vitest settings: tests import sibling packages from their TypeScript sources, so a
// test run never depends on a stale build of another package.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = dirname(fileURLToPath(import.meta.url));

/** `@tabletwin/<name>` and its sub-entries (`@tabletwin/engine/testing`) → their sources. */
function sourceAliases(): { find: string; replacement: string }[] {
  const aliases: { find: string; replacement: string }[] = [];
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group))) {
      const dir = join(root, group, name);
      // Sub-entries first: the package's own alias would otherwise match `@tabletwin/<name>/...`.
      const manifest = join(dir, 'package.json');
      const exports = existsSync(manifest)
        ? (JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: Record<string, unknown> }).exports
        : undefined;
      for (const [key, target] of Object.entries(exports ?? {})) {
        const source = (target as Record<string, unknown> | null)?.['@tabletwin/source'];
        if (key.startsWith('./') && typeof source === 'string') {
          aliases.push({ find: `@tabletwin/${name}/${key.slice(2)}`, replacement: join(dir, source) });
        }
      }
      const entry = join(dir, 'src', 'index.ts');
      if (existsSync(entry)) aliases.push({ find: `@tabletwin/${name}`, replacement: entry });
    }
  }
  return aliases;
}

export default defineConfig({
  resolve: { alias: sourceAliases() },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: [join(root, 'vitest.global-setup.ts')],
    passWithNoTests: true,
    // A guard against a hang, not a measure of speed: a loaded 2-core machine running every
    // package at once stretches a 10 s test several times over. Tests that bound work count it
    // (steps, CPU time); none may depend on how fast the clock runs (README, "Set up and run every test").
    testTimeout: 900_000,
    hookTimeout: 900_000,
  },
});
