// Runs one job (a `tabletwin` invocation) in a worker thread with a time and a memory limit. Past
// either, or when the caller cancels, the thread is terminated and the answer says why; the
// process, and with it the MCP server, goes on.
import { Worker } from 'node:worker_threads';
import type { JobInput, JobMessage } from './protocol.js';

export interface JobLimits {
  /** Wall time of the whole call. */
  seconds: number;
  /** Heap of the job's thread (simulations' own threads have their own heap limit). */
  heapMb: number;
}

export type JobResult =
  { ok: true; code: number; out: string; err: string; collected: Record<string, string> } | { ok: false; reason: string };

export const DEFAULT_HEAP_MB = 1024;

export function runJob(
  input: JobInput,
  limits: JobLimits,
  options: { signal?: AbortSignal; onProgress?(done: number, total: number): void } = {},
): Promise<JobResult> {
  return new Promise<JobResult>((resolve) => {
    // `job.js` bundled with what it imports (`scripts/bundle.mjs`): one file to load, not some 200.
    const worker = new Worker(new URL('./job-thread.js', import.meta.url), {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
      // The server's stdout is the protocol channel: nothing the job prints may reach it.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let over = false;
    const finish = (r: JobResult) => {
      if (over) return;
      over = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      resolve(r);
    };
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          reason: `stopped after ${limits.seconds} s (the call's time limit): does the model end? A smaller run (fewer games, a lower --max) may fit`,
        }),
      limits.seconds * 1000,
    );
    const onAbort = () => finish({ ok: false, reason: 'cancelled' });
    options.signal?.addEventListener('abort', onAbort);
    worker.on('message', (m: JobMessage) => {
      if (m.kind === 'progress') options.onProgress?.(m.done, m.total);
      else finish({ ok: true, code: m.code, out: m.out, err: m.err, collected: m.collected });
    });
    worker.on('error', (e: Error & { code?: string }) =>
      finish({
        ok: false,
        reason:
          e.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `stopped: the call needed more than ${limits.heapMb} MB (the call's memory limit)`
            : `the call failed: ${e.message}`,
      }),
    );
    worker.on('exit', (code) => finish({ ok: false, reason: `the call's thread ended (${code}) without an answer` }));
  });
}
