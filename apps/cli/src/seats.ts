// The players of `tabletwin play --players`: one spec per seat, or one for every seat. Specs are
// read and made into players by @tabletwin/tactics (`parseSeat`, `playerFromSpec`); tactic and strategy paths are relative to the
// folder the command was typed in. Every problem is one line saying which spec and why.

import { randomPlayer, type Model, type Player } from '@tabletwin/engine';
import { isHuman, parseSeat, playerFromSpec, seatReason, type DecisionRecord, type SeatSpec } from '@tabletwin/tactics';
import { readFileOrBuiltin } from './builtin.js';
import { readFailure } from './io.js';

export interface Seat {
  readonly spec: string;
  readonly player: Player;
  readonly human: boolean;
  /** The player of a `tactic:` or `mcts` seat, whose decision records `--explain` prints. */
  readonly tactic: { readonly last: DecisionRecord | null } | null;
}

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
  const refused = (e: unknown): string => `cannot use player '${spec}': ${seatReason(spec, e)}`;
  let parsed: SeatSpec;
  try {
    parsed = parseSeat(spec);
  } catch (e) {
    return refused(e);
  }
  // A strategy file is only ever a file; a tactic may be a built-in one.
  const kinds = parsed.kind === 'solved' ? [] : 'tactic';
  if (parsed.kind === 'tactic' || parsed.kind === 'solved') {
    try {
      readFileOrBuiltin(parsed.path, kinds);
    } catch (e) {
      return `cannot use player '${spec}': cannot read ${parsed.path}: ${readFailure(e)}`;
    }
  }
  let player: Player;
  try {
    player = playerFromSpec(spec, { model, seed, read: (p) => readFileOrBuiltin(p, kinds) });
  } catch (e) {
    return refused(e);
  }
  const human = isHuman(player);
  const tactic =
    parsed.kind === 'tactic' || parsed.kind === 'mcts' ? (player as unknown as { last: DecisionRecord | null }) : null;
  return { spec, player, human, tactic };
}
