// Stage 1: model text → plain JS data with the position of every node (`ModelSource`).
// We walk the YAML document ourselves instead of calling `toJS()`: that is where non-text keys
// are still visible (the package would turn `on:` into the key "true"), where merge keys and
// aliases can be expanded under a budget, and where positions are at hand.
import { LineCounter, isAlias, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import { ModelError, type Position } from '../errors.js';
import { modelTags } from './yaml-schema.js';

export type ModelPath = readonly (string | number)[];

export interface ModelSource {
  text: string;
  data: Record<string, unknown>;
  /** The line and column (1-based) of the node at `path`; for a map entry, its key. */
  locate(path: ModelPath): Position | undefined;
}

/** Aliases may not blow a small text up into a huge model ("billion laughs"). */
export const MAX_NODES = 1_000_000;

interface Positions {
  self: Position;
  children: Map<string | number, Position>;
}

const MERGE_KEY = '<<';

export function readModel(text: string): ModelSource {
  const lines = new LineCounter();
  const doc = parseDocument(text, {
    version: '1.1',
    customTags: modelTags,
    merge: true,
    prettyErrors: false,
    lineCounter: lines,
  });
  const first = doc.errors[0];
  if (first !== undefined) {
    const reason = first.message.split('\n')[0] ?? first.message;
    throw new ModelError('yaml', `The YAML cannot be read: ${reason}`, toPosition(lines, first.pos[0]));
  }
  const reader = new Reader(doc, lines);
  const data = reader.convert(doc.contents, []);
  if (data === null || typeof data !== 'object' || Array.isArray(data) || !('flow' in data)) {
    throw new ModelError('not-a-model', 'This is not a model: a model is a mapping with a `flow`');
  }
  const root = data as Record<string, unknown>;
  return { text, data: root, locate: (path) => reader.locate(root, path) };
}

function toPosition(lines: LineCounter, offset: number): Position {
  const { line, col } = lines.linePos(offset);
  return { line, column: col };
}

class Reader {
  private readonly positions = new WeakMap<object, Positions>();
  private readonly expanding = new Set<Node>();
  private nodes = 0;

  constructor(
    private readonly doc: Document,
    private readonly lines: LineCounter,
  ) {}

  locate(root: object, path: ModelPath): Position | undefined {
    let here: unknown = root;
    let position = this.positions.get(root)?.self;
    for (const key of path) {
      if (here === null || typeof here !== 'object') return undefined;
      const entry = this.positions.get(here);
      const next = entry?.children.get(key);
      if (next === undefined) return undefined;
      position = next;
      here = (here as Record<string | number, unknown>)[key];
    }
    return position;
  }

  convert(node: Node | null | undefined, path: ModelPath): unknown {
    if (node === null || node === undefined) return null;
    if (++this.nodes > MAX_NODES) {
      throw new ModelError(
        'yaml',
        `The YAML cannot be read: aliases expand to more than ${MAX_NODES} nodes`,
        this.position(node),
      );
    }
    if (isAlias(node)) return this.expandAlias(node, path);
    if (isScalar(node)) return node.value ?? null;
    if (isSeq(node)) {
      const list: unknown[] = [];
      const children = new Map<number, Position>();
      node.items.forEach((item, i) => {
        list.push(this.convert(item as Node | null, [...path, i]));
        children.set(i, this.position(item as Node | null) ?? this.position(node)!);
      });
      this.positions.set(list, { self: this.position(node)!, children });
      return list;
    }
    if (isMap(node)) return this.convertMap(node, path);
    return null;
  }

  private expandAlias(node: Node & { resolve(doc: Document): Node | undefined }, path: ModelPath): unknown {
    const target = node.resolve(this.doc);
    if (target === undefined || this.expanding.has(target)) {
      throw new ModelError('yaml', 'The YAML cannot be read: an alias refers to itself or to nothing', this.position(node), path);
    }
    this.expanding.add(target);
    try {
      return this.convert(target, path);
    } finally {
      this.expanding.delete(target);
    }
  }

  private convertMap(node: Node & { items: unknown[] }, path: ModelPath): Record<string, unknown> {
    const own: [string, unknown, Position][] = [];
    const merged: [string, unknown, Position][] = [];
    for (const item of node.items as { key: Node | null; value: Node | null }[]) {
      const key = item.key;
      if (isScalar(key) && typeof key.value === 'symbol' && key.value.description === MERGE_KEY) {
        this.merge(item.value, path, merged);
        continue;
      }
      if (!isScalar(key) || typeof key.value !== 'string') {
        throw new ModelError('key', `key ${describeKey(key)} is not text; put it in quotes`, this.position(key ?? node), path);
      }
      const name = key.value;
      own.push([name, this.convert(item.value, [...path, name]), this.position(key)!]);
    }
    // As PyYAML does: merged entries first (earlier merges win), then the map's own entries.
    const map: Record<string, unknown> = {};
    const children = new Map<string, Position>();
    const ownNames = new Set(own.map(([name]) => name));
    for (const [name, value, position] of merged) {
      if (ownNames.has(name) || children.has(name)) continue;
      assign(map, name, value);
      children.set(name, position);
    }
    for (const [name, value, position] of own) {
      assign(map, name, value);
      children.set(name, position);
    }
    this.positions.set(map, { self: this.position(node)!, children });
    return map;
  }

  private merge(value: Node | null, path: ModelPath, into: [string, unknown, Position][]): void {
    const sources = isSeq(value) ? (value.items as Node[]) : [value];
    for (const source of sources) {
      const data = this.convert(source, path);
      if (data === null || typeof data !== 'object' || Array.isArray(data)) {
        throw new ModelError(
          'yaml',
          'The YAML cannot be read: a merge key `<<` needs a mapping or a list of mappings',
          this.position(source),
          path,
        );
      }
      const positions = this.positions.get(data);
      for (const [name, v] of Object.entries(data)) {
        into.push([name, v, positions?.children.get(name) ?? this.position(source)!]);
      }
    }
  }

  private position(node: Node | null | undefined): Position | undefined {
    const offset = node?.range?.[0];
    return offset === undefined ? undefined : toPosition(this.lines, offset);
  }
}

/** `__proto__` must stay an ordinary key, never the prototype. */
function assign(map: Record<string, unknown>, name: string, value: unknown): void {
  if (name === '__proto__') Object.defineProperty(map, name, { value, enumerable: true, writable: true, configurable: true });
  else map[name] = value;
}

function describeKey(key: Node | null): string {
  if (key === null) return 'null';
  if (isScalar(key)) {
    const v = key.value;
    if (v === null || v === undefined) return 'null';
    return String(v);
  }
  return isSeq(key) ? 'a list' : isMap(key) ? 'a mapping' : String(key);
}
