// The parser: tokens to a syntax tree, by recursive descent over Python's expression grammar
// (precedence from low to high: if-else, or, and, not, comparisons, | ^ & << >>, + -,
// * / // % @, unary, **, calls/indexing/methods, atoms). Constructs that are not allowed but
// have their place in Python's grammar (assignment, `:=`, bit operators, `*` unpacking, ...)
// are parsed as Python would and recorded as refusals: `parse` names the first one only if the
// whole text is well-formed, so a typo is reported as a syntax error, not as a construct the
// user never wrote. Keywords that cannot be anything else (`lambda`, `def`, ...) are refused
// at once.

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
import { Cursor, KEYWORDS } from './cursor.js';
import { syntaxError, type Refusal } from './position.js';
import { tokenize, type Token } from './tokens.js';

const COMPARE_OPS = new Set(['==', '!=', '<', '<=', '>', '>=']);
const ASSIGNMENTS = new Set(['=', '+=', '-=', '*=', '/=', '//=', '%=', '**=', '@=', '&=', '|=', '^=', '<<=', '>>=']);

/**
 * Binary operators from the lowest precedence to the highest, as in Python. The bit operators
 * and `@` are parsed so that only a real use of one is refused.
 */
const BINARY_LEVELS: readonly (readonly string[])[] = [['|'], ['^'], ['&'], ['<<', '>>'], ['+', '-'], ['*', '/', '//', '%', '@']];
const REFUSED_BINARY = new Set(['|', '^', '&', '<<', '>>', '@']);

/**
 * Parses one expression into an (unchecked) tree. Constructs that are not allowed are added
 * to `refusals` (their nodes in the tree only hold their parts); see the header.
 */
export function parseTree(src: string, refusals: Refusal[]): ExprNode {
  return new Parser(src, tokenize(src), refusals).top();
}

class Parser extends Cursor {
  /** One expression; also `x = ...` and `a; b`, only to refuse them by name. */
  top(): ExprNode {
    if (this.peek().type === 'end') throw syntaxError(this.src, 'empty expression', 0);
    const node = this.statement();
    while (this.isOp(';')) {
      this.refuse('semicolon', this.next());
      if (this.peek().type === 'end') break;
      this.statement();
    }
    const t = this.peek();
    if (t.type !== 'end') {
      const another =
        t.type === 'number' ||
        t.type === 'string' ||
        (t.type === 'name' && !KEYWORDS.has(t.text)) ||
        (t.type === 'op' && t.text === '{');
      if (another) throw syntaxError(this.src, 'more than one expression', t.start);
      throw this.unexpected(t);
    }
    return node;
  }

  /** An expression list, and assignments to it (`x = 1`, `a, b = b, a`, `n += 1`), refused. */
  private statement(): ExprNode {
    const node = this.expressionList();
    for (;;) {
      const t = this.peek();
      if (t.type !== 'op' || !ASSIGNMENTS.has(t.text)) return node;
      this.refuse('assignment', this.next());
      this.expressionList();
    }
  }

  // ---- refusals

  // ---- expressions, lowest precedence first

  /** `a, b, c` (a tuple without parentheses) or a single expression. */
  private expressionList(): ExprNode {
    const first = this.element();
    if (!this.isOp(',')) return first;
    const elts = [first];
    let end = first.end;
    while (this.isOp(',')) {
      end = this.next().end;
      if (!this.startsExpression(this.peek())) break;
      const e = this.element();
      elts.push(e);
      end = e.end;
    }
    return { kind: 'Tuple', elts, start: first.start, end };
  }

  /** An element of a tuple, list or set display: an expression, or `*x` (refused). */
  private element(): ExprNode {
    const t = this.peek();
    if (t.type !== 'op' || t.text !== '*' || !this.startsExpression(this.peek(1))) return this.expression();
    this.next();
    const value = this.binary(0);
    this.refuse('* unpacking', t);
    return this.held([value], t.start, value.end);
  }

  private expression(): ExprNode {
    const body = this.disjunction();
    let node = body;
    if (this.isKeyword('if')) {
      this.next();
      const test = this.disjunction();
      if (!this.isKeyword('else')) {
        const u = this.peek();
        throw u.type === 'end' ? syntaxError(this.src, "expected 'else' after 'if' expression", u.start) : this.unexpected(u);
      }
      const orelse = this.nested(this.next(), () => this.expression());
      node = { kind: 'IfExp', test, body, orelse, start: body.start, end: orelse.end };
    }
    if (this.isOp(':=')) {
      const t = this.next();
      const value = this.nested(t, () => this.expression());
      this.refuse(':=', t);
      node = this.held([node, value], node.start, value.end);
    }
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
    const operand = this.nested(t, () => this.inversion());
    return { kind: 'UnaryOp', op: 'not', operand, start: t.start, end: operand.end };
  }

  private comparison(): ExprNode {
    const left = this.binary(0);
    const ops: CompareOperator[] = [];
    const comparators: ExprNode[] = [];
    for (;;) {
      const op = this.compareOperator();
      if (op === null) break;
      ops.push(op);
      comparators.push(this.binary(0));
    }
    if (ops.length === 0) return left;
    return {
      kind: 'Compare',
      left,
      ops,
      comparators,
      start: left.start,
      end: (comparators[comparators.length - 1] as ExprNode).end,
    };
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

  /** The binary operators of `BINARY_LEVELS[level]` and above, left to right. */
  private binary(level: number): ExprNode {
    const ops = BINARY_LEVELS[level];
    if (ops === undefined) return this.factor();
    let left = this.binary(level + 1);
    for (;;) {
      const t = this.peek();
      if (t.type !== 'op' || !ops.includes(t.text)) return left;
      this.next();
      const right = this.binary(level + 1);
      if (REFUSED_BINARY.has(t.text)) {
        this.refuse(t.text, t);
        left = this.held([left, right], left.start, right.end);
      } else {
        left = { kind: 'BinOp', op: t.text as BinaryOperator, left, right, start: left.start, end: right.end };
      }
    }
  }

  private factor(): ExprNode {
    const t = this.peek();
    if (t.type !== 'op' || (t.text !== '-' && t.text !== '+' && t.text !== '~')) return this.power();
    this.next();
    const operand = this.nested(t, () => this.factor());
    if (t.text !== '~') return { kind: 'UnaryOp', op: t.text as '-' | '+', operand, start: t.start, end: operand.end };
    this.refuse('~', t);
    return this.held([operand], t.start, operand.end);
  }

  private power(): ExprNode {
    const base = this.primary();
    if (!this.isOp('**')) return base;
    const t = this.next();
    const exponent = this.nested(t, () => this.factor());
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
      if (t.type === 'op' && (t.text === '*' || t.text === '**') && this.startsExpression(this.peek(1))) {
        this.next();
        const value = this.expression();
        this.refuse(`${t.text} unpacking`, t);
        args.push(this.held([value], t.start, value.end));
      } else if (t.type === 'name' && !KEYWORDS.has(t.text) && this.isOp('=', 1)) {
        this.i += 2;
        const value = this.expression();
        keywords.push({ name: t.text, value, start: t.start, end: value.end });
      } else {
        if (keywords.length > 0) throw syntaxError(this.src, 'positional argument follows keyword argument', t.start);
        let arg = this.expression();
        if (this.isKeyword('for')) {
          arg = this.comprehension('GeneratorExp', arg);
          if (args.length > 0 || this.isOp(','))
            throw syntaxError(this.src, 'generator expression must be parenthesized', arg.start);
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
    const lower = this.isOp(':') ? null : this.element();
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
      if (t.text === '...') {
        this.next();
        this.refuse('...', t);
        return { kind: 'Constant', value: null, start: t.start, end: t.end };
      }
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
      const first = this.element();
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
      const first = this.element();
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
      const first = this.element();
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
    if (this.acceptOp('**')) return { key: null, value: this.binary(0) };
    const key = this.expression();
    if (!this.acceptOp(':')) {
      const t = this.peek();
      throw t.type === 'op' && (t.text === ',' || t.text === '}')
        ? syntaxError(this.src, "expected ':' after a dict key", t.start)
        : this.unexpected(t);
    }
    return { key, value: this.expression() };
  }

  /** The rest of `a, b, c` after `a`, up to (not including) the closing bracket. */
  private moreElements(first: ExprNode, close: string): ExprNode[] {
    const elts = [first];
    while (this.acceptOp(',')) {
      if (this.isOp(close)) break;
      elts.push(this.element());
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
        throw t.type === 'end' || t.type === 'op'
          ? syntaxError(this.src, "expected 'in' after the names of a for clause", t.start)
          : this.unexpected(t);
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
    if (t.type !== 'op' || (t.text !== '(' && t.text !== '['))
      throw syntaxError(this.src, 'a for clause can only assign to names', t.start);
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
