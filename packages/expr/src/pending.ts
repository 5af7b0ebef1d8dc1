// Placeholders for the parts of the public API still being written; replaced module by module.
import type { CompiledExpr } from './compiled.js';
import type { ExprNode } from './ast.js';
import type { Scope } from './scope.js';
import type { Value } from './values.js';

function pending(what: string): never {
  throw new Error(`@tabletwin/expr: ${what} is not implemented yet`);
}

export function compile(src: string): CompiledExpr { return pending(`compile(${src})`); }
export function parse(src: string): ExprNode { return pending(`parse(${src})`); }
export function evaluate(src: string, scope?: Scope | Record<string, unknown>): Value { void scope; return pending(`evaluate(${src})`); }
export function toText(v: Value): string { void v; return pending('toText'); }
export function repr(v: Value): string { void v; return pending('repr'); }
export function fromJS(x: unknown): Value { void x; return pending('fromJS'); }
export function toJS(v: Value): unknown { void v; return pending('toJS'); }
export function truthy(v: Value): boolean { void v; return pending('truthy'); }
export function equals(a: Value, b: Value): boolean { void a; void b; return pending('equals'); }
export function compare(a: Value, b: Value): number { void a; void b; return pending('compare'); }
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export function serialize(v: Value): Json { void v; return pending('serialize'); }
export function deserialize(json: Json, resolve?: (name: string) => Value | undefined): Value { void json; void resolve; return pending('deserialize'); }
