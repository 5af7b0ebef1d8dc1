// The built site in Debian's Chromium: the pages as a person uses them, the kill switch, and the
// Content-Security-Policy. test/e2e/build.ts builds dist/ once; test/e2e/harness.ts serves it.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { gameText, hasChromium, reloadWith, settled, shots, useSite, WAIT } from './e2e/harness.js';

const builtIn = readdirSync(fileURLToPath(new URL('../../../models/', import.meta.url))).filter((f) =>
  f.endsWith('.yaml'),
).length;

describe.skipIf(!hasChromium)('the site in Chromium', () => {
  const site = useSite();
  const open = (hash: string) => site.open(hash);

  test('the games page lists every built-in model with links to each page', async () => {
    const page = await open('/games/');
    // The list or an error, whichever comes: a failure then says what the page said.
    await page.locator('ul.games, main p.error').first().waitFor({ timeout: WAIT });
    expect(await page.locator('main p.error').allInnerTexts()).toEqual([]);
    expect(await page.locator('ul.games > li').count()).toBe(builtIn);
    const pig = page.locator('li[data-model="pig"]');
    expect(await pig.locator('h2').innerText()).toBe('Pig');
    expect(await pig.locator('a').allInnerTexts()).toEqual(['Check', 'Play', 'Diagram']);
    await page.screenshot({ path: `${shots}games.png`, fullPage: true });
    await page.close();
  });

  test('validator → player: Pig checks with 20 of 20 games, is played by hand to the end, travels in time, and its link reopens it', async () => {
    const page = await open('/validate/');
    await page.selectOption('select[aria-label="Start from"]', 'pig');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => page.locator('.games-line strong').innerText(), { timeout: WAIT }).toBe('20 of 20');
    expect(await page.locator('.report h2').innerText()).toBe('Pig: 0 errors, 0 warnings');
    expect(await page.locator('pre.tree').innerText()).toContain('Throw or stop: roll | stop');
    await page.screenshot({ path: `${shots}validator.png` });

    await page.getByRole('link', { name: 'Open in the player' }).click();
    await settled(page);
    expect(await page.locator('.question h2').innerText()).toBe('Player 0 decides at step choice');
    // The action's label and its id.
    expect(await page.locator('.options button').allInnerTexts()).toEqual(['Throw the die (roll)', 'Bank the pot (stop)']);

    let link = '';
    let atLink = '';
    for (let n = 0; n < 300 && (await page.locator('.question').count()) > 0; n++) {
      if (n === 3) {
        // Three questions back and three forward: the same question, log and table.
        const before = await gameText(page);
        for (let k = 0; k < 3; k++) {
          await page.getByRole('button', { name: '◀ Back' }).click();
          await settled(page);
        }
        expect(await gameText(page)).not.toBe(before);
        for (let k = 0; k < 3; k++) {
          await page.getByRole('button', { name: 'Forward ▶' }).click();
          await settled(page);
        }
        expect(await gameText(page)).toBe(before);
        link = page.url();
        atLink = before;
        await page.screenshot({ path: `${shots}player.png` });
      }
      // Throw once, then bank: player 0 scores now and then, and the game comes to its end.
      await page.locator(`.options button[data-option="${n % 2 === 0 ? 'roll' : 'stop'}"]`).click();
      await settled(page);
    }
    // Who won, then how the game ended and the returns.
    expect(await page.locator('.end h2').innerText()).toMatch(/^Player [01] wins$/);
    const won = Number(/Player (\d)/.exec(await page.locator('.end h2').innerText())![1]);
    expect(await page.locator('.end p').innerText()).toBe(
      `The game is over: reached_goal. Returns: player 0: ${won === 0 ? 1 : -1}, player 1: ${won === 0 ? -1 : 1}`,
    );

    expect(link).toMatch(/\/play\/\?model=pig&seed=1&players=you%2Crandom&answers=\d\.\d\.\d$/);
    const again = await open(link.slice(site.origin.length));
    await settled(again);
    expect(await gameText(again)).toBe(atLink);
    await again.close();
    await page.close();
  });

  test('the player draws the table of other kinds of model', async () => {
    for (const [model, shot] of [
      ['lily-pond', 'player-board'],
      ['three-tricks', 'player-cards'],
    ] as const) {
      const page = await open(`/play/?model=${model}&seed=2&players=you,random`);
      await settled(page);
      expect(await page.locator('.question h2').innerText()).toMatch(/^Player 0 decides at /);
      await page.screenshot({ path: `${shots}${shot}.png` });
      // Without a view file the automatic layout is shown (boards come with views; test/table.test.tsx draws one).
      expect(await page.locator('.table .slot').count()).toBeGreaterThan(0);
      await page.close();
    }
  });

  test('the chess board shows 32 pieces, and the from and to squares of the last moves after a move', async () => {
    const page = await open('/play/?model=chess&seed=1&players=you,random');
    await settled(page);
    expect(await page.locator('svg.board .piece').count()).toBe(32);
    expect(await page.locator('svg.board .board-cell.changed').count()).toBe(0);
    await page.locator('.options button').first().click();
    await settled(page);
    // Player 0's move and the reply: two squares left, two taken.
    expect(await page.locator('svg.board .board-cell.changed').count()).toBe(4);
    expect(await page.locator('svg.board .piece').count()).toBe(32);
    await page.screenshot({ path: `${shots}player-chess.png` });
    await page.close();
  });

  test('Ctrl+Enter checks; clicking an error puts the cursor on its line', async () => {
    const page = await open('/validate/');
    const broken = readFileSync(fileURLToPath(new URL('../../../models/pig.yaml', import.meta.url)), 'utf8').replace(
      'num_players: 2',
      'num_players: 0',
    );
    await reloadWith(page, 'tabletwin.model', broken);
    await page.locator('.cm-content[aria-label="Model"]').click();
    await page.keyboard.press('Control+Enter');
    const first = page.locator('.findings li.error button').first();
    await first.waitFor({ timeout: WAIT });
    const line = Number(/^line (\d+)/.exec(await first.innerText())?.[1]);
    expect(broken.split('\n')[line - 1]).toBe('num_players: 0');
    await first.click();
    expect(await page.locator('.cm-content[aria-label="Model"] .cm-activeLine').innerText()).toBe('num_players: 0');
    await page.close();
  });

  test('the diagram page draws the model with its steps and offers the SVG', async () => {
    const page = await open('/diagram/?model=pig');
    const img = page.locator('img.track');
    await img.waitFor();
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 200), { timeout: WAIT })
      .toBe(true);
    expect(await page.locator('pre.tree').innerText()).toContain('- Throw or stop: roll | stop');
    const download = page.getByRole('link', { name: 'Download SVG' });
    expect(await download.getAttribute('download')).toBe('pig.svg');
    expect(await download.getAttribute('href')).toMatch(/^blob:/);
    await page.screenshot({ path: `${shots}diagram.png`, fullPage: true });
    await page.close();
  });

  test('a game that never ends is stopped after 10 s, and the page still answers', async () => {
    const page = await open('/games/');
    // Endless rounds of coin tosses: it stays under the engine's own guards, so only the kill switch ends it.
    const endless = readFileSync(fileURLToPath(new URL('fixtures/endless.yaml', import.meta.url)), 'utf8');
    await page.evaluate((t) => localStorage.setItem('tabletwin.model', t), endless);
    await page.goto(`${site.origin}/play/?model=yours&seed=1&players=random`);
    await expect.poll(() => page.locator('.stopped').count(), { timeout: WAIT }).toBe(1);
    expect(await page.locator('.stopped').innerText()).toBe('stopped after 10 s: does the model end?');
    await page.selectOption('select[aria-label="Model"]', 'pig');
    await settled(page);
    expect(await page.locator('.question h2').innerText()).toBe('Player 0 decides at step choice');
    await page.close();
  });

  test('the Content-Security-Policy blocks inline scripts, and no request leaves the origin', async () => {
    const page = await open('/games/');
    await page.locator('ul.games > li').first().waitFor();
    const before = [...site.violations];
    const result = await page.evaluate(async () => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective));
      const s = document.createElement('script');
      s.textContent = 'window.inlineRan = true;';
      document.body.append(s);
      let fetched = 'no error';
      try {
        await fetch('https://example.com/');
      } catch (e) {
        fetched = String(e);
      }
      return { ran: (window as unknown as { inlineRan?: boolean }).inlineRan === true, fetched };
    });
    // The violation events come as tasks of their own: wait for them rather than for a fixed time.
    await expect
      .poll(() => page.evaluate(() => [...new Set((window as unknown as { seen: string[] }).seen)].sort()), { timeout: WAIT })
      .toEqual(['connect-src', 'script-src-elem']);
    expect(result.ran).toBe(false);
    expect(result.fetched).toContain('Failed to fetch');
    // Every page above only ever asked the site itself.
    expect(site.outside).toEqual([]);
    expect(before.map((v) => v.slice(0, 160))).toEqual([]);
    await page.close();
  });
});
