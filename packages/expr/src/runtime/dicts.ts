// Building dicts: keys are text (docs/expressions.md#differences-from-python), and a non-text key is one of the two
// errors documented without the usual wrapper.

import { ExprError } from '../errors.js';
import { typeName, type Value } from '../values.js';

/** The key as text, or the documented error `dict keys must be text, not int`. */
export function dictKey(k: Value): string {
  if (typeof k === 'string') return k;
  throw new ExprError('TypeError', `dict keys must be text, not ${typeName(k)}`, { bare: true });
}
