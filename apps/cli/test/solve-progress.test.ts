// What solve says while it works: the estimate always, progress on a terminal (redrawn, cleared at
// the end) or with --progress (lines), at most ten or one a second by the clock given.
import { describe, expect, test } from 'vitest';
import type { SizeEstimate } from '@tabletwin/tactics';
import { progressText, solveWatch } from '../src/solve-progress.js';

const estimate: SizeEstimate = {
  probes: 256,
  work: 900,
  tree: 58,
  treeLow: 46,
  states: 36,
  hidden: 'action deal',
  longest: 5,
  endless: false,
};
const explore = (count: number) => ({ phase: 'explore', method: 'expectimax', count, of: 500_000 }) as const;

function run(tty: boolean, force: boolean, times: number[]): string {
  let out = '';
  let i = 0;
  const w = solveWatch(
    (t) => (out += t),
    { tty, force, name: 'solve kuhn-poker', method: 'auto', maxNodes: 500_000 },
    () => times[i++]!,
  );
  w.onProgress({ phase: 'estimate', estimate });
  for (let k = 0; k < times.length; k++) w.onProgress(explore(k * 2048));
  w.done();
  return out;
}

const said =
  'tabletwin solve kuhn-poker: the game tree has about 58 nodes (from 256 random games); at most 500,000 can be solved\n';

describe('solveWatch', () => {
  test('piped, without --progress: only the estimate', () => {
    expect(run(false, false, [0, 5000])).toBe(said);
  });
  test('--progress into a log: a line a second', () => {
    expect(run(false, true, [0, 500, 1000, 2100])).toBe(
      `${said}exploring: 0 positions (at most 500,000)\nexploring: 4,096 positions (at most 500,000)\nexploring: 6,144 positions (at most 500,000)\n`,
    );
  });
  test('a terminal: redrawn in place ten times a second at most, cleared at the end', () => {
    expect(run(true, false, [0, 50, 150])).toBe(
      `${said}\rexploring: 0 positions (at most 500,000)\x1b[K\rexploring: 4,096 positions (at most 500,000)\x1b[K\r\x1b[K`,
    );
  });
  test.each([
    [{ phase: 'explore', method: 'cfr', count: 4096, of: 500_000 }, 'building the game tree: 4,096 nodes (at most 500,000)'],
    [{ phase: 'iterate', method: 'cfr', count: 12, of: 1000 }, 'CFR iteration 12 of 1,000'],
    [{ phase: 'iterate', method: 'expectimax', count: 3, of: 10_000 }, 'sweep 3 (at most 10,000)'],
    [{ phase: 'iterate', method: 'mccfr', count: 250, of: 10_000 }, 'sampled CFR iteration 250 of 10,000'],
    [
      { phase: 'evaluate', method: 'mccfr', count: 1200, of: 20_000 },
      'estimating the value and the exploitability: sampled game 1,200 of 20,000',
    ],
  ] as const)('%j', (p, text) => expect(progressText(p)).toBe(text));
  test('mccfr: the estimate names the cap on information states, not on the tree', () => {
    let out = '';
    const w = solveWatch((t) => (out += t), {
      tty: false,
      force: false,
      name: 'solve kuhn-poker',
      method: 'mccfr',
      maxNodes: 500_000,
      maxStates: 100_000,
    });
    w.onProgress({ phase: 'estimate', estimate });
    expect(out).toBe(
      'tabletwin solve kuhn-poker: the game tree has about 58 nodes (from 256 random games); sampled CFR keeps at most 100,000 information states\n',
    );
  });
});
