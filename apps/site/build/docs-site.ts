// The files the site serves beside its pages, made from the repository at build time: the docs as
// HTML pages (docs/<page>/index.html) and as Markdown (docs/<page>.md), the search index, llms.txt
// and llms-full.txt, and every built-in model, tactic and view under models/. Pure: the caller
// reads the repository (build/plugin.ts) and writes or serves what comes back.
import MiniSearch from 'minisearch';
import { allDocsText, docsOrder, type DocsPage } from '../../cli/src/mcp/docs-text.js';
import { SEARCH_INDEX, SEARCH_OPTIONS, type SearchEntry } from '../src/docs/search-options.js';
import { pagePath, relativeLink, renderMarkdown, slug, type Rendered } from './markdown.js';
import { llmsIndex, type Described } from './llms.js';

/** The same policy as the site's pages (index.html): no inline script or style. */
export const CSP =
  "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";

/** The tools' pages, in the order of the site's menu (the app's own menu is in src/App.tsx). */
export const TOOL_PAGES = [
  ['Games', 'games/'],
  ['Validator', 'validate/'],
  ['Player', 'play/'],
  ['Diagram', 'diagram/'],
] as const;

export interface Sources {
  /** docs/*.md by page name (`guide`). */
  docs: DocsPage[];
  /** Files under models/ the site serves, by their path in the repository (`models/tactics/pig-tactic.yaml`). */
  models: Map<string, string>;
  /** What llms.txt says of each model, tactic and view (by the same paths). */
  described: Described[];
}

/** The page's scripts and styles, as paths from the site's root (hashed names in a build). */
export interface Assets {
  css: string[];
  js: string | null;
}

/** The site's path of a repository file (as docs link it), or null when the site does not serve it. */
export function servedPath(repoPath: string, models: ReadonlyMap<string, string>): string | null {
  if (models.has(repoPath)) return repoPath;
  const schema = /^packages\/validator\/((?:tactic\.)?schema\.json)$/.exec(repoPath);
  return schema === null ? null : `models/docs/${schema[1]}`;
}

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** What index.md says of each page (`- [Guide](docs/guide.md): from a rulebook…`), by name. */
export function pageSummaries(index: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of index.matchAll(/^- \[[^\]]+\]\(([\w-]+)\.md\):\s*(.+)$/gm)) out.set(m[1]!, m[2]!.trim());
  return out;
}

interface Built {
  page: DocsPage;
  rendered: Rendered;
}

function frame(current: Built, all: Built[], summaries: Map<string, string>, assets: Assets): string {
  const dir = pagePath(current.page.name);
  const to = (path: string): string => relativeLink(dir, path);
  const tools = TOOL_PAGES.map(([label, path]) => `<a href="${to(path)}">${label}</a>`).join('');
  const pages = all
    .map(({ page, rendered }) => {
      const here = page === current.page;
      return `<li><a href="${to(pagePath(page.name))}"${here ? ' aria-current="page" class="current"' : ''}>${esc(rendered.title)}</a></li>`;
    })
    .join('');
  const toc = current.rendered.headings.filter((h) => h.level === 2 || h.level === 3);
  const tocHtml =
    toc.length === 0
      ? ''
      : `<nav class="docs-toc" aria-label="On this page"><h2>On this page</h2><ul>${toc
          .map((h) => `<li class="level-${h.level}"><a href="#${esc(h.id)}">${esc(h.text)}</a></li>`)
          .join('')}</ul></nav>`;
  const summary =
    summaries.get(current.page.name) ?? 'Tabletwin: board and card game rules as one YAML file, and the tools that run them.';
  const styles = assets.css.map((c) => `<link rel="stylesheet" href="${to(c)}" />`).join('\n    ');
  const script = assets.js === null ? '' : `<script type="module" src="${to(assets.js)}"></script>`;
  const markdown = `${current.page.name}.md`;
  return `<!doctype html>
<html lang="en" data-root="${to('')}">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${CSP}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${esc(current.rendered.title)} · Tabletwin docs</title>
    <meta name="description" content="${esc(summary)}" />
    <link rel="icon" href="${to('favicon.svg')}" type="image/svg+xml" />
    <link rel="alternate" type="text/markdown" href="${to(`docs/${markdown}`)}" />
    ${styles}
    ${script}
  </head>
  <body class="docs">
    <a class="skip" href="#content">Skip to the text</a>
    <header>
      <strong class="brand">Tabletwin</strong>
      <nav aria-label="Pages">${tools}<a href="${to('docs/')}" class="current">Docs</a></nav>
    </header>
    <div class="docs-layout">
      <nav class="docs-nav" aria-label="Docs">
        <div class="docs-search" role="search" hidden>
          <label for="docs-search-box">Search the docs</label>
          <input id="docs-search-box" type="search" autocomplete="off" aria-controls="docs-search-results" />
          <ul id="docs-search-results" class="docs-results" aria-live="polite"></ul>
        </div>
        <ul class="docs-pages">${pages}</ul>
      </nav>
      <main id="content" class="docs-text">
${current.rendered.html}
        <p class="docs-source"><a href="${to(`docs/${markdown}`)}">This page as Markdown</a> · <a href="${to('llms-full.txt')}">All docs in one text</a></p>
      </main>
      ${tocHtml}
    </div>
  </body>
</html>
`;
}

/** Every file the docs and the models add to the site, by its path from the site's root. */
export function docsFiles(sources: Sources, assets: Assets): Map<string, string> {
  const docs = docsOrder(sources.docs);
  const names = new Set(docs.map((p) => p.name));
  const served = (repoPath: string): string | null => servedPath(repoPath, sources.models);
  const built: Built[] = docs.map((page) => ({
    page,
    rendered: renderMarkdown(page.text, { page: page.name, pages: names, served }),
  }));
  const summaries = pageSummaries(docs.find((p) => p.name === 'index')?.text ?? '');
  if (!summaries.has('index')) summaries.set('index', 'where to start, and a line on every page.');
  const out = new Map<string, string>();
  for (const b of built) {
    out.set(`${pagePath(b.page.name)}index.html`, frame(b, built, summaries, assets));
    out.set(`docs/${b.page.name}.md`, b.page.text);
  }
  const search = new MiniSearch<SearchEntry>(SEARCH_OPTIONS);
  search.addAll(
    built.flatMap(({ page, rendered }) =>
      rendered.sections.map((s, i) => ({
        // The first section is the page itself: its address has no anchor.
        id: `${pagePath(page.name)}${i === 0 ? '' : `#${s.id}`}`,
        page: rendered.title,
        title: s.title,
        text: s.text,
      })),
    ),
  );
  out.set(SEARCH_INDEX, JSON.stringify(search));
  out.set('llms-full.txt', allDocsText(docs));
  out.set(
    'llms.txt',
    llmsIndex(
      built.map(({ page, rendered }) => ({ name: page.name, title: rendered.title, summary: summaries.get(page.name) ?? null })),
      sources.described,
    ),
  );
  for (const [path, text] of sources.models) out.set(path, text);
  return out;
}

/** Where the docs show a built-in model: the page and the section of the first link to its file. */
export interface ModelDocs {
  /** From the site's root: `docs/guide/#more-patterns-in-our-models`. */
  path: string;
  /** `Guide › More patterns in our models` */
  title: string;
}

/**
 * For each model the docs link to (`../models/<name>.yaml`), the first place that does, the pages
 * taken in reading order (index.md's) and the index last: the player links there.
 */
export function modelDocs(pages: readonly DocsPage[]): Record<string, ModelDocs> {
  const out: Record<string, ModelDocs> = {};
  const ordered = docsOrder(pages);
  for (const page of [...ordered.slice(1), ...ordered.slice(0, 1)]) {
    const seen = new Map<string, number>();
    let title = page.name;
    let section: { id: string; text: string } | null = null;
    let fence: string | null = null;
    for (const line of page.text.split('\n')) {
      const f = /^\s*(`{3,}|~{3,})/.exec(line);
      if (f !== null) {
        if (fence === null) fence = f[1]!;
        else if (line.trim().startsWith(fence)) fence = null;
        continue;
      }
      if (fence !== null) continue;
      const h = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
      if (h !== null) {
        const base = slug(h[2]!);
        const k = seen.get(base) ?? 0;
        seen.set(base, k + 1);
        const text = h[2]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');
        if (h[1] === '#') title = text;
        else section = { id: k === 0 ? base : `${base}-${k}`, text };
        continue;
      }
      for (const m of line.matchAll(/\]\(\.\.\/models\/([\w-]+)\.yaml\)/g))
        out[m[1]!] ??= {
          path: `${pagePath(page.name)}${section === null ? '' : `#${section.id}`}`,
          title: section === null ? title : `${title} › ${section.text}`,
        };
    }
  }
  return out;
}
