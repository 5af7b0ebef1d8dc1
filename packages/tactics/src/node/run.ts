// A whole simulation or comparison on threads or on a queue: the spec is checked here first (a bad
// spec throws before anything starts), then the chunks run, then they merge; a run that stopped
// early still gives the result of what was played.
import { gamesOf, type GameRecord } from '../simulate/chunk.js';
import { compareGames, sidesOf, type CompareSpec, type ComparisonResult } from '../simulate/compare.js';
import { SimulationError } from '../simulate/errors.js';
import { summarize, type SimulationResult } from '../simulate/result.js';
import { prepare, type SimulationSpec } from '../simulate/spec.js';
import { runOnPool, startPool, type RunOptions, type RunOutcome } from './pool.js';
import { runOnQueue } from './queue.js';

/** Threads on this machine, or a queue (`redis://host:port`) that workers elsewhere take chunks from. */
export type Where = { workers: number } | { queue: string; queueName?: string; patience?: number };

export interface SimulationRun {
  result: SimulationResult;
  /** Every game played, in game order. */
  games: GameRecord[];
  outcome: RunOutcome;
}

export interface ComparisonRun {
  result: ComparisonResult;
  games: [GameRecord[], GameRecord[]];
  outcome: RunOutcome;
}

/**
 * `check()` (which throws for a bad spec, before any game is played), then the run. On threads the
 * pool starts first, so the threads load the engine and prepare the spec while this one checks it.
 */
async function runOn<T>(
  specs: SimulationSpec[],
  where: Where,
  options: RunOptions,
  check: () => T,
): Promise<{ checked: T; outcome: RunOutcome }> {
  if ('queue' in where) {
    const checked = check();
    return { checked, outcome: await runOnQueue(specs, { ...options, ...where, url: where.queue }) };
  }
  const pool = startPool(where.workers, specs[0]);
  let checked: T;
  try {
    checked = check();
  } catch (e) {
    await pool.destroy();
    throw e;
  }
  return { checked, outcome: await runOnPool(specs, { ...options, ...where }, pool) };
}

export async function simulateOn(spec: SimulationSpec, where: Where, options: RunOptions = {}): Promise<SimulationRun> {
  const { checked: seats, outcome } = await runOn([spec], where, options, () => prepare(spec).seats);
  const games = gamesOf(outcome.chunks[0]!);
  return { result: summarize(spec, seats, games), games, outcome };
}

export async function compareOn(spec: CompareSpec, where: Where, options: RunOptions = {}): Promise<ComparisonRun> {
  const sides = sidesOf(spec);
  const { checked: a, outcome } = await runOn(sides, where, options, () => {
    const [a, b] = sides.map((s) => prepare(s).seats);
    if (a !== b)
      throw new SimulationError('model', 'variant', `the two models have ${a} and ${b} seats; a comparison needs the same`);
    return a;
  });
  const games: [GameRecord[], GameRecord[]] = [gamesOf(outcome.chunks[0]!), gamesOf(outcome.chunks[1]!)];
  return { result: compareGames(spec, games[0], games[1], a!), games, outcome };
}
