// Public API of @tabletwin/cli: run the command in-process (tests, other tools).

export { run } from './run.js';
export { COMMANDS } from './commands.js';
export type { Command, Io, OptionSpec } from './io.js';
