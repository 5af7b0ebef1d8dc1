// How the docs' search index is made (at build time, build/docs-site.ts) and read (in the page,
// src/docs/docs.ts): MiniSearch needs the same fields on both sides.
import type { Options, SearchOptions } from 'minisearch';

/** One entry of the index: a section of a docs page (from one heading to the next). */
export interface SearchEntry {
  /** Unique: the section's address from the site's root, `docs/engine/#windows`. */
  id: string;
  /** The page's title. */
  page: string;
  /** The section's heading. */
  title: string;
  text: string;
}

export const SEARCH_OPTIONS: Options<SearchEntry> = {
  fields: ['title', 'page', 'text'],
  storeFields: ['title', 'page'],
};

export const SEARCH_QUERY: SearchOptions = { prefix: true, fuzzy: 0.2, boost: { title: 3, page: 2 }, combineWith: 'AND' };

/** Where the index is, from the site's root. */
export const SEARCH_INDEX = 'docs/search.json';
