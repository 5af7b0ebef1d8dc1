// The table in Chromium, on a phone and on a desktop: every value of the game in the values panel,
// a log that names every event and marks chance, a chessboard with its coordinates whose squares are
// buttons named by what stands on them, moves made by clicking or by the keyboard, the squares of
// the last moves filled, and cards whose properties show on hover and on focus.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { address, hasChromium, settled, shots, SIZES, useSite } from './e2e/harness.js';

const label = (page: Page, cell: string): Promise<string | null> =>
  page.locator(`g[data-cell="${cell}"]`).getAttribute('aria-label');
const value = (page: Page, group: string, name: string): Promise<string> =>
  page.locator(`.values [data-group="${group}"] [data-name="${name}"] dd`).innerText();

describe.skipIf(!hasChromium)('the table', () => {
  const site = useSite();

  for (const size of SIZES) {
    test(`${size.name}: Pig shows the pot, whose turn it is and the flag, each score, and chance as chance`, async () => {
      const page = await site.open('/play/?model=pig&seed=1&players=you,random', undefined, size);
      await settled(page);
      // The first throw of a turn is the only choice, so the pot holds it already (test/play.test.ts).
      expect([
        await value(page, 'global', 'pot'),
        await value(page, 'global', 'current'),
        await value(page, 'global', 'turn_over'),
      ]).toEqual(['4', '0', 'False']);
      expect([await value(page, 'player 0', 'score'), await value(page, 'player 1', 'score')]).toEqual(['0', '0']);
      expect(await page.locator('.values h2').innerText()).toBe('Values as player 0 sees them');
      await page.locator('.options button[data-option="roll"]').click();
      await settled(page);
      expect(await page.locator('.log li').allInnerTexts()).toEqual([
        'Player 0 chose Throw the die (roll) (at step choice)',
        'Chance: 6 (at action roll)',
      ]);
      expect(await page.locator('.log li.log-chance').count()).toBe(1);
      expect(await value(page, 'global', 'pot')).toBe('10');
      await page.close();
    });

    test(`${size.name}: Frontier's log names every event it shows`, async () => {
      const page = await site.open('/play/?model=frontier&seed=1&players=you,random', undefined, size);
      await settled(page);
      const lines: string[] = [];
      for (let q = 0; q < 4 && (await page.locator('.options button').count()) > 0; q++) {
        await page.locator('.options button').first().click();
        await settled(page);
        lines.push(...(await page.locator('.log li').allInnerTexts()));
      }
      const events = lines.filter((l) => l.startsWith('Event:'));
      expect(events.length).toBeGreaterThan(0);
      for (const e of events) expect(e).toMatch(/^Event: [\w:.-]+$/);
      // No line ends on a colon with nothing after it (an earlier version wrote `event: `).
      expect(lines.filter((l) => /:\s*$/.test(l))).toEqual([]);
      await page.close();
    });

    test(`${size.name}: the chessboard has a–h and 1–8, named squares, and moves by clicking and by Enter`, async () => {
      const page = await site.open('/play/?model=chess&seed=1&players=you,random', undefined, size);
      await settled(page);
      const coordinates = await page.locator('svg.board text.coordinate').allTextContents();
      expect(coordinates.sort()).toEqual([...'12345678abcdefgh']);
      expect(await label(page, 'e2')).toBe('e2, white pawn, can move');
      expect(await label(page, 'e8')).toBe('e8, black king');
      expect(await label(page, 'e4')).toBe('e4, empty');
      expect(await page.locator('g[data-cell="e2"]').getAttribute('tabindex')).toBe('0');

      // Click the pawn: it is picked and its two squares are offered; click e4: the move e2e4 is played.
      await page.locator('g[data-cell="e2"]').click();
      expect(await page.locator('g[data-cell="e2"]').getAttribute('aria-pressed')).toBe('true');
      expect(await page.locator('svg.board .board-cell.target').count()).toBe(2);
      expect(await label(page, 'e4')).toBe('e4, empty, move here from e2');
      const index = await page.locator('.options button[data-option="e2e4"]').getAttribute('data-index');
      await page.locator('g[data-cell="e4"]').click();
      await settled(page);
      expect(address(page)).toContain(`answers=${index}`);
      expect(await label(page, 'e4')).toMatch(/^e4, white pawn/);
      expect(await page.locator('.log li').first().innerText()).toBe('Player 0 chose e2e4 (at action move)');
      // The squares of the two moves (yours and the reply) are filled.
      expect(await page.locator('svg.board .board-cell.changed').count()).toBe(4);
      expect(await page.locator('g[data-cell="e2"] .board-cell').getAttribute('class')).toContain('changed');

      // The keyboard: Enter on d2, then Enter on d4.
      await page.locator('g[data-cell="d2"]').focus();
      await page.keyboard.press('Enter');
      await page.locator('g[data-cell="d4"]').focus();
      await page.keyboard.press('Enter');
      await settled(page);
      expect(await label(page, 'd4')).toMatch(/^d4, white pawn/);
      if (size.name === 'phone') await page.screenshot({ path: `${shots}phone-chess-moves.png`, fullPage: true });
      expect(site.violations).toEqual([]);
      await page.close();
    });

    test(`${size.name}: a card shows its properties on hover and on focus`, async () => {
      const page = await site.open('/play/?model=hex-skirmish&seed=1&players=you,random', undefined, size);
      await settled(page);
      const card = page.locator('.card[data-item]', { hasText: 'Long stride' }).first();
      const tip = card.locator('.card-tip');
      expect(await tip.isVisible()).toBe(false);
      await card.hover();
      expect(await tip.isVisible()).toBe(true);
      expect(await tip.innerText()).toBe(
        'zone: hand · type: stride · corner: 40 · movement: 3 · attack: 1 · range: 1 · status: verified · id: stride · initiative: 40',
      );
      expect(await card.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
      await page.locator('h1').hover();
      expect(await tip.isVisible()).toBe(false);
      await card.focus();
      expect(await tip.isVisible()).toBe(true);
      await page.close();
    });
  }
});
