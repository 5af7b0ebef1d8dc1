// Benchmark of tableOf: the table of every position of a random game, as player 0 sees it, with
// the previous table for the change marks (what the player computes after each request). The
// floor is the least any table needs: the viewer's state as plain data (game.view(0) + toJS).
// Run with `pnpm bench` (uses the built packages). Absolute times on a shared machine are noise;
// the ratio is what we compare. Both are measured in turns in CPU time (BENCH_ROUNDS rounds each, @tabletwin/engine/testing), medians printed.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel, newGame, randomPlayer, sampleChance, type Game, type Model } from '@tabletwin/engine';
import { benchTime, inTurns } from '@tabletwin/engine/testing';
import { toJS, type Value } from '@tabletwin/expr';
import { loadView, tableOf, type Table, type View } from '@tabletwin/views';
import { HEX_VIEW, SIXTY_VIEW, sixtyModel } from './sixty.js';

const time = benchTime(2000, 5);
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

/** Every position once, in order (the change marks need the previous table): as units of work for the timing. */
const allOf =
  (work: (i: number) => unknown, n: number): (() => number) =>
  () => {
    for (let k = 0; k < n; k++) work(k);
    return n;
  };

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
  const m = inTurns(allOf(floor, games.length), allOf(tables, games.length), time);
  const us = 1e6 / m.b;
  const usFloor = 1e6 / m.a;
  return `| ${name} | ${games.length} | ${us.toFixed(1)} | ${usFloor.toFixed(1)} | ${m.ratio.toFixed(1)}× |`;
}

function main(): void {
  console.log(`${time.rounds} rounds of tableOf and its floor in turns, medians (node ${process.version})`);
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
