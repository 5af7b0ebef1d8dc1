// The command as a few files (dist/main.js and its lazily loaded parts in dist/bundle/), made
// from tsc's output (dist/start.js and what it imports: this app, the @tabletwin packages and
// yaml), and the thread of an MCP tool call the same way (dist/mcp/job-thread.js, from
// dist/mcp/job.js; it shares the parts in dist/bundle/ with the command). Node loads one file in a fraction of the time it takes to find, read and link some 200
// modules one by one (see the README, "Decisions", the bundled command).
//
// What stays an import: node's built-ins, and packages that read files of their own next to
// their code (bullmq's scripts, tinypool's worker) or that only some commands load (the MCP SDK,
// zod: `bundle.external` in package.json); each of those is a dependency of this app, so it
// resolves from here.
//
// A module that reads `import.meta.url` (a worker file, the docs, the models, package.json)
// would see the bundle's location instead of its own. So each such read becomes the module's own
// URL, worked out at run time from its package (`import.meta.resolve('<package>')`, the package's
// main file, then the module's path relative to that): right in this checkout and wherever npm
// installs the packages.
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { build } from 'rolldown';

const here = new URL('..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = [
  ...builtinModules,
  /^node:/,
  ...manifest.bundle.external.map((name) => {
    if (manifest.dependencies?.[name] === undefined)
      throw new Error(`bundle: ${name} stays an import, so it must be a dependency`);
    return new RegExp(`^${name.replace(/[/.]/g, '\\$&')}(/|$)`);
  }),
];

/** The package a file belongs to: its name and the directory of its main file. */
function packageOf(file) {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    let pkg;
    try {
      pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    const main = pkg.exports?.['.']?.import ?? pkg.main;
    if (typeof main !== 'string') throw new Error(`bundle: ${dir}/package.json names no main file`);
    return { name: pkg.name, mainDir: dirname(join(dir, main)) };
  }
  throw new Error(`bundle: no package.json above ${file}`);
}

const ownUrl = {
  name: 'own-import-meta-url',
  transform(code, id) {
    // Only our packages' modules (not the bundler's own runtime, which has no file).
    if (!code.includes('import.meta.url') || !id.startsWith('/')) return null;
    const { name, mainDir } = packageOf(id);
    if (!name.startsWith('@tabletwin/')) return null;
    if (name !== manifest.name && manifest.dependencies?.[name] === undefined)
      throw new Error(`bundle: ${id} reads import.meta.url, but ${name} is not a dependency of ${manifest.name}`);
    const path = relative(mainDir, id).split('\\').join('/');
    const url = `new URL(${JSON.stringify(path.startsWith('.') ? path : `./${path}`)}, import.meta.resolve(${JSON.stringify(name)})).href`;
    return { code: code.replaceAll('import.meta.url', `(${url})`), map: null };
  },
};

rmSync(join(here, 'dist/bundle'), { recursive: true, force: true });
await build({
  input: { main: join(here, 'dist/start.js'), 'mcp/job-thread': join(here, 'dist/mcp/job.js') },
  platform: 'node',
  external,
  plugins: [ownUrl],
  logLevel: 'warn',
  output: {
    dir: join(here, 'dist'),
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: 'bundle/[name]-[hash].js',
  },
});
