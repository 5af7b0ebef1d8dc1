// Checks a decoded snapshot against the model before a game is made of it, so a snapshot that
// is broken, or of another model, is refused with the part that is wrong (`SnapshotError`)
// instead of failing later inside the loop. Values inside variables, zones and local names are
// not checked beyond being values: a game may hold anything there.
import { isLanguageDict } from '@tabletwin/expr';
import { SnapshotError } from '../errors.js';
import type { Model } from '../model/types.js';
import type { ModelPath } from '../source/read-model.js';
import { NODE_FRAMES } from './core.js';
import type { FrameRef } from './frame-handler.js';
import type { Frame } from './frames.js';
import type { RngState } from './rng.js';
import type { ChanceRequest, DecisionRequest, GameState } from './types.js';
import { FRAMES } from './handlers.js';

type Rec = Record<string, unknown>;

const LOG_KINDS = new Set(['decision', 'chance', 'automatic', 'draw', 'look', 'search', 'reveal', 'event', 'end', 'error']);

/** A game's decoded data once checked: what each part holds (`log` and `error` as saved). */
export interface CheckedGame {
  readonly st: GameState;
  readonly cursor: Frame[];
  readonly pending: DecisionRequest | ChanceRequest | null;
  readonly rng: RngState;
  readonly log: unknown[];
  readonly error: unknown;
  readonly answered: number;
  readonly kept?: number;
}

/** Checks a game's decoded data against its model; throws a `SnapshotError` naming the place. */
export function checkSnapshot(whole: unknown, model: Model): asserts whole is CheckedGame {
  new Checker(model).game(whole);
}

class Checker {
  private readonly players: number;

  /** Names a game may hold among its variables: the declared ones and the `as` of loops. */
  private readonly varNames: Set<string>;

  constructor(private readonly model: Model) {
    this.players = model.numPlayers;
    this.varNames = new Set(model.varIndex.keys());
    for (const node of model.nodes) if (node.kind === 'loop' && node.as !== null) this.varNames.add(node.as);
  }

  private fail(path: ModelPath, reason: string, kind: 'value' | 'reference' = 'value'): never {
    throw new SnapshotError(kind, path, reason);
  }

  private record(v: unknown, path: ModelPath): Rec {
    if (v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof Map) this.fail(path, 'expected a record');
    return v as Rec;
  }

  private list(v: unknown, path: ModelPath, n?: number, what = 'values'): unknown[] {
    if (!Array.isArray(v) || (n !== undefined && v.length !== n))
      this.fail(path, n === undefined ? 'expected a list' : `expected a list of ${n} ${what}`);
    return v;
  }

  private whole(v: unknown, path: ModelPath, min: number, max: number): number {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      this.fail(path, max === Infinity ? `expected a whole number from ${min}` : `expected a whole number from ${min} to ${max}`);
    }
    return v;
  }

  private text(v: unknown, path: ModelPath): string {
    if (typeof v !== 'string') this.fail(path, 'expected text');
    return v;
  }

  private player(v: unknown, path: ModelPath): number {
    return this.whole(v, path, 0, this.players - 1);
  }

  private visible(v: unknown, path: ModelPath): void {
    if (v === 'all') return;
    if (!Array.isArray(v)) this.fail(path, "expected 'all' or a list of players");
    v.forEach((p, i) => this.player(p, [...path, i]));
  }

  /** A reference to a numbered part of the model: a whole number below `count`. */
  private ref(v: unknown, path: ModelPath, count: number, what: string): number {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) this.fail(path, `expected the number of ${what}`);
    if (v >= count) this.fail(path, `${what} ${v} does not exist (the model has ${count})`, 'reference');
    return v;
  }

  game(whole: unknown): void {
    const g = this.record(whole, []);
    for (const key of ['st', 'cursor', 'pending', 'rng', 'log', 'error', 'answered']) {
      if (!(key in g)) this.fail([key], 'missing');
    }
    this.state(g['st'], ['st']);
    const cursor = this.list(g['cursor'], ['cursor']);
    cursor.forEach((f, i) => this.frame(f, ['cursor', i]));
    this.pending(g['pending'], ['pending']);
    // The generator's state: four 32-bit words (signed or not, as xor and shifts leave them).
    const rng = this.list(g['rng'], ['rng'], 4, '32-bit integers');
    rng.forEach((x, i) => {
      if (typeof x !== 'number' || !Number.isInteger(x) || x < -0x80000000 || x > 0xffffffff)
        this.fail(['rng', i], 'expected a 32-bit integer');
    });
    this.list(g['log'], ['log']).forEach((e, i) => this.entry(e, ['log', i]));
    if (g['error'] !== null) this.error(g['error'], ['error']);
    this.whole(g['answered'], ['answered'], 0, Infinity);
    if (g['kept'] !== undefined) this.whole(g['kept'], ['kept'], 0, Infinity);
    // The parts must agree: a request is open only in a game that runs, and a running game has a cursor.
    const st = g['st'] as Rec;
    if (g['pending'] !== null && st['ended'] !== null) this.fail(['pending'], 'the game has ended; no request can be open');
    if (g['pending'] !== null && cursor.length === 0) this.fail(['pending'], 'a request is open but the cursor is empty');
  }

  private state(v: unknown, path: ModelPath): void {
    const st = this.record(v, path);
    const vars = st['vars'];
    if (!isLanguageDict(vars)) this.fail([...path, 'vars'], 'expected a dict');
    for (const decl of this.model.vars) if (!(decl.name in vars)) this.fail([...path, 'vars', decl.name], 'missing');
    for (const name in vars)
      if (!this.varNames.has(name)) this.fail([...path, 'vars', name], `not a variable of this model`, 'reference');
    const zones = this.record(st['zones'], [...path, 'zones']);
    for (const decl of this.model.zones) {
      const at = [...path, 'zones', decl.name];
      if (!(decl.name in zones)) this.fail(at, 'missing');
      if (!decl.perPlayer) this.list(zones[decl.name], at);
      else this.list(zones[decl.name], at, this.players, 'lists (one per player)').forEach((l, p) => this.list(l, [...at, p]));
    }
    for (const name in zones)
      if (!this.model.zoneIndex.has(name)) this.fail([...path, 'zones', name], 'not a zone of this model', 'reference');
    const known = this.record(st['known'], [...path, 'known']);
    for (const key in known) {
      const at = [...path, 'known', key];
      if (!this.model.zoneIndex.has(key.replace(/\[\d+\]$/, ''))) this.fail(at, 'not a zone of this model', 'reference');
      this.list(known[key], at, 2, 'whole numbers (known on top, at the bottom)').forEach((x, i) =>
        this.whole(x, [...at, i], 0, Infinity),
      );
    }
    if (st['seen'] !== undefined) {
      const seen = this.record(st['seen'], [...path, 'seen']);
      for (const uid in seen)
        this.list(seen[uid], [...path, 'seen', uid]).forEach((p, i) => this.player(p, [...path, 'seen', uid, i]));
    }
    this.whole(st['nextUid'], [...path, 'nextUid'], 1, Infinity);
    this.list(st['eliminated'], [...path, 'eliminated']).forEach((p, i) => this.player(p, [...path, 'eliminated', i]));
    if (!isLanguageDict(st['results'])) this.fail([...path, 'results'], 'expected a dict');
    this.list(st['modifiers'], [...path, 'modifiers']).forEach((m, i) => {
      const r = this.record(m, [...path, 'modifiers', i]);
      this.ref(r['op'], [...path, 'modifiers', i, 'op'], this.model.ops.length, 'op');
    });
    if (st['ended'] !== null) {
      const ended = this.record(st['ended'], [...path, 'ended']);
      this.numbers(ended['returns'], [...path, 'ended', 'returns']);
      this.text(ended['reason'], [...path, 'ended', 'reason']);
    }
  }

  private numbers(v: unknown, path: ModelPath): void {
    const list = this.list(v, path, this.players, 'numbers');
    if (list.some((x) => typeof x !== 'number')) this.fail(path, `expected a list of ${this.players} numbers`);
  }

  private frame(v: unknown, path: ModelPath): void {
    const f = this.record(v, path);
    const k = f['k'];
    if (typeof k !== 'string' || !FRAMES.has(k)) this.fail([...path, 'k'], `unknown frame kind ${JSON.stringify(k)}`);
    const m = this.model;
    const nodeKind = NODE_FRAMES.get(k);
    if (nodeKind !== undefined) {
      const node = m.nodes[this.ref(f['n'], [...path, 'n'], m.nodes.length, 'flow node')]!;
      if (nodeKind !== null && node.kind !== nodeKind)
        this.fail([...path, 'n'], `flow node ${node.n} is a ${node.kind}, not a ${k}`, 'reference');
    }
    for (const [key, ref] of Object.entries(FRAMES.get(k)!.refs ?? {})) this.frameRef(f, key, ref, [...path, key]);
    if ('locals' in f && f['locals'] !== null && !(f['locals'] instanceof Map))
      this.fail([...path, 'locals'], 'expected local names');
  }

  /** A field of a frame that refers to the model (its handler's `refs`). */
  private frameRef(f: Rec, key: string, ref: FrameRef, path: ModelPath): void {
    const m = this.model;
    const v = f[key];
    const named = (has: (name: string) => boolean, what: string) => {
      if (!has(this.text(v, path))) this.fail(path, `no ${what} '${String(v)}' in this model`, 'reference');
    };
    switch (ref) {
      case 'op list?':
        if (v !== null) this.ref(v, path, m.opLists.length, 'op list');
        return;
      case 'op list':
        this.ref(v, path, m.opLists.length, 'op list');
        return;
      case 'op':
        this.ref(v, path, m.ops.length, 'op');
        return;
      case 'position in list':
        this.whole(v, path, 0, m.opLists[f['list'] as number]!.ops.length);
        return;
      case 'action':
        return named((n) => m.actions.has(n), 'action');
      case 'flow':
        return named((n) => m.flows.has(n), 'flow');
      case 'outcome model':
        return named((n) => m.outcomes.has(n), 'outcome model');
    }
  }

  private pending(v: unknown, path: ModelPath): void {
    if (v === null) return;
    const r = this.record(v, path);
    this.text(r['where'], [...path, 'where']);
    this.visible(r['visibleTo'], [...path, 'visibleTo']);
    if (r['kind'] === 'decision') {
      this.player(r['player'], [...path, 'player']);
      this.list(r['options'], [...path, 'options']).forEach((o, i) =>
        this.text(this.record(o, [...path, 'options', i])['label'], [...path, 'options', i, 'label']),
      );
    } else if (r['kind'] === 'chance') {
      this.list(r['outcomes'], [...path, 'outcomes']).forEach((o, i) => {
        const at = [...path, 'outcomes', i];
        const out = this.record(o, at);
        this.text(out['label'], [...at, 'label']);
        if (typeof out['p'] !== 'number') this.fail([...at, 'p'], 'expected a number');
      });
    } else this.fail([...path, 'kind'], "expected 'decision' or 'chance'");
  }

  private entry(v: unknown, path: ModelPath): void {
    const e = this.record(v, path);
    if (typeof e['kind'] !== 'string' || !LOG_KINDS.has(e['kind']))
      this.fail([...path, 'kind'], `unknown log entry ${JSON.stringify(e['kind'])}`);
    if (e['kind'] === 'event') this.text(e['name'], [...path, 'name']);
    else if (e['kind'] === 'end') this.numbers(e['returns'], [...path, 'returns']);
    else this.text(e['where'], [...path, 'where']);
  }

  private error(v: unknown, path: ModelPath): void {
    const e = this.record(v, path);
    this.text(e['message'], [...path, 'message']);
    if (e['path'] !== undefined && e['path'] !== null) this.list(e['path'], [...path, 'path']);
  }
}
