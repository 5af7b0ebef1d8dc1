// The simulate tab in Chromium: Pig's games played in the page's workers give exactly what
// @tabletwin/tactics computes here for the same spec (game k's seed depends only on seed and k).
import { readFileSync } from 'node:fs';
import { compare, simulate } from '@tabletwin/tactics';
import { describe, expect, test } from 'vitest';
import { pct } from '../src/lib/sim.js';
import { hasChromium, repoFile, shots, useSite, WAIT } from './e2e/harness.js';
import { SIZES } from './e2e/harness.js';

const pig = readFileSync(repoFile('models/pig.yaml'), 'utf8');

describe.skipIf(!hasChromium)('the simulate tab in Chromium', () => {
  const site = useSite();

  test('Pig: 200 games in workers give a win rate per seat, the chart and the lengths; a variant with GOAL=30 is compared on the same seeds', async () => {
    const page = await site.open('/play/?tab=simulate&model=pig');
    await page.locator('select[aria-label="Sim player 1"]').waitFor({ timeout: WAIT });
    expect(await page.locator('input[aria-label="Games"]').inputValue()).toBe('200');
    expect(Number(await page.locator('input[aria-label="Workers"]').inputValue())).toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'Simulate', exact: true }).click();
    await expect
      .poll(() => page.locator('[data-testid="sim-count"]').innerText(), { timeout: WAIT })
      .toMatch(/^200 of 200 games in /);
    expect(await page.locator('[role="progressbar"]').getAttribute('aria-valuenow')).toBe('200');

    const expected = simulate({ model: pig, players: ['random', 'random'], games: 200, seed: 1 });
    const rows = page.locator('.sim-results tbody tr');
    expect(await rows.count()).toBe(2);
    for (const seat of [0, 1]) {
      const s = expected.seats[seat]!;
      expect(await rows.nth(seat).locator('td.rate').innerText()).toBe(pct(s.winRate));
      expect(await rows.nth(seat).locator('td.interval').innerText()).toBe(`${pct(s.winLow)} to ${pct(s.winHigh)}`);
    }
    expect(await page.locator('.sim-results h2').innerText()).toBe('200 games from seed 1');
    // One line and one band per seat; one bar per bin of lengths, with its count.
    expect(await page.locator('.win-chart path.rate').count()).toBe(2);
    expect(await page.locator('.win-chart path.rate').first().getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L/);
    const bins = await page
      .locator('.length-chart g.bin')
      .evaluateAll((gs) => gs.map((g) => Number(g.getAttribute('data-count'))));
    expect(bins).toEqual(expected.lengths.map((b) => b.count));
    await page.screenshot({ path: `${shots}simulate.png`, fullPage: true });

    await page.getByLabel('Compare with B on the same seeds').check();
    await page.locator('input[aria-label="B constants"]').fill('GOAL=30');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect
      .poll(() => page.locator('[data-testid="sim-count"]').innerText(), { timeout: WAIT })
      .toMatch(/^400 of 400 games in /);
    const c = compare({ model: pig, players: ['random'], a: {}, b: { set: { GOAL: '30' } }, games: 200, seed: 1 });
    expect(await page.locator('.comparison h2').innerText()).toBe(`A against B on the same ${c.pairs} seeds`);
    const sentences = await page.locator('.comparison td.sentence').allInnerTexts();
    expect(sentences).toEqual(c.seats.map((s) => s.sentence));
    expect(await page.locator('.sim-results[data-side="B"] h2').innerText()).toBe('B: 200 games from seed 1 with GOAL=30');
    await page.screenshot({ path: `${shots}compare.png`, fullPage: true });

    // A constant the model does not have: the worker's message, and the page stays usable.
    await page.locator('input[aria-label="B constants"]').fill('GOLD=3');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect.poll(() => page.locator('.simulate p.error').count(), { timeout: WAIT }).toBe(1);
    expect(await page.locator('.simulate p.error').innerText()).toContain("unknown constant 'GOLD'; the model has GOAL");
    expect(site.outside).toEqual([]);
    await page.close();
  });

  for (const size of SIZES)
    test(`${size.name}: a constant B lacks is named before any game is played; A and B share the bins of their lengths`, async () => {
      const page = await site.open('/play/?tab=simulate&model=pig', undefined, size);
      await page.getByLabel('Compare with B on the same seeds').check();
      await page.locator('input[aria-label="B constants"]').fill('GOLD=3');
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await page.locator('.simulate p.error').waitFor();
      expect(await page.locator('.simulate p.error').innerText()).toBe("B: unknown constant 'GOLD'; the model has GOAL");
      expect(await page.locator('[data-testid="sim-count"]').count()).toBe(0);
      expect(await page.locator('.sim-results').count()).toBe(0);

      await page.locator('input[aria-label="B constants"]').fill('GOAL=30');
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await expect
        .poll(() => page.locator('[data-testid="sim-count"]').innerText(), { timeout: WAIT })
        .toMatch(/^400 of 400 games in /);
      const labels = await page
        .locator('.length-chart')
        .evaluateAll((charts) => charts.map((c) => [...c.querySelectorAll('g.bin text')].map((t) => t.textContent)));
      expect(labels).toHaveLength(2);
      expect(labels[1]).toEqual(labels[0]);
      const counts = await page
        .locator('.length-chart')
        .evaluateAll((charts) =>
          charts.map((c) => [...c.querySelectorAll('g.bin')].reduce((n, b) => n + Number(b.getAttribute('data-count')), 0)),
        );
      expect(counts).toEqual([200, 200]);
      await page.close();
    });
});
