// What an analysis is, as plain data that travels to threads (README "Analysis"): the model's text,
// the players (each one fills every seat), the games and the search budget. `prepareAnalysis` loads
// it once per process; `tasksOf` lists the work as small pieces that each depend only on the spec
// and their own numbers, so any split over threads gives the same result.
import { newGame, playGame, randomPlayer, type Game, type Model, type Player } from '../game.js';
import { MCTS, mctsPlayer } from '../mcts/player.js';
import { parseSeat } from '../seat.js';
import { PLAYOUT_LIMIT } from '../mcts/search.js';
import { gameSeed, playerSeed } from '../simulate/seeds.js';
import { SimulationError } from '../simulate/errors.js';
import { DEFAULT_MAX_REQUESTS, prepare, type ConstantValue, type Prepared } from '../simulate/spec.js';

export interface AnalysisSpec {
  /** The model's YAML text. */
  model: string;
  /** Constants replaced before the model loads. */
  set?: Readonly<Record<string, ConstantValue>>;
  /** The files `tactic:` players read, by path. */
  files?: Readonly<Record<string, string>>;
  /** The players measured, each in every seat (default `random`, then `mcts`). `mcts` alone is `mcts:<budget>`. */
  players?: readonly string[];
  /** Games per player (default 200); game k has seed `seed + k`. */
  games?: number;
  seed?: number;
  /** Iterations a decision of the strongest searcher: `mcts` and the top of the skill curve (default 200). */
  budget?: number;
  /** Games per point of the skill curve (default: `games`, at most 100; 0 leaves skill out). */
  skillGames?: number;
  /** Positions per game where the value is estimated (default 12), and random play-outs per position (default 16). */
  points?: number;
  rollouts?: number;
  /** Requests before a game is cut off (default 10,000). */
  maxRequests?: number;
}

export const ANALYSIS_GAMES = 200;
export const ANALYSIS_BUDGET = 200;
export const SKILL_GAMES = 100;
export const POINTS = 12;
export const ROLLOUTS = 16;
/** Skill game k of point j has seed `seed + SKILL_SEEDS · (j + 1) + k`. */
export const SKILL_SEEDS = 1_000_000;
/** Random games played first to set the play-out limit, and the limit's bounds. */
export const PILOT_GAMES = 20;
export const MIN_PLAYOUT = 100;
/** Points of the skill curve: budgets `budget / 4^3` … `budget`, each against the one before (the first against random). */
export const SKILL_POINTS = 4;

export type Task =
  | { readonly kind: 'game'; readonly player: number; readonly k: number }
  | { readonly kind: 'skill'; readonly point: number; readonly k: number };

export interface PreparedAnalysis {
  readonly spec: Required<Omit<AnalysisSpec, 'set' | 'files'>> & Pick<AnalysisSpec, 'set' | 'files'>;
  readonly model: Model;
  readonly seats: number;
  readonly cooperative: boolean;
  /** The players of measured text `player`, one per seat, for the game seeded `gameSeed`. */
  players(player: number, gameSeed: number): Player[];
  /** The budgets of the skill curve, smallest first. */
  readonly budgets: readonly number[];
  /** A player of the skill curve: level 0 is random, level j is `mcts:<budgets[j - 1]>`. */
  level(level: number, seed: number): Player;
  /** A fresh game of the model. */
  game(seed: number): Game;
  /**
   * Requests a play-out may take (the searchers' and the value estimates'): four times the 90th
   * percentile of the length of PILOT_GAMES random games, from MIN_PLAYOUT to PLAYOUT_LIMIT.
   */
  readonly playoutLimit: number;
}

const whole = (name: string, v: number | undefined, dflt: number, min: number): number => {
  const n = v ?? dflt;
  if (!Number.isSafeInteger(n) || n < min)
    throw new SimulationError('spec', name, `${name} must be a whole number from ${min}, not ${String(v)}`);
  return n;
};

/** The budgets of the skill curve for `budget`: four levels, each a quarter of the next, at least 1, each once. */
export function skillBudgets(budget: number): number[] {
  const out: number[] = [];
  for (let j = SKILL_POINTS - 1; j >= 0; j--) {
    const b = Math.max(1, Math.round(budget / 4 ** j));
    if (!out.includes(b)) out.push(b);
  }
  return out;
}

/** Loads the model and makes the players once; a bad spec throws a SimulationError here. */
export function prepareAnalysis(spec: AnalysisSpec): PreparedAnalysis {
  const budget = whole('budget', spec.budget, ANALYSIS_BUDGET, 1);
  const games = whole('games', spec.games, ANALYSIS_GAMES, 1);
  const seed = spec.seed ?? 0;
  if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(seed + games))
    throw new SimulationError('spec', 'seed', `seed must be a whole number (seed + games within 2^53), not ${seed}`);
  const texts = (spec.players ?? ['random', MCTS]).map((p) => (p === MCTS ? `${MCTS}:${budget}` : p));
  if (texts.length === 0) throw new SimulationError('player', 'players', 'name at least one player');
  const full = {
    model: spec.model,
    players: texts,
    games,
    seed,
    budget,
    skillGames: whole('skillGames', spec.skillGames, Math.min(games, SKILL_GAMES), 0),
    points: whole('points', spec.points, POINTS, 1),
    rollouts: whole('rollouts', spec.rollouts, ROLLOUTS, 1),
    maxRequests: whole('maxRequests', spec.maxRequests, DEFAULT_MAX_REQUESTS, 0),
    ...(spec.set === undefined ? {} : { set: spec.set }),
    ...(spec.files === undefined ? {} : { files: spec.files }),
  };
  // The simulation's preparing checks the model, the constants and every player text.
  const sides: Prepared[] = texts.map((text) =>
    prepare({
      model: spec.model,
      players: [text],
      games,
      seed,
      ...(spec.set ? { set: spec.set } : {}),
      ...(spec.files ? { files: spec.files } : {}),
    }),
  );
  const model = sides[0]!.model;
  const budgets = skillBudgets(budget);
  const playoutLimit = pilotLimit(model, seed, full.maxRequests);
  const mcts = (iterations: number, s: number): Player => mctsPlayer({ budget: { iterations }, seed: s, playoutLimit });
  const makers = texts.map((text, i) => {
    // Read again (prepare checked it): an mcts seat here plays with the pilot's play-out limit.
    const seat = parseSeat(text);
    if (seat.kind !== 'mcts') return (g: number) => sides[i]!.players(g);
    const b = seat.budget;
    return (g: number) =>
      Array.from({ length: model.numPlayers }, (_, seat) => mctsPlayer({ budget: b, seed: playerSeed(g, seat), playoutLimit }));
  });
  return {
    spec: full,
    model,
    seats: model.numPlayers,
    cooperative: model.mode === 'cooperative',
    budgets,
    players: (player, g) => makers[player]!(g),
    level: (level, s) => (level === 0 ? randomPlayer(s) : mcts(budgets[level - 1]!, s)),
    game: (s) => newGame(model, { seed: s }),
    playoutLimit,
  };
}

/** The play-out limit from random games (cut off at `max`), so searching a game that does not end stays bounded. */
function pilotLimit(model: Model, seed: number, max: number): number {
  const lengths: number[] = [];
  for (let k = 0; k < PILOT_GAMES; k++) {
    const s = gameSeed(seed, k);
    // A game that fails is the measured games' to report; its length so far counts here.
    const played = playGame(model, { seed: s, players: randomPlayer(playerSeed(s, 3000)), maxRequests: max, keepErrors: true });
    lengths.push(played.requests);
  }
  lengths.sort((a, b) => a - b);
  const p90 = lengths[Math.ceil(0.9 * lengths.length) - 1]!;
  return Math.max(MIN_PLAYOUT, Math.min(PLAYOUT_LIMIT, 4 * p90));
}

/**
 * The work in the order it is done: game k of every player, then the skill games k, interleaved, so
 * a run stopped early has measured every player (and every point of the curve) on the same seeds.
 */
export function tasksOf(p: PreparedAnalysis): Task[] {
  const out: Task[] = [];
  const { games, skillGames, players } = p.spec;
  // One seat against itself has no stronger and weaker side, unless it plays as a team (cooperative).
  const points = p.seats < 2 && !p.cooperative ? 0 : p.budgets.length;
  for (let k = 0; k < Math.max(games, skillGames); k++) {
    if (k < games) players.forEach((_, player) => out.push({ kind: 'game', player, k }));
    if (k < skillGames) for (let point = 0; point < points; point++) out.push({ kind: 'skill', point, k });
  }
  return out;
}
