// Public API of @tabletwin/expr: the expression language of Tabletwin models.

export type { Value, Dict, Callable, HashKey } from './values.js';
export { Tuple, PySet, PyGenerator, newDict, isLanguageDict, isCallable, hashKey, typeName, MAX_NESTING } from './values.js';
export { ExprError, ExprSyntaxError, type ExprErrorKind, type ExprErrorOptions, type SourceSpan } from './errors.js';
export type { Scope, Resolver, Getter } from './scope.js';
export { scopeOf, emptyScope } from './scope.js';
export { defineFunction, MAX_CALL_DEPTH, type DefineFunctionOptions } from './define.js';
export type { CompiledExpr } from './compiled.js';
export type {
  ExprNode,
  NodeKind,
  NodeBase,
  ConstantNode,
  NameNode,
  ListNode,
  TupleNode,
  SetNode,
  DictNode,
  DictEntry,
  BinOpNode,
  BinaryOperator,
  UnaryOpNode,
  UnaryOperator,
  BoolOpNode,
  CompareNode,
  CompareOperator,
  IfExpNode,
  CallNode,
  Keyword,
  AttributeNode,
  MethodName,
  SubscriptNode,
  SliceNode,
  TargetNode,
  TargetTupleNode,
  Comprehension,
  ListCompNode,
  SetCompNode,
  GeneratorExpNode,
  DictCompNode,
} from './ast.js';
export { walk, children } from './ast.js';
export { BUILTIN_NAMES, METHOD_NAMES } from './names.js';
export { compile, evaluate, parse } from './api.js';
export { toText, repr } from './text.js';
export { fromJS, toJS } from './convert.js';
export { truthy, equals, compare } from './equality.js';
export { serialize, deserialize, type Json } from './serialize.js';
export { MAX_SIZE, MAX_RANGE, MAX_STEPS, withBudget, stepsSpent, chargeInside as chargeSteps } from './limits.js';
