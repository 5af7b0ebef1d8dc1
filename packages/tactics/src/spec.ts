// Players named by text, as front ends take them: `random`, `first`, `human`, `agent:<name>`,
// `tactic:<path>`, `solved:<strategy.json>` (what `tabletwin solve --out` writes). A tactic seat
// may say how it looks ahead: `look-ahead:tactic:<path>` (on), `no-look-ahead:tactic:<path>` (off);
// plain `tactic:<path>` does what the file's `search` says. The site and the command line read the
// same words here, so a link, a game record and `--players` mean the same seat.
import { TacticError } from './errors.js';
import { agentPlayer, firstPlayer, randomPlayer, type Model, type Player } from './game.js';
import { loadTactic } from './load.js';
import { isMctsSpec, mctsBudget, mctsPlayer } from './mcts/player.js';
import { tacticPlayer } from './player.js';
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

/** Prefixes of a tactic seat that turn its look-ahead on or off whatever its file says. */
export const LOOK_AHEAD = 'look-ahead:';
export const NO_LOOK_AHEAD = 'no-look-ahead:';

/** How a seat looks ahead: `file` (as its tactic's `search` says), `on` or `off`. */
export type LookAhead = 'file' | 'on' | 'off';

/** A seat's spec without its look-ahead prefix, and what the prefix said. */
export function seatLookAhead(spec: string): { base: string; lookAhead: LookAhead } {
  if (spec.startsWith(LOOK_AHEAD)) return { base: spec.slice(LOOK_AHEAD.length), lookAhead: 'on' };
  if (spec.startsWith(NO_LOOK_AHEAD)) return { base: spec.slice(NO_LOOK_AHEAD.length), lookAhead: 'off' };
  return { base: spec, lookAhead: 'file' };
}

/**
 * The spec of a seat with look-ahead turned on or off. `ownSearch`: whether its tactic file has a
 * `search` of its own (then off needs saying; without one, plain `tactic:` already is off). Seats
 * that are not tactics are returned without a prefix.
 */
export function withLookAhead(spec: string, on: boolean, ownSearch: boolean): string {
  const { base } = seatLookAhead(spec);
  if (!base.startsWith('tactic:')) return base;
  return on ? LOOK_AHEAD + base : ownSearch ? NO_LOOK_AHEAD + base : base;
}

/** The `search` option of `tacticPlayer` for a seat's look-ahead word. */
export const searchFor = (lookAhead: LookAhead): boolean | 'always' =>
  lookAhead === 'on' ? 'always' : lookAhead === 'off' ? false : true;

const KINDS =
  'use random, first, human, agent:<name>, mcts, mcts:<iterations>, mcts:<seconds>s, tactic:<path> (look-ahead:tactic:<path> or no-look-ahead:tactic:<path> to turn its look-ahead on or off) or solved:<strategy.json>';

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
  const { base, lookAhead } = seatLookAhead(spec);
  if (lookAhead !== 'file' && !(base.startsWith('tactic:') && base.length > 7))
    throw new TacticError(
      'player',
      `player ${spec}`,
      `look-ahead is for a tactic seat: ${lookAhead === 'on' ? LOOK_AHEAD : NO_LOOK_AHEAD}tactic:<path>`,
    );
  if (spec === 'random') return randomPlayer(seed);
  if (spec === 'first') return firstPlayer();
  if (spec === 'human') {
    return {
      human: true,
      choose(): number {
        throw new Error('a human seat is answered by the front end, not by choose()');
      },
    } as HumanSeat;
  }
  if (spec.startsWith('agent:') && spec.length > 6) return agentPlayer(options.model, spec.slice(6), seed);
  if (isMctsSpec(spec)) return mctsPlayer({ budget: mctsBudget(spec), seed, record: options.record === true });
  if (base.startsWith('tactic:') && base.length > 7) {
    const path = base.slice(7);
    const read = options.read;
    if (read === undefined) throw new TacticError('player', `player ${spec}`, 'there is no way to read files here');
    let text: string;
    try {
      text = read(path);
    } catch (e) {
      throw new TacticError('player', `player ${spec}`, `${path} cannot be read: ${e instanceof Error ? e.message : String(e)}`, {
        cause: e,
      });
    }
    const search = lookAhead === 'on' ? 'always' : lookAhead === 'off' ? false : true;
    return tacticPlayer(loadTactic(text, { model: options.model, path, read }), {
      seed,
      record: options.record === true,
      search,
    });
  }
  if (spec.startsWith('solved:') && spec.length > 7) {
    const path = spec.slice(7);
    let text: string;
    try {
      if (options.read === undefined) throw new Error('there is no way to read files here');
      text = options.read(path);
    } catch (e) {
      throw new TacticError('player', `player ${spec}`, `${path} cannot be read: ${e instanceof Error ? e.message : String(e)}`, {
        cause: e,
      });
    }
    return solvedPlayer(strategyOf(text, path, options.model), { seed, name: spec });
  }
  throw new TacticError('player', `player ${spec}`, `not a player: ${KINDS}`);
}
