import { describe, expect, test } from 'vitest';
import { optionText } from '../src/lib/log.js';
import { byLabel, fileChoice, listOf, plural, resultWords } from '../src/lib/words.js';

describe('words', () => {
  test.each([
    [[1, -1], 'Player 0 wins'],
    [[-1, 1, -1], 'Player 1 wins'],
    [[0, 0], 'A draw'],
    [[1, 1, 0], 'A draw'],
    [[1, 1], 'Everyone wins'],
    [[-1, -1], 'A draw'],
  ])('returns %j: %s', (returns, want) => expect(resultWords(returns)).toBe(want));

  test('plurals and lists', () => {
    expect([plural(1, 'request'), plural(0, 'request'), plural(2, 'request')]).toEqual(['1 request', '0 requests', '2 requests']);
    expect(plural(3, 'match', 'matches')).toBe('3 matches');
    expect([listOf([0]), listOf([0, 1]), listOf([0, 1, 2])]).toEqual(['0', '0 and 1', '0, 1 and 2']);
  });

  test('an option naming an action shows its label and its id', () => {
    expect(optionText('roll', { roll: 'Throw the die' })).toBe('Throw the die (roll)');
    expect(optionText('e2e4', { roll: 'Throw the die' })).toBe('e2e4');
    expect(optionText('toString', {})).toBe('toString');
  });

  test('menus: label and file id, sorted by label', () => {
    const files = [
      { id: 'tictactoe', label: 'Tic-tac-toe' },
      { id: 'chess', label: 'Chess' },
      { id: 'pig', label: 'Pig' },
      { id: 'bare', label: null },
    ];
    expect(byLabel(files).map((f) => fileChoice(f.id, f.label))).toEqual([
      'bare',
      'Chess (chess)',
      'Pig (pig)',
      'Tic-tac-toe (tictactoe)',
    ]);
  });
});
