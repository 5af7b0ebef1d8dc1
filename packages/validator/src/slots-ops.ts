// The executability slots of ops (docs/engine.md#executability, the rows for ops), as the engine's
// table of ops declares them (`slots` of each op). An op has one slot (two for `set`/`add` with
// `attr`), executable when every field it lists has an `_x` or a usable literal.
import type { Literal, OpSpec, SlotSpec } from '@tabletwin/engine';
import { has, label, type Dict } from './model.js';
import { specOf } from './op-specs.js';

/** A slot of one op: its label and whether the engine can run it. */
export interface OpSlot {
  slot: string;
  /** The field the slot is about (the first one that is not ok), if any. */
  field?: string;
  ok: boolean;
  /** `text`, `code:<kind>` or `language`. */
  kind: string;
}

const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function hasExpr(op: Dict, field: string): boolean {
  const v = op[`${field}_x`];
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/**
 * The field has its `_x`, or a literal the engine uses as is: anything but text, or for a field
 * whose text is its value (`set`, `let`) a plain name; a field whose plain form is text for
 * people needs its `_x`.
 */
function fieldOk(op: Dict, field: string, literal: Literal): boolean {
  if (hasExpr(op, field)) return true;
  if (literal === 'none' || !has(op, field)) return false;
  const v = op[field];
  if (typeof v !== 'string') return true;
  return literal === 'text' && PLAIN_NAME.test(v);
}

function present(op: Dict, field: string): boolean {
  return has(op, field) || has(op, `${field}_x`);
}

/** One slot of an op as its spec declares it, or none (its fields are optional and not written). */
function slotOf(spec: OpSpec, s: SlotSpec, d: Dict, codeKind: (name: unknown) => string): OpSlot | null {
  if (s.never?.kind === 'code') {
    const name = d[s.never.field];
    return { slot: `${spec.name} ${label(name)}`, ok: false, kind: `code:${codeKind(name)}` };
  }
  if (s.never?.kind === 'language') return { slot: spec.name, ok: false, kind: 'language' };
  if (s.when !== undefined && !has(d, s.when)) return null;
  const fields = (s.fields ?? []).filter((f) => !f.endsWith('?') || present(d, f.slice(0, -1))).map((f) => f.replace(/\?$/, ''));
  if (fields.length === 0) return null;
  // The label names the first field that is not ok.
  const bad = fields.find((f) => !fieldOk(d, f, spec.fields[f]?.literal ?? 'none'));
  const field = bad ?? fields[0]!;
  const needs = (s.needs ?? []).every((k) => has(d, k));
  return { slot: `${spec.name}.${field}`, field, ok: bad === undefined && needs, kind: 'text' };
}

/** The slots of one op (none for ops without slots). */
export function opSlots(op: Dict, codeKind: (name: unknown) => string): OpSlot[] {
  const spec = specOf(op['op']);
  const out: OpSlot[] = [];
  for (const s of spec?.slots ?? []) {
    const slot = slotOf(spec!, s, op, codeKind);
    if (slot !== null) out.push(slot);
  }
  return out;
}

export { hasExpr, present };
