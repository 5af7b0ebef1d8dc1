// The docs as the site builds them (build/): Markdown → HTML (anchors, links, escaping), the pages
// of the real docs/ folder, llms.txt and where the player finds a model in the docs.
import { describe, expect, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { docsFiles, modelDocs, pageSummaries } from '../build/docs-site.js';
import { DocsLinkError, relativeLink, renderMarkdown, rewriteLink, slug, type RenderOptions } from '../build/markdown.js';
import { pageCopy, readSources } from '../build/plugin.js';
import { anchors, pages as docsPages } from '../../../docs/test/pages.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const options: RenderOptions = {
  page: 'guide',
  pages: new Set(['index', 'guide', 'engine', 'reference']),
  served: (p) => (p.startsWith('models/') ? p : null),
};
const render = (md: string, o: Partial<RenderOptions> = {}) => renderMarkdown(md, { ...options, ...o });

describe('Markdown → HTML', () => {
  test('every heading has the id GitHub gives it, a link to itself, and a place in the headings', () => {
    const r = render('# Guide\n\n## The `set` op\n\n### Step 1: the facts\n\n## The `set` op\n\n## Ünïcode & more!\n');
    expect(r.title).toBe('Guide');
    expect(r.headings).toEqual([
      { level: 1, id: 'guide', text: 'Guide' },
      { level: 2, id: 'the-set-op', text: 'The set op' },
      { level: 3, id: 'step-1-the-facts', text: 'Step 1: the facts' },
      { level: 2, id: 'the-set-op-1', text: 'The set op' },
      { level: 2, id: 'ünïcode--more', text: 'Ünïcode & more!' },
    ]);
    expect(r.html).toContain(
      '<h2 id="the-set-op">The <code>set</code> op <a class="anchor" href="#the-set-op" aria-label="Link to this section">#</a></h2>',
    );
    expect(r.html).toContain('<h2 id="the-set-op-1">');
  });

  test('links to pages and files become the site addresses, relative to the page', () => {
    const r = render(
      '[a](engine.md#windows) [b](reference.md) [c](#steps) [d](../models/pig.yaml) [e](index.md) [f](https://example.org/x) [g](guide.md#top)',
    );
    expect([...r.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      '../engine/#windows',
      '../reference/',
      '#steps',
      '../../models/pig.yaml',
      '../',
      'https://example.org/x',
      './#top',
    ]);
    // From the index (docs/), one folder less to climb.
    expect(rewriteLink('engine.md#x', { ...options, page: 'index' })).toBe('engine/#x');
    expect(rewriteLink('../models/tactics/pig-tactic.yaml', { ...options, page: 'index' })).toBe(
      '../models/tactics/pig-tactic.yaml',
    );
    // Resolved against the page's own address, each lands where the docs meant.
    expect(new URL('../engine/#windows', 'https://tabletwin.test/docs/guide/').href).toBe(
      'https://tabletwin.test/docs/engine/#windows',
    );
  });

  test('a link the site cannot serve stops the build, naming the page and the link', () => {
    expect(() => render('[x](nowhere.md)')).toThrow(new DocsLinkError('guide', 'nowhere.md', 'names no docs page'));
    expect(() => render('[x](../apps/cli/README.md)')).toThrow(
      'docs/guide.md: the link "../apps/cli/README.md" names apps/cli/README.md, which the site does not serve',
    );
    expect(() => render('[x](../../secret)')).toThrow('docs/guide.md: the link "../../secret" points outside the repository');
  });

  test('code is escaped, raw HTML is shown as text, comments (the docs markers) are dropped', () => {
    const r = render(
      '<!-- broken: expr-syntax -->\n```yaml\ngame: <script>alert(1)</script> & "x"\n```\n\nA <b onclick="x()">tag</b> and `<i>` and <!-- gone -->.\n\n<div>\nblock\n</div>\n',
    );
    expect(r.html).toContain(
      '<pre tabindex="0"><code class="language-yaml">game: &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;\n</code></pre>',
    );
    expect(r.html).toContain('A &lt;b onclick=&quot;x()&quot;&gt;tag&lt;/b&gt; and <code>&lt;i&gt;</code> and .');
    expect(r.html).toContain('&lt;div&gt;\nblock\n&lt;/div&gt;');
    expect(r.html).not.toMatch(/<(script|b|div|i)[\s>]/);
    expect(r.html).not.toContain('broken');
    expect(r.html).not.toContain('gone');
    // A script link is not a link at all (markdown-it refuses it).
    expect(render('[x](javascript:alert(1))').html).not.toContain('href="javascript:');
  });

  test('the rows of the finding codes table are named by their code, no other table is', () => {
    const table = '| Code | Meaning |\n| --- | --- |\n| `unknown-key` | a typo |\n| `unused` | never used |\n';
    const r = render(`# E\n\n<!-- generated:codes -->\n${table}<!-- /generated:codes -->\n\n${table}`);
    expect([...r.html.matchAll(/<tr id="([^"]+)">/g)].map((m) => m[1])).toEqual(['unknown-key', 'unused']);
    expect(r.html).toContain('<table tabindex="0">');
    expect(() => render(`# E\n\n## Unused\n\n<!-- generated:codes -->\n${table}<!-- /generated:codes -->\n`)).toThrow(
      'is both a heading and a finding code',
    );
  });

  test('sections carry their words for the search index', () => {
    const r = render('# T\n\nIntro words.\n\n## Windows\n\nPriority `window` here.\n\n```yaml\nspeed: fast\n```\n');
    expect(r.sections).toEqual([
      { id: 't', title: 'T', text: 'Intro words.' },
      { id: 'windows', title: 'Windows', text: 'Priority window here. speed: fast' },
    ]);
  });

  test('relative links between folders of the site', () => {
    expect(relativeLink('docs/guide/', 'docs/engine/')).toBe('../engine/');
    expect(relativeLink('docs/guide/', 'docs/guide/')).toBe('./');
    expect(relativeLink('docs/', 'docs/guide/')).toBe('guide/');
    expect(relativeLink('docs/guide/', 'llms-full.txt')).toBe('../../llms-full.txt');
    expect(relativeLink('docs/', '')).toBe('../');
    expect(slug('Order in a zone')).toBe('order-in-a-zone');
  });
});

describe('the real docs', () => {
  const sources = readSources(repo);
  const files = docsFiles(sources, { css: ['assets/docs-x.css'], js: 'assets/docs-x.js' });

  test('every page renders, and its ids are the anchors the docs tests check links against', () => {
    for (const page of docsPages()) {
      const name = page.name.replace(/\.md$/, '');
      const html = files.get(name === 'index' ? 'docs/index.html' : `docs/${name}/index.html`);
      expect(html, name).toBeDefined();
      const ids = new Set([...html!.matchAll(/<h[1-6] id="([^"]+)"/g)].map((m) => m[1]));
      expect(ids, name).toEqual(anchors(page));
    }
  });

  test('the validator links every finding code to a row of the engine page', () => {
    const engine = files.get('docs/engine/index.html')!;
    for (const code of ['unknown-key', 'expr-syntax', 'unused', 'question-status']) expect(engine).toContain(`<tr id="${code}">`);
  });

  test('a page: the policy, its style and script as files, the menu, every page, the sections', () => {
    const html = files.get('docs/engine/index.html')!;
    expect(html).toContain("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; script-src 'self';");
    expect(html).toContain('<link rel="stylesheet" href="../../assets/docs-x.css" />');
    expect(html).toContain('<script type="module" src="../../assets/docs-x.js"></script>');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(html).not.toMatch(/\sstyle=|<style/);
    expect(html).toContain('<a href="../../validate/">Validator</a>');
    const link = (name: string): string => (name === 'engine' ? './' : name === 'index' ? '../' : `../${name}/`);
    for (const page of sources.docs) expect(html).toContain(`<li><a href="${link(page.name)}"`);
    expect(html).toContain('<li><a href="./" aria-current="page" class="current">How the engine runs a model</a></li>');
    expect(html).toContain('<nav class="docs-toc" aria-label="On this page">');
    expect(html).toContain('<a href="#messages">Messages</a>');
    expect(files.get('docs/engine.md')).toBe(sources.docs.find((p) => p.name === 'engine')!.text);
  });

  test('llms.txt: an H1, a summary quote, then a link and a line per page, the schemas and the models', () => {
    const llms = files.get('llms.txt')!;
    const lines = llms.split('\n');
    expect(lines[0]).toBe('# Tabletwin');
    expect(lines[2]).toMatch(/^> \S/);
    const summaries = pageSummaries(sources.docs.find((p) => p.name === 'index')!.text);
    expect(llms).toContain(`- [Model reference](docs/reference.md): ${summaries.get('reference')}`);
    for (const page of sources.docs) expect(llms).toContain(`](docs/${page.name}.md)`);
    for (const path of sources.models.keys()) if (path.endsWith('.yaml')) expect(llms).toContain(`](${path})`);
    expect(llms).toContain('- [Model schema](models/docs/schema.json): ');
    expect(llms).toContain('- [Pig](models/pig.yaml): Push your luck with one die');
    expect(llms).toContain('- [pig-tactic](models/tactics/pig-tactic.yaml): for pig: Stop at 8: ');
    // Every link is a file of the site.
    for (const [, target] of llms.matchAll(/\]\(([^)]+)\)/g)) expect(files.has(target!), target).toBe(true);
    expect(files.get('llms-full.txt')!.startsWith('<!-- docs/index.md -->\n\n# Tabletwin documentation')).toBe(true);
  });

  test('the player finds a model in the docs where they link its file', () => {
    const places = modelDocs(sources.docs);
    expect(places['chess']).toEqual({
      path: 'docs/guide/#more-patterns-in-our-models',
      title: 'Guide: from a rulebook to a model › More patterns in our models',
    });
    expect(places['pig']?.path).toMatch(/^docs\/authoring-with-ai\/#/);
    expect(places['nonesuch']).toBeUndefined();
  });
});

test('a copy of the app page one folder down climbs one more folder for its files', () => {
  const html =
    '<title>Tabletwin</title><link rel="icon" href="./favicon.svg" /><script type="module" crossorigin src="./assets/index-a.js"></script><link rel="stylesheet" href="./assets/index-b.css">';
  expect(pageCopy(html, 'Player')).toBe(
    '<title>Player · Tabletwin</title><link rel="icon" href="../favicon.svg" /><script type="module" crossorigin src="../assets/index-a.js"></script><link rel="stylesheet" href="../assets/index-b.css">',
  );
});
