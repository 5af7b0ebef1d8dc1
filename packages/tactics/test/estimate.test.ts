// The size estimate before solving: Knuth's estimator on trees whose size is known exactly, the
// lower estimate of positions, the counted work, and the refusals it gives (chess, Pig, a game
// that never ends, a tree of hidden cards) in bounded work.
import { loadModel, newGame, type Model } from '@tabletwin/engine';
import { describe, expect, test } from 'vitest';
import { estimateSize, estimateText, sizeText, solve, SolveError, type SizeEstimate, type SolveProgress } from '../src/index.js';
import { exampleText } from './helpers.js';

/** Player 0 adds one of `steps` to a counter until it reaches `top`. */
function counter(top: number, steps: number[]): Model {
  return loadModel(`
game: counter
num_players: 2
mode: competitive
state:
  vars:
    n: {init: 0}
flow:
  id: game
  kind: loop
  until_x: "n >= ${top}"
  children:
    - {id: move, kind: step, actor_x: "0", do: [${steps.map((_, i) => `add${i}`).join(', ')}]}
actions:
${steps.map((s, i) => `  add${i}: {effect: [{op: add, var: n, amount: ${s}}]}`).join('\n')}
end:
  - {id: top, if_x: "n >= ${top}", result: win, who_x: "0"}
`);
}

/** Nodes of the counter's tree from `n`: itself, then one subtree per step (an end is one node). */
function treeSize(n: number, top: number, steps: number[]): number {
  return n >= top ? 1 : 1 + steps.reduce((a, s) => a + treeSize(n + s, top, steps), 0);
}

const cpuSeconds = (run: () => void): number => {
  const t = process.cpuUsage();
  run();
  const u = process.cpuUsage(t);
  return (u.user + u.system) / 1e6;
};

describe("Knuth's estimator", () => {
  test('a tree where every path has the same choices: every probe gives its size exactly', () => {
    const e = estimateSize(newGame(counter(4, [1, 1, 1]), { seed: 0 }));
    // 1 + 3 + 9 + 27 + 81
    expect(treeSize(0, 4, [1, 1, 1])).toBe(121);
    expect([e.tree, e.treeLow, e.probes, e.work]).toEqual([121, 121, 256, 256 * 4]);
  });

  test('a lopsided tree: the mean comes close to the exact size, which the solver counts too', () => {
    const model = counter(12, [1, 2, 3]);
    const exact = treeSize(0, 12, [1, 2, 3]);
    expect(exact).toBe(3313);
    expect(solve({ model, method: 'cfr', iterations: 0 }).nodes).toBe(exact);
    const e = estimateSize(newGame(model, { seed: 0 }), { maxProbes: 4000, maxWork: 1e6 });
    expect(e.probes).toBe(4000);
    expect(Math.abs(e.tree - exact) / exact).toBeLessThan(0.05);
    // Most probes see fewer choices than the mean stands for: the quartile is well below it.
    expect(e.treeLow).toBeLessThan(exact);
  });

  test('the positions: a lower estimate, below the count the solver finds', () => {
    const model = loadModel(exampleText('tictactoe.yaml'));
    const e = estimateSize(newGame(model, { seed: 0 }));
    const exact = solve({ model }).nodes;
    expect(exact).toBe(5256);
    expect(e.states).toBeLessThan(exact);
    expect(e.states).toBeGreaterThan(exact / 4);
    // The tree is far bigger than the positions: transpositions.
    expect(e.tree).toBeGreaterThan(50 * exact);
  });

  // Keying positions does not draw from the probes' generator: the same probes, only `states` differs.
  test.each([
    ['tictactoe.yaml', false, 0],
    ['tictactoe.yaml', 'until-hidden', 'as with true'],
    ['kuhn-poker.yaml', 'until-hidden', 0],
    ['kuhn-poker.yaml', false, 0],
  ] as const)('%s with positions %s: the same tree and work, states %s', (file, positions, states) => {
    const model = loadModel(exampleText(file));
    const all = estimateSize(newGame(model, { seed: 0 }));
    const e = estimateSize(newGame(model, { seed: 0 }), { positions });
    expect([e.tree, e.treeLow, e.probes, e.work, e.hidden, e.longest]).toEqual([
      all.tree,
      all.treeLow,
      all.probes,
      all.work,
      all.hidden,
      all.longest,
    ]);
    expect(all.states).toBeGreaterThan(0);
    expect(e.states).toBe(states === 0 ? 0 : all.states);
  });

  test('the counted work stops it: at most maxWork answers, at most maxProbes probes', () => {
    const pig = newGame(loadModel(exampleText('pig.yaml')), { seed: 0 });
    expect(estimateSize(pig, { maxWork: 100 }).work).toBe(100);
    expect(estimateSize(pig, { maxProbes: 5 }).probes).toBe(5);
    expect(estimateSize(pig, { maxWork: 0 })).toMatchObject({ probes: 0, work: 0, tree: 0, states: 0 });
  });

  test('a game that never ends is endless', () => {
    const e = estimateSize(newGame(counter(1e9, [1, 2]), { seed: 0 }), { maxProbes: 2, maxDepth: 500 });
    expect([e.endless, e.longest, e.work]).toEqual([true, 500, 1000]);
  });

  test.each([
    [12, '12'],
    [1234, '1,200'],
    [3.2e12, '3.2e12'],
    [Infinity, 'more than 1e308'],
  ])('sizeText(%d) is %s', (n, text) => expect(sizeText(n)).toBe(text));

  const SIZES: SizeEstimate = { probes: 3, work: 30, tree: 0, treeLow: 0, states: 0, hidden: null, longest: 10, endless: false };
  // An estimate past the largest number says so once, without an "about" before it.
  test.each([
    [
      { states: 7700, tree: 1.6e26 },
      false,
      'the game has at least about 7,700 positions (from 3 random games; its tree has about 1.6e26 nodes)',
    ],
    [
      { states: 7700, tree: Infinity },
      false,
      'the game has at least about 7,700 positions (from 3 random games; its tree has more than 1e308 nodes)',
    ],
    [
      { states: Infinity, tree: Infinity },
      false,
      'the game has more than 1e308 positions (from 3 random games; its tree has more than 1e308 nodes)',
    ],
    [{ states: 10, tree: Infinity }, true, 'the game tree has more than 1e308 nodes (from 3 random games)'],
    [{ states: 10, tree: 58 }, true, 'the game tree has about 58 nodes (from 3 random games)'],
  ])('estimateText(%o, cfr %s)', (sizes, cfr, text) => expect(estimateText({ ...SIZES, ...sizes }, cfr)).toBe(text));
});

describe('solve refuses a game too big quickly, in counted work', () => {
  const refused = (model: Model, method?: 'cfr'): { error: SolveError; progress: SolveProgress[]; seconds: number } => {
    const progress: SolveProgress[] = [];
    let error: unknown;
    const seconds = cpuSeconds(() => {
      try {
        solve({ model, ...(method === undefined ? {} : { method }), onProgress: (p) => progress.push(p) });
      } catch (e) {
        error = e;
      }
    });
    expect(error).toBeInstanceOf(SolveError);
    return { error: error as SolveError, progress, seconds };
  };

  test('chess: after 16 random games, by its positions', () => {
    const { error, progress, seconds } = refused(loadModel(exampleText('chess.yaml')));
    expect(error.kind).toBe('too-large');
    expect(error.message).toMatch(
      /^solve chess: too big: the game has at least about \d\.\de6 positions \(from 16 random games; its tree has about \d\.\de\d+ nodes\); at most 500,000 can be solved$/,
    );
    expect(error.estimate!.work).toBeLessThanOrEqual(16 * 200);
    // Nothing was explored: the estimate refused it, and said nothing before.
    expect(progress).toEqual([]);
    expect(seconds).toBeLessThan(60);
  });

  test('Pig, whose pot can grow without end: too big, after some 20,000 positions', () => {
    const { error, progress, seconds } = refused(loadModel(exampleText('pig.yaml')));
    expect(error.kind).toBe('too-large');
    expect(error.message).toBe(
      'solve pig: too big: a line of play went 20,000 requests deep without ending or coming back to a position (flow rolling: loop does not end): its positions grow without end; a game must be bounded to be solved',
    );
    const explored = progress.flatMap((p) => (p.phase === 'explore' ? [p.count] : []));
    expect(Math.max(...explored)).toBeLessThan(30_000);
    expect(seconds).toBeLessThan(60);
  });

  test('a game that never ends, by CFR: refused by the estimate', () => {
    const { error, progress } = refused(counter(1e9, [1, 2]), 'cfr');
    expect(error.message).toBe('solve counter: a history longer than 2,000 requests: CFR needs a game that ends');
    expect(progress).toEqual([]);
  });

  test('hidden cards (higher-lower): the tree of histories, for CFR', () => {
    const { error, seconds } = refused(loadModel(exampleText('higher-lower.yaml')));
    expect(error.message).toMatch(
      /^solve higher-lower: too big: the game tree has about \d\.\de11 nodes \(from 16 random games\); at most 500,000 can be solved exactly \(method mccfr samples bigger games\)$/,
    );
    expect(seconds).toBeLessThan(60);
  });

  test('Kuhn poker is measured, then solved, with progress', () => {
    const progress: SolveProgress[] = [];
    const r = solve({ model: loadModel(exampleText('kuhn-poker.yaml')), iterations: 10, onProgress: (p) => progress.push(p) });
    // A hidden request turns `auto` to CFR, which needs no positions: none were looked at.
    expect(r.estimate).toMatchObject({ probes: 256, hidden: 'action deal', endless: false, states: 0 });
    expect(Math.abs(r.estimate.tree - 58) / 58).toBeLessThan(0.1);
    expect(progress[0]).toEqual({ phase: 'estimate', estimate: r.estimate });
    expect(progress.filter((p) => p.phase === 'iterate').map((p) => p.phase === 'iterate' && p.count)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });
});
