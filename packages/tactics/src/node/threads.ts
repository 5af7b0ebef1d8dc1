// A fixed set of worker threads that take tasks as messages and answer each with its result. A
// task goes to the thread with the fewest tasks unanswered, straight into its message queue, so a
// thread that finishes a chunk finds the next one waiting instead of waiting for this thread to
// read the answer and send more (tinypool, used before, sends a thread its next task only after
// its answer has been read, when the task can be aborted: the round trip left each thread idle
// about 2 ms per chunk). See the package README, "How it runs".
import { Worker } from 'node:worker_threads';

/** The pool as this package uses it. */
export interface ThreadPool {
  run(task: unknown): Promise<unknown>;
  destroy(): Promise<void>;
}

/** What a thread sends: ready once loaded, then one answer per task. */
export type ThreadMessage = { ready: true } | { id: number; result: unknown } | { id: number; error: unknown };

interface Waiting {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Thread {
  worker: Worker;
  waiting: Map<number, Waiting>;
  /** Loaded and answering: one that dies afterwards is replaced, one that dies loading is not. */
  ready: boolean;
}

export interface ThreadOptions {
  /** The thread's module, as a file: URL's href (a string, so the types need no DOM or Node globals). */
  file: string;
  threads: number;
  workerData?: unknown;
  heapMb: number;
}

/**
 * The URL of a thread's bundled file (`scripts/bundle-thread.mjs`): beside this module once
 * built, in dist/ when run from the sources (tests).
 */
export function threadFile(name: 'chunk-thread' | 'analyze-thread'): string {
  const here = import.meta.url;
  return (here.endsWith('.ts') ? new URL(`../../dist/node/${name}.js`, here) : new URL(`./${name}.js`, here)).href;
}

/** Starts `threads` threads at once; a thread that dies (out of memory) fails its tasks and is replaced. */
export function startThreads(options: ThreadOptions): ThreadPool {
  const threads: Thread[] = [];
  let destroyed = false;
  let lastError: unknown = null;
  let nextId = 0;

  const fail = (thread: Thread, error: unknown) => {
    const at = threads.indexOf(thread);
    if (at === -1) return;
    threads.splice(at, 1);
    for (const w of thread.waiting.values()) w.reject(error);
    thread.waiting.clear();
    lastError = error;
    void thread.worker.terminate();
    if (!destroyed && thread.ready) spawn();
  };

  const spawn = () => {
    const worker = new Worker(new URL(options.file), {
      workerData: options.workerData,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
    });
    const thread: Thread = { worker, waiting: new Map(), ready: false };
    worker.unref();
    worker.on('message', (m: ThreadMessage) => {
      if ('ready' in m) {
        thread.ready = true;
        return;
      }
      const w = thread.waiting.get(m.id);
      if (w === undefined) return;
      thread.waiting.delete(m.id);
      if (thread.waiting.size === 0) worker.unref();
      if ('error' in m) w.reject(m.error);
      else w.resolve(m.result);
    });
    worker.on('error', (e) => fail(thread, e));
    worker.on('exit', (code) => fail(thread, new Error(`a worker thread stopped (exit code ${code})`)));
    threads.push(thread);
  };

  for (let i = 0; i < Math.max(1, Math.floor(options.threads)); i++) spawn();

  return {
    run(task) {
      if (destroyed) return Promise.reject(new Error('the worker threads were stopped'));
      let best: Thread | undefined;
      for (const t of threads) if (best === undefined || t.waiting.size < best.waiting.size) best = t;
      if (best === undefined) return Promise.reject(lastError ?? new Error('no worker thread could start'));
      const thread = best;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        thread.waiting.set(id, { resolve, reject });
        thread.worker.ref();
        thread.worker.postMessage({ id, task });
      });
    },
    async destroy() {
      destroyed = true;
      const all = threads.splice(0);
      for (const t of all) for (const w of t.waiting.values()) w.reject(new Error('the worker threads were stopped'));
      await Promise.all(all.map((t) => t.worker.terminate()));
    },
  };
}
