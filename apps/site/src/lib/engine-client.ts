// The page's side of the worker, with the kill switch: a job that runs past its time limit has the
// worker terminated (the only way to stop a loop in it) and a fresh worker made for the next job.
import type { Answer, FromWorker, Job, JobKind, ToWorker } from './protocol.js';

/** Time limits per kind of job, in milliseconds. */
export const LIMITS: Record<JobKind, number> = {
  check: 10_000,
  play: 10_000,
  diagram: 10_000,
  catalog: 10_000,
  tactic: 10_000,
  lint: 10_000,
  track: 10_000,
};

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
}

export interface WorkerLike {
  postMessage(message: ToWorker): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
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
      if (p === undefined) return;
      clearTimeout(p.timer);
      this.pending.delete(reply.id);
      if (reply.ok) p.resolve(reply.answer as never);
      else p.reject(new Error(reply.error));
    };
    return w;
  }

  run<K extends JobKind>(kind: K, job: Job[K], limit = LIMITS[kind]): Promise<Answer[K]> {
    const id = this.next++;
    return new Promise<Answer[K]>((resolve, reject) => {
      const timer = setTimeout(() => this.kill(limit), limit);
      this.pending.set(id, { resolve: resolve as (a: never) => void, reject, timer });
      this.worker.postMessage({ id, kind, job });
    });
  }

  /** Ends the worker: every job it held is stopped (they shared its thread), and a new worker takes over. */
  private kill(limit: number): void {
    this.worker.terminate();
    const stopped = new Stopped(Math.round(limit / 1000));
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(stopped);
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
