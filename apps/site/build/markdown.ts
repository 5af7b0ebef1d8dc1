// One docs page, Markdown → HTML, at build time (markdown-it). What the site adds to plain
// Markdown: an id and a link on every heading (the ids GitHub gives, so `docs/engine.md#windows` lands
// on the same place here as in the repository), links to other pages and files rewritten to the
// site's addresses, the rows of the finding codes table named by their code (the validator links
// them), and no raw HTML: comments (the docs' markers) are dropped, any other tag is shown as text.
import MarkdownIt, { type Token } from 'markdown-it';

/** An attribute as text (markdown-it types them as text or number). */
const attr = (t: Token, name: string): string | null => {
  const v = t.attrGet(name);
  return v === null ? null : String(v);
};

export interface Heading {
  level: number;
  id: string;
  /** The heading as plain text (code spans without their backticks). */
  text: string;
}

/** The words under one heading (up to the next), for the search index. */
export interface Section {
  id: string;
  title: string;
  text: string;
}

export interface Rendered {
  html: string;
  sections: Section[];
  /** The text of the first `#` heading, or the page's name. */
  title: string;
  headings: Heading[];
}

/** A link the site cannot serve: the page, and the target as written. */
export class DocsLinkError extends Error {
  override name = 'DocsLinkError';
  readonly kind = 'docs-link';
  constructor(
    readonly page: string,
    readonly target: string,
    why: string,
  ) {
    super(`docs/${page}.md: the link ${JSON.stringify(target)} ${why}`);
  }
}

export interface RenderOptions {
  /** The page's name: `guide` for docs/guide.md. */
  page: string;
  /** Every docs page's name. */
  pages: ReadonlySet<string>;
  /** The site's path of a repository file the site serves (`models/pig.yaml` → `models/pig.yaml`), or null. */
  served: (repoPath: string) => string | null;
}

/** The anchor GitHub makes from a heading's text: `## The \`set\` op` → `the-set-op`. */
export function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** Where a docs page is on the site, from its root: `docs/` for the index, `docs/<name>/` for the others. */
export const pagePath = (name: string): string => (name === 'index' ? 'docs/' : `docs/${name}/`);

/** `to` (a path from the site's root) as a link from the folder `fromDir` (also from the root, ending in `/`). */
export function relativeLink(fromDir: string, to: string): string {
  const from = fromDir.split('/').filter((s) => s !== '');
  const parts = to.split('/');
  const file = parts.pop()!;
  let common = 0;
  while (common < from.length && common < parts.length && from[common] === parts[common]) common++;
  const up = '../'.repeat(from.length - common);
  const down = parts.slice(common).map((p) => `${p}/`);
  return `${up}${down.join('')}${file}` || './';
}

/** `a/b/../c` → `a/c`; null when the path climbs above its start. */
function normalise(path: string): string | null {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

/** The site's link for a link written in a docs page. */
export function rewriteLink(target: string, options: RenderOptions): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//') || target.startsWith('#')) return target;
  const cut = target.search(/[?#]/);
  const path = cut === -1 ? target : target.slice(0, cut);
  const rest = cut === -1 ? '' : target.slice(cut);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    throw new DocsLinkError(options.page, target, 'is not valid percent-encoded UTF-8');
  }
  const repoPath = normalise(decoded.startsWith('/') ? decoded : `docs/${decoded}`);
  if (repoPath === null) throw new DocsLinkError(options.page, target, 'points outside the repository');
  const page = /^docs\/([\w-]+)\.md$/.exec(repoPath)?.[1];
  let sitePath: string | null;
  if (page !== undefined) {
    if (!options.pages.has(page)) throw new DocsLinkError(options.page, target, 'names no docs page');
    sitePath = pagePath(page);
  } else sitePath = options.served(repoPath);
  if (sitePath === null) throw new DocsLinkError(options.page, target, `names ${repoPath}, which the site does not serve`);
  return relativeLink(pagePath(options.page), sitePath) + rest;
}

const COMMENTS_ONLY = /^\s*(?:<!--[\s\S]*?-->\s*)+$/;

const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
const escapeHtml = md.utils.escapeHtml;
// Raw HTML in a page: a comment is a marker for the docs' tests, anything else is shown as written.
md.renderer.rules.html_block = (tokens, i) =>
  COMMENTS_ONLY.test(tokens[i]!.content) ? '' : `<p>${escapeHtml(tokens[i]!.content)}</p>\n`;
md.renderer.rules.html_inline = (tokens, i) => (COMMENTS_ONLY.test(tokens[i]!.content) ? '' : escapeHtml(tokens[i]!.content));
// A code block or a table scrolls sideways when it is wide: the keyboard must be able to reach it.
const fence = md.renderer.rules.fence!;
md.renderer.rules.fence = (...args) => fence(...args).replace(/^<pre>/, '<pre tabindex="0">');
md.renderer.rules.table_open = () => '<table tabindex="0">\n';
md.renderer.rules.heading_close = (tokens, i, options, _env, self) => {
  const open = tokens[i - 2]!;
  const id = attr(open, 'id');
  const anchor = id === null ? '' : ` <a class="anchor" href="#${escapeHtml(id)}" aria-label="Link to this section">#</a>`;
  return anchor + self.renderToken(tokens, i, options);
};

/** A heading's inline text as plain text. */
const plain = (inline: Token): string =>
  (inline.children ?? []).map((t: Token) => (t.type === 'text' || t.type === 'code_inline' ? t.content : '')).join('');

/** The page as HTML (without the site's frame), its title and its headings. */
export function renderMarkdown(source: string, options: RenderOptions): Rendered {
  const tokens = md.parse(source, {});
  const ids = new Map<string, number>();
  const taken = new Set<string>();
  const unique = (base: string): string => {
    const k = ids.get(base) ?? 0;
    ids.set(base, k + 1);
    return k === 0 ? base : `${base}-${k}`;
  };
  const headings: Heading[] = [];
  const sections: Section[] = [];
  const words = (text: string): void => {
    const s = sections.at(-1);
    if (s !== undefined) s.text += `${text} `;
  };
  let codes = false;
  let body = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type === 'heading_open') {
      const inline = tokens[i + 1]!;
      const id = unique(slug(inline.content));
      t.attrSet('id', id);
      taken.add(id);
      headings.push({ level: Number(t.tag.slice(1)), id, text: plain(inline) });
      sections.push({ id, title: plain(inline), text: '' });
    } else if (t.type === 'html_block') {
      if (/<!--\s*generated:codes\s*-->/.test(t.content)) codes = true;
      if (/<!--\s*\/generated:codes\s*-->/.test(t.content)) codes = false;
    } else if (t.type === 'tbody_open') body = true;
    else if (t.type === 'tbody_close') body = false;
    else if (t.type === 'tr_open' && codes && body) {
      // The first cell holds the code alone: `unknown-key`.
      const cell = tokens[i + 2]!.children ?? [];
      const only = cell.filter((c) => !(c.type === 'text' && c.content.trim() === ''));
      if (only.length === 1 && only[0]!.type === 'code_inline') t.attrSet('id', only[0]!.content);
    } else if (t.type === 'fence' || t.type === 'code_block') words(t.content);
    else if (t.type === 'inline') {
      // A heading's own words are its section's title.
      if (tokens[i - 1]?.type !== 'heading_open') words(plain(t));
      for (const c of t.children ?? []) {
        if (c.type === 'link_open') c.attrSet('href', rewriteLink(attr(c, 'href') ?? '', options));
        if (c.type === 'image') c.attrSet('src', rewriteLink(attr(c, 'src') ?? '', options));
      }
    }
  }
  // A row named like a heading would make one of the two unreachable.
  for (const t of tokens)
    if (t.type === 'tr_open' && attr(t, 'id') !== null) {
      const id = attr(t, 'id')!;
      if (taken.has(id)) throw new DocsLinkError(options.page, `#${id}`, 'is both a heading and a finding code');
      taken.add(id);
    }
  const title = headings.find((h) => h.level === 1)?.text ?? options.page;
  for (const s of sections) s.text = s.text.replace(/\s+/g, ' ').trim();
  return { html: md.renderer.render(tokens, md.options, {}), sections, title, headings };
}
