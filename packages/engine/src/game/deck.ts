// Deck order (docs/reference.md#order-in-a-zone): index 0 is the top. A shuffled zone knows only how many cards on
// top and at the bottom have a known position; the rest is an unordered middle, and a chance
// decides which card it is when one is drawn or looked at.
import type { Value } from '@tabletwin/expr';
import { runError } from '../errors.js';
import type { ZoneRef } from '../ops/op.js';
import type { Machine } from './machine.js';

const NONE: readonly [number, number] = [0, 0];

/** [known on top, known at the bottom]. */
export function knownOf(g: Machine, ref: ZoneRef): readonly [number, number] {
  return g.st.known[ref.key] ?? NONE;
}

function setKnown(g: Machine, ref: ZoneRef, top: number, bottom: number): void {
  if (top === 0 && bottom === 0) delete g.st.known[ref.key];
  else g.st.known[ref.key] = [top, bottom];
}

/** The indexes of the unknown middle: [from, to). */
export function middleOf(g: Machine, ref: ZoneRef): [number, number] {
  if (!ref.decl.shuffled) return [0, 0];
  const [top, bottom] = knownOf(g, ref);
  return [top, ref.list.length - bottom];
}

export function insert(g: Machine, ref: ZoneRef, item: Value, position: string | null, place: string): void {
  const list = ref.list;
  const shuffled = ref.decl.shuffled;
  const [top, bottom] = knownOf(g, ref);
  switch (position) {
    case 'top':
      list.unshift(item);
      if (shuffled) setKnown(g, ref, top + 1, bottom);
      return;
    case 'bottom':
      list.push(item);
      if (shuffled) setKnown(g, ref, top, bottom + 1);
      return;
    case null:
    case 'random':
      // Among the unknown cards: before the known bottom (or at the end).
      if (shuffled) list.splice(list.length - bottom, 0, item);
      else list.push(item);
      return;
    default:
      throw runError(place, `position '${position}': use top, bottom or random`, 'ValueError');
  }
}

export function removeAt(g: Machine, ref: ZoneRef, index: number): Value {
  const list = ref.list;
  if (ref.decl.shuffled) {
    const [top, bottom] = knownOf(g, ref);
    if (index < top) setKnown(g, ref, top - 1, bottom);
    else if (index >= list.length - bottom) setKnown(g, ref, top, bottom - 1);
  }
  return list.splice(index, 1)[0]!;
}

/** After a `look`, the card at `index` (chosen from the middle) becomes the next known top card. */
export function fixTop(g: Machine, ref: ZoneRef, index: number): void {
  const [top, bottom] = knownOf(g, ref);
  const [card] = ref.list.splice(index, 1);
  ref.list.splice(top, 0, card!);
  setKnown(g, ref, top + 1, bottom);
}

export function forget(g: Machine, ref: ZoneRef): void {
  delete g.st.known[ref.key];
}
