import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';

// The JSON Schemas are files, not sources: they must resolve before the shared alias of
// `@tabletwin/validator` (which points at its src/index.ts) catches them.
const schemas = ['schema.json', 'tactic.schema.json'].map((f) => ({
  find: `@tabletwin/validator/${f}`,
  replacement: fileURLToPath(new URL(`../../packages/validator/${f}`, import.meta.url)),
}));
const base = { ...shared, resolve: { ...shared.resolve, alias: [...schemas, ...(shared.resolve?.alias as [])] } };

// The end-to-end files drive Chromium against one build of the site (test/e2e/build.ts). Files run
// one at a time so that time limits of the page itself (the kill switch's 10 s) are not raced by
// another browser on a loaded machine. The tests' own limits are hang guards: the shared 15 minutes
// per test, and for `expect.poll` two minutes instead of vitest's 1 s (test/e2e/harness.ts, WAIT).
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
      globalSetup: ['test/e2e/build.ts'],
      fileParallelism: false,
      expect: { poll: { timeout: 120_000 } },
    },
  }),
);
