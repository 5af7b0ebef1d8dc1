// Benchmark of the tactics package (run with `pnpm bench`, after `pnpm build`; uses the built
// packages). Two questions: what a rule costs per decision next to the same decision written in
// TypeScript (hold at 8 in Pig), and how many rollouts per second look-ahead plays (Pig and the
// hex skirmish). The machine is shared: ratios of runs made in turns matter, not absolute figures.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  loadModel,
  newGame,
  playGame,
  randomPlayer,
  sampleChance,
  type DecisionRequest,
  type Game,
  type Model,
  type Player,
} from '@tabletwin/engine';
import { benchTime, inTurns, mulberry32 as random, TICTACTOE_LINES as LINES } from '@tabletwin/engine/testing';
import { loadTactic, tacticPlayer, type Tactic } from '@tabletwin/tactics';

const time = benchTime(2000, 5);
const here = dirname(fileURLToPath(import.meta.url));
const models = process.env['TABLETWIN_MODELS'] ?? resolve(here, '../../../../shared/acceptance/models');
const model = (name: string): Model => loadModel(readFileSync(resolve(models, name), 'utf8'));

/** Two kinds of work in turns: median units per CPU second of each, and the median ratio b / a. */
function against(a: () => number, b: () => number): { a: number; b: number; ratio: number } {
  const m = inTurns(b, a, time);
  return { a: m.b, b: m.a, ratio: m.ratio };
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en');

// ---- Decisions: hold at 8 as a tactic and as a TypeScript function

const HOLD_AT_8 = `tactic: pig-hold-at-8
game: pig
rules:
  - at: step choice
    when_x: "pot >= 8 or score[me] + pot >= GOAL"
    pick: stop
  - at: step choice
    pick: roll
`;

/** The same decisions by hand: the state read directly, the labels compared as the rule does. */
function holdAt8(goal: number): Player {
  return {
    choose(request, game) {
      const vars = game.state.vars as { pot: number; score: number[] };
      const stop = vars.pot >= 8 || vars.score[request.player]! + vars.pot >= goal;
      return request.options.findIndex((o) => o.label === (stop ? 'stop' : 'roll'));
    },
  };
}

/** Decision points of player 0 in Pig games of hold-at-8 against random. */
function pigDecisions(pig: Model, tactic: Tactic, count: number): { game: Game; request: DecisionRequest }[] {
  const out: { game: Game; request: DecisionRequest }[] = [];
  const me = tacticPlayer(tactic);
  for (let seed = 1; out.length < count; seed++) {
    const g = newGame(pig, { seed });
    const other = randomPlayer(seed);
    for (let r = g.request(); r.kind !== 'end'; r = g.request()) {
      if (r.kind === 'chance') g.answer(sampleChance(g));
      else {
        if (r.player === 0 && out.length < count) out.push({ game: g.clone(), request: r });
        g.answer((r.player === 0 ? me : other).choose(r, g));
      }
    }
  }
  return out;
}

function decisions(): string {
  const pig = model('pig.yaml');
  const tactic = loadTactic(HOLD_AT_8, { model: pig });
  const points = pigDecisions(pig, tactic, 2000);
  const viaTactic = tacticPlayer(tactic);
  const viaTs = holdAt8(20);
  const same = points.every((p) => viaTactic.choose(p.request, p.game) === viaTs.choose(p.request, p.game));
  if (!same) throw new Error('the tactic and the TypeScript function disagree');
  const run = (p: Player) => (): number => {
    for (const x of points) p.choose(x.request, x.game);
    return points.length;
  };
  const m = against(run(viaTactic), run(viaTs));
  const games = against(
    () => (playGame(pig, { seed: 1, players: [tacticPlayer(tactic), randomPlayer(1)] }), 1),
    () => (playGame(pig, { seed: 1, players: [holdAt8(20), randomPlayer(1)] }), 1),
  );
  return [
    '| hold at 8 in Pig | tactic | TypeScript | tactic slower by |',
    '|---|---|---|---|',
    `| decisions/s (2,000 positions) | ${fmt(m.a)} | ${fmt(m.b)} | ${m.ratio.toFixed(1)}× |`,
    `| games/s against random | ${fmt(games.a)} | ${fmt(games.b)} | ${games.ratio.toFixed(1)}× |`,
  ].join('\n');
}

// ---- Rollouts per second

const PIG_SEARCH = HOLD_AT_8 + 'search: {at: step choice, rollouts: 8}\n';

const HEX_BASIC = `tactic: hex-basic
game: hex-skirmish
rules:
  - {at: action choose_card, min_x: "o['ini']"}
  - {at: action hero_acts, max_x: "i"}
default: first
search: {at: action choose_card, rollouts: 4, max_rollouts: 8}
`;

/** Searched decisions of seat 0 in games of `tactic` against itself: rollouts per second. */
function rollouts(m: Model, text: string, games: number): { perSecond: number; decisions: number; rollouts: number } {
  const tactic = loadTactic(text, { model: m });
  let played = 0;
  let decisions = 0;
  let ms = 0;
  for (let seed = 1; seed <= games; seed++) {
    const searcher = tacticPlayer(tactic, { seed, record: true });
    const others = tacticPlayer(tactic, { seed: seed + 1000, search: false });
    playGame(m, { seed, players: [searcher, others] });
    for (const r of searcher.records) {
      if (r.search === undefined) continue;
      const n = r.search.options.reduce((s, o) => s + o.n, 0);
      played += n;
      ms += n * r.search.msPerRollout;
      decisions++;
    }
  }
  return { perSecond: (played / ms) * 1000, decisions, rollouts: played };
}

function rolloutRows(): string {
  const pig = rollouts(model('pig.yaml'), PIG_SEARCH, 40);
  const hex = rollouts(model('hex-skirmish.yaml'), HEX_BASIC, 3);
  return [
    '| look-ahead | searched decisions | rollouts | rollouts/s |',
    '|---|---|---|---|',
    `| pig.yaml, hold at 8, search at step choice | ${fmt(pig.decisions)} | ${fmt(pig.rollouts)} | ${fmt(pig.perSecond)} |`,
    `| hex-skirmish.yaml, basic, search at action choose_card | ${fmt(hex.decisions)} | ${fmt(hex.rollouts)} | ${fmt(hex.perSecond)} |`,
  ].join('\n');
}

// ---- UCT on tic-tac-toe: one search through the engine's API, the same search on a board by hand

/** How a search sees a game: whose move, how many options, an option played in place, the end. */
interface Searchable<S> {
  copy(s: S): S;
  /** The player to move, or -1 when the game is over. */
  toMove(s: S): number;
  options(s: S): number;
  play(s: S, option: number): void;
  returns(s: S): readonly number[];
}

class UctNode {
  n = 0;
  /** Total return of `mover` through this node. */
  w = 0;
  readonly children: (UctNode | undefined)[];
  constructor(
    readonly mover: number,
    readonly toMove: number,
    options: number,
  ) {
    this.children = new Array<UctNode | undefined>(options);
  }
}

/** `iterations` of UCT (UCB1, c = √2) from `root`: select, expand one child, random rollout, back up. */
function uct<S>(game: Searchable<S>, root: S, iterations: number, rnd: () => number): UctNode {
  const top = new UctNode(-1, game.toMove(root), game.options(root));
  const path: UctNode[] = [];
  for (let it = 0; it < iterations; it++) {
    const s = game.copy(root);
    let node = top;
    path.length = 0;
    path.push(node);
    while (node.toMove >= 0) {
      const kids = node.children;
      let pick = -1;
      for (let i = 0; i < kids.length && pick < 0; i++) if (kids[i] === undefined) pick = i;
      if (pick >= 0) {
        const mover = node.toMove;
        game.play(s, pick);
        const to = game.toMove(s);
        node = kids[pick] = new UctNode(mover, to, to >= 0 ? game.options(s) : 0);
        path.push(node);
        break;
      }
      let best = -Infinity;
      const logN = Math.log(node.n);
      for (let i = 0; i < kids.length; i++) {
        const k = kids[i]!;
        const score = k.w / k.n + Math.SQRT2 * Math.sqrt(logN / k.n);
        if (score > best) ((best = score), (pick = i));
      }
      game.play(s, pick);
      node = kids[pick]!;
      path.push(node);
    }
    while (game.toMove(s) >= 0) game.play(s, Math.floor(rnd() * game.options(s)));
    const r = game.returns(s);
    for (const p of path) {
      p.n++;
      if (p.mover >= 0) p.w += r[p.mover]!;
    }
  }
  return top;
}

const viaEngine: Searchable<Game> = {
  copy: (g) => g.clone(),
  toMove: (g) => {
    const r = g.request();
    return r.kind === 'decision' ? r.player : -1;
  },
  options: (g) => (g.request() as DecisionRequest).options.length,
  play: (g, i) => g.answer(i),
  returns: (g) => {
    const r = g.request();
    return r.kind === 'end' ? r.returns : [];
  },
};

interface Board {
  cells: number[];
  turn: number;
  result: readonly number[] | null;
}

/**
 * Tic-tac-toe by hand: the options are the empty cells in order, as the model lists them, and a
 * last empty cell is filled without asking, as the engine takes a choice with one option.
 */
const byHand: Searchable<Board> = {
  copy: (b) => ({ cells: b.cells.slice(), turn: b.turn, result: b.result }),
  toMove: (b) => (b.result === null ? b.turn : -1),
  options: (b) => {
    let n = 0;
    for (let i = 0; i < 9; i++) if (b.cells[i] === -1) n++;
    return n;
  },
  play: (b, option) => {
    let k = option;
    let cell = 0;
    for (; cell < 9; cell++) if (b.cells[cell] === -1 && k-- === 0) break;
    const p = b.turn;
    b.cells[cell] = p;
    if (LINES.some((l) => l.every((i) => b.cells[i] === p))) b.result = p === 0 ? [1, -1] : [-1, 1];
    else if (!b.cells.includes(-1)) b.result = [0, 0];
    b.turn = 1 - p;
    if (b.result === null && byHand.options(b) === 1) byHand.play(b, 0);
  },
  returns: (b) => b.result ?? [],
};

function uctRows(): string {
  const ttt = newGame(model('tictactoe.yaml'), { seed: 1 });
  const board: Board = { cells: new Array<number>(9).fill(-1), turn: 0, result: null };
  const ITER = 500;
  // The same search: with the same random stream both trees must come out the same.
  const a = uct(viaEngine, ttt, ITER, random(3));
  const b = uct(byHand, board, ITER, random(3));
  const visits = (t: UctNode) => t.children.map((c) => c?.n ?? 0).join(',');
  if (visits(a) !== visits(b)) throw new Error(`the two searches differ: ${visits(a)} against ${visits(b)}`);
  let seed = 1;
  const m = against(
    () => (uct(viaEngine, ttt, ITER, random(seed++)), ITER),
    () => (uct(byHand, board, ITER, random(seed++)), ITER),
  );
  return [
    '| UCT on tictactoe.yaml from the start, 500 iterations a search | engine API | by hand | engine slower by |',
    '|---|---|---|---|',
    `| iterations/s (a clone, the moves down the tree, a random rollout) | ${fmt(m.a)} | ${fmt(m.b)} | ${m.ratio.toFixed(1)}× |`,
  ].join('\n');
}

const only = process.argv[2];
if (only === undefined || only === 'uct') console.log(uctRows(), '\n');
if (only === undefined) {
  console.log(decisions());
  console.log();
  console.log(rolloutRows());
}
