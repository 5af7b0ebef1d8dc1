// The wire form: what a game hands to another process (a Web Worker by structured clone, a file,
// a job queue as JSON) as plain JSON data that comes back as the same values. Values use expr's
// `serialize` (tuples, sets, odd numbers and functions get a `$` tag; dicts are objects in their
// key order); the records around them (requests, options, log entries, views) keep their own
// fields, so the JSON reads as the engine's types. Functions come back by name, from the model.
import { BUILTIN_NAMES, deserialize, evaluate, isCallable, serialize, type Json, type Value } from '@tabletwin/expr';
import type { Model } from '../model/types.js';
import type { ModelPath } from '../source/read-model.js';
import { formatPath } from '../errors.js';
import { runtimeOf } from './runtime.js';
import type { GameState, LogEntry, Observation, Option, Request, SubsetInfo } from './types.js';

export type { Json };

/** What `game.view(p)` gives. */
export type View = Pick<GameState, 'vars' | 'zones' | 'eliminated' | 'results'>;

/** Data that is not a wire form of what it should be; `path` leads to the part. */
export class WireError extends Error {
  override readonly name = 'WireError';
  readonly kind = 'wire';
  constructor(
    readonly path: ModelPath,
    readonly reason: string,
  ) {
    super(`wire: ${path.length > 0 ? `${formatPath(path)}: ` : ''}${reason}`);
  }
}

/** `undefined` (the item behind `done` in a subset choice) is not a value of the language. */
const UNDEFINED = { $undefined: true } as const;

/** A value (or `undefined`) as JSON-safe data. A generator cannot be sent. */
export function toWire(v: Value | undefined): Json {
  return v === undefined ? UNDEFINED : serialize(v);
}

/**
 * The value `j` stands for. A function is found by name among the model's own functions, board
 * functions and `modified`, then among the builtins; without `model` only builtins come back.
 */
export function fromWire(j: Json, model?: Model): Value | undefined {
  if (isUndefined(j)) return undefined;
  return deserialize(j, model === undefined ? undefined : (name) => resolveFunction(model, name));
}

function isUndefined(j: Json): boolean {
  return j !== null && typeof j === 'object' && !Array.isArray(j) && j['$undefined'] === true && Object.keys(j).length === 1;
}

/** A global function of the model (own, board, `modified`) by name, else a builtin; `undefined` if neither. */
export function resolveFunction(model: Model, name: string): Value | undefined {
  const rt = runtimeOf(model);
  const own = rt.globals.get(name);
  if (isCallable(own)) return own;
  // Only a name is looked up, never compiled as an expression: a tampered snapshot or wire
  // value must not run text (`{"$function": "[0] * 10**9"}`).
  if (!BUILTIN_NAMES.has(name)) return undefined;
  const v = evaluate(name);
  return isCallable(v) ? v : undefined;
}

// --- records --------------------------------------------------------------------------------

const numbers = (list: readonly number[]): Json => list.map((x) => toWire(x));

/** A request as JSON data: the fields of `Request`, values (`options[].value`, `subset`) in wire form. */
export function requestToWire(r: Request): Json {
  switch (r.kind) {
    case 'end':
      return { kind: 'end', returns: numbers(r.returns), reason: r.reason };
    case 'chance':
      return {
        kind: 'chance',
        outcomes: r.outcomes.map((o) => ({ label: o.label, p: toWire(o.p) })),
        where: r.where,
        visibleTo: visible(r.visibleTo),
      };
    case 'decision': {
      const out: { [key: string]: Json } = {
        kind: 'decision',
        player: r.player,
        options: r.options.map((o) => ({ label: o.label, value: toWire(o.value) })),
        where: r.where,
        visibleTo: visible(r.visibleTo),
      };
      if (r.subset !== undefined) {
        out['subset'] = {
          pool: r.subset.pool.map(toWire),
          chosen: r.subset.chosen.map(toWire),
          items: r.subset.items.map(toWire),
        };
      }
      return out;
    }
  }
}

const visible = (v: 'all' | readonly number[]): Json => (v === 'all' ? 'all' : [...v]);

/** The request `j` stands for (`model` finds functions among option values). */
export function requestFromWire(j: Json, model?: Model): Request {
  const r = new Reader(model);
  const w = r.record(j, []);
  switch (w['kind']) {
    case 'end':
      return { kind: 'end', returns: r.numbers(w['returns'], ['returns']), reason: r.text(w['reason'], ['reason']) };
    case 'chance':
      return {
        kind: 'chance',
        outcomes: r.list(w['outcomes'], ['outcomes']).map((o, i) => {
          const rec = r.record(o, ['outcomes', i]);
          return { label: r.text(rec['label'], ['outcomes', i, 'label']), p: r.number(rec['p'], ['outcomes', i, 'p']) };
        }),
        where: r.text(w['where'], ['where']),
        visibleTo: r.visible(w['visibleTo'], ['visibleTo']),
      };
    case 'decision': {
      const options: Option[] = r.list(w['options'], ['options']).map((o, i) => {
        const rec = r.record(o, ['options', i]);
        return {
          label: r.text(rec['label'], ['options', i, 'label']),
          value: r.value(rec['value'], ['options', i, 'value']) as Value,
        };
      });
      const base = {
        kind: 'decision' as const,
        player: r.whole(w['player'], ['player']),
        options,
        where: r.text(w['where'], ['where']),
        visibleTo: r.visible(w['visibleTo'], ['visibleTo']),
      };
      if (w['subset'] === undefined) return base;
      const s = r.record(w['subset'], ['subset']);
      const values = (key: string) => r.list(s[key], ['subset', key]).map((x, i) => r.value(x, ['subset', key, i]));
      const subset: SubsetInfo = { pool: values('pool') as Value[], chosen: values('chosen') as Value[], items: values('items') };
      return { ...base, subset };
    }
  }
  throw new WireError(['kind'], "expected 'decision', 'chance' or 'end'");
}

/** Log entries (or observations) as JSON data: their fields are text and numbers already, except odd returns. */
export function logToWire(entries: readonly (LogEntry | Observation)[]): Json {
  return entries.map((e) => {
    const out: { [key: string]: Json } = {};
    for (const [k, v] of Object.entries(e))
      out[k] = k === 'returns' ? numbers(v as number[]) : k === 'visibleTo' ? visible(v as Visible) : (v as Json);
    return out;
  });
}

type Visible = 'all' | readonly number[];

/** The entries (or observations, `logFromWire<Observation>`) `j` stands for. */
export function logFromWire<T extends LogEntry | Observation = LogEntry>(j: Json): T[] {
  const r = new Reader(undefined);
  return r.list(j, []).map((e, i) => {
    const rec = r.record(e, [i]);
    if (typeof rec['kind'] !== 'string') throw new WireError([i, 'kind'], 'expected text');
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(rec)) out[k] = k === 'returns' ? r.numbers(v, [i, k]) : v;
    return out as T;
  });
}

/** `game.view(p)` as JSON data. */
export function viewToWire(v: View): Json {
  return {
    vars: toWire(v.vars),
    zones: toWire(v.zones as unknown as Value),
    eliminated: [...v.eliminated],
    results: toWire(v.results),
  };
}

export function viewFromWire(j: Json, model?: Model): View {
  const r = new Reader(model);
  const w = r.record(j, []);
  return {
    vars: r.value(w['vars'], ['vars']) as View['vars'],
    zones: r.value(w['zones'], ['zones']) as unknown as View['zones'],
    eliminated: r.list(w['eliminated'], ['eliminated']).map((p, i) => r.whole(p, ['eliminated', i])),
    results: r.value(w['results'], ['results']) as View['results'],
  };
}

/** Reads the records around values, naming the part that is not what it should be. */
class Reader {
  constructor(private readonly model: Model | undefined) {}

  record(j: unknown, path: ModelPath): { [key: string]: Json } {
    if (j === null || typeof j !== 'object' || Array.isArray(j)) throw new WireError(path, 'expected a record');
    return j as { [key: string]: Json };
  }

  list(j: unknown, path: ModelPath): Json[] {
    if (!Array.isArray(j)) throw new WireError(path, 'expected a list');
    return j;
  }

  text(j: unknown, path: ModelPath): string {
    if (typeof j !== 'string') throw new WireError(path, 'expected text');
    return j;
  }

  whole(j: unknown, path: ModelPath): number {
    if (typeof j !== 'number' || !Number.isInteger(j) || j < 0) throw new WireError(path, 'expected a whole number from 0');
    return j;
  }

  number(j: unknown, path: ModelPath): number {
    const v = this.value(j as Json, path);
    if (typeof v !== 'number') throw new WireError(path, 'expected a number');
    return v;
  }

  numbers(j: unknown, path: ModelPath): number[] {
    return this.list(j, path).map((x, i) => this.number(x, [...path, i]));
  }

  visible(j: unknown, path: ModelPath): Visible {
    if (j === 'all') return 'all';
    return this.list(j, path).map((p, i) => this.whole(p, [...path, i]));
  }

  value(j: Json | undefined, path: ModelPath): Value | undefined {
    if (j === undefined) throw new WireError(path, 'missing');
    try {
      return fromWire(j, this.model);
    } catch (e) {
      throw new WireError(path, e instanceof Error ? e.message : String(e));
    }
  }
}
