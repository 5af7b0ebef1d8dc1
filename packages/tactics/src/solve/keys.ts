// Keys for states. `memoKey` tells two positions apart exactly (state, flow position, open
// request) so that expectimax can merge transpositions and notice cycles; `stateKey` is the
// readable key a strategy file stores for perfect-information games.
import { hash53, viewToWire } from '@tabletwin/engine';
import type { Game } from '../game.js';

/**
 * The game's snapshot without what does not change the future: the log (left out of the snapshot
 * itself, so the key costs the same however deep the game), the generator (chance is enumerated)
 * and the count of answers. A loop's round counter only guards against endless loops,
 * so it is reduced to "first round or not": Pig's turns then come back to the same key.
 */
export function memoKey(game: Game): string {
  const data = game.snapshot({ log: false }).data as { st: unknown; cursor: unknown[]; pending: unknown };
  const cursor = data.cursor.map((f) => {
    const frame = f as { k?: string; round?: number };
    return frame.k === 'loop' && typeof frame.round === 'number' ? { ...frame, round: frame.round > 0 } : frame;
  });
  return JSON.stringify([data.st, cursor, data.pending]);
}

/**
 * `memoKey` as two 53-bit hashes: some 30 characters instead of a kilobyte or more per position,
 * so 500,000 positions fit in tens of megabytes; two positions share one by chance about once in
 * 2^100 pairs.
 */
export function memoHash(game: Game): string {
  const k = memoKey(game);
  return `${hash53(k, 0).toString(36)}.${hash53(k, 1).toString(36)}`;
}

/** The place of the open decision and everything `player` sees of the table. */
export function stateKey(game: Game, player: number, where: string): string {
  return `${where} · ${JSON.stringify(viewToWire(game.view(player)))}`;
}

/**
 * A strategy key in short, for people: an information state as what was seen, in order
 * (`having seen J · ? · P0 bet`); a state key as the player's view (cut to 200 characters).
 */
export function keyText(kind: 'information' | 'state', key: string, where: string): string {
  if (kind === 'state') {
    const view = key.startsWith(`${where} · `) ? key.slice(where.length + 3) : key;
    return `seeing ${view.length > 200 ? view.slice(0, 199) + '…' : view}`;
  }
  return key === '' ? 'having seen nothing yet' : `having seen ${seenText(key)}`;
}

/** An information state as what was seen, in order: `J · ? · P0 check` (a decision as `P<player> <label>`). */
export function seenText(key: string): string {
  return key
    .split('\n')
    .map((line) => {
      const [, kind, player, ...label] = line.split('|');
      return kind === 'decision' ? `P${player} ${label.join('|')}` : label.join('|');
    })
    .join(' · ');
}
