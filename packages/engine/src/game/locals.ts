// Local names of a place: one map per action run (cost and effect share it), copied where the
// spec says names bound inside must not leak out. A Map, because copying and reading it is
// cheap, and copies are frequent (every emit, trigger and loop body).
import type { Value } from '@tabletwin/expr';

export type Locals = Map<string, Value>;

export function newLocals(actor?: Value): Locals {
  const d: Locals = new Map();
  if (actor !== undefined) d.set('actor', actor);
  return d;
}

export function copyLocals(locals: Locals): Locals {
  // Not `new Map(locals)`: that walks the iterator protocol and makes an array per entry.
  const d: Locals = new Map();
  locals.forEach(copyEntry, d);
  return d;
}

function copyEntry(this: Locals, v: Value, k: string): void {
  this.set(k, v);
}
