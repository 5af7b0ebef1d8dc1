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

// The end-to-end files drive Chromium against one build of the site (test/e2e/build.ts): they get
// longer limits, and files run one at a time so that time limits (the kill switch) are not raced
// by another browser on a loaded machine.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
      globalSetup: ['test/e2e/build.ts'],
      fileParallelism: false,
      testTimeout: 180_000,
      hookTimeout: 180_000,
    },
  }),
);
