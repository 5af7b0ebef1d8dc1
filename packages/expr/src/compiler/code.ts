// What compiled code looks like: a closure per node, called with the scope and the frame of
// the innermost comprehension around it.

import type { ExprNode } from '../ast.js';
import type { Scope } from '../scope.js';
import type { Value } from '../values.js';

/**
 * The local names of one comprehension run: slot 0 holds the frame around it (or null at the
 * top), slots 1.. the loop variables, then the values the compiler keeps for the run (see
 * `TreeCompiler.kept`). Each run has a frame of its own (reused by a later run only when no
 * generator can still hold it, see `Frames`), so a generator keeps its own variables and sees
 * the current values of the comprehensions around it, as in Python.
 */
export type Frame = unknown[];

export type Code = (s: Scope, f: Frame) => Value;

/** The compiler as node handlers see it. */
export interface Compiler {
  compile(node: ExprNode): Code;
  /**
   * May a node's code do the work of its children without calling their code? Off when
   * compiling to find where an error was raised, which needs every node's own code.
   */
  readonly shortcuts: boolean;
  /** Code that reads a name: a loop variable of an enclosing comprehension, or the scope. */
  name(id: string): Code;
  /**
   * Inside a comprehension, does `node` give the same value at every step of its loops, at no
   * cost to the budget (its code is then a value kept for the run)?
   */
  loopInvariant(node: ExprNode): boolean;
  /** The frame slot of a loop variable of the innermost comprehension, or -1. */
  localSlot(id: string): number;
  /** Declares the loop variables of a comprehension; returns their slots. */
  pushScope(names: readonly string[]): Map<string, number>;
  popScope(): void;
}

export const TOP_FRAME: Frame = Object.freeze([null]) as Frame;

/**
 * A frame of `size` slots under `parent`. Built element by element so every frame has the same
 * kind of elements in V8 (an array made by `new Array(n)` changes kind at its first object), and
 * the stores into frames stay fast.
 */
export function newFrame(parent: Frame, size: number): Frame {
  const g: Frame = [parent];
  for (let i = 1; i < size; i++) g.push(undefined);
  return g;
}
