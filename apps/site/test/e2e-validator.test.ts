// The validator in Chromium with the guide's draft of Pig (steps 2 to 6, no expressions yet):
// pasted into the editor, checked, and reported as the guide's step 7 describes.
import { readFileSync } from 'node:fs';
import { validate } from '@tabletwin/validator';
import { describe, expect, test } from 'vitest';
import { hasChromium, paste, reloadWith, repoFile, settled, shots, useSite, WAIT } from './e2e/harness.js';

const tactic = readFileSync(repoFile('models/tactics/pig-tactic.yaml'), 'utf8');
const draft = readFileSync(repoFile('../shared/acceptance/models/pig-draft.yaml'), 'utf8');

describe.skipIf(!hasChromium)('the validator in Chromium', () => {
  const site = useSite();

  test('the draft of Pig: no errors, 43% executable, the gap list, 0 of 20 games and where they stopped', async () => {
    const page = await site.open('/validate/');
    await page.locator('.cm-content[aria-label="Model"]').waitFor({ timeout: WAIT });
    await paste(page, draft);
    // Kept in this browser only, once React has stored it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tabletwin.model')), { timeout: WAIT }).toBe(draft);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => page.locator('.games-line strong').count(), { timeout: WAIT }).toBe(1);

    expect(await page.locator('.report h2').innerText()).toBe('Pig: 0 errors, 0 warnings');
    expect(await page.locator('.report [role="meter"]').getAttribute('aria-valuenow')).toBe('43');
    expect(await page.locator('.figures-line').innerText()).toBe(
      'Executable 43% · rules 43% (6 of 14) · content - · steps 2 · ops 9 · code 0% · open questions 0',
    );
    // Every gap the validator finds, in its order, each with the line it points at.
    const report = validate(draft);
    expect(report.gaps.length).toBe(8);
    expect(await page.locator('.report h3', { hasText: 'What the engine still misses' }).innerText()).toBe(
      'What the engine still misses: 8 gaps',
    );
    expect(await page.locator('ul.gaps .gap').allInnerTexts()).toEqual([
      'action roll: if.cond',
      'action roll: add.amount',
      'action stop: pre',
      'action stop: add.amount',
      'flow game: loop.over',
      'flow rolling: loop.until',
      'flow choice: step.actor',
      'end reached_goal: end.if/who',
    ]);
    expect(await page.locator('ul.gaps button').allInnerTexts()).toEqual(report.gaps.map((g) => `line ${g.line}`));
    expect(await page.locator('.games-line strong').innerText()).toBe('0 of 20');
    expect(await page.locator('ul.stopped-list li').allInnerTexts()).toEqual([
      '20× Not executable: action stop: pre is text without pre_x',
    ]);
    expect(await page.locator('pre.tree').innerText()).toContain('stop allowed if: the pot is not empty');
    // Nothing finished, so nothing to watch yet.
    expect(await page.getByRole('button', { name: 'Open in the player' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${shots}validator-draft.png`, fullPage: true });

    // A gap's line puts the cursor there.
    await page.locator('ul.gaps button').nth(2).click();
    expect(await page.locator('.cm-content[aria-label="Model"] .cm-activeLine').innerText()).toBe(
      draft.split('\n')[report.gaps[2]!.line! - 1],
    );
    expect(site.outside).toEqual([]);
    await page.close();
  });

  test('completion offers the schema’s keys where the cursor is; a pasted tactic is checked and plays a seat', async () => {
    const page = await site.open('/validate/?model=pig');
    const model = page.locator('.cm-content[aria-label="Model"]');
    await model.waitFor({ timeout: WAIT });
    await model.click();
    await page.keyboard.press('Control+End');
    // The file ends with a newline: the cursor is at the start of an empty last line.
    await page.keyboard.type('boa');
    const options = page.locator('.cm-tooltip-autocomplete li');
    await expect.poll(() => options.allInnerTexts(), { timeout: WAIT }).toEqual(['boards']);
    // A click, not Enter: CodeMirror ignores Enter for 75 ms after the list opens (its interactionDelay),
    // which a busy machine can leave the test inside, and then Enter is a new line.
    await options.first().click();
    await expect
      .poll(() => page.locator('.cm-content[aria-label="Model"] .cm-activeLine').first().innerText(), { timeout: WAIT })
      .toBe('boards: ');
    // Inside an action: the keys of an action, and of the op named by `op:`.
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    // The lines before the cursor go in as one input: typed, an Enter could accept an open completion
    // list (a slow machine passes CodeMirror's 75 ms interactionDelay between keys).
    await page.keyboard.insertText('actions:\n  roll:\n    effect:\n      - {op: roll, ');
    await page.keyboard.type('bi');
    await expect.poll(() => options.allInnerTexts(), { timeout: WAIT }).toEqual(['bind']);
    await page.screenshot({ path: `${shots}completion.png` });

    const again = await site.open('/validate/?model=pig');
    await again.locator('details.tactic-box summary').click();
    await paste(again, tactic, 'Tactic');
    await again.getByRole('button', { name: 'Check tactic' }).click();
    await expect.poll(() => again.locator('.tactic-report li').count(), { timeout: WAIT }).toBe(2);
    expect(await again.locator('.tactic-report p.ok').innerText()).toBe(
      'Tactic pig-tactic (Stop at 8) loads against this model: 2 rules. In 10 games (the tactic in every seat):',
    );
    for (const [i, text] of (await again.locator('.tactic-report li').allInnerTexts()).entries())
      expect(text).toMatch(new RegExp(`^tactic pig-tactic: rule ${i + 1} \\(step choice\\).*: decided \\d+×$`));
    await again.screenshot({ path: `${shots}validator-tactic.png`, fullPage: true });

    await again.getByRole('link', { name: 'Play against it' }).click();
    await settled(again);
    // You get a seat, against the tactic.
    expect(await again.locator('select[aria-label="Player 0"]').inputValue()).toBe('you');
    expect(await again.locator('select[aria-label="Player 1"]').inputValue()).toBe('tactic:your-tactic.yaml');
    expect(await again.locator('.question h2').innerText()).toBe('Player 0 decides at step choice');
    await again.close();
    await page.close();
  });

  test('errors are underlined as you type, after a pause, and go when fixed', async () => {
    const broken = readFileSync(repoFile('models/pig.yaml'), 'utf8').replace('num_players: 2', 'num_players: 0');
    const page = await site.open('/validate/');
    await reloadWith(page, 'tabletwin.model', broken);
    const underlined = page.locator('.cm-content[aria-label="Model"] .cm-lintRange-error');
    await expect.poll(() => underlined.count(), { timeout: WAIT }).toBeGreaterThan(0);
    const lines = await underlined.evaluateAll((us) => us.map((u) => u.closest('.cm-line')?.textContent));
    expect(lines).toContain('num_players: 0');
    // Drawn by a style the policy allows (CodeMirror's own squiggle is a data: image).
    expect(await underlined.first().evaluate((u) => getComputedStyle(u).textDecorationStyle)).toBe('wavy');
    await page.screenshot({ path: `${shots}validator-underline.png` });
    // Fix it in the editor: the underline goes after the next pause, without pressing Check.
    await page.locator('.cm-content[aria-label="Model"] .cm-line', { hasText: /^num_players: 0$/ }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('2');
    await expect.poll(() => underlined.count(), { timeout: WAIT }).toBe(0);
    expect(await page.locator('.report h2').count()).toBe(0);
    expect(site.violations).toEqual([]);
    await page.close();
  });
});
