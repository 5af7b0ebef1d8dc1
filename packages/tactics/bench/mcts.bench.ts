// Benchmark of `mcts` (run with `pnpm bench`, after `pnpm build`): iterations per second of an
// `mcts` search over models/tictactoe.yaml against the same UCT written by hand in plain
// TypeScript over the same game (a board of nine cells, the same selection, expansion, random
// play-out and back-up), in turns, from the empty board; then the wall time of `analyze` with its
// defaults for Pig and tic-tac-toe in this thread. The machine is shared: the ratio of runs made in
// turns matters, not the absolute figures.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel, newGame, type DecisionRequest } from '@tabletwin/engine';
import { benchTime, inTurns, mulberry32, TICTACTOE_LINES as LINES } from '@tabletwin/engine/testing';
import { analyze, mctsPlayer, MCTS_C } from '@tabletwin/tactics';

const time = benchTime(4000, 5);
const here = dirname(fileURLToPath(import.meta.url));
const text = (name: string): string => readFileSync(resolve(here, '../../../models', name), 'utf8');
const ITERATIONS = 1000;
const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');

// ---- The same UCT by hand: cells 0..8, 0 empty, 1 X, 2 O; X moves first.

interface Node {
  readonly n: Float64Array; // visits per move
  readonly sum: Float64Array; // the mover's returns per move
  readonly child: (Node | undefined)[];
  avail: number;
}

const newNode = (): Node => ({
  n: new Float64Array(9),
  sum: new Float64Array(9),
  child: new Array<Node | undefined>(9),
  avail: 0,
});

/** The winner (1 or 2) of `b`, 0 for none yet, 3 for a full board without a line. */
function winner(b: Uint8Array): number {
  for (const [x, y, z] of LINES) if (b[x] !== 0 && b[x] === b[y] && b[x] === b[z]) return b[x]!;
  return b.includes(0) ? 0 : 3;
}

/** Returns of X and O for a finished board. */
const returns = (w: number): [number, number] => (w === 1 ? [1, -1] : w === 2 ? [-1, 1] : [0, 0]);

function byHand(iterations: number, seed: number): Float64Array {
  const rnd = mulberry32(seed);
  const root = newNode();
  const board = new Uint8Array(9);
  const path: [Node, number, number][] = [];
  for (let it = 0; it < iterations; it++) {
    board.fill(0);
    path.length = 0;
    let mover = 1;
    let node: Node | undefined = root;
    let w = 0;
    while (node !== undefined && w === 0) {
      const free: number[] = [];
      for (let i = 0; i < 9; i++) if (board[i] === 0) free.push(i);
      node.avail++;
      const fresh = free.filter((i) => node!.n[i] === 0);
      let move: number;
      if (fresh.length > 0) move = fresh[Math.floor(rnd() * fresh.length)]!;
      else {
        move = free[0]!;
        let best = -Infinity;
        for (const i of free) {
          const s = (node.sum[i]! / node.n[i]! + 1) / 2 + MCTS_C * Math.sqrt(Math.log(node.avail) / node.n[i]!);
          if (s > best) [best, move] = [s, i];
        }
      }
      path.push([node, move, mover - 1]);
      board[move] = mover;
      mover = 3 - mover;
      w = winner(board);
      const next: Node | undefined = node.child[move];
      if (next === undefined && fresh.includes(move)) {
        node.child[move] = newNode();
        node = undefined;
      } else node = next;
    }
    while (w === 0) {
      const free: number[] = [];
      for (let i = 0; i < 9; i++) if (board[i] === 0) free.push(i);
      board[free[Math.floor(rnd() * free.length)]!] = mover;
      mover = 3 - mover;
      w = winner(board);
    }
    const r = returns(w);
    for (const [n, move, who] of path) {
      n.n[move]!++;
      n.sum[move]! += r[who]!;
    }
  }
  return root.n;
}

// ---- Ours: one decision of an mcts seat at the empty board of models/tictactoe.yaml.

const ttt = loadModel(text('tictactoe.yaml'));
const start = newGame(ttt, { seed: 1 });
const first = start.request() as DecisionRequest;

function ours(iterations: number, seed: number): number[] {
  const p = mctsPlayer({ budget: { iterations }, seed });
  p.choose(first, start);
  return p.last!.mcts!.options.map((o) => o.visits);
}

let seed = 0;
const m = inTurns(
  () => (ours(ITERATIONS, ++seed), ITERATIONS),
  () => (byHand(ITERATIONS, ++seed), ITERATIONS),
  time,
);
// Both searches, 20,000 iterations from the empty board: the share of visits to the centre (b2, cell 4).
const centre = (visits: ArrayLike<number>): string => {
  let total = 0;
  for (let i = 0; i < visits.length; i++) total += visits[i]!;
  return `${((100 * visits[4]!) / total).toFixed(0)}%`;
};
console.log(
  `mcts on tic-tac-toe from the empty board, ${ITERATIONS.toLocaleString('en-US')} iterations a search, in turns (medians)`,
);
console.log('| search | iterations/s | centre share of 20,000 iterations | ratio |');
console.log('|---|---|---|---|');
console.log(`| @tabletwin/tactics mcts (models/tictactoe.yaml) | ${fmt(m.a)} | ${centre(ours(20_000, 7))} | 1.00× |`);
console.log(
  `| the same UCT by hand (TypeScript, a 9-cell board) | ${fmt(m.b)} | ${centre(byHand(20_000, 7))} | ${(m.b / m.a).toFixed(1)}× |`,
);

// ---- analyze with its defaults, in this thread.

console.log('\n| analyze (defaults: 200 games per player, random and mcts:200, skill 100 seeds × 4 budgets) | wall s | CPU s |');
console.log('|---|---|---|');
for (const [name, file] of [
  ['Pig', 'pig.yaml'],
  ['tic-tac-toe', 'tictactoe.yaml'],
] as const) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const r = analyze({ model: text(file) });
  const cpu = process.cpuUsage(c0);
  const first = r.metrics.find((x) => x.name === 'advantage_first' && x.players === 'random')!;
  console.log(
    `| ${name} (first seat under random play ${(100 * first.value!).toFixed(1)}%) | ${((performance.now() - t0) / 1000).toFixed(1)} | ${((cpu.user + cpu.system) / 1e6).toFixed(1)} |`,
  );
}
