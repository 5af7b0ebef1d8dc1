// Outcome models (docs/reference.md#outcome-models): `sample` evaluates the model's derived values and
// probabilities, asks a chance over its outcomes and runs the outcome's effect.
import { repr, type Value } from '@tabletwin/expr';
import { NotExecutable, runError } from '../errors.js';
import { handler } from '../game/frame-handler.js';
import { copyLocals, type Locals } from '../game/locals.js';
import { kept } from '../game/budget.js';
import { keepable } from '../game/storable.js';
import type { Op } from '../model/types.js';
import { defineOp } from './op.js';
import { field } from './spec.js';

export interface SampleFrame {
  readonly k: 'sample';
  readonly model: string;
  readonly locals: Locals;
  readonly place: string;
}

declare module '../game/frames.js' {
  interface OpFrames {
    sample: SampleFrame;
  }
}

/** How far the probabilities may be from adding up to 1. */
export const TOLERANCE = 1e-6;

interface SampleOp extends Op {
  readonly model: string | null;
}

export const sampleFrame = handler('sample', {
  refs: { model: 'outcome model' },
  step() {
    // Only ever on top while its chance is open; `answer` replaces it by the outcome's effect.
  },
  answer(g, f, index) {
    const outcome = g.model.outcomes.get(f.model)!.outcomes[index]!;
    g.pop();
    g.event(`${f.model}:${outcome.id}`);
    g.runOps(outcome.effect, f.locals, f.place);
  },
});

export const sample = defineOp<SampleOp>({
  name: 'sample',
  description: 'Ask chance for an outcome of an outcome model and run its effect',
  fields: {
    model: field.word({ names: 'outcomes', description: 'Name in outcomes', required: true, meaning: 'The name in `outcomes`.' }),
    inputs: field.word({
      type: 'any',
      description: 'For people',
      engine: false,
      meaning: 'For people: what the model depends on. The engine passes the local names instead.',
    }),
  },
  asks: 'chance',
  touches: ['anything'],
  frames: [sampleFrame],
  run(g, op, f) {
    if (op.model === null) throw new NotExecutable(f.place, "field 'model' is missing");
    const m = g.model.outcomes.get(op.model);
    if (m === undefined) throw new NotExecutable(f.place, `outcome model '${op.model}' is not in outcomes`);
    const where = `outcome model ${m.name}`;
    const locals = copyLocals(f.locals);
    for (const [name, expr] of m.derived) {
      const v = g.eval(expr, locals);
      keepable(g, v, 'local name', name);
      locals.set(name, v);
    }
    const ps = m.outcomes.map((o) => {
      let v: Value;
      if (o.p.k === 'expr') v = g.eval(o.p.expr, locals);
      else if (o.p.k === 'literal') v = o.p.value;
      else throw new NotExecutable(where, `p of '${o.id}' is text without p_x`);
      const p = typeof v === 'boolean' ? Number(v) : v;
      if (typeof p !== 'number' || !(p >= 0))
        throw runError(where, `probability of '${o.id}' is ${repr(v)}; it must be a number ≥ 0`);
      return p;
    });
    const sum = ps.reduce((a, b) => a + b, 0);
    if (m.outcomes.length === 0 || Math.abs(sum - 1) > TOLERANCE) {
      throw runError(where, `probabilities add up to ${sum.toFixed(6)}, not 1`);
    }
    g.push({ k: 'sample', model: m.name, locals, place: f.place });
    // Its frame holds the derived names now.
    kept(g, `the local names of ${where}`);
    g.chance(
      m.outcomes.map((o) => o.id),
      `${f.place} · ${m.name}`,
      'all',
      ps,
    );
  },
});
