// Runs once per `vitest run` of a package. Tests that read the shared acceptance cases (and the
// spec's examples) in ../shared skip themselves when that folder is not next to the repository;
// this line says so, so that a green run without them is not mistaken for a full one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = dirname(fileURLToPath(import.meta.url));

/** Whether a test file of the package in `dir` reads ../shared (packages that do not, stay quiet). */
function readsShared(dir: string): boolean {
  const tests = join(dir, 'test');
  if (!existsSync(tests)) return false;
  return readdirSync(tests, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .some((f) => /acceptance|\.\.\/shared\//.test(readFileSync(join(tests, f), 'utf8')));
}

export default function setup(project: { config: { root: string } }): void {
  if (existsSync(join(repository, '..', 'shared', 'acceptance'))) return;
  if (!readsShared(project.config.root)) return;
  console.log(
    'acceptance cases not found (no ../shared/acceptance next to the repository): tests that read ../shared are skipped',
  );
}
