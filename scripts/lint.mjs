// Project rules the type checker cannot see:
// 1. model text never becomes host code: no eval or Function constructor in any source file;
// 2. packages import only the layers below them (the graph in docs/architecture.md).
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

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
const problems = [];

// A method called `eval` (`game.eval(x)`, or its definition) is ours; a bare `eval(` is the host's.
function callsHostCompiler(line) {
  if (/new\s+Function\s*\(|\bFunction\s*\(\s*['"`]/.test(line)) return true;
  if (/^\s*(?:private\s+|public\s+)?eval\s*\(.*\)\s*(?::[^=]*)?\{\s*$/.test(line)) return false;
  return /(?<![.\w$])eval\s*\(/.test(line);
}

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('dist')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mjs|js)$/.test(name)) yield path;
  }
}

for (const group of ['packages', 'apps']) {
  for (const pkg of readdirSync(join(root, group))) {
    for (const file of files(join(root, group, pkg, 'src'))) {
      const text = readFileSync(file, 'utf8');
      const where = relative(root, file);
      if (text.split('\n').some(callsHostCompiler)) problems.push(`${where}: eval or Function constructor`);
      if (group !== 'packages') continue;
      const allowed = layers[pkg] ?? [];
      for (const m of text.matchAll(/from\s+['"]@tabletwin\/([a-z-]+)/g)) {
        if (m[1] !== pkg && !allowed.includes(m[1])) problems.push(`${where}: ${pkg} may not import @tabletwin/${m[1]}`);
      }
    }
  }
}
for (const p of problems) console.error(p);
if (problems.length) process.exit(1);
console.log('lint: ok');
