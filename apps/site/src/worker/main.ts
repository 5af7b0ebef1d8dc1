// The one place the engine runs in the browser: validating, playing and drawing never block the page.
/// <reference lib="webworker" />
import type { FromWorker, ToWorker } from '../lib/protocol.js';
import { run } from './jobs.js';
import { message } from './play.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const { id, kind, job } = event.data;
  scope.postMessage({ id, started: true } satisfies FromWorker);
  let reply: FromWorker;
  try {
    reply = { id, ok: true, answer: run(kind, job) };
  } catch (e) {
    reply = { id, ok: false, error: message(e) };
  }
  scope.postMessage(reply);
};
