// Random games per second for every model of the library, through the engine's API (loadModel
// once, then playGame with two random players per seed, as the engine's acceptance test does).
// Run with `pnpm bench` in models/ (uses the built packages); `node dist-bench/games.bench.js
// frontier` runs only the models whose file name contains that text.
// Absolute rates on a shared machine are noise. So each model is timed in many short turns with
// Pig, the smallest model, and the table also gives the ratio of the two rates measured side by
// side (totals over all turns): how many Pig games one game of the model costs.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel, playGame, randomPlayer, type Model } from '@tabletwin/engine';

const TIME_MS = Number(process.env['BENCH_TIME'] ?? 1500);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 20);
const here = dirname(fileURLToPath(import.meta.url));
const library = resolve(here, '..');

/** One seeded game with random players; its number of requests. */
function game(model: Model, seed: number): number {
  const players = Array.from({ length: model.numPlayers }, (_, p) => randomPlayer(seed * 100 + p));
  return playGame(model, { seed, players, maxRequests: 5_000 }).requests;
}

interface Tally {
  games: number;
  requests: number;
  ms: number;
}

/** Plays `model` for about `ms` (at least one game), seeds going on from `t.games + 1`, into `t`. */
function timed(model: Model, ms: number, t: Tally): void {
  const t0 = process.hrtime.bigint();
  let elapsed = 0;
  do {
    t.requests += game(model, t.games + 1);
    t.games++;
    elapsed = Number(process.hrtime.bigint() - t0) / 1e6;
  } while (elapsed < ms);
  t.ms += elapsed;
}

const tally = (): Tally => ({ games: 0, requests: 0, ms: 0 });

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
  // Warm-up, then turns: a busy spell of the machine slows both alike.
  timed(model, TIME_MS / 4, tally());
  timed(pig, TIME_MS / 4, tally());
  const m = tally();
  const p = tally();
  for (let r = 0; r < ROUNDS; r++) {
    timed(model, TIME_MS / ROUNDS / 2, m);
    timed(pig, TIME_MS / ROUNDS / 2, p);
  }
  const g = (m.games / m.ms) * 1000;
  const ratio = p.games / p.ms / (m.games / m.ms);
  console.log(
    `${f.replace(/\.yaml$/, '').padEnd(16)} ${g.toFixed(g < 100 ? 1 : 0).padStart(9)} ${(m.requests / m.games).toFixed(0).padStart(13)} ${((m.requests / m.ms) * 1000).toFixed(0).padStart(10)} ${ratio.toFixed(1).padStart(18)}`,
  );
}
