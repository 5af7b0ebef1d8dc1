// The site's benchmark, in Debian's Chromium against the built site (build first: npm run build).
// Prints a Markdown table: Check → full report for hex-skirmish; questions and frames per second
// while a hex-skirmish game is stepped through as fast as the page answers; simulation games per
// second with one worker and with one per core. Figures are medians of a few runs.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const CHROMIUM = '/usr/bin/chromium';
const dist = fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(CHROMIUM) || !existsSync(`${dist}/index.html`)) {
  console.log(`skipped: needs ${CHROMIUM} and a built site (npm run build)`);
  process.exit(0);
}
const RUNS = Number(process.env.RUNS ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { server, url } = await serve(dist, 0);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });

/** Milliseconds from the click on Check to the report with its test games on the page. */
async function checkTime(model) {
  await page.goto(`${url}#/validator?model=${model}`);
  await page.getByRole('button', { name: 'Check' }).waitFor();
  return page.evaluate(
    () =>
      new Promise((done) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Check');
        const t0 = performance.now();
        const seen = () => document.querySelector('.games-line strong') !== null;
        new MutationObserver((_, obs) => {
          if (seen()) {
            obs.disconnect();
            done(performance.now() - t0);
          }
        }).observe(document.body, { subtree: true, childList: true });
        button.click();
      }),
  );
}

/** Steps a game by clicking the first option at every question of seat 0 for `seconds`: questions per second and frames per second. */
async function stepping(model, seconds) {
  await page.goto(`${url}#/player?model=${model}&seed=1&players=you`);
  await page.locator('.options button').first().waitFor({ timeout: 60_000 });
  return page.evaluate(
    (ms) =>
      new Promise((done) => {
        let frames = 0;
        let questions = 0;
        const t0 = performance.now();
        const frame = () => {
          frames++;
          if (performance.now() - t0 < ms) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
        const section = () => document.querySelector('section.player');
        const step = () => {
          const elapsed = performance.now() - t0;
          const s = section();
          if (elapsed >= ms || s.querySelector('.end') !== null) {
            done({ questions: (questions * 1000) / elapsed, fps: (frames * 1000) / elapsed, answered: questions });
            return;
          }
          const ready = s.dataset.ready !== '' && s.dataset.ready === s.dataset.key;
          const button = s.querySelector('.options button');
          if (ready && button !== null && !button.disabled && s.dataset.clicked !== s.dataset.key) {
            s.dataset.clicked = s.dataset.key;
            questions++;
            button.click();
          }
          setTimeout(step, 0);
        };
        step();
      }),
    seconds * 1000,
  );
}

/** Games per second of a simulation of `games` games on `workers` workers, as the page reports it. */
async function simulation(model, games, workers) {
  await page.goto(`${url}#/player?tab=simulate&model=${model}`);
  await page.locator('input[aria-label="Workers"]').waitFor({ timeout: 60_000 });
  await page.locator('input[aria-label="Games"]').fill(String(games));
  await page.locator('input[aria-label="Workers"]').fill(String(workers));
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  const count = page.locator('[data-testid="sim-count"]');
  await page.waitForFunction(
    () => /games\/s\)/.test(document.querySelector('[data-testid="sim-count"]')?.textContent ?? ''),
    undefined,
    {
      timeout: 600_000,
    },
  );
  return Number(/\((\d+) games\/s\)/.exec(await count.innerText())[1]);
}

const cores = await page.evaluate(() => navigator.hardwareConcurrency);
const rows = [];
const check = [];
for (let i = 0; i < RUNS; i++) check.push(await checkTime('hex-skirmish'));
rows.push(['Check → full report, hex-skirmish (validation and 20 test games)', `${Math.round(median(check))} ms`]);
const steps = [];
for (let i = 0; i < RUNS; i++) steps.push(await stepping('hex-skirmish', 10));
rows.push([
  'Stepping hex-skirmish as fast as the page answers: questions per second',
  median(steps.map((s) => s.questions)).toFixed(1),
]);
rows.push(['… frames per second meanwhile (requestAnimationFrame)', median(steps.map((s) => s.fps)).toFixed(0)]);
for (const [model, games] of [
  ['pig', 40_000],
  ['hex-skirmish', 1000],
]) {
  const one = [];
  const all = [];
  for (let i = 0; i < RUNS; i++) {
    one.push(await simulation(model, games, 1));
    all.push(await simulation(model, games, cores));
  }
  rows.push([`Simulate ${model}, ${games} random games: games/s on 1 worker`, String(median(one))]);
  rows.push([`… on ${cores} workers (one per core)`, `${median(all)} (×${(median(all) / median(one)).toFixed(2)})`]);
}
console.log(`| What (Chromium ${browser.version()}, ${cores} cores, median of ${RUNS}) | Figure |\n|---|---|`);
for (const [what, figure] of rows) console.log(`| ${what} | ${figure} |`);
await browser.close();
server.close();
