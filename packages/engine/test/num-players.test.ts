// docs/reference.md#top-level `num_players`: a whole number of players, 2 when left out. Anything else is a
// ModelError at its line (issue 10: `1e12` crashed with `RangeError: Invalid array length`,
// `100000000` ran out of memory after a minute, `0`, `-3` and `two` silently became 2).
import { describe, expect, it } from 'vitest';
import { ModelError, loadModel, newGame } from '../src/index.js';
import { MAX_PLAYERS } from '../src/model/load.js';

const text = (value: string | null) =>
  [
    'game: t',
    'label: T',
    ...(value === null ? [] : [`num_players: ${value}`]),
    'flow: {id: game, kind: sequence, children: []}',
    'end: []',
  ].join('\n');

function errorOf(f: () => unknown): ModelError {
  try {
    f();
  } catch (e) {
    if (e instanceof ModelError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('num_players', () => {
  it.each([
    [null, 2],
    ['1', 1],
    ['3', 3],
    ['3.0', 3],
    ['1_000', 1000],
    [String(MAX_PLAYERS), MAX_PLAYERS],
  ])('%s gives %i players', (value, players) => {
    const model = loadModel(text(value));
    expect(model.numPlayers).toBe(players);
    expect(newGame(model, { advance: false }).evaluate('n_players')).toBe(players);
  });

  it.each([
    ['1e12', '1000000000000'],
    ['100000000', '100000000'],
    ['1001', '1001'],
    ['0', '0'],
    ['-3', '-3'],
    ['two', "'two'"],
    ['2.5', '2.5'],
    ['"3"', "'3'"],
    ['yes', 'True'],
    ['', 'None'],
    ['.inf', 'inf'],
    ['.nan', 'nan'],
    ['[2]', '[2]'],
  ])('%s is a ModelError at its line', (value, shown) => {
    const e = errorOf(() => loadModel(text(value)));
    const reason = `num_players must be a whole number from 1 to 1000, not ${shown}`;
    expect([e.kind, e.reason, e.path, e.line, e.column]).toEqual(['not-a-model', reason, ['num_players'], 3, 1]);
    expect(e.message).toBe(`${reason} (at num_players, line 3, column 1)`);
  });

  it('a model given as data gets the same error, without a line', () => {
    const e = errorOf(() => loadModel({ num_players: 0, flow: { id: 'game', kind: 'sequence', children: [] }, end: [] }));
    expect(e.message).toBe('num_players must be a whole number from 1 to 1000, not 0 (at num_players)');
  });

  it('the largest number of players plays', () => {
    const game = newGame(loadModel(text(String(MAX_PLAYERS))), { advance: false });
    expect(game.evaluate('len(players) == n_players == 1000')).toBe(true);
  });
});
