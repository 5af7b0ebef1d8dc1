// Drafts in Chromium, on a phone and on a desktop: a text that Games → Check, Start from, opening a
// draft or Import game would replace is kept as a draft and the page says so; drafts are kept by
// name; a "Your model" link opened in another browser says why it cannot open and offers Import game,
// which the keyboard reaches.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { recordOf } from '../src/lib/record.js';
import { hasChromium, paste, repoFile, settled, shots, SIZES, useSite } from './e2e/harness.js';

const pig = readFileSync(repoFile('models/pig.yaml'), 'utf8');
const mine = pig.replace('label: Pig', 'label: My game');
const editorText = (page: Page): Promise<string> => page.locator('.cm-content[aria-label="Model"]').innerText();
const draftNames = (page: Page): Promise<string[]> =>
  page
    .locator('select[aria-label="Drafts"] option')
    .evaluateAll((os) => os.slice(1).map((o) => o.textContent!.replace(/ · .*$/, '')));
const KEPT = /^The text you had is kept as the draft “My game · \d\d:\d\d”: open it again from Drafts\.$/;

describe.skipIf(!hasChromium)('drafts are never lost', () => {
  const site = useSite();

  for (const size of SIZES) {
    test(`${size.name}: Games → Check, a draft opened, Start from and Keep as draft`, async () => {
      const context = await site.browser.newContext();
      const page = await site.open('/validate/', context, size);
      await paste(page, mine);
      await expect.poll(() => editorText(page)).toContain('label: My game');

      // Games → Check on Pig: the editor holds Pig, and the text it held is a draft.
      await page.goto(`${site.origin}/games/`);
      await page.locator('li[data-model="pig"] a', { hasText: 'Check' }).click();
      await page.locator('.kept').waitFor();
      expect(await page.locator('.kept').innerText()).toMatch(KEPT);
      expect(await editorText(page)).toContain('label: Pig');
      expect(await draftNames(page)).toEqual(['My game']);
      if (size.name === 'phone') await page.screenshot({ path: `${shots}phone-drafts.png` });

      // Opening the draft brings it back; Pig as it is (built in) is nothing to keep.
      await page.locator('select[aria-label="Drafts"]').selectOption({ index: 1 });
      await expect.poll(() => editorText(page)).toContain('label: My game');
      expect(await page.locator('.kept').count()).toBe(0);

      // Start from chess keeps it again (it moves to the top, no second copy).
      await page.locator('select[aria-label="Start from"]').selectOption('chess');
      await expect.poll(() => editorText(page)).toContain('label: Chess');
      expect(await page.locator('.kept').innerText()).toMatch(KEPT);
      expect(await draftNames(page)).toEqual(['My game']);

      // A draft kept by name.
      await page.locator('select[aria-label="Drafts"]').selectOption({ index: 1 });
      await expect.poll(() => editorText(page)).toContain('label: My game');
      await paste(page, `${mine}# a variant\n`);
      await page.locator('input[aria-label="Draft name"]').fill('variant');
      await page.getByRole('button', { name: 'Keep as draft' }).click();
      expect(await page.locator('.kept').innerText()).toMatch(/^Kept as “variant · \d\d:\d\d”\.$/);
      expect(await draftNames(page)).toEqual(['variant', 'My game']);
      await context.close();
    });

    test(`${size.name}: Import game keeps the model it replaces; a link to Your model elsewhere says why and offers import`, async () => {
      const context = await site.browser.newContext();
      const page = await site.open('/validate/', context, size);
      await paste(page, mine);
      await expect.poll(() => editorText(page)).toContain('label: My game');
      // At the top: the editor draws only the lines in sight.
      const other = `# another text\n${pig}`;
      const path = join(tmpdir(), `tabletwin-drafts-${size.name}.json`);
      writeFileSync(path, JSON.stringify(recordOf({ model: 'yours', seed: 2, players: ['you', 'random'], answers: [] }, other)));
      await page.goto(`${site.origin}/play/?model=yours&seed=1&players=you,random`);
      await settled(page);
      await page.locator('input[aria-label="Import game"]').setInputFiles(path);
      await page.waitForURL(/seed=2/);
      await settled(page);
      await page.goto(`${site.origin}/validate/`);
      await expect.poll(() => editorText(page)).toContain('# another text');
      expect(await draftNames(page)).toEqual(['My game']);
      await context.close();

      // Another browser: the link cannot open, and says why; the menu does not pretend another game is chosen.
      const fresh = await site.browser.newContext();
      const elsewhere = await site.open('/play/?model=yours&seed=1&players=you,random', fresh, size);
      await settled(elsewhere);
      expect(await elsewhere.locator('.stopped').innerText()).toBe(
        '“Your model” is the text kept by the browser that made this link, and this browser keeps none: a link to it opens only there. Import a game record of it (Export game there) with Import game below, or paste the model in the validator.',
      );
      const model = elsewhere.locator('select[aria-label="Model"]');
      expect(await model.inputValue()).toBe('yours');
      expect(await model.locator('option:checked').innerText()).toBe('Your model (not in this browser)');
      // Import game is reached with the keyboard: Tab from the link to this question lands on it
      // (Export game, between them, is disabled with no game to export).
      await elsewhere.locator('.permalink').focus();
      await elsewhere.keyboard.press('Tab');
      expect(await elsewhere.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Import game');
      if (size.name === 'phone') await elsewhere.screenshot({ path: `${shots}phone-your-model-elsewhere.png` });
      await fresh.close();
    });
  }
});
