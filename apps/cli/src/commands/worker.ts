// `tabletwin worker --queue redis://host:port`: takes chunks of simulations from the queue and
// plays them on worker threads, until Ctrl-C (or SIGTERM) stops it: each chunk it is playing ends
// after the current game and goes back to the queue for another worker. A second Ctrl-C leaves at
// once (the chunks then go back when their lock runs out).

import { startQueueWorker } from '@tabletwin/tactics/node';
import { parseOptions, usage } from '../args.js';
import { fail, type Command } from '../io.js';
import { CORES, numberOption } from '../sim-args.js';
import { QUEUE_NOTES } from '../sim-run.js';

export const command: Command = {
  summary: 'take chunks of simulations from a queue (for simulate/compare --queue) until stopped',
  operands: '',
  options: [
    { name: 'queue', value: 'redis://host:port', text: 'the Redis the simulations are submitted to (required)' },
    { name: 'workers', value: 'N', text: `worker threads, chunks played at once (default: every core, ${CORES} here)` },
    {
      name: 'lock',
      value: 'MS',
      text: 'how long a chunk stays ours without news before another worker may take it (default 30,000)',
    },
    { name: 'quiet', text: 'no line per chunk' },
  ],
  notes: QUEUE_NOTES,
  async run(args, io) {
    const name = 'tabletwin worker';
    const parsed = parseOptions(command, args);
    if (typeof parsed === 'string') return fail(io, `${name}: ${parsed}\n${usage('worker', command)}`);
    const { values, positionals } = parsed;
    if (positionals.length > 0) return fail(io, `${name}: unexpected argument '${positionals[0]}'\n${usage('worker', command)}`);
    const url = values['queue'];
    if (typeof url !== 'string') return fail(io, `${name}: --queue is required: --queue redis://host:port`);
    const asked = numberOption(values, 'workers', CORES, 1);
    if (typeof asked === 'string') return fail(io, `${name}: ${asked}`);
    const workers = Math.min(asked, CORES);
    if (workers < asked)
      io.err(`${name}: --workers ${asked}: using ${workers}, as this machine has ${CORES} core${CORES === 1 ? '' : 's'}\n`);
    const lock = numberOption(values, 'lock', 30_000, 100);
    if (typeof lock === 'string') return fail(io, `${name}: ${lock}`);
    const quiet = values['quiet'] === true;
    let worker;
    try {
      worker = await startQueueWorker({
        url,
        workers,
        lockDuration: lock,
        onChunk: quiet
          ? undefined
          : (event, from, to) =>
              io.out(`${event === 'start' ? 'playing' : event === 'done' ? 'done' : 'put back'} games ${from} … ${to - 1}\n`),
        onError: (e) => io.err(`${name}: ${e.message}\n`),
      });
    } catch (e) {
      return fail(io, `${name}: ${(e as Error).message}`);
    }
    io.out(`taking chunks from ${url} on ${workers} worker${workers === 1 ? '' : 's'}; Ctrl-C stops\n`);
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    io.err(`${name}: stopping after the current game; the chunks being played go back to the queue\n`);
    // A second signal: leave now.
    process.once('SIGINT', () => process.exit(130));
    process.once('SIGTERM', () => process.exit(143));
    await worker.close();
    return 0;
  },
};
