// Literals and displays ([...], (...), {...}) and indexing.

import type {
  ConstantNode,
  DictNode,
  ExprNode,
  ListNode,
  NameNode,
  SetNode,
  SliceNode,
  SubscriptNode,
  TupleNode,
} from '../ast.js';
import { unbound } from './names.js';
import { readerOf } from './readers.js';
import { ExprError } from '../errors.js';
import { dictKey } from '../runtime/dicts.js';
import { getItem, getSlice } from '../runtime/subscript.js';
import { dictKeys } from '../runtime/iterate.js';
import { COST, charge } from '../limits.js';
import { PySet, Tuple, isLanguageDict, newDict, typeName, type Value } from '../values.js';
import type { Code, Compiler } from './code.js';

export function constant(_: Compiler, node: ConstantNode): Code {
  const v = node.value;
  return () => v;
}

function all(c: Compiler, nodes: readonly ExprNode[]): Code[] {
  return nodes.map((n) => c.compile(n));
}

export function list(c: Compiler, node: ListNode): Code {
  const codes = all(c, node.elts);
  // A new list every time: the host may keep and change what it gets.
  const cost = COST.container + codes.length;
  return (s, f) => {
    charge(cost);
    const out = new Array<Value>(codes.length);
    for (let i = 0; i < codes.length; i++) out[i] = (codes[i] as Code)(s, f);
    return out;
  };
}

export function tuple(c: Compiler, node: TupleNode): Code {
  const codes = all(c, node.elts);
  return (s, f) => new Tuple(codes.map((code) => code(s, f)));
}

export function set(c: Compiler, node: SetNode): Code {
  const codes = all(c, node.elts);
  return (s, f) => {
    // Every element is computed before any is hashed, as in Python (an error in a later element wins).
    const values = codes.map((code) => code(s, f));
    const out = new PySet();
    for (const v of values) out.add(v);
    return out;
  };
}

/** No key refused yet (None is a key like any other). */
const NONE = Symbol('none');
interface Entry {
  readonly key: Code | null;
  readonly value: Code;
}

export function dict(c: Compiler, node: DictNode): Code {
  const entries: Entry[] = node.entries.map((e) => ({
    key: e.key === null ? null : c.compile(e.key),
    value: c.compile(e.value),
  }));
  const cost = COST.dict + entries.length * COST.dictKey;
  return (s, f) => {
    charge(cost);
    // Every key and value is computed before a key that cannot be one is refused, as Python
    // builds a dict display (an error in a later value wins); no array for it on the way.
    const out = newDict();
    let bad: Value | typeof NONE = NONE;
    for (let i = 0; i < entries.length; i++) {
      const { key, value } = entries[i] as Entry;
      if (key === null) {
        const d = value(s, f);
        if (!isLanguageDict(d)) throw new ExprError('TypeError', `'${typeName(d)}' object is not a mapping`);
        const keys = dictKeys(d);
        charge(keys.length * COST.dictKey);
        for (const k of keys) out[k] = d[k] as Value;
      } else {
        const k = key(s, f);
        const v = value(s, f);
        if (typeof k === 'string') out[k] = v;
        else if (bad === NONE) bad = k;
      }
    }
    if (bad !== NONE) dictKey(bad);
    return out;
  };
}

export function subscript(c: Compiler, node: SubscriptNode): Code {
  const obj = c.compile(node.value);
  if (node.index.kind === 'Slice') return slice(c, obj, node.index);
  const key = node.index.kind === 'Constant' ? node.index.value : undefined;
  if (typeof key === 'string' && c.shortcuts && textKey(node.value) !== null) return chain(c, node);
  if (typeof key === 'string') {
    const local = node.value.kind === 'Name' && c.shortcuts ? c.localSlot(node.value.id) : -1;
    if (local > 0) return loopVariableByText((node.value as NameNode).id, local, key);
    // d['name']: the most common index of all, without a closure for the key.
    const read = readerOf(key);
    return (s, f) => {
      const o = obj(s, f);
      if (isLanguageDict(o)) {
        const v = read(o);
        if (v !== undefined) return v;
      }
      return getItem(o, key);
    };
  }
  const slot = node.index.kind === 'Name' ? c.localSlot(node.index.id) : -1;
  if (slot > 0) return byLoopVariable(obj, (node.index as NameNode).id, slot);
  const index = c.compile(node.index);
  return (s, f) => {
    const o = obj(s, f);
    const i = index(s, f);
    // The common cases inline: a list by a valid number, a dict by a present key.
    if (typeof i === 'number') {
      if (Array.isArray(o)) {
        const v = o[i < 0 ? i + o.length : i];
        if (v !== undefined) return v;
      }
    } else if (typeof i === 'string' && isLanguageDict(o)) {
      const v = o[i];
      if (v !== undefined) return v;
    }
    return getItem(o, i);
  };
}

/** The text key of `x['key']`, or null for any other node. */
function textKey(node: ExprNode): string | null {
  return node.kind === 'Subscript' && node.index.kind === 'Constant' && typeof node.index.value === 'string'
    ? node.index.value
    : null;
}

/** `d['a']['b']['c']`: one closure walks the keys, each read at a site of its own. */
function chain(c: Compiler, node: SubscriptNode): Code {
  const keys: string[] = [];
  let base: ExprNode = node;
  for (let k = textKey(base); k !== null; k = textKey(base)) {
    keys.unshift(k);
    base = (base as SubscriptNode).value;
  }
  const obj = c.compile(base);
  const reads = keys.map(readerOf);
  return (s, f) => {
    let o = obj(s, f);
    for (let i = 0; i < keys.length; i++) {
      const v = isLanguageDict(o) ? reads[i]!(o) : undefined;
      o = v !== undefined ? v : getItem(o, keys[i]!);
    }
    return o;
  };
}

/** `x['name']` where `x` is a loop variable of the innermost comprehension (a row of a table). */
function loopVariableByText(id: string, slot: number, key: string): Code {
  const read = readerOf(key);
  return (_, f) => {
    const o = f[slot] as Value | undefined;
    if (isLanguageDict(o)) {
      const v = read(o);
      if (v !== undefined) return v;
    } else if (o === undefined) {
      throw unbound(id);
    }
    return getItem(o, key);
  };
}

/** `x[i]` where `i` is a loop variable of the innermost comprehension: read from the frame. */
function byLoopVariable(obj: Code, id: string, slot: number): Code {
  return (s, f) => {
    const o = obj(s, f);
    const i = f[slot] as Value | undefined;
    if (typeof i === 'number') {
      if (Array.isArray(o)) {
        const v = o[i < 0 ? i + o.length : i];
        if (v !== undefined) return v;
      }
    } else if (typeof i === 'string') {
      if (isLanguageDict(o)) {
        const v = o[i];
        if (v !== undefined) return v;
      }
    } else if (i === undefined) {
      throw unbound(id);
    }
    return getItem(o, i);
  };
}

function slice(c: Compiler, obj: Code, node: SliceNode): Code {
  const none: Code = () => null;
  const lower = node.lower ? c.compile(node.lower) : none;
  const upper = node.upper ? c.compile(node.upper) : none;
  const step = node.step ? c.compile(node.step) : none;
  return (s, f) => {
    const o = obj(s, f);
    return getSlice(o, lower(s, f), upper(s, f), step(s, f));
  };
}

export function bareSlice(): Code {
  throw new Error('a slice can only be compiled as an index');
}
