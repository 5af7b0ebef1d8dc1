// The site's addresses in Chromium: the tools' pages at their paths, the docs pages (with and
// without JavaScript, and as served), the search box, llms.txt and every file it links, old `#/…`
// links, and the links from the tools into the docs. No page may break the site's policy.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { allDocsText } from '../../cli/src/mcp/docs-text.js';
import { readSources } from '../build/plugin.js';
import { address, axeProblems, hasChromium, paste, repoFile, settled, shots, useSite } from './e2e/harness.js';

const pig = readFileSync(repoFile('models/pig.yaml'), 'utf8');

describe.skipIf(!hasChromium)('addresses and docs in Chromium', () => {
  const site = useSite();

  test('the tools at their addresses: validate/, play/, diagram/, games/, each with no policy violation', async () => {
    const errors: string[] = [];
    const validate = await site.open('/validate/');
    validate.on('pageerror', (e) => errors.push(e.message));
    await validate.locator('.cm-content[aria-label="Model"]').waitFor();
    // A fresh browser: the editor is empty, and the page says where to start.
    expect(await validate.locator('.start-here').innerText()).toContain('The editor is empty.');
    expect(await validate.locator('.start-here a', { hasText: 'guide' }).getAttribute('href')).toBe('/docs/guide/');
    expect(await validate.title()).toBe('Validator · Tabletwin');

    const play = await site.open('/play/?model=pig&players=you,random&seed=1');
    play.on('pageerror', (e) => errors.push(e.message));
    await settled(play);
    expect(await play.locator('.question h2').innerText()).toBe('Player 0 decides at step choice');
    expect(await play.locator('.docs-link a', { hasText: 'guide' }).getAttribute('href')).toBe('/docs/guide/');
    expect(await play.locator('.docs-link a').first().getAttribute('href')).toMatch(/^\/docs\/authoring-with-ai\/#/);

    const diagram = await site.open('/diagram/?model=pig');
    await diagram.locator('img.track').waitFor();
    expect(await diagram.locator('pre.tree').innerText()).toContain('- Throw or stop: roll | stop');

    const games = await site.open('/games/');
    await games.locator('ul.games > li').first().waitFor();
    expect(await games.locator('header nav a', { hasText: 'Docs' }).getAttribute('href')).toBe('/docs/');
    expect(await games.locator('header nav a.current').innerText()).toBe('Games');

    for (const p of [validate, play, diagram, games]) await p.close();
    expect(errors).toEqual([]);
    expect(site.violations).toEqual([]);
    expect(site.outside).toEqual([]);
  });

  test('links between the tools stay in the page; the browser goes back; the Docs link loads the docs', async () => {
    const page = await site.open('/games/');
    await page.locator('ul.games > li[data-model="pig"]').waitFor();
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
    await page.locator('ul.games > li[data-model="pig"] a', { hasText: 'Play' }).click();
    await settled(page);
    expect(address(page)).toBe('/play/?model=pig&seed=1');
    // The same document: what the page held in memory is still there.
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
    await page.goBack();
    await expect.poll(() => address(page)).toBe('/games/');
    await page.locator('ul.games > li').first().waitFor();
    await page.locator('header nav a', { hasText: 'Docs' }).click();
    await page.waitForURL(`${site.origin}/docs/`);
    expect(await page.locator('main h1').innerText()).toContain('Tabletwin documentation');
    await page.close();
    expect(site.violations).toEqual([]);
  });

  test('old #/ links land on their page, with their query', async () => {
    for (const [old, now] of [
      ['/#/play?model=pig&players=you,random&seed=1', '/play/?model=pig&players=you%2Crandom&seed=1'],
      ['/#/player?model=pig&seed=1&players=you,random', '/play/?model=pig&seed=1&players=you%2Crandom'],
      ['/games/#/player?model=pig&seed=1&players=you,random', '/play/?model=pig&seed=1&players=you%2Crandom'],
    ] as const) {
      const page = await site.open(old);
      await settled(page);
      expect(address(page)).toBe(now);
      expect(await page.locator('.question h2').innerText()).toBe('Player 0 decides at step choice');
      await page.close();
    }
    const validator = await site.open('/#/validator?model=pig');
    await validator.locator('.cm-content[aria-label="Model"]').waitFor();
    expect(address(validator)).toBe('/validate/?model=pig');
    await validator.close();
    expect(site.violations).toEqual([]);
  });

  test('three docs pages at their paths: the text, the menu, the sections, no policy violation, no serious axe problem', async () => {
    for (const [path, h1] of [
      ['/docs/', 'Tabletwin documentation'],
      ['/docs/guide/', 'Guide: from a rulebook to a model'],
      ['/docs/reference/', 'Model reference'],
    ] as const) {
      const page = await site.open(path);
      // The heading's own link (#) shows only on hover.
      expect((await page.locator('main h1').innerText()).trim()).toBe(h1);
      expect(await page.locator('nav.docs-nav .docs-pages li').count()).toBe(readSources(repoFile('')).docs.length);
      expect(await page.locator('nav.docs-nav a[aria-current="page"]').innerText()).toBe(h1);
      // The search box shows once the script ran.
      await expect.poll(() => page.locator('.docs-search').isVisible()).toBe(true);
      expect(await axeProblems(page)).toEqual([]);
      await page.close();
    }
    const reference = await site.open('/docs/reference/');
    await reference.locator('nav.docs-toc a', { hasText: 'Ops' }).first().click();
    await expect.poll(() => new URL(reference.url()).hash).toBe('#ops');
    await reference.screenshot({ path: `${shots}docs-reference.png` });
    await reference.close();
    expect(site.violations).toEqual([]);
    expect(site.outside).toEqual([]);
  });

  test('without JavaScript a docs page is whole: its text, its menu and its links; the search box stays hidden', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await site.open('/docs/engine/', context);
    expect((await page.locator('main h1').innerText()).trim()).toBe('How the engine runs a model');
    expect(await page.locator('nav.docs-toc a', { hasText: 'Priority windows' }).getAttribute('href')).toBe('#priority-windows');
    expect(await page.locator('.docs-search').isVisible()).toBe(false);
    await page.locator('nav.docs-nav a', { hasText: 'Tactics' }).click();
    await page.waitForURL(`${site.origin}/docs/tactics/`);
    expect((await page.locator('main h1').innerText()).trim()).toBe('Tactics');
    await context.close();
  });

  test("a docs page's text is in its HTML as served; a folder without its slash moves to it", async () => {
    const response = await fetch(`${site.origin}/docs/reference/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<h2 id="ops">Ops <a class="anchor" href="#ops"');
    expect(html).toContain('can have, where it goes, what it means and what you get when you leave it out.');
    const moved = await fetch(`${site.origin}/docs/guide`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/docs/guide/']);
    const md = await fetch(`${site.origin}/docs/guide.md`);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await md.text()).toBe(readFileSync(repoFile('docs/guide.md'), 'utf8'));
  });

  test('the search box finds a section and opens it', async () => {
    const page = await site.open('/docs/guide/');
    const box = page.getByLabel('Search the docs');
    await box.fill('priority windows');
    const first = page.locator('#docs-search-results a').first();
    await first.waitFor();
    expect(await page.locator('#docs-search-results a').allInnerTexts()).toContain('Priority windows');
    await page.locator('#docs-search-results a', { hasText: 'Priority windows' }).first().click();
    await page.waitForURL(/\/docs\/(engine|reference)\/#priority-windows$/);
    expect(await page.locator('h2#priority-windows').isVisible()).toBe(true);
    await box.fill('zzzqqqxx');
    await expect.poll(() => page.locator('#docs-search-results').innerText()).toBe('No section matches “zzzqqqxx”.');
    await page.close();
    expect(site.violations).toEqual([]);
  });

  test('a finding code in the validator links to its row in the docs', async () => {
    const page = await site.open('/validate/');
    await page.locator('.cm-content[aria-label="Model"]').waitFor();
    await paste(page, `${pig}\nfavourite_colour: blue\n`);
    await page.getByRole('button', { name: 'Check' }).click();
    const code = page.locator('.findings a.code', { hasText: 'unknown-key' });
    await code.waitFor();
    expect(await code.getAttribute('href')).toBe('/docs/engine/#unknown-key');
    await code.click();
    await page.waitForURL(`${site.origin}/docs/engine/#unknown-key`);
    expect(await page.locator('tr#unknown-key:target td').first().innerText()).toBe('unknown-key');
    await page.close();
    expect(site.violations).toEqual([]);
  });

  test('llms.txt and llms-full.txt as text, and every link of llms.txt answers 200', async () => {
    const response = await fetch(`${site.origin}/llms.txt`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const llms = await response.text();
    expect(llms.split('\n').slice(0, 3)).toEqual([
      '# Tabletwin',
      '',
      expect.stringMatching(/^> Tabletwin: /) as unknown as string,
    ]);
    const links = [...llms.matchAll(/\]\(([^)]+)\)/g)].map((m) => new URL(m[1]!, `${site.origin}/llms.txt`).href);
    expect(links.length).toBeGreaterThan(40);
    const bad: string[] = [];
    for (const link of links) {
      const r = await fetch(link);
      if (r.status !== 200) bad.push(`${link}: ${r.status}`);
      await r.arrayBuffer();
    }
    expect(bad).toEqual([]);
    const full = await fetch(`${site.origin}/llms-full.txt`);
    expect(full.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await full.text()).toBe(allDocsText(readSources(repoFile('')).docs));
    // The models the docs link to, as YAML.
    const model = await fetch(`${site.origin}/models/tactics/pig-tactic.yaml`);
    expect(model.headers.get('content-type')).toBe('text/yaml; charset=utf-8');
    expect(await model.text()).toBe(readFileSync(repoFile('models/tactics/pig-tactic.yaml'), 'utf8'));
  });
});
