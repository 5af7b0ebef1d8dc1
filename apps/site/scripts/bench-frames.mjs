// `npm run bench:frames`: how free the page's thread stays while the simulate tab runs 20,000 games
// of Pig on one worker per core: the gaps between animation frames (median, 95th percentile,
// largest) and the time the thread spent in long tasks (over 50 ms). A measurement for the README's
// benchmark table, not a test: it prints figures and never fails on them. Build first
// (npm run build); DIST=<folder> measures another build, GAMES and RUNS change the run.
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const CHROMIUM = '/usr/bin/chromium';
const dist = process.env.DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(CHROMIUM) || !existsSync(`${dist}/index.html`)) {
  console.log(`skipped: needs ${CHROMIUM} and a built site (npm run build)`);
  process.exit(0);
}
const GAMES = Number(process.env.GAMES ?? 20_000);
const RUNS = Number(process.env.RUNS ?? 3);
/** CONTROL=1: the same page for 5 s with no run, the frame gaps the machine's load alone gives. */
const CONTROL = process.env.CONTROL === '1';
/** Workers for the run: the page's own choice (one per core) unless WORKERS says. */
const WORKERS = process.env.WORKERS;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { server, url } = await serve(dist, 0);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });

/** One run: frame gaps and long tasks on the page's thread from the click on Simulate to the final count. */
async function run() {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${url}#/player?tab=simulate&model=pig`);
  await page.locator('input[aria-label="Games"]').fill(String(GAMES));
  if (WORKERS !== undefined) await page.locator('input[aria-label="Workers"]').fill(WORKERS);
  const workers = await page.locator('input[aria-label="Workers"]').inputValue();
  const button = page.getByRole('button', { name: 'Simulate', exact: true });
  await button.waitFor();
  const figures = await page.evaluate(
    (control) =>
      new Promise((done) => {
        const frames = [];
        let long = 0;
        const t0 = performance.now();
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) long += e.duration;
        });
        observer.observe({ type: 'longtask' });
        const finished = control
          ? () => performance.now() - t0 > 5000
          : () => /games\/s\)/.test(document.querySelector('[data-testid="sim-count"]')?.textContent ?? '');
        const frame = (t) => {
          frames.push(t);
          if (!finished()) {
            requestAnimationFrame(frame);
            return;
          }
          observer.disconnect();
          const gaps = frames
            .slice(1)
            .map((f, i) => f - frames[i])
            .sort((a, b) => a - b);
          const at = (q) => gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))];
          done({ ms: performance.now() - t0, p50: at(0.5), p95: at(0.95), max: gaps.at(-1), long, frames: frames.length });
        };
        requestAnimationFrame(frame);
        if (!control) [...document.querySelectorAll('button')].find((b) => b.textContent === 'Simulate').click();
      }),
    CONTROL,
  );
  await page.close();
  return { ...figures, workers: Number(workers) };
}

const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await run());
const m = (k) => median(runs.map((r) => r[k]));
console.log(
  `${CONTROL ? 'No run (control), ' : ''}Pig, ${GAMES} games, ${m('workers')} workers on ${cpus().length} cores, Chromium ${browser.version()}, median of ${RUNS} (load average ${loadavg()[0].toFixed(1)}):`,
);
console.log(`| run time | frame gap p50 | p95 | largest | page thread in long tasks |`);
console.log(
  `| ${(m('ms') / 1000).toFixed(1)} s | ${m('p50').toFixed(0)} ms | ${m('p95').toFixed(0)} ms | ${m('max').toFixed(0)} ms | ${(m('long') / 1000).toFixed(2)} s |`,
);
for (const r of runs) console.log(JSON.stringify(Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Math.round(v)]))));
await browser.close();
server.close();
