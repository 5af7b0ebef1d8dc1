import { describe, expect, it } from 'vitest';
import { parseSeat, seatOf, seatReason, tacticPathOf, TacticError } from '../src/index.js';

const KINDS =
  'use random, first, human, agent:<name>, mcts, mcts:<iterations>, mcts:<seconds>s, tactic:<path> (look-ahead:tactic:<path> or no-look-ahead:tactic:<path> to turn its look-ahead on or off) or solved:<strategy.json>';

describe('parseSeat', () => {
  it.each([
    ['random', { kind: 'random' }],
    ['first', { kind: 'first' }],
    ['human', { kind: 'human' }],
    ['agent:greedy', { kind: 'agent', name: 'greedy' }],
    ['mcts', { kind: 'mcts', budget: { iterations: 1000 } }],
    ['mcts:200', { kind: 'mcts', budget: { iterations: 200 } }],
    ['mcts:2s', { kind: 'mcts', budget: { ms: 2000 } }],
    ['tactic:a/b.yaml', { kind: 'tactic', path: 'a/b.yaml', lookAhead: 'file' }],
    ['look-ahead:tactic:b.yaml', { kind: 'tactic', path: 'b.yaml', lookAhead: 'on' }],
    ['no-look-ahead:tactic:b.yaml', { kind: 'tactic', path: 'b.yaml', lookAhead: 'off' }],
    ['solved:s.json', { kind: 'solved', path: 's.json' }],
  ])('%s', (spec, seat) => {
    expect(parseSeat(spec)).toEqual(seat);
  });

  it.each([
    ['robot', `not a player: ${KINDS}`],
    ['tactic:', `not a player: ${KINDS}`],
    ['solved:', `not a player: ${KINDS}`],
    ['', `not a player: ${KINDS}`],
    ['look-ahead:random', 'look-ahead is for a tactic seat: look-ahead:tactic:<path>'],
    ['no-look-ahead:solved:s.json', 'look-ahead is for a tactic seat: no-look-ahead:tactic:<path>'],
    ['mcts:fast', "mcts takes a number of iterations (mcts:2000) or a time per decision (mcts:2s, mcts:500ms), not 'fast'"],
  ])('%j is refused: %s', (spec, reason) => {
    let error: unknown;
    try {
      parseSeat(spec);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TacticError);
    expect((error as TacticError).kind).toBe('player');
    expect((error as TacticError).message).toBe(`player ${spec}: ${reason}`);
    expect(seatReason(spec, error)).toBe(reason);
    expect(seatOf(spec)).toBeNull();
  });

  it("tacticPathOf: a tactic seat's file, null for any other text", () => {
    expect(tacticPathOf('look-ahead:tactic:x.yaml')).toBe('x.yaml');
    expect(tacticPathOf('random')).toBeNull();
    expect(tacticPathOf('you')).toBeNull();
    expect(tacticPathOf('tactic:')).toBeNull();
  });
});
