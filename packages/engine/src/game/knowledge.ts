// Which players know which card an instance is while it lies where they cannot see it: a card a
// player laid face down from their own hand, looked at or was shown. `resample` leaves such cards
// in place for those players: dealing them again would make the game forget what they observed.
// Kept only for models with a `drawn_from` zone (nothing else is dealt again), as a sorted list
// of players per uid in the state, so a copy of the game copies it like any other data.
import { isLanguageDict, type Value } from '@tabletwin/expr';
import type { ZoneRef } from '../ops/op.js';
import type { Machine } from './machine.js';
import type { Visible } from './types.js';
import { zoneSeenBy } from './visibility.js';

function uidOf(item: Value): number | null {
  if (!isLanguageDict(item)) return null;
  const uid = item['uid'];
  return typeof uid === 'number' ? uid : null;
}

/** The players in `a` or `b`, sorted. */
function union(g: Machine, a: Visible, b: readonly number[]): number[] {
  if (a === 'all') return Array.from({ length: g.model.numPlayers }, (_, p) => p);
  const out = [...b];
  for (const p of a) if (!out.includes(p)) out.push(p);
  return out.sort((x, y) => x - y);
}

function remember(g: Machine, uid: number, players: number[]): void {
  if (players.length === 0) delete g.st.seen[uid];
  else g.st.seen[uid] = players;
}

/** Who sees what lies in a zone, by its visibility. */
export function seenIn(ref: ZoneRef): Visible {
  return zoneSeenBy(ref.decl, ref.owner);
}

/**
 * `item` has just been put where it is: it is now known to the players in `seenBy` (those who saw
 * it where it was, see it where it is, or were shown the move) and, with `keep`, to those who knew
 * it before (a move of that very card, which the model named).
 */
export function moved(g: Machine, item: Value, seenBy: readonly Visible[], keep: boolean): void {
  if (!g.model.dealsAgain) return;
  const uid = uidOf(item);
  if (uid === null) return;
  let players = keep ? (g.st.seen[uid] ?? []) : [];
  for (const v of seenBy) players = union(g, v, players);
  remember(g, uid, players);
}

/** `players` were shown `items` where they lie (`look`, `reveal`). */
export function shown(g: Machine, items: readonly Value[], players: Visible): void {
  if (!g.model.dealsAgain) return;
  for (const item of items) {
    const uid = uidOf(item);
    if (uid !== null) remember(g, uid, union(g, players, g.st.seen[uid] ?? []));
  }
}

/** The instance is gone: nobody needs to remember it. */
export function gone(g: Machine, item: Value): void {
  const uid = uidOf(item);
  if (uid !== null) delete g.st.seen[uid];
}

/** Does `player` know which card `item` is, wherever it lies? */
export function knows(g: Machine, item: Value, player: number): boolean {
  const uid = uidOf(item);
  return uid !== null && (g.st.seen[uid]?.includes(player) ?? false);
}
