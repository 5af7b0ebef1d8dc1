// Offline in Chromium: after one visit the service worker has every file of the build, so with the
// server gone and the browser offline the site still opens, lists the games and plays one.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { describe, expect, test } from 'vitest';
// @ts-expect-error plain JavaScript module without types
import { serve } from '../scripts/serve.mjs';
import { app, hasChromium, settled, useSite, WAIT } from './e2e/harness.js';

describe.skipIf(!hasChromium)('offline after the first load', () => {
  const site = useSite();

  test('the server stopped and the browser offline: the games page, the player and a check still work', async () => {
    // A server of its own, so that stopping it leaves the other files' server alone.
    const { server, url } = (await serve(`${app}dist`, 0)) as { server: Server; url: string };
    const context = await site.browser.newContext();
    context.setDefaultTimeout(WAIT);
    const page = await context.newPage();
    await page.goto(`${url}#/games`);
    await page.locator('ul.games > li').first().waitFor({ timeout: WAIT });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: WAIT });
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names[0]!);
      return { names, files: (await cache.keys()).map((r) => new URL(r.url).pathname).sort() };
    });
    expect(cached.names.length).toBe(1);
    // Every file the build wrote (sw.js lists them) is in the cache, the page's and the workers' scripts too.
    const listed = JSON.parse(/const FILES = (\[.*?\]);/.exec(readFileSync(`${app}dist/sw.js`, 'utf8'))![1]!) as string[];
    expect(cached.files).toEqual(listed.map((f) => new URL(f, 'http://x/').pathname).sort());
    expect(listed.filter((f) => /^assets\/(main|sim)-.*\.js$/.test(f)).length).toBe(2);

    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    await context.setOffline(true);
    await page.reload();
    await page.locator('ul.games > li').first().waitFor({ timeout: WAIT });
    await page.goto(`${url}#/player?model=pig&seed=1&players=you,random`);
    await settled(page);
    expect(await page.locator('.question h2').innerText()).toBe('Player 0 decides at step choice');
    await page.goto(`${url}#/validator?model=pig`);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => page.locator('.games-line strong').innerText(), { timeout: WAIT }).toBe('20 of 20');
    await context.close();
  });

  test('the JSON Schemas are served at their stable paths', async () => {
    for (const [path, file] of [
      ['/models/docs/schema.json', 'schema.json'],
      ['/models/docs/tactic.schema.json', 'tactic.schema.json'],
    ]) {
      const response = await fetch(`${site.origin}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.text()).toBe(readFileSync(`${app}../../packages/validator/${file}`, 'utf8'));
    }
  });
});
