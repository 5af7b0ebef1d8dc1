// The compiler: a checked tree to closures, once. Names are resolved here: loop variables of
// enclosing comprehensions become frame slots, every other name is looked up in the scope.

import type { ExprNode, NodeKind } from '../ast.js';
import type { Value } from '../values.js';
import { attribute, call } from './calls.js';
import type { Code, Compiler, Frame } from './code.js';
import { dictComp, listComp, setComp } from './comprehensions.js';
import { generatorExp } from './generators.js';
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
  readonly shortcuts: boolean = true;
  private readonly scopes: Map<string, number>[] = [];
  /** Inside a subexpression already kept as an invariant (its parts are not kept again). */
  private keeping = 0;
  private readonly invariants = new Map<ExprNode, boolean>();

  compile(node: ExprNode): Code {
    const handler = HANDLERS[node.kind] as (c: Compiler, node: ExprNode) => Code;
    if (this.scopes.length > 0 && this.keeping === 0 && node.kind !== 'Constant' && this.invariant(node)) {
      this.keeping++;
      try {
        return this.kept(handler(this, node));
      } finally {
        this.keeping--;
      }
    }
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

  loopInvariant(node: ExprNode): boolean {
    return this.scopes.length > 0 && this.keeping === 0 && (node.kind === 'Constant' || this.invariant(node));
  }

  localSlot(id: string): number {
    const innermost = this.scopes[this.scopes.length - 1];
    return innermost?.get(id) ?? -1;
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

  /**
   * Does `node`, inside a comprehension, give the same value at every step of its loops? Names
   * of the scope (they keep their values during an evaluation), constants, and indexing of
   * those: no loop variable, no call, nothing built, no work that counts against the budget.
   */
  private invariant(node: ExprNode): boolean {
    let known = this.invariants.get(node);
    if (known === undefined) {
      known = this.readsNoLoopVariable(node);
      this.invariants.set(node, known);
    }
    return known;
  }

  private readsNoLoopVariable(node: ExprNode): boolean {
    switch (node.kind) {
      case 'Constant':
        return true;
      case 'Name':
        return this.scopes.every((slots) => !slots.has(node.id));
      case 'Subscript':
        return node.index.kind !== 'Slice' && this.invariant(node.value) && this.invariant(node.index);
      default:
        return false;
    }
  }

  /**
   * An invariant read once per run of the outermost comprehension and kept in a slot of its
   * frame (each run starts with its slots empty).
   */
  private kept(code: Code): Code {
    const outer = this.scopes[0] as Map<string, number>;
    const slot = outer.size + 1;
    outer.set(`\u0000kept ${slot}`, slot); // a key no name can have
    const depth = this.scopes.length - 1;
    if (depth === 0) {
      return (s, f) => {
        const v = f[slot];
        return v !== undefined ? (v as Value) : (f[slot] = code(s, f));
      };
    }
    return (s, f) => {
      let g = f;
      for (let d = 0; d < depth; d++) g = g[0] as Frame;
      const v = g[slot];
      return v !== undefined ? (v as Value) : (g[slot] = code(s, f));
    };
  }
}
