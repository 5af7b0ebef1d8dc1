// What every end-to-end file shares: the built site served on a free loopback port, Debian's
// Chromium, pages that record requests leaving the origin, and waits. dist/ is built once for the
// whole run by test/e2e/build.ts (vitest's global setup).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
// @ts-expect-error plain JavaScript module without types
import { serve } from '../../scripts/serve.mjs';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const app = fileURLToPath(new URL('../..', import.meta.url));
/** Where the tests save screenshots: an ignored folder, so a run leaves git's tree alone; `npm run screenshots` copies them to screenshots/. */
export const shots = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
export const repoFile = (path: string): string => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));

/**
 * How long a test waits for one thing the page does (an element, an event, a game replayed): a
 * guard against a hang, not a measure of speed, so generous enough for a machine whose cores are
 * all busy. Playwright's actions get it too (their default is 30 s).
 */
export const WAIT = 120_000;

/** The two sizes every point of the site is checked at: a phone (390 px wide) and a desktop window. */
export const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 860 },
] as const;
export type Size = (typeof SIZES)[number];

export interface Site {
  origin: string;
  browser: Browser;
  /** Every request a page made that did not go to the site's origin (blob: and data: URLs are the page's own). */
  outside: string[];
  /** Console messages about the Content-Security-Policy. */
  violations: string[];
  open(hash: string, context?: BrowserContext, size?: Size): Promise<Page>;
  /** Every request the server got, as `METHOD path`, in order. */
  requests: string[];
}

/** Serves dist/ and starts Chromium for the file that calls it (inside its describe block). */
export function useSite(): Site {
  let server: Server;
  const site = { outside: [], violations: [], requests: [] } as unknown as Site;
  site.open = async (hash, context, size = SIZES[1]) => {
    const page = await (context ?? site.browser).newPage({ viewport: { width: size.width, height: size.height } });
    page.setDefaultTimeout(WAIT);
    page.on('request', (r) => {
      const u = r.url();
      if (!u.startsWith(site.origin) && !u.startsWith('blob:') && !u.startsWith('data:')) site.outside.push(u);
    });
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) site.violations.push(m.text());
    });
    await page.goto(`${site.origin}${hash}`);
    return page;
  };
  beforeAll(async () => {
    let url: string;
    ({ server, url } = await serve(`${app}dist`, 0, '127.0.0.1', {
      onRequest: (method: string, target: string) => site.requests.push(`${method} ${target}`),
    }));
    site.origin = url.replace(/\/$/, '');
    mkdirSync(shots, { recursive: true });
    site.browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  });
  afterAll(async () => {
    await site.browser?.close();
    await new Promise((done) => server?.close(done));
  });
  return site;
}

/** The page's address from the site's root, with its query: `/play/?model=pig&seed=1`. */
export const address = (page: Page): string => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};

/** Waits until the player shows the game its link names. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const s = document.querySelector<HTMLElement>('section.player');
      return s !== null && s.dataset['ready'] !== '' && s.dataset['ready'] === s.dataset['key'];
    },
    undefined,
    { timeout: WAIT },
  );
}

/** The question, log and table as text; the track of the rules is left out (it comes in its own job, so a fresh page may not have it yet). */
export const gameText = (page: Page): Promise<string> =>
  page.locator('section.player .columns').evaluate((el) => {
    const track = el.querySelector<HTMLElement>('.track-area');
    const all = (el as HTMLElement).innerText;
    // Without the track's words, and without the blank lines its box leaves (drawn or not yet).
    return (track === null ? all : all.replace(track.innerText, '')).replace(/\n{2,}/g, '\n').trimEnd();
  });

/**
 * Puts `text` in the page's storage under `key` and reloads. The validator stores the text it opened
 * with once it has mounted, which can come after the load event on a busy machine: the editor being
 * there says it has, so that store cannot land on top of this one.
 */
export async function reloadWith(page: Page, key: string, text: string): Promise<void> {
  await page.locator('.cm-content[aria-label="Model"]').waitFor({ timeout: WAIT });
  await page.evaluate(([k, t]) => localStorage.setItem(k!, t!), [key, text]);
  await page.reload();
}

/** A real paste: a ClipboardEvent with the text, into an editor's content (inside its shadow root), replacing what it held. */
export async function paste(page: Page, text: string, editor = 'Model'): Promise<void> {
  const content = page.locator(`.cm-content[aria-label="${editor}"]`);
  await content.click();
  await page.keyboard.press('Control+A');
  await content.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const AXE = readFileSync(`${app}node_modules/axe-core/axe.min.js`, 'utf8');

/**
 * axe-core's serious and critical violations on the page as it is, one line each (`rule: target`).
 * The script is evaluated through the debugging protocol, which the page's policy does not govern.
 */
export async function axeProblems(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}
interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** How much wider than its window the page is (0: it fits). */
export const overflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
