// Dispatching `tabletwin <command> [args]` to the table of commands.

import { COMMANDS } from './commands.js';
import type { Io } from './io.js';

const USAGE = 'usage: tabletwin <command> [arguments]   (tabletwin help lists the commands)\n';

export async function run(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.out(USAGE + '\ncommands:\n');
    for (const [n, load] of Object.entries(COMMANDS)) io.out(`  ${n.padEnd(10)} ${(await load()).command.summary}\n`);
    return name === undefined ? 1 : 0;
  }
  const load = Object.prototype.hasOwnProperty.call(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (load === undefined) {
    io.err(`tabletwin: unknown command '${name}'\n${USAGE}`);
    return 1;
  }
  const { command } = await load();
  if (asksForHelp(args)) {
    io.out(`tabletwin ${name}: ${command.summary}\n`);
    return 0;
  }
  return command.run(args, io);
}

/** `--help` or `-h` among the options (not after `--`, where an expression may be `-h`). */
function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}
