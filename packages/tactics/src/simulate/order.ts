// Chunks come back in any order (threads, a queue), some twice (a retry); a result is computed in
// game order. `GameOrder` releases each game once, as soon as every game before it is in, and
// holds only the chunks that came back ahead of a missing one. `chunkProblem` checks what a chunk
// says before it is counted: a chunk from a queue is somebody else's word.
import type { ChunkResult, GameRecord } from './chunk.js';
import { CUT_OFF, ENDED, FAILED, isPacked, recordAt, type PackedChunk } from './packed.js';
import { gameSeed } from './seeds.js';
import type { Range } from './stats.js';

export class GameOrder {
  /** Games 0 … released − 1 have been given out. */
  private next = 0;
  private readonly waiting: (ChunkResult | PackedChunk)[] = [];

  /**
   * `emit` gets every game as a record; with `emitPacked`, the games of packed chunks go there
   * instead, by chunk and index (with the error text of a failed game), and no record is made.
   */
  constructor(
    private readonly emit: (game: GameRecord) => void,
    private readonly emitPacked?: (chunk: PackedChunk, i: number, error: string | null) => void,
  ) {}

  get released(): number {
    return this.next;
  }

  /** Chunks held back because a game before them is still missing. */
  get held(): number {
    return this.waiting.length;
  }

  add(chunk: ChunkResult | PackedChunk): void {
    if (chunk.to <= this.next) return;
    this.waiting.push(chunk);
    this.release(false);
  }

  /** At the end of a run: the chunks after a gap (a stopped run), in order. */
  flush(): void {
    this.release(true);
  }

  private release(all: boolean): void {
    for (;;) {
      let best = -1;
      for (let i = 0; i < this.waiting.length; i++) {
        const c = this.waiting[i]!;
        if ((all || c.from <= this.next) && (best === -1 || c.from < this.waiting[best]!.from)) best = i;
      }
      if (best === -1) return;
      const c = this.waiting.splice(best, 1)[0]!;
      if (isPacked(c)) this.releasePacked(c);
      else
        for (const g of c.games) {
          if (g.k < this.next) continue;
          this.emit(g);
          this.next = g.k + 1;
        }
      this.next = Math.max(this.next, c.to);
    }
  }

  /** A packed chunk holds every game from `from` to `to` − 1: those not given out yet go. */
  private releasePacked(c: PackedChunk): void {
    let e = 0;
    const n = c.to - c.from;
    for (let i = Math.max(0, this.next - c.from); i < n; i++) {
      let error: string | null = null;
      if (c.state[i] === FAILED) {
        while (e < c.errors.length && c.errors[e]![0] < i) e++;
        error = c.errors[e]?.[0] === i ? c.errors[e]![1] : '';
      }
      if (this.emitPacked === undefined) this.emit(recordAt(c, i, error));
      else this.emitPacked(c, i, error);
    }
  }
}

/** What a chunk of a spec must look like. */
export interface ChunkExpectation {
  from: number;
  to: number;
  seats: number;
  seed: number;
  maxRequests: number;
  /** The values a return can take, when known. */
  range: Range | null;
}

/** Error texts longer than this are cut (an engine message quotes the expression that failed). */
export const ERROR_TEXT_LIMIT = 2000;

/** What stopped a game, as its record keeps it: `<name>: <message>`, cut to `ERROR_TEXT_LIMIT`. */
export function errorText(e: unknown): string {
  const full = e instanceof Error ? `${e.name}: ${e.message}` : `Error: ${String(e)}`;
  return full.length > ERROR_TEXT_LIMIT ? `${full.slice(0, ERROR_TEXT_LIMIT - 1)}…` : full;
}

const isCount = (x: unknown, max: number): boolean => Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) <= max;

/** Why a game's record cannot be right, or null. */
function recordProblem(g: unknown, k: number, e: ChunkExpectation): string | null {
  if (g === null || typeof g !== 'object') return `game ${k} is not a record`;
  const r = g as Record<string, unknown>;
  if (r['k'] !== k) return `game ${k} comes with the index ${String(r['k'])}`;
  if (r['seed'] !== gameSeed(e.seed, k)) return `game ${k} has the seed ${String(r['seed'])}, not ${gameSeed(e.seed, k)}`;
  if (!isCount(r['requests'], e.maxRequests + 1)) return `game ${k} has ${String(r['requests'])} requests`;
  if (typeof r['cutOff'] !== 'boolean') return `game ${k} does not say whether it was cut off`;
  const error = r['error'];
  if (error !== null && (typeof error !== 'string' || error.length > ERROR_TEXT_LIMIT + 1))
    return `game ${k} has an error that is not a short text`;
  const returns = r['returns'];
  if (returns === null) {
    if (r['reason'] !== null) return `game ${k} has an end reason but no returns`;
    if ((error === null) === (r['cutOff'] === false)) return `game ${k} neither ended, nor failed, nor was cut off`;
    return null;
  }
  if (error !== null || r['cutOff'] !== false) return `game ${k} has returns and also failed or was cut off`;
  if (typeof r['reason'] !== 'string' || r['reason'].length > ERROR_TEXT_LIMIT) return `game ${k} has no end reason`;
  if (!Array.isArray(returns) || returns.length !== e.seats)
    return `game ${k} has ${Array.isArray(returns) ? returns.length : 'no'} returns for ${e.seats} seats`;
  for (const x of returns) {
    if (typeof x !== 'number' || !Number.isFinite(x)) return `game ${k} has a return that is not a number`;
    if (e.range !== null && (x < e.range[0] || x > e.range[1]))
      return `game ${k} has the return ${x}, outside ${e.range[0]} … ${e.range[1]}`;
  }
  return null;
}

/** Why `chunk` cannot be the result of games `from` … `to` − 1, or null when it can. */
export function chunkProblem(chunk: unknown, e: ChunkExpectation): string | null {
  if (chunk === null || typeof chunk !== 'object') return `the chunk ${e.from} … ${e.to - 1} came back empty`;
  const c = chunk as Record<string, unknown>;
  if (c['from'] !== e.from || c['to'] !== e.to)
    return `the chunk ${e.from} … ${e.to - 1} came back as ${String(c['from'])} … ${Number(c['to']) - 1}`;
  const games = c['games'];
  if (!Array.isArray(games) || games.length !== e.to - e.from)
    return `the chunk ${e.from} … ${e.to - 1} came back with ${Array.isArray(games) ? games.length : 'no'} games`;
  for (let i = 0; i < games.length; i++) {
    const problem = recordProblem(games[i], e.from + i, e);
    if (problem !== null) return `the chunk ${e.from} … ${e.to - 1}: ${problem}`;
  }
  return null;
}

/** Why `chunk` cannot be the columns of games `from` … `to` − 1, or null when it can (as `chunkProblem` for records). */
export function packedProblem(chunk: unknown, e: ChunkExpectation): string | null {
  const name = `the chunk ${e.from} … ${e.to - 1}`;
  if (chunk === null || typeof chunk !== 'object') return `${name} came back empty`;
  const c = chunk as Partial<PackedChunk>;
  if (c.from !== e.from || c.to !== e.to) return `${name} came back as ${String(c.from)} … ${Number(c.to) - 1}`;
  if (c.seed !== e.seed) return `${name} was played with the seed ${String(c.seed)}, not ${e.seed}`;
  if (c.seats !== e.seats) return `${name} has ${String(c.seats)} seats, not ${e.seats}`;
  const n = e.to - e.from;
  const { state, requests, returns, reason, reasons, errors } = c;
  if (
    !(state instanceof Uint8Array && state.length === n) ||
    !(requests instanceof Float64Array && requests.length === n) ||
    !(returns instanceof Float64Array && returns.length === n * e.seats) ||
    !(reason instanceof Uint32Array && reason.length === n) ||
    !Array.isArray(reasons) ||
    !Array.isArray(errors)
  )
    return `${name} came back without its ${n} games`;
  for (const r of reasons)
    if (typeof r !== 'string' || r.length > ERROR_TEXT_LIMIT) return `${name} has an end reason that is not a short text`;
  let failed = 0;
  for (let i = 0; i < n; i++) {
    const k = e.from + i;
    if (!isCount(requests[i]!, e.maxRequests + 1)) return `${name}: game ${k} has ${requests[i]} requests`;
    const s = state[i]!;
    if (s === FAILED) failed++;
    else if (s === ENDED) {
      if (reason[i]! >= reasons.length) return `${name}: game ${k} has no end reason`;
      for (let j = i * e.seats; j < (i + 1) * e.seats; j++) {
        const x = returns[j]!;
        if (!Number.isFinite(x)) return `${name}: game ${k} has a return that is not a number`;
        if (e.range !== null && (x < e.range[0] || x > e.range[1]))
          return `${name}: game ${k} has the return ${x}, outside ${e.range[0]} … ${e.range[1]}`;
      }
    } else if (s !== CUT_OFF) return `${name}: game ${k} neither ended, nor failed, nor was cut off`;
  }
  if (errors.length !== failed) return `${name} has ${errors.length} errors for ${failed} failed games`;
  let last = -1;
  for (const entry of errors) {
    const [i, text] = Array.isArray(entry) ? entry : [];
    if (typeof i !== 'number' || i <= last || state[i] !== FAILED) return `${name} has an error for a game that did not fail`;
    if (typeof text !== 'string' || text.length > ERROR_TEXT_LIMIT + 1)
      return `${name}: game ${e.from + i} has an error that is not a short text`;
    last = i;
  }
  return null;
}
