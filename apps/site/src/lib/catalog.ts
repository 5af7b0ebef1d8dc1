// The built-in models as the games list and the player's model menu show them, read at build time by
// the `tabletwin-catalog` plugin of vite.config.ts (a list of 26 needs no parsing in the browser).
import entries from 'virtual:tabletwin/catalog';
import type { CatalogEntry } from './protocol.js';

export const CATALOG: readonly CatalogEntry[] = entries;
