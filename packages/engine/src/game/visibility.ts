// Who sees an answer or an outcome: everyone, or a list of players.
import { ExprError, isLanguageDict, repr, type Value } from '@tabletwin/expr';
import type { ZoneDecl } from '../model/types.js';
import type { Machine } from './machine.js';
import { listOf, playerIndex } from './values.js';
import type { Visible } from './types.js';

/** The players a `visible_to_x` value names: one index or an iterable of indexes. */
export function playersOf(g: Machine, v: Value, what: string): number[] {
  const n = g.model.numPlayers;
  const one = playerIndex(v, n);
  if (one !== null) return [one];
  if (v === null) return [];
  if (typeof v === 'string' || isLanguageDict(v) || typeof v !== 'object') {
    throw new ExprError('ValueError', `${what} gives ${repr(v)}, not players`, { bare: true });
  }
  const out: number[] = [];
  for (const item of listOf(v)) {
    const p = playerIndex(item, n);
    if (p === null) throw new ExprError('ValueError', `${what} gives ${repr(v)}, not players`, { bare: true });
    if (!out.includes(p)) out.push(p);
  }
  return out;
}

export function canSee(visible: Visible, player: number): boolean {
  return visible === 'all' || visible.includes(player);
}

const NOBODY: Visible = Object.freeze([]);

/** Who sees what lies in a list of a zone, by the zone's visibility (`owner`: the list's player, `null` for a shared zone). */
export function zoneSeenBy(decl: ZoneDecl, owner: number | null): Visible {
  switch (decl.visibility) {
    case 'public':
      return 'all';
    case 'owner':
      return owner === null ? NOBODY : [owner];
    case 'hidden':
      return NOBODY;
  }
}
