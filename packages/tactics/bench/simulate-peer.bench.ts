// Peer benchmark (run with `pnpm bench`, after `pnpm build`): random tic-tac-toe games per second,
// our `simulate` on models/tictactoe.yaml against boardgame.io's `Simulate` with its `RandomBot` on
// the tic-tac-toe of its tutorial, in the same process, alternating rounds. Both sides count who won,
// so the table also shows that the two games are the same game (X wins about 58%, O 29%, draws 13%).
// boardgame.io is a dev dependency of this package for this file only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TICTACTOE_LINES as LINES } from '@tabletwin/engine/testing';
import { simulate } from '@tabletwin/tactics';

const here = dirname(fileURLToPath(import.meta.url));
const model = readFileSync(resolve(here, '../../../models/tictactoe.yaml'), 'utf8');
const GAMES = 4_000 * Number(process.env['BENCH_SCALE'] ?? 1);
const ROUNDS = 5;

// boardgame.io ships CommonJS with sub-packages as folders (no `exports`), which `import` cannot name.
interface Ctx {
  currentPlayer: string;
  gameover?: { winner?: string; draw?: boolean };
}
interface G {
  cells: (string | null)[];
}
interface BgioState {
  G: G;
  ctx: Ctx;
}
const require = createRequire(import.meta.url);
const ai = require('boardgame.io/ai') as {
  RandomBot: new (o: { enumerate: (g: G) => unknown[]; seed: string | number }) => unknown;
  Simulate(o: { game: unknown; bots: unknown; state: BgioState }): Promise<{ state: BgioState }>;
};
const internal = require('boardgame.io/internal') as {
  InitializeGame(o: { game: unknown; numPlayers: number }): BgioState;
};
const INVALID_MOVE = 'INVALID_MOVE';

/** Tic-tac-toe as boardgame.io's tutorial writes it (0.50 signatures: a context object first). */
const TicTacToe = {
  name: 'tic-tac-toe',
  setup: (): G => ({ cells: Array<string | null>(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: ({ G, playerID }: { G: G; playerID: string }, id: number) => {
      if (G.cells[id] !== null) return INVALID_MOVE;
      G.cells[id] = playerID;
      return undefined;
    },
  },
  endIf: ({ G, ctx }: { G: G; ctx: Ctx }) => {
    if (LINES.some(([a, b, c]) => G.cells[a!] !== null && G.cells[a!] === G.cells[b!] && G.cells[a!] === G.cells[c!]))
      return { winner: ctx.currentPlayer };
    if (G.cells.every((c) => c !== null)) return { draw: true };
    return undefined;
  },
  ai: {
    enumerate: (g: G) => g.cells.flatMap((c, i) => (c === null ? [{ move: 'clickCell', args: [i] }] : [])),
  },
};

interface Tally {
  seconds: number;
  x: number;
  o: number;
  draws: number;
}

function ours(): Tally {
  const t = performance.now();
  const r = simulate({ model, players: ['random'], games: GAMES, seed: 1 });
  const seconds = (performance.now() - t) / 1000;
  return { seconds, x: r.seats[0]!.wins, o: r.seats[1]!.wins, draws: r.draws };
}

async function theirs(round: number): Promise<Tally> {
  const t = performance.now();
  const tally = { x: 0, o: 0, draws: 0 };
  for (let k = 0; k < GAMES; k++) {
    const bot = new ai.RandomBot({ enumerate: TicTacToe.ai.enumerate, seed: `${round}:${k}` });
    const { state } = await ai.Simulate({
      game: TicTacToe,
      bots: bot,
      state: internal.InitializeGame({ game: TicTacToe, numPlayers: 2 }),
    });
    const over = state.ctx.gameover;
    if (over?.winner === '0') tally.x++;
    else if (over?.winner === '1') tally.o++;
    else if (over?.draw === true) tally.draws++;
    else throw new Error(`boardgame.io game ${k} did not end: ${JSON.stringify(state.ctx)}`);
  }
  return { seconds: (performance.now() - t) / 1000, ...tally };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const a: Tally[] = [];
const b: Tally[] = [];
ours(); // warm-up of both, not counted
await theirs(-1);
for (let round = 0; round < ROUNDS; round++) {
  a.push(ours());
  b.push(await theirs(round));
}
const rate = (t: Tally[]) => median(t.map((x) => GAMES / x.seconds));
const share = (t: Tally) =>
  `${((100 * t.x) / GAMES).toFixed(1)}% / ${((100 * t.o) / GAMES).toFixed(1)}% / ${((100 * t.draws) / GAMES).toFixed(1)}%`;
console.log(`${GAMES.toLocaleString('en-US')} random tic-tac-toe games per round, ${ROUNDS} rounds alternating, medians`);
console.log('| engine | games/s | X wins / O wins / draws (last round) | ratio |');
console.log('|---|---|---|---|');
console.log(
  `| @tabletwin/tactics simulate (models/tictactoe.yaml) | ${Math.round(rate(a)).toLocaleString('en-US')} | ${share(a.at(-1)!)} | ${(rate(a) / rate(b)).toFixed(2)}× |`,
);
console.log(
  `| boardgame.io 0.50.2 Simulate + RandomBot | ${Math.round(rate(b)).toLocaleString('en-US')} | ${share(b.at(-1)!)} | 1.00× |`,
);
