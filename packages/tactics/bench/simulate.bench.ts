// Benchmark of simulations (run with `pnpm bench`, after `pnpm build`; uses the built packages):
// games per second played in this thread, and on 1 and 2 worker threads (a pool started for each
// run, so its start-up is included), the speed-up of the second worker, and the CPU time per game
// (all threads of the process), which shows the pool's own cost whatever else the machine runs:
// less the CPU of starting the pool (import, prepare, one game per thread), what is left is the
// cost per game on the threads, chunking and the transfer of results included.
// A control after each row: the speed-up of a second thread for work that shares nothing, so the
// pool's speed-up can be read against what the machine gives at that moment.
// Every run is checked to give the result played in this thread. Pig comes from the repository's
// models/; tic-tac-toe and the hex skirmish from ../shared/acceptance/models when it is there.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simulate, type SimulationSpec } from '@tabletwin/tactics';
import { simulateOn } from '@tabletwin/tactics/node';

const here = dirname(fileURLToPath(import.meta.url));
const ours = resolve(here, '../../../models');
const shared = process.env['TABLETWIN_MODELS'] ?? resolve(here, '../../../../shared/acceptance/models');
const SCALE = Number(process.env['BENCH_SCALE'] ?? 1);
/** Only the cases whose name contains this (for a quick run of one). */
const ONLY = process.env['BENCH_ONLY'] ?? '';

const cases: { name: string; spec: SimulationSpec }[] = [];
const pig = readFileSync(resolve(ours, 'pig.yaml'), 'utf8');
const tactic = readFileSync(resolve(ours, 'tactics/pig-tactic.yaml'), 'utf8');
cases.push({ name: 'pig.yaml, random vs random', spec: { model: pig, players: ['random'], games: 40_000 * SCALE, seed: 1 } });
cases.push({
  name: 'pig.yaml, hold at 8 vs random',
  spec: { model: pig, players: ['tactic:t.yaml', 'random'], files: { 't.yaml': tactic }, games: 40_000 * SCALE, seed: 1 },
});
for (const [file, games] of [
  ['tictactoe.yaml', 40_000],
  ['hex-skirmish.yaml', 400],
] as const) {
  const path = resolve(shared, file);
  if (existsSync(path))
    cases.push({
      name: `${file}, random`,
      spec: { model: readFileSync(path, 'utf8'), players: ['random'], games: games * SCALE, seed: 1 },
    });
  else console.log(`${file}: not found in ${shared}, skipped`);
}

interface Timed {
  seconds: number;
  /** CPU seconds of the whole process (every thread) during the run. */
  cpu: number;
}

async function timed(run: () => unknown): Promise<Timed> {
  const c = process.cpuUsage();
  const t = performance.now();
  await run();
  const used = process.cpuUsage(c);
  return { seconds: (performance.now() - t) / 1000, cpu: (used.user + used.system) / 1e6 };
}

/**
 * The control: what a second thread gains on this machine right now, for work that shares nothing
 * (a loop of arithmetic split over plain worker threads). Seconds for 1 and for 2 threads.
 */
async function control(): Promise<[number, number]> {
  const code = `const { parentPort, workerData } = require('node:worker_threads'); let x = 0;
    for (let i = 0; i < workerData; i++) x = (x * 31 + i) % 1000003; parentPort.postMessage(x);`;
  const run = async (threads: number): Promise<number> => {
    const t = performance.now();
    await Promise.all(
      Array.from(
        { length: threads },
        () => new Promise((ok) => new Worker(code, { eval: true, workerData: 4e8 / threads }).on('message', ok)),
      ),
    );
    return (performance.now() - t) / 1000;
  };
  return [await run(1), await run(2)];
}

const fmt = (x: number, digits = 0) =>
  x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const load = () => loadavg()[0]!.toFixed(1);

console.log(`2 worker runs and 1 worker runs alternate; load average (1 min) at the start: ${load()}`);
console.log(
  '| game | games | this thread | 1 worker | 2 workers | speed-up 2/1 | control: a loop on 1 and 2 threads | CPU ms per game: thread / 1 w / 2 w | the same less the start-up: 1 w / 2 w | pool start (wall, CPU): 1 w / 2 w | load |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const { name, spec } of cases) {
  if (!name.includes(ONLY)) continue;
  let expected = '';
  const thread = await timed(() => (expected = JSON.stringify(simulate(spec))));
  const runs: Record<number, Timed> = {};
  const starts: Record<number, Timed> = {};
  for (const workers of [1, 2]) {
    // The start-up alone: one game per thread.
    starts[workers] = await timed(() => simulateOn({ ...spec, games: workers }, { workers }, { chunkSize: 1 }));
    runs[workers] = await timed(async () => {
      const run = await simulateOn(spec, { workers });
      if (JSON.stringify(run.result) !== expected) throw new Error(`${name}: ${workers} worker(s) gave another result`);
    });
  }
  const rate = (t: Timed) => spec.games / t.seconds;
  const perGame = (t: Timed, start?: Timed) => fmt((1000 * (t.cpu - (start?.cpu ?? 0))) / spec.games, 3);
  const [c1, c2] = await control();
  console.log(
    `| ${[
      name,
      fmt(spec.games),
      `${fmt(rate(thread))}/s`,
      `${fmt(rate(runs[1]!))}/s`,
      `${fmt(rate(runs[2]!))}/s`,
      `${fmt(rate(runs[2]!) / rate(runs[1]!), 2)}×`,
      `${fmt(c1 / c2, 2)}×`,
      `${perGame(thread)} / ${perGame(runs[1]!)} / ${perGame(runs[2]!)}`,
      `${perGame(runs[1]!, starts[1])} / ${perGame(runs[2]!, starts[2])}`,
      `${fmt(starts[1]!.seconds, 2)} s, ${fmt(starts[1]!.cpu, 2)} s / ${fmt(starts[2]!.seconds, 2)} s, ${fmt(starts[2]!.cpu, 2)} s`,
      load(),
    ].join(' | ')} |`,
  );
}
