// The page's side of the worker, with the kill switch: a job that runs past its time limit has the
// worker terminated (the only way to stop a loop in it) and a fresh worker made for the next job.
// A job's limit counts from when the worker takes it up, so a slow start (a busy machine loading
// the worker's code) or a job waiting behind another is not taken for a model that never ends.
import type { Answer, FromWorker, Job, JobKind, ToWorker } from './protocol.js';

/** Time limits per kind of job, in milliseconds. */
export const LIMITS: Record<JobKind, number> = {
  check: 10_000,
  play: 10_000,
  diagram: 10_000,
  tactic: 10_000,
  lint: 10_000,
  track: 10_000,
  prepare: 10_000,
};

/** How long a job may wait for the worker to take it up (start-up and the jobs before it). */
export const START_LIMIT = 60_000;

/** A job stopped by the kill switch. */
export class Stopped extends Error {
  override readonly name = 'Stopped';
  constructor(readonly seconds: number) {
    super(`stopped after ${seconds} s: does the model end?`);
  }
}

interface Pending {
  resolve: (a: never) => void;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout>;
  limit: number;
}

export interface WorkerLike {
  postMessage(message: ToWorker): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  onerror?: ((event: ErrorEvent) => void) | null;
}

export class EngineClient {
  private worker: WorkerLike;
  private readonly pending = new Map<number, Pending>();
  private next = 1;
  /** How many workers were made (a new one after each kill). */
  generation = 0;

  constructor(private readonly make: () => WorkerLike) {
    this.worker = this.spawn();
  }

  private spawn(): WorkerLike {
    const w = this.make();
    this.generation++;
    w.onmessage = (event) => {
      const reply = event.data;
      const p = this.pending.get(reply.id);
      if (p === undefined || w !== this.worker) return;
      clearTimeout(p.timer);
      if ('started' in reply) {
        p.timer = setTimeout(() => this.kill(new Stopped(Math.round(p.limit / 1000))), p.limit);
        return;
      }
      this.pending.delete(reply.id);
      if (reply.ok) p.resolve(reply.answer as never);
      else p.reject(new Error(reply.error));
    };
    // The worker's code failed to load or threw outside a job: nothing it holds will be answered.
    w.onerror = (event) => {
      if (w !== this.worker) return;
      event.preventDefault?.();
      this.kill(new Error(`the engine's worker failed: ${event.message || 'its code could not be loaded'}`));
    };
    return w;
  }

  run<K extends JobKind>(kind: K, job: Job[K], limit = LIMITS[kind]): Promise<Answer[K]> {
    const id = this.next++;
    return new Promise<Answer[K]>((resolve, reject) => {
      const timer = setTimeout(
        () => this.kill(new Error(`stopped: the engine did not take the job up within ${START_LIMIT / 1000} s`)),
        START_LIMIT,
      );
      this.pending.set(id, { resolve: resolve as (a: never) => void, reject, timer, limit });
      this.worker.postMessage({ id, kind, job });
    });
  }

  /** Ends the worker: every job it held is stopped (they shared its thread), and a new worker takes over. */
  private kill(reason: Error): void {
    this.worker.terminate();
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(reason);
      this.pending.delete(id);
    }
    this.worker = this.spawn();
  }
}

let shared: EngineClient | null = null;

/** The page's one client (one worker at a time). */
export function engine(): EngineClient {
  shared ??= new EngineClient(
    () => new Worker(new URL('../worker/main.ts', import.meta.url), { type: 'module', name: 'engine' }) as unknown as WorkerLike,
  );
  return shared;
}
