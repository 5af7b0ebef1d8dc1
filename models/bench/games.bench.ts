// Random games per second for every model of the library, through the engine's API (loadModel
// once, then playGame with two random players per seed, as the engine's acceptance test does).
// Run with `pnpm bench` in models/ (uses the built packages); `node dist-bench/games.bench.js
// frontier` runs only the models whose file name contains that text.
// Absolute rates on a shared machine are noise. So each model is timed in turns with Pig, the
// smallest model, and the table gives the ratio of the two rates measured side by side: how
// many Pig games one game of the model costs.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel, playGame, randomPlayer, type Model } from '@tabletwin/engine';

const TIME_MS = Number(process.env['BENCH_TIME'] ?? 1500);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
const here = dirname(fileURLToPath(import.meta.url));
const library = resolve(here, '..');

/** One seeded game with random players; its number of requests. */
function game(model: Model, seed: number): number {
  const players = Array.from({ length: model.numPlayers }, (_, p) => randomPlayer(seed * 100 + p));
  return playGame(model, { seed, players, maxRequests: 5_000 }).requests;
}

interface Rate {
  games: number;
  requests: number;
}

/** Games and requests per second of `model` for about `ms`, seeds going on from `at.seed`. */
function timed(model: Model, ms: number, at: { seed: number }): Rate {
  const t0 = process.hrtime.bigint();
  let games = 0;
  let requests = 0;
  let elapsed = 0;
  do {
    requests += game(model, at.seed++);
    games++;
    elapsed = Number(process.hrtime.bigint() - t0) / 1e6;
  } while (elapsed < ms);
  return { games: (games / elapsed) * 1000, requests: (requests / elapsed) * 1000 };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const pig = loadModel(readFileSync(resolve(library, 'pig.yaml'), 'utf8'));
const only = process.argv[2];
const files = readdirSync(library)
  .filter((f) => f.endsWith('.yaml') && (only === undefined || f.includes(only)))
  .sort();

console.log(
  `${'model'.padEnd(16)} ${'games/s'.padStart(9)} ${'requests/game'.padStart(13)} ${'requests/s'.padStart(10)} ${'Pig games per game'.padStart(18)}`,
);
for (const f of files) {
  const model = loadModel(readFileSync(resolve(library, f), 'utf8'));
  const m = { seed: 1 };
  const p = { seed: 1 };
  timed(model, TIME_MS / 4, m);
  timed(pig, TIME_MS / 4, p);
  const games: number[] = [];
  const requests: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const a = timed(model, TIME_MS / ROUNDS, m);
    const b = timed(pig, TIME_MS / ROUNDS, p);
    games.push(a.games);
    requests.push(a.requests);
    ratios.push(b.games / a.games);
  }
  const g = median(games);
  const rq = median(requests);
  console.log(
    `${f.replace(/\.yaml$/, '').padEnd(16)} ${g.toFixed(g < 100 ? 1 : 0).padStart(9)} ${(rq / g).toFixed(0).padStart(13)} ${rq.toFixed(0).padStart(10)} ${median(ratios).toFixed(1).padStart(18)}`,
  );
}
