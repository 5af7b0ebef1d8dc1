// Regenerates the sections of docs/*.md whose facts live in the code: the keys of a model (from
// the model schema), the ops and their fields, the builtins and methods of the expression
// language, the board functions, the validator's finding codes, the limits, the engine's
// messages, the diagram's step markers and the options of the `tabletwin` command. A section
// sits between
//   <!-- generated:NAME -->  and  <!-- /generated:NAME -->
// (NAME such as `ops`, `keys:state.zones`, `cli:play`; see scripts/docs-gen/sections.mjs).
//
//   node scripts/docs-gen.mjs           rewrites the stale sections
//   node scripts/docs-gen.mjs --check   exits 1 naming each stale section; writes nothing
//
// It reads the built packages: run the build first (npx -y pnpm@12.4.2 build).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Problems, coverage, render } from './docs-gen/sections.mjs';
import { MissingBuild, loadSources, root } from './docs-gen/sources.mjs';

const SECTION = /<!-- generated:([\w.:/-]+) -->\n([\s\S]*?)<!-- \/generated:([\w.:/-]+) -->/g;

/** The page with every generated section made again, and the names found in it. */
function regenerate(text, sources, problems, page) {
  const names = [];
  const out = text.replace(SECTION, (whole, name, _body, closing) => {
    if (closing !== name) {
      problems.add(`${page}: section ${name} is closed as ${closing}`);
      return whole;
    }
    names.push(name);
    return `<!-- generated:${name} -->\n${render(sources, problems, name)}\n<!-- /generated:${name} -->`;
  });
  const opened = (text.match(/^<!-- generated:/gm) ?? []).length;
  if (opened !== names.length) problems.add(`${page}: a <!-- generated:... --> marker has no closing marker`);
  return { out, names };
}

async function main() {
  const check = process.argv.includes('--check');
  let sources;
  try {
    sources = await loadSources();
  } catch (e) {
    if (!(e instanceof MissingBuild)) throw e;
    console.error(`docs-gen: ${e.message}`);
    return 2;
  }
  const dir = join(root, 'docs');
  const problems = new Problems();
  const stale = [];
  const all = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    const { out, names } = regenerate(text, sources, problems, `docs/${file}`);
    all.push(...names);
    if (out === text) continue;
    const before = [...text.matchAll(SECTION)];
    const after = [...out.matchAll(SECTION)];
    for (let i = 0; i < before.length; i++)
      if (before[i][2] !== after[i][2]) stale.push(`docs/${file}: section ${before[i][1]} is stale`);
    if (!check) writeFileSync(path, out);
  }
  coverage(sources, all, problems);
  for (const p of problems.list) console.error(`docs-gen: ${p}`);
  if (check) {
    for (const s of stale) console.error(s);
    if (stale.length > 0) console.error('run node scripts/docs-gen.mjs to write them');
    return stale.length > 0 || problems.list.length > 0 ? 1 : 0;
  }
  for (const s of stale) console.log(s.replace('is stale', 'written'));
  return problems.list.length > 0 ? 1 : 0;
}

process.exitCode = await main();
