// Every page at a phone's width (390 px) and at a desktop window's: nothing wider than the screen,
// one column on the phone and two on the desktop, and no serious or critical axe-core violation,
// each page in the state a person reaches (a report shown, a game under way, a run finished). The
// phone pictures are the README's.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeProblems, hasChromium, overflow, settled, shots, SIZES, useSite, WAIT } from './e2e/harness.js';

interface Visit {
  name: string;
  hash: string;
  /** Brings the page to the state checked (after it opened). */
  ready: (page: Page) => Promise<void>;
  /** The two parts that stand side by side on a desktop and one above the other on a phone. */
  columns?: [string, string];
}

const player = async (page: Page): Promise<void> => {
  await settled(page);
  await page.locator('.track-frame img.track').waitFor();
};

const VISITS: Visit[] = [
  { name: 'games', hash: 'games/', ready: (p) => p.locator('ul.games li').first().waitFor() },
  {
    name: 'validator',
    hash: 'validate/?model=pig',
    ready: async (p) => {
      await p.getByRole('button', { name: 'Check', exact: true }).click();
      await p.locator('.games-line strong').waitFor();
    },
    columns: ['.editors', '.report'],
  },
  {
    name: 'player-pig',
    hash: 'play/?model=pig&seed=1&players=you,random&answers=0.0',
    ready: player,
    columns: ['.turn', '.table-area'],
  },
  {
    name: 'player-chess',
    hash: 'play/?model=chess&seed=1&players=you,random&answers=0',
    ready: player,
    columns: ['.turn', '.table-area'],
  },
  { name: 'player-cards', hash: 'play/?model=three-tricks&seed=1&players=you,random', ready: player },
  { name: 'player-hexes', hash: 'play/?model=hex-skirmish&seed=1&players=you,random', ready: player },
  { name: 'watch', hash: 'play/?model=pig&seed=1&players=random,tactic:models/tactics/pig-tactic.yaml&step=3', ready: player },
  {
    name: 'simulate',
    hash: 'play/?tab=simulate&model=pig',
    ready: async (p) => {
      await p.getByRole('button', { name: 'Simulate', exact: true }).click();
      await expect.poll(() => p.locator('[data-testid="sim-count"]').innerText(), { timeout: WAIT }).toMatch(/games\/s\)$/);
    },
  },
  {
    name: 'diagram',
    hash: 'diagram/?model=pig',
    ready: async (p) => {
      await p.locator('img.track').waitFor();
      await p.locator('details.step summary').first().click();
    },
  },
];

describe.skipIf(!hasChromium)('every page on a phone and on a desktop', () => {
  const site = useSite();

  for (const size of SIZES)
    test.each(VISITS)(
      `${size.name} (${size.width} px): $name fits, stacks or stands side by side, and has no serious axe finding`,
      async (v) => {
        const page = await site.open(`/${v.hash}`, undefined, size);
        await v.ready(page);
        expect(await overflow(page)).toBe(0);
        if (v.columns !== undefined) {
          const [a, b] = await Promise.all(v.columns.map((c) => page.locator(c).first().boundingBox()));
          if (size.name === 'phone') expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height);
          else expect(b!.x).toBeGreaterThanOrEqual(a!.x + a!.width);
        }
        // The menu wraps inside the screen and every page link stays visible.
        for (const link of await page.locator('header nav a').all()) {
          const box = (await link.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        }
        expect(await axeProblems(page)).toEqual([]);
        if (size.name === 'phone') await page.screenshot({ path: `${shots}phone-${v.name}.png` });
        expect(site.violations).toEqual([]);
        await page.close();
      },
    );
});
