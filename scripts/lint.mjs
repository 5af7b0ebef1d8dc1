// Project rules the type checker cannot see, over the src/ files of every package and app; each
// problem is printed as `file:line: message`.
// 1. model text never becomes host code: no eval or Function constructor;
// 2. packages import only the layers below them (the graph in docs/architecture.md);
// 3. every package a src file imports is declared in `dependencies` (or peer/optional) of its
//    package.json, so the published package installs what it needs; and every declared
//    dependency is imported by some src file;
// 4. browser-facing packages (and apps/site) import no Node built-in (`node:fs`, or a bare `fs`) outside a Node
//    entry: files under src/node/, files named node.ts, and the test-support entry src/testing/;
// 5. a package that is not private carries what publishing needs (license, repository with its
//    folder, engines, public access); scripts/pack-smoke.mjs checks the packed result;
// 6. inside a package, modules import one another (type imports included) in at most pairs:
//    no circle through three or more files (docs/architecture.md; the engine README's module graph).
//    Four folders had larger circles when this rule came; they may not grow (`KNOWN_CIRCLES`).
// Imports are read with TypeScript's pre-processor, so text inside strings and comments (the
// generated schema validators are full of `from`) is never taken for an import.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const layers = {
  expr: [],
  geometry: ['expr'],
  engine: ['expr', 'geometry'],
  validator: ['expr', 'geometry', 'engine'],
  tactics: ['expr', 'geometry', 'engine'],
  views: ['expr', 'geometry', 'engine'],
  diagram: ['expr', 'geometry', 'engine', 'validator'],
};
const browserFacing = new Set(Object.keys(layers));
const nodeRange = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
const builtins = new Set(builtinModules);
const problems = [];
/** The largest import circle a folder may keep, until it is taken apart (rule 6). */
const KNOWN_CIRCLES = { 'apps/cli': 4, 'packages/geometry': 8, 'packages/tactics': 6, 'packages/validator': 4 };

// A method called `eval` (`game.eval(x)`, its definition or its signature in an interface) is ours;
// a bare `eval(` is the host's.
function callsHostCompiler(line) {
  if (/new\s+Function\s*\(|\bFunction\s*\(\s*['"`]/.test(line)) return true;
  if (/^\s*(?:private\s+|public\s+)?eval\s*\(.*\)\s*(?:(?::[^=]*)?\{|:[^=]*;)\s*$/.test(line)) return false;
  return /(?<![.\w$])eval\s*\(/.test(line);
}

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name.startsWith('dist')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mts|cts|mjs|cjs|js)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null for a path. */
function packageOf(specifier) {
  // `virtual:…` modules are made by the site's own Vite plugins, not installed.
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('virtual:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isBuiltin = (specifier) =>
  specifier.startsWith('node:') || builtins.has(specifier) || builtins.has(specifier.split('/')[0]);

/** A file that may use Node: under src/node/ or src/testing/, or named node.ts. */
function isNodeEntry(srcRelative) {
  const parts = srcRelative.split(sep);
  return parts[0] === 'node' || parts[0] === 'testing' || /^node\.[cm]?[jt]sx?$/.test(parts.at(-1));
}

/** Line (1-based) of a character offset. */
function lineOf(text, offset) {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

for (const group of ['packages', 'apps']) {
  if (!existsSync(join(root, group))) continue;
  for (const pkg of readdirSync(join(root, group)).sort()) {
    const dir = join(root, group, pkg);
    const manifestPath = join(dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifestText = readFileSync(manifestPath, 'utf8');
    const manifest = JSON.parse(manifestText);
    const declared = { ...manifest.optionalDependencies, ...manifest.peerDependencies, ...manifest.dependencies };
    if (!manifest.private) {
      const folder = `${group}/${pkg}`;
      const want = {
        license: [manifest.license, 'MIT'],
        'repository.directory': [manifest.repository?.directory, folder],
        'engines.node': [manifest.engines?.node, nodeRange],
        'publishConfig.access': [manifest.publishConfig?.access, 'public'],
      };
      for (const [field, [value, expected]] of Object.entries(want)) {
        if (value !== expected)
          problems.push(
            `${relative(root, manifestPath)}:1: ${field} must be ${JSON.stringify(expected)} (scripts/new-package.sh)`,
          );
      }
    }
    const used = new Set();
    /** The package's own imports, file → the files it imports. */
    const graph = new Map();
    for (const file of files(join(dir, 'src'))) {
      const text = readFileSync(file, 'utf8');
      const where = relative(root, file);
      text.split('\n').forEach((line, i) => {
        if (callsHostCompiler(line)) problems.push(`${where}:${i + 1}: eval or Function constructor`);
      });
      const nodeEntry = isNodeEntry(relative(join(dir, 'src'), file));
      const own = [];
      graph.set(file, own);
      for (const { fileName: specifier, pos } of ts.preProcessFile(text, true, true).importedFiles) {
        const at = `${where}:${lineOf(text, pos)}`;
        if (specifier.startsWith('.')) own.push(join(file, '..', specifier.replace(/\.js$/, '.ts')));
        if (isBuiltin(specifier)) {
          if ((group === 'packages' ? browserFacing.has(pkg) : pkg === 'site') && !nodeEntry) {
            problems.push(
              `${at}: ${manifest.name} runs in the browser: '${specifier}' only in a Node entry (src/node/, src/testing/, node.ts)`,
            );
          }
          continue;
        }
        const name = packageOf(specifier);
        if (name === null || name === manifest.name) continue;
        used.add(name);
        const layer = /^@tabletwin\/([a-z-]+)$/.exec(name)?.[1];
        if (group === 'packages' && layer !== undefined && !(layers[pkg] ?? []).includes(layer)) {
          problems.push(`${at}: ${pkg} may not import ${name} (docs/architecture.md, package graph)`);
        }
        if (!Object.hasOwn(declared, name)) {
          problems.push(`${at}: imports ${name}, which ${relative(root, manifestPath)} does not list in dependencies`);
        }
      }
    }
    for (const circle of circles(graph)) {
      if (circle.length > (KNOWN_CIRCLES[`${group}/${pkg}`] ?? 2)) {
        const names = circle.map((f) => relative(join(dir, 'src'), f)).sort();
        problems.push(
          `${relative(root, circle.sort()[0])}:1: an import circle through ${circle.length} files: ${names.join(', ')}`,
        );
      }
    }
    // A bundled app imports what its bundle leaves out (apps/cli/scripts/bundle.mjs).
    for (const name of manifest.bundle?.external ?? []) used.add(name);
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (used.has(name)) continue;
      const line = manifestText.split('\n').findIndex((l) => l.includes(`"${name}":`)) + 1;
      problems.push(`${relative(root, manifestPath)}:${line}: dependency ${name} is imported by no file of src/`);
    }
  }
}
/** The groups of files that import one another, directly or not (Tarjan's strongly connected components). */
function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const visit = (v) => {
    index.set(v, index.size);
    low.set(v, index.get(v));
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) out.push(group);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

// By file, then line.
const key = (p) => p.replace(/:(\d+):.*/s, (_, n) => `:${n.padStart(6, '0')}`);
problems.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
for (const p of problems) console.error(p);
if (problems.length) process.exit(1);
console.log('lint: ok');
