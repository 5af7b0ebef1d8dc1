// The engine's table of ops (`OP_SPECS`), as the validator reads it: by name, and the fields of
// each kind. Everything the validator knows of ops comes from here.
import { OP_SPECS, type FieldSpec, type NameSpace, type OpSpec } from '@tabletwin/engine';

export const SPECS: ReadonlyMap<string, OpSpec> = new Map(OP_SPECS.map((s) => [s.name, s]));

/** The spec of the op named `name` (of an op written as a dict), if the engine knows it. */
export function specOf(name: unknown): OpSpec | undefined {
  return typeof name === 'string' ? SPECS.get(name) : undefined;
}

/** The fields of `spec` of one kind, in order, with their specs. */
export function fieldsOfKind(spec: OpSpec, kind: FieldSpec['kind']): [string, FieldSpec][] {
  return Object.entries(spec.fields).filter(([, f]) => f.kind === kind);
}

/** The fields of `spec` that name a part of the model of this kind (`flow` of `run`...). */
export function fieldsNaming(spec: OpSpec, space: NameSpace): string[] {
  return Object.keys(spec.fields).filter((name) => spec.fields[name]!.names === space);
}

/** What an op written as a dict names of this kind, as written (the flow a `run` runs...). */
export function namesIn(op: Readonly<Record<string, unknown>>, space: NameSpace): unknown[] {
  const spec = specOf(op['op']);
  return spec === undefined ? [] : fieldsNaming(spec, space).map((field) => op[field]);
}

/** Does the op never run, standing for code outside the model (`call`)? */
export function isCode(op: Readonly<Record<string, unknown>>): boolean {
  return (specOf(op['op'])?.slots ?? []).some((s) => s.never?.kind === 'code');
}

/** Per op that holds op lists: the fields that hold them (`then`, `else`, `body`...). */
export const NESTED: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  OP_SPECS.map((s) => [s.name, fieldsOfKind(s, 'ops').map(([name]) => name)] as const).filter(([, f]) => f.length > 0),
);
