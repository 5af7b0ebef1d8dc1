// `mcts` seats: UCT over the engine's Game, information-set search over worlds that never peek.
// Win rates are asserted within three standard errors; work is bounded by iterations, never time.
import { loadModel, newGame, playGame, randomPlayer, type DecisionRequest, type Game, type Model } from '@tabletwin/engine';
import { describe, expect, it } from 'vitest';
import { mctsBudget, mctsPlayer, playerFromSpec, TacticError, type MctsPlayer } from '../src/index.js';
import { exampleText, fixture, pig, threeSe } from './helpers.js';

const tictactoe = (): Model => loadModel(exampleText('tictactoe.yaml'));
const kuhn = (): Model => loadModel(exampleText('kuhn-poker.yaml'));

/** Plays `games` games, the mcts seat alternating between seat 0 and 1; its wins, draws and mean return. */
function match(
  model: Model,
  games: number,
  mcts: (seed: number) => MctsPlayer,
  other: (seed: number) => ReturnType<typeof randomPlayer>,
) {
  let wins = 0;
  let draws = 0;
  let sum = 0;
  let sum2 = 0;
  for (let s = 1; s <= games; s++) {
    const seat = s % 2;
    const players = seat === 0 ? [mcts(s), other(s)] : [other(s), mcts(s)];
    const r = playGame(model, { seed: s, players });
    const mine = r.returns![seat]!;
    const theirs = r.returns![1 - seat]!;
    if (mine > theirs) wins++;
    else if (mine === theirs) draws++;
    sum += mine;
    sum2 += mine * mine;
  }
  const mean = sum / games;
  const se = Math.sqrt(Math.max(0, sum2 / games - mean * mean) / (games - 1));
  return { wins: wins / games, draws: draws / games, mean, se };
}

describe('perfect information: UCT', () => {
  it('tic-tac-toe, mcts:2000 against mcts:2000: at least 90% draws over 60 games', () => {
    const model = tictactoe();
    const r = match(
      model,
      60,
      (s) => mctsPlayer({ budget: { iterations: 2000 }, seed: 2 * s }),
      (s) => mctsPlayer({ budget: { iterations: 2000 }, seed: 2 * s + 1 }),
    );
    // Perfect play draws; a search that blundered one game in ten would fail this.
    expect(r.draws).toBeGreaterThanOrEqual(0.9);
  });

  it('Pig (goal 20): mcts:200 beats random (about as often as holding at 8, 75%)', () => {
    const games = 120;
    const r = match(
      pig(),
      games,
      (s) => mctsPlayer({ budget: { iterations: 200 }, seed: s }),
      (s) => randomPlayer(s + 1000),
    );
    expect(r.wins - 3 * Math.sqrt((r.wins * (1 - r.wins)) / games)).toBeGreaterThan(0.5);
  });
});

describe('hidden information: search over worlds', () => {
  it('Kuhn poker: mcts:300 wins chips from random (mean return above 0 by three standard errors)', () => {
    const r = match(
      kuhn(),
      400,
      (s) => mctsPlayer({ budget: { iterations: 300 }, seed: s }),
      (s) => randomPlayer(s + 1000),
    );
    expect(r.mean - 3 * r.se).toBeGreaterThan(0);
  });

  it('a die only player 1 saw: guessing low or high with mcts stays at 50%', () => {
    const model = fixture('peek.yaml');
    let wins = 0;
    const games = 1000;
    for (let s = 1; s <= games; s++) {
      const r = playGame(model, { seed: s, players: [mctsPlayer({ budget: { iterations: 50 }, seed: s }), randomPlayer(s)] });
      wins += r.returns![0]! > 0 ? 1 : 0;
    }
    expect(Math.abs(wins / games - 0.5)).toBeLessThan(threeSe(0.5, games));
  });

  /** The record of player 0's first decision, made by mcts with a fixed seed, without its time. */
  function decision(g: Game, seed = 5): unknown {
    const p = mctsPlayer({ budget: { iterations: 300 }, seed });
    p.choose(g.request() as DecisionRequest, g);
    return { ...p.last!.mcts!, ms: 0 };
  }

  it('a card nobody has seen: which card it is in the true game does not change the decision', () => {
    const m = fixture('unseen.yaml');
    const records = ['J', 'Q', 'K'].map((card) => {
      const g = newGame(m, { seed: 1 });
      const r = g.request();
      g.answer(r.kind === 'chance' ? r.outcomes.findIndex((o) => o.label === card) : -1);
      return decision(g);
    });
    expect(records[1]).toEqual(records[0]);
    expect(records[2]).toEqual(records[0]);
    expect((records[0] as { worlds: unknown }).worlds).toEqual({ method: 'replay', fallbacks: 0 });
    // The King is one card in three: betting on it loses on average, so passing is chosen.
    expect((records[0] as { options: { label: string }[]; chosen: number }).options[1]!.label).toBe('pass');
    expect((records[0] as { chosen: number }).chosen).toBe(1);
  });

  it("Kuhn poker: the first player's decision with a King is the same whether the other holds the Jack or the Queen", () => {
    const deal = (other: string) => {
      const g = newGame(kuhn(), { seed: 3 });
      for (const card of ['K', other]) {
        const r = g.request();
        g.answer(r.kind === 'chance' ? r.outcomes.findIndex((o) => o.label === card) : -1);
      }
      return decision(g, 11);
    };
    expect(deal('Q')).toEqual(deal('J'));
  });
});

describe('the record, the budget and the tree', () => {
  it('says iterations, visits and mean value per option; the most visited option is played', () => {
    const p = mctsPlayer({ budget: { iterations: 400 }, seed: 1, record: true });
    playGame(pig(), { seed: 2, players: [p, randomPlayer(3)] });
    for (const d of p.records) {
      const m = d.mcts!;
      expect(m.iterations).toBe(400);
      expect(m.options.reduce((a, o) => a + o.visits, 0)).toBe(400);
      expect(d.by).toBe('mcts:400');
      expect(m.options[m.chosen]!.visits).toBe(Math.max(...m.options.map((o) => o.visits)));
      expect(d.index).toBe(m.chosen);
      for (const o of m.options) if (o.visits > 0) expect(o.mean).toBeGreaterThanOrEqual(-1);
    }
    expect(p.records.length).toBeGreaterThan(3);
  });

  it('is deterministic for its seed', () => {
    const run = () => {
      const p = mctsPlayer({ budget: { iterations: 200 }, seed: 7, record: true });
      playGame(tictactoe(), { seed: 1, players: [p, randomPlayer(1)] });
      return p.records.map((d) => ({ ...d, mcts: { ...d.mcts!, ms: 0 } }));
    };
    expect(run()).toEqual(run());
  });

  it('a tree at its cap stops growing and goes on playing out from its edge', () => {
    const p = mctsPlayer({ budget: { iterations: 500 }, seed: 1, maxNodes: 25 });
    const g = newGame(tictactoe(), { seed: 1 });
    p.choose(g.request() as DecisionRequest, g);
    expect(p.last!.mcts).toMatchObject({ iterations: 500, nodes: 25, full: true });
  });

  it('a time budget still makes at least one iteration', () => {
    const p = mctsPlayer({ budget: { ms: 1 }, seed: 1 });
    const g = newGame(tictactoe(), { seed: 1 });
    p.choose(g.request() as DecisionRequest, g);
    expect(p.last!.mcts!.iterations).toBeGreaterThanOrEqual(1);
  });
});

describe('mcts by text', () => {
  it.each([
    ['mcts', { iterations: 1000 }],
    ['mcts:2000', { iterations: 2000 }],
    ['mcts:2s', { ms: 2000 }],
    ['mcts:0.5s', { ms: 500 }],
    ['mcts:250ms', { ms: 250 }],
  ])('%s', (spec, budget) => {
    expect(mctsBudget(spec)).toEqual(budget);
    const p = playerFromSpec(spec, { model: tictactoe(), seed: 1 }) as MctsPlayer;
    expect(p.settings.budget).toEqual(budget);
  });

  it.each([
    ['mcts:', "player mcts:: mcts takes a number of iterations (mcts:2000) or a time per decision (mcts:2s, mcts:500ms), not ''"],
    [
      'mcts:fast',
      "player mcts:fast: mcts takes a number of iterations (mcts:2000) or a time per decision (mcts:2s, mcts:500ms), not 'fast'",
    ],
    ['mcts:0', 'player mcts:0: the iterations are a whole number from 1 to 100,000,000, not 0'],
    ['mcts:0s', 'player mcts:0s: a time budget is from 1ms to 3600s, not 0s'],
    [
      'mcts:2h',
      "player mcts:2h: mcts takes a number of iterations (mcts:2000) or a time per decision (mcts:2s, mcts:500ms), not '2h'",
    ],
  ])('%s is refused', (spec, message) => {
    expect(() => playerFromSpec(spec, { model: tictactoe() })).toThrow(
      new TacticError('player', `player ${spec}`, message.slice(`player ${spec}: `.length)),
    );
    expect(() => mctsBudget(spec)).toThrow(message);
  });
});
