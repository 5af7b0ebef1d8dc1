// Benchmark of the engine: random games to the end for five acceptance models, each against a
// plain TypeScript version of the same game played the same random way (the floor), and the
// cost of clone() early and late in a long game. Run with `pnpm bench` (uses the built package).
// Absolute times on a shared machine are noise; the ratios are what we compare. The engine and
// its floor are measured in turns (BENCH_ROUNDS rounds of each, @tabletwin/engine/testing), so a busy spell of the machine hits
// both, and the median of the rounds is printed.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel, newGame, playGame, randomPlayer, sampleChance, type Game, type Model } from '@tabletwin/engine';
import { benchTime, counted, inTurns, rateOf } from '@tabletwin/engine/testing';
import { plainHexSkirmish } from './hex-skirmish-floor.js';
import { dealtPosition, plainDuel, plainMiniPoker, plainPig, plainResample, plainTicTacToe, random } from './floors.js';

const time = benchTime(2000, 5);
const here = dirname(fileURLToPath(import.meta.url));
const models = process.env['TABLETWIN_MODELS'] ?? resolve(here, '../../../../shared/acceptance/models');

/** Runs per CPU second of `game(i)` alone (`i` counts on): a warm-up, then the median of the rounds. */
const perSecond = (game: (i: number) => unknown): number => rateOf(counted(game), time);

/** The engine and its floor in turns: median runs per CPU second of each, and the median ratio floor / engine. */
function against(
  engine: (i: number) => unknown,
  floor: (i: number) => unknown,
): { engine: number; floor: number; ratio: number } {
  const m = inTurns(counted(floor), counted(engine), time);
  return { engine: m.b, floor: m.a, ratio: m.ratio };
}

// ---- The engine

function engineGames(model: Model): (i: number) => unknown {
  return (i) => playGame(model, { seed: i, players: randomPlayer(i) }).returns;
}

function row(name: string, m: { engine: number; floor: number; ratio: number }): string {
  return `| ${name} | ${Math.round(m.engine).toLocaleString('en')} | ${Math.round(m.floor).toLocaleString('en')} | ${m.ratio.toFixed(1)}× |`;
}

/** A game of `model` advanced by `requests` random answers. */
function gameAt(model: Model, requests: number): Game {
  const g = newGame(model, { seed: 7 });
  const player = randomPlayer(7);
  for (let k = 0; k < requests; k++) {
    const r = g.request();
    if (r.kind === 'end') throw new Error(`the game ended after ${k} requests`);
    g.answer(r.kind === 'chance' ? sampleChance(g) : player.choose(r, g));
  }
  return g;
}

function main(): void {
  if (!existsSync(models)) {
    console.log(`no acceptance models at ${models}; nothing to measure`);
    return;
  }
  const load = (f: string) => loadModel(readFileSync(resolve(models, f), 'utf8'));
  console.log(`${time.rounds} rounds of the engine and its floor in turns, medians (node ${process.version})`);
  console.log('');
  console.log('| game | engine games/s | plain TS games/s | engine slower by |');
  console.log('|---|---|---|---|');
  const rnd = random(1);
  console.log(
    row(
      'tictactoe.yaml',
      against(engineGames(load('tictactoe.yaml')), () => plainTicTacToe(rnd)),
    ),
  );
  console.log(
    row(
      'pig.yaml',
      against(engineGames(load('pig.yaml')), () => plainPig(rnd)),
    ),
  );
  console.log(
    row(
      'mini-poker.yaml',
      against(engineGames(load('mini-poker.yaml')), () => plainMiniPoker(rnd)),
    ),
  );

  // A long game: pig to 100,000 points goes on for thousands of requests.
  const long = loadModel(readFileSync(resolve(models, 'pig.yaml'), 'utf8').replace('GOAL: 20', 'GOAL: 100000'));
  const early = gameAt(long, 5);
  const late = gameAt(long, 500);
  const cEarly = perSecond(() => early.clone());
  const cLate = perSecond(() => late.clone());
  console.log('');
  console.log('| clone() of a long pig game | clones/s | µs per clone |');
  console.log('|---|---|---|');
  console.log(`| at request 5 | ${Math.round(cEarly).toLocaleString('en')} | ${(1e6 / cEarly).toFixed(2)} |`);
  console.log(`| at request 500 | ${Math.round(cLate).toLocaleString('en')} | ${(1e6 / cLate).toFixed(2)} |`);
  console.log(`| ratio 500 / 5 | | ${(cEarly / cLate).toFixed(2)} |`);
  clones(load('tictactoe.yaml'));

  // Part 2 (issue 5): windows and the stack, boards and functions, resampling.
  console.log('');
  console.log('| part 2 | engine per second | plain TS per second | engine slower by |');
  console.log('|---|---|---|---|');
  console.log(
    row(
      'duel.yaml games',
      against(engineGames(load('duel.yaml')), () => plainDuel(rnd)),
    ),
  );
  console.log(
    row(
      'hex-skirmish.yaml games',
      against(engineGames(load('hex-skirmish.yaml')), () => plainHexSkirmish(rnd)),
    ),
  );
  const hidden = gameAt(loadModel(SHADOWS), 10);
  const position = dealtPosition(rnd);
  console.log(
    row(
      'resample of a dealt card game (10 unseen cards)',
      against(
        (i) => hidden.resample(0, i),
        () => plainResample(position, rnd),
      ),
    ),
  );
}

/** The first seed whose random game of `model` is still running after `requests` requests. */
function longGameAt(model: Model, requests: number): Game {
  for (let seed = 7; ; seed++) {
    const g = newGame(model, { seed });
    const player = randomPlayer(seed);
    let k = 0;
    for (; k < requests; k++) {
      const r = g.request();
      if (r.kind === 'end') break;
      g.answer(r.kind === 'chance' ? sampleChance(g) : player.choose(r, g));
    }
    if (k === requests) return g;
  }
}

/**
 * clone() against newGame for tic-tac-toe (a clone should cost no more than a new game), and a
 * chess clone late in a game against one early (models/chess.yaml with its move cap lifted; its
 * variables hold the position, the legal moves and the positions seen since the last capture).
 */
function clones(ttt: Model): void {
  const mid = gameAt(ttt, 3);
  const m = against(
    () => mid.clone(),
    (i) => newGame(ttt, { seed: i }),
  );
  console.log('');
  console.log('| clone() | clones/s | new games/s | clone costs |');
  console.log('|---|---|---|---|');
  console.log(
    `| tictactoe.yaml after 3 moves, against newGame | ${Math.round(m.engine).toLocaleString('en')} | ${Math.round(m.floor).toLocaleString('en')} | ${m.ratio.toFixed(2)} × a new game |`,
  );
  const file = resolve(here, '../../../models/chess.yaml');
  if (!existsSync(file)) return;
  const chess = loadModel(readFileSync(file, 'utf8').replace(/MAX_PLIES: \d+/, 'MAX_PLIES: 100000'));
  const early = longGameAt(chess, 10);
  const late = longGameAt(chess, 500);
  const c = against(
    () => late.clone(),
    () => early.clone(),
  );
  console.log(
    `| chess.yaml at ply 500, against ply 10 | ${Math.round(c.engine).toLocaleString('en')} | ${Math.round(c.floor).toLocaleString('en')} (ply 10) | ${c.ratio.toFixed(2)} × a clone at ply 10 |`,
  );
}

/** Two hands of three, four cards dealt face down from the deck (`drawn_from`), six left. */
const SHADOWS = [
  'game: shadows',
  'constants: {CARDS: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]}',
  'state:',
  '  zones:',
  '    deck: {shuffled: true, visibility: hidden, init_x: "[{\'id\': c} for c in CARDS]"}',
  '    hand: {owner: player, visibility: owner}',
  '    shadow: {visibility: hidden, drawn_from: deck}',
  'flow: {id: g, kind: sequence, children: [{id: deal, kind: step, do: deal}, {id: wait, kind: step, actor_x: "0", do: [a, b]}]}',
  'actions:',
  '  deal: {effect: [{op: for_each, items_x: players, as: p, body: [{op: draw, from: deck, to: "hand[p]", n: 3}]}, {op: draw, from: deck, to: shadow, n: 4}]}',
  '  a: {effect: []}',
  '  b: {effect: []}',
].join('\n');

main();
