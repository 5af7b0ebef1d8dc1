// The shared tools of normalization: reading fields, compiling expressions, numbering ops,
// op lists and flow nodes. Op families register how they read their own fields (ops/registry).
import type { Value } from '@tabletwin/expr';
import type { ModelPath } from '../source/read-model.js';
import { ExprCache, exprSource, type Expr } from './expressions.js';
import { modelValue } from './data.js';
import { parsePath } from './paths.js';
import type { Field, FlowNode, Op, OpList, Path } from './types.js';

export type Raw = Readonly<Record<string, unknown>>;

export function isRaw(v: unknown): v is Raw {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** How an op family turns the written op into its normalized form. */
export type OpReader = (raw: Raw, n: Normalizer, base: Op) => Op;

export class Normalizer {
  readonly exprs = new ExprCache();
  readonly dataPaths = new WeakMap<object, ModelPath>();
  readonly dataByPath = new Map<string, Value>();
  private readonly register = (value: object, path: ModelPath): void => {
    this.dataPaths.set(value, path);
    this.dataByPath.set(JSON.stringify(path), value as Value);
  };
  readonly ops: Op[] = [];
  readonly opLists: OpList[] = [];
  readonly nodes: FlowNode[] = [];

  constructor(
    private readonly readers: ReadonlyMap<string, OpReader>,
    /** Per op, the keys of its op lists that run in its own local names. */
    private readonly ownLists: ReadonlyMap<string, readonly string[]> = new Map(),
  ) {}

  /** `<name>_x` as an expression, if written (text, number or boolean). */
  expr(raw: Raw, name: string): Expr | null {
    return this.compile(raw[`${name}_x`]);
  }

  /** Compiles a plain expression text (derived values, functions). */
  compile(src: unknown): Expr | null {
    const text = exprSource(src);
    return text === null ? null : this.exprs.get(text);
  }

  /**
   * A field that is an expression, a literal or text for people. With `textIsLiteral` (the
   * `value` of set and let) a text is a literal string.
   */
  field(raw: Raw, name: string, path: ModelPath, textIsLiteral = false): Field {
    const expr = this.expr(raw, name);
    if (expr !== null) return { k: 'expr', expr };
    if (!(name in raw)) return { k: 'missing', name };
    const v = raw[name];
    if (typeof v === 'string' && !textIsLiteral) return { k: 'text', name };
    return { k: 'literal', value: this.literal(v, [...path, name]) };
  }

  literal(v: unknown, path: ModelPath): Value {
    return modelValue(v, path, this.register);
  }

  path(text: unknown): Path | string | null {
    if (typeof text !== 'string')
      return text === undefined || text === null ? null : `'${String(text)}' is not a path; write name or name[index]`;
    return parsePath(text, this.exprs);
  }

  /** Numbers a list of ops; `null` when nothing is written. */
  opList(raw: unknown, path: ModelPath): number | null {
    if (raw === undefined || raw === null) return null;
    const items = Array.isArray(raw) ? raw : [raw];
    const list: { n: number; ops: readonly number[]; binds: boolean } = { n: this.opLists.length, ops: [], binds: true };
    this.opLists.push(list);
    list.ops = items.map((item, i) => this.op(item, Array.isArray(raw) ? [...path, i] : path));
    list.binds = this.binds(list.ops);
    return list.n;
  }

  /** Whether running these ops can bind a local name (their own lists are read by then). */
  private binds(ops: readonly number[]): boolean {
    return ops.some((i) => {
      const op = this.ops[i] as Op & Readonly<Record<string, unknown>>;
      if (op.op === 'unknown' || (op['bind'] !== undefined && op['bind'] !== null)) return true;
      return (this.ownLists.get(op.op) ?? []).some((key) => {
        const list = op[key];
        return typeof list === 'number' && this.opLists[list]!.binds;
      });
    });
  }

  private op(raw: unknown, path: ModelPath): number {
    const index = this.ops.length;
    const name = isRaw(raw) && typeof raw['op'] === 'string' ? raw['op'] : String(isRaw(raw) ? raw['op'] : raw);
    const base: Op = { index, op: name, path };
    this.ops.push(base);
    const reader = isRaw(raw) ? this.readers.get(name) : undefined;
    this.ops[index] = reader === undefined ? ({ ...base, op: 'unknown', name } as Op) : reader(raw as Raw, this, base);
    return index;
  }
}
