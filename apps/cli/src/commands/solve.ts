// `tabletwin solve <model.yaml> [--iterations N] [--method M] [--tolerance X] [--json]
// [--out strategy.json] [--set NAME=VALUE]`:
// solves a small game (@tabletwin/tactics `solve`) and prints the value per player, the
// exploitability and the strategy per information state. `--out` writes the strategy file that
// `solved:<file>` plays.

import { writeFileSync } from 'node:fs';
import { loadModel } from '@tabletwin/engine';
import { DEFAULT_MAX_NODES, seenText, solve, SolveError, type SolveResult, type StrategyEntry } from '@tabletwin/tactics';
import { parseOptions, usage, wholeNumber } from '../args.js';
import { SET_OPTION, takeSet, withConstants } from '../constants.js';
import { fail, processIo, readFailure, readModelText, type Command } from '../io.js';
import { solveWatch, type SolveWatch } from '../solve-progress.js';

/** States listed in the text output; the JSON output and `--out` have all of them. */
const SHOWN = 100;

export const command: Command = {
  summary: 'solve a small game: the value per player, the exploitability and the strategy',
  operands: '<model.yaml>',
  options: [
    { name: 'iterations', value: 'N', text: 'CFR iterations (default 1,000), or the most expectimax sweeps (default 10,000)' },
    { name: 'method', value: 'M', text: 'expectimax, cfr or auto (default: expectimax when every request is seen by everyone)' },
    {
      name: 'tolerance',
      value: 'X',
      text: 'CFR: the exploitability at or below which the strategy counts as converged (default 0.001)',
    },
    { name: 'json', text: 'the result as one JSON document' },
    { name: 'out', value: 'strategy.json', text: 'write the strategy there (play it with the player solved:strategy.json)' },
    { name: 'progress', text: 'show the progress also when stderr is not a terminal (a line a second)' },
    SET_OPTION,
  ],
  notes:
    'Games must be small: at most 500,000 states (expectimax) or nodes of the game tree (CFR). The size is\n' +
    'estimated first from random games (a few seconds at most) and said on stderr; a game the estimate\n' +
    'shows too big is refused at once. On a terminal (or with --progress) the progress follows.',
  run(args, io) {
    const taken = takeSet(args);
    if (typeof taken === 'string') return fail(io, `tabletwin solve: ${taken}`);
    const parsed = parseOptions(command, taken.rest);
    if (typeof parsed === 'string') return fail(io, `tabletwin solve: ${parsed}\n${usage('solve', command)}`);
    const { values, positionals } = parsed;
    if (positionals.length !== 1)
      return fail(io, `tabletwin solve: expected one model file, got ${positionals.length}\n${usage('solve', command)}`);
    let iterations: number | undefined;
    if (typeof values['iterations'] === 'string') {
      const n = wholeNumber('iterations', values['iterations'], 0);
      if (typeof n === 'string') return fail(io, `tabletwin solve: ${n}`);
      iterations = n;
    }
    let tolerance: number | undefined;
    if (typeof values['tolerance'] === 'string') {
      const x = values['tolerance'].trim() === '' ? NaN : Number(values['tolerance']);
      if (!(x >= 0) || !Number.isFinite(x))
        return fail(
          io,
          `tabletwin solve: --tolerance must be a number from 0 up (such as 0.001 or 1e-4), not ${values['tolerance']}`,
        );
      tolerance = x;
    }
    const method = values['method'] ?? 'auto';
    if (method !== 'auto' && method !== 'expectimax' && method !== 'cfr')
      return fail(io, `tabletwin solve: --method must be expectimax, cfr or auto, not ${String(method)}`);
    const path = positionals[0]!;
    const read = readModelText(path);
    if ('problem' in read) return fail(io, `tabletwin solve: ${read.problem}`);
    const set = withConstants(read.text, taken.set);
    if ('problem' in set) return fail(io, `tabletwin solve: ${set.problem}`);
    let result: SolveResult;
    let label: string;
    let watch: SolveWatch | undefined;
    try {
      const model = loadModel(set.model);
      label = typeof model.data['label'] === 'string' ? model.data['label'] : path;
      const w = solveWatch((t) => io.err(t), {
        tty: io === processIo && process.stderr.isTTY === true,
        force: values['progress'] === true,
        name: `solve ${typeof model.data['game'] === 'string' ? model.data['game'] : 'game'}`,
        method,
        maxNodes: DEFAULT_MAX_NODES,
      });
      watch = w;
      result = solve({
        model,
        method,
        onProgress: w.onProgress,
        ...(iterations === undefined ? {} : { iterations }),
        ...(tolerance === undefined ? {} : { tolerance }),
      });
    } catch (e) {
      watch?.done();
      if (e instanceof SolveError) return fail(io, `tabletwin ${e.message}`);
      return fail(io, `${path}: ${(e as Error).message}`);
    }
    watch.done();
    if (typeof values['out'] === 'string') {
      try {
        writeFileSync(values['out'], JSON.stringify(result.strategy, null, 2) + '\n');
      } catch (e) {
        return fail(io, `tabletwin solve: cannot write ${values['out']}: ${readFailure(e)}`);
      }
    }
    io.out(values['json'] === true ? JSON.stringify({ model: label, ...result }, null, 2) + '\n' : solveText(label, result));
    return 0;
  },
};

const num = (x: number): string => (Math.abs(x) < 5e-13 ? '0' : Number(x.toPrecision(6)).toString());

export function solveText(label: string, r: SolveResult): string {
  const entries = Object.entries(r.strategy.entries);
  const how =
    r.method === 'cfr'
      ? `CFR, ${r.iterations.toLocaleString('en-US')} iterations, ${r.nodes.toLocaleString('en-US')} nodes`
      : `expectimax, ${r.nodes.toLocaleString('en-US')} states, ${r.iterations.toLocaleString('en-US')} sweeps`;
  const lines = [
    `${label} · ${how}${r.converged ? '' : ' (not converged)'}`,
    `Value: ${r.values.map((v, p) => `player ${p} ${num(v)}`).join(' · ')}`,
    `Exploitability: ${num(r.exploitability)}`,
  ];
  if (!r.converged)
    lines.push(
      r.tolerance === undefined
        ? `Not converged: values still moved in the last of ${r.iterations.toLocaleString('en-US')} sweeps (--iterations allows more)`
        : `Not converged: the exploitability is above the tolerance ${num(r.tolerance)} (more iterations, --iterations N, may bring it down)`,
    );
  lines.push(
    '',
    `Strategy (${entries.length.toLocaleString('en-US')} ${r.strategy.key === 'information' ? 'information states' : 'states'}):`,
  );
  for (const [key, e] of entries.slice(0, SHOWN)) {
    lines.push(
      `  player ${e.player} at ${e.where} · ${r.strategy.key === 'information' ? seen(key) : key.slice(e.where.length + 3)}`,
    );
    lines.push(`    ${mix(e)}`);
  }
  if (entries.length > SHOWN)
    lines.push(`  … ${(entries.length - SHOWN).toLocaleString('en-US')} more (--json or --out lists all)`);
  return lines.join('\n') + '\n';
}

/** An information state in short: what was seen, in order (`deal · J · ? · P0 check`). */
const seen = (key: string): string => (key === '' ? 'nothing seen yet' : seenText(key));

/** The options with their probabilities to three decimals (the files keep them whole). */
function mix(e: StrategyEntry): string {
  return e.options.map((o, i) => `${o} ${Number(e.probs[i]!.toFixed(3)).toString()}`).join(' · ');
}
