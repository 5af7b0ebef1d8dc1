import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';

// The end-to-end files drive Chromium against one build of the site (test/e2e/build.ts): they get
// longer limits, and files run one at a time so that time limits (the kill switch) are not raced
// by another browser on a loaded machine.
export default mergeConfig(
  shared,
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
