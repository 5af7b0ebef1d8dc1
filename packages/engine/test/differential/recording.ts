// The recorded games of one origin as a file (one game a line, so a re-recording's diff reads game
// by game), and what differs between a recorded game and the same game played now, in words.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModelOrigin } from '../../src/testing/index.js';
import { CAP, CHUNK, COPIES, SEEDS, type GameRecord, type Played } from './trace.js';

export const FORMAT = 'tabletwin-differential/1';

/** What a recording was made with; a recording made otherwise must be made again. */
export const SETTINGS = { seeds: SEEDS, cap: CAP, chunk: CHUNK, copies: COPIES };

export interface Recording {
  readonly format: string;
  readonly origin: ModelOrigin;
  readonly settings: typeof SETTINGS;
  readonly games: readonly GameRecord[];
}

const folder = fileURLToPath(new URL('.', import.meta.url));

export const recordingPath = (origin: ModelOrigin): string => join(folder, `${origin}.json`);

export function readRecording(origin: ModelOrigin): Recording | null {
  const path = recordingPath(origin);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Recording) : null;
}

export function writeRecording(origin: ModelOrigin, games: readonly GameRecord[]): void {
  const head = JSON.stringify({ format: FORMAT, origin, settings: SETTINGS });
  const lines = games.map((g) => `    ${JSON.stringify(g)}`);
  writeFileSync(recordingPath(origin), `${head.slice(0, -1)},\n  "games": [\n${lines.join(',\n')}\n  ]\n}\n`);
}

/** How a game ended, in a few words: `31 requests, end reached_goal [1, -1]`. */
export function ending(r: GameRecord): string {
  const how =
    r.stop === 'end'
      ? `end ${r.reason} [${(r.returns ?? []).join(', ')}]`
      : r.stop === 'cap'
        ? 'cut off'
        : `error ${r.error?.kind} at ${r.error?.where}: ${r.error?.message}`;
  return `${r.requests} requests, ${how}`;
}

/** The first index where two lists of prefix hashes part, or `null` when they are equal. */
function firstDifference(a: readonly string[], b: readonly string[]): number | null {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return null;
}

/** The requests of chunk `i`: `requests 25 to 50` (the last one open at the end of a game). */
const span = (i: number, total: number): string => `${i * CHUNK} to ${Math.min((i + 1) * CHUNK, total)}`;

/** Lines longer than this are cut in a report: a chess request lists every move. */
const SHOWN = 240;

/**
 * What differs between the recording `want` and the game played now, `got`: nothing (an empty
 * list) exactly when every hash and the ending agree.
 */
export function differences(want: GameRecord, got: Played): string[] {
  const now = got.record;
  const out: string[] = [];
  if (ending(want) !== ending(now)) out.push(`the ending differs: recorded ${ending(want)}; now ${ending(now)}`);
  // `lines` holds the answered requests and the one the game stopped at (or its error).
  const total = got.lines.length;
  const r = firstDifference(want.hashes.requests, now.hashes.requests);
  if (r !== null) {
    const shown = got.lines
      .slice(r * CHUNK, (r + 1) * CHUNK)
      .map((l, k) => `  ${r * CHUNK + k}: ${l.length > SHOWN ? `${l.slice(0, SHOWN)}…` : l}`);
    out.push(`requests differ from request ${span(r, total)}; the engine now asks:\n${shown.join('\n')}`);
  }
  const l = firstDifference(want.hashes.log, now.hashes.log);
  if (l !== null) out.push(`the log differs in the entries made during requests ${span(l, total)}`);
  const c = firstDifference(want.hashes.copies, now.hashes.copies);
  if (c !== null) {
    const [at, how] = COPIES[c] ?? [NaN, 'copy'];
    out.push(`the snapshot after request ${at} (where the game goes on in a ${how}) differs`);
  }
  const parts = [...new Set([...Object.keys(want.hashes.final), ...Object.keys(now.hashes.final)])];
  const changed = parts.filter((k) => want.hashes.final[k] !== now.hashes.final[k]);
  if (changed.length > 0) out.push(`the final snapshot differs in: ${changed.join(', ')}`);
  return out;
}
