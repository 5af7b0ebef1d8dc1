// Players named by text, as front ends take them: `random`, `first`, `human`, `agent:<name>`,
// `tactic:<path>`, `solved:<strategy.json>` (what `tabletwin solve --out` writes).
import { TacticError } from './errors.js';
import { agentPlayer, firstPlayer, randomPlayer, type Model, type Player } from './game.js';
import { loadTactic } from './load.js';
import { tacticPlayer } from './player.js';
import { readStrategy, solvedPlayer } from './solve/index.js';

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

export function playerFromSpec(spec: string, options: PlayerSpecOptions): Player {
  const seed = options.seed ?? 0;
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
  if (spec.startsWith('tactic:') && spec.length > 7) {
    const path = spec.slice(7);
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
    return tacticPlayer(loadTactic(text, { model: options.model, path, read }), { seed, record: options.record === true });
  }
  if (spec.startsWith('solved:') && spec.length > 7) {
    const path = spec.slice(7);
    let data: unknown;
    try {
      if (options.read === undefined) throw new Error('there is no way to read files here');
      data = JSON.parse(options.read(path));
    } catch (e) {
      throw new TacticError('player', `player ${spec}`, `${path} cannot be read: ${e instanceof Error ? e.message : String(e)}`, {
        cause: e,
      });
    }
    return solvedPlayer(readStrategy(data, path), { seed });
  }
  throw new TacticError('player', `player ${spec}`, 'not a player: use random, first, human, agent:<name> or tactic:<path>');
}
