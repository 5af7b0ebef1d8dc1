// Checks what a user of the published packages gets: packs every publishable package with
// `pnpm pack` (which turns `workspace:*` into versions), lints each tarball with publint, installs
// the tarballs together into a temporary project with npm (their other dependencies, such as
// yaml, come from the registry), then with plain node imports every entry point of each
// package's `exports` and runs each `bin` with `help` (and `tabletwin simulate` on two worker
// threads, and one call of `tabletwin mcp`), and type-checks an import of every typed entry with tsc as a consumer would. It
// catches a file left out of `files`, a runtime import of a devDependency, and an export or a
// type that points nowhere. Needs the packages built (`pnpm test` and `pnpm smoke` build them
// first). `--keep` keeps the temporary folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = new URL('..', import.meta.url).pathname;
const started = Date.now();
const keep = process.argv.includes('--keep');

class Failure extends Error {}

function run(command, args, cwd) {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (r.error?.code === 'ENOENT') return null;
  if (r.status !== 0) throw new Failure(`\`${command} ${args.join(' ')}\` failed in ${cwd}\n${r.stdout}${r.stderr}`);
  return r.stdout;
}

// pnpm is on PATH under `npx pnpm …`; otherwise fetch the pinned one the way the README does.
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;
const pnpm = (args, cwd) => run('pnpm', args, cwd) ?? run('npx', ['-y', pinned, ...args], cwd);

/** Every package and app that is not private, with its manifest. */
function publishable() {
  const out = [];
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group)).sort()) {
      const dir = join(root, group, name);
      if (!existsSync(join(dir, 'package.json'))) continue;
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (manifest.private) continue;
      if (!existsSync(join(dir, 'dist'))) throw new Failure(`${relative(root, dir)} has no dist/: build first (pnpm build)`);
      out.push({ dir, manifest });
    }
  }
  return out;
}

/** publint's errors and warnings fail the check; its suggestions are only printed. */
async function lintTarball(path) {
  const bytes = readFileSync(path);
  const tarball = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const { messages, pkg } = await publint({ pack: { tarball }, level: 'suggestion' });
  for (const m of messages) {
    const line = `${pkg.name}: publint ${m.type}: ${formatMessage(m, pkg, { color: false })}`;
    if (m.type !== 'suggestion') throw new Failure(line);
    console.log(`pack-smoke: ${line}`);
  }
}

/** The entry points to load: `import` targets are imported, plain file targets (JSON) required. */
function entries(packages) {
  const imports = [];
  const typed = [];
  const bins = [];
  for (const { manifest } of packages) {
    for (const [key, target] of Object.entries(manifest.exports ?? { '.': manifest.main })) {
      const specifier = key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`;
      if (typeof target === 'string') imports.push({ specifier, json: target.endsWith('.json') });
      else if (target?.import) imports.push({ specifier, json: false });
      if (target?.types) typed.push(specifier);
    }
    const bin =
      typeof manifest.bin === 'string' ? { [manifest.name.replace(/^@[^/]+\//, '')]: manifest.bin } : (manifest.bin ?? {});
    bins.push(...Object.keys(bin));
  }
  return { imports, typed, bins };
}

async function smoke(tarballs, project) {
  const packages = publishable();
  mkdirSync(project, { recursive: true });
  const dependencies = {};
  for (const { dir, manifest } of packages) {
    const before = new Set(existsSync(tarballs) ? readdirSync(tarballs) : []);
    pnpm(['pack', '--pack-destination', tarballs], dir);
    const tarball = readdirSync(tarballs).find((f) => !before.has(f));
    await lintTarball(join(tarballs, tarball));
    dependencies[manifest.name] = `file:../tarballs/${tarball}`;
  }
  // The overrides make the packages' dependencies on each other resolve to these tarballs too,
  // never to a registry package of the same name.
  const overrides = Object.fromEntries(Object.keys(dependencies).map((name) => [name, `$${name}`]));
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ private: true, type: 'module', dependencies, overrides }, null, 2),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline', '--loglevel=error'], project);

  const { imports, typed, bins } = entries(packages);
  const check = [
    "import { createRequire } from 'node:module';",
    'const require = createRequire(import.meta.url);',
    ...imports.map(({ specifier, json }) =>
      json
        ? `if (typeof require('${specifier}') !== 'object') throw new Error('${specifier} is not JSON');`
        : `if (Object.keys(await import('${specifier}')).length === 0) throw new Error('${specifier} exports nothing');`,
    ),
  ];
  writeFileSync(join(project, 'check.mjs'), `${check.join('\n')}\n`);
  run(process.execPath, ['check.mjs'], project);
  for (const bin of bins) run(process.execPath, [join(project, 'node_modules', '.bin', bin), 'help'], project);
  // The command is bundled, and its worker threads are found from where npm put the packages:
  // a simulation on two workers shows they are (apps/cli/scripts/bundle.mjs).
  if (bins.includes('tabletwin')) {
    const args = ['simulate', 'pig', '--games', '200', '--workers', '2', '--json'];
    const out = run(process.execPath, [join(project, 'node_modules', '.bin', 'tabletwin'), ...args], project);
    if (JSON.parse(out).games !== 200) throw new Failure(`\`tabletwin ${args.join(' ')}\` did not play 200 games:\n${out}`);
    mcpCall(join(project, 'node_modules', '.bin', 'tabletwin'), project);
  }

  // Types as a consumer sees them: NodeNext resolution, no Node or DOM types, libraries checked.
  writeFileSync(join(project, 'check.ts'), typed.map((s, i) => `import * as m${i} from '${s}';\nvoid m${i};\n`).join(''));
  const compilerOptions = { module: 'NodeNext', target: 'ES2022', lib: ['ES2023'], types: [], strict: true, noEmit: true };
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['check.ts'] }));
  run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], project);

  const counts = `${imports.length} entry points load, ${bins.length} commands run, ${typed.length} typed entries check`;
  return `${packages.length} packages packed, linted and installed; ${counts}`;
}

/** One MCP tool call, which runs in the server's own bundled thread (`dist/mcp/job-thread.js`). */
function mcpCall(bin, cwd) {
  const messages = [
    {
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'smoke', version: '1' } },
    },
    { method: 'notifications/initialized' },
    { id: 2, method: 'tools/call', params: { name: 'eval_expression', arguments: { expression: '6 * 7' } } },
  ];
  const input = messages.map((m) => JSON.stringify({ jsonrpc: '2.0', ...m })).join('\n') + '\n';
  // The server answers what it was asked, then ends with its input.
  const r = spawnSync(process.execPath, [bin, 'mcp'], { cwd, input, encoding: 'utf8', timeout: 60_000 });
  const answer = r.stdout
    ?.split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .find((m) => m.id === 2);
  if (answer?.result?.content?.[0]?.text !== '42\n')
    throw new Failure(`\`tabletwin mcp\` did not answer eval_expression with 42:\n${r.stdout}${r.stderr}`);
}

const temp = mkdtempSync(join(tmpdir(), 'tabletwin-smoke-'));
try {
  const summary = await smoke(join(temp, 'tarballs'), join(temp, 'project'));
  console.log(`pack-smoke: ${summary} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
} catch (e) {
  if (!(e instanceof Failure)) throw e;
  console.error(`pack-smoke: ${e.message}`);
  process.exitCode = 1;
} finally {
  if (keep) console.log(`pack-smoke: kept ${temp}`);
  else rmSync(temp, { recursive: true, force: true });
}
