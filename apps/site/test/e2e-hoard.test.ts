// The model that once crashed the browser's tab (ninety steps of 9,000,000 items each, about 20 KB):
// in every tab it ends with the engine's budget message, and the page goes on answering.
import { hoardingModel } from '@tabletwin/engine/testing';
import { describe, expect, test } from 'vitest';
import { hasChromium, paste, useSite, WAIT } from './e2e/harness.js';

const BUDGET = /the game's state would hold more than 10,000,000 items/;

describe.skipIf(!hasChromium)('a model that hoards memory, in Chromium', () => {
  const site = useSite();

  test('the validator, the player and the simulate tab each say the budget was passed, and the page still works', async () => {
    const page = await site.open('/validate/');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('crash', () => errors.push('the tab crashed'));
    await page.locator('.cm-content[aria-label="Model"]').waitFor({ timeout: WAIT });
    await paste(page, hoardingModel());
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => page.locator('main').innerText(), { timeout: WAIT }).toMatch(BUDGET);

    // Watched (a computer seat): Play runs it on to where the engine stops it.
    await page.goto(`${site.origin}/play/?model=yours&seed=1&players=random`);
    await page.getByRole('button', { name: /Play/ }).first().click();
    await expect.poll(() => page.locator('section.player').innerText(), { timeout: WAIT }).toMatch(BUDGET);

    await page.goto(`${site.origin}/play/?tab=simulate&model=yours`);
    await page.locator('input[aria-label="Games"]').fill('2');
    await page.getByRole('button', { name: 'Simulate', exact: true }).click();
    await expect.poll(() => page.locator('.simulate').innerText(), { timeout: WAIT }).toMatch(BUDGET);

    // Still answering: a built-in game plays.
    await page.goto(`${site.origin}/play/?model=pig&seed=1&players=random,random`);
    await page.getByRole('button', { name: /Play/ }).first().click();
    await expect.poll(() => page.locator('section.player').innerText(), { timeout: WAIT }).toMatch(/Player \d wins/);
    expect(errors).toEqual([]);
  });
});
