// Resampling what a player has not seen (docs/engine.md#who-sees-what): a look-ahead
// search must not peek. The cards in a zone with `drawn_from` that the player cannot see are
// shuffled together with the unknown middle of the source zone and dealt back. The unknown middle
// of every other shuffled zone is permuted too: the engine never reads its order (a chance decides
// a card when it is drawn), but code that reads the state should not find the real order there.
// Counts and uids stay where they are; only which card each one is changes. A card the player
// knows where it lies (`game/knowledge.ts`: laid there from their hand, looked at, shown) stays.
import { isLanguageDict, newDict, type Dict, type Value } from '@tabletwin/expr';
import type { ZoneDecl } from '../model/types.js';
import type { Core } from './core.js';
import { middleOf } from './deck.js';
import { knows } from './knowledge.js';
import { nextInt, type RngState } from './rng.js';
import { canSee, zoneSeenBy } from './visibility.js';

/** A place that holds one unseen card: a list and an index in it. */
interface Slot {
  readonly list: Value[];
  readonly index: number;
}

/**
 * Redistributes, in `g` itself, what `player` cannot see. All zones dealt from the same source
 * are dealt again together with its middle, once: shuffling them one after the other (each with
 * the source) would keep cards of one zone from reaching another with the right frequency.
 */
export function redistribute(g: Core, player: number, rng: RngState): void {
  const bySource = new Map<string, Slot[]>();
  for (const decl of g.model.zones) {
    if (decl.drawnFrom === null) continue;
    const source = g.model.zoneIndex.get(decl.drawnFrom);
    if (source === undefined || source.perPlayer) continue;
    let slots = bySource.get(source.name);
    if (slots === undefined) bySource.set(source.name, (slots = []));
    for (const list of unseenLists(g, decl, player)) for (let i = 0; i < list.length; i++) unseen(g, slots, list, i, player);
  }
  for (const decl of g.model.zones) {
    if (!decl.shuffled) continue;
    const z = g.st.zones[decl.name]!;
    const lists = decl.perPlayer ? (z as Value[][]) : [z as Value[]];
    lists.forEach((list, p) => {
      const key = decl.perPlayer ? `${decl.name}[${p}]` : decl.name;
      const slots = bySource.get(key) ?? [];
      bySource.delete(key);
      const [from, to] = middleOf(g, { decl, key, list, owner: decl.perPlayer ? p : null, text: key });
      for (let i = from; i < to; i++) unseen(g, slots, list, i, player);
      deal(slots, rng);
    });
  }
  // Sources that are not shuffled have no unknown middle: their zones are dealt among themselves.
  for (const slots of bySource.values()) deal(slots, rng);
  askAgain(g);
}

/** Adds the card at `list[index]` to `slots` unless `player` knows which card it is. */
function unseen(g: Core, slots: Slot[], list: Value[], index: number, player: number): void {
  if (!knows(g, list[index]!, player)) slots.push({ list, index });
}

/**
 * A chance of `draw` or `look` open now is over the cards of a middle that was just dealt again:
 * it is asked again, so its outcomes name the cards that are there now.
 */
function askAgain(g: Core): void {
  const top = g.cursor[g.cursor.length - 1];
  if (g.pending?.kind !== 'chance' || top === undefined || (top.k !== 'draw' && top.k !== 'look')) return;
  g.pending = null;
  g.advance();
}

/** The lists of zone `decl` that `player` cannot see. */
function unseenLists(g: Core, decl: ZoneDecl, player: number): Value[][] {
  const z = g.st.zones[decl.name]!;
  if (!decl.perPlayer) return canSee(zoneSeenBy(decl, null), player) ? [] : [z as Value[]];
  return (z as Value[][]).filter((_, q) => !canSee(zoneSeenBy(decl, q), player));
}

/** A uniform random permutation of what the slots hold; instances keep their uid in place. */
function deal(slots: readonly Slot[], rng: RngState): void {
  const cards = slots.map((s) => s.list[s.index]!);
  const order = cards.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const instances = cards.every((c) => isLanguageDict(c) && c['uid'] !== undefined);
  // Take every card's content first: instances are changed in place below.
  const contents = instances ? cards.map((c) => withoutUid(c as Dict)) : cards;
  slots.forEach((slot, k) => {
    const content = contents[order[k]!]!;
    if (!instances) {
      slot.list[slot.index] = content;
      return;
    }
    const card = slot.list[slot.index] as Dict;
    const uid = card['uid']!;
    for (const key of Object.keys(card)) delete card[key];
    for (const [key, v] of Object.entries(content as Dict)) card[key] = v;
    card['uid'] = uid;
  });
}

function withoutUid(card: Dict): Dict {
  const d = newDict();
  for (const k in card) if (k !== 'uid') d[k] = card[k]!;
  return d;
}
