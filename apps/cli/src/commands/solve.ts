// `tabletwin solve <model.yaml> [--iterations N] [--method M] [--seed N] [--games N]
// [--tolerance X] [--json] [--out strategy.json] [--set NAME=VALUE]`:
// solves a small game (@tabletwin/tactics `solve`) and prints the value per player, the
// exploitability and the strategy per information state; `--method mccfr` samples a bigger one and
// prints estimates. `--out` writes the strategy file that `solved:<file>` plays.

import { writeFileSync } from 'node:fs';
import { loadModel } from '@tabletwin/engine';
import {
  DEFAULT_MAX_NODES,
  DEFAULT_MAX_STATES,
  seenText,
  solve,
  SolveError,
  type SolveResult,
  type StrategyEntry,
} from '@tabletwin/tactics';
import { parseOptions, usage, wholeNumber } from '../args.js';
import { SET_OPTION, takeSet, withConstants } from '../constants.js';
import { fail, processIo, readFailure, readModelText, type Command } from '../io.js';
import { counted } from '../words.js';
import { solveWatch, type SolveWatch } from '../solve-progress.js';

/** States listed in the text output; the JSON output and `--out` have all of them. */
const SHOWN = 100;

export const command: Command = {
  summary: 'solve a small game: the value per player, the exploitability and the strategy',
  operands: '<model.yaml>',
  options: [
    {
      name: 'iterations',
      value: 'N',
      text: 'CFR iterations (default 1,000), mccfr iterations (default 10,000), or the most expectimax sweeps (default 10,000)',
    },
    {
      name: 'method',
      value: 'M',
      text: 'expectimax, cfr, mccfr (sampled CFR, for bigger games with hidden information) or auto (default: expectimax when every request is seen by everyone, else cfr)',
    },
    { name: 'seed', value: 'N', text: 'the seed of the game (default 0); mccfr: also of its sampling' },
    {
      name: 'games',
      value: 'N',
      text: 'mccfr: sampled games per player for the estimated value and exploitability (default 10,000)',
    },
    {
      name: 'max-states',
      value: 'N',
      text: 'mccfr: the most information states kept (default 100,000); states first met past them are played uniformly',
    },
    {
      name: 'tolerance',
      value: 'X',
      text: 'CFR, mccfr: the exploitability at or below which the strategy counts as converged (default 0.001)',
    },
    { name: 'json', text: 'the result as one JSON document' },
    { name: 'out', value: 'strategy.json', text: 'write the strategy there (play it with the player solved:strategy.json)' },
    { name: 'progress', text: 'show the progress also when stderr is not a terminal (a line a second)' },
    SET_OPTION,
  ],
  notes:
    'Games must be small: at most 500,000 states (expectimax) or nodes of the game tree (CFR). The size is\n' +
    'estimated first from random games (a few seconds at most) and said on stderr; a game the estimate\n' +
    'shows too big is refused at once, and a game in which no end can be reached is refused too.\n' +
    '--method mccfr builds no tree: it keeps at most 100,000 information states, and its value and\n' +
    'exploitability are estimates from sampled games. On a terminal (or with --progress) the progress\n' +
    'follows.',
  run(args, io) {
    const taken = takeSet(args);
    if (typeof taken === 'string') return fail(io, `tabletwin solve: ${taken}`);
    const parsed = parseOptions(command, taken.rest);
    if (typeof parsed === 'string') return fail(io, `tabletwin solve: ${parsed}\n${usage('solve', command)}`);
    const { values, positionals } = parsed;
    if (positionals.length !== 1)
      return fail(io, `tabletwin solve: expected one model file, got ${positionals.length}\n${usage('solve', command)}`);
    const whole: Partial<Record<'iterations' | 'seed' | 'games' | 'maxStates', number>> = {};
    for (const [option, name, min] of [
      ['iterations', 'iterations', 0],
      ['seed', 'seed', -Infinity],
      ['games', 'games', 0],
      ['max-states', 'maxStates', 0],
    ] as const) {
      const text = values[option];
      if (typeof text !== 'string') continue;
      const n = wholeNumber(option, text, min);
      if (typeof n === 'string') return fail(io, `tabletwin solve: ${n}`);
      if (n === 0 && option !== 'iterations') return fail(io, `tabletwin solve: --${option} must be at least 1`);
      whole[name] = n;
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
    if (method !== 'auto' && method !== 'expectimax' && method !== 'cfr' && method !== 'mccfr')
      return fail(io, `tabletwin solve: --method must be expectimax, cfr, mccfr or auto, not ${String(method)}`);
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
        maxStates: whole.maxStates ?? DEFAULT_MAX_STATES,
      });
      watch = w;
      result = solve({
        model,
        method,
        onProgress: w.onProgress,
        ...whole,
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
  const count = (x: number): string => x.toLocaleString('en-US');
  const how =
    r.method === 'cfr'
      ? `CFR, ${counted(r.iterations, 'iteration')}, ${counted(r.nodes, 'node')}`
      : r.method === 'mccfr'
        ? `sampled CFR (mccfr), ${counted(r.iterations, 'iteration')}, ${counted(r.nodes, 'information state')} kept`
        : `expectimax, ${counted(r.nodes, 'state')}, ${counted(r.iterations, 'sweep')}`;
  const lines = [`${label} · ${how}${r.converged ? '' : ' (not converged)'}`];
  const s = r.sampled;
  if (s === undefined) {
    lines.push(`Value: ${r.values.map((v, p) => `player ${p} ${num(v)}`).join(' · ')}`);
    lines.push(`Exploitability: ${num(r.exploitability)}`);
  } else {
    // Estimates to three digits: their standard errors are seldom below a thousandth.
    const est = (x: number): string => (Math.abs(x) < 5e-13 ? '0' : Number(x.toPrecision(3)).toString());
    const pm = (x: number): string => `± ${Number(x.toPrecision(2)).toString()}`;
    lines.push(`Value (estimated): ${r.values.map((v, p) => `player ${p} ${est(v)} ${pm(s.valueErrors[p]!)}`).join(' · ')}`);
    lines.push(
      `Exploitability (estimated): ${est(r.exploitability)} ${pm(s.exploitabilityError)}, an upper estimate; the lower estimate is ${est(s.exploitabilityLow)}`,
    );
    lines.push(`From ${counted(s.games, 'sampled game')} per player (seed ${s.seed}); ± is one standard error`);
    if (s.fullAt !== null)
      lines.push(
        `The table of ${count(r.nodes)} information states (--max-states) was full at iteration ${count(s.fullAt)}: ${count(s.unkept)} decisions at states met later were played uniformly`,
      );
  }
  if (!r.converged)
    lines.push(
      r.tolerance === undefined
        ? `Not converged: values still moved in the last of ${counted(r.iterations, 'sweep')} (--iterations allows more)`
        : `Not converged: the ${s === undefined ? 'exploitability' : 'upper estimate'} is above the tolerance ${num(r.tolerance)} (more iterations, --iterations N, may bring it down)`,
    );
  lines.push('', `Strategy (${counted(entries.length, r.strategy.key === 'information' ? 'information state' : 'state')}):`);
  for (const [key, e] of entries.slice(0, SHOWN)) {
    lines.push(
      `  player ${e.player} at ${e.where} · ${r.strategy.key === 'information' ? seen(key) : key.slice(e.where.length + 3)}`,
    );
    lines.push(`    ${mix(e)}`);
  }
  if (entries.length > SHOWN) lines.push(`  … ${count(entries.length - SHOWN)} more (--json or --out lists all)`);
  if (r.strategy.uncovered === 'uniform')
    lines.push('A decision the strategy has no entry for (never met while sampling) is played uniformly at random.');
  return lines.join('\n') + '\n';
}

/** An information state in short: what was seen, in order (`deal · J · ? · P0 check`). */
const seen = (key: string): string => (key === '' ? 'nothing seen yet' : seenText(key));

/** The options with their probabilities to three decimals (the files keep them whole). */
function mix(e: StrategyEntry): string {
  return e.options.map((o, i) => `${o} ${Number(e.probs[i]!.toFixed(3)).toString()}`).join(' · ');
}
