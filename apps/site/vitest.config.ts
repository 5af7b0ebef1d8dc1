import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';

// The end-to-end test builds the site and drives Chromium: it gets a longer limit.
export default mergeConfig(
  shared,
  defineConfig({ test: { include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], testTimeout: 120_000, hookTimeout: 120_000 } }),
);
