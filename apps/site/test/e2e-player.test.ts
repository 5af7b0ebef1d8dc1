// The player's side panels in Chromium: the track of the rules with the current step marked (and
// the mark moving after an answer), the properties of a clicked piece or card, and look-ahead per
// tactic seat kept in the link.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hasChromium, settled, shots, useSite } from './e2e/harness.js';

const marked = (page: Page): Promise<string | null> => page.locator('.track-now').getAttribute('data-current');

describe.skipIf(!hasChromium)('the player in Chromium', () => {
  const site = useSite();

  test('hex-skirmish: the track marks the step asking, over its box in the drawing, and the mark moves after an answer', async () => {
    const page = await site.open('/#/player?model=hex-skirmish&seed=1&players=you,random');
    await settled(page);
    await page.locator('.track-frame img.track').waitFor();
    await expect.poll(() => marked(page), { timeout: 30_000 }).toBe('choose_card');
    expect(await page.locator('.track-now').innerText()).toBe('Now at: Choose a card');
    const img = (await page.locator('.track-frame img.track').boundingBox())!;
    const mark = (await page.locator('.track-mark[data-step="choose_card"]').boundingBox())!;
    // Inside the image, where the layout puts the box (268, 202, 240×104 of 716×801, scaled).
    const k = img.width / 716;
    const near = (a: number, b: number): boolean => Math.abs(a - b) < 1;
    expect(
      [mark.x - img.x, mark.y - img.y, mark.width, mark.height].map((v, i) => near(v, [268, 202, 240, 104][i]! * k)),
    ).toEqual([true, true, true, true]);
    await page.locator('.question .options button').first().click();
    await settled(page);
    await expect.poll(() => marked(page), { timeout: 30_000 }).toBe('hero_acts');
    expect(await page.locator('.track-mark').count()).toBe(1);
    await page.screenshot({ path: `${shots}player-track.png` });
    expect(site.violations).toEqual([]);
  });
});
