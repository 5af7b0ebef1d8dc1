// The shared acceptance cases (../shared/acceptance/expr-cases.json), when that folder exists.

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { ExprError, compile, evaluate, toText } from '@tabletwin/expr';

const file = fileURLToPath(new URL('../../../../shared/acceptance/expr-cases.json', import.meta.url));

interface Case {
  src: string;
  scope?: Record<string, unknown>;
  expect: { repr?: string; error?: string; syntax?: boolean };
}

const cases: Case[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Case[]) : [];

describe.skipIf(cases.length === 0)('shared acceptance cases (expr-cases.json)', () => {
  test.each(cases.map((c) => [c.src, c] as const))('%s', (_, c) => {
    const e = c.expect;
    if (e.syntax) {
      expect(() => compile(c.src)).toThrow(/not allowed|syntax error/);
    } else if (e.repr !== undefined) {
      expect(toText(evaluate('str([(' + c.src + ')])', c.scope ?? {}))).toBe(e.repr);
    } else {
      let err: unknown;
      try {
        evaluate(c.src, c.scope ?? {});
      } catch (x) {
        err = x;
      }
      expect(err).toBeInstanceOf(ExprError);
      if (e.error !== 'any') expect((err as ExprError).kind).toBe(e.error);
    }
  });
});
