// Benchmark of the chess model: perft through the engine's API (newGame with the FEN constant
// rewritten, a clone per option, `ply` to see forced moves), in leaves per second and in
// answered half-moves per second. Run with `pnpm bench` in models/ (uses the built packages);
// `pnpm bench "position 3"` runs only the cases whose name and depth contain that text.
// Absolute times on a shared machine are noise; compare runs made side by side.
// Full: every option answered down to the leaves. Bulk: the last half-move counted as the options
// of the decision before it, so the leaves are not played (the usual way perft is counted).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel, newGame, type Game } from '@tabletwin/engine';
import { perft } from './perft.js';

const here = dirname(fileURLToPath(import.meta.url));
const CHESS = readFileSync(resolve(here, '../chess.yaml'), 'utf8');

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const POSITION_3 = '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1';

/** Published perft counts, depth 1 up. */
const COUNTS: Record<string, { fen: string; counts: number[] }> = {
  start: { fen: START, counts: [20, 400, 8_902, 197_281] },
  Kiwipete: { fen: KIWIPETE, counts: [48, 2_039, 97_862] },
  'position 3': { fen: POSITION_3, counts: [14, 191, 2_812, 43_238] },
};

const CASES: { name: string; depth: number; bulk: boolean }[] = [
  { name: 'start', depth: 3, bulk: false },
  { name: 'start', depth: 4, bulk: true },
  { name: 'Kiwipete', depth: 2, bulk: false },
  { name: 'Kiwipete', depth: 3, bulk: true },
  { name: 'position 3', depth: 3, bulk: false },
  { name: 'position 3', depth: 4, bulk: true },
];

function game(fen: string): Game {
  return newGame(loadModel(CHESS.replace(/^ {2}FEN: .*$/m, `  FEN: "${fen}"`)), { seed: 1 });
}

const only = process.argv[2];
for (const c of CASES) {
  if (only !== undefined && !`${c.name} ${c.depth}`.includes(only)) continue;
  const { fen, counts } = COUNTS[c.name]!;
  const want = counts[c.depth - 1]!;
  // Half-moves answered: every node above the leaves (bulk), or the leaves too (full).
  const played = counts.slice(0, c.bulk ? c.depth - 1 : c.depth).reduce((a, b) => a + b, 0);
  const g = game(fen);
  const t0 = process.hrtime.bigint();
  const leaves = perft(g, c.depth, c.bulk);
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  const ok = leaves === want ? 'ok' : `WRONG (want ${want})`;
  console.log(
    `${`${c.name} depth ${c.depth}`.padEnd(20)} ${(c.bulk ? 'bulk' : 'full').padEnd(5)} ${String(leaves).padStart(8)} ${ok.padEnd(4)}` +
      ` ${s.toFixed(2).padStart(8)} s ${String(Math.round(leaves / s)).padStart(9)} leaves/s ${String(Math.round(played / s)).padStart(7)} half-moves/s`,
  );
}
