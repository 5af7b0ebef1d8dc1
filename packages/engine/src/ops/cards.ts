// Ops on cards (docs/reference.md#ops, docs/reference.md#order-in-a-zone, "Information"): draw, look, search,
// reveal. Drawing or looking into the unknown middle of a shuffled zone is a chance.
import type { Value } from '@tabletwin/expr';
import { NotExecutable } from '../errors.js';
import type { Core } from '../game/core.js';
import { fixTop, insert, knownOf, removeAt } from '../game/deck.js';
import { handler } from '../game/frame-handler.js';
import { moved, seenIn, shown } from '../game/knowledge.js';
import { copyLocals, type Locals } from '../game/locals.js';
import type { Frame, Visible } from '../game/types.js';
import { labelOf, listOf } from '../game/values.js';
import { playersOf } from '../game/visibility.js';
import type { Expr } from '../model/expressions.js';
import type { Field, Op, Path } from '../model/types.js';
import { chooserOf, pickOne, pickSubset } from './choices.js';
import { namesSize, opDef, read, readCount, shownAs, textOf, visibleOr, zoneAt, zoneRef, type ZoneRef } from './op.js';

type PathField = Path | string | null;

/** A zone as a frame remembers it: by name and owner, resolved again on each step. */
interface ZoneKey {
  readonly name: string;
  readonly owner: number | null;
  readonly text: string;
}

function keyOf(ref: ZoneRef): ZoneKey {
  return { name: ref.decl.name, owner: ref.owner, text: ref.text };
}

function refOf(g: Core, z: ZoneKey): ZoneRef {
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

interface DrawFrame extends Frame {
  readonly from: ZoneKey;
  readonly to: ZoneKey;
  left: number;
  readonly position: string | null;
  readonly visible: Visible;
  readonly place: string;
}

export const draw = opDef<DrawOp>({
  name: 'draw',
  read: (raw, n, base) => ({
    ...base,
    from: n.path(raw['from']),
    to: n.path(raw['to']),
    count: n.field(raw, 'n', base.path),
    visibleTo: n.expr(raw, 'visible_to'),
    position: shownAs(raw, 'position'),
  }),
  run(g, op, f) {
    const from = zoneAt(g, op.from, f, 'from');
    const to = zoneAt(g, op.to, f, 'to');
    const left = readCount(g, op.count, f, 1);
    const visible = visibleOr(g, op.visibleTo, f.locals, seenIn(to));
    g.push({ k: 'draw', from: keyOf(from), to: keyOf(to), left, position: op.position, visible, place: f.place } as DrawFrame);
  },
});

function takeCard(g: Core, f: DrawFrame, index: number, observed: boolean): void {
  const from = refOf(g, f.from);
  const to = refOf(g, f.to);
  const card = removeAt(g, from, index);
  insert(g, to, card, f.position, f.place);
  moved(g, card, [seenIn(from), seenIn(to), f.visible], false);
  f.left--;
  if (!observed) g.record({ kind: 'draw', where: f.place, player: null, visibleTo: f.visible, label: labelOf(card) });
}

export const drawFrame = handler<DrawFrame>({
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

// --- look -----------------------------------------------------------------------------------

interface LookOp extends Op {
  readonly from: PathField;
  readonly count: Field;
  readonly bind: string | null;
  readonly actor: Expr | null;
  readonly visibleTo: Expr | null;
}

interface LookFrame extends Frame {
  readonly from: ZoneKey;
  readonly n: number;
  /** The next position from the top to fix. */
  pos: number;
  readonly bind: string | null;
  readonly locals: Locals;
  readonly visible: Visible;
  readonly place: string;
}

export const look = opDef<LookOp>({
  name: 'look',
  read: (raw, n, base) => ({
    ...base,
    from: n.path(raw['from']),
    count: n.field(raw, 'n', base.path),
    bind: textOf(raw, 'bind'),
    actor: n.expr(raw, 'actor'),
    visibleTo: n.expr(raw, 'visible_to'),
  }),
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
    } as LookFrame);
  },
});

export const lookFrame = handler<LookFrame>({
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

export const search = opDef<SearchOp>({
  name: 'search',
  read: (raw, n, base) => ({
    ...base,
    from: n.path(raw['from']),
    bind: textOf(raw, 'bind'),
    filter: n.expr(raw, 'filter'),
    as: textOf(raw, 'as', 'it'),
    actor: n.expr(raw, 'actor'),
    min: n.field(raw, 'min', base.path),
    max: n.field(raw, 'max', base.path),
    subset: namesSize(raw),
    visibleTo: n.expr(raw, 'visible_to'),
  }),
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

export const reveal = opDef<RevealOp>({
  name: 'reveal',
  read: (raw, n, base) => ({ ...base, what: n.field(raw, 'what', base.path), visibleTo: n.expr(raw, 'visible_to') }),
  run(g, op, f) {
    const what = read(g, op.what, f);
    const visible = visibleOr(g, op.visibleTo, f.locals, 'all');
    shown(g, Array.isArray(what) ? what : [what], visible);
    g.record({ kind: 'reveal', where: f.place, player: null, visibleTo: visible, label: describe(what) });
  },
});
