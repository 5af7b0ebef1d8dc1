// The compiler: a checked tree to closures, once. Names are resolved here: loop variables of
// enclosing comprehensions become frame slots, every other name is looked up in the scope.

import type { ExprNode, NodeKind } from '../ast.js';
import { attribute, call } from './calls.js';
import type { Code, Compiler } from './code.js';
import { dictComp, generatorExp, listComp, setComp } from './comprehensions.js';
import { bareSlice, constant, dict, list, set, subscript, tuple } from './displays.js';
import { localName, scopeName } from './names.js';
import { binOp, boolOp, compare, ifExp, unaryOp } from './operators.js';

type Handlers = { [K in NodeKind]: (c: Compiler, node: Extract<ExprNode, { kind: K }>) => Code };

const HANDLERS: Handlers = {
  Constant: constant,
  Name: (c, node) => c.name(node.id),
  List: list,
  Tuple: tuple,
  Set: set,
  Dict: dict,
  BinOp: binOp,
  UnaryOp: unaryOp,
  BoolOp: boolOp,
  Compare: compare,
  IfExp: ifExp,
  Call: call,
  Attribute: attribute,
  Subscript: subscript,
  Slice: bareSlice,
  ListComp: listComp,
  SetComp: setComp,
  GeneratorExp: generatorExp,
  DictComp: dictComp,
};

export class TreeCompiler implements Compiler {
  /** Free names read (looked up in the scope). */
  readonly names = new Set<string>();
  private readonly scopes: Map<string, number>[] = [];

  compile(node: ExprNode): Code {
    const handler = HANDLERS[node.kind] as (c: Compiler, node: ExprNode) => Code;
    return handler(this, node);
  }

  name(id: string): Code {
    for (let depth = 0; depth < this.scopes.length; depth++) {
      const slot = (this.scopes[this.scopes.length - 1 - depth] as Map<string, number>).get(id);
      if (slot !== undefined) return localName(id, depth, slot);
    }
    this.names.add(id);
    return scopeName(id);
  }

  pushScope(names: readonly string[]): Map<string, number> {
    const slots = new Map<string, number>();
    names.forEach((n, i) => slots.set(n, i + 1));
    this.scopes.push(slots);
    return slots;
  }

  popScope(): void {
    this.scopes.pop();
  }
}
