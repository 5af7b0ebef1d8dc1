// A browser whose localStorage is full, in Chromium: an edit in the validator and an imported game
// cannot be stored, yet the page goes on with them (the player plays the new text, not the stored
// one), says so in plain words, and throws nothing; a reload brings back what was stored.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { address, gameText, hasChromium, paste, repoFile, settled, useSite, WAIT } from './e2e/harness.js';

// Texts that are no built-in model's (a comment added), so each opens as "Your model"; the two
// written while the storage is full are longer than the stored one, so neither fits in its place.
const pigMine = readFileSync(repoFile('models/pig.yaml'), 'utf8').replace(/GOAL: \d+/, 'GOAL: 12');
const tricksMine = `${readFileSync(repoFile('models/three-tricks.yaml'), 'utf8')}\n# my copy\n`;
const pondMine = `${readFileSync(repoFile('models/lily-pond.yaml'), 'utf8')}\n# my copy\n`;
const FULL =
  "This browser's storage is full: your model is kept on this page only, until you close or reload it; " +
  'copy it out of the editor, or export a game of it in the player, to keep it.';
/** Import game keeps the text it replaces as a draft, and the full storage cannot hold that either. */
const DRAFTS_FULL =
  "This browser's storage is full: the list of your drafts is kept on this page only, until you close or " +
  'reload it; copy the one you need into the editor to keep it.';

/** Fills the origin's localStorage to the last few characters; returns the error a further model write gets. */
const fill = (page: Page): Promise<string> =>
  page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    for (let i = 0; chunk.length > 0;) {
      try {
        localStorage.setItem(`filler-${i}`, chunk);
        i++;
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
    try {
      // Longer than the stored model (a write that only shrinks it would fit).
      localStorage.setItem('tabletwin.model', `${localStorage.getItem('tabletwin.model') ?? ''}${'x'.repeat(1000)}`);
      return 'stored';
    } catch (e) {
      return (e as DOMException).name;
    }
  });

/** An old link typed into the page's address (a hash change in the same document): the page's memory stays. */
const go = async (page: Page, hash: string): Promise<void> => {
  await page.evaluate((h) => (location.hash = h), hash);
};

describe.skipIf(!hasChromium)('a full localStorage in Chromium', () => {
  const site = useSite();

  /** The game text of a built-in model's game, in a page of its own. */
  async function builtIn(model: string): Promise<string> {
    const page = await site.open(`/play/?model=${model}&seed=2&players=you,random`);
    await settled(page);
    const text = await gameText(page);
    await page.close();
    return text;
  }

  test('an edit and an import are kept on the page, played, and reported; a reload brings back the stored model', async () => {
    const page = await site.open('/games/');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.locator('ul.games > li').first().waitFor({ timeout: WAIT });
    await page.evaluate((t) => localStorage.setItem('tabletwin.model', t), pigMine);
    expect(await fill(page)).toBe('QuotaExceededError');
    expect(await page.evaluate(() => localStorage.getItem('tabletwin.model'))).toBe(pigMine);

    // The validator opens with the stored model: writing it again is no failure, so nothing is said.
    await go(page, '#/validator');
    const editor = page.locator('.cm-content[aria-label="Model"]');
    await editor.waitFor({ timeout: WAIT });
    expect(await editor.locator('.cm-line', { hasText: 'GOAL: 12' }).count()).toBe(1);
    expect(await page.locator('.storage-trouble').count()).toBe(0);

    await paste(page, tricksMine);
    await expect.poll(() => page.locator('.storage-trouble').allInnerTexts(), { timeout: WAIT }).toEqual([FULL]);
    expect(await page.evaluate(() => localStorage.getItem('tabletwin.model'))).toBe(pigMine);

    // "Your model" in the player is the edited text.
    await go(page, '#/player?model=yours&seed=2&players=you%2Crandom');
    await settled(page);
    expect(await gameText(page)).toBe(await builtIn('three-tricks'));
    expect(await page.locator('.storage-trouble').allInnerTexts()).toEqual([FULL]);

    // Importing a game of another model of yours plays that model, though the link stays the same.
    const pond = await builtIn('lily-pond');
    const path = join(tmpdir(), `tabletwin-${process.pid}-full.json`);
    writeFileSync(
      path,
      JSON.stringify({
        format: 'tabletwin-game',
        version: 1,
        model: 'yours',
        text: pondMine,
        seed: 2,
        players: ['you', 'random'],
        answers: [],
      }),
    );
    await page.locator('input[aria-label="Import game"]').setInputFiles(path);
    await expect.poll(() => gameText(page), { timeout: WAIT }).toBe(pond);
    expect(address(page)).toBe('/play/?model=yours&seed=2&players=you%2Crandom');
    expect(await page.locator('.storage-trouble').allInnerTexts()).toEqual([
      `${FULL}

${DRAFTS_FULL}`,
    ]);
    expect(await page.evaluate(() => localStorage.getItem('tabletwin.model'))).toBe(pigMine);

    // Kept on this page only: a reload plays the stored model, and says nothing.
    await page.reload();
    await settled(page);
    expect(await page.locator('.question h2').innerText()).toBe('Player 0 decides at step choice');
    expect(await page.locator('.storage-trouble').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(site.outside).toEqual([]);
    await page.close();
  });
});
