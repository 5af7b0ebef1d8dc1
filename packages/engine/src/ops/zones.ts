// Ops that put things into zones and take them out (docs/reference.md#ops): place, create, move,
// destroy, shuffle.
import { chargeSteps, equals, isLanguageDict, typeName, type Dict, type Value } from '@tabletwin/expr';
import { runError } from '../errors.js';
import type { Machine } from '../game/machine.js';
import { forget, insert, removeAt } from '../game/deck.js';
import { makeInstance } from '../game/instances.js';
import { gone, moved, seenIn } from '../game/knowledge.js';
import { kept } from '../game/budget.js';
import { keepable, keepCopies } from '../game/storable.js';
import { labelOf } from '../game/values.js';
import type { Expr } from '../model/expressions.js';
import type { Field, Op, Path } from '../model/types.js';
import { defineOp, listIndex, read, readCount, zoneAt, zoneRef, type ZoneRef } from './op.js';
import { field, POSITION } from './spec.js';

const ZONE = field.zone({ description: 'Zone path' });

type PathField = Path | string | null;

/** The index of the first element equal to `item` (the same instance first). */
function indexOfItem(list: readonly Value[], item: Value): number {
  const same = list.indexOf(item);
  if (same >= 0) return same;
  for (let i = 0; i < list.length; i++) if (equals(list[i]!, item)) return i;
  return -1;
}

/** `what` of move: one item, or a list of items. */
function itemsOf(v: Value): Value[] {
  return Array.isArray(v) ? v.slice() : [v];
}

interface PlaceOp extends Op {
  readonly what: Field;
  readonly to: PathField;
  readonly at: Field;
  readonly position: string | null;
}

export const place = defineOp<PlaceOp>({
  name: 'place',
  description: 'Put a value into a zone, or replace the element at an index',
  fields: {
    what: field.value('any', { meaning: 'The value to put. It stays what it is: a dict of model data is not made an instance.' }),
    to: { ...ZONE, meaning: 'Where it goes: a zone path, `deck` or `hand[actor]`.' },
    at: field.value('number', { meaning: 'An index: the element there is replaced (negative counts from the end).' }),
    position: {
      ...POSITION,
      meaning:
        'Where it goes: `top`, `bottom`, `random`, or none. On a shuffled zone, none and `random` put it among the unknown cards; on any other zone at the end.',
      defaultWords: 'none',
    },
  },
  touches: ['zones'],
  slots: [{ fields: ['what', 'at?'] }],
  run(g, op, f) {
    const what = read(g, op.what, f);
    const to = zoneAt(g, op.to, f, 'to');
    const name = to.decl.name;
    keepable(g, what, 'zone', name);
    if (g.model.dealsAgain) moved(g, what, [seenIn(to)], true);
    if (op.at.k === 'missing') insert(g, to, what, op.position, f.place);
    else to.list[listIndex(to.list, read(g, op.at, f), true)] = what;
    kept(g, 'zone', name);
  },
});

interface CreateOp extends Op {
  readonly what: Field;
  readonly to: PathField;
  readonly count: Field;
  readonly with: Expr | null;
  readonly position: string | null;
  readonly bind: string | null;
}

/** Items one zone may hold after a `create` (each is an instance: a dict of its own). */
export const MAX_ZONE_ITEMS = 1_000_000;

export const create = defineOp<CreateOp>({
  name: 'create',
  description: 'Make new instances from a dict and put them into a zone',
  fields: {
    what: field.value('any', { meaning: 'A dict: each copy becomes a new instance with its own `uid`.' }),
    to: { ...ZONE, meaning: 'Where the instances go: a zone path, `deck` or `hand[actor]`.' },
    n: field.value('number', { key: 'count', meaning: 'How many copies.', defaultWords: '1' }),
    with: field.expression({ meaning: "A dict of extra attributes for each copy, such as `{'damage': 0}`." }),
    position: {
      ...POSITION,
      meaning:
        'Where it goes: `top`, `bottom`, `random`, or none. On a shuffled zone, none and `random` put it among the unknown cards; on any other zone at the end.',
      defaultWords: 'none',
    },
    bind: field.word({ meaning: 'Local name for the last instance made, for the rest of the effect.' }),
  },
  touches: ['zones'],
  slots: [{ fields: ['what', 'n?'] }],
  run(g, op, f) {
    const what = read(g, op.what, f);
    const to = zoneAt(g, op.to, f, 'to');
    const count = readCount(g, op.count, f, 1);
    let extra: Dict | null = null;
    if (op.with !== null) {
      const w = g.eval(op.with, f.locals);
      if (w !== null && !isLanguageDict(w))
        throw runError(f.place, `with_x gives a ${typeName(w)}; it must be a dict`, 'TypeError');
      extra = w;
    }
    const name = to.decl.name;
    keepable(g, what, 'zone', name);
    keepable(g, extra, 'zone', name);
    if (count > 0 && to.list.length + count > MAX_ZONE_ITEMS) {
      throw runError(
        f.place,
        `create n: ${count} would put more than ${MAX_ZONE_ITEMS.toLocaleString('en-US')} items into zone '${to.decl.name}'`,
        'MemoryError',
      );
    }
    // Each instance is a new dict: work of the request, like an expression's.
    chargeSteps(count * 20);
    let last: Value = null;
    for (let i = 0; i < count; i++) {
      last = makeInstance(g, what, extra);
      // The instances are alike: the first one counts for all.
      if (i === 0) keepCopies(g, last, count);
      insert(g, to, last, op.position, f.place);
      moved(g, last, ['all'], false);
    }
    kept(g, 'zone', name);
    if (op.bind !== null) f.locals.set(op.bind, last);
  },
});

interface MoveOp extends Op {
  readonly what: Field;
  readonly from: PathField;
  readonly to: PathField;
  readonly position: string | null;
}

export const move = defineOp<MoveOp>({
  name: 'move',
  description: 'Move one item, or a list of items, from one zone to another',
  fields: {
    what: field.value('any', { meaning: 'An item, or a list of items. For each, the first equal element of `from` moves.' }),
    from: { ...ZONE, meaning: 'Where it is: a zone path, `deck` or `hand[actor]`.' },
    to: { ...ZONE, meaning: 'Where it goes: a zone path, `deck` or `hand[actor]`.' },
    position: {
      ...POSITION,
      meaning:
        'Where it goes: `top`, `bottom`, `random`, or none. On a shuffled zone, none and `random` put it among the unknown cards; on any other zone at the end.',
      defaultWords: 'none',
    },
  },
  hides: 'into a hidden zone',
  touches: ['zones'],
  slots: [{ fields: ['what'] }],
  run(g, op, f) {
    const items = itemsOf(read(g, op.what, f));
    const from = zoneAt(g, op.from, f, 'from');
    const to = zoneAt(g, op.to, f, 'to');
    for (const item of items) {
      const i = indexOfItem(from.list, item);
      if (i < 0) throw runError(f.place, `move: '${labelOf(item)}' is not in ${from.text}`, 'ValueError');
      const card = removeAt(g, from, i);
      insert(g, to, card, op.position, f.place);
      moved(g, card, [seenIn(from), seenIn(to)], true);
    }
  },
});

interface DestroyOp extends Op {
  readonly what: Field;
  readonly from: PathField;
}

/** Every zone list in declaration order (a player's zone: one per player). */
function allZones(g: Machine): ZoneRef[] {
  const out: ZoneRef[] = [];
  for (const decl of g.model.zones) {
    if (!decl.perPlayer) out.push(zoneRef(g, decl, null, decl.name));
    else for (let p = 0; p < g.model.numPlayers; p++) out.push(zoneRef(g, decl, p, `${decl.name}[${p}]`));
  }
  return out;
}

export const destroy = defineOp<DestroyOp>({
  name: 'destroy',
  description: 'Remove an item from play',
  fields: {
    what: field.value('any', { meaning: 'The item to remove.' }),
    from: field.zone({
      description: 'Zone path',
      anyWhenMissing: true,
      meaning: 'The zone path to remove it from.',
      defaultWords: 'the first zone that holds it',
    }),
  },
  touches: ['zones'],
  slots: [{ fields: ['what'] }],
  run(g, op, f) {
    const what = read(g, op.what, f);
    const zones = op.from === null ? allZones(g) : [zoneAt(g, op.from, f, 'from')];
    for (const zone of zones) {
      const i = indexOfItem(zone.list, what);
      if (i < 0) continue;
      gone(g, removeAt(g, zone, i));
      g.event(`destroy:${labelOf(what)}`);
      return;
    }
    const where = op.from === null ? 'any zone' : zones[0]!.text;
    throw runError(f.place, `destroy: '${labelOf(what)}' is not in ${where}`, 'ValueError');
  },
});

interface ShuffleOp extends Op {
  readonly zone: PathField;
}

export const shuffle = defineOp<ShuffleOp>({
  name: 'shuffle',
  description: 'Forget the known top and bottom of a shuffled zone',
  fields: { zone: { ...ZONE, meaning: 'The zone path. Without it the op does nothing.' } },
  asks: 'chance',
  touches: ['zones'],
  run(g, op, f) {
    if (op.zone === null) return;
    forget(g, zoneAt(g, op.zone, f, 'zone'));
  },
});
