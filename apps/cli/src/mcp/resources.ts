// What the MCP server offers to read: the docs (each page, and all of them as llms-full.txt), the
// schemas of a model and of a tactic, and every built-in model, tactic and view. The docs are the
// repository's docs/ folder, copied into dist/docs by the build (scripts/copy-models.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { builtinNames, builtinText, type BuiltinKind } from '../builtin.js';
import { allDocsText, docsOrder } from './docs-text.js';

export interface Resource {
  uri: string;
  name: string;
  title: string;
  mimeType: string;
  read(): string;
}

/** dist/docs of a built command, else the repository's docs/ (running from the sources). */
function docsFolder(): string | null {
  for (const rel of ['../docs/', '../../../../docs/']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(dir)) return dir;
  }
  return null;
}

/** The docs pages, `index` first, then in the order index.md lists them (docs-text.ts). */
export function docsPages(): { name: string; text: string }[] {
  const dir = docsFolder();
  if (dir === null) return [];
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3));
  return docsOrder(names.map((name) => ({ name, text: readFileSync(`${dir}${name}.md`, 'utf8') })));
}

/** Every page in one text (the site serves the same text at /llms-full.txt). */
export function llmsFull(): string {
  return allDocsText(docsPages());
}

const require = createRequire(import.meta.url);
const schema = (file: string) => () => readFileSync(require.resolve(`@tabletwin/validator/${file}`), 'utf8');

const KIND_FOLDER: Record<BuiltinKind, string> = { model: '', tactic: 'tactics/', view: 'views/' };

export function resources(): Resource[] {
  const out: Resource[] = [];
  for (const page of docsPages())
    out.push({
      uri: `tabletwin://docs/${page.name}.md`,
      name: `docs-${page.name}`,
      title: /^#\s+(.+)$/m.exec(page.text)?.[1] ?? page.name,
      mimeType: 'text/markdown',
      read: () => docsPages().find((p) => p.name === page.name)?.text ?? '',
    });
  out.push({
    uri: 'tabletwin://llms-full.txt',
    name: 'llms-full',
    title: 'All of the docs in one text',
    mimeType: 'text/plain',
    read: llmsFull,
  });
  out.push(
    {
      uri: 'tabletwin://schema/model.json',
      name: 'model-schema',
      title: 'JSON Schema of a model',
      mimeType: 'application/json',
      read: schema('schema.json'),
    },
    {
      uri: 'tabletwin://schema/tactic.json',
      name: 'tactic-schema',
      title: 'JSON Schema of a tactic',
      mimeType: 'application/json',
      read: schema('tactic.schema.json'),
    },
  );
  for (const kind of ['model', 'tactic', 'view'] as const)
    for (const name of builtinNames(kind))
      out.push({
        uri: `tabletwin://models/${KIND_FOLDER[kind]}${name}.yaml`,
        name: `${kind}-${name}`,
        title: `built-in ${kind} ${name}`,
        mimeType: 'application/yaml',
        read: () => builtinText(kind, name) ?? '',
      });
  return out;
}
