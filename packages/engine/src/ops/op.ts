// The contract of an op family: how it reads its fields from the model, and how it runs.
// Shared helpers to read fields, zones and variables while running.
import type { OpsFrame } from '../game/frames.js';
import type { Locals } from '../game/locals.js';
import { ExprError, isLanguageDict, repr, truthy, Tuple, typeName, type Value } from '@tabletwin/expr';
import { NotExecutable, runError } from '../errors.js';
import type { Machine } from '../game/machine.js';
import type { Visible } from '../game/types.js';
import { kept } from '../game/budget.js';
import { keepable } from '../game/storable.js';
import { labelOf, playerIndex, plus } from '../game/values.js';
import { playersOf } from '../game/visibility.js';
import type { Expr } from '../model/expressions.js';
import type { Normalizer, Raw } from '../model/normalizer.js';
import type { FrameHandler } from '../game/frame-handler.js';
import { readOp, type OpSpec } from './spec.js';
import type { Field, Op, Path, ZoneDecl } from '../model/types.js';

/** An op as its family module declares it: its spec, and how it runs. */
export interface OpDefinition<O extends Op> extends OpSpec {
  /** What the fields alone do not say, added to the op the default reader read. */
  extend?(raw: Raw, op: O): O;
  run(g: Machine, op: O, f: OpsFrame): void;
  /** The handlers of the frames it pushes when it waits for an answer or spans several steps. */
  readonly frames?: readonly FrameHandler[];
}

/** An op as the engine keeps it: the spec as data, its reader, its run and frames. */
export interface OpDef<O extends Op = Op> {
  readonly name: string;
  readonly spec: OpSpec;
  read(raw: Raw, n: Normalizer, base: Op): O;
  run(g: Machine, op: O, f: OpsFrame): void;
  readonly frames: readonly FrameHandler[];
}

/** An op, declared once: the default reader reads its fields as its spec says. */
export function defineOp<O extends Op>(def: OpDefinition<O>): OpDef {
  const { extend, run, frames, ...spec } = def;
  const out: OpDef<O> = {
    name: spec.name,
    spec,
    read: (raw, n, base) => {
      const op = readOp<O>(spec, raw, n, base);
      return extend === undefined ? op : extend(raw, op);
    },
    run,
    frames: frames ?? [],
  };
  return out;
}

// --- plain keys of an op (read once, when the model loads) ----------------------------------

/** A choice that names a size (`min`, `max`) picks a subset. */
export function namesSize(raw: Raw): boolean {
  return 'min' in raw || 'max' in raw || 'min_x' in raw || 'max_x' in raw;
}

/** Who sees what an op shows: `visible_to_x`, else `dflt`. */
export function visibleOr(g: Machine, e: Expr | null, locals: Locals, dflt: Visible): Visible {
  return e === null ? dflt : playersOf(g, g.eval(e, locals), 'visible_to_x');
}

/** The value of a field: its expression, its literal; text or nothing is NotExecutable. */
export function read(g: Machine, field: Field, f: { locals: Locals; place: string }): Value {
  switch (field.k) {
    case 'expr':
      return g.eval(field.expr, f.locals);
    case 'literal':
      return field.value;
    case 'text':
      throw new NotExecutable(f.place, `field '${field.name}' is text without ${field.name}_x`);
    case 'missing':
      throw new NotExecutable(f.place, `field '${field.name}' is missing`);
  }
}

/** Like `read`, with a default for a field that is not written. */
export function readOr(g: Machine, field: Field, f: { locals: Locals; place: string }, dflt: Value): Value {
  return field.k === 'missing' ? dflt : read(g, field, f);
}

/** A number field (`n`, `min`, `max`): an integer. */
export function readCount(g: Machine, field: Field, f: { locals: Locals; place: string }, dflt: number): number {
  const v = readOr(g, field, f, dflt);
  const x = typeof v === 'boolean' ? Number(v) : v;
  if (typeof x !== 'number' || !Number.isInteger(x)) {
    throw runError(f.place, `${repr(v)} is not a whole number`, 'TypeError');
  }
  return x;
}

// --- zones ----------------------------------------------------------------------------------

export interface ZoneRef {
  readonly decl: ZoneDecl;
  /** `deck`, or `hand[1]` for a player's zone: the key of its known top and bottom. */
  readonly key: string;
  readonly list: Value[];
  readonly owner: number | null;
  /** The path as written, for messages. */
  readonly text: string;
}

export function zoneAt(g: Machine, path: Path | string | null, f: { locals: Locals; place: string }, field: string): ZoneRef {
  if (path === null) throw new NotExecutable(f.place, `field '${field}' is missing`);
  if (typeof path === 'string') throw runError(f.place, path);
  const decl = g.model.zoneIndex.get(path.name);
  if (decl === undefined) throw runError('', `zone '${path.name}' not declared`, 'ZoneError');
  if (!decl.perPlayer) {
    if (path.index.length > 0)
      throw runError('', `zone '${path.name}' does not belong to a player; write ${path.name}`, 'ZoneError');
    return zoneRef(g, decl, null, path.text);
  }
  if (path.index.length !== 1)
    throw runError('', `zone '${path.name}' belongs to a player; write ${path.name}[player]`, 'ZoneError');
  const raw = g.eval(path.index[0]!, f.locals);
  const p = playerIndex(raw, g.model.numPlayers);
  if (p === null) throw runError('', `zone '${path.name}' has no list for ${repr(raw)}`, 'ZoneError');
  return zoneRef(g, decl, p, path.text);
}

/** The list of zone `decl` (of player `owner` for a player's zone), as it is now. */
export function zoneRef(g: Machine, decl: ZoneDecl, owner: number | null, text: string): ZoneRef {
  const zone = g.st.zones[decl.name]!;
  if (owner === null) return { decl, key: decl.name, list: zone as Value[], owner, text };
  return { decl, key: `${decl.name}[${owner}]`, list: (zone as Value[][])[owner]!, owner, text };
}

// --- variables and attributes ---------------------------------------------------------------

function isModelData(g: Machine, v: Value): boolean {
  return typeof v === 'object' && v !== null && g.model.dataPaths.has(v);
}

function modelDataError(place: string, v: Value): ExprError {
  return runError(place, `'${labelOf(v)}' is model data; make an instance with create first`, 'TypeError');
}

/** The position of `list[key]` (negative from the end), for writing or reading it. */
export function listIndex(list: readonly Value[], key: Value, writing: boolean): number {
  const k = typeof key === 'boolean' ? Number(key) : key;
  if (typeof k !== 'number' || !Number.isInteger(k)) {
    throw new ExprError('TypeError', `list indices must be integers, not ${typeName(key)}`, { bare: true });
  }
  const i = k < 0 ? list.length + k : k;
  if (i < 0 || i >= list.length) {
    throw new ExprError('IndexError', writing ? 'list assignment index out of range' : 'list index out of range', { bare: true });
  }
  return i;
}

/** `container[key]` for writing or reading an element of a variable. */
function normIndex(container: Value, key: Value, writing: boolean): number | string {
  if (Array.isArray(container)) return listIndex(container, key, writing);
  if (isLanguageDict(container)) {
    if (typeof key !== 'string') throw new ExprError('TypeError', `dict keys must be text, not ${typeName(key)}`, { bare: true });
    if (!writing && !(key in container)) throw new ExprError('KeyError', repr(key), { bare: true });
    return key;
  }
  throw new ExprError('TypeError', `'${typeName(container)}' object does not support item assignment`, { bare: true });
}

/** Sets the variable at `path` to `value`, or with `adding` to its old value plus `value`. */
export function updateVar(
  g: Machine,
  path: Path | string | null,
  f: { locals: Locals; place: string },
  value: Value,
  adding: boolean,
): void {
  if (path === null) throw new NotExecutable(f.place, `field 'var' is missing`);
  if (typeof path === 'string') throw runError(f.place, path);
  const vars = g.st.vars;
  if (!(path.name in vars)) throw runError('', `variable '${path.name}' not declared`, 'NameError');
  const name = path.name;
  keepable(g, value, 'variable', name);
  const index = path.index;
  if (index.length === 0) {
    let stored = value;
    if (adding) {
      stored = plus(vars[name]!, value);
      keepable(g, stored, 'variable', name);
    }
    vars[name] = stored;
    kept(g, 'variable', name);
    return;
  }
  // Every index is computed before any is used, as written.
  const keys = index.length === 1 ? null : index.map((e) => g.eval(e, f.locals));
  const last = keys === null ? g.eval(index[0]!, f.locals) : keys[keys.length - 1]!;
  let container: Value = vars[path.name]!;
  if (keys !== null) {
    for (let j = 0; j < keys.length - 1; j++) {
      const k = normIndex(container, keys[j]!, false);
      container = (container as unknown as Record<string | number, Value>)[k]!;
    }
  }
  if (container instanceof Tuple)
    throw new ExprError('TypeError', `'tuple' object does not support item assignment`, { bare: true });
  if (isModelData(g, container)) throw modelDataError(f.place, container);
  const k = normIndex(container, last, true);
  const c = container as unknown as Record<string | number, Value>;
  const old = c[k];
  if (old === undefined && adding) {
    throw new ExprError('KeyError', repr(last), { bare: true });
  }
  const stored = adding ? plus(old!, value) : value;
  // Where it goes counts for its nesting, and it must not hold its container (nor so anything
  // around it, which holds the container).
  keepable(g, stored, 'variable', name, index.length, container as object);
  c[k] = stored;
  kept(g, 'variable', name);
}

/** Sets attribute `attr` of instance `target` to `value`, or with `adding` adds `value` to it (missing or false counts as 0). */
export function updateAttr(g: Machine, target: Value, attr: string, f: { place: string }, value: Value, adding: boolean): void {
  if (!isLanguageDict(target)) throw runError(f.place, `${repr(target)} is not an instance; attr needs a dict`, 'TypeError');
  if (isModelData(g, target)) throw modelDataError(f.place, target);
  let stored = value;
  if (adding) {
    keepable(g, value, 'attribute', attr, 1, target);
    const old = target[attr] ?? null;
    stored = plus(truthy(old) ? old : 0, value);
  }
  keepable(g, stored, 'attribute', attr, 1, target);
  target[attr] = stored;
  kept(g, 'attribute', attr);
}
