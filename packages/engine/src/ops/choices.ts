// Ops that ask (docs/reference.md#ops): choose (one option, or a subset one element at a time) and
// roll (a chance, uniform over the faces).
import type { OpsFrame } from '../game/frames.js';
import type { Locals } from '../game/locals.js';
import { repr, type Value } from '@tabletwin/expr';
import { NotExecutable, runError } from '../errors.js';
import type { Machine } from '../game/machine.js';
import { handler } from '../game/frame-handler.js';
import { kept } from '../game/budget.js';
import { allKeepable } from '../game/storable.js';
import type { Visible } from '../game/types.js';
import { labelOf, listOf, playerIndex } from '../game/values.js';
import { playersOf } from '../game/visibility.js';
import type { Expr } from '../model/expressions.js';
import type { Field, Op } from '../model/types.js';
import { defineOp, namesSize, read, readCount, visibleOr } from './op.js';
import { field } from './spec.js';

/** What a choice needs to know besides its options: who chooses, who sees it, where. */
export interface Chooser {
  readonly player: number | null;
  readonly visibleTo: Visible;
  readonly place: string;
}

export interface PickFrame {
  readonly k: 'choose';
  readonly bind: string | null;
  readonly options: Value[];
  readonly locals: Locals;
}

export interface SubsetFrame {
  readonly k: 'subset';
  readonly bind: string | null;
  readonly pool: Value[];
  readonly chosen: Value[];
  /** Index in `pool` of the last element picked. */
  last: number;
  readonly min: number;
  readonly max: number;
  readonly locals: Locals;
  readonly chooser: Chooser;
  /** The pool indexes offered by the open decision (then `done`, if offered). */
  offered: number[];
}

export interface RollFrame {
  readonly k: 'roll';
  readonly bind: string | null;
  readonly faces: Value[];
  readonly locals: Locals;
}

declare module '../game/frames.js' {
  interface OpFrames {
    choose: PickFrame;
    subset: SubsetFrame;
    roll: RollFrame;
  }
}

interface ChooseOp extends Op {
  readonly options: Field;
  readonly bind: string | null;
  readonly actor: Expr | null;
  readonly secret: boolean;
  readonly visibleTo: Expr | null;
  readonly min: Field;
  readonly max: Field;
  readonly subset: boolean;
}

/** The chooser of a `choose` or `search`: `actor_x`, else the local `actor`. */
export function chooserOf(
  g: Machine,
  f: { locals: Locals; place: string },
  actorExpr: Expr | null,
  visibleTo: Expr | null,
  secret: boolean,
): Chooser {
  const actor = actorExpr !== null ? g.eval(actorExpr, f.locals) : (f.locals.get('actor') ?? null);
  const player = actor === null ? null : playerIndex(actor, g.model.numPlayers);
  if (actor !== null && player === null) throw runError(f.place, `the chooser ${repr(actor)} is not a player`);
  let visible: Visible = 'all';
  if (visibleTo !== null) visible = playersOf(g, g.eval(visibleTo, f.locals), 'visible_to_x');
  else if (secret) visible = player === null ? [] : [player];
  return { player, visibleTo: visible, place: f.place };
}

function needChooser(c: Chooser): number {
  if (c.player === null) throw new NotExecutable(c.place, 'choose without actor_x and without an actor on the step');
  return c.player;
}

/** Binds one of `options`: without asking when there is one, else a decision. */
export function pickOne(g: Machine, options: Value[], bind: string | null, locals: Locals, c: Chooser): void {
  if (options.length === 0) throw runError(c.place, 'choose has no options');
  if (options.length === 1) {
    g.automatic(c.place, c.player, labelOf(options[0]), c.visibleTo);
    if (bind !== null) locals.set(bind, options[0]!);
    return;
  }
  const player = needChooser(c);
  g.push({ k: 'choose', bind, options, locals });
  g.decide(player, g.rt.valueOptions(options), c.place, c.visibleTo);
}

export const pickFrame = handler('choose', {
  step() {
    // Only ever on top while its decision is open; `answer` removes it.
  },
  answer(g, f, index) {
    if (f.bind !== null) f.locals.set(f.bind, f.options[index]!);
    g.pop();
  },
});

/** Binds a list of elements of `options`, picked one at a time in order (reference "Subset"). */
export function pickSubset(
  g: Machine,
  options: Value[],
  bind: string | null,
  locals: Locals,
  c: Chooser,
  min: number,
  max: number,
): void {
  if (options.length < min) {
    throw runError(c.place, `choose needs at least ${min} options, there are ${options.length}`, 'ValueError');
  }
  g.push({ k: 'subset', bind, pool: options, chosen: [], last: -1, min, max, locals, chooser: c, offered: [] });
}

function finishSubset(g: Machine, f: SubsetFrame): void {
  // A new list of what the pool holds: its places count.
  g.keptItems += f.chosen.length;
  if (f.bind !== null) f.locals.set(f.bind, f.chosen.slice());
  g.pop();
}

function take(f: SubsetFrame, index: number): void {
  f.chosen.push(f.pool[index]!);
  f.last = index;
}

export const subsetFrame = handler('subset', {
  step(g, f) {
    const n = f.pool.length;
    if (f.chosen.length >= f.max) return finishSubset(g, f);
    const need = f.min - f.chosen.length;
    const offered: number[] = [];
    // Only elements that still leave enough after them to reach `min`.
    for (let j = f.last + 1; j < n; j++) if (n - j >= need) offered.push(j);
    const done = f.chosen.length >= f.min;
    if (offered.length === 0) return finishSubset(g, f);
    const c = f.chooser;
    const place = `${c.place} · ${f.chosen.length + 1}`;
    if (offered.length + (done ? 1 : 0) === 1) {
      g.automatic(place, c.player, labelOf(f.pool[offered[0]!]), c.visibleTo);
      return take(f, offered[0]!);
    }
    f.offered = offered;
    const items: (Value | undefined)[] = offered.map((j) => f.pool[j]!);
    const options = items.map((value) => ({ label: labelOf(value), value: value as Value }));
    if (done) {
      options.push({ label: 'done', value: null });
      items.push(undefined);
    }
    g.decide(needChooser(c), options, place, c.visibleTo, { pool: f.pool, chosen: f.chosen.slice(), items });
  },
  answer(g, f, index) {
    if (index >= f.offered.length) return finishSubset(g, f);
    take(f, f.offered[index]!);
  },
});

export const choose = defineOp<ChooseOp>({
  name: 'choose',
  description: 'Ask a player to pick one option, or a subset',
  fields: {
    options: field.value('list', {
      meaning: 'The options: a list or anything that can be looped over.',
    }),
    bind: field.word({
      meaning: 'Local name for the option picked (a list for a subset), for the rest of the effect.',
    }),
    actor: field.expression({
      meaning: 'Who chooses.',
      defaultWords: 'the local `actor`',
    }),
    secret: field.word({
      type: 'boolean',
      meaning: '`true`: only the chooser sees the choice.',
      defaultWords: '`false`',
    }),
    visible_to: field.expression({
      meaning: 'Who sees the choice: a list of players (`[]` nobody).',
      defaultWords: 'everyone',
    }),
    min: field.value('number', {
      meaning: 'With `min` or `max`: a subset, picked one element at a time, at least `min`.',
      defaultWords: '0',
    }),
    max: field.value('number', {
      meaning: 'At most this many in a subset.',
      defaultWords: 'all the options',
    }),
    agent: field.word({
      names: 'agents',
      description: 'Name in agents',
      engine: false,
      meaning: 'A name in `agents`. The validator checks it exists; the engine does not read it.',
    }),
  },
  asks: 'decision',
  hides: 'when secret',
  slots: [{ fields: ['options', 'min?', 'max?'] }],
  frames: [pickFrame, subsetFrame],
  extend: (raw, op) => ({ ...op, subset: namesSize(raw) }),
  run(g, op, f) {
    if (op.bind === null) throw new NotExecutable(f.place, `field 'bind' is missing`);
    // Not copied: nothing runs between the question and its answer.
    const options = listOf(read(g, op.options, f), false);
    allKeepable(g, options, 'an option');
    const c = chooserOf(g, f, op.actor, op.visibleTo, op.secret);
    if (!op.subset) pickOne(g, options, op.bind, f.locals, c);
    else pickSubset(g, options, op.bind, f.locals, c, readCount(g, op.min, f, 0), readCount(g, op.max, f, options.length));
    // Now the frame or the local name holds them.
    kept(g, 'an option');
  },
});

interface RollOp extends Op {
  readonly die: Field;
  readonly bind: string | null;
  readonly visibleTo: Expr | null;
}

export const rollFrame = handler('roll', {
  step() {
    // Only ever on top while its chance is open; `answer` removes it.
  },
  answer(g, f, index) {
    if (f.bind !== null) f.locals.set(f.bind, f.faces[index]!);
    g.pop();
  },
});

export const roll = defineOp<RollOp>({
  name: 'roll',
  description: 'Ask chance for one of equally likely faces',
  fields: {
    die: field.value('list', {
      meaning: 'The faces: numbers, texts or dicts, each equally likely.',
    }),
    bind: field.word({
      meaning: 'Local name for the face that came up, for the rest of the effect.',
    }),
    visible_to: field.expression({
      meaning: 'Who sees the face: a list of players (`[]` nobody).',
      defaultWords: 'everyone',
    }),
  },
  asks: 'chance',
  slots: [{ fields: ['die'] }],
  frames: [rollFrame],
  run(g, op, f: OpsFrame) {
    const faces = listOf(read(g, op.die, f), false);
    if (faces.length === 0) throw runError(f.place, 'roll: the die has no faces', 'ValueError');
    allKeepable(g, faces, 'a face of the die');
    const visible = visibleOr(g, op.visibleTo, f.locals, 'all');
    if (faces.length === 1) {
      g.automatic(f.place, null, labelOf(faces[0]), visible);
      if (op.bind !== null) f.locals.set(op.bind, faces[0]!);
      return kept(g, 'a face of the die');
    }
    g.push({ k: 'roll', bind: op.bind, faces, locals: f.locals });
    kept(g, 'a face of the die');
    g.uniform(faces, f.place, visible);
  },
});
