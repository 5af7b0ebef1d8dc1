// The simulation and analysis threads as one file each (dist/node/chunk-thread.js from
// dist/node/chunk-worker.js, analyze-thread.js from analyze-worker.js, each with what it imports:
// the engine, expr, geometry, yaml). A thread that loads one file starts in a fraction of the
// time it takes to load some 200 modules one by one (see the README, "How it runs"). Node's
// built-ins stay imports.
import { builtinModules } from 'node:module';
import { build } from 'rolldown';

const here = new URL('..', import.meta.url).pathname;
// Each thread file alone, so neither shares a chunk with the other.
for (const [from, to] of [
  ['chunk-worker', 'chunk-thread'],
  ['analyze-worker', 'analyze-thread'],
]) {
  await build({
    input: `${here}dist/node/${from}.js`,
    platform: 'node',
    external: [...builtinModules, /^node:/],
    logLevel: 'warn',
    output: { file: `${here}dist/node/${to}.js`, format: 'esm' },
  });
}
