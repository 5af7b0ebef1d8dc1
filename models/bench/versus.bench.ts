// The chess model against chess.js (a well-known library, here only as a yardstick), both through
// their public APIs and measured in turns in one process: random games (half-moves per second,
// each game up to the model's cap of MAX_PLIES half-moves) and perft from the start position.
// chess.js names its moves in SAN and checks every draw rule after each move, as our model does
// (threefold repetition, fifty moves, insufficient material). Run with `pnpm bench` in models/.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess } from 'chess.js';
import { loadModel, newGame, playGame, randomPlayer } from '@tabletwin/engine';
import { benchTime, inTurns, mulberry32 as random } from '@tabletwin/engine/testing';
import { perft } from './perft.js';

const time = benchTime(4000, 5);
const here = dirname(fileURLToPath(import.meta.url));
const CHESS = readFileSync(resolve(here, '../chess.yaml'), 'utf8');
const MAX_PLIES = Number(/MAX_PLIES: (\d+)/.exec(CHESS)![1]);

const fmt = (x: number): string => Math.round(x).toLocaleString('en');

const model = loadModel(CHESS);
let seed = 1;

/** One random game of the model; its half-moves. */
function engineGame(): number {
  const s = seed++;
  return playGame(model, { seed: s, players: randomPlayer(s) }).requests;
}

/** One random game through chess.js's API, with the same cap; its half-moves. */
function chessJsGame(): number {
  const rnd = random(seed++);
  const c = new Chess();
  let plies = 0;
  while (plies < MAX_PLIES && !c.isGameOver()) {
    const moves = c.moves();
    c.move(moves[Math.floor(rnd() * moves.length)]!);
    plies++;
  }
  return plies;
}

/** Perft through chess.js's API as ours goes through the engine's: every move played (and taken back). */
function chessJsPerft(c: Chess, depth: number): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const m of c.moves()) {
    c.move(m);
    n += chessJsPerft(c, depth - 1);
    c.undo();
  }
  return n;
}

// Both in turns (CPU time): median units per second of each and the median ratio a / b.
const games = inTurns(engineGame, chessJsGame, time);
const start = newGame(model, { seed: 1 });
const PERFT_DEPTH = 3;
const want = chessJsPerft(new Chess(), PERFT_DEPTH);
if (perft(start, PERFT_DEPTH) !== want) throw new Error('perft through the engine does not match chess.js');
const leaves = inTurns(
  () => perft(start, PERFT_DEPTH),
  () => chessJsPerft(new Chess(), PERFT_DEPTH),
  time,
);

console.log(`${time.rounds} rounds in turns, medians, CPU time (node ${process.version})`);
console.log('');
console.log('| chess | chess.yaml through the engine | chess.js public API | engine / chess.js |');
console.log('|---|---|---|---|');
console.log(`| random games, half-moves/s | ${fmt(games.a)} | ${fmt(games.b)} | ${games.ratio.toFixed(2)}× |`);
console.log(
  `| perft ${PERFT_DEPTH} from the start, leaves/s (engine: a clone per move; chess.js: move and undo) | ${fmt(leaves.a)} | ${fmt(leaves.b)} | ${leaves.ratio.toFixed(2)}× |`,
);
