// The parser: tokens to a syntax tree, by recursive descent over Python's expression grammar
// (precedence from low to high: if-else, or, and, not, comparisons, + -, * / // %, unary,
// **, calls/indexing/methods, atoms). Constructs that are not allowed are refused where they
// are met, naming them; the checker then applies the rules about names and methods.

import type {
  BinaryOperator,
  Comprehension,
  CompareOperator,
  DictEntry,
  ExprNode,
  Keyword,
  MethodName,
  NameNode,
  TargetNode,
} from '../ast.js';
import type { ExprSyntaxError } from '../errors.js';
import { notAllowed, syntaxError } from './position.js';
import { tokenize, type Token } from './tokens.js';

/** How deeply brackets and prefix operators may nest in the source. */
const MAX_SOURCE_NESTING = 200;

const KEYWORDS = new Set([
  'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue',
  'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in',
  'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield',
]);
const STATEMENTS = new Set([
  'assert', 'async', 'break', 'class', 'continue', 'def', 'del', 'from', 'global', 'import',
  'nonlocal', 'pass', 'raise', 'return', 'try', 'while', 'with',
]);
const CONSTRUCTS: Readonly<Record<string, string>> = { lambda: 'Lambda', yield: 'Yield', await: 'Await' };
const COMPARE_OPS = new Set(['==', '!=', '<', '<=', '>', '>=']);

/** Parses one expression into an (unchecked) tree. */
export function parseTree(src: string): ExprNode {
  return new Parser(src, tokenize(src)).top();
}

class Parser {
  private i = 0;
  private depth = 0;

  constructor(
    private readonly src: string,
    private readonly toks: Token[],
  ) {}

  top(): ExprNode {
    if (this.peek().type === 'end') throw syntaxError(this.src, 'empty expression', 0);
    const node = this.expressionList();
    const t = this.peek();
    if (t.type !== 'end') {
      const another = t.type === 'number' || t.type === 'string' || (t.type === 'name' && !KEYWORDS.has(t.text)) || (t.type === 'op' && t.text === '{');
      if (another) throw syntaxError(this.src, 'more than one expression', t.start);
      throw this.unexpected(t);
    }
    return node;
  }

  // ---- tokens

  private peek(k = 0): Token {
    return this.toks[Math.min(this.i + k, this.toks.length - 1)] as Token;
  }

  private next(): Token {
    const t = this.peek();
    if (t.type !== 'end') this.i++;
    return t;
  }

  private isOp(text: string, k = 0): boolean {
    const t = this.peek(k);
    return t.type === 'op' && t.text === text;
  }

  private isKeyword(word: string, k = 0): boolean {
    const t = this.peek(k);
    return t.type === 'name' && t.text === word;
  }

  private acceptOp(text: string): boolean {
    if (!this.isOp(text)) return false;
    this.i++;
    return true;
  }

  private expectOp(text: string, opener?: Token): Token {
    if (this.isOp(text)) return this.next();
    const t = this.peek();
    if (t.type === 'end' && opener) throw syntaxError(this.src, `'${opener.text}' was never closed`, opener.start);
    throw this.unexpected(t);
  }

  private startsExpression(t: Token): boolean {
    if (t.type === 'number' || t.type === 'string') return true;
    if (t.type === 'name') return !KEYWORDS.has(t.text) || ['True', 'False', 'None', 'not', 'lambda', 'await', 'yield'].includes(t.text);
    return t.type === 'op' && ['(', '[', '{', '-', '+', '*'].includes(t.text);
  }

  /** The error for a token that cannot come here, naming a forbidden construct if it is one. */
  private unexpected(t: Token): ExprSyntaxError {
    if (t.type === 'end') return syntaxError(this.src, 'unexpected end of expression', t.start);
    if (t.type === 'op' && t.text === '=') return notAllowed(this.src, 'assignment', t.start);
    if (t.type === 'op' && (t.text === '*' || t.text === '**') && this.startsExpression(this.peek(1))) {
      return notAllowed(this.src, 'Starred', t.start);
    }
    if (t.type === 'name') {
      const construct = CONSTRUCTS[t.text];
      if (construct !== undefined) return notAllowed(this.src, construct, t.start);
      if (STATEMENTS.has(t.text)) return notAllowed(this.src, `statement '${t.text}'`, t.start);
    }
    const shown = t.type === 'string' ? 'text' : t.type === 'number' ? 'number' : `'${t.text}'`;
    return syntaxError(this.src, `unexpected ${shown}`, t.start);
  }

  private enter(at: Token): void {
    if (++this.depth > MAX_SOURCE_NESTING) throw syntaxError(this.src, 'expression is nested too deeply', at.start);
  }

  private leave(): void {
    this.depth--;
  }

  // ---- expressions, lowest precedence first

  /** `a, b, c` (a tuple without parentheses) or a single expression. */
  private expressionList(): ExprNode {
    const first = this.expression();
    if (!this.isOp(',')) return first;
    const elts = [first];
    let end = first.end;
    while (this.isOp(',')) {
      end = this.next().end;
      if (!this.startsExpression(this.peek())) break;
      const e = this.expression();
      elts.push(e);
      end = e.end;
    }
    return { kind: 'Tuple', elts, start: first.start, end };
  }

  private expression(): ExprNode {
    const t = this.peek();
    this.enter(t);
    const body = this.disjunction();
    let node = body;
    if (this.isKeyword('if')) {
      this.next();
      const test = this.disjunction();
      if (!this.isKeyword('else')) {
        const u = this.peek();
        throw u.type === 'end' ? syntaxError(this.src, "expected 'else' after 'if' expression", u.start) : this.unexpected(u);
      }
      this.next();
      const orelse = this.expression();
      node = { kind: 'IfExp', test, body, orelse, start: body.start, end: orelse.end };
    }
    this.leave();
    return node;
  }

  private disjunction(): ExprNode {
    return this.boolChain('or', () => this.conjunction());
  }

  private conjunction(): ExprNode {
    return this.boolChain('and', () => this.inversion());
  }

  private boolChain(op: 'and' | 'or', operand: () => ExprNode): ExprNode {
    const first = operand();
    if (!this.isKeyword(op)) return first;
    const values = [first];
    while (this.isKeyword(op)) {
      this.next();
      values.push(operand());
    }
    return { kind: 'BoolOp', op, values, start: first.start, end: (values[values.length - 1] as ExprNode).end };
  }

  private inversion(): ExprNode {
    if (!this.isKeyword('not')) return this.comparison();
    const t = this.next();
    this.enter(t);
    const operand = this.inversion();
    this.leave();
    return { kind: 'UnaryOp', op: 'not', operand, start: t.start, end: operand.end };
  }

  private comparison(): ExprNode {
    const left = this.sum();
    const ops: CompareOperator[] = [];
    const comparators: ExprNode[] = [];
    for (;;) {
      const op = this.compareOperator();
      if (op === null) break;
      ops.push(op);
      comparators.push(this.sum());
    }
    if (ops.length === 0) return left;
    return { kind: 'Compare', left, ops, comparators, start: left.start, end: (comparators[comparators.length - 1] as ExprNode).end };
  }

  private compareOperator(): CompareOperator | null {
    const t = this.peek();
    if (t.type === 'op' && COMPARE_OPS.has(t.text)) {
      this.next();
      return t.text as CompareOperator;
    }
    if (this.isKeyword('in')) {
      this.next();
      return 'in';
    }
    if (this.isKeyword('not') && this.isKeyword('in', 1)) {
      this.i += 2;
      return 'not in';
    }
    if (this.isKeyword('is')) {
      this.next();
      if (!this.isKeyword('not')) return 'is';
      this.next();
      return 'is not';
    }
    return null;
  }

  private sum(): ExprNode {
    return this.binaryChain(['+', '-'], () => this.term());
  }

  private term(): ExprNode {
    return this.binaryChain(['*', '/', '//', '%'], () => this.factor());
  }

  private binaryChain(ops: readonly string[], operand: () => ExprNode): ExprNode {
    let left = operand();
    for (;;) {
      const t = this.peek();
      if (t.type !== 'op' || !ops.includes(t.text)) return left;
      this.next();
      const right = operand();
      left = { kind: 'BinOp', op: t.text as BinaryOperator, left, right, start: left.start, end: right.end };
    }
  }

  private factor(): ExprNode {
    const t = this.peek();
    if (t.type !== 'op' || (t.text !== '-' && t.text !== '+')) return this.power();
    this.next();
    this.enter(t);
    const operand = this.factor();
    this.leave();
    return { kind: 'UnaryOp', op: t.text, operand, start: t.start, end: operand.end };
  }

  private power(): ExprNode {
    const base = this.primary();
    if (!this.isOp('**')) return base;
    const t = this.next();
    this.enter(t);
    const exponent = this.factor();
    this.leave();
    return { kind: 'BinOp', op: '**', left: base, right: exponent, start: base.start, end: exponent.end };
  }

  // ---- calls, indexing, methods

  private primary(): ExprNode {
    let node = this.atom();
    for (;;) {
      if (this.isOp('.')) {
        this.next();
        const name = this.peek();
        if (name.type !== 'name' || KEYWORDS.has(name.text)) throw syntaxError(this.src, "expected a name after '.'", name.start);
        this.next();
        node = { kind: 'Attribute', value: node, attr: name.text as MethodName, start: node.start, end: name.end };
      } else if (this.isOp('(')) {
        node = this.call(node);
      } else if (this.isOp('[')) {
        node = this.subscript(node);
      } else {
        return node;
      }
    }
  }

  private call(func: ExprNode): ExprNode {
    const open = this.next();
    this.enter(open);
    const args: ExprNode[] = [];
    const keywords: Keyword[] = [];
    while (!this.isOp(')')) {
      const t = this.peek();
      if (t.type === 'op' && (t.text === '*' || t.text === '**')) {
        throw notAllowed(this.src, 'Starred', t.start);
      }
      if (t.type === 'name' && !KEYWORDS.has(t.text) && this.isOp('=', 1)) {
        this.i += 2;
        const value = this.expression();
        keywords.push({ name: t.text, value, start: t.start, end: value.end });
      } else {
        if (keywords.length > 0) throw syntaxError(this.src, 'positional argument follows keyword argument', t.start);
        let arg = this.expression();
        if (this.isKeyword('for')) {
          arg = this.comprehension('GeneratorExp', arg);
          if (args.length > 0 || this.isOp(',')) throw syntaxError(this.src, 'generator expression must be parenthesized', arg.start);
        }
        args.push(arg);
      }
      if (!this.acceptOp(',')) break;
    }
    const close = this.expectOp(')', open);
    this.leave();
    return { kind: 'Call', func, args, keywords, start: func.start, end: close.end };
  }

  private subscript(value: ExprNode): ExprNode {
    const open = this.next();
    this.enter(open);
    let index = this.sliceOrExpression();
    if (this.isOp(',')) {
      const elts = [index];
      while (this.acceptOp(',')) {
        if (this.isOp(']')) break;
        elts.push(this.sliceOrExpression());
      }
      const slice = elts.find((e) => e.kind === 'Slice');
      if (slice) throw syntaxError(this.src, 'a slice cannot be part of a tuple index', slice.start);
      index = { kind: 'Tuple', elts, start: index.start, end: (elts[elts.length - 1] as ExprNode).end };
    }
    const close = this.expectOp(']', open);
    this.leave();
    return { kind: 'Subscript', value, index, start: value.start, end: close.end };
  }

  private sliceOrExpression(): ExprNode {
    const first = this.peek();
    const lower = this.isOp(':') ? null : this.expression();
    if (!this.isOp(':')) return lower as ExprNode;
    let end = this.next().end;
    const bound = (): ExprNode | null => {
      if (this.isOp(':') || this.isOp(']') || this.isOp(',')) return null;
      const e = this.expression();
      end = e.end;
      return e;
    };
    const upper = bound();
    let step: ExprNode | null = null;
    if (this.isOp(':')) {
      end = this.next().end;
      step = bound();
    }
    return { kind: 'Slice', lower, upper, step, start: lower?.start ?? first.start, end };
  }

  // ---- atoms and displays

  private atom(): ExprNode {
    const t = this.peek();
    if (t.type === 'number') {
      this.next();
      return { kind: 'Constant', value: t.num, start: t.start, end: t.end };
    }
    if (t.type === 'string') {
      let value = '';
      let end = t.end;
      while (this.peek().type === 'string') {
        const s = this.next();
        value += s.text;
        end = s.end;
      }
      return { kind: 'Constant', value, start: t.start, end };
    }
    if (t.type === 'name') {
      if (!KEYWORDS.has(t.text)) {
        this.next();
        return { kind: 'Name', id: t.text, start: t.start, end: t.end };
      }
      const constant = t.text === 'True' ? true : t.text === 'False' ? false : t.text === 'None' ? null : undefined;
      if (constant === undefined) throw this.unexpected(t);
      this.next();
      return { kind: 'Constant', value: constant, start: t.start, end: t.end };
    }
    if (t.type === 'op') {
      if (t.text === '(') return this.parenthesized();
      if (t.text === '[') return this.list();
      if (t.text === '{') return this.braces();
    }
    throw this.unexpected(t);
  }

  private parenthesized(): ExprNode {
    const open = this.next();
    this.enter(open);
    let node: ExprNode;
    if (this.isOp(')')) {
      node = { kind: 'Tuple', elts: [], start: open.start, end: this.next().end };
    } else {
      const first = this.expression();
      if (this.isKeyword('for')) {
        const gen = this.comprehension('GeneratorExp', first);
        node = { ...gen, start: open.start, end: this.expectOp(')', open).end };
      } else if (this.isOp(',')) {
        const elts = this.moreElements(first, ')');
        node = { kind: 'Tuple', elts, start: open.start, end: this.expectOp(')', open).end };
      } else {
        this.expectOp(')', open);
        node = first;
      }
    }
    this.leave();
    return node;
  }

  private list(): ExprNode {
    const open = this.next();
    this.enter(open);
    let node: ExprNode;
    if (this.isOp(']')) {
      node = { kind: 'List', elts: [], start: open.start, end: this.next().end };
    } else {
      const first = this.expression();
      if (this.isKeyword('for')) {
        const comp = this.comprehension('ListComp', first);
        node = { ...comp, start: open.start, end: this.expectOp(']', open).end };
      } else {
        const elts = this.moreElements(first, ']');
        node = { kind: 'List', elts, start: open.start, end: this.expectOp(']', open).end };
      }
    }
    this.leave();
    return node;
  }

  /** `{}`, a dict display (also with `**d`), a set display, or a dict or set comprehension. */
  private braces(): ExprNode {
    const open = this.next();
    this.enter(open);
    let node: ExprNode;
    if (this.isOp('}')) {
      node = { kind: 'Dict', entries: [], start: open.start, end: this.next().end };
    } else if (this.isOp('**')) {
      node = this.dictDisplay(open, this.dictEntry());
    } else {
      const first = this.expression();
      if (this.acceptOp(':')) {
        const value = this.expression();
        if (this.isKeyword('for')) {
          const generators = this.clauses();
          node = { kind: 'DictComp', key: first, value, generators, start: open.start, end: this.expectOp('}', open).end };
        } else {
          node = this.dictDisplay(open, { key: first, value });
        }
      } else if (this.isKeyword('for')) {
        const comp = this.comprehension('SetComp', first);
        node = { ...comp, start: open.start, end: this.expectOp('}', open).end };
      } else {
        const elts = this.moreElements(first, '}');
        node = { kind: 'Set', elts, start: open.start, end: this.expectOp('}', open).end };
      }
    }
    this.leave();
    return node;
  }

  private dictDisplay(open: Token, first: DictEntry): ExprNode {
    const entries = [first];
    while (this.acceptOp(',')) {
      if (this.isOp('}')) break;
      entries.push(this.dictEntry());
    }
    return { kind: 'Dict', entries, start: open.start, end: this.expectOp('}', open).end };
  }

  private dictEntry(): DictEntry {
    if (this.acceptOp('**')) return { key: null, value: this.sum() };
    const key = this.expression();
    if (!this.acceptOp(':')) {
      const t = this.peek();
      throw t.type === 'op' && (t.text === ',' || t.text === '}') ? syntaxError(this.src, "expected ':' after a dict key", t.start) : this.unexpected(t);
    }
    return { key, value: this.expression() };
  }

  /** The rest of `a, b, c` after `a`, up to (not including) the closing bracket. */
  private moreElements(first: ExprNode, close: string): ExprNode[] {
    const elts = [first];
    while (this.acceptOp(',')) {
      if (this.isOp(close)) break;
      elts.push(this.expression());
    }
    return elts;
  }

  // ---- comprehensions

  private comprehension(kind: 'ListComp' | 'SetComp' | 'GeneratorExp', elt: ExprNode): ExprNode {
    const generators = this.clauses();
    return { kind, elt, generators, start: elt.start, end: (generators[generators.length - 1] as Comprehension).end };
  }

  /** One or more `for target in iter if cond ...` clauses. */
  private clauses(): Comprehension[] {
    const gens: Comprehension[] = [];
    while (this.isKeyword('for')) {
      const f = this.next();
      const target = this.targetList();
      if (!this.isKeyword('in')) {
        const t = this.peek();
        throw t.type === 'end' || t.type === 'op' ? syntaxError(this.src, "expected 'in' after the names of a for clause", t.start) : this.unexpected(t);
      }
      this.next();
      const iter = this.disjunction();
      const ifs: ExprNode[] = [];
      let end = iter.end;
      while (this.isKeyword('if')) {
        this.next();
        const cond = this.disjunction();
        ifs.push(cond);
        end = cond.end;
      }
      gens.push({ target, iter, ifs, start: f.start, end });
    }
    return gens;
  }

  /** The names a for clause binds: `x`, `k, v`, `(a, (b, c))`, `[a, b]`. */
  private targetList(): TargetNode {
    const first = this.target();
    if (!this.isOp(',')) return first;
    const elts = [first];
    let end = first.end;
    while (this.isOp(',')) {
      end = this.next().end;
      if (this.isKeyword('in')) break;
      const e = this.target();
      elts.push(e);
      end = e.end;
    }
    return { kind: 'Tuple', elts, start: first.start, end };
  }

  private target(): TargetNode {
    const t = this.peek();
    if (t.type === 'name' && !KEYWORDS.has(t.text)) {
      this.next();
      return { kind: 'Name', id: t.text, start: t.start, end: t.end } satisfies NameNode;
    }
    if (t.type !== 'op' || (t.text !== '(' && t.text !== '[')) throw syntaxError(this.src, 'a for clause can only assign to names', t.start);
    this.next();
    this.enter(t);
    const close = t.text === '(' ? ')' : ']';
    const elts: TargetNode[] = [];
    let comma = false;
    while (!this.isOp(close)) {
      elts.push(this.target());
      if (!this.acceptOp(',')) break;
      comma = true;
    }
    const end = this.expectOp(close, t).end;
    this.leave();
    // `(x)` is just x; `[x]` and `(x,)` unpack one item.
    if (close === ')' && elts.length === 1 && !comma) return elts[0] as TargetNode;
    return { kind: 'Tuple', elts, start: t.start, end };
  }
}
