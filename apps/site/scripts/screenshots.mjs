// `npm run screenshots`: the pictures the README shows, taken again. The end-to-end tests save their
// screenshots in test-results/screenshots/ (ignored by git), so a test run never changes tracked
// files; this runs those tests and, only when they all pass, copies the pictures into screenshots/.
// `--copy` skips the run and copies what the last run left.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const app = fileURLToPath(new URL('..', import.meta.url));
const taken = `${app}test-results/screenshots/`;
const kept = `${app}screenshots/`;

if (!process.argv.includes('--copy')) {
  if (!existsSync('/usr/bin/chromium')) {
    console.error('screenshots: /usr/bin/chromium is missing, and the end-to-end tests need it (apt-get install chromium)');
    process.exit(1);
  }
  // No picture from an earlier run may pass for a new one.
  rmSync(taken, { recursive: true, force: true });
  const run = spawnSync('npx', ['vitest', 'run', 'test/e2e'], { cwd: app, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error('screenshots: the end-to-end tests failed; screenshots/ is left as it was');
    process.exit(run.status ?? 1);
  }
}

const pictures = existsSync(taken)
  ? readdirSync(taken)
      .filter((f) => f.endsWith('.png'))
      .sort()
  : [];
if (pictures.length === 0) {
  console.error(`screenshots: no pictures in ${taken} (run the end-to-end tests first, or drop --copy)`);
  process.exit(1);
}
mkdirSync(kept, { recursive: true });
const changed = pictures.filter((f) => !existsSync(kept + f) || !readFileSync(kept + f).equals(readFileSync(taken + f)));
for (const f of changed) copyFileSync(taken + f, kept + f);
console.log(
  `screenshots: ${pictures.length} pictures, ${changed.length} changed${changed.length > 0 ? `: ${changed.join(', ')}` : ''}`,
);
