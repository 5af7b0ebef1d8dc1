// The checked syntax tree. Node kinds and field names follow Python's `ast` module, so anyone
// who has walked a Python tree can walk this one. `start`/`end` are offsets into the source
// string (`src.slice(node.start, node.end)` is the node's text).

export interface NodeBase {
  readonly start: number;
  readonly end: number;
}

/** `None`, `True`, a number or a text (adjacent text literals are already joined). */
export interface ConstantNode extends NodeBase {
  readonly kind: 'Constant';
  readonly value: null | boolean | number | string;
}

export interface NameNode extends NodeBase {
  readonly kind: 'Name';
  readonly id: string;
}

export interface ListNode extends NodeBase {
  readonly kind: 'List';
  readonly elts: readonly ExprNode[];
}

export interface TupleNode extends NodeBase {
  readonly kind: 'Tuple';
  readonly elts: readonly ExprNode[];
}

export interface SetNode extends NodeBase {
  readonly kind: 'Set';
  readonly elts: readonly ExprNode[];
}

/** One entry of a dict display: `key: value`, or `**value` when `key` is null. */
export interface DictEntry {
  readonly key: ExprNode | null;
  readonly value: ExprNode;
}

export interface DictNode extends NodeBase {
  readonly kind: 'Dict';
  readonly entries: readonly DictEntry[];
}

export type BinaryOperator = '+' | '-' | '*' | '/' | '//' | '%' | '**';

export interface BinOpNode extends NodeBase {
  readonly kind: 'BinOp';
  readonly op: BinaryOperator;
  readonly left: ExprNode;
  readonly right: ExprNode;
}

export type UnaryOperator = '-' | '+' | 'not';

export interface UnaryOpNode extends NodeBase {
  readonly kind: 'UnaryOp';
  readonly op: UnaryOperator;
  readonly operand: ExprNode;
}

/** `a and b and c` is one node with three values. */
export interface BoolOpNode extends NodeBase {
  readonly kind: 'BoolOp';
  readonly op: 'and' | 'or';
  readonly values: readonly ExprNode[];
}

export type CompareOperator = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not in' | 'is' | 'is not';

/** `a < b <= c` is one node: left `a`, ops `['<', '<=']`, comparators `[b, c]`. */
export interface CompareNode extends NodeBase {
  readonly kind: 'Compare';
  readonly left: ExprNode;
  readonly ops: readonly CompareOperator[];
  readonly comparators: readonly ExprNode[];
}

/** `body if test else orelse` */
export interface IfExpNode extends NodeBase {
  readonly kind: 'IfExp';
  readonly test: ExprNode;
  readonly body: ExprNode;
  readonly orelse: ExprNode;
}

export interface Keyword extends NodeBase {
  readonly name: string;
  readonly value: ExprNode;
}

export interface CallNode extends NodeBase {
  readonly kind: 'Call';
  readonly func: ExprNode;
  readonly args: readonly ExprNode[];
  readonly keywords: readonly Keyword[];
}

/** The six method names; any other attribute is rejected by the checker. */
export type MethodName = 'get' | 'items' | 'keys' | 'values' | 'count' | 'index';

/** `value.attr`: one of the six methods (called or not). */
export interface AttributeNode extends NodeBase {
  readonly kind: 'Attribute';
  readonly value: ExprNode;
  readonly attr: MethodName;
}

/** `value[index]`; a slice index is a `Slice` node. */
export interface SubscriptNode extends NodeBase {
  readonly kind: 'Subscript';
  readonly value: ExprNode;
  readonly index: ExprNode;
}

/** `lower:upper:step`, only as the index of a subscript. */
export interface SliceNode extends NodeBase {
  readonly kind: 'Slice';
  readonly lower: ExprNode | null;
  readonly upper: ExprNode | null;
  readonly step: ExprNode | null;
}

/** A loop target: a name, or a tuple of targets (`for k, v in ...`). */
export type TargetNode = NameNode | TargetTupleNode;

export interface TargetTupleNode extends NodeBase {
  readonly kind: 'Tuple';
  readonly elts: readonly TargetNode[];
}

/** One `for target in iter if cond ...` clause of a comprehension. */
export interface Comprehension extends NodeBase {
  readonly target: TargetNode;
  readonly iter: ExprNode;
  readonly ifs: readonly ExprNode[];
}

export interface ListCompNode extends NodeBase {
  readonly kind: 'ListComp';
  readonly elt: ExprNode;
  readonly generators: readonly Comprehension[];
}

export interface SetCompNode extends NodeBase {
  readonly kind: 'SetComp';
  readonly elt: ExprNode;
  readonly generators: readonly Comprehension[];
}

export interface GeneratorExpNode extends NodeBase {
  readonly kind: 'GeneratorExp';
  readonly elt: ExprNode;
  readonly generators: readonly Comprehension[];
}

export interface DictCompNode extends NodeBase {
  readonly kind: 'DictComp';
  readonly key: ExprNode;
  readonly value: ExprNode;
  readonly generators: readonly Comprehension[];
}

export type ExprNode =
  | ConstantNode
  | NameNode
  | ListNode
  | TupleNode
  | SetNode
  | DictNode
  | BinOpNode
  | UnaryOpNode
  | BoolOpNode
  | CompareNode
  | IfExpNode
  | CallNode
  | AttributeNode
  | SubscriptNode
  | SliceNode
  | ListCompNode
  | SetCompNode
  | GeneratorExpNode
  | DictCompNode;

export type NodeKind = ExprNode['kind'];

/** The direct children of a node, in source order. */
export function children(node: ExprNode): ExprNode[] {
  switch (node.kind) {
    case 'Constant':
    case 'Name':
      return [];
    case 'List':
    case 'Tuple':
    case 'Set':
      return [...node.elts];
    case 'Dict':
      return node.entries.flatMap((e) => (e.key ? [e.key, e.value] : [e.value]));
    case 'BinOp':
      return [node.left, node.right];
    case 'UnaryOp':
      return [node.operand];
    case 'BoolOp':
      return [...node.values];
    case 'Compare':
      return [node.left, ...node.comparators];
    case 'IfExp':
      return [node.body, node.test, node.orelse];
    case 'Call':
      return [node.func, ...node.args, ...node.keywords.map((k) => k.value)];
    case 'Attribute':
      return [node.value];
    case 'Subscript':
      return [node.value, node.index];
    case 'Slice':
      return [node.lower, node.upper, node.step].filter((n): n is ExprNode => n !== null);
    case 'ListComp':
    case 'SetComp':
    case 'GeneratorExp':
      return [...comprehensionChildren(node.generators), node.elt];
    case 'DictComp':
      return [...comprehensionChildren(node.generators), node.key, node.value];
  }
}

function comprehensionChildren(gens: readonly Comprehension[]): ExprNode[] {
  return gens.flatMap((g) => [g.iter, g.target, ...g.ifs]);
}

/**
 * Visits `node` and everything below it, parents before children, in source order (the
 * clauses of a comprehension before its element). Returning `false` from `visit` skips the
 * children of that node.
 */
export function walk(node: ExprNode, visit: (node: ExprNode, parent: ExprNode | null) => void | boolean): void {
  const step = (n: ExprNode, parent: ExprNode | null): void => {
    if (visit(n, parent) === false) return;
    for (const c of children(n)) step(c, n);
  };
  step(node, null);
}
