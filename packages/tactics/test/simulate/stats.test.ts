// The intervals against values worked out by hand (z = 1.96), and the sentences of a comparison.
import { describe, expect, it } from 'vitest';
import {
  histogram,
  meanInterval,
  pairedInterval,
  quantile,
  sentenceOf,
  unpairedHalfWidth,
  wilson,
  winnersOf,
} from '../../src/index.js';

describe('Wilson interval', () => {
  // 8 of 10: p = 0.8, z² = 3.8416; centre = (0.8 + 0.19208) / 1.38416 = 0.716738;
  // half = 1.96 / 1.38416 × √(0.016 + 0.009604) = 0.226581.
  it.each([
    [8, 10, 0.490157, 0.943319],
    // 0 of 10: centre = 0.19208 / 1.38416 = 0.138770 = half, so the interval starts at 0.
    [0, 10, 0, 0.27754],
    [10, 10, 0.72246, 1],
    // 3036 of 4000: p = 0.759, √(p(1 − p)/n + z²/4n²) = 0.0067668, × 1.96 / 1.0009604 = half 0.013250;
    // centre (0.759 + 0.0004802) / 1.0009604 = 0.758752.
    [3036, 4000, 0.745502, 0.772002],
  ])('%i of %i: %f to %f', (w, n, low, high) => {
    const ci = wilson(w, n);
    expect(ci.low).toBeCloseTo(low, 5);
    expect(ci.high).toBeCloseTo(high, 5);
  });
  it('no games: no interval', () => expect(wilson(0, 0)).toEqual({ low: null, high: null }));
});

describe('mean and paired intervals', () => {
  it('mean of 1, 2, 3, 4: 2.5, sd √(5/3) = 1.290994, half 1.96 × 1.290994 / 2 = 1.265175', () => {
    const m = meanInterval([1, 2, 3, 4]);
    expect(m.mean).toBe(2.5);
    expect(m.sd).toBeCloseTo(1.290994, 6);
    expect(m.low).toBeCloseTo(1.234825, 6);
    expect(m.high).toBeCloseTo(3.765175, 6);
  });
  it('one value: a mean, no interval', () => expect(meanInterval([3])).toEqual({ mean: 3, sd: null, low: null, high: null }));
  it('paired: differences 1, 0, 0, 1 have mean 0.5, sd √(1/3), half 1.96 × 0.577350 / 2 = 0.565803', () => {
    const p = pairedInterval([1, 0, 1, 1], [0, 0, 1, 0]);
    expect(p.diff).toBe(0.5);
    expect(p.low).toBeCloseTo(-0.065803, 6);
    expect(p.high).toBeCloseTo(1.065803, 6);
  });
  it('unpaired half width: 1.96 × √(sa²/na + sb²/nb) = 1.96 × √(1/12 + 1/12) = 0.800167', () => {
    expect(unpairedHalfWidth([1, 0, 1, 0], [0, 1, 0, 1])).toBeCloseTo(0.800167, 6);
  });
});

describe('quantiles and histograms', () => {
  it.each([
    [0.5, 5],
    [0.9, 9],
    [1, 10],
    [0, 1],
  ])('nearest rank: quantile %f of 1 … 10 is %i', (q, v) => {
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], q)).toBe(v);
  });
  it('bins of equal width from the smallest to the largest', () => {
    expect(histogram([3, 4, 4, 10], 4)).toEqual([
      { from: 3, to: 4, count: 3 },
      { from: 5, to: 6, count: 0 },
      { from: 7, to: 8, count: 0 },
      { from: 9, to: 10, count: 1 },
    ]);
    expect(histogram([5, 5], 8)).toEqual([{ from: 5, to: 5, count: 2 }]);
  });
});

describe('who won', () => {
  it.each([
    [[1, -1], [0], false],
    [[0, 0], [], true],
    [[1, 1], [0, 1], false],
    [[-1, -1], [], true],
    [[5, 5, 2], [], true],
    [[2, 7, 3], [1], false],
    [[1], [0], false],
  ])('%j: winners %j, draw %s', (returns, winners, draw) => {
    expect(winnersOf(returns)).toEqual({ winners, draw });
  });
});

describe('sentences', () => {
  it.each([
    [0.061, 0.039, 0.083, 'A wins 6.1 points more often (95%: 3.9 to 8.3)'],
    [-0.061, -0.083, -0.039, 'B wins 6.1 points more often (95%: 3.9 to 8.3)'],
    [0.01, -0.002, 0.022, 'no difference shown'],
    [0, 0, 0, 'no difference shown'],
    [null, null, null, 'too few games to compare'],
  ])('%f (%f to %f): %s', (d, low, high, text) => {
    expect(sentenceOf(d, low, high)).toBe(text);
  });
});
