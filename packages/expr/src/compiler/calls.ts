// Calls (positional and keyword arguments) and the six methods.

import type { AttributeNode, CallNode } from '../ast.js';
import { notCallable } from '../builtins/builtin.js';
import { BUILTINS } from '../builtins/index.js';
import { len, rangeTo } from '../builtins/iterables.js';
import { MAX_RANGE } from '../limits.js';
import { boundMethod, callMethod } from '../runtime/methods.js';
import { isCallable, type Value } from '../values.js';
import type { Code, Compiler } from './code.js';
import { consumedGenerator } from './consume.js';

export function attribute(c: Compiler, node: AttributeNode): Code {
  const obj = c.compile(node.value);
  const name = node.attr;
  return (s, f) => boundMethod(obj(s, f), name);
}

const LEN = BUILTINS.len;
const RANGE = BUILTINS.range;

export function call(c: Compiler, node: CallNode): Code {
  const args = node.args.map((a) => c.compile(a));
  const names = node.keywords.map((k) => k.name);
  const kwCodes = node.keywords.map((k) => c.compile(k.value));
  const evalArgs = (s: Parameters<Code>[0], f: Parameters<Code>[1]): Value[] => {
    const out = new Array<Value>(args.length);
    for (let i = 0; i < args.length; i++) out[i] = (args[i] as Code)(s, f);
    return out;
  };
  const evalKwargs =
    names.length === 0
      ? () => null
      : (s: Parameters<Code>[0], f: Parameters<Code>[1]): Record<string, Value> => {
          const out = Object.create(null) as Record<string, Value>;
          for (let i = 0; i < names.length; i++) out[names[i] as string] = (kwCodes[i] as Code)(s, f);
          return out;
        };

  if (node.func.kind === 'Attribute') {
    const obj = c.compile(node.func.value);
    const method = node.func.attr;
    return (s, f) => {
      const o = obj(s, f);
      return callMethod(o, method, evalArgs(s, f), evalKwargs(s, f));
    };
  }
  const func = c.compile(node.func);
  const only = node.args[0];
  if (node.args.length === 1 && node.keywords.length === 0 && only?.kind === 'GeneratorExp') {
    return consumedGenerator(c, func, only);
  }
  if (node.args.length === 1 && node.keywords.length === 0) {
    // One argument, the common call: no loop to fill the list; `len` and `range` (when that is
    // what the name holds) answered without a call.
    const arg = args[0] as Code;
    return (s, f) => {
      const fn = func(s, f);
      const x = arg(s, f);
      if (fn === LEN) return Array.isArray(x) ? x.length : len(x);
      if (fn === RANGE && typeof x === 'number' && Number.isInteger(x) && x <= MAX_RANGE) return rangeTo(x);
      if (!isCallable(fn)) throw notCallable(fn);
      return fn.call([x], null);
    };
  }
  return (s, f) => {
    const fn = func(s, f);
    const a = evalArgs(s, f);
    const kw = evalKwargs(s, f);
    if (!isCallable(fn)) throw notCallable(fn);
    return fn.call(a, kw);
  };
}
