// docs/expressions.md#operators (what is allowed and not) and the syntax errors of docs/expressions.md#errors, exact messages.

import { describe, expect, test } from 'vitest';
import { ExprSyntaxError, compile } from '@tabletwin/expr';
import { show, syntax } from './helpers.js';

describe('§2 allowed constructs', () => {
  test.each([
    ["{**d, 'x': 1}", "{'a': 1, 'x': 1}"],
    ['0 < x <= 3', 'True'],
    ['x in [1, 2] and x not in [3]', 'True'],
    ['x is not None', 'True'],
    ['not x', 'False'],
    ['1 if x else 2', '1'],
    ['L[1]', '20'],
    ['L[0:3:2]', '[10, 30]'],
    ['L[::-1]', '[30, 20, 10]'],
    ['max(L, key=abs)', '30'],
    ["d.get('a')", '1'],
    ['[v for v in L if v > 10 if v < 30]', '[20]'],
    ['[(a, b) for a in [1, 2] for b in [3] if a > 1]', '[(2, 3)]'],
    ['{v for v in [1, 1, 2]}', '{1, 2}'],
    ['{k: v for k, v in d.items()}', "{'a': 1}"],
    ['[k for (k, v) in d.items()]', "['a']"],
    ['[a + c for a, (b, c) in [(1, (2, 3))]]', '[4]'],
    ['[a for [a] in [[5]]]', '[5]'],
    ['sum(v for v in L)', '60'],
    ['sum((v for v in L), 1)', '61'],
    ['(v for v in L)', '<generator object>'],
    ['L[1,]', 'error: TypeError: list indices must be integers or slices, not tuple'],
    ['(1)', '1'],
    ['(1, 2,)', '(1, 2)'],
    ['[1, 2,]', '[1, 2]'],
    ["{'a': 1,}", "{'a': 1}"],
    ['max(1, 2,)', '2'],
  ])('%s', (src, expected) => {
    const names = { x: 1, L: [10, 20, 30], d: { a: 1 } };
    let got: string;
    try {
      got = show(src, names);
    } catch (e) {
      got = `error: ${(e as Error).message.replace(/^error evaluating '.*?': /, '')}`;
    }
    expect(got).toBe(expected);
  });
});

describe('§2/§8 forbidden constructs: "<Construct> is not allowed in "<src>"", named as written', () => {
  test.each([
    ['x = 1', 'assignment is not allowed in "x = 1"'],
    ['None = 1', 'assignment is not allowed in "None = 1"'],
    ['a, b = b, a', 'assignment is not allowed in "a, b = b, a"'],
    ['x[0] = 1', 'assignment is not allowed in "x[0] = 1"'],
    ['x += 1', 'assignment is not allowed in "x += 1"'],
    ['x -= 1', 'assignment is not allowed in "x -= 1"'],
    ['x **= 2', 'assignment is not allowed in "x **= 2"'],
    ['x //= 2', 'assignment is not allowed in "x //= 2"'],
    ['a |= b', 'assignment is not allowed in "a |= b"'],
    ['a >>= 1', 'assignment is not allowed in "a >>= 1"'],
    ['x := 1', ':= is not allowed in "x := 1"'],
    ['(x := 1)', ':= is not allowed in "(x := 1)"'],
    ['[y for x in L if (y := x)]', ':= is not allowed in "[y for x in L if (y := x)]"'],
    ['lambda: 1', 'lambda is not allowed in "lambda: 1"'],
    ['max(L, key=lambda x: x)', 'lambda is not allowed in "max(L, key=lambda x: x)"'],
    ['(yield)', 'yield is not allowed in "(yield)"'],
    ['await x', 'await is not allowed in "await x"'],
    ['async', 'statement \'async\' is not allowed in "async"'],
    ['def f(): 1', 'statement \'def\' is not allowed in "def f(): 1"'],
    ['import os', 'statement \'import\' is not allowed in "import os"'],
    ['from x import y', 'statement \'from\' is not allowed in "from x import y"'],
    ['return 1', 'statement \'return\' is not allowed in "return 1"'],
    ['del x', 'statement \'del\' is not allowed in "del x"'],
    ['1 | 2', '| is not allowed in "1 | 2"'],
    ['1 & 2', '& is not allowed in "1 & 2"'],
    ['1 ^ 2', '^ is not allowed in "1 ^ 2"'],
    ['~1', '~ is not allowed in "~1"'],
    ['not ~x', '~ is not allowed in "not ~x"'],
    ['1 << 2', '<< is not allowed in "1 << 2"'],
    ['1 >> 2', '>> is not allowed in "1 >> 2"'],
    ['pot >> 1 > 0', '>> is not allowed in "pot >> 1 > 0"'],
    ['[x >> 1 for x in L]', '>> is not allowed in "[x >> 1 for x in L]"'],
    ['a @ b', '@ is not allowed in "a @ b"'],
    ['f(*args)', '* unpacking is not allowed in "f(*args)"'],
    ['f(**kw)', '** unpacking is not allowed in "f(**kw)"'],
    ['f(a, *b, c=1, **d)', '* unpacking is not allowed in "f(a, *b, c=1, **d)"'],
    ['[*a]', '* unpacking is not allowed in "[*a]"'],
    ['(*a,)', '* unpacking is not allowed in "(*a,)"'],
    ['*a, b', '* unpacking is not allowed in "*a, b"'],
    ['{*a}', '* unpacking is not allowed in "{*a}"'],
    ["{**a | b, 'x': 1}", '| is not allowed in "{**a | b, \'x\': 1}"'],
    ['...', '... is not allowed in "..."'],
    ['x[...]', '... is not allowed in "x[...]"'],
    ['1; 2', 'semicolon is not allowed in "1; 2"'],
    ['1;', 'semicolon is not allowed in "1;"'],
  ])('%s', (src, expected) => {
    expect(syntax(src)).toBe(expected);
  });

  test('no message names a construct by an internal (Python ast) name', () => {
    const srcs = [
      'x := 1',
      'lambda: 1',
      '(yield)',
      'await x',
      '1 | 2',
      '1 & 2',
      '1 ^ 2',
      '~1',
      '1 << 2',
      '1 >> 2',
      'a @ b',
      'f(*a)',
      '[*a]',
      '...',
    ];
    const internal = /\b(NamedExpr|Lambda|Yield|Await|BitOr|BitAnd|BitXor|Invert|LShift|RShift|MatMult|Starred|Ellipsis)\b/;
    for (const src of srcs) expect(syntax(src)).not.toMatch(internal);
  });
});

describe('a construct is named only where it really is one; a typo is a syntax error (issue 10)', () => {
  const err = (src: string, what: string, pos: number): [string, string] => [
    src,
    `syntax error in expression "${src}": ${what} (position ${pos})`,
  ];
  test.each([
    // Before: "RShift is not allowed", "assignment is not allowed".
    err('pot >> > 0', "unexpected '>'", 8),
    err('a == = b', "unexpected '='", 6),
    err('a === b', "unexpected '='", 5),
    err('a = = b', "unexpected '='", 5),
    err('x = 1 +', 'unexpected end of expression', 8),
    err('(a=1)', "unexpected '='; use == to compare", 3),
    err('[a=1]', "unexpected '='; use == to compare", 3),
    err('f(a.b=1)', "unexpected '='; use == to compare", 6),
    err("[x for x in L if x = 'a']", "unexpected '='; use == to compare", 20),
    err('x if a = 1 else y', "unexpected '='; use == to compare", 8),
    err('= 1', "unexpected '='", 1),
    err('a =', 'unexpected end of expression', 4),
    err('a == := b', "unexpected ':='", 6),
    err('x := := 1', "unexpected ':='", 6),
    err('1 |', 'unexpected end of expression', 4),
    err('| 1', "unexpected '|'", 1),
    err('1 || 2', "unexpected '|'", 4),
    err('a or | b', "unexpected '|'", 6),
    err('1 <<< 2', "unexpected '<'", 5),
    err('a @', 'unexpected end of expression', 4),
    err('~', 'unexpected end of expression', 2),
    err('1 ~ 2', "unexpected '~'", 3),
    err('f(*)', "unexpected '*'", 3),
    err('1 + *a', "unexpected '*'", 5),
    err('[**a]', "unexpected '**'", 2),
    err('x ...', "unexpected '...'", 3),
    err(';1', "unexpected ';'", 1),
    err('1; 2 +', 'unexpected end of expression', 7),
    err('1 -> 2', "unexpected '->'", 3),
  ])('%j', (src, expected) => {
    expect(syntax(src)).toBe(expected);
  });

  test.each([
    // Several refused constructs: the first in the source is named.
    ['_x | 1', 'name _x is not allowed in "_x | 1"'],
    ['x.append(1) | _y', 'attribute .append is not allowed in "x.append(1) | _y"'],
    ['1 | _y', '| is not allowed in "1 | _y"'],
    ['x = a >> 1', 'assignment is not allowed in "x = a >> 1"'],
  ])('%s', (src, expected) => {
    expect(syntax(src)).toBe(expected);
  });
});

describe('§8 names starting with _ and attributes other than the six methods', () => {
  test.each([
    ['_x', 'name _x is not allowed in "_x"'],
    ['__import__', 'name __import__ is not allowed in "__import__"'],
    ['[_ for _ in L]', 'name _ is not allowed in "[_ for _ in L]"'],
    ['[1 for _i in L]', 'name _i is not allowed in "[1 for _i in L]"'],
    ['f(_k=1)', 'name _k is not allowed in "f(_k=1)"'],
    ['x.append(1)', 'attribute .append is not allowed in "x.append(1)"'],
    ['x.__class__', 'attribute .__class__ is not allowed in "x.__class__"'],
    ['x.constructor', 'attribute .constructor is not allowed in "x.constructor"'],
    ['x.get.__call__', 'attribute .__call__ is not allowed in "x.get.__call__"'],
    ['a.b.c.d', 'attribute .b is not allowed in "a.b.c.d"'],
    ["'%s'.format(1)", 'attribute .format is not allowed in "\'%s\'.format(1)"'],
  ])('%s', (src, expected) => {
    expect(syntax(src)).toBe(expected);
  });
  test.each(['get', 'items', 'keys', 'values', 'count', 'index'])('.%s is allowed', (m) => {
    expect(syntax(`x.${m}()`)).toBe('compiled');
  });
});

describe('§8 "syntax error in expression "<src>": <what> (position <n>)"', () => {
  const err = (src: string, what: string, pos: number): [string, string] => [
    src,
    `syntax error in expression "${src}": ${what} (position ${pos})`,
  ];
  test.each([
    err('', 'empty expression', 1),
    err('   ', 'empty expression', 1),
    err("'abc", 'unterminated string', 1),
    err('x + "abc', 'unterminated string', 5),
    err("'a\nb'", 'unterminated string', 1),
    err("'''abc", 'unterminated triple-quoted string', 1),
    err("r'\\'", 'unterminated string', 1),
    err('1 # comment', 'comments are not allowed', 3),
    err('#', 'comments are not allowed', 1),
    err("f'x'", 'f-strings are not allowed', 1),
    err("F'x'", 'f-strings are not allowed', 1),
    err("x + rf'x'", 'f-strings are not allowed', 5),
    err("b'x'", 'bytes are not allowed', 1),
    err("Br'x'", 'bytes are not allowed', 1),
    err('1j', 'complex numbers are not allowed', 1),
    err('2.5J', 'complex numbers are not allowed', 1),
    err('!x', "'!' is not an operator; use not or !=", 1),
    err('x !y', "'!' is not an operator; use not or !=", 3),
    err('1 2', 'more than one expression', 3),
    err('a b', 'more than one expression', 3),
    err("'σ' x", 'more than one expression', 5),
    err('x not y', "unexpected 'not'", 3),
    err('f(a=1, 2)', 'positional argument follows keyword argument', 8),
    err('sum(x for x in L, 0)', 'generator expression must be parenthesized', 5),
    err('f(0, x for x in L)', 'generator expression must be parenthesized', 6),
    err('f(a=1, a=2)', 'keyword argument repeated: a', 8),
    err('(', 'unexpected end of expression', 2),
    err('(1', "'(' was never closed", 1),
    err('[1, 2', "'[' was never closed", 1),
    err('{1: 2', "'{' was never closed", 1),
    err(')', "unexpected ')'", 1),
    err('(1]', "unexpected ']'", 3),
    err('1 +', 'unexpected end of expression', 4),
    err('x if y', "expected 'else' after 'if' expression", 7),
    err('[x for x in L if x else 1]', "unexpected 'else'", 20),
    err('[x for x in]', "unexpected ']'", 12),
    err('[x for 1 in L]', 'a for clause can only assign to names', 8),
    err('[x for x[0] in L]', "expected 'in' after the names of a for clause", 9),
    err("'\\x4'", 'truncated \\xhh escape', 2),
    err("'\\u12'", 'truncated \\uhhhh escape', 2),
    err("'\\U00110000'", 'illegal Unicode character', 2),
    err('012', 'leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers', 1),
    err('1__0', 'invalid decimal literal', 1),
    err('1_', 'invalid decimal literal', 1),
    err('1abc', 'invalid decimal literal', 1),
    err('0x', 'invalid hexadecimal literal', 1),
    err('0b2', 'invalid binary literal', 1),
    err('0o8', 'invalid octal literal', 1),
    err('x.', "expected a name after '.'", 3),
    err('$', "unexpected character '$'", 1),
    err('a <> b', "unexpected '>'", 4),
    err('{1: 2, 3}', "expected ':' after a dict key", 9),
    err('{1, 2: 3}', "unexpected ':'", 6),
    err('a[]', "unexpected ']'", 3),
    err('a[1:2, 3]', 'a slice cannot be part of a tuple index', 3),
    err('if x', "unexpected 'if'", 1),
    err("'😀' + $", "unexpected character '$'", 7),
  ])('%j', (src, expected) => {
    expect(syntax(src)).toBe(expected);
  });

  test('the error carries kind, source and position', () => {
    let caught: unknown;
    try {
      compile('1 + #');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ExprSyntaxError);
    const e = caught as ExprSyntaxError;
    expect([e.kind, e.src, e.position, e.detail]).toEqual(['SyntaxError', '1 + #', 5, 'comments are not allowed']);
  });
});

describe('nesting is bounded: a clean syntax error, never a stack overflow', () => {
  const tooDeep = (src: string, pos: number): string =>
    `syntax error in expression "${Array.from(src).slice(0, 60).join('')}…": expression is nested too deeply (position ${pos})`;
  test.each([
    ['10,000 nested brackets', '['.repeat(10_000) + ']'.repeat(10_000), 101],
    ['10,000 nested parentheses', '('.repeat(10_000) + '1' + ')'.repeat(10_000), 101],
    ['10,000 nested calls', 'f('.repeat(10_000) + ')'.repeat(10_000), 202],
    ['10,000 unary minus', '-'.repeat(10_000) + '1', 101],
    ['10,000 nots', 'not '.repeat(10_000) + 'x', 401],
    ['10,000 else branches', '1 if x else '.repeat(10_000) + '0', 1208],
    ['a chain of 10,000 additions', Array(10_000).fill('1').join(' + '), 1],
    ['a chain of 10,000 powers', Array(10_000).fill('2').join(' ** '), 503],
    ['10,000 indexings', 'x' + '[0]'.repeat(10_000), 1],
    ['a chain of 10,000 :=', 'x := '.repeat(10_000) + '1', 503],
  ])('%s: the message quotes only the first 60 characters', (_, src, pos) => {
    const message = syntax(src);
    expect(message).toBe(tooDeep(src, pos));
    expect(message.length).toBeLessThan(140);
  });
  test('a short source is quoted whole', () => {
    const src = '-'.repeat(59) + '(' + '-'.repeat(50) + '1)';
    expect(syntax(src)).toBe(`syntax error in expression "${src.slice(0, 60)}…": expression is nested too deeply (position 101)`);
  });
  test('the error keeps the whole source', () => {
    const src = '('.repeat(200) + '1' + ')'.repeat(200);
    let caught: unknown;
    try {
      compile(src);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ExprSyntaxError);
    expect([(caught as ExprSyntaxError).src, (caught as ExprSyntaxError).position]).toEqual([src, 101]);
  });
  test.each([
    ['brackets', (n: number) => '['.repeat(n) + ']'.repeat(n)],
    ['parentheses', (n: number) => '('.repeat(n) + '1' + ')'.repeat(n)],
    ['calls', (n: number) => 'len('.repeat(n - 1) + '[]' + ')'.repeat(n - 1)],
    ['unary minus', (n: number) => '-'.repeat(n) + '1'],
    ['else branches', (n: number) => '1 if x else '.repeat(n) + '0'],
  ])('up to 100 levels of %s compile, 101 do not (as the README says)', (_, nest) => {
    expect(syntax(nest(100))).toBe('compiled');
    expect(syntax(nest(101))).toMatch(/expression is nested too deeply/);
  });
  test('ordinary depth still compiles', () => {
    expect(show('['.repeat(50) + '1' + ']'.repeat(50))).toBe('['.repeat(50) + '1' + ']'.repeat(50));
    expect(show(Array(300).fill('1').join(' + '))).toBe('300');
  });
});
