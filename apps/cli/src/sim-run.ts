// Running a simulation from the command line: the options simulate and compare share, a progress
// bar on a terminal (games per second and the time left; nothing when the output is piped),
// Ctrl-C or SIGTERM stopping the run and keeping what was played, notices on stderr, and the exit
// code that says how the run went.

import { SimulationError } from '@tabletwin/tactics';
import { defaultChunkSize, MAX_CHUNK, type Progress, type StreamOptions, type Where } from '@tabletwin/tactics/node';
import { CORES, constantsOf, numberOption } from './sim-args.js';

export const RUN_OPTIONS = [
  { name: 'games', value: 'N', text: 'how many games, from 1 (default 1,000)' },
  { name: 'seed', value: 'N', text: 'game k is played with seed N + k (default 0); the same seed gives the same result' },
  {
    name: 'workers',
    value: 'N',
    text: `worker threads (default and most: every core, ${CORES} here; at most one per chunk); the result does not depend on it`,
  },
  { name: 'set', value: 'NAME=VALUE', text: 'replace a constant of the model (YAML value: 30, true, text); may be repeated' },
  { name: 'max', value: 'N', text: 'requests before a game is cut off (default 10,000)' },
  { name: 'queue', value: 'redis://host:port', text: 'put the chunks on a queue for `tabletwin worker` processes instead' },
  {
    name: 'queue-patience',
    value: 'S',
    text: 'seconds Redis may be out of reach before the run stops with what came back (default 60)',
  },
  {
    name: 'chunk',
    value: 'N',
    text: `games per chunk (default: about four chunks per worker, at most 500; at most ${MAX_CHUNK.toLocaleString('en-US')})`,
  },
  { name: 'progress', text: 'show progress also when stderr is not a terminal (a line per second)' },
  { name: 'json', text: 'the whole result as JSON (also after Ctrl-C: the games played)' },
  { name: 'csv', text: 'one row per game, written as the games are counted: seed, returns, reason, requests, error' },
] as const;

export const QUEUE_NOTES = `With --queue, the chunks go to Redis and \`tabletwin worker --queue <same address>\` processes play them,
on this machine or others. No game is lost or counted twice: a worker that dies has its chunk played by
another, a Redis restarted empty has the missing chunks put back, Redis out of reach is waited for
(--queue-patience), and each chunk is checked before it counts. Redis must be private to the run: it is
not asked for more than the password in the address, and whoever can write to it can make work for
the workers.`;

export interface Common {
  games: number;
  seed: number;
  max: number;
  chunk: number | null;
  set: Record<string, string | number | boolean>;
  where: Where;
  /** `--workers` as given (null: the default). */
  askedWorkers: number | null;
}

/** The options simulate and compare share. */
export function commonOptions(values: Record<string, string | true>, setPairs: readonly string[]): Common | string {
  if (values['json'] === true && values['csv'] === true) return '--json and --csv cannot be combined';
  const games = numberOption(values, 'games', 1000, 1);
  if (typeof games === 'string') return games;
  const seed = numberOption(values, 'seed', 0, -Number.MAX_SAFE_INTEGER);
  if (typeof seed === 'string') return seed;
  const max = numberOption(values, 'max', 10_000, 0);
  if (typeof max === 'string') return max;
  const workers = numberOption(values, 'workers', CORES, 1);
  if (typeof workers === 'string') return workers;
  const chunk = typeof values['chunk'] === 'string' ? numberOption(values, 'chunk', 0, 1) : null;
  if (typeof chunk === 'string') return chunk;
  if (chunk !== null && chunk > MAX_CHUNK)
    return `--chunk must be a whole number from 1 to ${MAX_CHUNK.toLocaleString('en-US')}, not ${String(values['chunk'])}`;
  const patience = numberOption(values, 'queue-patience', 60, 1);
  if (typeof patience === 'string') return patience;
  if (typeof values['queue-patience'] === 'string' && typeof values['queue'] !== 'string')
    return '--queue-patience is for a run with --queue';
  const set = constantsOf('set', setPairs);
  if (typeof set === 'string') return set;
  const queue = values['queue'];
  return {
    games,
    seed,
    max,
    chunk,
    set,
    where: typeof queue === 'string' ? { queue, patience: patience * 1000 } : { workers },
    askedWorkers: typeof values['workers'] === 'string' ? workers : null,
  };
}

/**
 * The threads worth starting: no more than the cores (more only share them, each with its own
 * memory) nor than the chunks. When `--workers` asked for more, a line says what is used.
 */
export function cappedWorkers(common: Common, sides: number, note: (text: string) => void): Common {
  if ('queue' in common.where) return common;
  const asked = common.where.workers;
  const byCores = Math.min(asked, CORES);
  const size = common.chunk ?? defaultChunkSize(common.games, byCores);
  const chunks = Math.ceil(common.games / size) * sides;
  const used = Math.max(1, Math.min(byCores, chunks));
  if (common.askedWorkers !== null && used < asked) {
    const why =
      used < byCores
        ? `there ${chunks === 1 ? 'is 1 chunk' : `are ${chunks} chunks`}`
        : `this machine has ${CORES} core${CORES === 1 ? '' : 's'}`;
    note(`--workers ${asked}: using ${used}, as ${why}`);
  }
  return { ...common, where: { workers: used } };
}

export interface Watch {
  options: StreamOptions;
  /** The signal that stopped the run (SIGINT for Ctrl-C, SIGTERM), or null. */
  interrupted(): NodeJS.Signals | null;
  /** A line on stderr, clear of the progress bar. */
  notice(text: string): void;
  done(): void;
}

function bar({ done, total, seconds, note }: Progress): string {
  const width = 24;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const rate = seconds > 0 ? done / seconds : 0;
  const left = rate > 0 ? Math.ceil((total - done) / rate) : null;
  const eta =
    note !== undefined
      ? `, ${note}`
      : left === null
        ? ''
        : `, about ${left >= 60 ? `${Math.floor(left / 60)} min ${left % 60} s` : `${left} s`} left`;
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} games, ${Math.round(rate).toLocaleString('en-US')} games/s${eta}`;
}

/**
 * Progress, notices (to `err`), Ctrl-C and SIGTERM for one run; `done()` puts everything back. On a terminal
 * the bar is redrawn in place; with `force` and no terminal (`--progress` into a log) it is a line
 * per second.
 */
export function watchRun(
  name: string,
  err: (text: string) => void,
  force = false,
  stream: NodeJS.WriteStream = process.stderr,
): Watch {
  const stop = new AbortController();
  let interrupted: NodeJS.Signals | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    interrupted ??= signal;
    stop.abort();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const tty = stream.isTTY === true;
  let last = -Infinity;
  let lastNote: string | undefined;
  let shown = false;
  const clear = () => {
    if (shown) stream.write('\r\x1b[K');
    shown = false;
  };
  return {
    options: {
      signal: stop.signal,
      onProgress:
        tty || force
          ? (p) => {
              const now = performance.now();
              if (now - last < (tty ? 100 : 1000) && p.done < p.total && p.note === lastNote) return;
              last = now;
              lastNote = p.note;
              shown = tty;
              if (tty) stream.write(`\r${bar(p)}\x1b[K`);
              else err(`${bar(p)}\n`);
            }
          : undefined,
      onNotice: (text) => {
        clear();
        err(`${name}: ${text}\n`);
      },
    },
    interrupted: () => interrupted,
    notice(text) {
      clear();
      err(`${name}: ${text}\n`);
    },
    done() {
      process.removeListener('SIGINT', onSignal);
      process.removeListener('SIGTERM', onSignal);
      clear();
    },
  };
}

export function timing(games: number, seconds: number, where: string): string {
  const rate = seconds > 0 ? Math.round(games / seconds) : 0;
  return `${games.toLocaleString('en-US')} games in ${seconds.toFixed(1)} s (${rate.toLocaleString('en-US')} games/s) ${where}\n`;
}

/**
 * Runs `start` with progress, notices and signals watched. `interrupted` names the signal that
 * cut the run short. A failure comes back as the one line the command prints: a bad spec after
 * the command's name, anything else after the model's path.
 */
export async function runWatched<T>(
  watch: Watch,
  chunk: number | null,
  start: (options: StreamOptions) => Promise<T>,
  names: { command: string; path: string },
): Promise<{ run: T; interrupted: NodeJS.Signals | null } | { problem: string }> {
  try {
    const run = await start({ ...watch.options, ...(chunk === null ? {} : { chunkSize: chunk }) });
    return { run, interrupted: watch.interrupted() };
  } catch (e) {
    return {
      problem: e instanceof SimulationError ? `${names.command}: ${e.message}` : `${names.path}: ${(e as Error).message}`,
    };
  } finally {
    watch.done();
  }
}

/** Where the games ran, for the timing line: `on 2 workers`, `through redis://…`. */
export function whereText(where: Where): string {
  return 'queue' in where ? `through ${where.queue}` : `on ${where.workers} worker${where.workers === 1 ? '' : 's'}`;
}

/** Rows written in batches (a million games are a million rows), flushed at the end. */
export function rowWriter(out: (text: string) => void): { write(row: string): void; flush(): void } {
  let buffer = '';
  return {
    write(row) {
      buffer += row;
      if (buffer.length > 16_384) {
        out(buffer);
        buffer = '';
      }
    },
    flush() {
      if (buffer !== '') out(buffer);
      buffer = '';
    },
  };
}

const int = (n: number): string => n.toLocaleString('en-US');

/**
 * The exit code, with a line on stderr when the run did not go as asked: 130 for Ctrl-C, 143 for
 * SIGTERM, 1 for an error or for games that failed (the result above says which and why).
 */
export function exitCode(
  io: { err(t: string): void },
  name: string,
  outcome: { stopped: string | null; error: Error | null },
  interrupted: NodeJS.Signals | null,
  counts: { played: number; requested: number; failed: number; games?: number },
): number {
  const partial = `the result above covers ${int(counts.played)} of ${int(counts.requested)} games`;
  if (interrupted !== null) {
    io.err(`${name}: stopped by ${interrupted === 'SIGINT' ? 'Ctrl-C' : interrupted}; ${partial}\n`);
    return interrupted === 'SIGINT' ? 130 : 143;
  }
  if (outcome.stopped !== null) {
    io.err(`${name}: ${outcome.error?.message ?? 'stopped'}; ${partial}\n`);
    return 1;
  }
  if (counts.failed > 0) {
    const of = counts.games ?? counts.played;
    io.err(`${name}: ${int(counts.failed)} of ${int(of)} games failed (the errors are in the result above)\n`);
    return 1;
  }
  return 0;
}
