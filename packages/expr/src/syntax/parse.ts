// Source text to a checked tree.

import type { ExprNode } from '../ast.js';
import { check } from './check.js';
import { parseTree } from './parser.js';
import { firstRefusal, type Refusal } from './position.js';

/**
 * Parses and checks one expression; throws `ExprSyntaxError` for anything not allowed. Text
 * that is not well-formed is a syntax error even when it also uses a refused construct
 * (`pot >> > 0` is a syntax error, not a shift); otherwise the refused construct that comes
 * first in the source is named.
 */
export function parse(src: string): ExprNode {
  const refusals: Refusal[] = [];
  const tree = parseTree(src, refusals);
  check(src, tree, refusals);
  const refused = firstRefusal(src, refusals);
  if (refused !== null) throw refused;
  return tree;
}
