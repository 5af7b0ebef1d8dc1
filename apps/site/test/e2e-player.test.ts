// The player's side panels in Chromium: the track of the rules with the current step marked (and
// the mark moving after an answer), the properties of a clicked piece or card, and look-ahead per
// tactic seat kept in the link.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { address, gameText, hasChromium, repoFile, settled, shots, useSite, WAIT } from './e2e/harness.js';

const marked = (page: Page): Promise<string | null> => page.locator('.track-now').getAttribute('data-current');

describe.skipIf(!hasChromium)('the player in Chromium', () => {
  const site = useSite();

  test('hex-skirmish: the track marks the step asking, over its box in the drawing, and the mark moves after an answer', async () => {
    const page = await site.open('/play/?model=hex-skirmish&seed=1&players=you,random');
    await settled(page);
    await page.locator('.track-frame img.track').waitFor();
    await expect.poll(() => marked(page), { timeout: WAIT }).toBe('choose_card');
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
    await expect.poll(() => marked(page), { timeout: WAIT }).toBe('hero_acts');
    expect(await page.locator('.track-mark').count()).toBe(1);
    await page.screenshot({ path: `${shots}player-track.png` });
    expect(site.violations).toEqual([]);
  });

  const panel = (page: Page): Promise<string[]> =>
    page.locator('.props').evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText));

  test('chess: a clicked piece shows its properties; Escape closes them; a card of hex-skirmish likewise, closed by a click elsewhere', async () => {
    const page = await site.open('/play/?model=chess&seed=1&players=you,random');
    await settled(page);
    expect(await panel(page)).toEqual([]);
    await page.locator('g[data-cell="e1"]').click();
    expect(await panel(page)).toEqual(['♔ K\ncell\ne1\ncolour\nwhite']);
    await page.locator('g[data-cell="g8"]').click();
    expect(await panel(page)).toEqual(['♞ n\ncell\ng8\ncolour\nblack']);
    await page.keyboard.press('Escape');
    expect(await panel(page)).toEqual([]);

    await page.goto(`${site.origin}/play/?model=hex-skirmish&seed=1&players=you,random`);
    await settled(page);
    await page.locator('.card[data-item]', { hasText: 'Long stride' }).first().click();
    // Zone, type, corner, the stats by their names, then the card's other simple fields.
    expect((await panel(page))[0]!.split('\n')).toEqual([
      'Long stride',
      ...['zone', 'hand', 'type', 'stride', 'corner', '40', 'movement', '3', 'attack', '1', 'range', '1'],
      ...['status', 'verified', 'id', 'stride', 'initiative', '40'],
    ]);
    await page.screenshot({ path: `${shots}player-props.png` });
    await page.locator('h1').click();
    expect(await panel(page)).toEqual([]);
  });

  test('pig: look-ahead on for the tactic seat: the link keeps it, the seat searches its decisions, the link reopens it', async () => {
    const tactic = 'tactic:models/tactics/pig-tactic.yaml';
    const page = await site.open(`/play/?model=pig&seed=3&players=you,${encodeURIComponent(tactic)}`);
    await settled(page);
    const box = page.locator('input[aria-label="Player 1 look-ahead"]');
    expect(await box.isChecked()).toBe(false);
    expect(await page.locator('input[aria-label="Player 0 look-ahead"]').count()).toBe(0);
    // A click, then wait: the box follows the link, which changes a moment after the click
    // (playwright's check() looks at once and can see the old state on a busy machine).
    await box.click();
    await expect.poll(() => box.isChecked(), { timeout: WAIT }).toBe(true);
    await settled(page);
    const players = (): string | null => new URL(page.url()).searchParams.get('players');
    expect(players()).toBe(`you,look-ahead:${tactic}`);
    expect(await page.locator('select[aria-label="Player 1"]').inputValue()).toBe(tactic);
    // Player 0 rolls until the tactic seat has played a turn.
    for (let k = 0; k < 20 && (await page.locator('.searched').count()) === 0; k++) {
      await page.locator('.options button[data-option="roll"]').click();
      await settled(page);
    }
    expect((await page.locator('.searched[data-seat="1"]').innerText()).trim()).toMatch(/^\(\d+ decisions? searched\)$/);
    const at = await gameText(page);
    const again = await site.open(address(page));
    await settled(again);
    expect(await again.locator('input[aria-label="Player 1 look-ahead"]').isChecked()).toBe(true);
    expect(await gameText(again)).toBe(at);
    // The same answers without look-ahead: the box is off and no decision was searched.
    const off = await site.open(address(page).replace(encodeURIComponent('look-ahead:'), ''));
    await settled(off);
    expect(await off.locator('input[aria-label="Player 1 look-ahead"]').isChecked()).toBe(false);
    expect(await off.locator('.searched').count()).toBe(0);
    // Unticking the box sets the link back to the plain tactic.
    const againBox = again.locator('input[aria-label="Player 1 look-ahead"]');
    await againBox.click();
    await expect.poll(() => againBox.isChecked(), { timeout: WAIT }).toBe(false);
    await settled(again);
    expect(new URL(again.url()).searchParams.get('players')).toBe(`you,${tactic}`);
  });

  test('pig: your tactic with a search of its own looks ahead as plain tactic:, and unticking writes no-look-ahead:', async () => {
    const tactic =
      readFileSync(repoFile('models/tactics/pig-tactic.yaml'), 'utf8') + '\nsearch: {at: step choice, rollouts: 4}\n';
    // Each opened page is a browser context of its own: the tactic is stored and played in the same one.
    const page = await site.open('/games/');
    await page.evaluate((t) => localStorage.setItem('tabletwin.tactic', t), tactic);
    await page.goto(`${site.origin}/play/?model=pig&seed=3&players=you,${encodeURIComponent('tactic:your-tactic.yaml')}`);
    await settled(page);
    const box = page.locator('input[aria-label="Player 1 look-ahead"]');
    await expect.poll(() => box.isChecked(), { timeout: WAIT }).toBe(true);
    await box.click();
    await expect.poll(() => box.isChecked(), { timeout: WAIT }).toBe(false);
    await settled(page);
    expect(new URL(page.url()).searchParams.get('players')).toBe('you,no-look-ahead:tactic:your-tactic.yaml');
    await page.close();
  });
});
