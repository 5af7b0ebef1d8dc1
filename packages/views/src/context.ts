// What every slot builder needs: the game as the viewer sees it, the card style, the previous
// table's slots by id (for "new since the previous request") and the ids given out so far.
import { cardKey } from './cards.js';
import type { Source } from './game.js';
import type { Card, CardStyle, Slot, Table } from './types.js';

export interface Ctx {
  readonly src: Source;
  readonly style: CardStyle;
  /** The previous table's slots by id; `null` without a previous table. */
  readonly prev: ReadonlyMap<string, Slot> | null;
  readonly ids: Map<string, number>;
}

/** A slot id unique within the table: `base`, then `base#2`, `base#3`. */
export function slotId(ctx: Ctx, base: string): string {
  const n = (ctx.ids.get(base) ?? 0) + 1;
  ctx.ids.set(base, n);
  return n === 1 ? base : `${base}#${n}`;
}

/** The previous table's slot with this id and kind. */
export function previousSlot<K extends Slot['kind']>(ctx: Ctx, id: string, kind: K): Extract<Slot, { kind: K }> | undefined {
  const s = ctx.prev?.get(id);
  return s !== undefined && s.kind === kind ? (s as Extract<Slot, { kind: K }>) : undefined;
}

export function slotsById(t: Table): Map<string, Slot> {
  const out = new Map<string, Slot>();
  const add = (rows: Table['table']): void => {
    for (const r of rows) for (const s of r.slots) out.set(s.id, s);
  };
  add(t.table);
  for (const p of t.players) add(p.rows);
  return out;
}

/**
 * Marks the cards that were not in `before`: each card takes one matching card (same uid, or same
 * name for plain values, or a back for a back) from the previous slot; what is left over is new.
 * With no previous slot nothing is marked (the first table has nothing to compare with).
 */
export function markNew(cards: Card[], before: readonly Card[] | undefined): Card[] {
  if (before === undefined) return cards;
  const pool = new Map<string, number>();
  for (const c of before) pool.set(cardKey(c), (pool.get(cardKey(c)) ?? 0) + 1);
  return cards.map((c) => {
    const k = cardKey(c);
    const n = pool.get(k) ?? 0;
    if (n > 0) {
      pool.set(k, n - 1);
      return c;
    }
    return { ...c, new: true };
  });
}
