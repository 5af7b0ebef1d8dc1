// The seat words of the player page: look-ahead read by @tabletwin/tactics, labels of the seat menus.
import { describe, expect, test } from 'vitest';
import { asksLookAhead, isTacticSeat, seatLabel, withLookAhead, withoutLookAhead } from '../src/lib/seats.js';

describe('seats', () => {
  test.each([
    // [spec, menu label, tactic seat, asks for look-ahead, without the word]
    ['random', 'random', false, false, 'random'],
    ['tactic:models/tactics/pig-tactic.yaml', 'tactic pig-tactic', true, false, 'tactic:models/tactics/pig-tactic.yaml'],
    [
      'look-ahead:tactic:models/tactics/pig-tactic.yaml',
      'tactic pig-tactic',
      true,
      true,
      'tactic:models/tactics/pig-tactic.yaml',
    ],
    ['no-look-ahead:tactic:your-tactic.yaml', 'your tactic', true, false, 'tactic:your-tactic.yaml'],
    ['look-ahead:random', 'random', false, false, 'random'],
  ])('%s', (spec, label, tactic, asks, base) => {
    expect([seatLabel(spec), isTacticSeat(spec), asksLookAhead(spec), withoutLookAhead(spec)]).toEqual([
      label,
      tactic,
      asks,
      base,
    ]);
  });

  test('the box writes the words of the command line', () => {
    expect(withLookAhead('tactic:your-tactic.yaml', true, true)).toBe('look-ahead:tactic:your-tactic.yaml');
    expect(withLookAhead('tactic:your-tactic.yaml', false, true)).toBe('no-look-ahead:tactic:your-tactic.yaml');
    expect(withLookAhead('look-ahead:tactic:a.yaml', false, false)).toBe('tactic:a.yaml');
  });
});
