// CFR over the compiled tree (flat arrays, src/solve/compiled.ts) against the reference that walks
// the tree's objects (src/solve/cfr-reference.ts): the same average strategies, values and
// exploitabilities, to the last bit (the same floating-point operations in the same order), on
// Kuhn poker, Leduc hold'em, Goofspiel with three cards, and Kuhn poker with infinite returns
// (where 0 times a value is not 0, so the compiled iterations take no shortcut: both give NaN).
import { loadModel, newGame } from '@tabletwin/engine';
import { describe, expect, test } from 'vitest';
import { buildTree } from '../src/solve/cfr.js';
import { averageObjects, iterateObjects, measureObjects } from '../src/solve/cfr-reference.js';
import { averagesInto, compile, iterateCompiled } from '../src/solve/compiled.js';
import { measureCompiled } from '../src/solve/compiled-measure.js';
import { exampleText } from './helpers.js';

/** Kuhn poker with every return times infinity (1e300 · 1e300). */
const HUGE = 'kuhn-poker.yaml, infinite returns';
const text = (file: string): string =>
  file === HUGE
    ? exampleText('kuhn-poker.yaml')
        .replaceAll('returns_x: "[', 'returns_x: "[1e300 * 1e300 * (')
        .replaceAll(' for p in players]"', ') for p in players]"')
    : exampleText(file);

describe.each([
  ['kuhn-poker.yaml', 1000, 58],
  ['leduc-poker.yaml', 200, 9457],
  ['goofspiel.yaml', 1000, 418],
  [HUGE, 300, 58],
])('%s, %i iterations', (file, iterations, nodes) => {
  test('the compiled iterations give what the reference gives', () => {
    const model = loadModel(text(file));
    const n = model.numPlayers;
    const built = buildTree(newGame(model, { seed: 0 }), n, 1_000_000, 'test');
    expect(built.count).toBe(nodes);

    // The compiled run keeps its state in arrays; the reference's, in the sets (untouched so far).
    const compiled = compile(built, n);
    iterateCompiled(compiled, 1, iterations);
    averagesInto(compiled, built.sets);
    const fast = measureCompiled(compiled, built.sets);
    expect(measureObjects(built, n)).toEqual(fast);
    iterateObjects(built, n, 1, iterations);
    averageObjects(built);
    const slow = measureObjects(built, n);

    expect(compiled.tame).toBe(file !== HUGE);
    expect(Object.keys(fast.entries)).toEqual(Object.keys(slow.entries));
    expect(fast).toEqual(slow);
    // Both have learnt something: far below the uniform strategy's exploitability.
    if (file !== HUGE) expect(slow.exploitability).toBeLessThan(0.01);
  });

  test('iterations split in two runs are the same as one run', () => {
    const model = loadModel(text(file));
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
