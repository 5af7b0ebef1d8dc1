// Zone, meter, quest and grid slots. A name the model lacks gives a notice slot in place of the
// slot (`zone x not found`); a missing side detail (attachments, progress) gives a notice on it.
import type { Value } from '@tabletwin/expr';
import { cardKey, contentItem, faceCard, hiddenCard, isRecord } from './cards.js';
import { markNew, previousSlot, slotId, type Ctx } from './context.js';
import type {
  Card,
  Dial,
  FaceCard,
  GridCell,
  GridSlot,
  MeterSlot,
  NoticeSlot,
  QuestSlot,
  Slot,
  SlotSpec,
  ZoneSlot,
} from './types.js';

type Spec<K extends SlotSpec['kind']> = Extract<SlotSpec, { kind: K }>;

export function notice(ctx: Ctx, base: string, name: string, text: string): NoticeSlot {
  return { kind: 'notice', id: slotId(ctx, base), name, notices: [text], notice: text };
}

const suffix = (player: number | null): string => (player === null ? '' : `:${player}`);

/** A card as the viewer sees it: face up, or its back. */
export function cardOf(ctx: Ctx, v: Value): Card {
  return ctx.src.isHidden(v) ? hiddenCard() : faceCard(ctx.src.info, ctx.style, v);
}

export function zoneSlot(ctx: Ctx, spec: Spec<'zone'>, player: number | null): Slot {
  const { info } = ctx.src;
  const name = spec.name ?? spec.zone;
  const decl = info.zoneIndex.get(spec.zone);
  const list = ctx.src.zone(spec.zone, player);
  if (decl === undefined || list === undefined)
    return notice(ctx, `zone:${spec.zone}${suffix(player)}`, name, `zone ${spec.zone} not found`);
  const id = slotId(ctx, `zone:${spec.zone}${suffix(decl.perPlayer ? player : null)}`);
  const as = spec.as ?? (decl.shuffled || decl.visibility === 'hidden' ? 'deck' : 'row');
  const notices: string[] = [];
  const shown = as === 'row' ? list : as === 'discard' ? list.slice(0, 1) : [];
  let cards = shown.map((v) => cardOf(ctx, v));
  if (spec.attachments !== null) cards = attach(ctx, cards, spec.attachments, notices);
  const before = previousSlot(ctx, id, 'zone');
  cards = markNew(cards, before?.cards);
  if (before !== undefined) {
    // Attachments compare with those of the same card before (all new under a new card).
    cards = cards.map((c) => {
      if (c.hidden || c.attachments.length === 0) return c;
      const was = before.cards.find((b) => !b.hidden && cardKey(b) === cardKey(c));
      return { ...c, attachments: markNew([...c.attachments], was !== undefined && !was.hidden ? was.attachments : []) };
    });
  }
  const slot: ZoneSlot = {
    kind: 'zone',
    id,
    name,
    notices,
    zone: spec.zone,
    player: decl.perPlayer ? player : null,
    as,
    wide: spec.wide,
    small: spec.small,
    count: list.length,
    cards,
  };
  return slot;
}

/** Puts the cards of the attachments zone under the card whose uid their `field` holds. */
function attach(ctx: Ctx, cards: Card[], a: { zone: string; field: string }, notices: string[]): Card[] {
  const { info } = ctx.src;
  const decl = info.zoneIndex.get(a.zone);
  if (decl === undefined) {
    notices.push(`zone ${a.zone} not found`);
    return cards;
  }
  const under = new Map<unknown, FaceCard[]>();
  const parts = decl.perPlayer
    ? Array.from({ length: info.numPlayers }, (_, p) => ctx.src.zone(a.zone, p) ?? [])
    : [ctx.src.zone(a.zone, null) ?? []];
  for (const part of parts) {
    for (const v of part) {
      if (ctx.src.isHidden(v) || !isRecord(v)) continue;
      const host = v[a.field];
      if (host === undefined || host === null) continue;
      if (!under.has(host)) under.set(host, []);
      under.get(host)!.push(faceCard(info, ctx.style, v));
    }
  }
  return cards.map((c) => (c.hidden || c.uid === null || !under.has(c.uid) ? c : { ...c, attachments: under.get(c.uid)! }));
}

const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'boolean' ? Number(v) : null;

export function meterSlot(ctx: Ctx, spec: Spec<'meter'>, player: number | null): Slot {
  const { info } = ctx.src;
  const name = spec.name ?? spec.var;
  const value = ctx.src.value(spec.var);
  const perPlayer = isPerPlayer(ctx, spec.var, value);
  const base = `meter:${spec.var}${suffix(perPlayer ? player : null)}`;
  if (value === undefined) return notice(ctx, base, name, `variable ${spec.var} not found`);
  const who: (number | null)[] = !perPlayer
    ? [null]
    : player !== null
      ? [player]
      : Array.from({ length: info.numPlayers }, (_, p) => p);
  const values = who.map((p) => num(p === null ? value : Array.isArray(value) ? value[p] : undefined));
  if (values.some((v) => v === null)) return notice(ctx, base, name, `variable ${spec.var} is not a number`);
  const id = slotId(ctx, base);
  const before = previousSlot(ctx, id, 'meter');
  const dials: Dial[] = who.map((p, i) => {
    const v = values[i]!;
    const was = before?.dials.find((d) => d.player === p);
    return { player: p, value: v, max: spec.max ?? Math.max(10, v), change: was === undefined ? null : v - was.value };
  });
  const slot: MeterSlot = { kind: 'meter', id, name, notices: [], var: spec.var, dials };
  return slot;
}

/**
 * Does `name` hold one value per player: a per-player variable, or a derived value that is a list
 * of one number per player (like `[len(...) for p in players]`)?
 */
export function isPerPlayer(ctx: Ctx, name: string, value: Value | undefined): boolean {
  const { info } = ctx.src;
  const decl = info.varIndex.get(name);
  if (decl !== undefined) return decl.perPlayer;
  return (
    info.derived.has(name) &&
    Array.isArray(value) &&
    value.length === info.numPlayers &&
    value.every((x) => typeof x === 'number')
  );
}

/** A name's value for one player: that player's element of a per-player value. */
function valueFor(ctx: Ctx, name: string, player: number | null): Value | undefined {
  const v = ctx.src.value(name);
  return isPerPlayer(ctx, name, v) && Array.isArray(v) ? v[player ?? 0] : v;
}

export function questSlot(ctx: Ctx, spec: Spec<'quest'>, player: number | null): Slot {
  const { info } = ctx.src;
  const name = spec.name ?? spec.var;
  const base = `quest:${spec.var}${suffix(player)}`;
  const key = valueFor(ctx, spec.var, player);
  if (key === undefined) return notice(ctx, base, name, `variable ${spec.var} not found`);
  const notices: string[] = [];
  let item: unknown;
  if (isRecord(key)) item = key;
  else if (spec.catalogue !== null) {
    const content = info.content;
    const cat = isRecord(content) ? content[spec.catalogue] : undefined;
    if (cat === undefined) return notice(ctx, base, name, `catalogue ${spec.catalogue} not found`);
    item =
      typeof key === 'string' || typeof key === 'number'
        ? Array.isArray(cat)
          ? cat[Number(key)]
          : isRecord(cat)
            ? cat[String(key)]
            : undefined
        : undefined;
    item ??= contentItem(info, key);
  } else item = contentItem(info, key);
  const card = item !== undefined && key !== null ? faceCard(info, ctx.style, item as Value) : null;
  const read = (n: string | null, what: string): number | null => {
    if (n === null) return null;
    const v = valueFor(ctx, n, player);
    if (v === undefined) notices.push(`${what} ${n} not found`);
    return num(v);
  };
  const progress = read(spec.progress, 'variable');
  const goal =
    spec.goal !== null
      ? read(spec.goal, 'value')
      : card !== null && typeof card.fields['quest_points'] === 'number'
        ? card.fields['quest_points']
        : null;
  const id = slotId(ctx, base);
  const before = previousSlot(ctx, id, 'quest');
  const [shown] = markNew(
    card === null ? [] : [card],
    before === undefined ? undefined : before.card === null ? [] : [before.card],
  );
  const change = before !== undefined && before.progress !== null && progress !== null ? progress - before.progress : null;
  const slot: QuestSlot = { kind: 'quest', id, name, notices, card: shown ?? null, progress, goal, change };
  return slot;
}

export function gridSlot(ctx: Ctx, spec: Spec<'grid'>, player: number | null): Slot {
  const { info } = ctx.src;
  const what = spec.zone ?? spec.var!;
  const name = spec.name ?? what;
  let list: readonly Value[] | undefined;
  let perPlayer = false;
  if (spec.zone !== null) {
    perPlayer = info.zoneIndex.get(spec.zone)?.perPlayer ?? false;
    list = ctx.src.zone(spec.zone, player);
    if (list === undefined) return notice(ctx, `grid:${what}${suffix(player)}`, name, `zone ${spec.zone} not found`);
  } else {
    perPlayer = info.varIndex.get(what)?.perPlayer ?? false;
    const v = perPlayer ? valueFor(ctx, what, player) : ctx.src.value(what);
    if (v === undefined) return notice(ctx, `grid:${what}${suffix(player)}`, name, `variable ${what} not found`);
    if (!Array.isArray(v)) return notice(ctx, `grid:${what}${suffix(player)}`, name, `variable ${what} is not a list`);
    list = v;
  }
  const id = slotId(ctx, `grid:${what}${suffix(perPlayer ? player : null)}`);
  const before = previousSlot(ctx, id, 'grid');
  const cells: GridCell[] = list.map((v, i) => {
    const card = v === null ? null : cardOf(ctx, v);
    const was = before?.cells[i];
    const changed =
      before !== undefined &&
      (was === undefined || (was.card === null ? 'empty' : cardKey(was.card)) !== (card === null ? 'empty' : cardKey(card)));
    return { card: card !== null && changed ? { ...card, new: true } : card, changed };
  });
  const slot: GridSlot = { kind: 'grid', id, name, notices: [], player: perPlayer ? player : null, columns: spec.columns, cells };
  return slot;
}
