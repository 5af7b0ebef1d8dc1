// Resampling what a player has not seen (engine.md "Information: who sees what"): a look-ahead
// search must not peek. The unknown middle of a shuffled zone is fair already (a chance decides
// a card when it is drawn); the cards in a zone with `drawn_from` that the player cannot see are
// shuffled together with the unknown middle of the source zone and dealt back. Counts and uids
// stay where they are; only which card each one is changes.
import { isDict, newDict, type Dict, type Value } from '@tabletwin/expr';
import type { ZoneDecl } from '../model/types.js';
import type { Core } from './core.js';
import { middleOf } from './deck.js';
import { nextInt, type RngState } from './rng.js';

/** A place that holds one unseen card: a list and an index in it. */
interface Slot {
  readonly list: Value[];
  readonly index: number;
}

/**
 * Redistributes, in `g` itself, what `player` cannot see. All zones dealt from the same source
 * are dealt again together, once: shuffling them one after the other (each with the source)
 * would keep cards of one zone from reaching another with the right frequency.
 */
export function redistribute(g: Core, player: number, rng: RngState): void {
  const bySource = new Map<string, Slot[]>();
  for (const decl of g.model.zones) {
    if (decl.drawnFrom === null) continue;
    const source = g.model.zoneIndex.get(decl.drawnFrom);
    if (source === undefined || source.perPlayer) continue;
    let slots = bySource.get(source.name);
    if (slots === undefined) bySource.set(source.name, (slots = []));
    for (const list of unseenLists(g, decl, player)) for (let i = 0; i < list.length; i++) slots.push({ list, index: i });
  }
  for (const [name, slots] of bySource) {
    const source = g.model.zoneIndex.get(name)!;
    const deck = g.st.zones[name] as Value[];
    const [from, to] = middleOf(g, { decl: source, key: name, list: deck, owner: null, text: name });
    for (let i = from; i < to; i++) slots.push({ list: deck, index: i });
    deal(slots, rng);
  }
}

/** The lists of zone `decl` that `player` cannot see. */
function unseenLists(g: Core, decl: ZoneDecl, player: number): Value[][] {
  const z = g.st.zones[decl.name]!;
  if (decl.visibility === 'public') return [];
  if (!decl.perPlayer) return [z as Value[]];
  return (z as Value[][]).filter((_, q) => decl.visibility === 'hidden' || q !== player);
}

/** A uniform random permutation of what the slots hold; instances keep their uid in place. */
function deal(slots: readonly Slot[], rng: RngState): void {
  const cards = slots.map((s) => s.list[s.index]!);
  const order = cards.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const instances = cards.every((c) => isDict(c) && c['uid'] !== undefined);
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
