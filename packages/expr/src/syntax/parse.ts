// Source text to a checked tree.

import type { ExprNode } from '../ast.js';
import { check } from './check.js';
import { parseTree } from './parser.js';

/** Parses and checks one expression; throws `ExprSyntaxError` for anything not allowed. */
export function parse(src: string): ExprNode {
  const tree = parseTree(src);
  check(src, tree);
  return tree;
}
