// The diagram page in Chromium: every step of hex-skirmish with its markers, a step opened to its
// `pre`, pseudo-code and expressions, and "Draw your own model" filled from the current game.
import { readFileSync } from 'node:fs';
import { allSteps, diagramOf } from '@tabletwin/diagram';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hasChromium, repoFile, shots, useSite, WAIT } from './e2e/harness.js';

const pig = readFileSync(repoFile('models/pig.yaml'), 'utf8');
const hex = readFileSync(repoFile('models/hex-skirmish.yaml'), 'utf8');

async function drawn(page: Page): Promise<void> {
  const img = page.locator('img.track');
  await img.waitFor({ timeout: WAIT });
  await expect
    .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 200), { timeout: WAIT })
    .toBe(true);
}

describe.skipIf(!hasChromium)('the diagram page in Chromium', () => {
  const site = useSite();

  test('hex-skirmish: every step with its markers, as the diagram package finds them', async () => {
    const page = await site.open('/diagram/?model=hex-skirmish');
    await drawn(page);
    const expected = allSteps(diagramOf(hex).flow).flatMap((s) => (s.kind === 'step' ? [[s.key, s.markers.join(' ')]] : []));
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const shown = await page
      .locator('details.step')
      .evaluateAll((ds) => ds.map((d) => [d.getAttribute('data-step'), d.getAttribute('data-markers')]));
    expect(shown).toEqual(expected);
    await page.screenshot({ path: `${shots}diagram-hex.png`, fullPage: true });
    await page.close();
  });

  test('a step opens to its pre, its effects as pseudo-code and their expressions', async () => {
    const page = await site.open('/diagram/?model=pig');
    await drawn(page);
    const choice = page.locator('details.step[data-step="choice"]');
    await choice.locator('summary').click();
    const step = allSteps(diagramOf(pig).flow).find((s) => s.key === 'choice')!;
    const actor = step.kind === 'step' ? step.actor : null;
    expect(await choice.locator('.actor').innerText()).toBe(`By ${actor?.text} actor_x: ${actor?.x}`);
    const stop = step.kind === 'step' ? step.actions.find((a) => a.name === 'stop')!.pre! : null;
    expect(await choice.locator('[data-action="stop"] .pre').innerText()).toBe(`Allowed if: ${stop?.text} pre_x: ${stop?.x}`);
    expect(stop?.x).toBe('pot > 0');
    const roll = diagramOf(pig).actions.find((a) => a.name === 'roll')!;
    expect(await choice.locator('[data-action="roll"] .op .pseudo').allInnerTexts()).toEqual(roll.effect.map((l) => l.text));
    expect(await choice.locator('[data-action="roll"] .op code').allInnerTexts()).toEqual(roll.effect.flatMap((l) => l.x));
    await choice.screenshot({ path: `${shots}diagram-step.png` });
    await page.close();
  });

  test('"Draw your own model": filled with the current game, edited, drawn and downloaded as SVG', async () => {
    const page = await site.open('/diagram/?model=pig');
    await drawn(page);
    await page.locator('details.own summary').click();
    await page.getByRole('button', { name: 'Fill with current game' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tabletwin.drawing')), { timeout: WAIT }).toBe(pig);
    // Change the label in the editor: the line of `label: Pig`, selected and typed over.
    const line = page.locator('.cm-content[aria-label="Drawing"] .cm-line', { hasText: /^label: Pig$/ });
    await line.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' of mine');
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    await expect.poll(() => page.locator('p.drawn').count(), { timeout: WAIT }).toBe(1);
    expect(await page.locator('p.drawn').innerText()).toBe('Your drawing: Pig of mine');
    await drawn(page);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: WAIT }),
      page.getByRole('link', { name: 'Download SVG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('drawing.svg');
    const svg = readFileSync(await download.path(), 'utf8');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('Pig of mine');
    await page.getByRole('button', { name: 'Back to pig' }).click();
    await expect.poll(() => page.locator('p.drawn').count(), { timeout: WAIT }).toBe(0);
    expect(site.outside).toEqual([]);
    await page.close();
  });
});
