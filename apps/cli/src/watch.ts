// Which log entry each change of a game belongs to. `Game.answer()` runs on to the next request,
// so after it the state holds the answer's changes and those of every automatic step that
// followed. To tell them apart we look at the state each time the engine appends to its log: what
// changed since the previous look was done after the previous entry (by the answer, by an
// automatic step, after an event), so a reader sees each change right after the line that caused it.
// Seen by one player, only what that player may see of the state is compared.

import type { Game } from '@tabletwin/engine';
import { changes, stateText, type StateText } from './changes.js';

export class ChangeWatch {
  /** Changes made after the log entry at this index, until the next entry or request. */
  readonly after = new Map<number, string[]>();
  private last: StateText;

  /**
   * Watches `game` from now on; make the game with `advance: false` to see its start too. With a
   * `viewer`, the changes are those that player may see (the engine's `game.view(viewer)`).
   */
  constructor(
    private readonly game: Game,
    private readonly viewer: number | null = null,
  ) {
    this.last = this.look();
    game.watchLog((length) => this.settle(length));
  }

  /** Gives what changed since the last look to the entry at index `length - 1` (the newest so far). */
  settle(length: number = this.game.logLength): void {
    const now = this.look();
    const found = changes(this.last, now);
    this.last = now;
    if (found.length === 0) return;
    const at = length - 1;
    this.after.set(at, [...(this.after.get(at) ?? []), ...found]);
  }

  private look(): StateText {
    return stateText(this.game.state, this.viewer === null ? undefined : this.game.view(this.viewer));
  }
}
