// One source of truth for ops: the engine's op table (its readers, engineOps() of @tabletwin/engine/testing) against
// every place in the validator that knows ops: the schema (scripts/schema-source.mjs), the known
// ops of the checks, the ops that hold op lists (model.ts) and the executability slots
// (slots-ops.ts). A new op or a new field in the engine fails here until each place has it.
import { describe, expect, test } from 'vitest';
import { modelSchema } from '../scripts/schema-source.mjs';
import { OPS } from '../src/checks/ops.js';
import { NESTED } from '../src/model.js';
import { opSlots, SLOT_OPS } from '../src/slots-ops.js';
import { engineOps } from '@tabletwin/engine/testing';

const engine = engineOps();
const names = [...engine.keys()];
const sorted = (xs: Iterable<string>) => [...xs].sort();

/** Keys the schema has for ops the engine does not read: for people, agents and the validator. */
const SCHEMA_ONLY: Record<string, readonly string[]> = {
  choose: ['agent'], // the agent who decides (agents players and the validator read it)
  exec: ['content'], // the catalogue, for the validator's check
  sample: ['inputs'], // for people
  say: ['actor', 'channel', 'constraint', 'bind', 'agent'], // the engine never runs `say`
};

/** Keys the engine reads that docs/reference.md does not list for the op, so the schema does not either. */
const ENGINE_ONLY: Record<string, readonly string[]> = {
  modify: ['id'], // the engine names the modifier by it; docs/reference.md's modify has no `id`
};

/** Fields the engine reads as fields that have no slot in docs/engine.md#executability. */
const NO_SLOT: Record<string, readonly string[]> = {
  search: ['min', 'max'],
  exec: ['of'],
};

const schemaDefs = (modelSchema as { $defs: Record<string, { properties?: Record<string, unknown> }> }).$defs;
const schemaOps = Object.keys(schemaDefs)
  .filter((k) => k.startsWith('op_'))
  .map((k) => k.slice(3));

describe('the ops: the same names everywhere', () => {
  test("the engine's op table is read (each reader ran on the recording op)", () => {
    expect(engine.get('place')).toEqual({
      keys: new Set(['what', 'what_x', 'to', 'at', 'at_x', 'position']),
      fields: new Set(['what', 'at']),
      opLists: new Set(),
    });
  });
  test('the schema has an op definition for every op the engine knows, and no other', () => {
    expect(sorted(schemaOps)).toEqual(sorted(names));
  });
  test("the checks' known ops are the engine's", () => {
    expect(sorted(OPS)).toEqual(sorted(names));
  });
  test('ops with slots are ops the engine knows', () => {
    expect(SLOT_OPS.filter((op) => !engine.has(op))).toEqual([]);
  });
  test('the ops that hold op lists, and where, as the engine reads them', () => {
    const lists = Object.fromEntries(
      names.filter((op) => engine.get(op)!.opLists.size > 0).map((op) => [op, sorted(engine.get(op)!.opLists)]),
    );
    expect(Object.fromEntries(Object.entries(NESTED).map(([op, fields]) => [op, sorted(fields)]))).toEqual(lists);
  });
});

describe('the fields of each op', () => {
  test.each(names)('%s: the schema allows what the engine reads, the text twin of each _x, and the listed extras', (op) => {
    const { keys } = engine.get(op)!;
    const expected = new Set([
      ...keys,
      ...[...keys].filter((k) => k.endsWith('_x')).map((k) => k.slice(0, -2)),
      ...(SCHEMA_ONLY[op] ?? []),
    ]);
    for (const k of ENGINE_ONLY[op] ?? []) expected.delete(k);
    const schema = Object.keys(schemaDefs[`op_${op}`]?.properties ?? {}).filter((k) => k !== 'op' && k !== 'note');
    expect(sorted(schema)).toEqual(sorted(expected));
  });

  test.each(names)('%s: the slots are about the fields the engine reads, less those without a slot', (op) => {
    const { keys, fields } = engine.get(op)!;
    // Every plain key written as text and no `_x`: then each round gives the slot that is not ok an
    // `_x`, until every slot is ok or names no field (call, say). The fields named are the slots'.
    const d: Record<string, unknown> = { op };
    for (const k of keys) if (!k.endsWith('_x')) d[k] = 'some text';
    const found = new Set<string>();
    for (let round = 0; round < 20; round++) {
      const bad = opSlots(d, () => 'algorithm').filter((s) => !s.ok && s.field !== undefined);
      if (bad.length === 0) break;
      for (const s of bad) {
        found.add(s.field!);
        d[`${s.field}_x`] = '1';
      }
    }
    expect(sorted(found)).toEqual(sorted([...fields].filter((f) => !(NO_SLOT[op] ?? []).includes(f))));
  });
});
