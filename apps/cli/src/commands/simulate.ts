// `tabletwin simulate <model.yaml> --players tactic:a.yaml,random --games N --seed N`: many games
// on worker threads (or on a queue other machines take chunks from), with win rates and their
// intervals, end reasons, game lengths and the games that failed.

import type { SimulationSpec } from '@tabletwin/tactics';
import { simulateOn, type Where } from '@tabletwin/tactics/node';
import { parseOptions, usage } from '../args.js';
import { fail, type Command } from '../io.js';
import { constantsOf, CORES, numberOption, playersOf, readModel, tacticFiles, takeRepeated } from '../sim-args.js';
import { csvOf, heading, resultText } from '../sim-report.js';
import { runWatched, timing, whereText } from '../sim-run.js';

export const RUN_OPTIONS = [
  { name: 'games', value: 'N', text: 'how many games (default 1,000)' },
  { name: 'seed', value: 'N', text: 'game k is played with seed N + k (default 0); the same seed gives the same result' },
  { name: 'workers', value: 'N', text: `worker threads (default: every core, ${CORES} here); the result does not depend on it` },
  { name: 'set', value: 'NAME=VALUE', text: 'replace a constant of the model (YAML value: 30, true, text); may be repeated' },
  { name: 'max', value: 'N', text: 'requests before a game is cut off (default 10,000)' },
  { name: 'queue', value: 'redis://host:port', text: 'put the chunks on a queue for `tabletwin worker` processes instead' },
  { name: 'chunk', value: 'N', text: 'games per chunk (default: about four chunks per worker, at most 500)' },
  { name: 'progress', text: 'show progress also when stderr is not a terminal (a line per second)' },
  { name: 'json', text: 'the whole result as JSON' },
  { name: 'csv', text: 'one row per game: seed, returns, reason, requests, error' },
] as const;

export const command: Command = {
  summary: 'play many games with the given players and report win rates with their intervals',
  operands: '<model.yaml>',
  options: [
    {
      name: 'players',
      value: 'LIST',
      text: 'one player per seat, separated by commas (random, first, agent:<name>, tactic:<file>, look-ahead:tactic:<file>, no-look-ahead:tactic:<file>); one for all seats (default random)',
    },
    ...RUN_OPTIONS,
  ],
  notes: 'Ctrl-C stops the run and prints the result of the games played so far.',
  async run(args, io) {
    const name = 'tabletwin simulate';
    const taken = takeRepeated(args, ['set']);
    if (typeof taken === 'string') return fail(io, `${name}: ${taken}`);
    const parsed = parseOptions(command, taken.rest);
    if (typeof parsed === 'string') return fail(io, `${name}: ${parsed}\n${usage('simulate', command)}`);
    const { values, positionals } = parsed;
    if (positionals.length !== 1)
      return fail(io, `${name}: expected one model file, got ${positionals.length}\n${usage('simulate', command)}`);
    const common = commonOptions(values, taken.taken['set']!);
    if (typeof common === 'string') return fail(io, `${name}: ${common}`);
    const players = playersOf('players', typeof values['players'] === 'string' ? values['players'] : 'random');
    if (typeof players === 'string') return fail(io, `${name}: ${players}`);
    const path = positionals[0]!;
    const model = readModel(path);
    if ('problem' in model) return fail(io, `${name}: ${model.problem}`);
    let spec: SimulationSpec;
    try {
      const files = tacticFiles(model.text, common.set, players);
      spec = {
        model: model.text,
        players,
        files,
        games: common.games,
        seed: common.seed,
        set: common.set,
        maxRequests: common.max,
      };
    } catch (e) {
      return fail(io, `${name}: ${(e as Error).message}`);
    }
    const watched = await runWatched(
      values['progress'] === true,
      common.chunk,
      (options) => simulateOn(spec, common.where, options),
      {
        command: name,
        path,
      },
    );
    if ('problem' in watched) return fail(io, watched.problem);
    const { run, interrupted } = watched;
    const { result, games, outcome } = run;
    const seats = result.seats.length;
    const where = whereText(common.where);
    if (values['csv'] === true) io.out(csvOf(games, seats));
    else if (values['json'] === true) {
      const time = { seconds: outcome.seconds, gamesPerSecond: outcome.seconds > 0 ? result.games / outcome.seconds : null };
      io.out(JSON.stringify({ ...result, time }, null, 2) + '\n');
    } else {
      const label = /^label:\s*(.+)$/m.exec(model.text)?.[1]?.trim() ?? path;
      io.out(heading(label, result) + '\n' + resultText(result) + timing(result.games, outcome.seconds, where));
    }
    return stoppedEarly(io, name, outcome, interrupted, result.games, result.requested);
  },
};

export interface Common {
  games: number;
  seed: number;
  max: number;
  chunk: number | null;
  set: Record<string, string | number | boolean>;
  where: Where;
}

/** The options simulate and compare share. */
export function commonOptions(values: Record<string, string | true>, setPairs: readonly string[]): Common | string {
  if (values['json'] === true && values['csv'] === true) return '--json and --csv cannot be combined';
  const games = numberOption(values, 'games', 1000, 0);
  if (typeof games === 'string') return games;
  const seed = numberOption(values, 'seed', 0, -Number.MAX_SAFE_INTEGER);
  if (typeof seed === 'string') return seed;
  const max = numberOption(values, 'max', 10_000, 0);
  if (typeof max === 'string') return max;
  const workers = numberOption(values, 'workers', CORES, 1);
  if (typeof workers === 'string') return workers;
  const chunk = typeof values['chunk'] === 'string' ? numberOption(values, 'chunk', 0, 1) : null;
  if (typeof chunk === 'string') return chunk;
  const set = constantsOf('set', setPairs);
  if (typeof set === 'string') return set;
  const queue = values['queue'];
  return { games, seed, max, chunk, set, where: typeof queue === 'string' ? { queue } : { workers } };
}

/** The exit code, with a line on stderr when the run did not finish: 130 for Ctrl-C, 1 for an error. */
export function stoppedEarly(
  io: { err(t: string): void },
  name: string,
  outcome: { stopped: string | null; error: Error | null },
  interrupted: boolean,
  played: number,
  requested: number,
): number {
  if (outcome.stopped === null) return 0;
  const partial = `the result above covers ${played.toLocaleString('en-US')} of ${requested.toLocaleString('en-US')} games`;
  if (interrupted) {
    io.err(`${name}: stopped by Ctrl-C; ${partial}\n`);
    return 130;
  }
  io.err(`${name}: ${outcome.error?.message ?? 'stopped'}; ${partial}\n`);
  return 1;
}
