// tableOf: the table as plain data, for one viewer, with a view or the automatic layout.
import type { Game } from '@tabletwin/engine';
import { automaticView } from './auto.js';
import { boardSlot } from './board.js';
import { slotsById, type Ctx } from './context.js';
import { sourceOf } from './game.js';
import { gridSlot, meterSlot, questSlot, zoneSlot } from './slots.js';
import type { PlayerArea, Row, Slot, SlotSpec, Table, View } from './types.js';

export interface TableOptions {
  /** Whose eyes: hidden zones and other players' hands show backs. `null`: everything. */
  readonly viewer: number | null;
  /** The table of the previous request: new cards, changed cells and meter changes are marked against it. */
  readonly previous?: Table | null;
}

/** The table of `game` as `viewer` sees it, laid out by `view` (`null`: the automatic layout). */
export function tableOf(game: Game, view: View | null, options: TableOptions): Table {
  const viewer = options.viewer;
  const src = sourceOf(game, viewer);
  const automatic = view === null;
  const v = view ?? automaticView(src.info);
  const ctx: Ctx = { src, style: v.card, prev: options.previous ? slotsById(options.previous) : null, ids: new Map() };

  const table: Row[] = v.table.map((row) => ({ slots: row.flatMap((spec) => sharedSlots(ctx, spec)) }));
  const players: PlayerArea[] = [];
  for (let p = 0; p < src.info.numPlayers; p++) {
    const rows = v.player.map((row) => ({ slots: row.map((spec) => slotOf(ctx, spec, p)) }));
    players.push({ player: p, you: viewer === p, eliminated: src.eliminated.includes(p), rows });
  }
  return { view: v.view, viewer, lang: v.card.lang, automatic, table, players };
}

/** A slot of the shared table: a per-player zone (or grid of a per-player variable) gives one slot per player. */
function sharedSlots(ctx: Ctx, spec: SlotSpec): Slot[] {
  const { info } = ctx.src;
  const zone = spec.kind === 'zone' ? spec.zone : spec.kind === 'grid' ? spec.zone : null;
  const perPlayer =
    zone !== null ? info.zoneIndex.get(zone)?.perPlayer : spec.kind === 'grid' && info.varIndex.get(spec.var!)?.perPlayer;
  if (perPlayer === true) {
    return Array.from({ length: ctx.src.info.numPlayers }, (_, p) => slotOf(ctx, spec, p));
  }
  return [slotOf(ctx, spec, null)];
}

function slotOf(ctx: Ctx, spec: SlotSpec, player: number | null): Slot {
  switch (spec.kind) {
    case 'zone':
      return zoneSlot(ctx, spec, player);
    case 'meter':
      return meterSlot(ctx, spec, player);
    case 'quest':
      return questSlot(ctx, spec, player);
    case 'grid':
      return gridSlot(ctx, spec, player);
    case 'board':
      return boardSlot(ctx, spec);
  }
}
