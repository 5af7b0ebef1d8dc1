// Runs chunks of games on several workers at once (one per core), with the same kill switch as the
// engine's worker: a chunk that takes longer than its limit has every worker terminated. As there,
// the limit counts from when the worker takes the chunk up (`started`).
import type { ChunkResult, Range, SimulationSpec } from '@tabletwin/tactics';
import { START_LIMIT } from './engine-client.js';
import type { FromSim, ToSim } from './sim-protocol.js';

export interface SimWorker {
  postMessage(message: ToSim): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<FromSim>) => void) | null;
}

/** One chunk to play: games `from` … `to` − 1 of `spec`; `side` tells the caller which run it belongs to. */
export interface Task {
  side: number;
  spec: SimulationSpec;
  from: number;
  to: number;
}

/** How a run ended: every chunk played, or stopped (by the person, the time limit, or an error), keeping what was played. */
export type Outcome = { stopped: null } | { stopped: 'stopped' | 'limit' | 'error'; message: string };

/** A chunk may take this long before the run is stopped. */
export const CHUNK_LIMIT = 60_000;

/** About sixteen chunks per worker (a smooth progress bar), from 5 to 250 games each. */
export function chunkSize(games: number, workers: number): number {
  return Math.max(5, Math.min(250, Math.ceil(games / (Math.max(1, workers) * 16))));
}

/** The chunks of one or more runs of `games` each, interleaved so that every run advances together. */
export function plan(specs: readonly SimulationSpec[], workers: number): Task[] {
  const games = Math.max(0, ...specs.map((s) => s.games));
  const size = chunkSize(games, workers);
  const out: Task[] = [];
  for (let from = 0; from < games; from += size)
    specs.forEach((spec, side) => {
      if (from < spec.games) out.push({ side, spec, from, to: Math.min(spec.games, from + size) });
    });
  return out;
}

export interface RunOptions {
  workers: number;
  make: () => SimWorker;
  onChunk: (task: Task, chunk: ChunkResult, seats: number, range: Range | null) => void;
  signal?: AbortSignal;
  limit?: number;
}

/** Plays every task; resolves when all are played or the run stopped. Workers are made for the run and ended after it. */
export function runTasks(tasks: readonly Task[], options: RunOptions): Promise<Outcome> {
  const { workers: count, make, onChunk, signal, limit = CHUNK_LIMIT } = options;
  return new Promise<Outcome>((resolve) => {
    const queue = [...tasks];
    const pool: SimWorker[] = [];
    const timers = new Map<SimWorker, ReturnType<typeof setTimeout>>();
    let busy = 0;
    let over = false;
    const finish = (outcome: Outcome): void => {
      if (over) return;
      over = true;
      for (const t of timers.values()) clearTimeout(t);
      for (const w of pool) w.terminate();
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = (): void => finish({ stopped: 'stopped', message: 'stopped: the games played so far are counted' });
    let nextId = 1;
    const feed = (w: SimWorker): void => {
      const task = queue.shift();
      if (task === undefined) {
        if (busy === 0) finish({ stopped: null });
        return;
      }
      busy++;
      const id = nextId++;
      const arm = (ms: number, message: string): void => {
        clearTimeout(timers.get(w));
        timers.set(
          w,
          setTimeout(() => finish({ stopped: 'limit', message }), ms),
        );
      };
      w.onmessage = (event) => {
        const reply = event.data;
        if (over || reply.id !== id) return;
        if ('started' in reply) {
          arm(limit, `stopped after ${Math.round(limit / 1000)} s on one chunk: does the model end?`);
          return;
        }
        clearTimeout(timers.get(w));
        timers.delete(w);
        busy--;
        if (!reply.ok) {
          finish({ stopped: 'error', message: reply.error });
          return;
        }
        onChunk(task, reply.chunk, reply.seats, reply.range);
        feed(w);
      };
      arm(START_LIMIT, `stopped: a simulation worker did not take its chunk up within ${START_LIMIT / 1000} s`);
      w.postMessage({ id, spec: task.spec, from: task.from, to: task.to });
    };
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort);
    if (queue.length === 0) {
      finish({ stopped: null });
      return;
    }
    const n = Math.max(1, Math.min(count, queue.length));
    for (let i = 0; i < n; i++) pool.push(make());
    for (const w of pool) feed(w);
  });
}

/** Real workers, from the site's own origin. */
export function makeSimWorker(): SimWorker {
  return new Worker(new URL('../worker/sim.ts', import.meta.url), { type: 'module', name: 'simulate' }) as unknown as SimWorker;
}

/** One worker per core, as the browser reports them (at least one). */
export function coreCount(): number {
  const n = globalThis.navigator?.hardwareConcurrency;
  return typeof n === 'number' && n >= 1 ? Math.floor(n) : 1;
}
