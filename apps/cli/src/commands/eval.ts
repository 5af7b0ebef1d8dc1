// `tabletwin eval '<expression>' [--scope file.json]`: prints the value as str() would.

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { evaluate, toText } from '@tabletwin/expr';
import type { Command, Io } from '../io.js';

const USAGE = "usage: tabletwin eval '<expression>' [--scope file.json]   (use -- before an expression starting with -)\n";

function fail(io: Io, message: string): number {
  io.err(message.endsWith('\n') ? message : message + '\n');
  return 1;
}

export const command: Command = {
  summary: "evaluate an expression: tabletwin eval '<expression>' [--scope file.json]",
  run(args, io) {
    let parsed;
    try {
      parsed = parseArgs({ args, options: { scope: { type: 'string' } }, allowPositionals: true, strict: true });
    } catch (e) {
      return fail(io, `tabletwin eval: ${(e as Error).message}\n${USAGE}`);
    }
    const { values, positionals } = parsed;
    if (positionals.length !== 1) return fail(io, `tabletwin eval: expected one expression, got ${positionals.length}\n${USAGE}`);
    let scope: Record<string, unknown> = {};
    if (values.scope !== undefined) {
      const loaded = readScope(values.scope);
      if (typeof loaded === 'string') return fail(io, `tabletwin eval: ${loaded}`);
      scope = loaded;
    }
    try {
      io.out(toText(evaluate(positionals[0] as string, scope)) + '\n');
      return 0;
    } catch (e) {
      return fail(io, e instanceof Error ? e.message : String(e));
    }
  },
};

/** The scope file's names, or the reason it cannot be used. */
function readScope(path: string): Record<string, unknown> | string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return `cannot read scope file ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return `scope file ${path} is not valid JSON: ${(e as Error).message}`;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return `scope file ${path} must hold a JSON object {name: value}`;
  }
  return data as Record<string, unknown>;
}
