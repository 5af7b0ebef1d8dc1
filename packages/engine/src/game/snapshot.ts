// A game as JSON (`snapshot()` / `restoreGame`). Values keep their kinds (dict, tuple, set,
// None, non-finite numbers); an object reached twice is written once and referred to by id;
// model data is written as its path in the model.
import { isCallable, isDict, newDict, PyGenerator, PySet, Tuple, type Value } from '@tabletwin/expr';
import type { Model } from '../model/types.js';
import type { ModelPath } from '../source/read-model.js';
import type { History } from './core.js';
import { fromArray, toArray } from './history.js';
import type { RngState } from './rng.js';
import { runtimeOf } from './runtime.js';
import type { ChanceRequest, DecisionRequest, Frame, GameState } from './types.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface GameSnapshot {
  readonly format: 'tabletwin-game/1';
  readonly data: Json;
}

interface Live {
  st: GameState;
  cursor: Frame[];
  pending: DecisionRequest | ChanceRequest | null;
  rng: RngState;
  history: History;
  error: Error | null;
  answered: number;
}

export function encodeGame(g: Live & { model: Model }): GameSnapshot {
  const e = new Encoder(g.model.dataPaths);
  const whole = {
    st: g.st,
    cursor: g.cursor,
    pending: g.pending,
    rng: g.rng,
    log: toArray(g.history.log),
    error: g.error === null ? null : { name: g.error.name, message: g.error.message, where: (g.error as { where?: string }).where ?? '' },
    answered: g.answered,
  };
  e.count(whole);
  return { format: 'tabletwin-game/1', data: e.encode(whole) };
}

class Encoder {
  private readonly seen = new Map<object, number>();
  /** The id of each shared object, given when it is first written. */
  private readonly ids = new Map<object, number>();

  constructor(private readonly paths: WeakMap<object, ModelPath>) {}

  /** First pass: how often each object is reached. */
  count(v: unknown): void {
    if (v === null || typeof v !== 'object' || this.paths.has(v)) return;
    const n = this.seen.get(v) ?? 0;
    this.seen.set(v, n + 1);
    if (n > 0) return;
    if (v instanceof Tuple) return v.items.forEach((x) => this.count(x));
    if (v instanceof PySet) return [...v].forEach((x) => this.count(x));
    if (v instanceof Map) return [...v.values()].forEach((x) => this.count(x));
    if (Array.isArray(v)) return v.forEach((x) => this.count(x));
    if (isDict(v) || Object.getPrototypeOf(v) === Object.prototype) {
      for (const k in v as Record<string, unknown>) this.count((v as Record<string, unknown>)[k]);
    }
  }

  encode(v: unknown): Json {
    if (v === undefined) return { $undefined: true };
    if (v === null || typeof v === 'boolean' || typeof v === 'string') return v;
    if (typeof v === 'number') {
      if (Number.isFinite(v)) return v;
      return { $number: Number.isNaN(v) ? 'nan' : v > 0 ? 'inf' : '-inf' };
    }
    if (typeof v !== 'object') throw new Error(`cannot save a ${typeof v}`);
    const path = this.paths.get(v);
    if (path !== undefined) return { $model: path as Json[] };
    const id = this.ids.get(v);
    if (id !== undefined) return { $ref: id };
    const shared = (this.seen.get(v) ?? 0) > 1;
    let out: { [key: string]: Json };
    if (shared) this.ids.set(v, this.ids.size);
    if (Array.isArray(v)) {
      const list = v.map((x) => this.encode(x));
      if (!shared) return list;
      out = { $list: list };
    } else if (v instanceof Tuple) out = { $tuple: v.items.map((x) => this.encode(x)) };
    else if (v instanceof PySet) out = { $set: [...v].map((x) => this.encode(x)) };
    else if (v instanceof Map) out = { $map: [...v].map(([k, x]) => [String(k), this.encode(x)]) };
    else if (v instanceof PyGenerator) throw new Error('a generator in the game cannot be saved');
    else if (isDict(v)) {
      const d: { [key: string]: Json } = {};
      for (const k in v) d[k] = this.encode(v[k]);
      out = { $dict: d };
    } else if (isCallable(v)) out = { $function: v.name };
    else {
      out = {};
      for (const k in v as Record<string, unknown>) out[k] = this.encode((v as Record<string, unknown>)[k]);
      if (shared) out = { $record: out };
    }
    if (shared) out['$id'] = this.ids.get(v)!;
    return out;
  }
}

export function decodeGame(model: Model, snapshot: GameSnapshot): Live {
  if (snapshot?.format !== 'tabletwin-game/1') throw new Error('not a snapshot of a Tabletwin game');
  const d = new Decoder(model);
  const whole = d.decode(snapshot.data) as Record<string, unknown>;
  const err = whole['error'] as { name: string; message: string; where: string } | null;
  let error: Error | null = null;
  if (err !== null) {
    error = new Error(err.message);
    error.name = err.name;
    (error as { where?: string }).where = err.where;
  }
  const st = whole['st'] as GameState;
  // A snapshot written before the state kept `seen` knows of no card anyone saw face down.
  st.seen ??= Object.create(null) as GameState['seen'];
  return {
    st,
    cursor: whole['cursor'] as Frame[],
    pending: whole['pending'] as Live['pending'],
    rng: whole['rng'] as RngState,
    history: { log: fromArray(whole['log'] as never[]) },
    error,
    answered: whole['answered'] as number,
  };
}

class Decoder {
  private readonly byId = new Map<number, unknown>();

  constructor(private readonly model: Model) {}

  decode(j: Json): unknown {
    if (j === null || typeof j !== 'object') return j;
    if (Array.isArray(j)) return j.map((x) => this.decode(x));
    if ('$ref' in j) return this.byId.get(j['$ref'] as number);
    if ('$model' in j) return this.modelData(j['$model'] as ModelPath);
    if ('$undefined' in j) return undefined;
    if ('$number' in j) return j['$number'] === 'nan' ? NaN : j['$number'] === 'inf' ? Infinity : -Infinity;
    if ('$function' in j) return this.fn(j['$function'] as string);
    const id = typeof j['$id'] === 'number' ? j['$id'] : null;
    if ('$list' in j) {
      const out: unknown[] = [];
      if (id !== null) this.byId.set(id, out);
      for (const x of j['$list'] as Json[]) out.push(this.decode(x));
      return out;
    }
    if ('$map' in j) {
      const out = new Map<string, unknown>();
      if (id !== null) this.byId.set(id, out);
      for (const [k, x] of j['$map'] as [string, Json][]) out.set(k, this.decode(x));
      return out;
    }
    if ('$tuple' in j) return this.keep(id, new Tuple((j['$tuple'] as Json[]).map((x) => this.decode(x) as Value)));
    if ('$set' in j) return this.keep(id, new PySet((j['$set'] as Json[]).map((x) => this.decode(x) as Value)));
    if ('$dict' in j) {
      const out = newDict();
      if (id !== null) this.byId.set(id, out);
      const src = j['$dict'] as { [key: string]: Json };
      for (const k of Object.keys(src)) out[k] = this.decode(src[k]!) as Value;
      return out;
    }
    const src = ('$record' in j ? j['$record'] : j) as { [key: string]: Json };
    const out: Record<string, unknown> = {};
    if (id !== null) this.byId.set(id, out);
    for (const k of Object.keys(src)) {
      if (k === '$id') continue;
      // A snapshot is data from outside: `__proto__` stays an ordinary key.
      Object.defineProperty(out, k, { value: this.decode(src[k]!), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }

  private keep<T>(id: number | null, v: T): T {
    if (id !== null) this.byId.set(id, v);
    return v;
  }

  private modelData(path: ModelPath): unknown {
    const v = this.model.dataByPath.get(JSON.stringify(path));
    if (v === undefined) throw new Error(`the snapshot refers to ${path.join('.')}, which is not in this model`);
    return v;
  }

  /** A global function of the model by name, else a builtin of the language. */
  private fn(name: string): unknown {
    const rt = runtimeOf(this.model);
    return rt.globals.get(name) ?? rt.compile(name).evaluate({ lookup: () => undefined });
  }
}
