// Keys for states. `memoKey` tells two positions apart exactly (state, flow position, open
// request) so that expectimax can merge transpositions and notice cycles; `stateKey` is the
// readable key a strategy file stores for perfect-information games.
import { viewToWire } from '@tabletwin/engine';
import type { Game } from '../game.js';

/**
 * The game's snapshot without what does not change the future: the log, the generator (chance is
 * enumerated) and the count of answers. A loop's round counter only guards against endless loops,
 * so it is reduced to "first round or not": Pig's turns then come back to the same key.
 */
export function memoKey(game: Game): string {
  const data = game.snapshot().data as { st: unknown; cursor: unknown[]; pending: unknown };
  const cursor = data.cursor.map((f) => {
    const frame = f as { k?: string; round?: number };
    return frame.k === 'loop' && typeof frame.round === 'number' ? { ...frame, round: frame.round > 0 } : frame;
  });
  return JSON.stringify([data.st, cursor, data.pending]);
}

/** The place of the open decision and everything `player` sees of the table. */
export function stateKey(game: Game, player: number, where: string): string {
  return `${where} · ${JSON.stringify(viewToWire(game.view(player)))}`;
}
