import { Text } from '@codemirror/state';
import { describe, expect, test } from 'vitest';
import { spanOf } from '../src/pages/Editor.js';

const doc = Text.of(['game: pig', 'num_players: 0', '', 'flow: x']);
const at = (line: number | null, column: number | null) => {
  const { from, to } = spanOf(doc, { severity: 'error', message: 'm', line, column });
  return doc.sliceString(from, to);
};

describe('where a finding is underlined', () => {
  test.each([
    [2, 14, '0'],
    [2, 1, 'num_players: 0'],
    [1, null, 'game: pig'],
    [null, null, 'game: pig'],
    [3, 5, ''],
    [99, 1, 'flow: x'],
    [2, 99, ''],
  ])('line %s, column %s → %j', (line, column, text) => expect(at(line, column)).toBe(text));
});
