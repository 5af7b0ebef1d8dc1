// Every expression written in a model, with its path: each `_x` field holding text or a number,
// the entries of `derived_x`, `state.derived` and the `let` and `x` of own functions.
import { entries, isPlainObject, type Dict } from './model.js';
import type { ModelPath } from './report.js';

export interface ExpressionSite {
  src: string;
  path: ModelPath;
  /** A derived value written as plain text: compiled by the engine on first use only. */
  lazy: boolean;
  /** Inside `content`. */
  content: boolean;
}

function asSource(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return undefined;
}

export function expressionSites(root: Dict): ExpressionSite[] {
  const found: ExpressionSite[] = [];
  const add = (v: unknown, path: ModelPath, lazy = false): void => {
    const src = asSource(v);
    if (src !== undefined) found.push({ src, path, lazy, content: path[0] === 'content' });
  };

  const walk = (v: unknown, path: ModelPath): void => {
    if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, [...path, i]));
      return;
    }
    if (!isPlainObject(v)) return;
    for (const [key, x] of entries(v)) {
      const here = [...path, key];
      if (key === 'derived_x' && isPlainObject(x)) {
        for (const [name, e] of entries(x)) add(e, [...here, name]);
      } else if (key.endsWith('_x')) {
        add(x, here);
      } else {
        walk(x, here);
      }
    }
  };

  for (const [key, v] of entries(root)) {
    if (key === 'constants') continue;
    if (key === 'functions') {
      for (const [name, fn] of entries(v)) {
        if (!isPlainObject(fn)) continue;
        for (const [k, e] of entries(fn['let'])) add(e, ['functions', name, 'let', k]);
        add(fn['x'], ['functions', name, 'x']);
      }
    } else if (key === 'state' && isPlainObject(v)) {
      for (const [name, d] of entries(v['derived'])) {
        if (isPlainObject(d)) add(d['x'], ['state', 'derived', name, 'x']);
        else add(d, ['state', 'derived', name], true);
      }
      for (const part of ['zones', 'vars']) walk(v[part], ['state', part]);
    } else {
      walk(v, [key]);
    }
  }
  return found;
}

/** Does some expression mention `word` in quotes (`'Ranged'` or `"Ranged"`)? */
export function quotedIn(sites: readonly ExpressionSite[]): (word: string) => boolean {
  const all = sites.map((s) => s.src).join('\n');
  return (word) => all.includes(`'${word}'`) || all.includes(`"${word}"`);
}
