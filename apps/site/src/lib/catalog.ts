// The built-in models' names, labels and seats, read once by the worker.
import { engine } from './engine-client.js';
import { MODELS } from './models.js';
import type { CatalogEntry } from './protocol.js';

let cached: Promise<CatalogEntry[]> | null = null;

export function catalog(): Promise<CatalogEntry[]> {
  cached ??= engine()
    .run('catalog', { models: [...MODELS] })
    .then((a) => a.entries)
    .catch((e: unknown) => {
      cached = null;
      throw e;
    });
  return cached;
}
