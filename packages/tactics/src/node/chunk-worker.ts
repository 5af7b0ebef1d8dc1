// The task of a worker thread: one chunk of a simulation. The prepared spec (model and tactics
// loaded) is kept while the next chunks belong to the same spec, found by the task's `key` (a
// queue's run and side) or by the spec's text.
import { simulateChunk, type ChunkResult } from '../simulate/chunk.js';
import { prepare, type Prepared, type SimulationSpec } from '../simulate/spec.js';
import Tinypool from 'tinypool';
import type { WarmUp } from './pool.js';

export interface ChunkTask {
  spec: SimulationSpec;
  from: number;
  to: number;
  /** Names the spec (instead of its whole text) for the cache of prepared specs. */
  key?: string;
  /** Shared with the caller: a non-zero first element asks the chunk to end after the current game. */
  stop?: Int32Array;
}

let last: { key: string; prepared: Prepared } | null = null;

// The spec the pool gave at start: prepared now, while the thread starts, not at its first chunk.
// A spec that fails is left for the first chunk (and the caller's own check) to report.
const warm = (Tinypool.workerData as WarmUp | undefined)?.warm;
if (warm !== undefined) {
  try {
    last = { key: JSON.stringify(warm), prepared: prepare(warm) };
  } catch {
    last = null;
  }
}

export default function runChunk(task: ChunkTask): ChunkResult {
  const key = task.key ?? JSON.stringify(task.spec);
  if (last === null || last.key !== key) last = { key, prepared: prepare(task.spec) };
  const stop = task.stop;
  return simulateChunk(last.prepared, task.from, task.to, stop === undefined ? undefined : () => Atomics.load(stop, 0) !== 0);
}
