// The task of a worker thread: one chunk of a simulation. The prepared spec (model and tactics
// loaded) is kept while the next chunks belong to the same spec.
import { simulateChunk, type ChunkResult } from '../simulate/chunk.js';
import { prepare, type Prepared, type SimulationSpec } from '../simulate/spec.js';

export interface ChunkTask {
  spec: SimulationSpec;
  from: number;
  to: number;
}

let last: { key: string; prepared: Prepared } | null = null;

export default function runChunk(task: ChunkTask): ChunkResult {
  const key = JSON.stringify(task.spec);
  if (last === null || last.key !== key) last = { key, prepared: prepare(task.spec) };
  return simulateChunk(last.prepared, task.from, task.to);
}
