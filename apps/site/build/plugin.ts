// The Vite plugin that adds to the build what is not the app: the docs (HTML, Markdown, search
// index), llms.txt and llms-full.txt, the built-in models, tactics and views, the JSON Schemas, and
// a copy of the app's page at each tool's address (games/, validate/, play/, diagram/), so that any
// static host serves every address without rewrite rules. The dev server answers the same paths.
import { readdirSync, readFileSync } from 'node:fs';
import type { Plugin, ViteDevServer } from 'vite';
import { parse } from 'yaml';
import { docsFiles, modelDocs, TOOL_PAGES, type Assets, type Sources } from './docs-site.js';
import type { Described } from './llms.js';

/** The JSON Schemas at the paths editors are told to use (`# yaml-language-server: $schema=…`). */
const SCHEMAS = ['schema.json', 'tactic.schema.json'];

const textOf = (v: unknown): string | null => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : null);
const record = (data: unknown): Record<string, unknown> =>
  data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

/** The comment lines a file starts with, as one line (views say what they draw there). */
const headComment = (text: string): string | null => {
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('#')) break;
    lines.push(line.replace(/^#\s?/, ''));
  }
  return lines.length === 0 ? null : lines.join(' ');
};

/** The first sentence of a text (for one line of llms.txt). */
const sentence = (text: string | null): string => (text === null ? '' : (/^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text));

/** What the build reads from the repository: docs/*.md and the files under models/. */
export function readSources(repo: string): Sources {
  const docs = readdirSync(`${repo}docs`)
    .filter((f) => f.endsWith('.md'))
    .map((f) => ({ name: f.slice(0, -3), text: readFileSync(`${repo}docs/${f}`, 'utf8') }));
  const models = new Map<string, string>();
  const described: Described[] = [];
  for (const [folder, kind] of [
    ['models/', 'model'],
    ['models/tactics/', 'tactic'],
    ['models/views/', 'view'],
  ] as const)
    for (const file of readdirSync(`${repo}${folder}`)
      .filter((f) => f.endsWith('.yaml'))
      .sort()) {
      const path = `${folder}${file}`;
      const text = readFileSync(`${repo}${path}`, 'utf8');
      models.set(path, text);
      const name = file.slice(0, -5);
      let top: Record<string, unknown> = {};
      try {
        top = record(parse(text));
      } catch {
        // A file that does not parse is still served; llms.txt names it without a line.
      }
      const label = textOf(top['label']);
      if (kind === 'model')
        described.push({
          kind,
          path,
          title: label ?? name,
          line: sentence(textOf(top['summary']) ?? textOf(top['demonstrates'])),
        });
      else if (kind === 'tactic')
        described.push({
          kind,
          path,
          title: name,
          line: [`for ${textOf(top['game']) ?? '?'}`, label, sentence(textOf(top['summary']))].filter(Boolean).join(': '),
        });
      else described.push({ kind, path, title: name, line: sentence(headComment(text)) });
    }
  models.set('models/README.md', readFileSync(`${repo}models/README.md`, 'utf8'));
  for (const f of SCHEMAS) models.set(`models/docs/${f}`, readFileSync(`${repo}packages/validator/${f}`, 'utf8'));
  return { docs, models, described };
}

/** The app's page as a copy one folder down (`validate/index.html`): its files' links climb one more. */
export function pageCopy(html: string, title: string): string {
  return html.replace(/(\s(?:href|src)=")\.\//g, '$1../').replace(/<title>[^<]*<\/title>/, `<title>${title} · Tabletwin</title>`);
}

const MODEL_DOCS = 'virtual:tabletwin/model-docs';

export function docsPlugin(repo: string): Plugin {
  const devAssets: Assets = { css: [], js: 'src/docs/docs.ts' };
  return {
    name: 'tabletwin-docs',
    // `virtual:tabletwin/model-docs`: where the docs show each built-in model (the player links there).
    resolveId: (source) => (source === MODEL_DOCS ? `\0${MODEL_DOCS}` : null),
    load(resolved) {
      if (resolved !== `\0${MODEL_DOCS}`) return null;
      const { docs } = readSources(repo);
      for (const p of docs) this.addWatchFile(`${repo}docs/${p.name}.md`);
      return `export default ${JSON.stringify(modelDocs(docs))};`;
    },
    // After Vite's own HTML step, whose index.html it copies.
    enforce: 'post',
    // The docs' script and style are an entry of their own: hashed files like the app's.
    config: () => ({ build: { rollupOptions: { input: { index: 'index.html', docs: 'src/docs/docs.ts' } } } }),
    generateBundle(_, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'docs');
      if (entry === undefined || entry.type !== 'chunk') this.error('the build has no docs entry (src/docs/docs.ts)');
      const css = [...(entry.viteMetadata?.importedCss ?? [])];
      if (css.length === 0) this.error('the docs entry has no style sheet (src/docs/docs.css)');
      for (const [fileName, source] of docsFiles(readSources(repo), { css, js: entry.fileName }))
        this.emitFile({ type: 'asset', fileName, source });
      const index = bundle['index.html'];
      if (index === undefined || index.type !== 'asset') this.error('the build has no index.html to copy');
      for (const [title, path] of TOOL_PAGES)
        this.emitFile({ type: 'asset', fileName: `${path}index.html`, source: pageCopy(String(index.source), title) });
    },
    configureServer(server: ViteDevServer) {
      // Made again on each request, so an edited page shows on reload.
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '/').replace(/[?#].*$/s, '')).replace(/^\//, '');
        if (!/^(docs\/|llms|models\/)/.test(path)) return next();
        const files = docsFiles(readSources(repo), devAssets);
        const file = files.get(path) ?? files.get(`${path}${path.endsWith('/') || path === '' ? '' : '/'}index.html`);
        if (file === undefined) return next();
        const html = path.endsWith('/') || path.endsWith('.html');
        const type = html
          ? 'text/html'
          : path.endsWith('.json')
            ? 'application/json'
            : path.endsWith('.yaml')
              ? 'text/yaml'
              : path.endsWith('.md')
                ? 'text/markdown'
                : 'text/plain';
        void (html ? server.transformIndexHtml(`/${path}`, file) : Promise.resolve(file)).then(
          (body) => {
            res.setHeader('content-type', `${type}; charset=utf-8`);
            res.end(body);
          },
          (e: unknown) => next(e),
        );
      });
    },
  };
}
