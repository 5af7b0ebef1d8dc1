// Players made from a seat's words (read by `seat.ts`): the site and the command line make their
// players here, so a link, a game record and `--players` mean the same seat.
import { TacticError } from './errors.js';
import { agentPlayer, firstPlayer, randomPlayer, type Model, type Player } from './game.js';
import { loadTactic } from './load.js';
import { mctsPlayer } from './mcts/player.js';
import { tacticPlayer } from './player.js';
import { parseSeat, searchFor } from './seat.js';
import { readStrategy, solvedPlayer, SolveError, type Strategy } from './solve/index.js';

/** A seat the front end answers itself (its `choose` throws: nothing should call it). */
export interface HumanSeat extends Player {
  readonly human: true;
}

export function isHuman(p: Player): p is HumanSeat {
  return (p as Partial<HumanSeat>).human === true;
}

export interface PlayerSpecOptions {
  model: Model;
  seed?: number;
  /** Reads a tactic file (and the files it extends). */
  read?: (path: string) => string;
  /** For `tactic:`: keep every decision's record. */
  record?: boolean;
}

/**
 * Strategies read lately, by their text and model: a simulation makes a player per game, and a
 * strategy file of many entries should be parsed and checked once, not once a game.
 */
const strategies = new Map<string, { model: Model; strategy: Strategy }>();

function strategyOf(text: string, path: string, model: Model): Strategy {
  const known = strategies.get(text);
  if (known !== undefined && known.model === model) return known.strategy;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new SolveError(
      'strategy',
      path,
      `not a strategy: the JSON cannot be read: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  const strategy = readStrategy(data, path, model);
  if (strategies.size >= 4) strategies.delete(strategies.keys().next().value!);
  strategies.set(text, { model, strategy });
  return strategy;
}

export function playerFromSpec(spec: string, options: PlayerSpecOptions): Player {
  const seed = options.seed ?? 0;
  const seat = parseSeat(spec);
  switch (seat.kind) {
    case 'random':
      return randomPlayer(seed);
    case 'first':
      return firstPlayer();
    case 'human':
      return {
        human: true,
        choose(): number {
          throw new Error('a human seat is answered by the front end, not by choose()');
        },
      } as HumanSeat;
    case 'agent':
      return agentPlayer(options.model, seat.name, seed);
    case 'mcts':
      return mctsPlayer({ budget: seat.budget, seed, record: options.record === true });
    case 'tactic': {
      const read = options.read;
      if (read === undefined) throw new TacticError('player', `player ${spec}`, 'there is no way to read files here');
      const text = readFor(spec, seat.path, read);
      return tacticPlayer(loadTactic(text, { model: options.model, path: seat.path, read }), {
        seed,
        record: options.record === true,
        search: searchFor(seat.lookAhead),
      });
    }
    case 'solved': {
      const read =
        options.read ??
        (() => {
          throw new Error('there is no way to read files here');
        });
      const text = readFor(spec, seat.path, read);
      return solvedPlayer(strategyOf(text, seat.path, options.model), { seed, name: spec });
    }
  }
}

/** The text of the file a seat names; a `TacticError` at the seat when it cannot be read. */
function readFor(spec: string, path: string, read: (path: string) => string): string {
  try {
    return read(path);
  } catch (e) {
    throw new TacticError('player', `player ${spec}`, `${path} cannot be read: ${e instanceof Error ? e.message : String(e)}`, {
      cause: e,
    });
  }
}
