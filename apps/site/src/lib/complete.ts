// Completion from the model's JSON Schema (the validator's schema.json): the keys that fit where the
// cursor is, with their descriptions, and the values of a key that has a fixed set. The place is a
// path of keys (`[]` for a list item) read from CodeMirror's YAML syntax tree; `op:` and `kind:` pick
// the branch of a list of ops or a flow node.
import type { CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';
import type { SyntaxNode } from '@lezer/common';

type Schema = { [key: string]: unknown };

export interface Suggestion {
  label: string;
  info?: string;
}

const isObj = (v: unknown): v is Schema => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The schema nodes a node stands for: `$ref` followed, `oneOf`/`anyOf`/`allOf` opened (a discriminator picks its branch). */
function expand(root: Schema, node: unknown, siblings: ReadonlyMap<string, string>, seen = 0): Schema[] {
  if (!isObj(node) || seen > 20) return [];
  const ref = node['$ref'];
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    let target: unknown = root;
    for (const part of ref.slice(2).split('/')) target = isObj(target) ? target[part] : undefined;
    return expand(root, target, siblings, seen + 1);
  }
  const out: Schema[] = [node];
  const disc = isObj(node['discriminator']) ? node['discriminator']['propertyName'] : undefined;
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    const list = node[key];
    if (!Array.isArray(list)) continue;
    let branches = list.flatMap((b) => expand(root, b, siblings, seen + 1));
    if (typeof disc === 'string' && siblings.has(disc)) {
      const picked = branches.filter((b) => constOf(b, disc) === siblings.get(disc));
      if (picked.length > 0) branches = picked;
    }
    out.push(...branches);
  }
  return out;
}

function constOf(node: Schema, key: string): unknown {
  const props = node['properties'];
  const p = isObj(props) ? props[key] : undefined;
  return isObj(p) ? p['const'] : undefined;
}

/** The schema nodes at `path` from the root (`[]` steps into a list's items; a key not listed goes to `additionalProperties`). */
export function schemaAt(root: Schema, path: readonly string[], siblings: ReadonlyMap<string, string> = new Map()): Schema[] {
  let nodes = expand(root, root, new Map());
  path.forEach((step, i) => {
    const last = i === path.length - 1;
    const next: Schema[] = [];
    for (const n of nodes) {
      if (step === '[]') {
        if (n['items'] !== undefined) next.push(n['items'] as Schema);
        continue;
      }
      const props = n['properties'];
      if (isObj(props) && props[step] !== undefined) next.push(props[step] as Schema);
      else if (isObj(n['additionalProperties'])) next.push(n['additionalProperties']);
    }
    nodes = next.flatMap((n) => expand(root, n, last ? siblings : new Map()));
  });
  return nodes;
}

/** The keys a mapping at `path` may have (those already there left out), sorted, with their descriptions. */
export function keysAt(
  root: Schema,
  path: readonly string[],
  siblings: ReadonlyMap<string, string>,
  present: ReadonlySet<string> = new Set(),
): Suggestion[] {
  const found = new Map<string, Suggestion>();
  for (const n of schemaAt(root, path, siblings)) {
    const props = n['properties'];
    if (!isObj(props)) continue;
    for (const [label, p] of Object.entries(props)) {
      if (present.has(label) || found.has(label)) continue;
      const info = [...expand(root, p, new Map())].map((x) => x['description']).find((d) => typeof d === 'string') as
        string | undefined;
      found.set(label, info === undefined ? { label } : { label, info });
    }
  }
  return [...found.values()].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

/** The values a key may take when the schema lists them (`enum`, `const`): `result: win | loss | …`, `op: set | add | …`. */
export function valuesAt(root: Schema, path: readonly string[], key: string, siblings: ReadonlyMap<string, string>): string[] {
  const out = new Set<string>();
  // The discriminator itself: every branch's constant.
  for (const n of schemaAt(root, path, new Map())) {
    const props = n['properties'];
    const p = isObj(props) ? props[key] : undefined;
    for (const x of expand(root, p, siblings)) {
      if (Array.isArray(x['enum'])) for (const v of x['enum']) if (typeof v === 'string') out.add(v);
      if (typeof x['const'] === 'string') out.add(x['const']);
    }
  }
  return [...out].sort();
}

const text = (ctx: CompletionContext, n: SyntaxNode): string => ctx.state.doc.sliceString(n.from, n.to).trim();

/** The keys and their plain values of a mapping node (`op: set` → op ↦ set). */
function pairsOf(ctx: CompletionContext, mapping: SyntaxNode): Map<string, string> {
  const out = new Map<string, string>();
  for (let c = mapping.firstChild; c !== null; c = c.nextSibling) {
    if (c.name !== 'Pair') continue;
    const key = c.getChild('Key');
    if (key === null) continue;
    const value = key.nextSibling?.name === ':' ? key.nextSibling.nextSibling : key.nextSibling;
    out.set(text(ctx, key), value === null ? '' : text(ctx, value));
  }
  return out;
}

/** The path of keys from the document down to `node` (`[]` for list items). */
function pathTo(ctx: CompletionContext, node: SyntaxNode | null): string[] {
  const path: string[] = [];
  for (let n = node; n !== null; n = n.parent) {
    if (n.name === 'Pair') {
      const key = n.getChild('Key');
      if (key !== null) path.unshift(text(ctx, key));
    } else if (n.name === 'Item' || n.name === 'FlowSequence') path.unshift('[]');
  }
  return path;
}

/** The mapping of the nearest key above `pos` at the same column, within the same block (null: none). */
function mappingAbove(ctx: CompletionContext, pos: number): SyntaxNode | null {
  const doc = ctx.state.doc;
  const line = doc.lineAt(pos);
  const col = pos - line.from;
  for (let l = line.number - 1; l >= 1; l--) {
    const t = doc.line(l).text;
    if (t.trim() === '' || /^\s*#/.test(t)) continue;
    const m = /^(\s*(?:- )*)[\w-]+\s*:/.exec(t);
    if (m !== null && m[1]!.length === col) {
      let n: SyntaxNode | null = syntaxTree(ctx.state).resolveInner(doc.line(l).from + col, 1);
      while (n !== null && n.name !== 'Pair') n = n.parent;
      return n?.parent ?? null;
    }
    if (t.length - t.trimStart().length < col && !/^\s*- /.test(t)) return null;
  }
  return null;
}

/** At column 0, the document's own mapping (the keys already at the top). */
function topMapping(ctx: CompletionContext, pos: number): SyntaxNode | null {
  if (pos !== ctx.state.doc.lineAt(pos).from) return null;
  const doc = syntaxTree(ctx.state).topNode.getChild('Document');
  return doc?.getChild('BlockMapping') ?? null;
}

/** A CodeMirror completion source over `schema`. */
export function schemaCompletion(schema: Schema): CompletionSource {
  return (ctx: CompletionContext): CompletionResult | null => {
    const word = ctx.matchBefore(/[\w-]*/);
    if (word === null || (word.from === word.to && !ctx.explicit)) return null;
    const inner = syntaxTree(ctx.state).resolveInner(ctx.pos, -1);
    const inKey = inner.parent?.name === 'Key' || inner.name === 'Key';
    const pair = [inner, inner.parent, inner.parent?.parent].find((n) => n?.name === 'Pair') ?? null;
    let mapping: SyntaxNode | null = null;
    let path: string[] | null = null;
    if (pair !== null && !inKey && pair.getChild('Key') !== null && pair.getChild('Key')!.to < word.from) {
      const key = pair.getChild('Key')!;
      const doc = ctx.state.doc;
      if (doc.lineAt(word.from).number > doc.lineAt(key.to).number) {
        // `roll:` then an indented word on the next line reads as roll's value, but is the first key under it.
        path = pathTo(ctx, pair);
      } else {
        // A value after `key: `: the values the schema lists for that key.
        const m = pair.parent;
        const values = valuesAt(schema, pathTo(ctx, m), text(ctx, key), m === null ? new Map() : pairsOf(ctx, m));
        return values.length === 0 ? null : { from: word.from, options: values.map((label) => ({ label, type: 'enum' })) };
      }
    } else {
      // A key: the keys of the mapping the cursor is in (on an empty line, the mapping of the key above at this indent).
      mapping =
        pair?.parent ??
        [inner, inner.parent].find((n) => n?.name === 'BlockMapping' || n?.name === 'FlowMapping') ??
        mappingAbove(ctx, word.from) ??
        topMapping(ctx, word.from);
      path = mapping === null ? [] : pathTo(ctx, mapping);
    }
    const siblings = mapping === null ? new Map<string, string>() : pairsOf(ctx, mapping);
    const typed = ctx.state.doc.sliceString(word.from, word.to);
    const present = new Set([...siblings.keys()].filter((k) => k !== typed));
    const keys = keysAt(schema, path, siblings, present);
    if (keys.length === 0) return null;
    return {
      from: word.from,
      options: keys.map((k) => ({
        label: k.label,
        type: 'property',
        apply: `${k.label}: `,
        ...(k.info ? { info: k.info } : {}),
      })),
      validFor: /^[\w-]*$/,
    };
  };
}
