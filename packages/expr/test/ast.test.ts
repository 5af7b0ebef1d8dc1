// parse, the node kinds and walk: what the validator reads from an expression.

import { describe, expect, test } from 'vitest';
import { children, parse, walk, type CallNode, type ExprNode, type NodeKind } from '@tabletwin/expr';

function kinds(src: string): string[] {
  const out: string[] = [];
  walk(parse(src), (n) => {
    out.push(n.kind);
  });
  return out;
}

describe('node kinds follow Python ast', () => {
  test.each([
    ['1', ['Constant']],
    ["'a' 'b'", ['Constant']],
    ['x', ['Name']],
    ['[1, x]', ['List', 'Constant', 'Name']],
    ['(1, 2)', ['Tuple', 'Constant', 'Constant']],
    ['{1}', ['Set', 'Constant']],
    ["{'a': 1, **d}", ['Dict', 'Constant', 'Constant', 'Name']],
    ['a + b * c', ['BinOp', 'Name', 'BinOp', 'Name', 'Name']],
    ['not -x', ['UnaryOp', 'UnaryOp', 'Name']],
    ['a and b or c', ['BoolOp', 'BoolOp', 'Name', 'Name', 'Name']],
    ['0 < x <= 3', ['Compare', 'Constant', 'Name', 'Constant']],
    ['a if b else c', ['IfExp', 'Name', 'Name', 'Name']],
    ['f(x, k=1)', ['Call', 'Name', 'Name', 'Constant']],
    ["d.get('a')", ['Call', 'Attribute', 'Name', 'Constant']],
    ['L[1:2]', ['Subscript', 'Name', 'Slice', 'Constant', 'Constant']],
    ['[c for c in h if c]', ['ListComp', 'Name', 'Name', 'Name', 'Name']],
    ['{c for c in h}', ['SetComp', 'Name', 'Name', 'Name']],
    ['(c for c in h)', ['GeneratorExp', 'Name', 'Name', 'Name']],
    ['{k: v for k, v in d}', ['DictComp', 'Name', 'Tuple', 'Name', 'Name', 'Name', 'Name']],
  ] as [string, NodeKind[]][])('%s', (src, expected) => expect(kinds(src)).toEqual(expected));
});

describe('fields the validator relies on', () => {
  test('positions: src.slice(start, end) is the node text', () => {
    const src = "x + modified('power', 3)";
    const texts: string[] = [];
    walk(parse(src), (n) => {
      texts.push(src.slice(n.start, n.end));
    });
    expect(texts).toEqual([src, 'x', "modified('power', 3)", 'modified', "'power'", '3']);
  });
  test('modified() with a literal stat', () => {
    const call = parse("modified('power', v, who=actor)") as CallNode;
    expect(call.kind).toBe('Call');
    expect(call.func).toMatchObject({ kind: 'Name', id: 'modified' });
    expect(call.args[0]).toMatchObject({ kind: 'Constant', value: 'power' });
    expect(call.keywords.map((k) => k.name)).toEqual(['who']);
  });
  test('who_x as a list literal, comprehension or list() call', () => {
    expect(parse('[0, 1]').kind).toBe('List');
    expect(parse('[p for p in players]').kind).toBe('ListComp');
    expect(parse('list(players)')).toMatchObject({ kind: 'Call', func: { kind: 'Name', id: 'list' } });
  });
  test('text literals are Constant nodes with string values', () => {
    const texts: string[] = [];
    walk(parse("board == 'map' and x in ('a', \"b\")"), (n) => {
      if (n.kind === 'Constant' && typeof n.value === 'string') texts.push(n.value);
    });
    expect(texts).toEqual(['map', 'a', 'b']);
  });
  test('returning false from the visitor skips the children', () => {
    const seen: string[] = [];
    walk(parse('f(g(x))'), (n) => {
      seen.push(n.kind);
      return n.kind !== 'Call' || seen.length === 1;
    });
    expect(seen).toEqual(['Call', 'Name', 'Call']);
  });
  test('children lists the direct children in source order', () => {
    const node = parse('a[1] + b') as ExprNode;
    expect(children(node).map((n) => n.kind)).toEqual(['Subscript', 'Name']);
  });
});
