// A solved strategy as a player, and a strategy file read back with its shape checked.
import type { Game, Player, Request } from '../game.js';
import { pickWeighted, seeded } from '../rng.js';
import { stateKey } from './keys.js';
import { SolveError, type Strategy, type StrategyEntry } from './types.js';

export interface SolvedPlayerOptions {
  /** Seeds the draws of a mixed strategy and of the fallback. */
  seed?: number;
}

/**
 * Plays the strategy: at a decision it looks up its key (the information state, or the state for
 * expectimax) and draws an option with the stored probabilities. A decision the strategy does not
 * know (another model, a state never reached while solving) is answered uniformly at random.
 */
export function solvedPlayer(strategy: Strategy, options: SolvedPlayerOptions = {}): Player {
  const rng = seeded(options.seed ?? 0);
  return {
    choose(request: Request, game: Game): number {
      if (request.kind !== 'decision') return 0;
      const key =
        strategy.key === 'information' ? game.informationState(request.player) : stateKey(game, request.player, request.where);
      const entry = strategy.entries[key];
      const labels = request.options.map((o) => o.label);
      const weights =
        entry !== undefined && entry.options.length === labels.length && entry.options.every((l, i) => l === labels[i])
          ? entry.probs
          : labels.map(() => 1);
      return pickWeighted(
        rng,
        weights.map((p) => ({ p })),
      );
    },
  };
}

/** A strategy from parsed JSON (what `tabletwin solve --out` writes), or a `SolveError` naming `file`. */
export function readStrategy(data: unknown, file: string): Strategy {
  const bad = (reason: string): SolveError => new SolveError('strategy', file, reason);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw bad('not a strategy: expected a JSON object');
  const s = data as Partial<Strategy>;
  if (s.format !== 'tabletwin-strategy/1')
    throw bad(`not a strategy: format ${JSON.stringify(s.format)} is not tabletwin-strategy/1`);
  if (s.key !== 'information' && s.key !== 'state') throw bad(`key must be information or state, not ${JSON.stringify(s.key)}`);
  if (s.entries === null || typeof s.entries !== 'object') throw bad('entries must be an object');
  for (const [key, e] of Object.entries(s.entries as Record<string, StrategyEntry>)) {
    const ok =
      e !== null &&
      typeof e === 'object' &&
      Array.isArray(e.options) &&
      Array.isArray(e.probs) &&
      e.options.length === e.probs.length &&
      e.probs.every((p) => typeof p === 'number' && p >= 0);
    if (!ok) throw bad(`entry ${JSON.stringify(key.slice(0, 60))} needs options and as many probabilities`);
  }
  return s as Strategy;
}
