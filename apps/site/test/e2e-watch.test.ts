// Watching computer seats and the site's words, in Chromium, on a phone and on a desktop: a game
// with no seat of yours steps question by question (Forward, Back, Play, a link to a step), the end
// says who won, option buttons show the action's label and id, counts have their plural, the model
// menus show label and file id sorted by label, and a live region announces each new question.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { play } from '../src/worker/play.js';
import { address, hasChromium, repoFile, settled, shots, SIZES, useSite, WAIT } from './e2e/harness.js';

const counter = (page: Page): Promise<string> => page.locator('[data-testid="counter"]').innerText();
const pig = readFileSync(repoFile('models/pig.yaml'), 'utf8');
const pigTactic = readFileSync(repoFile('models/tactics/pig-tactic.yaml'), 'utf8');
const WATCHED = ['tactic:models/tactics/pig-tactic.yaml', 'random'];
/** The watched game played in Node: its decisions and who won. */
const whole = play({
  text: pig,
  view: null,
  tactics: [['models/tactics/pig-tactic.yaml', pigTactic]],
  seed: 1,
  players: WATCHED,
  answers: [],
  step: 1_000_000,
});

/** Every built-in model as the menus show it: `Label (id)`, sorted by label. */
const menu = readdirSync(repoFile('models'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => ({
    id: f.replace(/\.yaml$/, ''),
    label: (parse(readFileSync(repoFile(`models/${f}`), 'utf8')) as { label?: string }).label,
  }))
  .sort(
    (a, b) =>
      (a.label ?? a.id).toLowerCase().localeCompare((b.label ?? b.id).toLowerCase(), 'en') || a.id.localeCompare(b.id, 'en'),
  )
  .map((m) => (m.label !== undefined && m.label !== m.id ? `${m.label} (${m.id})` : m.id));

describe.skipIf(!hasChromium)('watching and words', () => {
  const site = useSite();

  for (const size of SIZES) {
    test(`${size.name}: a game of computer seats, decision by decision, to the end that says who won`, async () => {
      const steps = whole.watch!.steps!;
      expect(steps).toBeGreaterThan(3);
      const page = await site.open(`/play/?model=pig&seed=1&players=${WATCHED.join(',')}`, undefined, size);
      await settled(page);
      expect(await counter(page)).toMatch(/^Decision 1 · \d+ requests? answered so far$/);
      expect(await page.locator('.question.watched h2').innerText()).toBe('Player 0 decides at step choice');
      expect(await page.locator('.question.watched .chosen').innerText()).toMatch(
        /^It chooses (Throw the die \(roll\)|Bank the pot \(stop\)) \(Forward plays it\), of 2 options\.$/,
      );
      expect(await page.getByRole('button', { name: '◀ Back' }).isDisabled()).toBe(true);
      const chosen = await page.locator('.question.watched .chosen strong').innerText();
      await page.getByRole('button', { name: 'Forward ▶' }).click();
      await settled(page);
      expect(address(page)).toContain('step=1');
      expect(await counter(page)).toMatch(/^Decision 2 · /);
      expect(await page.locator('.log li').first().innerText()).toBe(`Player 0 chose ${chosen} (at step choice)`);
      await page.getByRole('button', { name: '◀ Back' }).click();
      await settled(page);
      expect(address(page)).not.toContain('step=');

      // Play steps on by itself; Pause stops it.
      await page.getByRole('button', { name: '▶ Play' }).click();
      await expect.poll(() => counter(page), { timeout: WAIT }).toMatch(/^Decision [3-9]/);
      await page.getByRole('button', { name: '❚❚ Pause' }).click();
      if (size.name === 'phone') await page.screenshot({ path: `${shots}phone-watch.png` });

      // The last step: the end, in words, with the returns below.
      await page.goto(`${site.origin}/play/?model=pig&seed=1&players=${WATCHED.join(',')}&step=${steps}`);
      await settled(page);
      const end = whole.end as unknown as { returns: number[]; reason: string };
      const winner = end.returns.indexOf(Math.max(...end.returns));
      expect(await page.locator('.end h2').innerText()).toBe(`Player ${winner} wins`);
      expect(await page.locator('.end p').innerText()).toBe(
        `The game is over: reached_goal. Returns: ${end.returns.map((r, i) => `player ${i}: ${r}`).join(', ')}`,
      );
      expect(await counter(page)).toBe(`${steps} decisions: the end · ${whole.requests} requests answered so far`);
      expect(await page.getByRole('button', { name: 'Forward ▶' }).isDisabled()).toBe(true);
      expect(await page.locator('[data-testid="announce"]').innerText()).toBe(`Player ${winner} wins`);
      await page.close();
    });

    test(`${size.name}: option buttons, plurals, the menus of models, and the live region`, async () => {
      const page = await site.open('/play/?model=pig&seed=1&players=you,random', undefined, size);
      await settled(page);
      expect(await page.locator('.options button').allInnerTexts()).toEqual(['Throw the die (roll)', 'Bank the pot (stop)']);
      const first = play({ text: pig, view: null, tactics: [], seed: 1, players: ['you', 'random'], answers: [] });
      expect(await counter(page)).toBe(
        `Question 1 · ${first.requests} request${first.requests === 1 ? '' : 's'} answered so far`,
      );
      // The live region says the question; it is polite, so a screen reader says it after what it is saying.
      const live = page.locator('[data-testid="announce"]');
      expect([await live.getAttribute('role'), await live.getAttribute('aria-live'), await live.innerText()]).toEqual([
        'status',
        'polite',
        'Player 0 decides at step choice',
      ]);
      expect(await page.locator('section.player select[aria-label="Model"] option').allInnerTexts()).toEqual(menu);
      await page.goto(`${site.origin}/validate/`);
      await page.locator('select[aria-label="Start from"]').waitFor();
      expect((await page.locator('select[aria-label="Start from"] option').allInnerTexts()).slice(1)).toEqual(menu);
      await page.goto(`${site.origin}/diagram/?model=pig`);
      await page.locator('section.diagram select[aria-label="Model"]').waitFor();
      expect(await page.locator('section.diagram select[aria-label="Model"] option').allInnerTexts()).toEqual(menu);
      await page.close();
    });
  }
});
