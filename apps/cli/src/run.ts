// Dispatching `tabletwin <command> [args]` to the table of commands; the help and the version.

import { readFileSync } from 'node:fs';
import { helpText } from './args.js';
import { COMMANDS } from './commands.js';
import type { Command, Io } from './io.js';

const USAGE = 'usage: tabletwin <command> [arguments]   (tabletwin help <command> for its options; tabletwin --version)\n';

async function load(name: string): Promise<Command | undefined> {
  const loader = Object.prototype.hasOwnProperty.call(COMMANDS, name) ? COMMANDS[name] : undefined;
  return loader === undefined ? undefined : (await loader()).command;
}

function unknown(io: Io, name: string): number {
  io.err(`tabletwin: unknown command '${name}'\n${USAGE}`);
  return 1;
}

/** The version of this package (read from its package.json, one folder up from src/ and dist/). */
export function version(): string {
  return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

export async function run(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...args] = argv;
  if (name === '--version' || name === '-v') {
    io.out(`tabletwin ${version()}\n`);
    return 0;
  }
  if ((name === 'help' || name === '--help' || name === '-h') && args.length > 0) {
    const command = await load(args[0]!);
    if (command === undefined) return unknown(io, args[0]!);
    io.out(helpText(args[0]!, command));
    return 0;
  }
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.out(USAGE + '\ncommands:\n');
    for (const n of Object.keys(COMMANDS)) io.out(`  ${n.padEnd(10)} ${(await load(n))!.summary}\n`);
    return name === undefined ? 1 : 0;
  }
  const command = await load(name);
  if (command === undefined) return unknown(io, name);
  if (asksForHelp(args)) {
    io.out(helpText(name, command));
    return 0;
  }
  return command.run(args, io);
}

/** `--help` or `-h` among the options (not after `--`, where an expression may be `-h`). */
function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}
