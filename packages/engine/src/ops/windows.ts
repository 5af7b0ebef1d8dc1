// Priority windows (docs/engine.md#priority-windows): players in turn play a legal fast action or
// pass, until the window closes; with `lifo_stack` effects wait on a stack. Also the ops that
// only make sense there: `window` and `cancel`.
import { newDict, repr, type Dict, type Value } from '@tabletwin/expr';
import { NotExecutable, runError } from '../errors.js';
import type { Machine } from '../game/machine.js';
import { checkEnd } from '../game/end.js';
import { handler } from '../game/frame-handler.js';
import { copyLocals, newLocals, type Locals } from '../game/locals.js';
import { playerIndex } from '../game/values.js';
import { isLegal } from '../flow/step.js';
import type { Field, Op } from '../model/types.js';
import { defineOp, read } from './op.js';
import { field } from './spec.js';

export type WindowPhase = 'priority' | 'cost' | 'effect' | 'resolved';

export interface WindowFrame {
  readonly k: 'window';
  /** The window's name, `null` for `window: true` or a `window` op without a name. */
  readonly name: string | null;
  readonly candidates: readonly string[];
  /** The local names of a `window` op (or none). */
  readonly locals: Locals | null;
  readonly first: number;
  current: number;
  passes: number;
  /** `single_pass_each`: the players who passed. */
  out: number[];
  readonly stack: Dict[];
  /** The local names of each stack item's cost, kept for its effect. */
  readonly stackLocals: Locals[];
  turns: number;
  phase: WindowPhase;
  /** The action being played (cost or effect running) and its local names. */
  playing: string | null;
  playingLocals: Locals | null;
  /** The legal candidates offered by the open decision. */
  offered: string[];
}

declare module '../game/frames.js' {
  interface OpFrames {
    window: WindowFrame;
  }
}

/** Turns of priority in one window before it is an error. */
const MAX_TURNS = 10_000;

function label(f: { name: string | null }): string {
  return `window ${f.name ?? 'None'}`;
}

/** Opens a window after a node (`locals` null) or from a `window` op. */
export function openWindow(g: Machine, name: string | true, locals: Locals | null, place: string): void {
  const protocol = g.model.priority;
  let allows: readonly string[] | null = null;
  if (name !== true) {
    const w = protocol.windows.get(name);
    if (w === undefined) throw new NotExecutable(place, `window '${name}' is not in priority.windows`);
    allows = w;
  }
  const candidates: string[] = [];
  for (const [n, a] of g.model.actions) {
    if (a.speed !== null && (allows === null || allows.includes(a.speed))) candidates.push(n);
  }
  if (candidates.length === 0) return;
  const where = locals === null ? place : `${place} · window`;
  const first = firstPlayer(g, protocol.first, locals, where);
  g.push({
    k: 'window',
    name: name === true ? null : name,
    candidates,
    locals,
    first,
    current: first,
    passes: 0,
    out: [],
    stack: [],
    stackLocals: [],
    turns: 0,
    phase: 'priority',
    playing: null,
    playingLocals: null,
    offered: [],
  });
}

function firstPlayer(g: Machine, field: Field, locals: Locals | null, where: string): number {
  let v: Value;
  switch (field.k) {
    case 'expr':
      v = g.eval(field.expr, locals);
      break;
    case 'literal':
      v = field.value;
      break;
    case 'text':
      throw new NotExecutable(where, 'first is text without first_x');
    case 'missing':
      v = locals?.get('actor') ?? 0;
  }
  const p = playerIndex(v, g.model.numPlayers);
  if (p === null) throw runError(where, `first_x gives ${repr(v)}, not a player`);
  return p;
}

/** The local names of a candidate for player `p`. */
function namesFor(g: Machine, f: WindowFrame, p: number, action: string): Locals {
  const locals = f.locals === null ? newLocals() : copyLocals(f.locals);
  locals.set('actor', p);
  locals.set('window', f.name);
  locals.set('stack', f.stack);
  const self = g.model.actions.get(action)!.self;
  if (self !== null) locals.set('self', self);
  return locals;
}

/** Player `p` is eliminated, or passed in a `single_pass_each` window. */
function isOut(g: Machine, f: WindowFrame, p: number): boolean {
  return g.st.eliminated.includes(p) || f.out.includes(p);
}

function countIn(g: Machine, f: WindowFrame): number {
  let n = 0;
  for (let p = 0; p < g.model.numPlayers; p++) if (!isOut(g, f, p)) n++;
  return n;
}

/** The next player after `p` (index + 1, wrapping) who is still in. */
function nextPlayer(g: Machine, f: WindowFrame, p: number): number {
  const n = g.model.numPlayers;
  for (let k = 1; k <= n; k++) {
    const q = (p + k) % n;
    if (!isOut(g, f, q)) return q;
  }
  return p;
}

/** After a stack item resolved or was cancelled: everyone is in again, from the first player. */
function restart(f: WindowFrame): void {
  f.passes = 0;
  f.out = [];
  f.current = f.first;
}

function pass(g: Machine, f: WindowFrame): void {
  const p = f.current;
  if (g.model.priority.closes === 'single_pass_each') f.out.push(p);
  else f.passes++;
  f.current = nextPlayer(g, f, p);
}

function play(g: Machine, f: WindowFrame, action: string): void {
  const p = f.current;
  f.passes = 0;
  f.playing = action;
  f.playingLocals = namesFor(g, f, p, action);
  f.phase = 'cost';
  g.runOps(g.model.actions.get(action)!.cost, f.playingLocals, `action ${action} (cost)`);
}

export const windowFrame = handler('window', {
  step(g, f) {
    const protocol = g.model.priority;
    if (f.phase === 'cost') {
      const action = f.playing!;
      const locals = f.playingLocals!;
      if (protocol.resolution === 'lifo_stack') {
        f.stack.push(
          newDict([
            ['action', action],
            ['actor', locals.get('actor')!],
            ['cancelled', false],
          ]),
        );
        f.stackLocals.push(locals);
        g.event(`stack:${action}`);
        afterAction(g, f);
        return;
      }
      f.phase = 'effect';
      return g.runOps(g.model.actions.get(action)!.effect, locals, `action ${action}`);
    }
    if (f.phase === 'effect' || f.phase === 'resolved') {
      const resolved = f.phase === 'resolved';
      f.phase = 'priority';
      checkEnd(g);
      if (g.cursor[g.cursor.length - 1] !== f) return;
      if (resolved) restart(f);
      else afterAction(g, f);
      return;
    }
    if (++f.turns > MAX_TURNS) throw runError(label(f), 'window does not close');
    const players = countIn(g, f);
    if (players === 0 || (protocol.closes !== 'single_pass_each' && f.passes >= players)) {
      if (f.stack.length === 0) return g.pop();
      return resolveTop(g, f);
    }
    if (isOut(g, f, f.current)) f.current = nextPlayer(g, f, f.current);
    const p = f.current;
    const legal = f.candidates.filter((a) => isLegal(g, g.model.actions.get(a)!, namesFor(g, f, p, a)));
    if (legal.length === 0) return pass(g, f);
    f.offered = legal;
    const options = legal.map((a) => ({ label: a, value: a as Value }));
    options.push({ label: 'pass', value: null });
    g.decide(p, options, label(f), 'all');
  },
  answer(g, f, index) {
    if (index >= f.offered.length) return pass(g, f);
    play(g, f, f.offered[index]!);
  },
});

function afterAction(g: Machine, f: WindowFrame): void {
  f.phase = 'priority';
  f.playing = null;
  f.playingLocals = null;
  if (g.model.priority.afterAction !== 'same') f.current = nextPlayer(g, f, f.current);
}

function resolveTop(g: Machine, f: WindowFrame): void {
  const item = f.stack.pop()!;
  const locals = f.stackLocals.pop()!;
  const action = item['action'] as string;
  if (item['cancelled'] === true) {
    g.event(`cancelled:${action}`);
    return restart(f);
  }
  g.event(`resolves:${action}`);
  f.phase = 'resolved';
  g.runOps(g.model.actions.get(action)!.effect, locals, `action ${action}`);
}

// --- ops ------------------------------------------------------------------------------------

interface WindowOp extends Op {
  readonly name: string | null;
}

export const windowOp = defineOp<WindowOp>({
  name: 'window',
  description: 'Open a priority window inside the effect',
  fields: {
    name: field.word({
      names: 'windows',
      description: 'Name in priority.windows',
      meaning: 'A name in `priority.windows`.',
      defaultWords: 'every speed',
    }),
  },
  touches: ['window'],
  frames: [windowFrame],
  run(g, op, f) {
    openWindow(g, op.name ?? true, f.locals, f.place);
  },
});

interface CancelOp extends Op {
  readonly target: Field;
}

export const cancel = defineOp<CancelOp>({
  name: 'cancel',
  description: 'Mark an item on the stack as cancelled',
  fields: {
    target: field.value('index', {
      meaning: 'An index into `stack` (0 is the bottom, negative counts from the top); `None` does nothing.',
    }),
  },
  slots: [{ fields: ['target'] }],
  run(g, op, f) {
    const target = read(g, op.target, f);
    let window: WindowFrame | null = null;
    for (let i = g.cursor.length - 1; i >= 0 && window === null; i--) {
      const frame = g.cursor[i]!;
      if (frame.k === 'window') window = frame;
    }
    if (window === null) throw runError(f.place, 'cancel outside a window');
    if (target === null) return;
    const k = typeof target === 'boolean' ? Number(target) : target;
    if (typeof k !== 'number' || !Number.isInteger(k))
      throw runError(f.place, `cancel: target ${repr(target)} is not an index`, 'TypeError');
    const i = k < 0 ? window.stack.length + k : k;
    if (i < 0 || i >= window.stack.length) throw runError(f.place, 'cancel: stack index out of range', 'IndexError');
    window.stack[i]!['cancelled'] = true;
  },
});
