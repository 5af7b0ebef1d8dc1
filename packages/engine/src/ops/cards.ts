// Ops on cards (docs/reference.md#ops, docs/reference.md#order-in-a-zone, "Information"): draw, look, search,
// reveal. Drawing or looking into the unknown middle of a shuffled zone is a chance.
import type { Value } from '@tabletwin/expr';
import { NotExecutable } from '../errors.js';
import type { Machine } from '../game/machine.js';
import { fixTop, insert, knownOf, removeAt } from '../game/deck.js';
import { handler } from '../game/frame-handler.js';
import { moved, seenIn, shown } from '../game/knowledge.js';
import { copyLocals, type Locals } from '../game/locals.js';
import type { Visible } from '../game/types.js';
import { labelOf, listOf } from '../game/values.js';
import { playersOf } from '../game/visibility.js';
import type { Expr } from '../model/expressions.js';
import type { Field, Op, Path } from '../model/types.js';
import { chooserOf, pickOne, pickSubset } from './choices.js';
import { defineOp, namesSize, read, readCount, visibleOr, zoneAt, zoneRef, type ZoneRef } from './op.js';
import { field, POSITION } from './spec.js';

/** A zone as a frame keeps it: its name, owner and how the model wrote it. */
export interface ZoneKey {
  readonly name: string;
  readonly owner: number | null;
  readonly text: string;
}

export interface DrawFrame {
  readonly k: 'draw';
  readonly from: ZoneKey;
  readonly to: ZoneKey;
  left: number;
  readonly position: string | null;
  readonly visible: Visible;
  readonly place: string;
}

export interface LookFrame {
  readonly k: 'look';
  readonly from: ZoneKey;
  readonly n: number;
  /** The next position from the top to fix. */
  pos: number;
  readonly bind: string | null;
  readonly locals: Locals;
  readonly visible: Visible;
  readonly place: string;
}

declare module '../game/frames.js' {
  interface OpFrames {
    draw: DrawFrame;
    look: LookFrame;
  }
}

const ZONE = field.zone({ description: 'Zone path' });

type PathField = Path | string | null;

/** A zone as a frame remembers it: by name and owner, resolved again on each step. */
function keyOf(ref: ZoneRef): ZoneKey {
  return { name: ref.decl.name, owner: ref.owner, text: ref.text };
}

function refOf(g: Machine, z: ZoneKey): ZoneRef {
  return zoneRef(g, g.model.zoneIndex.get(z.name)!, z.owner, z.text);
}

/** How something shows in an observation: a list by the labels of its elements. */
export function describe(v: Value): string {
  return Array.isArray(v) ? `[${v.map(labelOf).join(', ')}]` : labelOf(v);
}

// --- draw -----------------------------------------------------------------------------------

interface DrawOp extends Op {
  readonly from: PathField;
  readonly to: PathField;
  readonly count: Field;
  readonly visibleTo: Expr | null;
  readonly position: string | null;
}

function takeCard(g: Machine, f: DrawFrame, index: number, observed: boolean): void {
  const from = refOf(g, f.from);
  const to = refOf(g, f.to);
  const card = removeAt(g, from, index);
  insert(g, to, card, f.position, f.place);
  moved(g, card, [seenIn(from), seenIn(to), f.visible], false);
  f.left--;
  if (!observed) g.record({ kind: 'draw', where: f.place, player: null, visibleTo: f.visible, label: labelOf(card) });
}

export const drawFrame = handler('draw', {
  step(g, f) {
    const from = refOf(g, f.from);
    if (f.left <= 0 || from.list.length === 0) return g.pop();
    if (from.decl.shuffled) {
      const [top, bottom] = knownOf(g, from);
      const middle = from.list.length - top - bottom;
      if (top === 0 && middle > 1) {
        g.chance(from.list.slice(0, middle).map(labelOf), f.place, f.visible);
        return;
      }
    }
    takeCard(g, f, 0, false);
  },
  answer(g, f, index) {
    takeCard(g, f, index, true);
  },
});

export const draw = defineOp<DrawOp>({
  name: 'draw',
  description: 'Take cards from the top of a zone into another',
  fields: {
    from: { ...ZONE, meaning: 'Where the cards come from: a zone path, `deck` or `hand[actor]`.' },
    to: { ...ZONE, meaning: 'Where they go: a zone path, `deck` or `hand[actor]`.' },
    n: field.value('number', { key: 'count', meaning: 'How many; it stops early when `from` runs out.', defaultWords: '1' }),
    visible_to: field.expression({
      meaning: 'Who sees the drawn cards: a list of players (`[]` nobody).',
      defaultWords: "by the destination's visibility",
    }),
    position: {
      ...POSITION,
      meaning:
        'Where it goes: `top`, `bottom`, `random`, or none. On a shuffled zone, none and `random` put it among the unknown cards; on any other zone at the end.',
      defaultWords: 'none',
    },
  },
  asks: 'chance when shuffled',
  hides: 'into a hidden zone',
  touches: ['zones'],
  slots: [{ fields: ['n?'] }],
  frames: [drawFrame],
  run(g, op, f) {
    const from = zoneAt(g, op.from, f, 'from');
    const to = zoneAt(g, op.to, f, 'to');
    const left = readCount(g, op.count, f, 1);
    const visible = visibleOr(g, op.visibleTo, f.locals, seenIn(to));
    g.push({ k: 'draw', from: keyOf(from), to: keyOf(to), left, position: op.position, visible, place: f.place });
  },
});

// --- look -----------------------------------------------------------------------------------

interface LookOp extends Op {
  readonly from: PathField;
  readonly count: Field;
  readonly bind: string | null;
  readonly actor: Expr | null;
  readonly visibleTo: Expr | null;
}

export const lookFrame = handler('look', {
  step(g, f) {
    const from = refOf(g, f.from);
    const upto = Math.min(f.n, from.list.length);
    while (f.pos < upto && from.decl.shuffled) {
      const [top, bottom] = knownOf(g, from);
      const middle = from.list.length - top - bottom;
      if (f.pos < top || middle === 0) {
        f.pos++;
        continue;
      }
      if (middle > 1) {
        g.chance(from.list.slice(top, top + middle).map(labelOf), f.place, f.visible);
        return;
      }
      fixTop(g, from, top);
      f.pos++;
    }
    const seen = from.list.slice(0, upto);
    shown(g, seen, f.visible);
    g.record({ kind: 'look', where: f.place, player: null, visibleTo: f.visible, label: describe(seen) });
    // A new list of cards the zone holds: its places count.
    g.keptItems += seen.length;
    if (f.bind !== null) f.locals.set(f.bind, seen);
    g.pop();
  },
  answer(g, f, index) {
    const from = refOf(g, f.from);
    fixTop(g, from, knownOf(g, from)[0] + index);
    f.pos++;
  },
});

export const look = defineOp<LookOp>({
  name: 'look',
  description: 'Look at the top cards of a zone without moving them',
  fields: {
    from: { ...ZONE, meaning: 'The zone looked at: a zone path, `deck` or `hand[actor]`.' },
    n: field.value('number', { key: 'count', meaning: 'How many cards from the top.', defaultWords: '1' }),
    bind: field.word({ meaning: 'Local name for the list of cards seen, for the rest of the effect.' }),
    actor: field.expression({ meaning: 'Who looks.', defaultWords: 'the local `actor`' }),
    visible_to: field.expression({
      meaning: 'Who sees the cards: a list of players (`[]` nobody).',
      defaultWords: 'the one who looks (everyone when nobody does)',
    }),
  },
  asks: 'chance when shuffled',
  hides: 'always',
  slots: [{ fields: ['n?'] }],
  frames: [lookFrame],
  run(g, op, f) {
    const from = zoneAt(g, op.from, f, 'from');
    const count = readCount(g, op.count, f, 1);
    let visible: Visible;
    if (op.visibleTo !== null) visible = playersOf(g, g.eval(op.visibleTo, f.locals), 'visible_to_x');
    else {
      const actor = op.actor !== null ? g.eval(op.actor, f.locals) : (f.locals.get('actor') ?? null);
      visible = actor === null ? 'all' : playersOf(g, actor, 'actor_x');
    }
    g.push({
      k: 'look',
      from: keyOf(from),
      n: count,
      pos: 0,
      bind: op.bind,
      locals: f.locals,
      visible,
      place: f.place,
    });
  },
});

// --- search ---------------------------------------------------------------------------------

interface SearchOp extends Op {
  readonly from: PathField;
  readonly bind: string | null;
  readonly filter: Expr | null;
  readonly as: string;
  readonly actor: Expr | null;
  readonly min: Field;
  readonly max: Field;
  readonly subset: boolean;
  readonly visibleTo: Expr | null;
}

export const search = defineOp<SearchOp>({
  name: 'search',
  description: 'Look through a zone and pick matching items',
  fields: {
    from: { ...ZONE, meaning: 'The zone searched: a zone path, `deck` or `hand[actor]`.' },
    bind: field.word({
      meaning: 'Local name for what was picked: an item, `None` when nothing matches (a list with `min`/`max`). Required.',
    }),
    filter: field.expression({
      meaning: 'Which items may be picked; the item is `it` (or the name in `as`).',
      defaultWords: 'every item',
    }),
    as: field.word({ default: 'it', meaning: 'The name of the item in `filter_x`.', defaultWords: '`it`' }),
    actor: field.expression({ meaning: 'Who searches.', defaultWords: 'the local `actor`' }),
    min: field.value('number', { meaning: 'With `min` or `max`: pick a subset, as `choose` does.' }),
    max: field.value('number', { meaning: 'See `min`.' }),
    visible_to: field.expression({
      meaning: 'Who sees what was picked: a list of players (`[]` nobody).',
      defaultWords: 'the searcher',
    }),
  },
  asks: 'decision',
  hides: 'always',
  extend: (raw, op) => ({ ...op, subset: namesSize(raw) }),
  run(g, op, f) {
    if (op.bind === null) throw new NotExecutable(f.place, `field 'bind' is missing`);
    const from = zoneAt(g, op.from, f, 'from');
    // The choice is secret unless visible_to_x says otherwise.
    const c = chooserOf(g, f, op.actor, op.visibleTo, op.visibleTo === null);
    g.record({
      kind: 'search',
      where: f.place,
      player: c.player,
      visibleTo: c.player === null ? 'all' : [c.player],
      label: describe(from.list),
    });
    const matches =
      op.filter === null
        ? from.list.slice()
        : from.list.filter((item) => {
            const locals = copyLocals(f.locals);
            locals.set(op.as, item);
            return g.test(op.filter!, locals);
          });
    if (op.subset) {
      const min = readCount(g, op.min, f, 0);
      const max = readCount(g, op.max, f, matches.length);
      return pickSubset(g, matches, op.bind, f.locals, c, min, max);
    }
    if (matches.length === 0) {
      f.locals.set(op.bind, null);
      return;
    }
    pickOne(g, listOf(matches), op.bind, f.locals, c);
  },
});

// --- reveal ---------------------------------------------------------------------------------

interface RevealOp extends Op {
  readonly what: Field;
  readonly visibleTo: Expr | null;
}

export const reveal = defineOp<RevealOp>({
  name: 'reveal',
  description: 'Show a value to players',
  fields: {
    what: field.value('any', { meaning: 'The value shown.' }),
    visible_to: field.expression({ meaning: 'Who sees it: a list of players (`[]` nobody).', defaultWords: 'everyone' }),
  },
  slots: [{ fields: ['what'] }],
  run(g, op, f) {
    const what = read(g, op.what, f);
    const visible = visibleOr(g, op.visibleTo, f.locals, 'all');
    shown(g, Array.isArray(what) ? what : [what], visible);
    g.record({ kind: 'reveal', where: f.place, player: null, visibleTo: visible, label: describe(what) });
  },
});
