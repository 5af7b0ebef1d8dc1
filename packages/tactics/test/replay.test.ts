// docs/tactics.md (seats) and docs/engine.md (requests): `playToQuestion`, the one replay of a game
// up to a person's question, used by the site's player and `tabletwin play`.
import { describe as group, expect, it } from 'vitest';
import { loadModel, newGame, randomPlayer, type Player } from '@tabletwin/engine';
import { playerFromSpec, playToQuestion } from '../src/index.js';
import { pig } from './helpers.js';

const model = pig();
const human = playerFromSpec('human', { model });

/** Pig with a person in seat 0 and a random player (seeded afresh each time): the person's answers, and where the replay stops. */
const fromStart = (answers: number[], players: Player[] = [human, randomPlayer(4)]) =>
  playToQuestion(newGame(model, { seed: 1 }), { players, answers });

group('playToQuestion', () => {
  it('stops at the first question of a person, the request left open', () => {
    const q = fromStart([]);
    expect([q.used, q.question?.player, q.question?.where, q.play.stop]).toEqual([0, 0, 'step choice', 'stopped']);
  });

  const cases: [string, number[], number][] = [
    ['every answer is used, in order', [0, 0, 1], 3],
    ['an answer that is not an option is not used: the question is asked again', [0, 7, 1], 1],
    ['a fraction is not an option', [0.5], 0],
  ];
  it.each(cases)('%s', (_name, answers, used) => {
    const q = fromStart(answers);
    expect(q.used).toBe(used);
    expect(q.question?.player).toBe(0);
  });

  it('the same answers reach the same place: the replay is the game', () => {
    const a = fromStart([0, 0, 1, 0]);
    const b = fromStart([0, 0, 1, 0]);
    expect(b.play.game.snapshot()).toEqual(a.play.game.snapshot());
    // A prefix stops earlier, at the question its answers leave open.
    const prefix = fromStart([0, 0]);
    expect(prefix.play.requests).toBeLessThan(a.play.requests);
  });

  it("onAnswer tells each answer and whether it was a person's", () => {
    const seen: string[] = [];
    playToQuestion(newGame(model, { seed: 1 }), {
      players: [human, randomPlayer(4)],
      answers: [0, 1],
      onAnswer: (r, i, listed) => seen.push(`${r.kind === 'decision' ? r.player : 'c'}${listed !== null ? '!' : ''}:${i}`),
    });
    // Seat 0's two answers are listed; the die and seat 1's moves are not.
    expect(seen.filter((x) => x.includes('!'))).toEqual(['0!:0', '0!:1']);
    expect(seen.some((x) => x.startsWith('c'))).toBe(true);
    expect(seen.some((x) => x.startsWith('1:'))).toBe(true);
  });

  it('asks: every decision from the list, as an undo replays a game with its recorded moves', () => {
    const first = playToQuestion(newGame(model, { seed: 2 }), {
      players: [randomPlayer(4), randomPlayer(9)],
      answers: [],
      maxRequests: 30,
    });
    const moves: number[] = [];
    const again = playToQuestion(newGame(model, { seed: 2 }), {
      players: [human, human],
      answers: decisionsOf(first.play.game),
      asks: () => true,
      maxRequests: 30,
      onAnswer: (r, i) => (r.kind === 'decision' ? moves.push(i) : undefined),
    });
    expect(moves).toEqual(decisionsOf(first.play.game));
    expect(again.play.game.snapshot()).toEqual(first.play.game.snapshot());
  });

  it('the end, the limit, a stop asked for and an error are told by play.stop, with no question', () => {
    const bot = randomPlayer(4);
    const ended = playToQuestion(newGame(model, { seed: 3 }), { players: [bot, bot], answers: [] });
    expect([ended.question, ended.play.stop, ended.play.reason !== null]).toEqual([null, null, true]);
    const limited = playToQuestion(newGame(model, { seed: 3 }), { players: [bot, bot], answers: [], maxRequests: 5 });
    expect([limited.question, limited.play.stop, limited.play.requests]).toEqual([null, 'limit', 5]);
    const asked = playToQuestion(newGame(model, { seed: 3 }), {
      players: [bot, bot],
      answers: [],
      stopped: (r) => r.kind === 'decision' && r.player === 1,
    });
    expect([asked.question, asked.play.stop]).toEqual([null, 'stopped']);
    const failing = loadModel(
      [
        'game: t',
        'num_players: 1',
        'mode: solo',
        'state: {vars: {n: {init: 0}}}',
        'flow: {id: g, kind: loop, over_x: players, as: p, until_x: "n >= 3", children: [{id: s, kind: step, actor_x: p, do: [a, b]}]}',
        'actions:',
        '  a: {effect: [{op: set, var: n, value_x: "n + 1 if n < 1 else 1 / 0"}]}',
        '  b: {effect: [{op: add, var: n, amount: 1}]}',
        'end: [{id: done, if_x: "n >= 3", result: draw}]',
      ].join('\n'),
    );
    const failed = playToQuestion(newGame(failing, { seed: 1 }), { players: [human], answers: [0, 0, 0] });
    // The second a divides by zero: two answers were played, the third never asked.
    expect([failed.question, failed.play.stop, failed.used]).toEqual([null, 'error', 2]);
    expect(String(failed.play.error)).toContain('division by zero');
  });
});

/** The decisions' answers in a game's log, in order. */
function decisionsOf(game: ReturnType<typeof newGame>): number[] {
  return game.log.flatMap((e) => (e.kind === 'decision' ? [(e as { index: number }).index] : []));
}
