// (c) Every example written `expr` → `value` evaluates to that value: its repr, exactly, or for
// `` `1 / 0` → `ZeroDivisionError` `` an error of that kind (and, after a colon, a message that
// holds the words given). Examples after a model marked `<!-- scope -->` are evaluated in a game
// of that model (seed 1) at its first request, or at its end; the others with the builtins only. docs/architecture.md is the
// developers' page and uses the arrow for other things.
import { describe, expect, test } from 'vitest';
import { evaluate, repr } from '@tabletwin/expr';
import { loadModel, newGame, type Game } from '@tabletwin/engine';
import { examples, pages, type Example } from './pages.js';

const all = pages()
  .filter((p) => p.name !== 'architecture.md')
  .flatMap((p) => examples(p));
const games = new Map<string, Game>();

function gameOf(e: Example): Game {
  const key = `${e.scope!.page}:${e.scope!.line}`;
  let g = games.get(key);
  if (g === undefined) games.set(key, (g = newGame(loadModel(e.scope!.body), { seed: 1 })));
  return g;
}

function outcome(e: Example): string {
  try {
    return repr(e.scope === null ? evaluate(e.expr) : gameOf(e).evaluate(e.expr));
  } catch (err) {
    const x = err as { kind?: string; message: string };
    return `${x.kind ?? 'Error'}: ${x.message}`;
  }
}

describe.each(all.map((e) => [`${e.page}:${e.line} ${e.expr}`, e] as const))('%s', (_name, e) => {
  test(`→ ${e.value}`, () => {
    const got = outcome(e);
    const error = /^([A-Z]\w*Error)(?::\s*(.*))?$/.exec(e.value);
    if (error === null) expect(got).toBe(e.value);
    else {
      expect(got.startsWith(`${error[1]}:`)).toBe(true);
      if (error[2] !== undefined) expect(got).toContain(error[2]);
    }
  });
});
