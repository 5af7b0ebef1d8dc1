// The parser's view of the tokens: where it is, how deep it nests, the refusals it has noted,
// and the error for a token that cannot come where it stands.

import type { ExprNode } from '../ast.js';
import type { ExprSyntaxError } from '../errors.js';
import { nestedTooDeeply, notAllowed, syntaxError, type Refusal } from './position.js';
import type { Token } from './tokens.js';

/**
 * How deeply the source may nest: each bracket, prefix operator (`not`, `-`, `+`), `**`, `else`
 * branch and `:=` counts one level. Keeps the parser (and the tree) far from the stack's end.
 */
export const MAX_SOURCE_NESTING = 100;

export const KEYWORDS = new Set([
  'False',
  'None',
  'True',
  'and',
  'as',
  'assert',
  'async',
  'await',
  'break',
  'class',
  'continue',
  'def',
  'del',
  'elif',
  'else',
  'except',
  'finally',
  'for',
  'from',
  'global',
  'if',
  'import',
  'in',
  'is',
  'lambda',
  'nonlocal',
  'not',
  'or',
  'pass',
  'raise',
  'return',
  'try',
  'while',
  'with',
  'yield',
]);
const STATEMENTS = new Set([
  'assert',
  'async',
  'break',
  'class',
  'continue',
  'def',
  'del',
  'from',
  'global',
  'import',
  'nonlocal',
  'pass',
  'raise',
  'return',
  'try',
  'while',
  'with',
]);
/** Keywords that only start a construct that is not allowed. */
const REFUSED_KEYWORDS = new Set(['lambda', 'yield', 'await']);

export abstract class Cursor {
  protected i = 0;
  private depth = 0;

  constructor(
    protected readonly src: string,
    private readonly toks: Token[],
    private readonly refusals: Refusal[],
  ) {}

  protected refuse(construct: string, at: Token): void {
    this.refusals.push({ construct, offset: at.start });
  }

  /**
   * Stands in the tree for a refused construct until `parse` reports it. It holds the parts,
   * so the checker still sees them (and their names starting with `_`, ...).
   */
  protected held(parts: ExprNode[], start: number, end: number): ExprNode {
    return { kind: 'Tuple', elts: parts, start, end };
  }

  protected peek(k = 0): Token {
    return this.toks[Math.min(this.i + k, this.toks.length - 1)] as Token;
  }

  protected next(): Token {
    const t = this.peek();
    if (t.type !== 'end') this.i++;
    return t;
  }

  protected isOp(text: string, k = 0): boolean {
    const t = this.peek(k);
    return t.type === 'op' && t.text === text;
  }

  protected isKeyword(word: string, k = 0): boolean {
    const t = this.peek(k);
    return t.type === 'name' && t.text === word;
  }

  protected acceptOp(text: string): boolean {
    if (!this.isOp(text)) return false;
    this.i++;
    return true;
  }

  protected expectOp(text: string, opener?: Token): Token {
    if (this.isOp(text)) return this.next();
    const t = this.peek();
    if (t.type === 'end' && opener) throw syntaxError(this.src, `'${opener.text}' was never closed`, opener.start);
    throw this.unexpected(t);
  }

  protected startsExpression(t: Token): boolean {
    if (t.type === 'number' || t.type === 'string') return true;
    if (t.type === 'name')
      return !KEYWORDS.has(t.text) || ['True', 'False', 'None', 'not', 'lambda', 'await', 'yield'].includes(t.text);
    return t.type === 'op' && ['(', '[', '{', '-', '+', '*', '~', '...'].includes(t.text);
  }

  /**
   * The error for a token that cannot come here: a syntax error, or a keyword that only starts a
   * construct that is not allowed (named as written).
   */
  protected unexpected(t: Token): ExprSyntaxError {
    if (t.type === 'end') return syntaxError(this.src, 'unexpected end of expression', t.start);
    if (t.type === 'name') {
      if (REFUSED_KEYWORDS.has(t.text)) return notAllowed(this.src, t.text, t.start);
      if (STATEMENTS.has(t.text)) return notAllowed(this.src, `statement '${t.text}'`, t.start);
    }
    const shown = t.type === 'string' ? 'text' : t.type === 'number' ? 'number' : `'${t.text}'`;
    // `(a=1)`, `f(x.y=1)`: an `=` right after a value was most likely meant as a comparison.
    const hint =
      t.type === 'op' && t.text === '=' && this.endsValue(this.toks[this.toks.indexOf(t) - 1]) ? '; use == to compare' : '';
    return syntaxError(this.src, `unexpected ${shown}${hint}`, t.start);
  }

  /** Can a value end with this token (a name, literal or closing bracket)? */
  private endsValue(t: Token | undefined): boolean {
    if (t === undefined) return false;
    if (t.type === 'number' || t.type === 'string') return true;
    if (t.type === 'name') return !KEYWORDS.has(t.text) || t.text === 'True' || t.text === 'False' || t.text === 'None';
    return t.type === 'op' && (t.text === ')' || t.text === ']' || t.text === '}');
  }

  protected enter(at: Token): void {
    if (++this.depth > MAX_SOURCE_NESTING) throw nestedTooDeeply(this.src, at.start);
  }

  protected leave(): void {
    this.depth--;
  }

  /** `parse()` one level deeper, counted from the token `at`. */
  protected nested(at: Token, parse: () => ExprNode): ExprNode {
    this.enter(at);
    const node = parse();
    this.leave();
    return node;
  }
}
