// The docs pages' one script: the search box. The pages are whole without it (built as static
// HTML, build/docs-site.ts); the box shows only where this script runs, and loads the index
// (docs/search.json, made at build time) when it is first used.
import MiniSearch from 'minisearch';
import './docs.css';
import { SEARCH_INDEX, SEARCH_OPTIONS, SEARCH_QUERY, type SearchEntry } from './search-options.js';

/** The site's root, as the page names it (`../../` from docs/<page>/). */
const root = new URL(document.documentElement.dataset['root'] ?? './', location.href);
const box = document.querySelector<HTMLElement>('.docs-search');
const input = document.querySelector<HTMLInputElement>('#docs-search-box');
const results = document.querySelector<HTMLUListElement>('#docs-search-results');

let index: Promise<MiniSearch<SearchEntry>> | null = null;
const load = (): Promise<MiniSearch<SearchEntry>> =>
  (index ??= fetch(new URL(SEARCH_INDEX, root))
    .then((r) => {
      if (!r.ok) throw new Error(`the search index answered ${r.status}`);
      return r.text();
    })
    .then((json) => MiniSearch.loadJSON<SearchEntry>(json, SEARCH_OPTIONS)));

function show(items: { href: string; title: string; page: string }[], note: string | null): void {
  if (results === null) return;
  results.replaceChildren(
    ...items.map(({ href, title, page }) => {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = href;
      a.textContent = title;
      li.append(a);
      if (page !== title) {
        const where = document.createElement('span');
        where.className = 'docs-result-page';
        where.textContent = page;
        li.append(' ', where);
      }
      return li;
    }),
  );
  if (note !== null) {
    const li = document.createElement('li');
    li.className = 'docs-result-note';
    li.textContent = note;
    results.append(li);
  }
}

let asked = 0;
async function search(): Promise<void> {
  const query = input?.value.trim() ?? '';
  const mine = ++asked;
  if (query === '') return show([], null);
  let found;
  try {
    found = (await load()).search(query, SEARCH_QUERY).slice(0, 8);
  } catch (e) {
    index = null;
    return show([], `Search is not available: ${e instanceof Error ? e.message : String(e)}`);
  }
  // An older query answered late: the newer one has shown its results.
  if (mine !== asked) return;
  show(
    found.map((r) => ({ href: new URL(String(r.id), root).href, title: String(r['title']), page: String(r['page']) })),
    found.length === 0 ? `No section matches “${query}”.` : null,
  );
}

if (box !== null && input !== null) {
  box.hidden = false;
  input.addEventListener('focus', () => void load().catch(() => (index = null)), { once: true });
  input.addEventListener('input', () => void search());
  // Enter opens the first result.
  input.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    const first = results?.querySelector('a');
    if (first) location.href = first.href;
  });
}
