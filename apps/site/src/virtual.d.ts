// Modules made by vite.config.ts at build time.
declare module 'virtual:tabletwin/catalog' {
  const entries: import('./lib/protocol.js').CatalogEntry[];
  export default entries;
}
