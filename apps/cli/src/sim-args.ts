// What simulate, compare and worker share in reading their arguments: options that may be given
// more than once (`--set A=1 --set B=2`), player lists, `NAME=VALUE`, the model and tactic files
// read into the spec (content, not paths, so a spec travels to threads and other machines).

import { availableParallelism } from 'node:os';
import { loadTactic, modelWith, playerFromSpec, seatOf, seatReason, type ConstantValue } from '@tabletwin/tactics';
import { wholeNumber } from './args.js';
import { readFileOrBuiltin } from './builtin.js';
import { constantPair } from './constants.js';
import { readFailure, readModelText } from './io.js';

export { takeRepeated } from './args.js';

/** `GOAL=30` pairs → `{ GOAL: '30' }`: values stay text (the simulation reads them as YAML), but one that is not YAML is refused here. */
export function constantsOf(option: string, pairs: readonly string[]): Record<string, ConstantValue> | string {
  const out: Record<string, ConstantValue> = {};
  for (const pair of pairs) {
    const p = constantPair(option, pair);
    if (typeof p === 'string') return p;
    out[p[0]] = p[1];
  }
  return out;
}

/** `tactic:a.yaml,random` → its player texts. */
export function playersOf(option: string, text: string): string[] | string {
  const list = text.split(',').map((s) => s.trim());
  return list.some((s) => s === '') ? `--${option} wants players separated by commas, not '${text}'` : list;
}

export function numberOption(
  values: Record<string, string | true>,
  name: string,
  fallback: number,
  min: number,
): number | string {
  const v = values[name];
  if (typeof v !== 'string') return fallback;
  const n = wholeNumber(name, v, min);
  // wholeNumber words its range for 0 and for any whole number; counts from 1 up say so plainly.
  return typeof n === 'string' && min > 0 ? `--${name} must be a whole number from ${min.toLocaleString('en-US')}, not ${v}` : n;
}

/** The default number of worker threads: every core. */
export const CORES = Math.max(1, availableParallelism());

export function readModel(path: string): { text: string } | { problem: string } {
  return readModelText(path);
}

/**
 * The files the players read, from disk now: `tactic:` files with the bases they extend, and the
 * strategy files of `solved:` players. Each tactic is loaded and each strategy made into a player
 * here, so a bad one is reported before any game.
 */
export function tacticFiles(
  modelText: string,
  set: Record<string, ConstantValue>,
  players: readonly string[],
): Record<string, string> {
  const files: Record<string, string> = {};
  const reader =
    (kinds: 'tactic' | []) =>
    (path: string): string => {
      if (files[path] === undefined) {
        try {
          files[path] = readFileOrBuiltin(path, kinds);
        } catch (e) {
          throw new Error(`cannot read ${path}: ${readFailure(e)}`);
        }
      }
      return files[path]!;
    };
  // A text that names no seat is the simulation's to report, with its seat.
  const seats = players.map((p) => ({ spec: p, seat: seatOf(p) }));
  const tactics = seats.flatMap(({ seat }) => (seat?.kind === 'tactic' ? [seat.path] : []));
  const solved = seats.flatMap(({ spec, seat }) => (seat?.kind === 'solved' ? [{ spec, path: seat.path }] : []));
  if (tactics.length === 0 && solved.length === 0) return files;
  const model = modelWith(modelText, set);
  const read = reader('tactic');
  for (const path of new Set(tactics)) loadTactic(read(path), { model, path, read });
  for (const { spec, path } of new Map(solved.map((s) => [s.spec, s])).values()) {
    try {
      reader([])(path);
      playerFromSpec(spec, { model, read: (p) => files[p]! });
    } catch (e) {
      throw new Error(`cannot use player '${spec}': ${seatReason(spec, e)}`);
    }
  }
  return files;
}
