// `emit` and what reacts to it (docs/engine.md#events-and-triggers): triggers with timing
// when/before, then instead (the first that fires replaces the impact), the impact, then after.
// `end_event`s of flow nodes use the same frame with no local names but `event`.
import { repr, truthy } from '@tabletwin/expr';
import { NotExecutable, atPlace, runError } from '../errors.js';
import type { Machine } from '../game/machine.js';
import { handler } from '../game/frame-handler.js';
import { copyLocals, newLocals, type Locals } from '../game/locals.js';
import { playerIndex } from '../game/values.js';
import type { Op, TriggerDecl } from '../model/types.js';
import { defineOp } from './op.js';
import { field } from './spec.js';

export interface EmitFrame {
  readonly k: 'emit';
  readonly event: string;
  /** The emitter's local names (already a copy) plus `event`: what triggers see. */
  readonly locals: Locals;
  /** The emitter's own local names (unchanged while the emit runs); the impact works on a copy. */
  readonly source: Locals | null;
  readonly place: string;
  readonly impact: number | null;
  phase: number;
  /** Next trigger of the phase's list. */
  j: number;
  replaced: boolean;
  /** The optional trigger whose `use`/`skip` is asked, by index in `Model.triggers`. */
  asking: number;
}

declare module '../game/frames.js' {
  interface OpFrames {
    emit: EmitFrame;
  }
}

/** Nested emits before it is an error. */
const MAX_EMITS = 50;

/** The phases of an emit, in order. */
const WHEN = 0;
const INSTEAD = 1;
const IMPACT = 2;
const AFTER = 3;
const DONE = 4;

interface EmitOp extends Op {
  readonly event: string | null;
  readonly impact: number | null;
}

/** Emits `event`: records it and runs its triggers and impact. */
function startEmit(g: Machine, event: string, source: Locals | null, place: string, impact: number | null): void {
  let depth = 0;
  const cursor = g.cursor;
  for (let i = 0; i < cursor.length; i++) if (cursor[i]!.k === 'emit') depth++;
  if (depth >= MAX_EMITS) throw runError(place, 'trigger chain too deep');
  g.event(event);
  const lists = g.rt.triggers(event);
  if (impact === null && lists[0].length + lists[1].length + lists[2].length === 0) {
    // Nothing reacts: only the modifiers that last until this event expire.
    expire(g, event);
    return;
  }
  const locals = source === null ? newLocals() : copyLocals(source);
  locals.set('event', event);
  g.push({ k: 'emit', event, locals, source, place, impact, phase: WHEN, j: 0, replaced: false, asking: -1 });
}

/** Temporary modifiers that last until `event` end with it. */
function expire(g: Machine, event: string): void {
  if (g.st.modifiers.length > 0) g.st.modifiers = g.st.modifiers.filter((m) => m.until !== event);
}

/** Emits a node's end event: only `event` is in scope. */
export function emitEndEvent(g: Machine, event: string, nodeId: string): void {
  startEmit(g, event, null, `end ${nodeId}`, null);
}

function triggerLocals(g: Machine, f: EmitFrame, t: TriggerDecl): Locals {
  if (t.self === null && !g.rt.binds(t.do)) return f.locals;
  const locals = copyLocals(f.locals);
  if (t.self !== null) locals.set('self', t.self);
  return locals;
}

/** Does trigger `t` fire now? (`active_x` of its item, then its `if_x`.) */
function applies(g: Machine, t: TriggerDecl, locals: Locals): boolean {
  const where = t.place;
  if (t.active !== null && !g.test(t.active, locals)) return false;
  switch (t.if.k) {
    case 'missing':
      return true;
    case 'expr':
      return g.test(t.if.expr, locals);
    case 'literal':
      return truthy(t.if.value);
    case 'text':
      throw new NotExecutable(where, 'if is text without if_x');
  }
}

const USE_SKIP = Object.freeze([Object.freeze({ label: 'use', value: null }), Object.freeze({ label: 'skip', value: null })]);

/** Who decides `use` or `skip`: `controller_x`, else the emitting place's `actor`. */
function controllerOf(g: Machine, t: TriggerDecl, locals: Locals, where: string): number {
  const controller = t.controller !== null ? g.eval(t.controller, locals) : (locals.get('actor') ?? null);
  if (controller === null && t.controller === null) throw new NotExecutable(where, 'optional without controller_x or actor');
  const player = playerIndex(controller, g.model.numPlayers);
  if (player === null)
    throw runError(where, `${t.controller === null ? 'the actor' : 'controller_x'} gives ${repr(controller)}, not a player`);
  return player;
}

function fire(g: Machine, f: EmitFrame, t: TriggerDecl, locals: Locals): void {
  if (f.phase === INSTEAD) {
    f.replaced = true;
    f.phase = IMPACT;
    g.event(`instead:${t.id}`);
  }
  g.runOps(t.do, locals, t.place);
}

export const emitFrame = handler('emit', {
  refs: { impact: 'op list?' },
  step(g, f) {
    // The triggers of each phase: mandatory first, then optional, model before content.
    const lists = g.rt.triggers(f.event);
    for (;;) {
      if (f.phase === IMPACT) {
        f.phase = AFTER;
        f.j = 0;
        if (!f.replaced && f.impact !== null) {
          const locals = f.source === null ? newLocals() : copyLocals(f.source);
          return g.runOps(f.impact, locals, `${f.place} · ${f.event}`);
        }
        continue;
      }
      if (f.phase === DONE) {
        expire(g, f.event);
        return g.pop();
      }
      const list = lists[f.phase === WHEN ? 0 : f.phase === INSTEAD ? 1 : 2];
      if (f.j >= list.length) {
        f.phase = f.phase === AFTER ? DONE : f.phase + 1;
        f.j = 0;
        continue;
      }
      const index = list[f.j++]!;
      const t = g.model.triggers[index]!;
      if (t.timing === 'unknown') throw new NotExecutable(t.place, `unknown timing`);
      const locals = triggerLocals(g, f, t);
      const where = t.place;
      try {
        if (!applies(g, t, locals)) continue;
        if (!t.optional) return fire(g, f, t, locals);
        const player = controllerOf(g, t, locals, where);
        f.asking = index;
        return g.decide(player, USE_SKIP, where, 'all');
      } catch (e) {
        throw atPlace(e, where);
      }
    }
  },
  answer(g, f, index) {
    const t = g.model.triggers[f.asking]!;
    f.asking = -1;
    if (index === 0) fire(g, f, t, triggerLocals(g, f, t));
  },
});

export const emit = defineOp<EmitOp>({
  name: 'emit',
  description: 'Fire an event: triggers react, the impact runs unless replaced',
  fields: {
    event: field.word({
      names: 'events',
      description: 'Event name (literal text)',
      meaning: 'The event name, written as is (there is no `event_x`).',
    }),
    impact: field.ops({ meaning: 'Ops that are the event itself; an `instead` trigger replaces them.' }),
  },
  touches: ['events'],
  frames: [emitFrame],
  run(g, op, f) {
    if (op.event === null) throw new NotExecutable(f.place, `field 'event' is missing`);
    startEmit(g, op.event, f.locals, f.place, op.impact);
  },
});
