// The flow as a tree, text of docs/guide.md step 7, pinned byte for byte for every model of models/ and
// of the acceptance folder (drafts too): test/trees/<file>.txt (trees/acceptance/<file>.txt for the acceptance models) holds the text captured before the
// tree became data. After a change of the tree's text on purpose, write them anew with
// `TABLETWIN_WRITE_TREES=1 npx vitest run test/flow-tree.test.ts` and read the diff.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { modelFiles } from '@tabletwin/engine/testing';
import { describe, expect, test } from 'vitest';
import { renderTree, validate } from '../src/index.js';

const dir = fileURLToPath(new URL('./trees/', import.meta.url));
const write = process.env['TABLETWIN_WRITE_TREES'] === '1';
const files = modelFiles({ drafts: true });

describe('the tree text of each model is the text captured in test/trees', () => {
  // The acceptance folder may hold a model of the same name as one of ours: its own subfolder.
  test.each(files.map((f) => [`${f.origin}/${f.name}`, f] as const))('%s', (_name, file) => {
    const text = `${renderTree(validate(file.text, { testGames: false }).flow)}\n`;
    const golden = join(dir, file.origin === 'acceptance' ? 'acceptance' : '', `${file.name.replace(/\.ya?ml$/, '')}.txt`);
    if (write) writeFileSync(golden, text);
    expect(existsSync(golden)).toBe(true);
    expect(text).toBe(readFileSync(golden, 'utf8'));
  });

  // Odd shapes a broken model may have: the tree shows them as it did before.
  const odd: Record<string, unknown>[] = [
    {
      flow: {
        kind: 'sequence',
        children: [{ id: 3, kind: 'step', do: 'a' }, { label: 7, kind: 'thing' }, {}, 'x', { id: 's', kind: 'subflow' }],
      },
    },
    {
      flow: {
        id: 'b',
        kind: 'branch',
        cases: ['x', { when: 5, label: 9, children: [{ kind: 'step', do: ['a', 3, 'b'], actor: true }] }, { children: null }],
      },
    },
    {
      flow: {
        id: 'l',
        kind: 'loop',
        as: 'p',
        until: '',
        end_event: '',
        window: 'w',
        children: [{ kind: 'loop', over: 0, as: 5, once: true }],
      },
    },
    { flow: { id: 'e', kind: 'step', do: 'a', end_event: [1, 'b'], window: false }, actions: { a: { pre: 'ok', pre_x: 'x' } } },
    { flow: { id: 'e', kind: 'step', do: 'a', end_event: 5, window: 0 }, actions: { a: { pre_x: true } } },
    {
      flow: { id: 'n', kind: 'sequence', label: { a: 1 }, children: [{ id: 'r', kind: 'subflow', ref: { x: 1 }, note: 'why' }] },
      flows: { f: 'x', g: { kind: 'step', do: [] } },
    },
    { flow: 'text', flows: { only: { id: 'o', kind: 'sequence', children: [] } } },
    {
      flow: {
        id: 'u',
        kind: 'loop',
        over_x: 'players',
        over: null,
        until_x: 3,
        children: [{ kind: 'sequence', children: 'no' }],
      },
    },
  ];
  test('odd shapes', () => {
    const text = `${odd.map((m) => renderTree(validate(m, { testGames: false }).flow)).join('\n---\n')}\n`;
    const golden = join(dir, 'odd-shapes.txt');
    if (write) writeFileSync(golden, text);
    expect(text).toBe(readFileSync(golden, 'utf8'));
  });
});
