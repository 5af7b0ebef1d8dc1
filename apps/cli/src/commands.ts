// The subcommands, each loaded only when it runs. To add one: write src/commands/<name>.ts
// exporting `command: Command`, and add one line here.

import type { Command } from './io.js';

export const COMMANDS: Readonly<Record<string, () => Promise<{ command: Command }>>> = {
  analyze: () => import('./commands/analyze.js'),
  compare: () => import('./commands/compare.js'),
  diagram: () => import('./commands/diagram.js'),
  eval: () => import('./commands/eval.js'),
  mcp: () => import('./commands/mcp.js'),
  models: () => import('./commands/models.js'),
  play: () => import('./commands/play.js'),
  simulate: () => import('./commands/simulate.js'),
  solve: () => import('./commands/solve.js'),
  validate: () => import('./commands/validate.js'),
  worker: () => import('./commands/worker.js'),
};
