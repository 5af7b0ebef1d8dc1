// A queue worker as its own process, for the queue tests: node queue-worker.mjs <url> <lockMs> [heapMb].
// Prints `start|done|returned <from> <to>` per chunk and `error <message>` for what it refuses, so a
// test can wait for each; SIGTERM closes it as `tabletwin worker` does.
import { startQueueWorker } from '../../dist/node/index.js';

const [url, lock, heap] = process.argv.slice(2);
const worker = await startQueueWorker({
  url,
  lockDuration: Number(lock),
  ...(heap === undefined ? {} : { threadHeapMb: Number(heap) }),
  onChunk: (event, from, to) => process.stdout.write(`${event} ${from} ${to}\n`),
  onError: (e) => process.stdout.write(`error ${e.message}\n`),
});
process.stdout.write('ready\n');
process.on('SIGTERM', () => void worker.close().then(() => process.exit(0)));
