// A thread for the pool's test: each task adds one to `started`, then waits until `release` is set
// before it answers, so the test can see which tasks a thread had without its answers being read.
import { parentPort, workerData } from 'node:worker_threads';

const { started, release } = workerData;
parentPort.on('message', ({ id }) => {
  Atomics.add(started, 0, 1);
  Atomics.notify(started, 0);
  Atomics.wait(release, 0, 0);
  parentPort.postMessage({ id, result: id });
});
parentPort.postMessage({ ready: true });
