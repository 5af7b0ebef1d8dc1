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

  const panel = (page: Page): Promise<string[]> =>
    page.locator('.props').evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText));

  test('chess: a clicked piece shows its properties; Escape closes them; a card of hex-skirmish likewise, closed by a click elsewhere', async () => {
    const page = await site.open('/#/player?model=chess&seed=1&players=you,random');
    await settled(page);
    expect(await panel(page)).toEqual([]);
    await page.locator('g[data-cell="e1"] .piece-item').click();
    expect(await panel(page)).toEqual(['♔ K\ncell\ne1\ncolour\nwhite']);
    await page.locator('g[data-cell="g8"] .piece-item').click();
    expect(await panel(page)).toEqual(['♞ n\ncell\ng8\ncolour\nblack']);
    await page.keyboard.press('Escape');
    expect(await panel(page)).toEqual([]);

    await page.goto(`${site.origin}/#/player?model=hex-skirmish&seed=1&players=you,random`);
    await settled(page);
    await page.locator('.card[data-item]', { hasText: 'Long stride' }).first().click();
    // Zone, type, corner, the stats by their names, then the card's other simple fields.
    expect((await panel(page))[0]!.split('\n')).toEqual([
      'Long stride',
      ...['zone', 'hand', 'type', 'stride', 'corner', '40', 'movement', '3', 'attack', '1', 'range', '1'],
      ...['status', 'verified', 'id', 'stride', 'label', 'Long stride', 'initiative', '40'],
    ]);
    await page.screenshot({ path: `${shots}player-props.png` });
    await page.locator('h1').click();
    expect(await panel(page)).toEqual([]);
  });
});
