// Stage 1: model text → plain JS data with the position of every node (`ModelSource`).
// We walk the YAML document ourselves instead of calling `toJS()`: that is where non-text keys
// are still visible (the package would turn `on:` into the key "true"), where merge keys and
// aliases can be expanded under a budget, and where positions are at hand.
import { LineCounter, isAlias, isMap, isScalar, isSeq, parseDocument, visit, type Alias, type Document, type Node } from 'yaml';
import { ModelError, type ModelPath, type Position } from '../errors.js';
import { tooDeepAt } from './depth-scan.js';
import { modelTags } from './yaml-schema.js';

export type { ModelPath };

export interface ModelSource {
  text: string;
  data: Record<string, unknown>;
  /** The line and column (1-based) of the node at `path`; for a map entry, its key. */
  locate(path: ModelPath): Position | undefined;
}

/** Nodes of a model, counting what aliases and merge keys expand to ("billion laughs"). */
export const MAX_NODES = 1_000_000;
/**
 * Characters of a model text. Real models are a few kilobytes; the YAML package reads some tens
 * of thousands of lines a second, so this keeps reading within a second or two.
 */
export const MAX_TEXT = 1_000_000;
/** Levels of nesting in a model (the reading and everything after it recurse). */
export const MAX_DEPTH = 200;

interface Positions {
  self: Position;
  children: Map<string | number, Position>;
}

const MERGE_KEY = '<<';

/** Any text in the models' YAML flavour (tactics, views), read as a model is: data and positions. */
export interface YamlSource {
  text: string;
  data: unknown;
  /** The line and column (1-based) of the node at `path`; for a map entry, its key. */
  locate(path: ModelPath): Position | undefined;
}

/** Model text → data with the position of every node; `ModelError` when it is not a model. */
export function readModel(text: string): ModelSource {
  const { data, locate } = read(text, 'model');
  if (data === null || typeof data !== 'object' || Array.isArray(data) || !('flow' in data)) {
    throw new ModelError('not-a-model', 'This is not a model: a model is a mapping with a `flow`');
  }
  return { text, data: data as Record<string, unknown>, locate };
}

/**
 * YAML text in the models' flavour (1.1, our tags, merge keys, aliases under a budget, keys that
 * are text) → data with the position of every node. `ModelError` (kind `yaml` or `key`) when it
 * cannot be read.
 */
export function readYaml(text: string): YamlSource {
  return read(text, 'text');
}

function read(text: string, what: string): YamlSource {
  if (text.length > MAX_TEXT) {
    throw new ModelError('yaml', `The YAML cannot be read: the ${what} is longer than ${thousands(MAX_TEXT)} characters`);
  }
  // The yaml package recurses once per level: deeper texts are refused before it reads them.
  const deep = tooDeepAt(text, MAX_DEPTH);
  if (deep !== null) throw tooDeep(deep);
  const lines = new LineCounter();
  let doc: Document;
  try {
    doc = parseDocument(text, {
      version: '1.1',
      customTags: modelTags,
      merge: true,
      prettyErrors: false,
      lineCounter: lines,
    });
  } catch (e) {
    // Only nesting the scan could not see overflows the stack (none is known): the same words.
    if (e instanceof RangeError) throw tooDeep();
    throw e;
  }
  const first = doc.errors[0];
  if (first !== undefined) {
    // The package reports an overflow of its own stack as an error of the text.
    if (first.message.includes('Maximum call stack')) throw tooDeep(toPosition(lines, first.pos[0]));
    const reason = first.message.split('\n')[0] ?? first.message;
    throw new ModelError('yaml', `The YAML cannot be read: ${reason}`, toPosition(lines, first.pos[0]));
  }
  const reader = new Reader(doc, lines);
  // Counted on the document first, each alias target once: a bomb is refused before any of it
  // is expanded, in time linear in the text.
  reader.measure(doc.contents, 0, new Map());
  const data = reader.convert(doc.contents, []);
  return { text, data, locate: (path) => (typeof data === 'object' && data !== null ? reader.locate(data, path) : undefined) };
}

function tooDeep(position?: Position): ModelError {
  return new ModelError('yaml', `The YAML cannot be read: it is nested more than ${MAX_DEPTH} levels deep`, position);
}

function toPosition(lines: LineCounter, offset: number): Position {
  const { line, col } = lines.linePos(offset);
  return { line, column: col };
}

class Reader {
  private readonly positions = new WeakMap<object, Positions>();
  private readonly expanding = new Set<Node>();
  private nodes = 0;
  /** The node each alias refers to, found in one walk of the document (`targetOf`). */
  private targets: Map<Alias, Node | undefined> | null = null;

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

  /** The nodes `node` expands to; throws past `MAX_NODES` or `MAX_DEPTH`. `sizes` remembers alias targets. */
  measure(node: Node | null | undefined, depth: number, sizes: Map<Node, number>): number {
    if (node === null || node === undefined) return 1;
    if (depth > MAX_DEPTH) {
      throw new ModelError(
        'yaml',
        `The YAML cannot be read: it is nested more than ${MAX_DEPTH} levels deep`,
        this.position(node),
      );
    }
    let n = 1;
    if (isAlias(node)) {
      const target = this.targetOf(node);
      if (target === undefined) return 1; // reported by convert
      let size = sizes.get(target);
      if (size === undefined) {
        sizes.set(target, 1); // an alias inside its own target: convert reports it
        size = this.measure(target, depth + 1, sizes);
        sizes.set(target, size);
      }
      n = size;
    } else if (isSeq(node)) {
      for (const item of node.items) n += this.measure(item as Node | null, depth + 1, sizes);
    } else if (isMap(node)) {
      for (const item of node.items as { key: Node | null; value: Node | null }[]) {
        n += this.measure(item.key, depth + 1, sizes) + this.measure(item.value, depth + 1, sizes);
      }
    }
    if (n > MAX_NODES) this.tooMany(node);
    return n;
  }

  private tooMany(node: Node): never {
    throw new ModelError(
      'yaml',
      `The YAML cannot be read: more than ${thousands(MAX_NODES)} nodes (counting what aliases and merge keys expand to)`,
      this.position(node),
    );
  }

  convert(node: Node | null | undefined, path: ModelPath): unknown {
    if (node === null || node === undefined) return null;
    if (++this.nodes > MAX_NODES) this.tooMany(node);
    if (path.length > MAX_DEPTH) {
      throw new ModelError(
        'yaml',
        `The YAML cannot be read: it is nested more than ${MAX_DEPTH} levels deep`,
        this.position(node),
        path,
      );
    }
    if (isAlias(node)) return this.expandAlias(node, path);
    if (isScalar(node)) return node.value ?? null;
    if (isSeq(node)) {
      const list: unknown[] = [];
      const children = new Map<number, Position>();
      const items = node.items as (Node | null)[];
      for (let i = 0; i < items.length; i++) {
        list.push(this.convert(items[i], [...path, i]));
        children.set(i, this.position(items[i]) ?? this.position(node)!);
      }
      this.positions.set(list, { self: this.position(node)!, children });
      return list;
    }
    if (isMap(node)) return this.convertMap(node, path);
    return null;
  }

  /**
   * The node an alias refers to: the last node before it with its anchor, as `Alias.resolve`
   * finds it. That walks the whole document for every alias (10,000 aliases took 25 s), so all
   * aliases are resolved in one walk, in the same order, the first time one is asked for.
   */
  private targetOf(alias: Alias): Node | undefined {
    if (this.targets === null) {
      const targets = new Map<Alias, Node | undefined>();
      const anchored = new Map<string, Node>();
      visit(this.doc, {
        Node: (_key, node) => {
          if (isAlias(node)) targets.set(node, anchored.get(node.source));
          else if (node.anchor) anchored.set(node.anchor, node);
        },
      });
      this.targets = targets;
    }
    return this.targets.get(alias);
  }

  private expandAlias(node: Alias, path: ModelPath): unknown {
    const target = this.targetOf(node);
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
    if (merged.length > 0) {
      const ownNames = new Set(own.map(([name]) => name));
      for (const [name, value, position] of merged) {
        if (ownNames.has(name) || children.has(name)) continue;
        assign(map, name, value);
        children.set(name, position);
      }
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

function thousands(n: number): string {
  return n.toLocaleString('en-US');
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
