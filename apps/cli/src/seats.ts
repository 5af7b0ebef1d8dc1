// The players of `tabletwin play --players`: one spec per seat, or one for every seat. Specs are
// read by @tabletwin/tactics (`playerFromSpec`); tactic and strategy paths are relative to the
// folder the command was typed in. Every problem is one line saying which spec and why.

import { randomPlayer, type Model, type Player } from '@tabletwin/engine';
import { isHuman, isMctsSpec, playerFromSpec, seatLookAhead, type DecisionRecord } from '@tabletwin/tactics';
import { readFileOrBuiltin } from './builtin.js';
import { readFailure } from './io.js';

export interface Seat {
  readonly spec: string;
  readonly player: Player;
  readonly human: boolean;
  /** The player of a `tactic:` or `mcts` seat, whose decision records `--explain` prints. */
  readonly tactic: { readonly last: DecisionRecord | null } | null;
}

const SPEC = /^(random|first|human|mcts(:.+)?|agent:.+|((no-)?look-ahead:)?tactic:.+|solved:.+)$/;
const KINDS =
  'use random, first, agent:<name>, mcts, mcts:<iterations>, mcts:<seconds>s, tactic:<file> (look-ahead:tactic:<file> or no-look-ahead:tactic:<file> to turn its look-ahead on or off), solved:<strategy.json> or human';

/**
 * One seat per player of `model`, or the message saying what is wrong. Without specs every seat
 * is the same random player seeded with `seed + 1` (as `play` always did); seat `i` of a list gets
 * `seed + 1 + i`, so two random seats do not play alike.
 */
export function seatsOf(text: string | undefined, model: Model, seed: number): Seat[] | string {
  const n = model.numPlayers;
  if (text === undefined) {
    const player = randomPlayer(seed + 1);
    return Array.from({ length: n }, () => ({ spec: 'random', player, human: false, tactic: null }));
  }
  const specs = text.split(',').map((s) => s.trim());
  if (specs.length !== 1 && specs.length !== n)
    return `--players names ${specs.length} players; the model has ${n} seat${n === 1 ? '' : 's'}: give one for every seat or one per seat`;
  const made = new Map<string, Seat>();
  const seats: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const spec = specs.length === 1 ? specs[0]! : specs[i]!;
    // One spec for all seats: one player for all of them.
    const shared = specs.length === 1 ? made.get(spec) : undefined;
    if (shared !== undefined) {
      seats.push(shared);
      continue;
    }
    const seat = seatOf(spec, model, seed + 1 + i);
    if (typeof seat === 'string') return seat;
    made.set(spec, seat);
    seats.push(seat);
  }
  return seats;
}

function seatOf(spec: string, model: Model, seed: number): Seat | string {
  if (!SPEC.test(spec)) return `cannot use player '${spec}': ${KINDS}`;
  const { base } = seatLookAhead(spec);
  // A strategy file is only ever a file; a tactic may be a built-in one.
  const kinds = base.startsWith('solved:') ? [] : 'tactic';
  const path = base.startsWith('tactic:') ? base.slice('tactic:'.length) : base.startsWith('solved:') ? base.slice(7) : null;
  if (path !== null) {
    try {
      readFileOrBuiltin(path, kinds);
    } catch (e) {
      return `cannot use player '${spec}': cannot read ${path}: ${readFailure(e)}`;
    }
  }
  let player: Player;
  try {
    player = playerFromSpec(spec, { model, seed, read: (p) => readFileOrBuiltin(p, kinds) });
  } catch (e) {
    return `cannot use player '${spec}': ${e instanceof Error ? e.message : String(e)}`;
  }
  const human = isHuman(player);
  const tactic = base.startsWith('tactic:') || isMctsSpec(spec) ? (player as unknown as { last: DecisionRecord | null }) : null;
  return { spec, player, human, tactic };
}
