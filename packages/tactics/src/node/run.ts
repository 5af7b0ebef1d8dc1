// A whole simulation or comparison on threads or on a queue: the spec is checked here first (a bad
// spec throws before anything starts), then the chunks run, then they merge; a run that stopped
// early still gives the result of what was played.
import { gamesOf, type GameRecord } from '../simulate/chunk.js';
import { compareGames, sidesOf, type CompareSpec, type ComparisonResult } from '../simulate/compare.js';
import { SimulationError } from '../simulate/errors.js';
import { summarize, type SimulationResult } from '../simulate/result.js';
import { prepare, type SimulationSpec } from '../simulate/spec.js';
import { runLocal, type RunOptions, type RunOutcome } from './pool.js';
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

function runOn(specs: SimulationSpec[], where: Where, options: RunOptions): Promise<RunOutcome> {
  return 'queue' in where
    ? runOnQueue(specs, { ...options, ...where, url: where.queue })
    : runLocal(specs, { ...options, ...where });
}

export async function simulateOn(spec: SimulationSpec, where: Where, options: RunOptions = {}): Promise<SimulationRun> {
  const seats = prepare(spec).seats;
  const outcome = await runOn([spec], where, options);
  const games = gamesOf(outcome.chunks[0]!);
  return { result: summarize(spec, seats, games), games, outcome };
}

export async function compareOn(spec: CompareSpec, where: Where, options: RunOptions = {}): Promise<ComparisonRun> {
  const sides = sidesOf(spec);
  const [a, b] = sides.map((s) => prepare(s).seats);
  if (a !== b)
    throw new SimulationError('model', 'variant', `the two models have ${a} and ${b} seats; a comparison needs the same`);
  const outcome = await runOn(sides, where, options);
  const games: [GameRecord[], GameRecord[]] = [gamesOf(outcome.chunks[0]!), gamesOf(outcome.chunks[1]!)];
  return { result: compareGames(spec, games[0], games[1], a!), games, outcome };
}
