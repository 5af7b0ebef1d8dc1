// The engine's table of ops (`OP_SPECS`), as the validator reads it: by name, and the fields of
// each kind. Everything the validator knows of ops comes from here.
import { OP_SPECS, type FieldSpec, type OpSpec } from '@tabletwin/engine';

export const SPECS: ReadonlyMap<string, OpSpec> = new Map(OP_SPECS.map((s) => [s.name, s]));

/** The spec of the op named `name` (of an op written as a dict), if the engine knows it. */
export function specOf(name: unknown): OpSpec | undefined {
  return typeof name === 'string' ? SPECS.get(name) : undefined;
}

/** The fields of `spec` of one kind, in order, with their specs. */
export function fieldsOfKind(spec: OpSpec, kind: FieldSpec['kind']): [string, FieldSpec][] {
  return Object.entries(spec.fields).filter(([, f]) => f.kind === kind);
}

/** Per op that holds op lists: the fields that hold them (`then`, `else`, `body`...). */
export const NESTED: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  OP_SPECS.map((s) => [s.name, fieldsOfKind(s, 'ops').map(([name]) => name)] as const).filter(([, f]) => f.length > 0),
);
