// An analysis on worker threads (README "Analysis"): the spec is checked here, its tasks go out in
// small chunks, and what comes back is summed up once at the end, so the result does not depend on
// the number of threads. Stopping asks every running chunk to end after its current task and keeps
// what they measured.
import Tinypool from 'tinypool';
import { summarizeAnalysis, type AnalysisResult } from '../analyze/index.js';
import type { Measure } from '../analyze/measure.js';
import { prepareAnalysis, tasksOf, type AnalysisSpec } from '../analyze/spec.js';
import type { AnalysisTask } from './analyze-worker.js';
import { threadFailure, THREAD_HEAP_MB, type RunOutcome, type StopSignal } from './pool.js';
import { threadFile } from './threads.js';

export interface AnalysisRunOptions {
  workers: number;
  signal?: StopSignal;
  /** Tasks done of all, after each chunk. */
  onProgress?(progress: { done: number; total: number; seconds: number }): void;
  /** Tasks per chunk (default: about eight chunks per worker, at most 20). */
  chunkSize?: number;
}

export async function analyzeOn(
  spec: AnalysisSpec,
  options: AnalysisRunOptions,
): Promise<{ result: AnalysisResult; outcome: RunOutcome }> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const prepared = prepareAnalysis(spec);
  const total = tasksOf(prepared).length;
  const workers = Math.max(1, Math.floor(options.workers));
  const size = options.chunkSize ?? Math.max(1, Math.min(20, Math.ceil(total / (workers * 8))));
  const pool = new Tinypool({
    filename: threadFile('analyze-thread'),
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 1000,
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const onAbort = () => Atomics.store(stop, 0, 1);
  options.signal?.addEventListener('abort', onAbort);
  if (options.signal?.aborted === true) onAbort();
  const measures: Measure[] = [];
  let next = 0;
  let error: Error | null = null;
  const lane = async (): Promise<void> => {
    while (next < total && Atomics.load(stop, 0) === 0) {
      const from = next;
      next = Math.min(total, next + size);
      const task: AnalysisTask = { spec, from, to: next, stop };
      try {
        measures.push(...((await pool.run(task)) as Measure[]));
        options.onProgress?.({ done: measures.length, total, seconds: seconds() });
      } catch (e) {
        error ??= threadFailure(e);
        Atomics.store(stop, 0, 1);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: workers }, lane));
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    await pool.destroy();
  }
  const result = summarizeAnalysis(prepared, measures, total);
  const stopped = error !== null ? 'error' : result.complete ? null : 'interrupted';
  return { result, outcome: { stopped, error, seconds: seconds() } };
}
