// The words that name a seat, read in one place for every front end (`--players`, a site link, a
// game record, a simulation spec): `random`, `first`, `human`, `agent:<name>`, `mcts`,
// `mcts:<iterations>`, `mcts:<seconds>s`, `tactic:<path>`, `solved:<strategy.json>`. A tactic seat
// may say how it looks ahead: `look-ahead:tactic:<path>` (on), `no-look-ahead:tactic:<path>` (off);
// plain `tactic:<path>` does what the file's `search` says. Text only: nothing is read or made here.
import { TacticError } from './errors.js';
import { isMctsSpec, mctsBudget } from './mcts/player.js';
import type { Budget } from './mcts/search.js';

/** Prefixes of a tactic seat that turn its look-ahead on or off whatever its file says. */
export const LOOK_AHEAD = 'look-ahead:';
export const NO_LOOK_AHEAD = 'no-look-ahead:';

/** How a seat looks ahead: `file` (as its tactic's `search` says), `on` or `off`. */
export type LookAhead = 'file' | 'on' | 'off';

/** A seat's words, read. */
export type SeatSpec =
  | { readonly kind: 'random' | 'first' | 'human' }
  | { readonly kind: 'agent'; readonly name: string }
  | { readonly kind: 'mcts'; readonly budget: Budget }
  | { readonly kind: 'tactic'; readonly path: string; readonly lookAhead: LookAhead }
  | { readonly kind: 'solved'; readonly path: string };

const KINDS =
  'use random, first, human, agent:<name>, mcts, mcts:<iterations>, mcts:<seconds>s, tactic:<path> (look-ahead:tactic:<path> or no-look-ahead:tactic:<path> to turn its look-ahead on or off) or solved:<strategy.json>';

/** A seat's spec without its look-ahead prefix, and what the prefix said. */
export function seatLookAhead(spec: string): { base: string; lookAhead: LookAhead } {
  if (spec.startsWith(LOOK_AHEAD)) return { base: spec.slice(LOOK_AHEAD.length), lookAhead: 'on' };
  if (spec.startsWith(NO_LOOK_AHEAD)) return { base: spec.slice(NO_LOOK_AHEAD.length), lookAhead: 'off' };
  return { base: spec, lookAhead: 'file' };
}

/** The text after `prefix`, when `text` starts with it and goes on. */
const after = (text: string, prefix: string): string | null =>
  text.startsWith(prefix) && text.length > prefix.length ? text.slice(prefix.length) : null;

/** A seat's words read; a `TacticError` of kind `player` (at `player <spec>`) when they name no seat. */
export function parseSeat(spec: string): SeatSpec {
  const { base, lookAhead } = seatLookAhead(spec);
  const tactic = after(base, 'tactic:');
  if (lookAhead !== 'file' && tactic === null)
    throw new TacticError(
      'player',
      `player ${spec}`,
      `look-ahead is for a tactic seat: ${lookAhead === 'on' ? LOOK_AHEAD : NO_LOOK_AHEAD}tactic:<path>`,
    );
  if (spec === 'random' || spec === 'first' || spec === 'human') return { kind: spec };
  const agent = after(spec, 'agent:');
  if (agent !== null) return { kind: 'agent', name: agent };
  if (isMctsSpec(spec)) return { kind: 'mcts', budget: mctsBudget(spec) };
  if (tactic !== null) return { kind: 'tactic', path: tactic, lookAhead };
  const solved = after(spec, 'solved:');
  if (solved !== null) return { kind: 'solved', path: solved };
  throw new TacticError('player', `player ${spec}`, `not a player: ${KINDS}`);
}

/** The seat's words read, or null when they name no seat (for texts that may be a front end's own, like the site's `you`). */
export function seatOf(spec: string): SeatSpec | null {
  try {
    return parseSeat(spec);
  } catch (e) {
    if (e instanceof TacticError) return null;
    throw e;
  }
}

/** The file a `tactic:` seat plays, or null for any other seat. */
export function tacticPathOf(spec: string): string | null {
  const seat = seatOf(spec);
  return seat?.kind === 'tactic' ? seat.path : null;
}

/** The reason alone of a seat's error at `player <spec>` (for front ends that name the seat themselves). */
export function seatReason(spec: string, e: unknown): string {
  if (e instanceof TacticError && e.where === `player ${spec}`) return e.reason;
  return e instanceof Error ? e.message : String(e);
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
