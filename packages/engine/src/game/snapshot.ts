// A game as JSON (`snapshot()` / `restoreGame`). Values keep their kinds (dict, tuple, set,
// None, non-finite numbers, -0); an object reached twice is written once and referred to by id;
// model data is written as its path in the model. A snapshot names the model it was made for;
// restoring checks it (`snapshot-check.ts`) and names the part that is wrong.
import { isCallable, isLanguageDict, newDict, PyGenerator, PySet, Tuple, type Value } from '@tabletwin/expr';
import { NotExecutable, RunError, SnapshotError } from '../errors.js';
import type { Model } from '../model/types.js';
import type { ModelPath } from '../source/read-model.js';
import type { Frame } from './frames.js';
import type { History } from './core.js';
import { fromArray, toArray } from './history.js';
import type { RngState } from './rng.js';
import { checkSnapshot } from './snapshot-check.js';
import { resolveFunction } from './wire.js';
import type { ChanceRequest, DecisionRequest, GameState, LogEntry } from './types.js';
import { hash53 } from './hash.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const SNAPSHOT_FORMAT = 'tabletwin-game/1';

export interface GameSnapshot {
  readonly format: 'tabletwin-game/1';
  /** The model it was made for: its `game` name and a fingerprint of its data (absent in older snapshots). */
  readonly model?: { readonly name: string; readonly fingerprint: string };
  readonly data: Json;
}

/** How the error that stopped a game is written: enough to make the same error again. */
interface SavedError {
  class: 'RunError' | 'NotExecutable' | 'Error';
  name: string;
  kind: string;
  message: string;
  detail: string;
  src: string | null;
  where: string;
  path: ModelPath | null;
}

interface Live {
  st: GameState;
  cursor: Frame[];
  pending: DecisionRequest | ChanceRequest | null;
  rng: RngState;
  history: History;
  error: Error | null;
  answered: number;
  /** `Core.keptItems`; absent in snapshots written before the state's budget. */
  keptItems?: number;
}

/** The game as JSON; `log: false` leaves the log out (a restored game then starts with an empty log). */
export function encodeGame(g: Live & { model: Model }, options: { log?: boolean } = {}): GameSnapshot {
  const e = new Encoder(g.model.dataPaths);
  const whole = {
    st: g.st,
    cursor: g.cursor,
    pending: g.pending,
    rng: g.rng,
    log: options.log === false ? [] : toArray(g.history.log),
    error: g.error === null ? null : saveError(g.error),
    answered: g.answered,
    kept: g.keptItems,
  };
  e.count(whole);
  return {
    format: SNAPSHOT_FORMAT,
    model: { name: modelName(g.model), fingerprint: fingerprint(g.model) },
    data: e.encode(whole),
  };
}

function saveError(e: Error): SavedError {
  const x = e as Error & {
    kind?: string;
    detail?: string;
    src?: string;
    reason?: string;
    where?: string;
    path?: ModelPath | null;
  };
  const cls = e instanceof RunError ? 'RunError' : e instanceof NotExecutable ? 'NotExecutable' : 'Error';
  const detail = e instanceof NotExecutable ? e.reason : (x.detail ?? e.message);
  return {
    class: cls,
    name: e.name,
    kind: x.kind ?? e.name,
    message: e.message,
    detail,
    src: x.src ?? null,
    where: x.where ?? '',
    path: x.path ?? null,
  };
}

function loadError(s: Partial<SavedError> & Pick<SavedError, 'name' | 'message' | 'where'>): Error {
  // Snapshots written before errors were saved whole have only name, message and where.
  const cls = s.class ?? (s.name === 'NotExecutable' ? 'NotExecutable' : s.name === 'ExprError' ? 'RunError' : 'Error');
  const path = s.path ?? null;
  if (cls === 'NotExecutable') return new NotExecutable(s.where, s.detail ?? s.message, path, s.message);
  if (cls === 'RunError')
    return new RunError(s.kind ?? 'RuntimeError', s.message, s.where, path, {
      detail: s.detail ?? s.message,
      src: s.src ?? undefined,
    });
  const error = new Error(s.message);
  error.name = s.name;
  return error;
}

function modelName(model: Model): string {
  const name = model.data['game'];
  return typeof name === 'string' ? name : '';
}

const fingerprints = new WeakMap<Model, string>();

/** A hash of the model's data (53 bits, `hash53`): two loads of the same text give the same one. */
export function fingerprint(model: Model): string {
  let f = fingerprints.get(model);
  if (f !== undefined) return f;
  let text: string;
  try {
    text = JSON.stringify(model.data) ?? '';
  } catch {
    text = modelName(model);
  }
  f = hash53(text).toString(16).padStart(14, '0');
  fingerprints.set(model, f);
  return f;
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
    if (isLanguageDict(v) || Object.getPrototypeOf(v) === Object.prototype) {
      for (const k in v as Record<string, unknown>) this.count((v as Record<string, unknown>)[k]);
    }
  }

  encode(v: unknown): Json {
    if (v === undefined) return { $undefined: true };
    if (v === null || typeof v === 'boolean' || typeof v === 'string') return v;
    if (typeof v === 'number') {
      if (Number.isFinite(v)) return Object.is(v, -0) ? { $number: '-0' } : v;
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
    else if (isLanguageDict(v)) {
      // Without a prototype, so a key `__proto__` is written as a key.
      const d = Object.create(null) as { [key: string]: Json };
      for (const k in v) d[k] = this.encode(v[k]);
      out = { $dict: d };
    } else if (isCallable(v)) out = { $function: v.name };
    else {
      out = {};
      let tagged = false;
      for (const k in v as Record<string, unknown>) {
        out[k] = this.encode((v as Record<string, unknown>)[k]);
        if (k.startsWith('$')) tagged = true;
      }
      // A record with a key like a tag (a zone named `$model` in `known`) is wrapped, so it is never read as one.
      if (shared || tagged) out = { $record: out };
    }
    if (shared) out['$id'] = this.ids.get(v)!;
    return out;
  }
}

export function decodeGame(model: Model, snapshot: GameSnapshot): Live {
  const snap = snapshot as unknown;
  if (snap === null || typeof snap !== 'object' || !('format' in snap) || !('data' in snap)) {
    throw new SnapshotError('format', [], 'not a snapshot of a Tabletwin game');
  }
  if (snapshot.format !== SNAPSHOT_FORMAT) {
    throw new SnapshotError(
      'version',
      ['format'],
      `${JSON.stringify(snapshot.format)} is not a format this engine reads (${SNAPSHOT_FORMAT})`,
    );
  }
  const made = snapshot.model;
  if (made !== undefined && made.fingerprint !== fingerprint(model)) {
    const name = (n: string) => (n === '' ? 'a model without a name' : `'${n}'`);
    throw new SnapshotError(
      'model',
      ['model'],
      `made for ${name(made.name)} (fingerprint ${made.fingerprint}), not for this model, ${name(modelName(model))} (fingerprint ${fingerprint(model)})`,
    );
  }
  const whole: unknown = new Decoder(model).decode(snapshot.data);
  checkSnapshot(whole, model);
  const st = whole.st;
  // A snapshot written before the state kept `seen` knows of no card anyone saw face down.
  st.seen ??= Object.setPrototypeOf({}, null) as GameState['seen'];
  const err = whole.error as SavedError | null;
  return {
    st,
    cursor: whole.cursor,
    pending: whole.pending,
    rng: whole.rng,
    history: { log: fromArray(whole.log as LogEntry[]) },
    error: err === null ? null : loadError(err),
    answered: whole.answered,
    keptItems: whole.kept,
  };
}

const TAGS = new Set(['$list', '$map', '$tuple', '$set', '$dict', '$record']);

class Decoder {
  private readonly byId = new Map<number, unknown>();
  /** Where the decoder is in the snapshot's data, for errors (tag keys such as `$dict` left out). */
  private readonly path: (string | number)[] = [];

  constructor(private readonly model: Model) {}

  private fail(kind: 'value' | 'reference', reason: string): never {
    throw new SnapshotError(kind, [...this.path], reason);
  }

  /** Decodes `j` as the part `key` of what is being decoded. */
  private at(key: string | number, j: Json): unknown {
    this.path.push(key);
    const v = this.decode(j);
    this.path.pop();
    return v;
  }

  private items(j: Json): unknown[] {
    if (!Array.isArray(j)) this.fail('value', 'expected a list');
    const out: unknown[] = [];
    for (let i = 0; i < j.length; i++) out.push(this.at(i, j[i]!));
    return out;
  }

  decode(j: Json): unknown {
    if (j === null || typeof j !== 'object') return j;
    if (Array.isArray(j)) return this.items(j);
    if ('$ref' in j) {
      if (!this.byId.has(j['$ref'] as number))
        this.fail('reference', `$ref ${JSON.stringify(j['$ref'])} refers to nothing written before it`);
      return this.byId.get(j['$ref'] as number);
    }
    if ('$model' in j) return this.modelData(j['$model']!);
    if ('$undefined' in j) return undefined;
    if ('$number' in j) {
      const n = NUMBERS.get(j['$number'] as string);
      if (n === undefined) this.fail('value', `unknown number ${JSON.stringify(j['$number'])}`);
      return n;
    }
    if ('$function' in j) return this.fn(j['$function']!);
    const id = typeof j['$id'] === 'number' ? j['$id'] : null;
    if ('$list' in j) {
      const out: unknown[] = [];
      if (id !== null) this.byId.set(id, out);
      const src = j['$list']!;
      if (!Array.isArray(src)) this.fail('value', 'expected a list');
      for (let i = 0; i < src.length; i++) out.push(this.at(i, src[i]!));
      return out;
    }
    if ('$map' in j) {
      const out = new Map<string, unknown>();
      if (id !== null) this.byId.set(id, out);
      const src = j['$map']!;
      if (!Array.isArray(src)) this.fail('value', 'expected a list of [name, value] pairs');
      for (const pair of src) {
        if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string')
          this.fail('value', 'expected a list of [name, value] pairs');
        out.set(pair[0], this.at(pair[0], pair[1]!));
      }
      return out;
    }
    if ('$tuple' in j) return this.keep(id, new Tuple(this.items(j['$tuple']!) as Value[]));
    if ('$set' in j) return this.keep(id, new PySet(this.items(j['$set']!) as Value[]));
    if ('$dict' in j) {
      const out = newDict();
      if (id !== null) this.byId.set(id, out);
      const src = this.object(j['$dict']!);
      for (const k of Object.keys(src)) out[k] = this.at(k, src[k]!) as Value;
      return out;
    }
    const tagged = '$record' in j;
    const src = tagged ? this.object(j['$record']!) : j;
    const out: Record<string, unknown> = {};
    if (id !== null) this.byId.set(id, out);
    for (const k of Object.keys(src)) {
      if (!tagged && (k === '$id' || TAGS.has(k))) continue;
      // A snapshot is data from outside: `__proto__` stays an ordinary key.
      Object.defineProperty(out, k, { value: this.at(k, src[k]!), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }

  private object(j: Json): { [key: string]: Json } {
    if (j === null || typeof j !== 'object' || Array.isArray(j)) this.fail('value', 'expected a record');
    return j;
  }

  private keep<T>(id: number | null, v: T): T {
    if (id !== null) this.byId.set(id, v);
    return v;
  }

  private modelData(path: Json): unknown {
    const v = Array.isArray(path) ? this.model.dataByPath.get(JSON.stringify(path)) : undefined;
    if (v === undefined)
      this.fail(
        'reference',
        `refers to model data at ${Array.isArray(path) ? path.join('.') : JSON.stringify(path)}, which is not in this model`,
      );
    return v;
  }

  /** A global function of the model by name, else a builtin of the language. */
  private fn(name: Json): unknown {
    const f = typeof name === 'string' ? resolveFunction(this.model, name) : undefined;
    if (f === undefined) this.fail('reference', `no function ${JSON.stringify(name)} in this model or the language`);
    return f;
  }
}

const NUMBERS = new Map<string, number>([
  ['nan', NaN],
  ['inf', Infinity],
  ['-inf', -Infinity],
  ['-0', -0],
]);
