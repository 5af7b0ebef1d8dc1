// Ops that change rules rather than things (docs/reference.md#ops): modify (a temporary modifier),
// reset (a new scenario of a campaign) and run (a named flow inside an effect).
import { NotExecutable } from '../errors.js';
import { handler } from '../game/frame-handler.js';
import { copyLocals } from '../game/locals.js';
import { resetState } from '../game/start.js';
import type { Expr } from '../model/expressions.js';
import type { Field, Op } from '../model/types.js';
import { defineOp } from './op.js';
import { field } from './spec.js';

export interface RunFrame {
  readonly k: 'run';
  /** Scoped end conditions find the flow they end by this name. */
  readonly scope: string;
  readonly place: string;
  started: boolean;
}

declare module '../game/frames.js' {
  interface OpFrames {
    run: RunFrame;
  }
}

interface ModifyOp extends Op {
  readonly id: string;
  readonly stat: string | null;
  readonly layer: number;
  readonly if: Expr | null;
  readonly change: Field;
  readonly until: string | null;
  readonly self: null;
  readonly active: null;
}

export const modify = defineOp<ModifyOp>({
  name: 'modify',
  description: 'Add a temporary modifier',
  fields: {
    stat: field.word({ meaning: 'The quantity, as `modified()` names it. Required.' }),
    change: field.value('none', { meaning: 'The new value; `value` is the value so far. Required as `change_x`.' }),
    layer: field.word({ type: 'number', default: 0, meaning: 'Lower layers apply first.', defaultWords: '0' }),
    if: field.expression({ meaning: 'It applies only while this is true.', defaultWords: 'always' }),
    until: field.word({
      names: 'events',
      description: 'Event name',
      meaning: 'The event at which it ends.',
      defaultWords: 'the next `reset`',
    }),
  },
  touches: ['modifiers'],
  slots: [{ fields: ['change'], needs: ['stat'] }],
  // A modifier is named by its `id`, which the reference does not give `modify`: the stat then.
  extend: (raw, op) => ({
    ...op,
    id: typeof raw['id'] === 'string' ? raw['id'] : String(raw['stat'] ?? 'modify'),
    self: null,
    active: null,
  }),
  run(g, op, f) {
    if (op.stat === null) throw new NotExecutable(f.place, `field 'stat' is missing`);
    if (op.change.k === 'text') throw new NotExecutable(f.place, `field 'change' is text without change_x`);
    if (op.change.k === 'missing') throw new NotExecutable(f.place, `field 'change_x' is missing`);
    // The local names as they are now, without `stack`; `self` stays as its content item.
    const locals = copyLocals(f.locals);
    locals.delete('stack');
    g.st.modifiers.push({ op: op.index, locals, until: op.until });
  },
});

interface ResetOp extends Op {
  readonly scope: string;
}

export const reset = defineOp<ResetOp>({
  name: 'reset',
  description: 'Start a new scenario of a campaign: state back to its start, except what persists',
  fields: {
    scope: field.word({ default: 'scenario', meaning: 'A label: the event is `reset:<scope>`.', defaultWords: '`scenario`' }),
  },
  touches: ['campaign', 'anything'],
  run(g, op) {
    resetState(g);
    g.event(`reset:${op.scope}`);
  },
});

interface RunOp extends Op {
  readonly flow: string | null;
}

export const runFrame = handler('run', {
  refs: { scope: 'flow' },
  step(g, f) {
    if (f.started) return g.pop();
    const root = g.model.flows.get(f.scope);
    if (root === undefined) throw new NotExecutable(f.place, `flow '${f.scope}' is not in flows`);
    f.started = true;
    delete g.st.results[f.scope];
    g.startNode(root);
  },
});

export const run = defineOp<RunOp>({
  name: 'run',
  description: 'Run a named flow inside the effect',
  fields: { flow: field.word({ names: 'flows', description: 'Name in flows', required: true, meaning: 'The name in `flows`.' }) },
  touches: ['anything'],
  frames: [runFrame],
  run(g, op, f) {
    if (op.flow === null) throw new NotExecutable(f.place, "field 'flow' is missing");
    g.push({ k: 'run', scope: op.flow, place: f.place, started: false });
  },
});
