// A worker thread of simulations (started by `startThreads`): each message is one chunk to play,
// answered with its result. The specs of a run come with the thread (its workerData) and are
// prepared while it starts, so a task names its spec by `side`; a task from a queue carries its
// spec and a `key`. Prepared specs are kept (the last few), so a comparison's two sides, whose
// chunks alternate, are each prepared once.
import { parentPort, workerData } from 'node:worker_threads';
import { packedChunk, simulateChunk, type ChunkResult } from '../simulate/chunk.js';
import type { PackedChunk } from '../simulate/packed.js';
import { prepare, type Prepared, type SimulationSpec } from '../simulate/spec.js';
import type { ThreadMessage } from './threads.js';

export interface ChunkTask {
  /** The spec; without it, `side` names one of the specs the thread was started with. */
  spec?: SimulationSpec;
  side?: number;
  from: number;
  to: number;
  /** Names the spec (instead of its whole text) for the cache of prepared specs. */
  key?: string;
  /** Shared with the caller: a non-zero first element asks the chunk to end after the current game. */
  stop?: Int32Array;
  /** Answer with columns (`PackedChunk`) instead of records. */
  packed?: boolean;
}

/** What a thread finds in its workerData: the specs of the run, prepared while it starts. */
export interface ThreadData {
  specs: readonly SimulationSpec[];
}

const KEPT = 4;
const specs = (workerData as ThreadData | undefined)?.specs ?? [];
const cache = new Map<string, Prepared>();

function preparedFor(key: string, spec: SimulationSpec): Prepared {
  let p = cache.get(key);
  if (p === undefined) {
    p = prepare(spec);
    cache.set(key, p);
    while (cache.size > KEPT) cache.delete(cache.keys().next().value!);
  }
  return p;
}

// A spec that fails here is left for its first chunk (and the caller's own check) to report.
specs.forEach((spec, side) => {
  try {
    preparedFor(`side:${side}`, spec);
  } catch {
    // reported by the chunk
  }
});

export function runChunk(task: ChunkTask): ChunkResult | PackedChunk {
  const spec = task.spec ?? specs[task.side ?? -1];
  if (spec === undefined) throw new Error(`a chunk for side ${String(task.side)}, which this thread was not given`);
  const key = task.key ?? (task.spec === undefined ? `side:${task.side}` : JSON.stringify(task.spec));
  const prepared = preparedFor(key, spec);
  const stop = task.stop;
  const stopped = stop === undefined ? undefined : () => Atomics.load(stop, 0) !== 0;
  return task.packed === true
    ? packedChunk(prepared, task.from, task.to, stopped)
    : simulateChunk(prepared, task.from, task.to, stopped);
}

const port = parentPort;
if (port !== null) {
  const send = (m: ThreadMessage) => port.postMessage(m);
  port.on('message', ({ id, task }: { id: number; task: ChunkTask }) => {
    let answer: ThreadMessage;
    try {
      answer = { id, result: runChunk(task) };
    } catch (e) {
      answer = { id, error: e };
    }
    try {
      send(answer);
    } catch {
      // An error that cannot be copied to the other thread goes as its text.
      send({
        id,
        error: new Error(
          'error' in answer ? String((answer.error as Error)?.message ?? answer.error) : 'a result that cannot be sent',
        ),
      });
    }
  });
  send({ ready: true });
}
