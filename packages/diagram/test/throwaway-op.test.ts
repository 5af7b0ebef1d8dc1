// Adding an op (engine README, "Adding an op"): a throwaway op, `twice`, declared the way the
// README says and nowhere else: its spec and `run` (`defineOp`), then its entry in the engine's
// table of ops (`ops/table.ts`, extended here for this file only). The schema, the validator's
// checks, slots and markers, the diagram and the engine all pick it up from that one declaration.
import { loadModel, playGame } from '@tabletwin/engine';
import { validate } from '@tabletwin/validator';
import { describe, expect, test, vi } from 'vitest';
import { modelSchema } from '../../validator/scripts/schema-source.mjs';
import { diagramOf } from '../src/index.js';
import { markersOf, oneStep } from './helpers.js';

vi.mock('../../engine/src/ops/table.js', async (importOriginal) => {
  const { OP_TABLE } = await importOriginal<typeof import('../../engine/src/ops/table.js')>();
  const { defineOp, read, updateVar } = await import('../../engine/src/ops/op.js');
  const { field } = await import('../../engine/src/ops/spec.js');
  type Op = import('../../engine/src/model/types.js').Op;
  type Field = import('../../engine/src/model/types.js').Field;
  type Path = import('../../engine/src/model/types.js').Path;
  interface TwiceOp extends Op {
    readonly var: Path | string | null;
    readonly amount: Field;
    readonly body: number | null;
  }
  const twice = defineOp<TwiceOp>({
    name: 'twice',
    description: 'Add to a variable, then run ops twice',
    fields: { var: field.variable(), amount: field.value('number'), body: field.ops() },
    touches: ['variables'],
    slots: [{ fields: ['amount'] }],
    run(g, op, f) {
      updateVar(g, op.var, f, read(g, op.amount, f), true);
      g.runOps(op.body, f.locals, f.place);
      g.runOps(op.body, f.locals, f.place);
    },
  });
  return { OP_TABLE: [...OP_TABLE, twice] };
});

const effect = [{ op: 'twice', var: 'x', amount: 3, body: [{ op: 'add', var: 'gold', amount: 1 }] }];
const model = oneStep(effect, { state: { vars: { x: { init: 0 }, gold: { init: 10, persist: 'campaign' } } } });

describe('a throwaway op, declared once', () => {
  test('the schema has it, with its fields and the _x twin of its value field', () => {
    const defs = (modelSchema as { $defs: Record<string, { properties?: Record<string, unknown>; oneOf?: unknown[] }> }).$defs;
    expect(Object.keys(defs['op_twice']!.properties!)).toEqual(['op', 'note', 'var', 'amount', 'amount_x', 'body']);
    expect(defs['op']!.oneOf).toContainEqual({ $ref: '#/$defs/op_twice' });
  });

  test('the validator knows it, looks into its op list, counts its slot and marks its step', () => {
    const clean = validate(model, { testGames: false });
    expect(clean.errors).toEqual([]);
    expect(clean.gaps).toEqual([]);
    expect(markersOf(model)).toEqual({ s: ['persistent'] });

    const nested = validate(oneStep([{ ...effect[0], amount: 'three', body: [{ op: 'nope' }] }]), { testGames: false });
    expect(nested.errors.map((e) => [e.code, e.path])).toEqual([['unknown-op', ['actions', 'a', 'effect', 0, 'body', 0, 'op']]]);
    expect(nested.gaps.map((g) => g.slot)).toEqual(['twice.amount']);
  });

  test('the diagram draws it, its op list indented under it', () => {
    expect(diagramOf(model).actions[0]!.effect).toEqual([
      { depth: 0, text: 'twice var x amount 3', x: [], note: null },
      { depth: 1, text: 'add 1 to gold', x: [], note: null },
    ]);
  });

  test('the engine plays it', () => {
    const played = playGame(loadModel(model), { seed: 1 });
    expect(played.reason).toBe('flow finished without an end condition');
    expect(played.game.state.vars).toEqual({ x: 3, gold: 12 });
  });
});
