// Operators: arithmetic with a fast path for two numbers, `and`/`or` returning an operand,
// `not`, chained comparisons that stop at the first that fails, `x if c else y`.

import type { BinOpNode, BoolOpNode, CompareNode, CompareOperator, ExprNode, IfExpNode, UnaryOpNode } from '../ast.js';
import { equals, order, truthy } from '../equality.js';
import { add, floordiv, mod, mul, negate, plus, pow, sub, truediv } from '../runtime/arith.js';
import { contains } from '../runtime/contains.js';
import { getItem } from '../runtime/subscript.js';
import { isLanguageDict, type Dict, type Value } from '../values.js';
import { type Code, type Compiler } from './code.js';
import { unbound } from './names.js';
import { indexed } from './indexed.js';
import { readerOf } from './readers.js';

type Reader = (o: Dict) => Value | undefined;

type Binary = (a: Value, b: Value) => Value;
// The operators without a fast path for two numbers (`+`, `-`, `*` have theirs in binOp).
const ARITH: Readonly<Record<'/' | '//' | '%' | '**', Binary>> = {
  '/': truediv,
  '//': floordiv,
  '%': mod,
  '**': pow,
};

export function binOp(c: Compiler, node: BinOpNode): Code {
  const l = c.compile(node.left);
  const r = c.compile(node.right);
  switch (node.op) {
    case '+':
      return (s, f) => {
        const a = l(s, f);
        const b = r(s, f);
        return typeof a === 'number' && typeof b === 'number' ? a + b : add(a, b);
      };
    case '-':
      return (s, f) => {
        const a = l(s, f);
        const b = r(s, f);
        return typeof a === 'number' && typeof b === 'number' ? a - b : sub(a, b);
      };
    case '*':
      return (s, f) => {
        const a = l(s, f);
        const b = r(s, f);
        return typeof a === 'number' && typeof b === 'number' ? a * b : mul(a, b);
      };
    default: {
      const op = ARITH[node.op];
      return (s, f) => op(l(s, f), r(s, f));
    }
  }
}

export function unaryOp(c: Compiler, node: UnaryOpNode): Code {
  const x = c.compile(node.operand);
  switch (node.op) {
    case 'not':
      return (s, f) => !truthy(x(s, f));
    case '-':
      return (s, f) => {
        const v = x(s, f);
        return typeof v === 'number' ? -v : negate(v);
      };
    case '+':
      return (s, f) => plus(x(s, f));
  }
}

export function boolOp(c: Compiler, node: BoolOpNode): Code {
  const codes = node.values.map((v) => c.compile(v));
  const stopOn = node.op === 'or'; // `or` stops at the first true operand, `and` at the first false
  if (codes.length === 2) {
    const [a, b] = codes as [Code, Code];
    return (s, f) => {
      const v = a(s, f);
      return (typeof v === 'boolean' ? v : truthy(v)) === stopOn ? v : b(s, f);
    };
  }
  if (codes.length === 3) {
    const [a, b, d] = codes as [Code, Code, Code];
    return (s, f) => {
      let v = a(s, f);
      if ((typeof v === 'boolean' ? v : truthy(v)) === stopOn) return v;
      v = b(s, f);
      return (typeof v === 'boolean' ? v : truthy(v)) === stopOn ? v : d(s, f);
    };
  }
  return (s, f) => {
    let v: Value = null;
    for (let i = 0; i < codes.length; i++) {
      v = (codes[i] as Code)(s, f);
      if ((typeof v === 'boolean' ? v : truthy(v)) === stopOn) return v;
    }
    return v;
  };
}

export function ifExp(c: Compiler, node: IfExpNode): Code {
  const test = c.compile(node.test);
  const body = c.compile(node.body);
  const orelse = c.compile(node.orelse);
  return (s, f) => (truthy(test(s, f)) ? body(s, f) : orelse(s, f));
}

export type Test = (a: Value, b: Value) => boolean;

/** `a == b`: identical values, else deep equality unless one side is None or text. */
export function eq(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a === 'string' || typeof b === 'string') return false;
  return equals(a, b);
}

export const TESTS: Readonly<Record<CompareOperator, Test>> = {
  '==': (a, b) => (typeof a === 'number' && typeof b === 'number' ? a === b : eq(a, b)),
  '!=': (a, b) => (typeof a === 'number' && typeof b === 'number' ? a !== b : !eq(a, b)),
  '<': (a, b) => (typeof a === 'number' && typeof b === 'number' ? a < b : order('<', a, b)),
  '<=': (a, b) => (typeof a === 'number' && typeof b === 'number' ? a <= b : order('<=', a, b)),
  '>': (a, b) => (typeof a === 'number' && typeof b === 'number' ? a > b : order('>', a, b)),
  '>=': (a, b) => (typeof a === 'number' && typeof b === 'number' ? a >= b : order('>=', a, b)),
  in: (a, b) => contains(b, a),
  'not in': (a, b) => !contains(b, a),
  is: (a, b) => a === b,
  'is not': (a, b) => a !== b,
};

export function compare(c: Compiler, node: CompareNode): Code {
  if (node.ops.length === 1 && c.shortcuts) {
    const fused = indexed(c, node);
    if (fused !== null) return fused.code;
  }
  const left = c.compile(node.left);
  const rights = node.comparators.map((n) => c.compile(n));
  const tests = node.ops.map((op) => TESTS[op]);
  if (tests.length === 1) {
    const right = node.comparators[0]!;
    const op = node.ops[0] as CompareOperator;
    // A row's field (`f['side']`) is read inline, without the subscript's closure.
    const row = c.shortcuts ? rowKey(c, node.left) : null;
    if (right.kind === 'Constant') {
      const fused = (row !== null && rowWithConstant(op, row, right.value)) || withConstant(op, left, right.value);
      if (fused !== null) return fused;
    }
    return (row !== null && rowSingle(op, row, rights[0] as Code)) || single(op, left, rights[0] as Code);
  }
  return (s, f) => {
    let a = left(s, f);
    for (let i = 0; i < tests.length; i++) {
      const b = (rights[i] as Code)(s, f);
      if (!(tests[i] as Test)(a, b)) return false;
      a = b;
    }
    return true;
  };
}

// One closure per operator for the common single comparison, so each stays a direct,
// inlinable call in the hot path.
function single(op: CompareOperator, left: Code, right: Code): Code {
  switch (op) {
    case '<':
      return (s, f) => {
        const a = left(s, f);
        const b = right(s, f);
        return typeof a === 'number' && typeof b === 'number' ? a < b : order('<', a, b);
      };
    case '<=':
      return (s, f) => {
        const a = left(s, f);
        const b = right(s, f);
        return typeof a === 'number' && typeof b === 'number' ? a <= b : order('<=', a, b);
      };
    case '>':
      return (s, f) => {
        const a = left(s, f);
        const b = right(s, f);
        return typeof a === 'number' && typeof b === 'number' ? a > b : order('>', a, b);
      };
    case '>=':
      return (s, f) => {
        const a = left(s, f);
        const b = right(s, f);
        return typeof a === 'number' && typeof b === 'number' ? a >= b : order('>=', a, b);
      };
    // Text equals only text of the same characters, so one text operand settles it.
    case '==':
      return (s, f) => {
        const a = left(s, f);
        const b = right(s, f);
        return (typeof a === 'number' && typeof b === 'number') || typeof a === 'string' || typeof b === 'string'
          ? a === b
          : eq(a, b);
      };
    case '!=':
      return (s, f) => {
        const a = left(s, f);
        const b = right(s, f);
        return (typeof a === 'number' && typeof b === 'number') || typeof a === 'string' || typeof b === 'string'
          ? a !== b
          : !eq(a, b);
      };
    case 'is':
      return (s, f) => left(s, f) === right(s, f);
    case 'is not':
      return (s, f) => left(s, f) !== right(s, f);
    case 'in':
      return (s, f) => {
        const a = left(s, f);
        return contains(right(s, f), a);
      };
    case 'not in':
      return (s, f) => {
        const a = left(s, f);
        return !contains(right(s, f), a);
      };
  }
}

/**
 * A comparison with a constant on the right (`f['side'] == 'monster'`, `hp > 0`, `x is None`),
 * the constant's kind settling most of the work when compiling; null when there is no shortcut.
 */
function withConstant(op: CompareOperator, left: Code, k: null | boolean | number | string): Code | null {
  if (typeof k === 'string' || k === null) {
    // Text equals only the same text; None only None (`==` and `is` alike).
    switch (op) {
      case '==':
      case 'is':
        return (s, f) => left(s, f) === k;
      case '!=':
      case 'is not':
        return (s, f) => left(s, f) !== k;
    }
    return null;
  }
  if (typeof k === 'number' && k === k) {
    switch (op) {
      // A number equals the same number or the boolean of that value.
      case '==':
        return (s, f) => {
          const a = left(s, f);
          return a === k || (typeof a === 'boolean' && +a === k);
        };
      case '!=':
        return (s, f) => {
          const a = left(s, f);
          return !(a === k || (typeof a === 'boolean' && +a === k));
        };
      case '<':
        return (s, f) => {
          const a = left(s, f);
          return typeof a === 'number' ? a < k : order('<', a, k);
        };
      case '<=':
        return (s, f) => {
          const a = left(s, f);
          return typeof a === 'number' ? a <= k : order('<=', a, k);
        };
      case '>':
        return (s, f) => {
          const a = left(s, f);
          return typeof a === 'number' ? a > k : order('>', a, k);
        };
      case '>=':
        return (s, f) => {
          const a = left(s, f);
          return typeof a === 'number' ? a >= k : order('>=', a, k);
        };
    }
  }
  return null;
}

/** `x['key']` of a loop variable of the innermost comprehension. */
interface RowKey {
  readonly id: string;
  readonly slot: number;
  readonly key: string;
  readonly read: Reader;
}

function rowKey(c: Compiler, node: ExprNode): RowKey | null {
  if (node.kind !== 'Subscript' || node.value.kind !== 'Name' || node.index.kind !== 'Constant') return null;
  const key = node.index.value;
  const slot = c.localSlot(node.value.id);
  return typeof key === 'string' && slot > 0 ? { id: node.value.id, slot, key, read: readerOf(key) } : null;
}

/** The value of `x['key']`, `x` the frame's value (as the subscript's own code reads it). */
function rowValue(x: Value | undefined, read: Reader, key: string, id: string): Value {
  if (isLanguageDict(x)) {
    const v = read(x);
    if (v !== undefined) return v;
  } else if (x === undefined) {
    throw unbound(id);
  }
  return getItem(x, key);
}

/**
 * `x['key'] == 'text'`, `x['key'] > 0` and the like in one closure (the row's field read by a
 * plain function V8 inlines, not through the subscript's closure); null for other forms. The
 * same tests as `withConstant`.
 */
function rowWithConstant(op: CompareOperator, row: RowKey, k: null | boolean | number | string): Code | null {
  const { id, slot, key, read } = row;
  if (typeof k === 'string' || k === null) {
    switch (op) {
      case '==':
      case 'is':
        return (_, f) => rowValue(f[slot] as Value | undefined, read, key, id) === k;
      case '!=':
      case 'is not':
        return (_, f) => rowValue(f[slot] as Value | undefined, read, key, id) !== k;
    }
    return null;
  }
  if (typeof k === 'number' && k === k) {
    switch (op) {
      case '<':
        return (_, f) => {
          const a = rowValue(f[slot] as Value | undefined, read, key, id);
          return typeof a === 'number' ? a < k : order('<', a, k);
        };
      case '<=':
        return (_, f) => {
          const a = rowValue(f[slot] as Value | undefined, read, key, id);
          return typeof a === 'number' ? a <= k : order('<=', a, k);
        };
      case '>':
        return (_, f) => {
          const a = rowValue(f[slot] as Value | undefined, read, key, id);
          return typeof a === 'number' ? a > k : order('>', a, k);
        };
      case '>=':
        return (_, f) => {
          const a = rowValue(f[slot] as Value | undefined, read, key, id);
          return typeof a === 'number' ? a >= k : order('>=', a, k);
        };
    }
  }
  return null;
}

/** `x['key'] <= gold`, `f['cell'] == c`: `single` with the row's field read inline; null for other operators. */
function rowSingle(op: CompareOperator, row: RowKey, right: Code): Code | null {
  const { id, slot, key, read } = row;
  switch (op) {
    case '<=':
      return (s, f) => {
        const a = rowValue(f[slot] as Value | undefined, read, key, id);
        const b = right(s, f);
        return typeof a === 'number' && typeof b === 'number' ? a <= b : order('<=', a, b);
      };
    case '<':
      return (s, f) => {
        const a = rowValue(f[slot] as Value | undefined, read, key, id);
        const b = right(s, f);
        return typeof a === 'number' && typeof b === 'number' ? a < b : order('<', a, b);
      };
    case '>=':
      return (s, f) => {
        const a = rowValue(f[slot] as Value | undefined, read, key, id);
        const b = right(s, f);
        return typeof a === 'number' && typeof b === 'number' ? a >= b : order('>=', a, b);
      };
    case '>':
      return (s, f) => {
        const a = rowValue(f[slot] as Value | undefined, read, key, id);
        const b = right(s, f);
        return typeof a === 'number' && typeof b === 'number' ? a > b : order('>', a, b);
      };
    case '==':
      return (s, f) => {
        const a = rowValue(f[slot] as Value | undefined, read, key, id);
        const b = right(s, f);
        return (typeof a === 'number' && typeof b === 'number') || typeof a === 'string' || typeof b === 'string'
          ? a === b
          : eq(a, b);
      };
    case '!=':
      return (s, f) => {
        const a = rowValue(f[slot] as Value | undefined, read, key, id);
        const b = right(s, f);
        return (typeof a === 'number' && typeof b === 'number') || typeof a === 'string' || typeof b === 'string'
          ? a !== b
          : !eq(a, b);
      };
    default:
      return null;
  }
}
