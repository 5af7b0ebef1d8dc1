// The subcommands, each loaded only when it runs. To add one: write src/commands/<name>.ts
// exporting `command: Command`, and add one line here.

import type { Command } from './io.js';

export const COMMANDS: Readonly<Record<string, () => Promise<{ command: Command }>>> = {
  eval: () => import('./commands/eval.js'),
  play: () => import('./commands/play.js'),
  validate: () => import('./commands/validate.js'),
  simulate: () => import('./commands/simulate.js'),
  compare: () => import('./commands/compare.js'),
  worker: () => import('./commands/worker.js'),
};
