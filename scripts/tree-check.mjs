// A test run must leave the working tree as it found it: `record` notes what git sees as changed
// (with a hash of each such file) before the tests, `compare` fails, naming the files, when the
// tests added, removed or rewrote anything git tracks or would track. Outside a git checkout (a
// tarball) there is nothing to compare and both say so once.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const saved = join(root, 'node_modules', '.cache', 'tabletwin', 'tree-before.json');

/** `{ path: hash }` of every file git reports as changed or untracked (not ignored). */
function changed() {
  const out = execFileSync('git', ['status', '--porcelain=v1', '-z', '--untracked-files=all'], {
    cwd: root,
    encoding: 'utf8',
  });
  const files = {};
  const entries = out.split('\0').filter((e) => e !== '');
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    const status = entry.slice(0, 2);
    const path = entry.slice(3);
    if (status.startsWith('R') || status.startsWith('C')) i++; // the old name follows
    const file = join(root, path);
    files[path] = existsSync(file) ? createHash('sha1').update(readFileSync(file)).digest('hex') : 'deleted';
  }
  return files;
}

function inGit() {
  try {
    execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const mode = process.argv[2];
if (!inGit()) {
  if (mode === 'record') console.log('tree-check: not a git checkout, nothing to compare');
} else if (mode === 'record') {
  mkdirSync(dirname(saved), { recursive: true });
  writeFileSync(saved, JSON.stringify(changed()));
} else if (mode === 'compare') {
  const before = existsSync(saved) ? JSON.parse(readFileSync(saved, 'utf8')) : {};
  const after = changed();
  const touched = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((p) => before[p] !== after[p]).sort();
  if (touched.length > 0) {
    console.error(
      `tree-check: the tests changed ${touched.length} file${touched.length === 1 ? '' : 's'} in the working tree (tests must write to ignored folders):\n` +
        touched.map((p) => `  ${p}`).join('\n'),
    );
    process.exit(1);
  }
  console.log('tree-check: the tests left the working tree as they found it');
} else {
  console.error('usage: node scripts/tree-check.mjs record|compare');
  process.exit(2);
}
