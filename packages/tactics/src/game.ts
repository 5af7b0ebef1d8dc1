// What the tactics take from the engine's games and players, in one list. Other engine imports
// sit where they are used: the generator (`rng.ts`), the YAML reader (`yaml.ts`), and the
// solver's games, hashing, wire form and errors (`solve/`).
import {
  agentPlayer,
  firstPlayer,
  loadModel,
  newGame,
  playGame,
  playOn,
  randomPlayer,
  readModel,
  type ChanceRequest,
  type DecisionRequest,
  type Game,
  type Model,
  type Player,
  type PlayResult,
  type Request,
  type WorldSampler,
} from '@tabletwin/engine';
import type { Value } from '@tabletwin/expr';

export { NotExecutable } from '@tabletwin/engine';
export type { ChanceRequest, DecisionRequest, Game, Model, Player, PlayResult, Request, WorldSampler };
export { agentPlayer, firstPlayer, randomPlayer };
/** For simulations (src/simulate/): models from text or data, games from a seed. */
export { loadModel, newGame, readModel };
/** One game played to its end: the loop of simulations, analyses and the test games of `check.ts`. */
export { playGame };
/** The same loop from where a game is: replaying to a person's question (`replay.ts`). */
export { playOn };

/** Local names handed to an expression: a Map whose `get` may compute a value on demand. */
export type Names = Map<string, Value>;

/** Evaluates `src` in the game's global scope with `names` in front of it. */
export function evaluateIn(game: Game, src: string, names: Names): Value {
  return game.evaluateWith(src, names);
}

/** The game id a model declares, or `undefined`. */
export function gameIdOf(model: Model): string | undefined {
  const id = model.data['game'];
  return typeof id === 'string' ? id : undefined;
}

/** What the game waits for now. */
export function requestOf(game: Game): Request {
  return game.request();
}

/** Answers the open request with option or outcome `index`. */
export function answer(game: Game, index: number): void {
  game.answer(index);
}

/** An independent copy of the game. */
export function copyOf(game: Game): Game {
  return game.clone();
}

/** Worlds `player` cannot tell from `game`, in which everything they did not see is drawn again (the engine README, "Worlds"). */
export function worldsFor(game: Game, player: number): WorldSampler<Game> {
  return game.worlds(player);
}
