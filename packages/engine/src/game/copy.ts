// Copying a game's live data for `clone()`: a deep copy that keeps sharing (an instance in a
// zone and in a local name stays one object) and never copies model data. What nobody can change
// in place is shared instead of copied (`shareVars`): a clone then costs the same early and late
// in a game whose variables grow (a dict of positions seen, a list of legal moves).
import { PySet, Tuple, type Value } from '@tabletwin/expr';
import type { Model, Op, Path } from '../model/types.js';
import type { GameState } from './types.js';

/** A value nothing changes in place: atoms, sets, and tuples of such values. */
function unchanging(x: Value): boolean {
  if (x === null || typeof x !== 'object') return true;
  if (x instanceof Tuple) return x.items.every(unchanging);
  return x instanceof PySet;
}

/** Objects seen before the memo turns from two lists into a map. */
const SMALL = 32;

export class Copier {
  // What has been copied, and its copy: most games hold a few dozen objects, which two short
  // lists find faster than a map (and without giving every object an identity hash).
  private readonly from: object[] = [];
  private readonly to: unknown[] = [];
  private memo: Map<object, unknown> | null = null;

  /** `o` stays itself in the copy (and wherever else the copy meets it). */
  share(o: object): void {
    this.remember(o, o);
  }

  private remember(o: object, copy: unknown): void {
    const memo = this.memo;
    if (memo !== null) {
      memo.set(o, copy);
      return;
    }
    const from = this.from;
    from.push(o);
    this.to.push(copy);
    if (from.length > SMALL) {
      const m = new Map<object, unknown>();
      for (let i = 0; i < from.length; i++) m.set(from[i]!, this.to[i]);
      this.memo = m;
    }
  }

  private recall(o: object): unknown {
    const memo = this.memo;
    if (memo !== null) return memo.get(o);
    const from = this.from;
    for (let i = 0; i < from.length; i++) if (from[i] === o) return this.to[i];
    return undefined;
  }

  copy<T>(v: T): T {
    if (v === null || typeof v !== 'object') return v;
    const o = v as unknown as object;
    const seen = this.recall(o);
    if (seen !== undefined) return seen as T;
    if (Array.isArray(o)) {
      // Anything frozen never changes: shared. Model data is all frozen (`model/data.ts`), so
      // nothing else needs asking (a map of objects would give each copied one an identity hash).
      if (Object.isFrozen(o)) return v;
      const n = o.length;
      const out: unknown[] = new Array(n);
      this.remember(o, out);
      for (let i = 0; i < n; i++) {
        const x = o[i];
        out[i] = typeof x === 'object' && x !== null ? this.copy(x) : x;
      }
      return out as T;
    }
    if (Object.isFrozen(o)) return v;
    if (o instanceof Map) {
      const out = new Map<unknown, unknown>();
      this.remember(o, out);
      o.forEach((x, k) => out.set(k, typeof x === 'object' && x !== null ? this.copy(x) : x));
      return out as T;
    }
    const proto = Object.getPrototypeOf(o);
    if (proto === Object.prototype) {
      // A record (a frame, a request, the state): built key by key in the same order, which
      // gives it the same shape; V8's spread of records of many shapes is several times slower.
      const out: Record<string, unknown> = {};
      this.remember(o, out);
      const src = o as Record<string, unknown>;
      for (const k in src) {
        const x = src[k];
        out[k] = typeof x === 'object' && x !== null ? this.copy(x) : x;
      }
      return out as T;
    }
    if (proto === null) {
      const out = Object.create(null) as Record<string, unknown>;
      this.remember(o, out);
      const src = o as Record<string, unknown>;
      for (const k in src) {
        const x = src[k];
        out[k] = typeof x === 'object' && x !== null ? this.copy(x) : x;
      }
      return out as T;
    }
    if (o instanceof Tuple) {
      // A tuple never changes, but it may hold lists or dicts that do.
      if (o.items.every(unchanging)) return v;
      const out = new Tuple(o.items.map((x) => this.copy(x as Value)));
      this.remember(o, out);
      return out as T;
    }
    // Sets, generators and functions never change in place: shared.
    return v;
  }
}

// --- what can be shared ----------------------------------------------------------------------

/**
 * Can a value held by a variable change in place in a game of `model`? Only these ops write
 * into a value instead of replacing it: `set`/`add` with `attr` or with an index (`var: x[i]`),
 * and a window's `cancel` (its stack is a local name, `stack`). Zone lists, `eliminated` and
 * `results` change in place too, and so do instances when a game is resampled: `shareVars`
 * never shares those.
 */
export function replacesOnly(model: Model): boolean {
  const ops = model.ops;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i] as Op & { attr?: string | null; var?: Path | string | null };
    if (op.op === 'window' || op.op === 'cancel') return false;
    if (op.op !== 'set' && op.op !== 'add') continue;
    if (op.attr !== null && op.attr !== undefined) return false;
    const path = op.var;
    if (path !== null && path !== undefined && typeof path !== 'string' && path.index.length > 0) return false;
  }
  return true;
}

/** A list or dict that holds only atoms (no list, dict, tuple, set), and is not an instance. */
function flat(v: object): boolean {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (typeof x === 'object' && x !== null) return false;
    }
    return true;
  }
  if (Object.getPrototypeOf(v) !== null) return false;
  const d = v as Record<string, unknown>;
  // An instance (it has a uid) may lie in a zone, and `resample` deals instances again in place.
  if ('uid' in d) return false;
  for (const k in d) {
    const x = d[k];
    if (typeof x === 'object' && x !== null) return false;
  }
  return true;
}

/**
 * In a model whose ops only replace variables (`replacesOnly`), a variable's flat list or dict
 * never changes in place: the copy shares it (and so does anything else in the game that holds
 * the same object). Lists a zone holds, `eliminated` and `results` change in place: never shared.
 */
export function shareVars(c: Copier, st: GameState): void {
  const vars = st.vars;
  const zones = st.zones;
  for (const name in vars) {
    const v = vars[name];
    if (typeof v !== 'object' || v === null || v === st.eliminated || v === st.results) continue;
    if (!flat(v) || isZoneList(zones, v)) continue;
    c.share(v);
  }
}

function isZoneList(zones: GameState['zones'], v: object): boolean {
  if (!Array.isArray(v)) return false;
  for (const name in zones) {
    const z = zones[name]!;
    if (z === v) return true;
    for (let i = 0; i < z.length; i++) if (z[i] === v) return true;
  }
  return false;
}
