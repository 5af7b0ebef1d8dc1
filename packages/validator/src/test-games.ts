// The test games (docs/engine.md#the-validator): 20 games with the engine's random
// players and random chance, game i with seed i (from 1), so the same model always gives the same
// report. At most 5,000 requests per game; an engine error stops a game and is counted by its
// message, with the place where it happened when the message does not start with it.
//
// Two rules keep a hostile model's report short, both counting work rather than time, so the
// report is the same on every machine (README, "Decisions"):
// - the games of a model share a budget of work, counted in the engine's steps: when it is spent,
//   the game under way is cut off before its next request and the rest are not played;
// - when the first games all stop on the same error of a costly kind (a bound of the engine), the
//   rest are not played either: they would say the same line 20 times.
import { stepsSpent } from '@tabletwin/expr';
import { flowStepsRun, loadModel, NotExecutable, playGame, RunError, type Model } from '@tabletwin/engine';
import type { Count, TestGames } from './report.js';

export interface TestGameOptions {
  /** Number of games (default 20). */
  games?: number;
  /** Requests after which a game is cut off (default 5,000). */
  requestLimit?: number;
  /** Work all the games of a model may use, in steps (default `TEST_GAME_BUDGET`). */
  budget?: number;
  /** Called before each game: its number (from 1) and how many games there are. */
  onGame?: (game: number, games: number) => void;
}

const TEST_GAMES = 20;
const REQUEST_LIMIT = 5000;
/**
 * The work the test games of one model may use, in steps. The heaviest model we have (chess)
 * uses 47 million for its 20 games, every other one under 5 million (README, "Decisions"). A
 * request can use up to 50 million (expr's bound, about 2 s), so a model whose every request
 * costs that much stops after four or five of them.
 */
export const TEST_GAME_BUDGET = 200_000_000;
/**
 * What one step of the engine's loop counts, in expression steps: it runs a frame (an op, a flow
 * node) whose plain expressions cost no expression steps, and measured 150-700 ns against about
 * 30 ns for an expression step.
 */
const FLOW_STEP = 10;
/** Games stopped in a row by the same costly error after which the rest are not played. */
const SAME_COSTLY = 3;
/** Error kinds that mean a bound of the engine was reached: each such game costs seconds. */
const COSTLY = new Set(['TimeoutError', 'MemoryError', 'RecursionError']);

/** The work done so far in this process, in steps. */
function work(): number {
  return stepsSpent() + FLOW_STEP * flowStepsRun();
}

/**
 * How the site shows an engine error: `NotExecutable` as "Not executable", `ExprError` (and
 * anything else the engine throws, so one bad game never takes the report down) as "Error".
 */
function describeError(e: unknown): string {
  if (e instanceof NotExecutable) return `Not executable: ${e.message}`;
  if (e instanceof RunError && e.where !== '' && !e.message.startsWith(`${e.where}:`))
    return `Error: ${e.message} (at ${e.where})`;
  if (e instanceof Error) return `Error: ${e.message}`;
  return `Error: ${String(e)}`;
}

type Outcome =
  | { kind: 'end'; reason: string; requests: number }
  | { kind: 'stopped'; message: string; costly: boolean }
  | { kind: 'cut' }
  | { kind: 'budget' };

/** One game of `playGame` (random seats seeded `seed + 1`), cut off once the work reaches `stopAt`. */
function playOne(model: Model, seed: number, limit: number, stopAt: number): Outcome {
  const played = playGame(model, { seed, maxRequests: limit, stopped: () => work() >= stopAt, keepErrors: true });
  const { stop, error } = played;
  if (stop === 'error')
    return { kind: 'stopped', message: describeError(error), costly: error instanceof RunError && COSTLY.has(error.kind) };
  if (stop === 'limit') return { kind: 'cut' };
  if (stop === 'stopped') return { kind: 'budget' };
  return { kind: 'end', reason: played.reason!, requests: played.requests };
}

/** True when the first `SAME_COSTLY` games all stopped on one costly error. */
function sameCostlyError(outcomes: readonly Outcome[]): boolean {
  if (outcomes.length !== SAME_COSTLY) return false;
  const first = outcomes[0]!;
  return first.kind === 'stopped' && first.costly && outcomes.every((o) => o.kind === 'stopped' && o.message === first.message);
}

function counted(labels: readonly string[]): Count[] {
  const counts = new Map<string, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts.entries()].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count);
}

/** Plays the test games of a model that has no errors. */
export function runTestGames(data: Record<string, unknown>, options: TestGameOptions = {}): TestGames {
  const games = options.games ?? TEST_GAMES;
  const limit = options.requestLimit ?? REQUEST_LIMIT;
  const budget = options.budget ?? TEST_GAME_BUDGET;
  const outcomes: Outcome[] = [];
  let notPlayedReason: TestGames['notPlayedReason'] = null;
  const start = work();
  let model: Model | undefined;
  try {
    model = loadModel(data);
  } catch (e) {
    const message = describeError(e);
    for (let i = 0; i < games; i++) outcomes.push({ kind: 'stopped', message, costly: false });
  }
  if (model)
    for (let i = 0; i < games; i++) {
      if (work() - start >= budget) {
        notPlayedReason = 'budget';
        break;
      }
      options.onGame?.(i + 1, games);
      const outcome = playOne(model, i + 1, limit, start + budget);
      outcomes.push(outcome);
      if (outcome.kind === 'budget') {
        notPlayedReason = i + 1 < games ? 'budget' : null;
        break;
      }
      if (sameCostlyError(outcomes) && i + 1 < games) {
        notPlayedReason = 'same-error';
        break;
      }
    }

  const ended = outcomes.flatMap((o) => (o.kind === 'end' ? [o] : []));
  return {
    played: outcomes.length,
    notPlayed: games - outcomes.length,
    notPlayedReason,
    finished: ended.length,
    averageRequests: ended.length === 0 ? null : ended.reduce((s, o) => s + o.requests, 0) / ended.length,
    reasons: counted(ended.map((o) => o.reason)),
    stopped: counted(outcomes.flatMap((o) => (o.kind === 'stopped' ? [o.message] : []))),
    cutOff: outcomes.filter((o) => o.kind === 'cut').length,
    requestLimit: limit,
    outOfBudget: outcomes.filter((o) => o.kind === 'budget').length,
    budget,
    work: Math.round(work() - start),
  };
}
