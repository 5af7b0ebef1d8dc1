// Benchmark of tableOf: the table of every position of a random game, as player 0 sees it, with
// the previous table for the change marks (what the player computes after each request). The
// floor is the least any table needs: the viewer's state as plain data (game.view(0) + toJS).
// Run with `pnpm bench` (uses the built packages). Absolute times on a shared machine are noise;
// the ratio is what we compare. Both are measured in turns, ROUNDS rounds each, medians printed.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel, newGame, randomPlayer, sampleChance, type Game, type Model } from '@tabletwin/engine';
import { toJS, type Value } from '@tabletwin/expr';
import { loadView, tableOf, type Table, type View } from '@tabletwin/views';
import { HEX_VIEW, SIXTY_VIEW, sixtyModel } from './sixty.js';

const TIME_MS = Number(process.env['BENCH_TIME'] ?? 2000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);
const here = dirname(fileURLToPath(import.meta.url));
const models = process.env['TABLETWIN_MODELS'] ?? resolve(here, '../../../../shared/acceptance/models');

/** Every position of one random game (a copy at each request), up to `max`. */
function positions(model: Model, seed: number, max: number): Game[] {
  const g = newGame(model, { seed });
  const player = randomPlayer(seed);
  const out: Game[] = [];
  for (let k = 0; k < max; k++) {
    const r = g.request();
    out.push(g.clone());
    if (r.kind === 'end') break;
    g.answer(r.kind === 'chance' ? sampleChance(g) : player.choose(r, g));
  }
  return out;
}

/** Calls per second of `work(i)` (i cycles through the positions) over about `ms`. */
function timed(work: (i: number) => unknown, n: number, ms: number): number {
  const t0 = process.hrtime.bigint();
  let calls = 0;
  let elapsed = 0;
  do {
    for (let k = 0; k < n; k++) (work(k), calls++);
    elapsed = Number(process.hrtime.bigint() - t0) / 1e6;
  } while (elapsed < ms);
  return (calls / elapsed) * 1000;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

function measure(name: string, games: Game[], view: View | null): string {
  let previous: Table | null = null;
  const tables = (i: number): Table => {
    const t = tableOf(games[i]!, view, { viewer: 0, previous: i === 0 ? null : previous });
    previous = t;
    return t;
  };
  const floor = (i: number): unknown => {
    const v = games[i]!.view(0);
    return { vars: toJS(v.vars), zones: toJS(v.zones as unknown as Value) };
  };
  timed(tables, games.length, TIME_MS / 4);
  timed(floor, games.length, TIME_MS / 4);
  const a: number[] = [];
  const b: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    a.push(timed(tables, games.length, TIME_MS / ROUNDS));
    b.push(timed(floor, games.length, TIME_MS / ROUNDS));
  }
  const us = 1e6 / median(a);
  const usFloor = 1e6 / median(b);
  return `| ${name} | ${games.length} | ${us.toFixed(1)} | ${usFloor.toFixed(1)} | ${(us / usFloor).toFixed(1)}× |`;
}

function main(): void {
  console.log(`${ROUNDS} rounds of tableOf and its floor in turns, medians (node ${process.version})`);
  console.log('');
  console.log('| game | positions | µs per tableOf | µs per floor (view + toJS) | tableOf slower by |');
  console.log('|---|---|---|---|---|');
  const hexFile = resolve(models, 'hex-skirmish.yaml');
  if (existsSync(hexFile)) {
    console.log(measure('hex-skirmish.yaml', positions(loadModel(readFileSync(hexFile, 'utf8')), 3, 200), loadView(HEX_VIEW)));
  } else console.log(`| hex-skirmish.yaml | not found at ${hexFile} | | | |`);
  console.log(measure('60-card game', positions(loadModel(sixtyModel()), 5, 200), loadView(SIXTY_VIEW)));
  console.log(measure('60-card game, automatic layout', positions(loadModel(sixtyModel()), 5, 200), null));
}

main();
