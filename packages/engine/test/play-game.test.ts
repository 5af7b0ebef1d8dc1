// docs/engine.md (requests): `playGame`, the one loop that plays a whole game, and the record it
// gives of a game that did not reach its end (cut off, stopped, or failed with `keepErrors`).
import { describe as group, expect, it } from 'vitest';
import { newGame, playGame, playOn, type Player, type PlayOptions } from '../src/index.js';
import { model } from './helpers.js';

/**
 * Two seats take turns adding 1 to `n`, or 2 with `b`; `fail` divides by zero once `n` reaches
 * 3; the game ends at `n >= 6`.
 */
const counting = (fail: boolean) =>
  model(
    'game: t',
    'num_players: 2',
    'mode: competitive',
    'state: {vars: {n: {init: 0}}}',
    'flow: {id: g, kind: loop, over_x: players, as: p, until_x: "n >= 6", children: [{id: s, kind: step, actor_x: p, do: [a, b]}]}',
    'actions:',
    `  a: {effect: [{op: set, var: n, value_x: "${fail ? 'n + 1 if n < 3 else 1 / 0' : 'n + 1'}"}]}`,
    '  b: {effect: [{op: add, var: n, amount: 2}]}',
    'end: [{id: done, if_x: "n >= 6", result: draw}]',
  );

const first: Player = { choose: () => 0 };

group('playGame', () => {
  const cases: [string, boolean, PlayOptions, { stop: string | null; requests: number; reason: string | null }][] = [
    ['ends: six answers of a', false, { players: first }, { stop: null, requests: 6, reason: 'done' }],
    ['cut off at maxRequests', false, { players: first, maxRequests: 4 }, { stop: 'limit', requests: 4, reason: null }],
    ['stopped when asked to', false, { players: first, stopped: stopAfter(2) }, { stop: 'stopped', requests: 2, reason: null }],
    [
      'an error kept: the requests answered before it',
      true,
      { players: first, keepErrors: true },
      { stop: 'error', requests: 4, reason: null },
    ],
  ];
  it.each(cases)('%s', (_name, fail, options, want) => {
    const r = playGame(counting(fail), options);
    expect({ stop: r.stop, requests: r.requests, reason: r.reason }).toEqual(want);
    expect(r.returns === null).toBe(want.reason === null);
    expect(r.error === null).toBe(want.stop !== 'error');
  });

  it('an error is thrown without keepErrors, with the same message as the kept one', () => {
    const kept = playGame(counting(true), { players: first, keepErrors: true }).error as Error;
    expect(kept.message).toContain('ZeroDivisionError: division by zero');
    expect(() => playGame(counting(true), { players: first })).toThrow(kept.message);
  });

  it("a player's own error is kept like the engine's", () => {
    const broken: Player = {
      choose: () => {
        throw new Error('no idea');
      },
    };
    const r = playGame(counting(false), { players: broken, keepErrors: true });
    expect([r.stop, r.requests, (r.error as Error).message]).toEqual(['error', 0, 'no idea']);
  });

  it('onAnswer sees every answer, in order, before it is played', () => {
    const seen: string[] = [];
    const players: Player = { choose: (r) => (r.player === 0 ? 1 : 0) };
    const r = playGame(counting(false), {
      players,
      onAnswer: (req, i) => seen.push(`${req.kind === 'decision' ? req.player : 'chance'}:${i}`),
    });
    // 2, 3, 5, 6: b, a, b, a.
    expect(seen).toEqual(['0:1', '1:0', '0:1', '1:0']);
    expect(r.requests).toBe(seen.length);
  });
});

group('playOn', () => {
  it('plays on from where a game is, and a refused request stays open', () => {
    const game = newGame(counting(false), { seed: 3 });
    // Stop at seat 1's first question: seat 0 has answered once.
    const first1 = playOn(game, { players: first, stopped: (r) => r.kind === 'decision' && r.player === 1 });
    expect([first1.stop, first1.requests, game.state.vars['n']]).toEqual(['stopped', 1, 1]);
    const open = game.request();
    expect(open.kind === 'decision' && open.player).toBe(1);
    // The rest from there: five more answers, counted in this call only.
    const rest = playOn(game, { players: first });
    expect([rest.stop, rest.requests, rest.reason]).toEqual([null, 5, 'done']);
  });

  it('playGame is playOn from a new game: the same answers and returns', () => {
    const players: Player = { choose: (r) => r.player };
    const whole = playGame(counting(false), { seed: 5, players });
    const on = playOn(newGame(counting(false), { seed: 5 }), { players });
    expect([on.requests, on.returns, on.log.map((e) => e.kind)]).toEqual([
      whole.requests,
      whole.returns,
      whole.log.map((e) => e.kind),
    ]);
    expect(on.requests).toBe(4); // a, b, a, b: 1, 3, 4, 6
  });
});

function stopAfter(n: number): () => boolean {
  let asked = 0;
  return () => asked++ >= n;
}
