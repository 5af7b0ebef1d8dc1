// The docs pages in reading order, and all of them as one text (llms-full.txt). Shared by
// `tabletwin mcp` (resources.ts) and the site's build (apps/site/build/docs-site.ts, which serves
// the same text at /llms-full.txt), so both give an agent the same words. No Node here: the site's
// build imports this file from the sources.

export interface DocsPage {
  /** `guide` for docs/guide.md. */
  name: string;
  text: string;
}

/** `index` first, then the pages in the order index.md links them, then any other by name. */
export function docsOrder(pages: readonly DocsPage[]): DocsPage[] {
  const index = pages.find((p) => p.name === 'index');
  const linked = [...(index?.text ?? '').matchAll(/\]\(([\w-]+)\.md[)#]/g)].map((m) => m[1]!);
  const rank = (name: string): number => {
    if (name === 'index') return -1;
    const at = linked.indexOf(name);
    return at === -1 ? linked.length : at;
  };
  return [...pages].sort((a, b) => rank(a.name) - rank(b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Every page in one text, each under a line naming its file (for an agent's context). */
export function allDocsText(pages: readonly DocsPage[]): string {
  return docsOrder(pages)
    .map((p) => `<!-- docs/${p.name}.md -->\n\n${p.text.trimEnd()}\n`)
    .join('\n');
}
