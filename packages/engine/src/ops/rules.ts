// Ops that change rules rather than things (docs/reference.md#ops): modify (a temporary modifier),
// reset (a new scenario of a campaign) and run (a named flow inside an effect).
import { NotExecutable } from '../errors.js';
import { handler } from '../game/frame-handler.js';
import { copyLocals } from '../game/locals.js';
import { resetState } from '../game/start.js';
import type { Frame } from '../game/types.js';
import type { Expr } from '../model/expressions.js';
import type { Field, Op } from '../model/types.js';
import { opDef, textOf } from './op.js';

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

export const modify = opDef<ModifyOp>({
  name: 'modify',
  read: (raw, n, base) => ({
    ...base,
    id: textOf(raw, 'id') ?? String(raw['stat'] ?? 'modify'),
    stat: textOf(raw, 'stat'),
    layer: typeof raw['layer'] === 'number' ? raw['layer'] : 0,
    if: n.expr(raw, 'if'),
    change: n.field(raw, 'change', base.path),
    until: textOf(raw, 'until'),
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

export const reset = opDef<ResetOp>({
  name: 'reset',
  read: (raw, _n, base) => ({ ...base, scope: textOf(raw, 'scope', 'scenario') }),
  run(g, op) {
    resetState(g);
    g.event(`reset:${op.scope}`);
  },
});

interface RunOp extends Op {
  readonly flow: string | null;
}

interface RunFrame extends Frame {
  /** Scoped end conditions find the flow they end by this name. */
  readonly scope: string;
  readonly place: string;
  started: boolean;
}

export const run = opDef<RunOp>({
  name: 'run',
  read: (raw, _n, base) => ({ ...base, flow: textOf(raw, 'flow') }),
  run(g, op, f) {
    if (op.flow === null) throw new NotExecutable(f.place, "field 'flow' is missing");
    g.push({ k: 'run', scope: op.flow, place: f.place, started: false } as RunFrame);
  },
});

export const runFrame = handler<RunFrame>({
  step(g, f) {
    if (f.started) return g.pop();
    const root = g.model.flows.get(f.scope);
    if (root === undefined) throw new NotExecutable(f.place, `flow '${f.scope}' is not in flows`);
    f.started = true;
    delete g.st.results[f.scope];
    g.startNode(root);
  },
});
