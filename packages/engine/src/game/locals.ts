// Local names of a place: one dict per action run (cost and effect share it), copied where the
// spec says names bound inside must not leak out.
import { newDict, type Dict, type Value } from '@tabletwin/expr';

export function newLocals(actor?: Value): Dict {
  const d = newDict();
  if (actor !== undefined) d['actor'] = actor;
  return d;
}

export function copyLocals(locals: Dict): Dict {
  const d = newDict();
  for (const k in locals) d[k] = locals[k]!;
  return d;
}
