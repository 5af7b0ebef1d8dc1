// The task of a worker thread: one chunk of a simulation. The prepared spec (model and tactics
// loaded) is kept while the next chunks belong to the same spec.
import { simulateChunk, type ChunkResult } from '../simulate/chunk.js';
import { prepare, type Prepared, type SimulationSpec } from '../simulate/spec.js';
import Tinypool from 'tinypool';
import type { WarmUp } from './pool.js';

export interface ChunkTask {
  spec: SimulationSpec;
  from: number;
  to: number;
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
  const key = JSON.stringify(task.spec);
  if (last === null || last.key !== key) last = { key, prepared: prepare(task.spec) };
  return simulateChunk(last.prepared, task.from, task.to);
}
