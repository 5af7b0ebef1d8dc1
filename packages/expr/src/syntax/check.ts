// The checker: rules a well-formed tree must still meet before it may run (docs/expressions.md#operators):
// no names starting with `_`, no attributes but the six methods, no repeated keyword, and a
// bounded depth, so compiling and evaluating can never overflow the stack.

import { children, type ExprNode } from '../ast.js';
import { METHOD_NAMES } from '../names.js';
import { nestedTooDeeply, syntaxError, type Refusal } from './position.js';

/** How deep the tree may be (`1 + 1 + ... + 1` is as deep as it is long). */
const MAX_TREE_DEPTH = 500;

/**
 * Throws for a tree that cannot be compiled (too deep, a keyword given twice); adds names and
 * attributes that are not allowed to `refusals` (the caller reports the first in the source).
 */
export function check(src: string, root: ExprNode, refusals: Refusal[]): void {
  const visit = (node: ExprNode, depth: number): void => {
    if (depth > MAX_TREE_DEPTH) throw nestedTooDeeply(src, node.start);
    for (const c of children(node)) visit(c, depth + 1);
    switch (node.kind) {
      case 'Name':
        checkName(node.id, node.start, refusals);
        break;
      case 'Attribute':
        if (!METHOD_NAMES.has(node.attr))
          refusals.push({ construct: `attribute .${node.attr}`, offset: node.end - node.attr.length });
        break;
      case 'Call': {
        const seen = new Set<string>();
        for (const k of node.keywords) {
          checkName(k.name, k.start, refusals);
          if (seen.has(k.name)) throw syntaxError(src, `keyword argument repeated: ${k.name}`, k.start);
          seen.add(k.name);
        }
        break;
      }
    }
  };
  visit(root, 0);
}

function checkName(name: string, start: number, refusals: Refusal[]): void {
  if (name.startsWith('_')) refusals.push({ construct: `name ${name}`, offset: start });
}
