// Delivery in Chromium, on a phone and on a desktop: the bundled server sends the build's brotli
// copies, and a first visit downloads each file once, though the service worker then keeps them all.
import { describe, expect, test } from 'vitest';
import { existsSync } from 'node:fs';
import { app, hasChromium, SIZES, useSite, WAIT } from './e2e/harness.js';

describe.skipIf(!hasChromium)('delivery', () => {
  const site = useSite();

  for (const size of SIZES)
    test(`${size.name}: scripts and styles come as brotli; the first visit fetches no file twice`, async () => {
      const context = await site.browser.newContext();
      const from = site.requests.length;
      const encodings = new Map<string, string | undefined>();
      context.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (/\.(js|css)$/.test(path)) encodings.set(path, r.headers()['content-encoding']);
      });
      const page = await site.open('/validate/?model=pig', context, size);
      await page.locator('.cm-content[aria-label="Model"]').waitFor();
      // The service worker takes over once it holds every file of the build.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: WAIT });
      const kept = await page.evaluate(async () => {
        const name = (await caches.keys()).find((k) => k.startsWith('tabletwin-'))!;
        return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
      });
      expect(kept.some((p) => /\/assets\/Editor-[\w-]+\.js$/.test(p))).toBe(true);

      const asked = site.requests.slice(from).map((r) => r.replace(/^GET /, '').replace(/\?.*$/, ''));
      const twice = [...new Set(asked)].filter((p) => asked.filter((q) => q === p).length > 1 && p.startsWith('/assets/'));
      expect(twice).toEqual([]);
      // The editor was asked for once, though both the page and the service worker have it.
      expect(asked.filter((p) => /^\/assets\/Editor-[\w-]+\.js$/.test(p))).toHaveLength(1);
      // Every file the build made a brotli copy of comes as brotli; the few under 1 KB have none.
      expect([...encodings].filter(([path, e]) => e !== (existsSync(`${app}dist${path}.br`) ? 'br' : undefined))).toEqual([]);
      expect(encodings.size).toBeGreaterThan(3);
      await context.close();
    });
});
