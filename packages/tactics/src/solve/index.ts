// Solving small games: exact expectimax for perfect information with chance, CFR over
// information states for hidden information; the size measured first (estimate.ts), so a game far
// too big is refused in seconds. Larger games with hidden information: sampled CFR (mccfr.ts).
import { newGame } from '@tabletwin/engine';
import { gameIdOf } from '../game.js';
import { cfr, CFR_MAX_DEPTH } from './cfr.js';
import { mccfr } from './mccfr.js';
import { expectimax, HiddenRequest } from './expectimax.js';
import { estimateSize, estimateText, type SizeEstimate } from './estimate.js';
import {
  SolveError,
  type SolveErrorKind,
  type SolveMethod,
  type SolveOptions,
  type SolveResult,
  type Strategy,
  type StrategyEntry,
} from './types.js';

export const DEFAULT_CFR_ITERATIONS = 1_000;
export const DEFAULT_SWEEPS = 10_000;
export const DEFAULT_MAX_NODES = 500_000;
/** CFR's strategy counts as converged when its exploitability is at most this. */
export const DEFAULT_TOLERANCE = 1e-3;
export const DEFAULT_MCCFR_ITERATIONS = 10_000;
export const DEFAULT_MAX_STATES = 100_000;
export const DEFAULT_GAMES = 10_000;

export function solve(options: SolveOptions): SolveResult {
  const { model } = options;
  const name = gameIdOf(model) ?? 'game';
  const where = `solve ${name}`;
  const method = options.method ?? 'auto';
  if (method !== 'auto' && method !== 'expectimax' && method !== 'cfr' && method !== 'mccfr') {
    throw new SolveError('method', where, `not a method: ${String(method)} (use expectimax, cfr, mccfr or auto)`);
  }
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  if (typeof tolerance !== 'number' || !(tolerance >= 0))
    throw new SolveError('option', where, `the tolerance must be a number from 0 up, not ${String(tolerance)}`);
  const maxNodes = options.maxNodes ?? DEFAULT_MAX_NODES;
  const maxStates = options.maxStates ?? DEFAULT_MAX_STATES;
  const games = options.games ?? DEFAULT_GAMES;
  for (const [name, x] of [
    ['maxStates', maxStates],
    ['games', games],
  ] as const)
    if (!Number.isSafeInteger(x) || x < 1)
      throw new SolveError('option', where, `${name} must be a whole number from 1 up, not ${String(x)}`);
  const root = newGame(model, { seed: options.seed ?? 0 });
  const n = model.numPlayers;
  const progress = options.onProgress;
  // Measured first, so a game far too big is refused in seconds rather than after minutes of exploring.
  const estimate = estimateSize(root, {
    seed: options.seed ?? 0,
    maxWork: options.estimateWork ?? 40_000,
    enough: (e) => refusal(e, kindOf(method, e), maxNodes) !== null,
    // Only expectimax counts positions; `auto` turns to CFR at the first hidden request.
    positions: method === 'expectimax' ? true : method === 'auto' ? 'until-hidden' : false,
  });
  const hiddenFor = (place: string): SolveError =>
    new SolveError('method', where, `expectimax needs every request seen by everyone, and ${place} is not: use cfr`);
  const refuse = (kind: Needs): void => {
    const r = refusal(estimate, kind, maxNodes);
    if (r !== null) throw new SolveError(r.kind, where, r.reason, estimate);
  };
  if (method === 'expectimax' && estimate.hidden !== null) throw hiddenFor(estimate.hidden);
  // Refused at once, the error has the figures; else they are said before the long part.
  refuse(kindOf(method, estimate));
  progress?.({ phase: 'estimate', estimate });
  if (method === 'mccfr') {
    const seed = options.seed ?? 0;
    const iterations = options.iterations ?? DEFAULT_MCCFR_ITERATIONS;
    const r = mccfr(root.clone(), n, { iterations, seed, maxStates, games, where, progress });
    return {
      method: 'mccfr',
      values: r.values,
      exploitability: r.exploitability,
      iterations,
      converged: r.exploitability <= tolerance,
      tolerance,
      nodes: r.states,
      sampled: {
        seed,
        games: r.games,
        valueErrors: r.valueErrors,
        exploitabilityError: r.exploitabilityError,
        exploitabilityLow: r.exploitabilityLow,
        answers: r.answers,
        unkept: r.unkept,
        fullAt: r.fullAt,
      },
      strategy: { ...strategyOf(name, 'mccfr', r.entries), uncovered: 'uniform' },
      estimate,
    };
  }
  if (method !== 'cfr') {
    try {
      const r = expectimax(root.clone(), n, options.iterations ?? DEFAULT_SWEEPS, maxNodes, where, progress);
      return {
        method: 'expectimax',
        values: r.values,
        exploitability: 0,
        iterations: r.sweeps,
        converged: r.converged,
        nodes: r.nodes,
        strategy: strategyOf(name, 'expectimax', r.entries),
        estimate,
      };
    } catch (e) {
      if (!(e instanceof HiddenRequest)) throw e;
      if (method === 'expectimax') throw hiddenFor(e.where);
    }
  }
  if (method !== 'cfr') refuse('tree');
  const iterations = options.iterations ?? DEFAULT_CFR_ITERATIONS;
  const r = cfr(root.clone(), n, iterations, maxNodes, where, progress);
  return {
    method: 'cfr',
    values: r.values,
    exploitability: r.exploitability,
    iterations,
    converged: r.exploitability <= tolerance,
    tolerance,
    nodes: r.nodes,
    strategy: strategyOf(name, 'cfr', r.entries),
    estimate,
  };
}

/** What a method needs of the game: its tree within the cap (CFR), its positions (expectimax), or only an end (MCCFR). */
type Needs = 'tree' | 'positions' | 'end';

function kindOf(method: SolveMethod | 'auto', e: SizeEstimate): Needs {
  if (method === 'mccfr') return 'end';
  return method === 'cfr' || (method === 'auto' && e.hidden !== null) ? 'tree' : 'positions';
}

/**
 * Why the estimate says the game cannot be solved, or `null`. CFR builds the whole tree, so its
 * size counts (its first quartile over the probes, which one lucky probe cannot raise); expectimax
 * merges positions, so a big tree is refused only when the lower estimate of positions is past the
 * cap; MCCFR builds nothing, so only a game that may not end is refused.
 */
function refusal(e: SizeEstimate, needs: Needs, max: number): { kind: SolveErrorKind; reason: string } | null {
  const most = `at most ${max.toLocaleString('en-US')} can be solved`;
  if (needs !== 'positions') {
    if (e.longest > CFR_MAX_DEPTH || e.endless)
      return {
        kind: 'method',
        reason: `a history longer than ${CFR_MAX_DEPTH.toLocaleString('en-US')} requests: CFR needs a game that ends`,
      };
    if (needs === 'end') return null;
    return e.treeLow > max
      ? { kind: 'too-large', reason: `too big: ${estimateText(e, true)}; ${most} exactly (method mccfr samples bigger games)` }
      : null;
  }
  return e.treeLow > max && e.states > max ? { kind: 'too-large', reason: `too big: ${estimateText(e, false)}; ${most}` } : null;
}

function strategyOf(game: string, method: SolveMethod, entries: Record<string, StrategyEntry>): Strategy {
  return { format: 'tabletwin-strategy/1', game, method, key: method === 'expectimax' ? 'state' : 'information', entries };
}

export { solvedPlayer, readStrategy, type SolvedPlayerOptions } from './player.js';
export { stateKey, keyText, seenText } from './keys.js';
export { estimateSize, estimateText, sizeText, type SizeEstimate, type EstimateOptions } from './estimate.js';
export {
  SolveError,
  type SolveErrorKind,
  type SolveMethod,
  type SolveOptions,
  type SolveProgress,
  type SolveResult,
  type SampledFigures,
  type Strategy,
  type StrategyEntry,
} from './types.js';
