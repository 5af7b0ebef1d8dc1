// `tabletwin eval '<expression>' [--scope file.json] [--model model.yaml] [--set NAME=VALUE]`: prints the
// value as str() would. With --model the expression sees that model (its constants replaced by
// --set) at the start of a game.

import { evaluate, fromJS, toText, type Value } from '@tabletwin/expr';
import { loadModel, newGame } from '@tabletwin/engine';
import type { ConstantValue } from '@tabletwin/tactics';
import { parseOptions, usage } from '../args.js';
import { readFileOrBuiltin } from '../builtin.js';
import { SET_OPTION, takeSet, withConstants } from '../constants.js';
import { fail, readFailure, readModelText, type Command, type Io } from '../io.js';

export const command: Command = {
  summary: 'evaluate an expression and print its value as str() would',
  operands: "'<expression>'",
  options: [
    { name: 'scope', value: 'file.json', text: 'names the expression sees, from a JSON object {name: value}' },
    {
      name: 'model',
      value: 'model.yaml',
      text: 'evaluate in that model at the start of a game (constants, functions, variables, zones)',
    },
    { ...SET_OPTION, text: 'with --model: replace a constant of the model (a YAML value); may be repeated' },
  ],
  notes: 'An expression starting with - other than a negative number goes after --: tabletwin eval -- "-x"',
  run(args, io) {
    const taken = takeSet(args);
    if (typeof taken === 'string') return fail(io, `tabletwin eval: ${taken}`);
    const parsed = parseOptions(command, taken.rest);
    if (typeof parsed === 'string') return fail(io, `tabletwin eval: ${parsed}\n${usage('eval', command)}`);
    const { values, positionals } = parsed;
    if (positionals.length !== 1)
      return fail(io, `tabletwin eval: expected one expression, got ${positionals.length}\n${usage('eval', command)}`);
    let scope: Record<string, unknown> = {};
    if (typeof values['scope'] === 'string') {
      const loaded = readScope(values['scope']);
      if (typeof loaded === 'string') return fail(io, `tabletwin eval: ${loaded}`);
      scope = loaded;
    }
    if (typeof values['model'] === 'string') return inModel(io, values['model'], taken.set, positionals[0]!, scope);
    if (Object.keys(taken.set).length > 0)
      return fail(io, 'tabletwin eval: --set replaces constants of a model; name it with --model');
    try {
      io.out(toText(evaluate(positionals[0]!, scope)) + '\n');
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
function inModel(io: Io, path: string, set: Record<string, ConstantValue>, src: string, scope: Record<string, unknown>): number {
  const read = readModelText(path);
  if ('problem' in read) return fail(io, `tabletwin eval: ${read.problem}`);
  const withSet = withConstants(read.text, set);
  if ('problem' in withSet) return fail(io, `tabletwin eval: ${withSet.problem}`);
  try {
    const game = newGame(loadModel(withSet.model), { advance: false });
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
    text = readFileOrBuiltin(path, []);
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
