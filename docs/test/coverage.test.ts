// (f) Every op, builtin, method, board function and finding code has an entry in the docs: a
// heading or the first cell of a table row naming it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BUILTIN_NAMES, METHOD_NAMES } from '@tabletwin/expr';
import { BOARD_FUNCTION_NAMES } from '@tabletwin/geometry';
import { FINDING_CODES } from '@tabletwin/validator';
import { entries, pages, repoDir } from './pages.js';

const entriesOf = (name: string) => entries(pages().find((p) => p.name === name)!);
const schema = JSON.parse(readFileSync(join(repoDir, 'packages/validator/schema.json'), 'utf8')) as {
  $defs: { op: { oneOf: { $ref: string }[] } };
};
const OPS = schema.$defs.op.oneOf.map((o) => o.$ref.replace('#/$defs/op_', ''));

test.each(OPS)('op %s has a heading in reference.md', (op) => {
  expect(entriesOf('reference.md')).toContain(`\`${op}\``);
});

test.each([...BUILTIN_NAMES])('builtin %s has a row in expressions.md', (name) => {
  expect(entriesOf('expressions.md').some((e) => e.startsWith(`\`${name}(`))).toBe(true);
});

test.each([...METHOD_NAMES])('method %s has a row in expressions.md', (name) => {
  expect(entriesOf('expressions.md')).toContain(`\`.${name}\``);
});

test.each([...BOARD_FUNCTION_NAMES])('board function %s has a heading in board-geometry.md', (name) => {
  expect(entriesOf('board-geometry.md')).toContain(`\`${name}\``);
});

test.each(Object.keys(FINDING_CODES))('finding code %s has a row in engine.md', (code) => {
  expect(entriesOf('engine.md')).toContain(`\`${code}\``);
});
