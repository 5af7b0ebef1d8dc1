// vitest's global setup: builds the site once for every end-to-end file (where Chromium is there).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  if (!existsSync('/usr/bin/chromium')) return;
  // `vitest run test/x.test.ts` with only files that are not end-to-end: no build needed.
  const files = process.argv.filter((a) => /\.test\.tsx?$/.test(a));
  if (files.length > 0 && !files.some((f) => f.includes('e2e'))) return;
  // vitest sets NODE_ENV=test, which would build React's development version.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
