// `--set NAME=VALUE` for the commands that load a model: the pairs read strictly as YAML, and the
// model's text with those constants replaced. The new value is written into the text where the old
// one stood, on as many lines as it took, so every other line keeps its number and the errors of
// `validate` and `play` still point at the user's file.

import { modelTags, readModel } from '@tabletwin/engine';
import { constantValue, SimulationError, type ConstantValue } from '@tabletwin/tactics';
import { isMap, isNode, isScalar, parseDocument, stringify } from 'yaml';
import type { OptionSpec } from './io.js';
import { takeRepeated } from './args.js';

/** The option as every command that takes it lists it. */
export const SET_OPTION: OptionSpec = {
  name: 'set',
  value: 'NAME=VALUE',
  text: 'replace a constant of the model, the value read as YAML (30, true, [1, 2], a word); may be repeated',
};

/** `GOAL=30` → `['GOAL', '30']`, or the message: not `NAME=VALUE`, or a value that is not YAML. */
export function constantPair(option: string, pair: string): [string, string] | string {
  const eq = pair.indexOf('=');
  if (eq <= 0) return `--${option} wants NAME=VALUE, not ${pair}`;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1);
  try {
    constantValue(value);
  } catch (e) {
    if (e instanceof SimulationError) return `--${option} ${name}: ${e.reason}`;
    throw e;
  }
  return [name, value];
}

/** Takes every `--set` out of `args`: the other arguments and the constants, or the message. */
export function takeSet(args: readonly string[]): { rest: string[]; set: Record<string, ConstantValue> } | string {
  const taken = takeRepeated(args, ['set']);
  if (typeof taken === 'string') return taken;
  const set: Record<string, ConstantValue> = {};
  for (const pair of taken.taken['set']!) {
    const p = constantPair('set', pair);
    if (typeof p === 'string') return p;
    set[p[0]] = p[1];
  }
  return { rest: taken.rest, set };
}

const READ = { version: '1.1', customTags: modelTags, merge: true, prettyErrors: false } as const;

/**
 * The model with `set` applied: its text with the values replaced in place, or (for a value that
 * cannot be written back in place, such as one in a flow mapping spread over lines) the model's
 * data with them replaced, which loads the same but has no line numbers. A text that does not read
 * as a model comes back as it is, for the loader to report. A name the model's constants lack is
 * the message.
 */
export function withConstants(
  text: string,
  set: Readonly<Record<string, ConstantValue>>,
): { model: string | Record<string, unknown> } | { problem: string } {
  const names = Object.keys(set);
  if (names.length === 0) return { model: text };
  let data: Record<string, unknown>;
  try {
    data = readModel(text).data;
  } catch {
    return { model: text };
  }
  const constants = data['constants'];
  const old = constants !== null && typeof constants === 'object' && !Array.isArray(constants) ? constants : {};
  const known = Object.keys(old);
  for (const name of names) {
    if (!known.includes(name)) {
      const has = known.length === 0 ? 'has none' : `has ${known.join(', ')}`;
      return { problem: `unknown constant '${name}'; the model ${has}` };
    }
  }
  const replaced = { ...data, constants: { ...old, ...Object.fromEntries(names.map((n) => [n, constantValue(set[n]!)])) } };
  return { model: spliced(text, names, replaced) ?? replaced };
}

/** The text with the constants `names` written where they stand, or `null` when that does not read back as `wanted`. */
function spliced(text: string, names: readonly string[], wanted: Record<string, unknown>): string | null {
  const values = wanted['constants'] as Record<string, unknown>;
  const constants = parseDocument(text, READ).get('constants', true);
  if (!isMap(constants)) return null;
  const cuts: { from: number; to: number; text: string }[] = [];
  for (const pair of constants.items) {
    const name = isScalar(pair.key) ? String(pair.key.value) : null;
    if (name === null || !names.includes(name) || !isNode(pair.value) || pair.value.range == null) continue;
    const [from, to] = pair.value.range;
    const written = stringify(values[name], { ...READ, collectionStyle: 'flow', lineWidth: 0 }).trimEnd();
    if (written.includes('\n')) return null;
    // As many line breaks as the old value had, so the lines after it keep their numbers.
    const breaks = (text.slice(from, to).match(/\n/g) ?? []).length;
    cuts.push({ from, to, text: written + '\n'.repeat(breaks) });
  }
  let out = text;
  for (const c of cuts.sort((a, b) => b.from - a.from)) out = out.slice(0, c.from) + c.text + out.slice(c.to);
  try {
    return JSON.stringify(readModel(out).data) === JSON.stringify(wanted) ? out : null;
  } catch {
    return null;
  }
}
