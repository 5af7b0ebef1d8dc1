// The checker: rules a well-formed tree must still meet before it may run (expressions.md §2):
// no names starting with `_`, no attributes but the six methods, no repeated keyword, and a
// bounded depth, so compiling and evaluating can never overflow the stack.

import { children, type ExprNode } from '../ast.js';
import { METHOD_NAMES } from '../names.js';
import { notAllowed, syntaxError } from './position.js';

/** How deep the tree may be (`1 + 1 + ... + 1` is as deep as it is long). */
const MAX_TREE_DEPTH = 500;

export function check(src: string, root: ExprNode): void {
  // Children first, so the first offending construct in the source is the one reported.
  const visit = (node: ExprNode, depth: number): void => {
    if (depth > MAX_TREE_DEPTH) throw syntaxError(src, 'expression is nested too deeply', node.start);
    for (const c of children(node)) visit(c, depth + 1);
    switch (node.kind) {
      case 'Name':
        checkName(src, node.id, node.start);
        break;
      case 'Attribute':
        if (!METHOD_NAMES.has(node.attr)) {
          throw notAllowed(src, `attribute .${node.attr}`, node.end - node.attr.length);
        }
        break;
      case 'Call': {
        const seen = new Set<string>();
        for (const k of node.keywords) {
          checkName(src, k.name, k.start);
          if (seen.has(k.name)) throw syntaxError(src, `keyword argument repeated: ${k.name}`, k.start);
          seen.add(k.name);
        }
        break;
      }
    }
  };
  visit(root, 0);
}

function checkName(src: string, name: string, start: number): void {
  if (name.startsWith('_')) throw notAllowed(src, `name ${name}`, start);
}
