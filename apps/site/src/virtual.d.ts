// Modules made by vite.config.ts at build time.
declare module 'virtual:tabletwin/catalog' {
  const entries: import('./lib/protocol.js').CatalogEntry[];
  export default entries;
}
declare module 'virtual:tabletwin/model-docs' {
  /** Where the docs show a built-in model, by its name: a path from the site's root and its words. */
  const places: Record<string, { path: string; title: string }>;
  export default places;
}
