// A simulation worker: plays chunks of games (`simulateChunk`). The page starts one per core and
// hands out chunks; game k's seed depends only on the run's seed and k, so any split merges exactly.
/// <reference lib="webworker" />
import { prepare, simulateChunk, type Prepared } from '@tabletwin/tactics';
import type { FromSim, ToSim } from '../lib/sim-protocol.js';
import { message } from './play.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
// The model and tactics load once per spec, not once per chunk.
let last: { key: string; prepared: Prepared } | null = null;

scope.onmessage = (event: MessageEvent<ToSim>) => {
  const { id, spec, from, to } = event.data;
  scope.postMessage({ id, started: true } satisfies FromSim);
  let reply: FromSim;
  try {
    const key = JSON.stringify(spec);
    if (last === null || last.key !== key) last = { key, prepared: prepare(spec) };
    reply = {
      id,
      ok: true,
      chunk: simulateChunk(last.prepared, from, to),
      seats: last.prepared.seats,
      range: last.prepared.range,
    };
  } catch (e) {
    reply = { id, ok: false, error: message(e) };
  }
  scope.postMessage(reply);
};
