// Both cores (part of `pnpm bench`, after `pnpm build`): `tabletwin simulate models/pig.yaml
// --games 200000` on 1 and on 2 workers, as a person runs it (a process each, start-up included),
// next to the reference of the same machine at the same moment: a plain busy loop split over 1 and
// 2 threads of a process. The machine is shared, so every ratio is taken within one round (1
// worker, 2 workers, the loop on 1 and on 2 threads, one after the other; the order alternates
// between rounds) and the load is printed with it: the load average, and the cores the rest of the
// machine used meanwhile (from /proc/stat, less what our runs used).
// Per run: games/s as simulate prints it (the games, from the first chunk sent to the last one
// counted), the wall time of the whole command, and the time outside the games (start-up, the
// check, threads starting, printing, exit). The JSON of the 1- and 2-worker runs must be the same.
// "of the loop's" is the games' speed-up over the loop's: 100% when the games use the second core
// as well as plain arithmetic does. BENCH_GAMES (default 200,000), BENCH_ROUNDS (default 3) and
// BENCH_LOOP (the loop's iterations, default 1.5e9) change the size; BENCH_CLI runs another build's
// dist/main.js instead (an older checkout, to compare before and after in the same conditions).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const cli = process.env['BENCH_CLI'] ?? new URL('../dist/main.js', import.meta.url).pathname;
const pig = new URL('../../../models/pig.yaml', import.meta.url).pathname;
const GAMES = Number(process.env['BENCH_GAMES'] ?? 200_000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
/** Iterations of the loop on one thread (split in two halves on two threads). */
const LOOP = Number(process.env['BENCH_LOOP'] ?? 1.5e9);
const HZ = 100;

// Clock ticks: the machine's busy time, and what this process's finished children used.
const machineBusy = () => {
  if (!existsSync('/proc/stat')) return null;
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return f.reduce((a, b) => a + b, 0) - f[3] - f[4];
};
const childrenCpu = () => {
  if (!existsSync('/proc/self/stat')) return null;
  const s = readFileSync('/proc/self/stat', 'utf8');
  const f = s
    .slice(s.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return f[13] + f[14];
};

function run(args) {
  return new Promise((resolve, reject) => {
    const busy0 = machineBusy();
    const cpu0 = childrenCpu();
    const started = performance.now();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`node ${args.join(' ')} exited with ${code}`));
      const cpu = cpu0 === null ? null : (childrenCpu() - cpu0) / HZ;
      const others = busy0 === null ? null : ((machineBusy() - busy0) / HZ - cpu) / seconds;
      resolve({ out, seconds, cpu, others });
    });
  });
}

async function simulate(workers) {
  const r = await run([cli, 'simulate', pig, '--games', String(GAMES), '--workers', String(workers), '--json']);
  const json = JSON.parse(r.out);
  const { time, ...result } = json;
  return { ...r, games: time.seconds, rate: json.games / time.seconds, result: JSON.stringify(result) };
}

// The loop runs in worker threads of its own process; it prints the seconds from the first thread's
// start to the last one's end, so the ratio is the threads' alone, as for the games.
const loopCode = `const { Worker } = require('node:worker_threads');
const threads = Number(process.argv[1]);
const body = 'const { parentPort, workerData } = require("node:worker_threads"); let x = 0;' +
  'for (let i = 0; i < workerData; i++) x = (x * 31 + i) % 1000003; parentPort.postMessage(x);';
const t = performance.now();
Promise.all(Array.from({ length: threads }, () => new Promise((ok) =>
  new Worker(body, { eval: true, workerData: ${LOOP} / threads }).on('message', ok))))
  .then(() => console.log((performance.now() - t) / 1000));`;
async function loop(threads) {
  const r = await run(['-e', loopCode, String(threads)]);
  return { ...r, inner: Number(r.out) };
}

const fmt = (x, digits = 0) =>
  x === null ? 'n/a' : x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!existsSync(cli)) {
  console.log(`cores.bench: ${cli} is not built, skipped (run the build first)`);
  process.exit(0);
}
console.log(
  `Both cores: ${cli}, ${fmt(GAMES)} Pig games, random players; ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}; load average at the start ${loadavg()[0].toFixed(1)}`,
);
console.log(
  "| round | games/s, 1 worker | games/s, 2 workers | **2 / 1** | loop, 2 threads / 1 | of the loop's 2 / 1 | whole command, 1 / 2 workers | whole command 1 / 2 | outside the games, 1 / 2 workers | CPU, 1 / 2 workers | other cores busy | load |",
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
const rows = [];
for (let round = 1; round <= ROUNDS; round++) {
  const flip = round % 2 === 0;
  const one = flip ? null : await simulate(1);
  const two = await simulate(2);
  const oneAfter = one ?? (await simulate(1));
  const l1 = flip ? null : await loop(1);
  const l2 = await loop(2);
  const l1After = l1 ?? (await loop(1));
  if (oneAfter.result !== two.result) throw new Error('the 1- and 2-worker runs gave different results');
  const row = {
    speedUp: two.rate / oneAfter.rate,
    loop: l1After.inner / l2.inner,
    whole: oneAfter.seconds / two.seconds,
  };
  rows.push(row);
  const others = [oneAfter, two, l1After, l2].map((r) => r.others).filter((x) => x !== null);
  console.log(
    `| ${[
      round,
      fmt(oneAfter.rate),
      fmt(two.rate),
      `**${fmt(row.speedUp, 2)}×**`,
      `${fmt(row.loop, 2)}×`,
      `${fmt((100 * row.speedUp) / row.loop)}%`,
      `${fmt(oneAfter.seconds, 2)} s / ${fmt(two.seconds, 2)} s`,
      `${fmt(row.whole, 2)}×`,
      `${fmt(oneAfter.seconds - oneAfter.games, 2)} s / ${fmt(two.seconds - two.games, 2)} s`,
      `${fmt(oneAfter.cpu, 2)} s / ${fmt(two.cpu, 2)} s`,
      others.length === 0 ? 'n/a' : fmt(others.reduce((a, b) => a + b, 0) / others.length, 2),
      loadavg()[0].toFixed(1),
    ].join(' | ')} |`,
  );
}
console.log(
  `median over ${ROUNDS} rounds: 2 workers / 1 = ${fmt(median(rows.map((r) => r.speedUp)), 2)}×, the loop ${fmt(median(rows.map((r) => r.loop)), 2)}×, the whole command ${fmt(median(rows.map((r) => r.whole)), 2)}×`,
);
