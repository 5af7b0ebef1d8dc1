// The simulation thread as one file (dist/node/chunk-thread.js, from dist/node/chunk-worker.js and
// what it imports: the engine, expr, geometry, yaml). A thread that loads one file starts in a
// fraction of the time it takes to load some 200 modules one by one (see the README, "How it
// runs"). Node's built-ins stay imports.
import { builtinModules } from 'node:module';
import { build } from 'rolldown';

const here = new URL('..', import.meta.url).pathname;
await build({
  input: `${here}dist/node/chunk-worker.js`,
  platform: 'node',
  external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`), /^node:/],
  logLevel: 'warn',
  output: { file: `${here}dist/node/chunk-thread.js`, format: 'esm' },
});
