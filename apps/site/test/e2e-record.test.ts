// Game records in Chromium: a game exported as a file and imported in a fresh browser reopens at the
// same question; three questions back and forward again give the same state; a model that is not
// built in comes along as "Your model"; a broken file is refused with its place.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { address, gameText, hasChromium, repoFile, settled, useSite, WAIT } from './e2e/harness.js';

const pig = readFileSync(repoFile('models/pig.yaml'), 'utf8');

async function answer(page: Page, label: string): Promise<void> {
  await page.locator(`.options button[data-option="${label}"]`).click();
  await settled(page);
}

/** Clicks Export game and returns the file's name and parsed content. */
async function exported(page: Page): Promise<{ name: string; path: string; data: Record<string, unknown> }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: WAIT }),
    page.getByRole('button', { name: 'Export game' }).click(),
  ]);
  const path = join(tmpdir(), `tabletwin-${process.pid}-${download.suggestedFilename()}`);
  await download.saveAs(path);
  return { name: download.suggestedFilename(), path, data: JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> };
}

async function imported(page: Page, path: string): Promise<void> {
  await page.locator('input[aria-label="Import game"]').setInputFiles(path);
}

describe.skipIf(!hasChromium)('game records in Chromium', () => {
  const site = useSite();

  test('export at question 5, import in a new browser: the same question, log and table; time travel gives the same state', async () => {
    const page = await site.open('/play/?model=pig&seed=4&players=you,random');
    await settled(page);
    for (const label of ['roll', 'roll', 'roll', 'roll']) await answer(page, label);
    const at = await gameText(page);
    const hash = address(page);

    // Back three questions, forward three: the same state.
    for (let k = 0; k < 3; k++) {
      await page.getByRole('button', { name: '◀ Back' }).click();
      await settled(page);
    }
    expect(await gameText(page)).not.toBe(at);
    for (let k = 0; k < 3; k++) {
      await page.getByRole('button', { name: 'Forward ▶' }).click();
      await settled(page);
    }
    expect(await gameText(page)).toBe(at);
    // The timeline: to question 2 and back to the end; then Play from question 2 steps to the same place.
    const timeline = page.locator('input[aria-label="Timeline"]');
    expect([await timeline.getAttribute('max'), await timeline.inputValue()]).toEqual(['4', '4']);
    // Moved with the keys a person would use on a slider: Home, then one step right; End.
    const slide = async (...keys: string[]): Promise<void> => {
      await timeline.focus();
      for (const k of keys) {
        await page.keyboard.press(k);
        await settled(page);
      }
    };
    await slide('Home', 'ArrowRight');
    expect(await timeline.inputValue()).toBe('1');
    expect(await gameText(page)).not.toBe(at);
    await slide('End');
    expect(await gameText(page)).toBe(at);
    await slide('Home', 'ArrowRight');
    await page.getByRole('button', { name: '▶ Play' }).click();
    // It steps on by itself to the end of the line, then stops.
    await expect.poll(() => address(page), { timeout: WAIT }).toBe(hash);
    await settled(page);
    await expect.poll(() => page.getByRole('button', { name: '▶ Play' }).isDisabled(), { timeout: WAIT }).toBe(true);
    expect(await gameText(page)).toBe(at);

    const file = await exported(page);
    expect(file.name).toBe('pig-seed-4-q5.json');
    expect(file.data).toEqual({
      format: 'tabletwin-game',
      version: 1,
      model: 'pig',
      text: pig,
      seed: 4,
      players: ['you', 'random'],
      answers: [0, 0, 0, 0],
    });

    const context = await site.browser.newContext();
    const other = await site.open('/play/', context);
    await settled(other);
    await imported(other, file.path);
    await expect.poll(() => address(other), { timeout: WAIT }).toBe(hash);
    await settled(other);
    expect(await gameText(other)).toBe(at);
    await context.close();
    await page.close();
  });

  test('a model that is not built in travels in the record and opens as "Your model"; a broken file is refused', async () => {
    const mine = pig.replace(/GOAL: \d+/, 'GOAL: 12');
    expect(mine).not.toBe(pig);
    const path = join(tmpdir(), `tabletwin-${process.pid}-mine.json`);
    writeFileSync(
      path,
      JSON.stringify({
        format: 'tabletwin-game',
        version: 1,
        model: 'yours',
        text: mine,
        seed: 2,
        players: ['you', 'first'],
        answers: [0],
      }),
    );
    const context = await site.browser.newContext();
    const page = await site.open('/play/', context);
    await settled(page);
    await imported(page, path);
    await expect.poll(() => address(page), { timeout: WAIT }).toBe('/play/?model=yours&seed=2&players=you%2Cfirst&answers=0');
    await settled(page);
    expect(await page.evaluate(() => localStorage.getItem('tabletwin.model'))).toBe(mine);
    expect(await page.locator('select[aria-label="Model"] option:checked').innerText()).toBe('Your model');
    expect(await page.locator('select[aria-label="Player 1"]').inputValue()).toBe('first');

    writeFileSync(path, JSON.stringify({ format: 'tabletwin-game', version: 1, model: 'pig', text: pig, seed: 'x' }));
    await imported(page, path);
    await expect.poll(() => page.locator('p.error').count(), { timeout: WAIT }).toBe(1);
    expect(await page.locator('p.error').innerText()).toBe('Import: seed: expected a whole number, found "x"');
    expect(site.outside).toEqual([]);
    await context.close();
  });

  test('"Everyone by hand" gives every seat to the person; "Random game" picks another seed', async () => {
    const page = await site.open('/play/?model=pig&seed=1&players=you,random');
    await settled(page);
    await page.getByRole('button', { name: 'Everyone by hand' }).click();
    await expect.poll(() => address(page), { timeout: WAIT }).toBe('/play/?model=pig&seed=1&players=you%2Cyou');
    await settled(page);
    expect(await page.locator('select[aria-label="Player 1"]').inputValue()).toBe('you');
    await page.getByRole('button', { name: 'Random game' }).click();
    await expect.poll(() => page.locator('input[aria-label="Seed"]').inputValue(), { timeout: WAIT }).not.toBe('1');
    await settled(page);
    // Player 0's first throw is automatic (stop needs a pot); a 1 hands the first question to player 1.
    expect(await page.locator('.question h2').innerText()).toMatch(/^Player [01] decides at step choice$/);
    await page.close();
  });
});
