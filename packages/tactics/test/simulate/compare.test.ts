// compare(): paired seeds find a planted difference, none between a tactic and itself, and are
// narrower than the unpaired interval.
import { describe, expect, it } from 'vitest';
import { compare, mergeCompare, sidesOf, simulateChunk, type CompareSpec } from '../../src/index.js';
import { FILES, HOLD, PIG } from './common.js';

describe('compare', () => {
  it("goal 20 against goal 30 (random players): the first player's edge changes, and pairing narrows the interval", () => {
    const c = compare({ model: PIG, players: ['random'], a: {}, b: { set: { GOAL: '30' } }, games: 4000, seed: 1 });
    const s = c.seats[0]!;
    expect(c.pairs).toBe(4000);
    expect(s.winLow!).toBeGreaterThan(0);
    expect(s.sentence).toMatch(/^A wins \d+\.\d points more often \(95%: \d+\.\d to \d+\.\d\)$/);
    expect(s.winHigh! - s.winDiff!).toBeLessThan(s.winUnpairedHalf!);
    // The unpaired interval would not show it.
    expect(s.winDiff! - s.winUnpairedHalf!).toBeLessThan(0);
    expect(c.seats[1]!.sentence).toMatch(/^B wins/);
    expect([c.a.set, c.b.set]).toEqual([{}, { GOAL: '30' }]);
  });
  it('a tactic against itself: no difference, an interval of width 0', () => {
    const c = compare({ model: PIG, files: FILES, players: [HOLD, 'random'], a: {}, b: {}, games: 500, seed: 1 });
    expect(c.seats.map((s) => [s.winDiff, s.winLow, s.winHigh, s.sentence])).toEqual([
      [0, 0, 0, 'no difference shown'],
      [0, 0, 0, 'no difference shown'],
    ]);
  });
  it('other players: hold at 8 against random wins more often than random against random', () => {
    const c = compare({
      model: PIG,
      files: FILES,
      a: { players: [HOLD, 'random'] },
      b: { players: ['random'] },
      games: 400,
      seed: 1,
    });
    expect(c.seats[0]!.a).toBe(HOLD);
    expect(c.seats[0]!.b).toBe('random');
    expect(c.seats[0]!.winLow!).toBeGreaterThan(0.1);
  });
  it('a second model text as the variant', () => {
    const spec: CompareSpec = {
      model: PIG,
      players: ['random'],
      a: {},
      b: { model: PIG.replace('GOAL: 20', 'GOAL: 30') },
      games: 300,
      seed: 5,
    };
    const bySet = compare({ ...spec, b: { set: { GOAL: 30 } } });
    expect(JSON.stringify(compare(spec).seats)).toBe(JSON.stringify(bySet.seats));
  });
  it('from chunks, in any order, the same', () => {
    const spec: CompareSpec = { model: PIG, players: ['random'], a: {}, b: { set: { GOAL: '25' } }, games: 200, seed: 2 };
    const [a, b] = sidesOf(spec);
    const merged = mergeCompare(spec, [simulateChunk(a, 50, 200), simulateChunk(a, 0, 50)], [simulateChunk(b, 0, 200)], 2);
    expect(JSON.stringify(merged)).toBe(JSON.stringify(compare(spec)));
  });
  it('a side without players is an error', () => {
    expect(() => compare({ model: PIG, a: {}, b: {}, games: 1, seed: 1 })).toThrow('side A has no players');
  });
});
