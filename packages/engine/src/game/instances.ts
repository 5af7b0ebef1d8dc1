// Instances (docs/reference.md#instances): a dict put into play gets its own copy with a unique `uid`. Model
// data is not copied whole: its simple fields are, and the source stays under `origin`.
import { isLanguageDict, newDict, type Dict, type Value } from '@tabletwin/expr';
import type { Machine } from './machine.js';

function isAtomic(v: Value): boolean {
  return v === null || typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean';
}

/** A new instance for a dict (other values are returned as they are). */
export function makeInstance(g: Machine, source: Value, extra: Dict | null): Value {
  if (!isLanguageDict(source)) return source;
  const inst = newDict();
  if (g.model.dataPaths.has(source)) {
    for (const k in source) if (isAtomic(source[k]!)) inst[k] = source[k]!;
    inst['origin'] = source;
  } else {
    for (const k in source) inst[k] = source[k]!;
  }
  if (extra !== null) for (const k in extra) inst[k] = extra[k]!;
  inst['uid'] = g.st.nextUid++;
  return inst;
}

/** Every dict of a zone's initial contents becomes an instance. */
export function instancesOf(g: Machine, items: readonly Value[]): Value[] {
  return items.map((item) => makeInstance(g, item, null));
}
