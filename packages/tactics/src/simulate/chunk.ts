// Playing games k = from … to − 1 of a simulation, one record per game, and merging such chunks.
// A game that throws is a record with its error, never a thrown error: a run goes on.
import { playGame, type Player, type PlayResult } from '../game.js';
import { SimulationError } from './errors.js';
import { errorText } from './order.js';
import { Columns, type PackedChunk } from './packed.js';
import { gameSeed } from './seeds.js';
import { prepare, type Prepared, type SimulationSpec } from './spec.js';

export interface GameRecord {
  /** The game's index in the run (from 0) and its seed. */
  k: number;
  seed: number;
  /** Per seat; `null` when the game was cut off or failed. */
  returns: number[] | null;
  reason: string | null;
  /** Requests answered (decisions and chance). */
  requests: number;
  cutOff: boolean;
  /** `<name>: <message>` of what stopped the game, or null. */
  error: string | null;
}

export interface ChunkResult {
  from: number;
  to: number;
  games: GameRecord[];
}

/** One game; what goes wrong becomes part of its record. */
export function playOne(prepared: Prepared, k: number): GameRecord {
  const seed = gameSeed(prepared.spec.seed, k);
  let played: PlayResult;
  try {
    // Making the seats may fail too (a tactic that does not load): that is this game's error.
    const players: Player[] = prepared.players(seed);
    played = playGame(prepared.model, { seed, players, maxRequests: prepared.maxRequests, keepErrors: true });
  } catch (e) {
    return { k, seed, returns: null, reason: null, requests: 0, cutOff: false, error: errorText(e) };
  }
  const { returns, reason, requests, stop } = played;
  const error = stop === 'error' ? errorText(played.error) : null;
  return { k, seed, returns: returns === null ? null : [...returns], reason, requests, cutOff: stop === 'limit', error };
}

const preparedOf = (spec: SimulationSpec | Prepared): Prepared =>
  'model' in spec && typeof spec.model !== 'string' ? (spec as Prepared) : prepare(spec as SimulationSpec);

function checkRange(prepared: Prepared, from: number, to: number): void {
  const games = prepared.spec.games;
  if (!(Number.isSafeInteger(from) && Number.isSafeInteger(to) && 0 <= from && from <= to && to <= games))
    throw new SimulationError('spec', 'chunk', `a chunk is a range within 0 … ${games}, not ${from} … ${to}`);
}

/**
 * Games `from` … `to` − 1 (a spec, or one prepared already in this process). `stopped` is asked
 * between games: once it says so, the chunk ends early, its `to` the first game not played.
 */
export function simulateChunk(spec: SimulationSpec | Prepared, from: number, to: number, stopped?: () => boolean): ChunkResult {
  const prepared = preparedOf(spec);
  checkRange(prepared, from, to);
  const out: GameRecord[] = [];
  for (let k = from; k < to; k++) {
    if (stopped?.() === true) return { from, to: k, games: out };
    out.push(playOne(prepared, k));
  }
  return { from, to, games: out };
}

/** The same games as `simulateChunk`, as columns (`PackedChunk`: what a worker thread sends back). */
export function packedChunk(spec: SimulationSpec | Prepared, from: number, to: number, stopped?: () => boolean): PackedChunk {
  const prepared = preparedOf(spec);
  checkRange(prepared, from, to);
  const columns = new Columns(from, to - from, prepared.spec.seed, prepared.seats);
  for (let k = from; k < to; k++) {
    if (stopped?.() === true) break;
    columns.add(playOne(prepared, k));
  }
  return columns.done();
}

/** The ranges `[from, to)` of chunks of `size` games covering `games`. */
export function chunkRanges(games: number, size: number): [number, number][] {
  const step = Math.max(1, Math.floor(size));
  const out: [number, number][] = [];
  for (let from = 0; from < games; from += step) out.push([from, Math.min(games, from + step)]);
  return out;
}

/**
 * The game records of `chunks`, in game order. A game seen twice (a chunk delivered again after a
 * retry) counts once: chunks may overlap or repeat, and each game's record depends only on the spec
 * and its index, so any copy is the same.
 */
export function gamesOf(chunks: readonly ChunkResult[]): GameRecord[] {
  const byK = new Map<number, GameRecord>();
  for (const c of chunks) for (const g of c.games) if (!byK.has(g.k)) byK.set(g.k, g);
  return [...byK.values()].sort((a, b) => a.k - b.k);
}
