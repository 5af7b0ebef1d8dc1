// The Node entry of @tabletwin/tactics (`@tabletwin/tactics/node`): simulations on worker
// threads and on a BullMQ queue across machines.
export {
  runLocal,
  defaultChunkSize,
  workerFile,
  type RunOptions,
  type RunOutcome,
  type Progress,
  type StopSignal,
} from './pool.js';
export {
  runOnQueue,
  startQueueWorker,
  connectionOf,
  QueueError,
  QUEUE_NAME,
  type QueueRunOptions,
  type QueueWorkerOptions,
  type QueueWorker,
} from './queue.js';
export { simulateOn, compareOn, type Where, type SimulationRun, type ComparisonRun } from './run.js';
export type { ChunkTask } from './chunk-worker.js';
