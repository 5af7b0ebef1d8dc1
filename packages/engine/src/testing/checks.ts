// The checks every model must pass (design.md "Tests"): seeded random games to an end without an
// engine error, chance probabilities that add up to 1, copies (clone, snapshot through JSON) that
// go on exactly like the game they were made from, and copies played on with other answers that
// leave their original as it was. The result is a report, not an assertion, so any test runner
// (or a script) can use it.
import {
  ExprError,
  newGame,
  NotExecutable,
  randomPlayer,
  restoreGame,
  sampleChance,
  type Game,
  type Model,
  type Request,
} from '../index.js';

export interface CheckOptions {
  /** Seeded random games to play (seeds `0 .. games - 1`). Default 1,000. */
  games?: number;
  /** Requests after which a game counts as cut off. Default 5,000 (the validator's limit). */
  maxRequests?: number;
  /** The end reasons allowed; by default the ids of the model's end conditions. */
  endReasons?: readonly string[] | null;
  /** In how many of the games (the first ones) clones and snapshots are compared. Default 20. */
  copyGames?: number;
}

export interface CheckReport {
  games: number;
  /** How often each end reason was seen. */
  reasons: Record<string, number>;
  /** Requests answered over all games. */
  requests: number;
  /** What went wrong, one line each (at most `MAX_PROBLEMS`); empty when every check passed. */
  problems: string[];
}

export const MAX_PROBLEMS = 20;
/** How far the probabilities of a chance may be from adding up to 1. */
const TOLERANCE = 1e-6;
/** Requests at which copies are taken, in the games where they are compared. */
const COPY_AT = [0, 1, 3, 10, 30, 100, 300];
/** How far a copy is played on with other answers to see that its original stays as it was. */
const LOOK_AHEAD = 40;
const FLOW_FINISHED = 'flow finished without an end condition';

/** Runs every check on `model`. */
export function checkModel(model: Model, options: CheckOptions = {}): CheckReport {
  const games = options.games ?? 1000;
  const max = options.maxRequests ?? 5000;
  const copies = Math.min(options.copyGames ?? 20, games);
  const allowed = options.endReasons ?? [...model.end.map((c) => c.id), FLOW_FINISHED];
  const report: CheckReport = { games, reasons: Object.create(null) as Record<string, number>, requests: 0, problems: [] };
  const problem = (line: string) => {
    if (report.problems.length < MAX_PROBLEMS) report.problems.push(line);
  };
  for (let seed = 0; seed < games; seed++) {
    const trace = playOut(model, seed, max, seed < copies, problem);
    report.requests += trace.answers.length;
    if (trace.end === null) continue;
    report.reasons[trace.end.reason] = (report.reasons[trace.end.reason] ?? 0) + 1;
    if (!allowed.includes(trace.end.reason))
      problem(`seed ${seed}: end reason '${trace.end.reason}' is not one of ${allowed.join(', ')}`);
    if (trace.end.returns.length !== model.numPlayers || !trace.end.returns.every(Number.isFinite)) {
      problem(`seed ${seed}: returns [${trace.end.returns.join(', ')}] are not one number per player`);
    }
    for (const copy of trace.copies) compareCopy(model, seed, trace, copy, problem);
  }
  return report;
}

interface Copy {
  /** The request count at which it was taken. */
  readonly at: number;
  readonly how: 'clone' | 'snapshot';
  readonly game: Game;
}

interface Trace {
  /** Each request in words (only in the games whose copies are compared). */
  readonly requests: string[];
  /** The answer given to each request. */
  readonly answers: number[];
  end: { reason: string; returns: readonly number[] } | null;
  readonly final: Game;
  readonly copies: Copy[];
}

/** One game with a random player seeded `seed + 1` (as `playGame` does) and the game's own chance. */
function playOut(model: Model, seed: number, max: number, copy: boolean, problem: (line: string) => void): Trace {
  const game = newGame(model, { seed });
  const player = randomPlayer(seed + 1);
  const trace: Trace = { requests: [], answers: [], end: null, final: game, copies: [] };
  try {
    for (;;) {
      const n = trace.answers.length;
      if (copy && COPY_AT.includes(n)) {
        trace.copies.push({ at: n, how: 'clone', game: game.clone() });
        trace.copies.push({ at: n, how: 'snapshot', game: restoreGame(model, JSON.parse(JSON.stringify(game.snapshot()))) });
        lookAhead(game, seed, n, problem);
      }
      const req = game.request();
      if (copy) trace.requests.push(describe(req));
      if (req.kind === 'end') {
        trace.end = { reason: req.reason, returns: req.returns };
        return trace;
      }
      if (n >= max) {
        problem(`seed ${seed}: no end within ${max} requests`);
        return trace;
      }
      if (req.kind === 'chance') {
        const bad = chanceProblem(req.outcomes);
        if (bad !== null) problem(`seed ${seed}, request ${n} at ${req.where}: ${bad}`);
      }
      const answer = req.kind === 'chance' ? sampleChance(game) : player.choose(req, game);
      trace.answers.push(answer);
      game.answer(answer);
    }
  } catch (e) {
    problem(`seed ${seed}, request ${trace.answers.length}: ${errorText(e)}`);
    return trace;
  }
}

/**
 * Plays a clone and a resampled copy on with other answers, as a search would, and checks that
 * the game itself did not change: its snapshot and its request are the same before and after.
 * (That the copies are not changed by the game is what `compareCopy` checks.)
 */
function lookAhead(game: Game, seed: number, at: number, problem: (line: string) => void): void {
  const before = fingerprint(game);
  const copies: [string, () => Game][] = [
    ['clone', () => game.clone()],
    ['resampled copy', () => game.resample(at % game.model.numPlayers, seed + at)],
  ];
  for (const [how, make] of copies) {
    const player = randomPlayer(1_000_003 * (seed + 1) + at);
    const where = `seed ${seed}: a ${how} made at request ${at}`;
    try {
      const copy = make();
      for (let k = 0; k < LOOK_AHEAD; k++) {
        const req = copy.request();
        if (req.kind === 'end') break;
        copy.answer(req.kind === 'chance' ? copy.sample() : player.choose(req, copy));
      }
    } catch (e) {
      // The model's own errors are the seeded games' to report; anything else is the engine's.
      if (!(e instanceof ExprError || e instanceof NotExecutable))
        problem(`${where}, played on with other answers, stops at ${errorText(e)}`);
    }
    if (fingerprint(game) !== before) return problem(`${where}, played on with other answers, changes the game`);
  }
}

/** Everything a game holds (its snapshot) and what it asks now. */
function fingerprint(game: Game): string {
  let asks: string;
  try {
    asks = describe(game.request());
  } catch (e) {
    asks = errorText(e);
  }
  return `${asks}\n${JSON.stringify(game.snapshot())}`;
}

function chanceProblem(outcomes: readonly { readonly label: string; readonly p: number }[]): string | null {
  if (outcomes.length === 0) return 'a chance without outcomes';
  let sum = 0;
  for (const o of outcomes) {
    if (!Number.isFinite(o.p) || o.p < 0) return `outcome ${o.label} has probability ${o.p}`;
    sum += o.p;
  }
  return Math.abs(sum - 1) > TOLERANCE ? `probabilities add up to ${sum}, not 1` : null;
}

/** A copy answered like the original from where it was taken must ask and end exactly the same. */
function compareCopy(model: Model, seed: number, trace: Trace, copy: Copy, problem: (line: string) => void): void {
  const g = copy.game;
  const where = `seed ${seed}: a ${copy.how} made at request ${copy.at}`;
  try {
    for (let k = copy.at; k < trace.requests.length; k++) {
      const req = g.request();
      const seen = describe(req);
      if (seen !== trace.requests[k])
        return problem(`${where} asks ${seen} at request ${k}, the game asked ${trace.requests[k]}`);
      if (req.kind === 'end') break;
      const answer = trace.answers[k]!;
      // The copy carries the random generator: it draws the same outcomes by itself.
      if (req.kind === 'chance' && sampleChance(g) !== answer) return problem(`${where} draws another outcome at request ${k}`);
      g.answer(answer);
    }
  } catch (e) {
    return problem(`${where} stops at ${errorText(e)}`);
  }
  if (trace.end === null) return;
  for (let p = 0; p < model.numPlayers; p++) {
    if (g.informationState(p) !== trace.final.informationState(p))
      return problem(`${where} ends with another information state for player ${p}`);
  }
  if (JSON.stringify(g.events) !== JSON.stringify(trace.final.events)) problem(`${where} ends with other events`);
}

function describe(r: Request): string {
  if (r.kind === 'end') return `end ${r.reason} [${r.returns.join(', ')}]`;
  if (r.kind === 'decision') return `decision ${r.where} p${r.player} [${r.options.map((o) => o.label).join('|')}]`;
  return `chance ${r.where} [${r.outcomes.map((o) => `${o.label}:${o.p}`).join('|')}]`;
}

function errorText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}
