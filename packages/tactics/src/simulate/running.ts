// A run as it happens: chunks in, in any order; the result of the games so far out, at any time,
// in constant memory. `SimulationTally` is one side; `ComparisonTally` pairs two sides seed by seed
// as both come in, so a stopped comparison still compares every seed both sides played.
import type { ChunkResult, GameRecord } from './chunk.js';
import { GameOrder } from './order.js';
import { recordAt, type PackedChunk } from './packed.js';
import { resultOf, type SimulationResult } from './result.js';
import type { SimulationSpec } from './spec.js';
import type { Range } from './stats.js';
import { addGame, addPackedGame, newTally, type Tally } from './tally.js';

export class SimulationTally {
  readonly tally: Tally;
  private readonly order: GameOrder;

  /** `onGame` sees every game once, in game order (to write it out as it comes). */
  constructor(
    readonly spec: SimulationSpec,
    readonly seats: number,
    readonly range: Range | null,
    onGame?: (game: GameRecord) => void,
  ) {
    const tally = newTally(seats);
    this.tally = tally;
    this.order = new GameOrder(
      (g) => {
        addGame(tally, g);
        onGame?.(g);
      },
      // Packed games are counted from their columns; a record is made only for `onGame`.
      (p, i, error) => {
        addPackedGame(tally, p, i, error);
        onGame?.(recordAt(p, i, error));
      },
    );
  }

  /** A chunk as records or as columns (`PackedChunk`, from a worker thread). */
  add(chunk: ChunkResult | PackedChunk): void {
    this.order.add(chunk);
  }

  /** Games given in any order (each index once). */
  addGames(games: readonly GameRecord[]): void {
    if (games.length === 0) return;
    const sorted = [...games].sort((a, b) => a.k - b.k);
    this.order.add({ from: sorted[0]!.k, to: sorted.at(-1)!.k + 1, games: sorted });
  }

  /** Counts the chunks that came after a gap (a stopped run). */
  finish(): void {
    this.order.flush();
  }

  /** Games counted so far (in order, without a gap). */
  get counted(): number {
    return this.tally.games;
  }

  /** Chunks held back behind a missing one. */
  get held(): number {
    return this.order.held;
  }

  result(): SimulationResult {
    return resultOf(this.spec, this.tally, this.range);
  }
}
