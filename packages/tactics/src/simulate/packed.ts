// A chunk's games as columns (typed arrays and two short lists) instead of one object per game:
// what a worker thread sends back. Copying a few typed arrays between threads costs little, where
// 500 records of seven fields each were cloned one by one on both sides and then collected by the
// garbage collector of the thread that counts them. The columns hold exactly what the records hold
// (the seed and the index follow from the chunk), so each record can be made again when it is
// wanted (the CLI's --csv). See the package README, "How it runs".
import type { ChunkResult, GameRecord } from './chunk.js';
import { gameSeed } from './seeds.js';

/** How a game went: it ended, it was cut off, or it failed. */
export const ENDED = 0;
export const CUT_OFF = 1;
export const FAILED = 2;

export interface PackedChunk {
  /** Games `from` … `to` − 1, every one of them (game k is at index k − from). */
  from: number;
  to: number;
  /** The run's seed (game k was played with `seed + k`) and the model's seats. */
  seed: number;
  seats: number;
  /** Per game: `ENDED`, `CUT_OFF` or `FAILED`. */
  state: Uint8Array;
  /** Per game: requests answered. */
  requests: Float64Array;
  /** `seats` values per game: the returns of a game that ended, 0 otherwise. */
  returns: Float64Array;
  /** Per game that ended: its end reason, as an index into `reasons`. */
  reason: Uint32Array;
  reasons: string[];
  /** The games that failed: their index in the chunk and the error's text. */
  errors: [number, string][];
}

export const isPacked = (chunk: ChunkResult | PackedChunk): chunk is PackedChunk => 'state' in chunk;

/** Columns filled one game after another; `done()` gives the chunk of the games added. */
export class Columns {
  private n = 0;
  readonly state: Uint8Array;
  readonly requests: Float64Array;
  readonly returns: Float64Array;
  readonly reason: Uint32Array;
  readonly reasons: string[] = [];
  private readonly reasonIndex = new Map<string, number>();
  readonly errors: [number, string][] = [];

  constructor(
    readonly from: number,
    size: number,
    readonly seed: number,
    readonly seats: number,
  ) {
    this.state = new Uint8Array(size);
    this.requests = new Float64Array(size);
    this.returns = new Float64Array(size * seats);
    this.reason = new Uint32Array(size);
  }

  add(g: GameRecord): void {
    const i = this.n++;
    this.requests[i] = g.requests;
    if (g.returns !== null) {
      let r = this.reasonIndex.get(g.reason!);
      if (r === undefined) {
        r = this.reasons.push(g.reason!) - 1;
        this.reasonIndex.set(g.reason!, r);
      }
      this.reason[i] = r;
      this.returns.set(g.returns, i * this.seats);
    } else if (g.error !== null) {
      this.state[i] = FAILED;
      this.errors.push([i, g.error]);
    } else this.state[i] = CUT_OFF;
  }

  done(): PackedChunk {
    const n = this.n;
    return {
      from: this.from,
      to: this.from + n,
      seed: this.seed,
      seats: this.seats,
      state: this.state.subarray(0, n),
      requests: this.requests.subarray(0, n),
      returns: this.returns.subarray(0, n * this.seats),
      reason: this.reason.subarray(0, n),
      reasons: this.reasons,
      errors: this.errors,
    };
  }
}

/** A chunk of records (contiguous, as `simulateChunk` gives them) as columns. */
export function packChunk(chunk: ChunkResult, seed: number, seats: number): PackedChunk {
  const columns = new Columns(chunk.from, chunk.games.length, seed, seats);
  for (const g of chunk.games) columns.add(g);
  const packed = columns.done();
  if (packed.to !== chunk.to) throw new Error(`the chunk ${chunk.from} … ${chunk.to - 1} has gaps; only whole chunks pack`);
  return packed;
}

/** The record of game `from + i` of a packed chunk, as `playOne` gave it (`error`: its text when known). */
export function recordAt(p: PackedChunk, i: number, error?: string | null): GameRecord {
  const k = p.from + i;
  const state = p.state[i]!;
  const requests = p.requests[i]!;
  const seed = gameSeed(p.seed, k);
  if (state === ENDED) {
    const returns = Array.from(p.returns.subarray(i * p.seats, (i + 1) * p.seats));
    return { k, seed, returns, reason: p.reasons[p.reason[i]!]!, requests, cutOff: false, error: null };
  }
  if (state === CUT_OFF) return { k, seed, returns: null, reason: null, requests, cutOff: true, error: null };
  const text = error ?? p.errors.find(([at]) => at === i)?.[1] ?? '';
  return { k, seed, returns: null, reason: null, requests, cutOff: false, error: text };
}
