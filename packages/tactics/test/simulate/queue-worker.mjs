// A queue worker as its own process, for the queue tests: node queue-worker.mjs <url> <lockMs>.
// Prints `start <from> <to>` and `done <from> <to>` per chunk, so a test can kill it mid-chunk.
import { startQueueWorker } from '../../dist/node/index.js';

const [url, lock] = process.argv.slice(2);
const worker = await startQueueWorker({
  url,
  lockDuration: Number(lock),
  onChunk: (event, from, to) => process.stdout.write(`${event} ${from} ${to}\n`),
});
process.stdout.write('ready\n');
process.on('SIGTERM', () => void worker.close().then(() => process.exit(0)));
