// Solving small games: exact expectimax for perfect information with chance, CFR over
// information states for hidden information.
import { newGame } from '@tabletwin/engine';
import { gameIdOf } from '../game.js';
import { cfr } from './cfr.js';
import { expectimax, HiddenRequest } from './expectimax.js';
import { SolveError, type SolveMethod, type SolveOptions, type SolveResult, type Strategy, type StrategyEntry } from './types.js';

export const DEFAULT_CFR_ITERATIONS = 1_000;
export const DEFAULT_SWEEPS = 10_000;
export const DEFAULT_MAX_NODES = 500_000;

export function solve(options: SolveOptions): SolveResult {
  const { model } = options;
  const name = gameIdOf(model) ?? 'game';
  const where = `solve ${name}`;
  const method = options.method ?? 'auto';
  if (method !== 'auto' && method !== 'expectimax' && method !== 'cfr') {
    throw new SolveError('method', where, `not a method: ${String(method)} (use expectimax, cfr or auto)`);
  }
  const maxNodes = options.maxNodes ?? DEFAULT_MAX_NODES;
  const root = newGame(model, { seed: options.seed ?? 0 });
  const n = model.numPlayers;
  if (method !== 'cfr') {
    try {
      const r = expectimax(root.clone(), n, options.iterations ?? DEFAULT_SWEEPS, maxNodes, where);
      return {
        method: 'expectimax',
        values: r.values,
        exploitability: 0,
        iterations: r.sweeps,
        converged: r.converged,
        nodes: r.nodes,
        strategy: strategyOf(name, 'expectimax', r.entries),
      };
    } catch (e) {
      if (!(e instanceof HiddenRequest)) throw e;
      if (method === 'expectimax') {
        throw new SolveError('method', where, `expectimax needs every request seen by everyone, and ${e.where} is not: use cfr`);
      }
    }
  }
  const iterations = options.iterations ?? DEFAULT_CFR_ITERATIONS;
  const r = cfr(root.clone(), n, iterations, maxNodes, where);
  return {
    method: 'cfr',
    values: r.values,
    exploitability: r.exploitability,
    iterations,
    converged: true,
    nodes: r.nodes,
    strategy: strategyOf(name, 'cfr', r.entries),
  };
}

function strategyOf(game: string, method: SolveMethod, entries: Record<string, StrategyEntry>): Strategy {
  return { format: 'tabletwin-strategy/1', game, method, key: method === 'cfr' ? 'information' : 'state', entries };
}

export { solvedPlayer, readStrategy, type SolvedPlayerOptions } from './player.js';
export { stateKey, keyText, seenText } from './keys.js';
export {
  SolveError,
  type SolveErrorKind,
  type SolveMethod,
  type SolveOptions,
  type SolveResult,
  type Strategy,
  type StrategyEntry,
} from './types.js';
