// `tabletwin validate <model.yaml | folder>... [--json] [--no-games] [--lenient] [--set NAME=VALUE]`:
// the validator's report for each model (with --set, of the one model with constants replaced); a
// folder stands for the .yaml and .yml files in it. A file or folder that
// cannot be read is one failed entry; the others are still validated. Several models end with a
// one-line summary. Exit code 1 when a model has errors or when its test games do not all finish
// (with --lenient only for errors); the models whose games did not all finish are named on stderr.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { renderText, toJsonReport, unreadableInput, validate, type JsonReport, type Report } from '@tabletwin/validator';
import { loadModel, type Model } from '@tabletwin/engine';
import { parseOptions, usage } from '../args.js';
import { SET_OPTION, takeSet, withConstants } from '../constants.js';
import { fail, processIo, readFailure, readModelText, type Command } from '../io.js';
import { builtinText } from '../builtin.js';
import { checkTactic, isTacticText, tacticText, type TacticReport } from '../tactic-check.js';
import { counted } from '../words.js';

/** A model file to validate, or an argument that gave none (with the reason). */
type Entry = { file: string } | { file: string; problem: string };

/** The model files named: files as given, folders as their .yaml and .yml files in name order. */
function entries(paths: readonly string[]): Entry[] {
  const out: Entry[] = [];
  for (const path of paths) {
    let names: string[];
    try {
      if (!existsSync(path) && (builtinText('model', path) !== null || builtinText('tactic', path) !== null)) {
        out.push({ file: path });
        continue;
      }
      if (!statSync(path).isDirectory()) {
        out.push({ file: path });
        continue;
      }
      names = readdirSync(path);
    } catch (e) {
      out.push({ file: path, problem: `cannot read ${path}: ${readFailure(e)}` });
      continue;
    }
    const models = names.filter((f) => /\.ya?ml$/.test(f)).sort();
    if (models.length === 0) out.push({ file: path, problem: `no .yaml or .yml files in ${path}` });
    for (const f of models) out.push({ file: join(path, f) });
  }
  return out;
}

/** The report of an entry that could not be validated: its one error. */
function failed(message: string): Report {
  return unreadableInput(message);
}

/** `7 models · 0 errors · 140/140 test games finished` (`· 1 tactic` after the models when there are tactics) */
export function summary(reports: readonly Report[], tactics: readonly TacticReport[] = []): string {
  const errors = reports.reduce((n, r) => n + r.errors.length, 0) + tactics.reduce((n, t) => n + t.errors.length, 0);
  const games = reports.flatMap((r) => (r.testGames === null ? [] : [r.testGames]));
  const parts = [
    counted(reports.length, 'model'),
    ...(tactics.length > 0 ? [counted(tactics.length, 'tactic')] : []),
    counted(errors, 'error'),
  ];
  if (games.length > 0) {
    const finished = games.reduce((n, t) => n + t.finished, 0);
    const all = games.reduce((n, t) => n + t.played + t.notPlayed, 0);
    parts.push(`${finished.toLocaleString('en-US')}/${all.toLocaleString('en-US')} test games finished`);
  }
  return parts.join(' · ');
}

/**
 * `3 of 20 finished` when a model's test games did not all finish (some not played count as not
 * finished), with the reason when the budget ran out; `null` when they all finished or none was asked for.
 */
export function unfinishedGames(report: Report): string | null {
  const t = report.testGames;
  if (t === null) return null;
  const all = t.played + t.notPlayed;
  if (t.finished === all) return null;
  const spent = t.outOfBudget > 0 || t.notPlayedReason === 'budget';
  return `${t.finished} of ${all} finished${spent ? `, the budget of ${t.budget.toLocaleString('en-US')} steps spent` : ''}`;
}

/** Waits this long before a model's test games show their progress on a terminal. */
const PROGRESS_AFTER_MS = 2000;

/** Where the progress goes: stderr, and whether it is a terminal. */
export interface Terminal {
  readonly isTTY: boolean;
  write(text: string): void;
}

/**
 * `testing x.yaml: game 3 of 20` on the terminal, redrawn in place, once a model's games have
 * taken 2 s (by `now`, in ms); nothing when it is not a terminal (pipes, logs, tests). `clear`
 * removes the line before the report is printed.
 */
export function progress(file: string, terminal: Terminal, now: () => number): Progress | null {
  if (!terminal.isTTY) return null;
  const start = now();
  let shown = false;
  return {
    onGame(game, games) {
      if (now() - start < PROGRESS_AFTER_MS) return;
      shown = true;
      terminal.write(`\rtesting ${file}: game ${game} of ${games}\x1b[K`);
    },
    clear() {
      if (shown) terminal.write('\r\x1b[K');
      shown = false;
    },
  };
}

interface Progress {
  onGame(game: number, games: number): void;
  clear(): void;
}

/** stderr of the process, for `progress`. */
const stderr: Terminal = { isTTY: process.stderr.isTTY === true, write: (text) => processIo.err(text) };

/** A tactic in the JSON list: its report, `kind: 'tactic'` and `ok`. */
type TacticJson = TacticReport & { kind: 'tactic'; ok: boolean };

/** A tactic named without `--model`: one error saying how to name it. */
function noModel(file: string): TacticReport {
  const error = `${file} is a tactic: name its model with --model model.yaml`;
  return { file, model: '', tactic: null, label: null, errors: [error], warnings: [], places: [], games: null };
}

/** Lets a closed output (EPIPE) stop the run between two models rather than after all of them. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

export const command: Command = {
  summary: 'check models (errors, warnings, executability, the flow, test games) and tactics against a model',
  operands: '<model.yaml | folder>...',
  options: [
    { name: 'json', text: 'the report as JSON (a list for several models)' },
    { name: 'no-games', text: 'skip the 20 test games of each model' },
    { name: 'strict', text: 'the default (exit with 1 also when a test game does not finish); kept for old scripts' },
    { name: 'lenient', text: 'exit with 1 only for errors, not when a test game does not finish' },
    { name: 'model', value: 'model.yaml', text: 'the model of the tactic files named (a file with a top-level tactic: key)' },
    {
      ...SET_OPTION,
      text: 'validate the model with this constant replaced (a YAML value); may be repeated; one model only (and the --model of tactics)',
    },
  ],
  notes:
    'Exit code: 1 when a model has errors or when its test games do not all finish (one stops on an engine error, is cut off, or is not played once the games used their budget of work), 0 otherwise; with --lenient 1 only for errors.\n' +
    'With --set the report is of the model with the constants replaced; its lines are still those of the file.',
  async run(args, io) {
    const taken = takeSet(args);
    if (typeof taken === 'string') return fail(io, `tabletwin validate: ${taken}`);
    const set = taken.set;
    const setText = Object.entries(set)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(' ');
    const parsed = parseOptions(command, taken.rest);
    if (typeof parsed === 'string') return fail(io, `tabletwin validate: ${parsed}\n${usage('validate', command)}`);
    const { values, positionals } = parsed;
    if (positionals.length === 0)
      return fail(io, `tabletwin validate: name a model file or a folder\n${usage('validate', command)}`);
    const json = values['json'] === true;
    const games = values['no-games'] !== true;
    const lenient = values['lenient'] === true;
    if (lenient && values['strict'] === true)
      return fail(io, 'tabletwin validate: --lenient and --strict say opposite things; choose one');

    const modelFile = typeof values['model'] === 'string' ? values['model'] : null;
    let model: Model | null = null;
    if (modelFile !== null) {
      const read = readModelText(modelFile);
      if ('problem' in read) return fail(io, `tabletwin validate: ${read.problem}`);
      const withSet = withConstants(read.text, set);
      if ('problem' in withSet) return fail(io, `tabletwin validate: ${modelFile}: ${withSet.problem}`);
      try {
        model = loadModel(withSet.model);
      } catch (e) {
        // The tactics are judged against a model that loads; its own errors are for `validate model.yaml`.
        return fail(io, `tabletwin validate: ${modelFile} does not load (validate it first): ${(e as Error).message}`);
      }
    }

    const list = entries(positionals);
    if (setText !== '' && list.length > 1)
      return fail(
        io,
        `tabletwin validate: --set replaces constants of one model; ${list.length.toLocaleString('en-US')} files named (a folder names each of its models)`,
      );
    const reports: Report[] = [];
    const tactics: TacticReport[] = [];
    const jsonReports: ((JsonReport | TacticJson) & { file: string })[] = [];
    let code = 0;
    const unfinished: string[] = [];
    for (const [i, entry] of list.entries()) {
      if (i > 0) await breathe();
      const read = 'problem' in entry ? { problem: entry.problem } : readModelText(entry.file, ['model', 'tactic']);
      if ('text' in read && isTacticText(read.text)) {
        const t = model === null ? noModel(entry.file) : checkTactic(entry.file, read.text, modelFile!, model);
        tactics.push(t);
        if (t.errors.length > 0) code = 1;
        if (json) jsonReports.push({ ...t, kind: 'tactic', ok: t.errors.length === 0 });
        else io.out(`${list.length > 1 ? `${i > 0 ? '\n' : ''}# ${entry.file}\n` : ''}${tacticText(t)}`);
        continue;
      }
      const shown = io === processIo && games ? progress(entry.file, stderr, () => performance.now()) : null;
      const options = shown === null ? { testGames: games } : { testGames: games, onGame: shown.onGame };
      let report: Report;
      if ('problem' in read) report = failed(read.problem);
      else {
        const withSet = withConstants(read.text, set);
        if ('problem' in withSet) return fail(io, `tabletwin validate: ${entry.file}: ${withSet.problem}`);
        report = validate(withSet.model, options);
      }
      shown?.clear();
      reports.push(report);
      if (report.errors.length > 0) code = 1;
      const why = unfinishedGames(report);
      if (why !== null) {
        unfinished.push(`${entry.file} (${why})`);
        if (!lenient) code = 1;
      }
      if (json) jsonReports.push({ file: entry.file, ...(setText === '' ? {} : { set }), ...toJsonReport(report) });
      else if (list.length === 1) io.out(`${setText === '' ? '' : `with --set ${setText}\n`}${renderText(report)}`);
      else io.out(`${i > 0 ? '\n' : ''}# ${entry.file}\n${renderText(report)}`);
    }
    if (json) io.out(`${JSON.stringify(jsonReports.length === 1 ? jsonReports[0] : jsonReports, null, 2)}\n`);
    else if (list.length > 1) io.out(`\n${summary(reports, tactics)}\n`);
    if (unfinished.length > 0 && !lenient)
      io.err(`tabletwin validate: test games did not all finish in ${unfinished.join(', ')}; --lenient accepts that\n`);
    return code;
  },
};
