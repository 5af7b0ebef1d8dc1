// The collections board functions take (blocked, through, blockers, occupied, costs), read once
// per distinct input. Models pass the same list or dict again and again (a constant such as
// OBSTACLES or TERRAIN, or the same state list between moves), so each board remembers, per
// object, what it read, with a copy of the items it read them from: a later call with the same
// object reuses the reading only if the object still holds exactly those items, so an object
// changed in place is read again and never answers from a stale reading.

import type { Board } from './board.js';
import { describe, isRecord, valueError } from './errors.js';

/** Groups of fewer items are read on every call and searched rather than given a table. */
const REMEMBER_FROM = 8;

/** Cells of a group: ascending indexes, each once. */
export class Group {
  private maskOf: Uint8Array | null = null;
  private keyOf: string | null = null;
  constructor(
    private readonly size: number,
    readonly cells: readonly number[],
  ) {}
  private hashOf = -1;
  /** The cells as text, the same for every group of the same cells. */
  get key(): string {
    return (this.keyOf ??= this.cells.join(','));
  }
  /** A hash of the cells (equal groups, equal hashes). */
  get hash(): number {
    if (this.hashOf < 0) {
      let h = 0x811c9dc5;
      for (const c of this.cells) h = Math.imul(h ^ c, 0x01000193);
      this.hashOf = h >>> 1;
    }
    return this.hashOf;
  }
  /** Does the other group hold the same cells? */
  same(other: Group): boolean {
    if (other === this) return true;
    const a = this.cells;
    const b = other.cells;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }
  /** Is this cell in the group? A short group is searched, a longer one gets a table once. */
  has(cell: number): boolean {
    const cells = this.cells;
    if (cells.length < REMEMBER_FROM) {
      for (let i = 0; i < cells.length; i++) if (cells[i] === cell) return true;
      return false;
    }
    if (this.maskOf === null) {
      this.maskOf = new Uint8Array(this.size);
      for (const c of cells) this.maskOf[c] = 1;
    }
    return this.maskOf[cell] === 1;
  }
}

/** Costs of entering cells, as a table by cell index (1 where none is given). */
export class Costs {
  private tableOf: Float64Array | null = null;
  /** The key of the costs: the same for the same cells and costs in any order. */
  readonly key: string;
  /** A hash of the key. */
  readonly hash: number;
  /** Largest cost, or 1 when that is more. */
  readonly largest: number;
  /** Every cost an integer no larger than the bucket limit of the search. */
  readonly smallIntegers: boolean;
  constructor(
    private readonly size: number,
    /** `[cell, cost]`, by ascending cell, each cell once. */
    readonly pairs: readonly (readonly [number, number])[],
    maxBucketCost: number,
  ) {
    this.key = pairs.map(([c, v]) => `${c}:${v}`).join(',');
    let h = 0x811c9dc5;
    for (let i = 0; i < this.key.length; i++) h = Math.imul(h ^ this.key.charCodeAt(i), 0x01000193);
    this.hash = h >>> 1;
    let largest = 1;
    let small = true;
    for (const [, v] of pairs) {
      largest = Math.max(largest, v);
      if (!Number.isInteger(v) || v > maxBucketCost) small = false;
    }
    this.largest = largest;
    this.smallIntegers = small;
  }
  get table(): Float64Array {
    if (this.tableOf === null) {
      this.tableOf = new Float64Array(this.size).fill(1);
      for (const [c, v] of this.pairs) this.tableOf[c] = v;
    }
    return this.tableOf;
  }
}

/** Largest step cost for which the search keeps a queue per cost rather than a heap. */
export const MAX_BUCKET_COST = 64;

interface Read<T> {
  /** The items (list items or dict keys) the reading was made from, and the dict's values. */
  readonly items: readonly unknown[];
  readonly values: readonly unknown[] | null;
  readonly read: T;
}

/** What a board remembers of the collections it has read. */
export interface Readings {
  readonly groups: WeakMap<object, Read<Group>>;
  readonly costs: WeakMap<object, Read<Costs>>;
  readonly none: Group;
  readonly noCosts: Costs;
}

function readingsOf(board: Board): Readings {
  return (board.readings ??= {
    groups: new WeakMap(),
    costs: new WeakMap(),
    none: new Group(board.size, []),
    noCosts: new Costs(board.size, [], MAX_BUCKET_COST),
  });
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function groupOf(board: Board, cells: number[]): Group {
  // Groups are mostly a few cells: insertion sort, without a comparison function.
  if (cells.length > 16) cells.sort((x, y) => x - y);
  else
    for (let i = 1; i < cells.length; i++) {
      const c = cells[i]!;
      let j = i - 1;
      for (; j >= 0 && cells[j]! > c; j--) cells[j + 1] = cells[j]!;
      cells[j + 1] = c;
    }
  let n = 0;
  for (let i = 0; i < cells.length; i++) if (i === 0 || cells[i] !== cells[i - 1]) cells[n++] = cells[i]!;
  cells.length = n;
  return new Group(board.size, cells);
}

function indexes(board: Board, items: readonly unknown[]): number[] {
  const out: number[] = [];
  for (const cell of items) {
    const i = board.find(cell);
    if (i >= 0) out.push(i);
  }
  return out;
}

/** The items of a list, a tuple of the expression language (its `items`), or null. */
function listOf(value: object): readonly unknown[] | null {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) {
    const items = (value as { items?: unknown }).items;
    if (Array.isArray(items)) return items;
  }
  return null;
}

/**
 * The cells of a group: a list or other iterable of cells, a dict or record (its keys), or a
 * text (a cell is in it when its name is a substring, as `in` works on text). `null` and
 * `undefined` mean none; cells not on the board are left out. Read completely before any search
 * starts, so an iterable that runs expression code cannot disturb a search in progress.
 */
export function readGroup(board: Board, fn: string, label: string, group: unknown): Group {
  const readings = readingsOf(board);
  if (group === null || group === undefined) return readings.none;
  if (typeof group === 'string')
    return groupOf(
      board,
      board.cells.flatMap((name, i) => (group.includes(name) ? [i] : [])),
    );
  if (typeof group !== 'object') {
    throw valueError(fn, `${label} must be a list, set or dict of cells, not ${describe(group)}`, board.name);
  }
  const list = listOf(group);
  const items = list ?? (isRecord(group) ? Object.keys(group) : null);
  if (items !== null) {
    // A short list is read again faster than remembered.
    if (items.length < REMEMBER_FROM) return groupOf(board, indexes(board, items));
    const known = readings.groups.get(group);
    if (known !== undefined && sameItems(known.items, items)) return known.read;
    const read = groupOf(board, indexes(board, items));
    readings.groups.set(group, { items: [...items], values: null, read });
    return read;
  }
  if (group instanceof Map) return groupOf(board, indexes(board, [...group.keys()]));
  if (Symbol.iterator in group) return groupOf(board, indexes(board, [...(group as Iterable<unknown>)]));
  throw valueError(fn, `${label} must be a list, set or dict of cells, not ${describe(group)}`, board.name);
}

/** What a search asks of a group: is this cell in it? */
export interface CellTest {
  has(cell: number): boolean;
}

const ownKey = Object.prototype.propertyIsEnumerable;

/** A dict or record asked cell by cell: a key is there exactly when `Object.keys` would list it. */
class KeysOf implements CellTest {
  constructor(
    private readonly names: readonly string[],
    private readonly record: object,
  ) {}
  has(cell: number): boolean {
    return ownKey.call(this.record, this.names[cell]!);
  }
}

/**
 * `readGroup` for a search that asks about a few cells only (a ray): a dict or record is asked
 * key by key instead of read whole, which in chess's move generation was a tenth of a game (a
 * position of 32 pieces read for every ray). Nothing runs between the questions, so the answers
 * are those of the whole reading; every other kind of group is read as `readGroup` reads it.
 */
export function cellTest(board: Board, fn: string, label: string, group: unknown): CellTest {
  if (isRecord(group)) return new KeysOf(board.cells, group);
  return readGroup(board, fn, label, group);
}

/** `costs` (`{cell: cost}`); cells not on the board are ignored. */
export function readCosts(board: Board, fn: string, costs: unknown): Costs {
  const readings = readingsOf(board);
  if (costs === null || costs === undefined) return readings.noCosts;
  // A dict read before: compared key by key and value by value, without copying it.
  const before = readings.costs.get(costs as object);
  if (before !== undefined && isRecord(costs) && sameRecord(before, costs)) return before.read;
  let keys: unknown[];
  let values: unknown[];
  if (costs instanceof Map) {
    keys = [...costs.keys()];
    values = [...costs.values()];
  } else if (isRecord(costs)) {
    keys = Object.keys(costs);
    values = keys.map((k) => costs[k as string]);
  } else throw valueError(fn, `costs must be a dict {cell: cost}, not ${describe(costs)}`, board.name);
  const known = readings.costs.get(costs);
  if (known !== undefined && sameItems(known.items, keys) && sameItems(known.values!, values)) return known.read;
  const pairs: [number, number][] = [];
  keys.forEach((cell, k) => {
    const value = values[k];
    if (typeof value !== 'number' || !(value >= 0)) {
      throw valueError(fn, `cost of ${describe(cell)} must be a number ≥ 0, not ${describe(value)}`, board.name);
    }
    const i = board.find(cell);
    if (i >= 0) pairs.push([i, value]);
  });
  pairs.sort((a, b) => a[0] - b[0]);
  const read = new Costs(board.size, pairs, MAX_BUCKET_COST);
  readings.costs.set(costs, { items: keys, values, read });
  return read;
}

function sameRecord(known: Read<Costs>, record: Readonly<Record<string, unknown>>): boolean {
  const keys = known.items;
  const values = known.values!;
  let i = 0;
  for (const k in record) {
    if (i >= keys.length || keys[i] !== k || values[i] !== record[k]) return false;
    i++;
  }
  return i === keys.length;
}
