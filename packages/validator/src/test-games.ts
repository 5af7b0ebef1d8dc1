// The test games (engine.md "What the validator shows"): 20 games with the engine's random
// players and random chance, game i with seed i (from 1), so the same model always gives the same
// report. At most 5,000 requests per game; an engine error stops a game and is counted by its
// message, with the place where it happened when the message does not start with it.
//
// A game that runs into one of the engine's bounds (the step budget of a request, the size or
// nesting of the state) costs up to a few seconds before it stops. When the first games all stop
// on the same such error, the rest are not played: 20 of them would keep a hostile model's
// report waiting for half a minute to say the same line 20 times. Deterministic: the games have
// fixed seeds and the rule counts errors, not time.
import { loadModel, NotExecutable, playGame, RunError, type Model } from '@tabletwin/engine';
import type { Count, TestGames } from './report.js';

export interface TestGameOptions {
  /** Number of games (default 20). */
  games?: number;
  /** Requests after which a game is cut off (default 5,000). */
  requestLimit?: number;
}

const TEST_GAMES = 20;
const REQUEST_LIMIT = 5000;
/** Games stopped in a row by the same costly error after which the rest are not played. */
const SAME_COSTLY = 3;
/** Error kinds that mean a bound of the engine was reached: each such game costs seconds. */
const COSTLY = new Set(['TimeoutError', 'MemoryError', 'RecursionError']);

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
  { kind: 'end'; reason: string; requests: number } | { kind: 'stopped'; message: string; costly: boolean } | { kind: 'cut' };

function playOne(model: Model, seed: number, limit: number): Outcome {
  try {
    const r = playGame(model, { seed, maxRequests: limit });
    return r.reason === null ? { kind: 'cut' } : { kind: 'end', reason: r.reason, requests: r.requests };
  } catch (e) {
    return { kind: 'stopped', message: describeError(e), costly: e instanceof RunError && COSTLY.has(e.kind) };
  }
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
  const outcomes: Outcome[] = [];
  let model: Model | undefined;
  try {
    model = loadModel(data);
  } catch (e) {
    const message = describeError(e);
    for (let i = 0; i < games; i++) outcomes.push({ kind: 'stopped', message, costly: false });
  }
  if (model)
    for (let i = 0; i < games; i++) {
      outcomes.push(playOne(model, i + 1, limit));
      if (sameCostlyError(outcomes)) break;
    }

  const ended = outcomes.flatMap((o) => (o.kind === 'end' ? [o] : []));
  return {
    played: outcomes.length,
    notPlayed: games - outcomes.length,
    finished: ended.length,
    averageRequests: ended.length === 0 ? null : ended.reduce((s, o) => s + o.requests, 0) / ended.length,
    reasons: counted(ended.map((o) => o.reason)),
    stopped: counted(outcomes.flatMap((o) => (o.kind === 'stopped' ? [o.message] : []))),
    cutOff: outcomes.filter((o) => o.kind === 'cut').length,
    requestLimit: limit,
  };
}
