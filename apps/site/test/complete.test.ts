import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { ensureSyntaxTree } from '@codemirror/language';
import { yaml } from '@codemirror/lang-yaml';
import { EditorState } from '@codemirror/state';
import schema from '@tabletwin/validator/schema.json' with { type: 'json' };
import { describe, expect, test } from 'vitest';
import { keysAt, schemaCompletion, valuesAt } from '../src/lib/complete.js';

/** The labels offered at `|` in `doc`. */
function offered(doc: string): string[] | null {
  const pos = doc.indexOf('|');
  const text = doc.replace('|', '');
  const state = EditorState.create({ doc: text, extensions: [yaml()] });
  // The whole tree, however long a loaded machine takes: a partial one (5 s were once not enough
  // in CI) misses the keys already present and offers them again.
  expect(ensureSyntaxTree(state, text.length, 60_000)).not.toBeNull();
  const result = schemaCompletion(schema as never)(new CompletionContext(state, pos, true)) as CompletionResult | null;
  return result === null ? null : result.options.map((o) => o.label);
}

const defs = (schema as unknown as { $defs: Record<string, { properties: object }> }).$defs;
/** Every key of the add op but `op`, which the item has already. */
const addKeys = Object.keys(defs['op_add']!.properties)
  .filter((k) => k !== 'op')
  .sort();
const top = Object.keys((schema as { properties: object }).properties).sort();

describe('completion from the model schema', () => {
  test.each([
    [
      'a key at the top, those present left out',
      'game: pig\nnum_players: 2\n|',
      top.filter((k) => k !== 'game' && k !== 'num_players'),
    ],
    [
      'a key typed on the last line, after a nested block',
      'game: pig\nopen_questions:\n  - id: a\n    status: assumed\nbo|',
      top.filter((k) => k !== 'game' && k !== 'open_questions'),
    ],
    ['a partly typed key at the top', 'game: pig\nst|', top.filter((k) => k !== 'game')],
    [
      'the keys of an action',
      'actions:\n  roll:\n    pr|',
      ['actor', 'cost', 'effect', 'label', 'note', 'pre', 'pre_x', 'speed'],
    ],
    [
      'an op picked by op: in a flow mapping',
      'actions:\n  roll:\n    effect:\n      - {op: roll, b|}',
      ['bind', 'die', 'die_x', 'note', 'visible_to', 'visible_to_x'],
    ],
    ['an op picked by op: in a block mapping', 'actions:\n  a:\n    effect:\n      - op: add\n        va|', addKeys],
    [
      'an empty line under a key at its indent',
      'actions:\n  roll:\n    pre: x\n    |',
      ['actor', 'cost', 'effect', 'label', 'note', 'pre_x', 'speed'],
    ],
    ['the values of result in end', 'end:\n  - {id: x, result: w|}', ['continue', 'draw', 'eliminate', 'loss', 'score', 'win']],
  ])('%s', (_, doc, expected) => {
    const got = offered(doc);
    expect(got).not.toBeNull();
    expect(got).toEqual(expected);
  });

  test('keys come with the descriptions of the schema', () => {
    const keys = keysAt(schema as never, ['end', '[]'], new Map());
    expect(keys.find((k) => k.label === 'id')).toEqual({ label: 'id', info: 'The reason reported when the game ends' });
  });

  test('the values of op are every op of the schema', () => {
    const ops = valuesAt(schema as never, ['actions', 'x', 'effect', '[]'], 'op', new Map());
    expect(ops).toContain('roll');
    expect(ops).toContain('for_each');
    expect(ops.length).toBe((schema as { $defs: { op: { oneOf: unknown[] } } }).$defs.op.oneOf.length);
  });
});
