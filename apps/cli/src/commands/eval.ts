// `tabletwin eval '<expression>' [--scope file.json] [--model model.yaml]`: prints the value as
// str() would. With --model the expression sees that model at the start of a game.

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { evaluate, fromJS, toText, type Value } from '@tabletwin/expr';
import { loadModel, newGame } from '@tabletwin/engine';
import { fail, readFailure, type Command, type Io } from '../io.js';

const USAGE = "usage: tabletwin eval '<expression>' [--scope file.json] [--model model.yaml]   (use -- before an expression starting with -)\n";

export const command: Command = {
  summary: "evaluate an expression: tabletwin eval '<expression>' [--scope file.json] [--model model.yaml]",
  run(args, io) {
    let parsed;
    try {
      parsed = parseArgs({ args, options: { scope: { type: 'string' }, model: { type: 'string' } }, allowPositionals: true, strict: true });
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
    if (values.model !== undefined) return inModel(io, values.model, positionals[0] as string, scope);
    try {
      io.out(toText(evaluate(positionals[0] as string, scope)) + '\n');
      return 0;
    } catch (e) {
      return fail(io, e instanceof Error ? e.message : String(e));
    }
  },
};

/**
 * Evaluates in the global scope of `path`'s model at the start of a game (constants, boards,
 * functions, variables, zones, derived values); names from --scope come first, like local names.
 */
function inModel(io: Io, path: string, src: string, scope: Record<string, unknown>): number {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return fail(io, `tabletwin eval: cannot read ${path}: ${readFailure(e)}`);
  }
  try {
    const game = newGame(loadModel(text), { advance: false });
    if (game.error !== null) throw game.error;
    const names = new Map<string, Value>(Object.entries(scope).map(([k, v]) => [k, fromJS(v)]));
    io.out(toText(game.evaluateWith(src, names.size === 0 ? null : names)) + '\n');
    return 0;
  } catch (e) {
    return fail(io, e instanceof Error ? e.message : String(e));
  }
}

/** The scope file's names, or the reason it cannot be used. */
function readScope(path: string): Record<string, unknown> | string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return `cannot read scope file ${path}: ${readFailure(e)}`;
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
