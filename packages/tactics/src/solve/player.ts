// A solved strategy as a player, and a strategy file read back with its shape checked against the
// model it is played on.
import { gameIdOf, type Game, type Model, type Player, type Request } from '../game.js';
import { nextInt, pickWeighted, seeded } from '../rng.js';
import { keyText, stateKey } from './keys.js';
import { SolveError, type Strategy, type StrategyEntry } from './types.js';

export interface SolvedPlayerOptions {
  /** Seeds the draws of a mixed strategy. */
  seed?: number;
  /** Names the strategy in errors (its file); default `strategy`. */
  name?: string;
}

/**
 * Plays the strategy: at a decision it looks up its key (the information state, or the state for
 * expectimax) and draws an option with the stored probabilities. A decision the strategy does not
 * cover (another model, other constants, a state never reached while solving), or one whose
 * options differ from the stored ones, is a `SolveError` naming the state: playing on at random
 * would make a measurement of the strategy silently measure something else. Only a strategy that
 * says so (`uncovered: 'uniform'`, as MCCFR's do: their sampling need not meet every state, and
 * their estimates count such states as uniform) plays a state it lacks uniformly at random.
 */
export function solvedPlayer(strategy: Strategy, options: SolvedPlayerOptions = {}): Player {
  const rng = seeded(options.seed ?? 0);
  const name = options.name ?? 'strategy';
  return {
    choose(request: Request, game: Game): number {
      if (request.kind !== 'decision') return 0;
      const key =
        strategy.key === 'information' ? game.informationState(request.player) : stateKey(game, request.player, request.where);
      const entry = strategy.entries[key];
      const at = `player ${request.player} at ${request.where}, ${keyText(strategy.key, key, request.where)}`;
      if (entry === undefined) {
        if (strategy.uncovered === 'uniform') return nextInt(rng, request.options.length);
        throw new SolveError('uncovered', name, `no entry for ${at}`);
      }
      const labels = request.options.map((o) => o.label);
      if (entry.options.length !== labels.length || entry.options.some((l, i) => l !== labels[i]))
        throw new SolveError(
          'uncovered',
          name,
          `${at}: the strategy has options ${entry.options.join(', ')}, the game ${labels.join(', ')}`,
        );
      return pickWeighted(
        rng,
        entry.probs.map((p) => ({ p })),
      );
    },
  };
}

/**
 * A strategy from parsed JSON (what `tabletwin solve --out` writes), or a `SolveError` naming
 * `file`. With `model`, also that it was solved for that game and its players.
 */
export function readStrategy(data: unknown, file: string, model?: Model): Strategy {
  const bad = (reason: string): SolveError => new SolveError('strategy', file, reason);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw bad('not a strategy: expected a JSON object');
  const s = data as Partial<Strategy>;
  if (s.format !== 'tabletwin-strategy/1')
    throw bad(`not a strategy: format ${JSON.stringify(s.format)} is not tabletwin-strategy/1`);
  if (s.key !== 'information' && s.key !== 'state') throw bad(`key must be information or state, not ${JSON.stringify(s.key)}`);
  if (s.uncovered !== undefined && s.uncovered !== 'uniform')
    throw bad(`uncovered must be uniform when given, not ${JSON.stringify(s.uncovered)}`);
  if (s.entries === null || typeof s.entries !== 'object' || Array.isArray(s.entries)) throw bad('entries must be an object');
  const players = model?.numPlayers ?? Infinity;
  for (const [key, e] of Object.entries(s.entries as Record<string, StrategyEntry>)) {
    const name = `entry ${JSON.stringify(key.length > 60 ? key.slice(0, 59) + '…' : key)}`;
    const ok =
      e !== null &&
      typeof e === 'object' &&
      Array.isArray(e.options) &&
      Array.isArray(e.probs) &&
      e.options.length > 0 &&
      e.options.length === e.probs.length &&
      e.options.every((o) => typeof o === 'string') &&
      e.probs.every((p) => typeof p === 'number' && p >= 0);
    if (!ok) throw bad(`${name} needs options and as many probabilities`);
    const total = e.probs.reduce((a, b) => a + b, 0);
    if (Math.abs(total - 1) > 1e-6) throw bad(`${name}: the probabilities add up to ${total}, not 1`);
    if (!Number.isInteger(e.player) || e.player < 0 || e.player >= players)
      throw bad(`${name}: player ${JSON.stringify(e.player)} is not a player of the model (0 to ${players - 1})`);
  }
  const game = model === undefined ? undefined : (gameIdOf(model) ?? 'game');
  if (game !== undefined && s.game !== game)
    throw bad(`a strategy for ${JSON.stringify(s.game)}, not for ${JSON.stringify(game)}: solve this model for its own strategy`);
  return s as Strategy;
}
