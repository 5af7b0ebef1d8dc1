#!/usr/bin/env node
// The `tabletwin` command.

import { closeStdin } from './input.js';
import { processIo, stopWhenOutputCloses } from './io.js';
import { run } from './run.js';

stopWhenOutputCloses();
process.exitCode = await run(process.argv.slice(2), processIo);
closeStdin();
