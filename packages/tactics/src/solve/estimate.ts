// How big a game is, measured before solving it, from random games ("probes") with a bounded
// number of answers. Two figures (see the package README, "Solving small games"):
// - the game tree, by Knuth's estimator: a probe that meets b1, b2, ... choices on its way stands
//   for 1 + b1 + b1·b2 + ... nodes, and the mean over probes is an unbiased estimate of the tree;
// - the positions, a lower estimate from how often two probes meet the same one: if a position of
//   a random slot of a random probe is spread over N positions, two probes coincide in a slot pair
//   at least 1/N of the time, so few coincidences mean many positions.
import { RunError } from '@tabletwin/engine';
import type { Game } from '../game.js';
import { nextInt, seeded } from '../rng.js';
import { hash53 } from '@tabletwin/engine';
import { memoKey } from './keys.js';

export interface SizeEstimate {
  /** Random games played, and the answers given in them (the counted work). */
  readonly probes: number;
  readonly work: number;
  /** Knuth's estimate of the nodes of the game tree (histories), ends and chance included. */
  readonly tree: number;
  /** The first quartile of the probes' own figures: a refusal trusts this, not the mean, which one lucky probe can make. */
  readonly treeLow: number;
  /** A lower estimate of the distinct positions (0 when positions were not looked at). */
  readonly states: number;
  /** The place of the first request not seen by everyone that a probe met, or `null`. */
  readonly hidden: string | null;
  /** Requests in the longest probe. */
  readonly longest: number;
  /** A probe went past `maxDepth` requests, or the engine stopped it as a loop that does not end. */
  readonly endless: boolean;
}

export interface EstimateOptions {
  seed?: number;
  /** The most probes (default 256) and answers in all of them (default 40,000). */
  maxProbes?: number;
  maxWork?: number;
  /** Requests after which a probe counts as endless (default 10,000). */
  maxDepth?: number;
  /** Called after every 16 probes; `true` stops probing (the answer is clear). */
  enough?: (estimate: SizeEstimate) => boolean;
  /**
   * Whether positions are looked at for the lower estimate of them (default `true`). Keying each
   * position is most of a probe's cost, and only expectimax needs the figure: `false` leaves
   * `states` 0, and `'until-hidden'` stops at the first request not seen by everyone (where `auto`
   * turns to CFR), leaving `states` 0 if there is one.
   */
  positions?: boolean | 'until-hidden';
}

const BATCH = 16;

/** Whether `e` is the engine's guard against a loop (or `repeat`) that runs on without end. */
export function isEndless(e: unknown): e is RunError {
  return e instanceof RunError && / does not end$/.test(e.message);
}

export function estimateSize(root: Game, options: EstimateOptions = {}): SizeEstimate {
  const rng = seeded(options.seed ?? 0);
  const maxProbes = options.maxProbes ?? 256;
  const maxWork = options.maxWork ?? 40_000;
  const maxDepth = options.maxDepth ?? 10_000;
  const positions = options.positions ?? true;
  const figures: number[] = [];
  /** Per depth of a probe after the root: a hash of its position, by probe. */
  const slots: { probe: number; depth: number; key: number }[] = [];
  let work = 0;
  let hidden: string | null = null;
  let longest = 0;
  let endless = false;
  /** Whether positions are being looked at now; `hidden` is the first hidden request met so far. */
  const looking = (): boolean => positions === true || (positions === 'until-hidden' && hidden === null);
  let estimate = summary();
  let summed = 0;
  while (figures.length < maxProbes && work < maxWork) {
    const probe = figures.length;
    const game = root.clone();
    let weight = 1;
    let figure = 1;
    let depth = 0;
    try {
      for (;;) {
        const r = game.request();
        if (r.kind === 'end') break;
        if (r.visibleTo !== 'all') hidden ??= r.where;
        const choices = r.kind === 'decision' ? r.options.map((_, i) => i) : r.outcomes.flatMap((o, i) => (o.p > 0 ? [i] : []));
        weight *= choices.length;
        figure += weight;
        game.answer(choices[nextInt(rng, choices.length)]!);
        depth++;
        work++;
        if (depth >= maxDepth) {
          endless = true;
          break;
        }
        if (looking()) slots.push({ probe, depth, key: hash53(memoKey(game), 0) });
        if (work >= maxWork) break;
      }
    } catch (e) {
      if (!isEndless(e)) throw e;
      endless = true;
    }
    figures.push(figure);
    longest = Math.max(longest, depth);
    if (figures.length % BATCH === 0) {
      estimate = summary();
      summed = figures.length;
      if (options.enough?.(estimate) === true) break;
    }
  }
  return summed === figures.length ? estimate : summary();

  function summary(): SizeEstimate {
    const sorted = [...figures].sort((a, b) => a - b);
    const tree = figures.length === 0 ? 0 : figures.reduce((a, b) => a + b, 0) / figures.length;
    const treeLow = sorted.length === 0 ? 0 : sorted[Math.floor((sorted.length - 1) / 4)]!;
    return { probes: figures.length, work, tree, treeLow, states: states(figures.length), hidden, longest, endless };
  }

  /**
   * The largest lower estimate over ranges of depths (all from 2^j on, and each [2^j, 2^(j+1))):
   * shallow positions are few and shared by every probe, deep ones may never repeat.
   */
  function states(probes: number): number {
    if (probes < 2 || !looking()) return 0;
    let best = 0;
    for (let from = 1; from <= longest; from *= 2) {
      for (const to of [from * 2, Infinity]) {
        const inRange = slots.filter((s) => s.depth >= from && s.depth < to);
        best = Math.max(best, lowerEstimate(inRange, probes));
      }
    }
    return best;
  }
}

/**
 * filled² · (P − 1) / (2P · c): `c` pairs of slots of two different probes at the same position,
 * counted as at least 3 so that no coincidence at all does not read as infinitely many positions.
 */
function lowerEstimate(slots: readonly { probe: number; key: number }[], probes: number): number {
  const byKey = new Map<number, Map<number, number>>();
  for (const s of slots) {
    let perProbe = byKey.get(s.key);
    if (perProbe === undefined) byKey.set(s.key, (perProbe = new Map()));
    perProbe.set(s.probe, (perProbe.get(s.probe) ?? 0) + 1);
  }
  let pairs = 0;
  for (const perProbe of byKey.values()) {
    let total = 0;
    let own = 0;
    for (const n of perProbe.values()) {
      total += n;
      own += n * n;
    }
    pairs += (total * total - own) / 2;
  }
  return (slots.length * slots.length * (probes - 1)) / (2 * probes * Math.max(pairs, 3));
}

/** A size for people: `1,500` (two significant digits), `3.2e12`, `more than 1e308`. */
export function sizeText(n: number): string {
  if (!Number.isFinite(n)) return 'more than 1e308';
  if (n < 1e6) return Number(n.toPrecision(2)).toLocaleString('en-US');
  return n.toExponential(1).replace('e+', 'e');
}

/**
 * The estimate in words: the tree of histories for CFR (`cfr`), else the positions with the tree
 * beside them: `the game tree has about 58 nodes (from 256 random games)`.
 */
export function estimateText(e: SizeEstimate, cfr: boolean): string {
  const probes = `from ${e.probes.toLocaleString('en-US')} random game${e.probes === 1 ? '' : 's'}`;
  if (cfr) return `the game tree has ${about(e.tree)} nodes (${probes})`;
  const states = Number.isFinite(e.states) ? `at least about ${sizeText(e.states)}` : sizeText(e.states);
  return `the game has ${states} positions (${probes}; its tree has ${about(e.tree)} nodes)`;
}

/** `about 1,500`; past the largest number, only `more than 1e308` (an estimate that overflowed). */
const about = (n: number): string => (Number.isFinite(n) ? `about ${sizeText(n)}` : sizeText(n));
