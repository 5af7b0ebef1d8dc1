// `tabletwin worker --queue redis://host:port`: takes chunks of simulations from the queue and
// plays them on worker threads, until Ctrl-C (or SIGTERM) stops it. A chunk it was playing when
// it stopped goes back to the queue for another worker.

import { startQueueWorker } from '@tabletwin/tactics/node';
import { parseOptions, usage } from '../args.js';
import { fail, type Command } from '../io.js';
import { CORES, numberOption } from '../sim-args.js';

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
  async run(args, io) {
    const name = 'tabletwin worker';
    const parsed = parseOptions(command, args);
    if (typeof parsed === 'string') return fail(io, `${name}: ${parsed}\n${usage('worker', command)}`);
    const { values, positionals } = parsed;
    if (positionals.length > 0) return fail(io, `${name}: unexpected argument '${positionals[0]}'\n${usage('worker', command)}`);
    const url = values['queue'];
    if (typeof url !== 'string') return fail(io, `${name}: --queue is required: --queue redis://host:port`);
    const workers = numberOption(values, 'workers', CORES, 1);
    if (typeof workers === 'string') return fail(io, `${name}: ${workers}`);
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
          : (event, from, to) => io.out(`${event === 'start' ? 'playing' : 'done'} games ${from} … ${to - 1}\n`),
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
    await worker.close();
    return 0;
  },
};
