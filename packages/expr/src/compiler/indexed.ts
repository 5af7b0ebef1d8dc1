// `xs[i] == v` with `i` a loop variable of the innermost comprehension (`board[i] == mark`,
// `board[i] is None`): the item read and the comparison in one closure. When `xs` and `v` are
// the same at every step, `any`/`all` over such an element keeps them in locals (consume.ts).

import type { CompareNode, CompareOperator, SubscriptNode } from '../ast.js';
import { getItem } from '../runtime/subscript.js';
import { isLanguageDict, type Value } from '../values.js';
import type { Code, Compiler } from './code.js';
import { unbound } from './names.js';
import { eq, TESTS, type Test } from './operators.js';

/** The compiled parts of `xs[i] op v`. */
export interface Indexed {
  readonly obj: Code;
  readonly id: string;
  readonly slot: number;
  readonly op: CompareOperator;
  readonly right: Code;
  /** Are `xs` and `v` the same at every step (values kept for the run, or a constant)? */
  readonly invariant: boolean;
  /** The whole comparison as one closure. */
  readonly code: Code;
}

/** The parts of a single comparison of that form, compiled; null for any other node. */
export function indexed(c: Compiler, node: CompareNode): Indexed | null {
  const left = node.left;
  if (node.ops.length !== 1 || left.kind !== 'Subscript' || left.index.kind !== 'Name') return null;
  const id = left.index.id;
  const slot = c.localSlot(id);
  if (slot <= 0) return null;
  const rightNode = node.comparators[0]!;
  const invariant = c.loopInvariant((left as SubscriptNode).value) && c.loopInvariant(rightNode);
  const obj = c.compile(left.value);
  const right = c.compile(rightNode);
  const op = node.ops[0]!;
  const code = fused(obj, id, slot, op, right, rightNode.kind === 'Constant' ? rightNode.value : undefined);
  return { obj, id, slot, op, right, invariant, code };
}

/** `o[i]`, as the subscript's code reads it (`displays.ts`, `byLoopVariable`). */
export function itemAt(o: Value, i: Value | undefined, id: string): Value {
  if (typeof i === 'number') {
    if (Array.isArray(o)) {
      const v = o[i < 0 ? i + o.length : i];
      if (v !== undefined) return v;
    }
  } else if (typeof i === 'string') {
    if (isLanguageDict(o)) {
      const v = o[i];
      if (v !== undefined) return v;
    }
  } else if (i === undefined) {
    throw unbound(id);
  }
  return getItem(o, i);
}

/** `a == b` as the general comparison decides it. */
export function equal(a: Value, b: Value): boolean {
  return (typeof a === 'number' && typeof b === 'number') || typeof a === 'string' || typeof b === 'string' ? a === b : eq(a, b);
}

function fused(obj: Code, id: string, slot: number, op: CompareOperator, right: Code, k: Value | undefined): Code {
  // Text or None on the right: equal only to itself (`==` and `is` alike).
  if (typeof k === 'string' || k === null) {
    if (op === '==' || op === 'is') return (s, f) => itemAt(obj(s, f), f[slot] as Value | undefined, id) === k;
    if (op === '!=' || op === 'is not') return (s, f) => itemAt(obj(s, f), f[slot] as Value | undefined, id) !== k;
  }
  switch (op) {
    case '==':
      return (s, f) => {
        const a = itemAt(obj(s, f), f[slot] as Value | undefined, id);
        return equal(a, right(s, f));
      };
    case '!=':
      return (s, f) => {
        const a = itemAt(obj(s, f), f[slot] as Value | undefined, id);
        return !equal(a, right(s, f));
      };
    default: {
      const test: Test = TESTS[op];
      return (s, f) => {
        const a = itemAt(obj(s, f), f[slot] as Value | undefined, id);
        return test(a, right(s, f));
      };
    }
  }
}
