// The task of a worker thread in an analysis: tasks `from` … `to − 1` of one spec. The prepared
// spec is kept while the next chunks belong to the same one; a non-zero `stop` ends the chunk after
// the task it is in, and what was measured comes back.
import { analysisChunk } from '../analyze/index.js';
import type { Measure } from '../analyze/measure.js';
import { prepareAnalysis, type AnalysisSpec, type PreparedAnalysis } from '../analyze/spec.js';

export interface AnalysisTask {
  spec: AnalysisSpec;
  from: number;
  to: number;
  stop?: Int32Array;
}

let last: { key: string; prepared: PreparedAnalysis } | null = null;

export default function runAnalysisChunk(task: AnalysisTask): Measure[] {
  const key = JSON.stringify(task.spec);
  if (last === null || last.key !== key) last = { key, prepared: prepareAnalysis(task.spec) };
  const stop = task.stop;
  return analysisChunk(last.prepared, task.from, task.to, stop === undefined ? undefined : () => Atomics.load(stop, 0) !== 0);
}
