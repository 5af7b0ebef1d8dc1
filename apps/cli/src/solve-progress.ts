// What `tabletwin solve` says on stderr while it works: the size measured first (always, one
// line), then how the exploring and the iterations go, on a terminal redrawn in place at most ten
// times a second, with `--progress` and no terminal a line a second (for logs).

import { estimateText, type SolveProgress } from '@tabletwin/tactics';

export interface SolveWatch {
  onProgress(p: SolveProgress): void;
  /** Clears the line drawn on a terminal. */
  done(): void;
}

const n = (x: number): string => x.toLocaleString('en-US');

/** One line for a report of progress (not the estimate). */
export function progressText(p: Exclude<SolveProgress, { phase: 'estimate' }>): string {
  if (p.phase === 'explore')
    return p.method === 'cfr'
      ? `building the game tree: ${n(p.count)} nodes (at most ${n(p.of)})`
      : `exploring: ${n(p.count)} positions (at most ${n(p.of)})`;
  if (p.phase === 'evaluate') return `estimating the value and the exploitability: sampled game ${n(p.count)} of ${n(p.of)}`;
  if (p.method === 'mccfr') return `sampled CFR iteration ${n(p.count)} of ${n(p.of)}`;
  return p.method === 'cfr' ? `CFR iteration ${n(p.count)} of ${n(p.of)}` : `sweep ${n(p.count)} (at most ${n(p.of)})`;
}

/**
 * `write` goes to stderr; `tty`: stderr is a terminal; `force`: `--progress`; `name`: `solve <game>`;
 * `method`: tells whether the tree (CFR), the positions (expectimax) or the information states kept
 * (MCCFR, at most `maxStates`) are bounded.
 */
export function solveWatch(
  write: (text: string) => void,
  options: {
    tty: boolean;
    force: boolean;
    name: string;
    method: 'auto' | 'cfr' | 'expectimax' | 'mccfr';
    maxNodes: number;
    maxStates?: number;
  },
  now: () => number = () => performance.now(),
): SolveWatch {
  let last = -Infinity;
  let drawn = false;
  const show = options.tty || options.force;
  return {
    onProgress(p) {
      if (p.phase === 'estimate') {
        const cfr = options.method !== 'expectimax' && (options.method !== 'auto' || p.estimate.hidden !== null);
        const bound =
          options.method === 'mccfr'
            ? `sampled CFR keeps at most ${n(options.maxStates ?? 0)} information states`
            : `at most ${n(options.maxNodes)} can be solved`;
        write(`tabletwin ${options.name}: ${estimateText(p.estimate, cfr)}; ${bound}\n`);
        return;
      }
      if (!show) return;
      const t = now();
      if (t - last < (options.tty ? 100 : 1000)) return;
      last = t;
      drawn = options.tty;
      write(options.tty ? `\r${progressText(p)}\x1b[K` : `${progressText(p)}\n`);
    },
    done() {
      if (drawn) write('\r\x1b[K');
    },
  };
}
