// Shared vitest settings: tests import sibling packages from their TypeScript sources, so a
// test run never depends on a stale build of another package.
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = dirname(fileURLToPath(import.meta.url));

function sourceAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group))) {
      const entry = join(root, group, name, 'src', 'index.ts');
      if (existsSync(entry)) aliases[`@tabletwin/${name}`] = entry;
    }
  }
  return aliases;
}

export default defineConfig({
  resolve: { alias: sourceAliases() },
  test: {
    include: ['test/**/*.test.ts'],
    passWithNoTests: true,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
