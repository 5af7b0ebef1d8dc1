// The Node entry of @tabletwin/tactics (`@tabletwin/tactics/node`): simulations on worker
// threads and on a BullMQ queue across machines.
export {
  runLocal,
  defaultChunkSize,
  workerFile,
  cores,
  MAX_CHUNK,
  THREAD_HEAP_MB,
  type RunOptions,
  type RunOutcome,
  type Progress,
  type StopSignal,
  type ChunkSink,
} from './pool.js';
export type { QueueRunOptions, QueueSink } from './queue.js';
export type { QueueWorkerOptions, QueueWorker } from './queue-worker.js';
export { connectionOf, QueueError, QUEUE_NAME, redisWords } from './redis.js';
export { simulateOn, compareOn, type Where, type SimulationRun, type ComparisonRun, type StreamOptions } from './run.js';
export type { ChunkTask } from './chunk-worker.js';
export { analyzeOn, type AnalysisRunOptions } from './analyze.js';

// BullMQ and ioredis (half a second of start-up) load only when a queue is used.
export const runOnQueue: (typeof import('./queue.js'))['runOnQueue'] = async (...args) =>
  (await import('./queue.js')).runOnQueue(...args);
export const startQueueWorker: (typeof import('./queue-worker.js'))['startQueueWorker'] = async (...args) =>
  (await import('./queue-worker.js')).startQueueWorker(...args);
export type { AnalysisTask } from './analyze-worker.js';
