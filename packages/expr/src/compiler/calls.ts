// Calls (positional and keyword arguments) and the six methods.

import type { AttributeNode, CallNode } from '../ast.js';
import { ExprError } from '../errors.js';
import { BUILTINS } from '../builtins/index.js';
import { Summer } from '../builtins/iterables.js';
import { truthy } from '../equality.js';
import { boundMethod, callMethod } from '../runtime/methods.js';
import { isCallable, typeName, type Value } from '../values.js';
import type { Code, Compiler } from './code.js';
import { generatorPush, type PushRun } from './comprehensions.js';

export function attribute(c: Compiler, node: AttributeNode): Code {
  const obj = c.compile(node.value);
  const name = node.attr;
  return (s, f) => boundMethod(obj(s, f), name);
}

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
    return consumedGenerator(func, c.compile(only), generatorPush(c, only));
  }
  return (s, f) => {
    const fn = func(s, f);
    const a = evalArgs(s, f);
    const kw = evalKwargs(s, f);
    if (!isCallable(fn)) throw new ExprError('TypeError', `'${typeName(fn)}' object is not callable`);
    return fn.call(a, kw);
  };
}

const ANY = BUILTINS.any;
const ALL = BUILTINS.all;
const SUM = BUILTINS.sum;
const stopOnTrue = (v: Value): boolean => truthy(v);
const stopOnFalse = (v: Value): boolean => !truthy(v);

/**
 * `f(x for x in ...)`: when `f` turns out to be the builtin any, all or sum, the generator is
 * run at once into it; any other function gets the generator object as usual.
 */
function consumedGenerator(func: Code, generator: Code, push: PushRun): Code {
  return (s, f) => {
    const fn = func(s, f);
    if (fn === ANY) return push(s, f, stopOnTrue);
    if (fn === ALL) return !push(s, f, stopOnFalse);
    if (fn === SUM) {
      const summer = new Summer(0);
      push(s, f, (v) => {
        summer.add(v);
        return false;
      });
      return summer.result();
    }
    const gen = generator(s, f);
    if (!isCallable(fn)) throw new ExprError('TypeError', `'${typeName(fn)}' object is not callable`);
    return fn.call([gen], null);
  };
}
