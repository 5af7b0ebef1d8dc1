// Running a simulation from the command line: a progress bar on a terminal (games per second and
// the time left; nothing when the output is piped), Ctrl-C stops the run and keeps what was played.

import { SimulationError } from '@tabletwin/tactics';
import type { Progress, RunOptions, Where } from '@tabletwin/tactics/node';

export interface Watch {
  options: RunOptions;
  /** Whether Ctrl-C stopped the run. */
  interrupted(): boolean;
  done(): void;
}

function bar({ done, total, seconds }: Progress): string {
  const width = 24;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const rate = seconds > 0 ? done / seconds : 0;
  const left = rate > 0 ? Math.ceil((total - done) / rate) : null;
  const eta = left === null ? '' : `, about ${left >= 60 ? `${Math.floor(left / 60)} min ${left % 60} s` : `${left} s`} left`;
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} games, ${Math.round(rate).toLocaleString('en-US')} games/s${eta}`;
}

/**
 * Progress and Ctrl-C for one run; `done()` puts everything back. On a terminal the bar is redrawn
 * in place; with `force` and no terminal (`--progress` into a log) it is a line per second.
 */
export function watchRun(force = false, stream: NodeJS.WriteStream = process.stderr): Watch {
  const stop = new AbortController();
  let interrupted = false;
  const onSigint = () => {
    interrupted = true;
    stop.abort();
  };
  process.once('SIGINT', onSigint);
  const tty = stream.isTTY === true;
  let last = -Infinity;
  let shown = false;
  return {
    options: {
      signal: stop.signal,
      onProgress:
        tty || force
          ? (p) => {
              const now = performance.now();
              if (now - last < (tty ? 100 : 1000) && p.done < p.total) return;
              last = now;
              shown = tty;
              stream.write(tty ? `\r${bar(p)}\x1b[K` : `${bar(p)}\n`);
            }
          : undefined,
    },
    interrupted: () => interrupted,
    done() {
      process.removeListener('SIGINT', onSigint);
      if (shown) stream.write('\r\x1b[K');
    },
  };
}

export function timing(games: number, seconds: number, where: string): string {
  const rate = seconds > 0 ? Math.round(games / seconds) : 0;
  return `${games.toLocaleString('en-US')} games in ${seconds.toFixed(1)} s (${rate.toLocaleString('en-US')} games/s) ${where}\n`;
}

/**
 * Runs `start` with progress and Ctrl-C watched (`chunk`: the chunk size, `null` for the default).
 * `interrupted` says whether Ctrl-C cut the run short. A failure comes back as the one line the
 * command prints: a bad spec after the command's name, anything else after the model's path.
 */
export async function runWatched<T>(
  progress: boolean,
  chunk: number | null,
  start: (options: RunOptions) => Promise<T>,
  names: { command: string; path: string },
): Promise<{ run: T; interrupted: boolean } | { problem: string }> {
  const watch = watchRun(progress);
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
