// Copying a game's live data for `clone()`: a deep copy that keeps sharing (an instance in a
// zone and in a local name stays one object) and never copies model data.
import { PySet, Tuple, type Value } from '@tabletwin/expr';

/** A value nothing changes in place: atoms, sets, and tuples of such values. */
function unchanging(x: Value): boolean {
  if (x === null || typeof x !== 'object') return true;
  if (x instanceof Tuple) return x.items.every(unchanging);
  return x instanceof PySet;
}

export class Copier {
  private readonly memo = new Map<object, unknown>();

  constructor(private readonly modelData: WeakMap<object, unknown>) {}

  copy<T>(v: T): T {
    if (v === null || typeof v !== 'object') return v;
    const o = v as unknown as object;
    // Anything frozen never changes: shared. Model data is frozen, so the map is asked only
    // about what is not.
    if (Object.isFrozen(o) || this.modelData.has(o)) return v;
    const seen = this.memo.get(o);
    if (seen !== undefined) return seen as T;
    if (Array.isArray(o)) {
      const out: unknown[] = new Array(o.length);
      this.memo.set(o, out);
      for (let i = 0; i < o.length; i++) out[i] = this.copy(o[i]);
      return out as T;
    }
    if (o instanceof Map) {
      const out = new Map<unknown, unknown>();
      this.memo.set(o, out);
      for (const [k, x] of o) out.set(k, this.copy(x));
      return out as T;
    }
    const proto = Object.getPrototypeOf(o);
    if (proto === Object.prototype) {
      // A record (a frame, a request): spread keeps its shape, then its objects are copied.
      const out: Record<string, unknown> = { ...(o as Record<string, unknown>) };
      this.memo.set(o, out);
      for (const k in out) {
        const x = out[k];
        if (typeof x === 'object' && x !== null) out[k] = this.copy(x);
      }
      return out as T;
    }
    if (proto === null) {
      const out = Object.create(null) as Record<string, unknown>;
      this.memo.set(o, out);
      const src = o as Record<string, unknown>;
      for (const k in src) out[k] = this.copy(src[k]);
      return out as T;
    }
    if (o instanceof Tuple) {
      // A tuple never changes, but it may hold lists or dicts that do.
      if (o.items.every(unchanging)) return v;
      const out = new Tuple(o.items.map((x) => this.copy(x as Value)));
      this.memo.set(o, out);
      return out as T;
    }
    // Sets, generators and functions never change in place: shared.
    return v;
  }
}
