// CFR over the compiled tree (flat arrays, src/solve/compiled.ts) against the reference that walks
// the tree's objects (src/solve/cfr-reference.ts): the same average strategies, values and
// exploitabilities within 1e-9 on Kuhn poker, Leduc hold'em and Goofspiel with three cards.
import { loadModel, newGame } from '@tabletwin/engine';
import { describe, expect, test } from 'vitest';
import { buildTree, measure } from '../src/solve/cfr.js';
import { averageObjects, iterateObjects } from '../src/solve/cfr-reference.js';
import { averagesInto, compile, iterateCompiled } from '../src/solve/compiled.js';
import { exampleText } from './helpers.js';

describe.each([
  ['kuhn-poker.yaml', 1000, 58],
  ['leduc-poker.yaml', 200, 9457],
  ['goofspiel.yaml', 1000, 418],
])('%s, %i iterations', (file, iterations, nodes) => {
  test('the compiled iterations give what the reference gives', () => {
    const model = loadModel(exampleText(file));
    const n = model.numPlayers;
    const built = buildTree(newGame(model, { seed: 0 }), n, 1_000_000, 'test');
    expect(built.count).toBe(nodes);

    // The compiled run keeps its state in arrays; the reference's, in the sets (untouched so far).
    const compiled = compile(built, n);
    iterateCompiled(compiled, 1, iterations);
    averagesInto(compiled, built.sets);
    const fast = measure(built, n);
    iterateObjects(built, n, 1, iterations);
    averageObjects(built);
    const slow = measure(built, n);

    expect(Object.keys(fast.entries)).toEqual(Object.keys(slow.entries));
    let largest = 0;
    for (const [key, e] of Object.entries(slow.entries))
      e.probs.forEach((x, i) => (largest = Math.max(largest, Math.abs(x - fast.entries[key]!.probs[i]!))));
    expect(largest).toBeLessThan(1e-9);
    fast.values.forEach((v, p) => expect(Math.abs(v - slow.values[p]!)).toBeLessThan(1e-9));
    expect(Math.abs(fast.exploitability - slow.exploitability)).toBeLessThan(1e-9);
    // Both have learnt something: far below the uniform strategy's exploitability.
    expect(slow.exploitability).toBeLessThan(0.01);
  });

  test('iterations split in two runs are the same as one run', () => {
    const model = loadModel(exampleText(file));
    const n = model.numPlayers;
    const one = compile(buildTree(newGame(model, { seed: 0 }), n, 1_000_000, 'test'), n);
    const two = compile(buildTree(newGame(model, { seed: 0 }), n, 1_000_000, 'test'), n);
    iterateCompiled(one, 1, 20);
    iterateCompiled(two, 1, 7);
    iterateCompiled(two, 8, 20);
    expect(Array.from(two.sum)).toEqual(Array.from(one.sum));
    expect(Array.from(two.regret)).toEqual(Array.from(one.regret));
  });
});
