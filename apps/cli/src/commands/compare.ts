// `tabletwin compare <model.yaml> --a LIST --b LIST [--variant other.yaml] [--set-b NAME=VALUE]`:
// two sides on the same seeds (paired), per seat the difference in win rate and mean return with
// its interval, and a sentence saying what it shows.

import type { CompareSpec } from '@tabletwin/tactics';
import { compareOn } from '@tabletwin/tactics/node';
import { parseOptions, usage } from '../args.js';
import { fail, type Command } from '../io.js';
import { constantsOf, playersOf, readModel, tacticFiles, takeRepeated } from '../sim-args.js';
import { comparisonText, csvHead, csvRow } from '../sim-report.js';
import {
  cappedWorkers,
  commonOptions,
  exitCode,
  QUEUE_NOTES,
  rowWriter,
  RUN_OPTIONS,
  runWatched,
  timing,
  watchRun,
  whereText,
} from '../sim-run.js';

export const command: Command = {
  summary: 'compare two sets of players, or two variants of a model, on the same seeds',
  operands: '<model.yaml>',
  options: [
    {
      name: 'players',
      value: 'LIST',
      text: 'players of both sides, separated by commas, as simulate takes them (random, first, agent:, tactic:, solved:, …; default random)',
    },
    { name: 'a', value: 'LIST', text: "side A's players (default --players)" },
    { name: 'b', value: 'LIST', text: "side B's players (default --players)" },
    { name: 'variant', value: 'other.yaml', text: "side B's model (default: the same model)" },
    { name: 'set-a', value: 'NAME=VALUE', text: 'a constant for side A only; may be repeated' },
    { name: 'set-b', value: 'NAME=VALUE', text: 'a constant for side B only; may be repeated' },
    ...RUN_OPTIONS,
  ],
  notes: `A difference is shown when its 95% interval leaves out 0. Both sides are played seed by seed, so
Ctrl-C (or SIGTERM) stops and compares the seeds both sides played. Exit code: 0 when every game was played
and none failed; 1 when games failed or the run stopped on an error; 130 after Ctrl-C, 143 after SIGTERM.

${QUEUE_NOTES}`,
  async run(args, io) {
    const name = 'tabletwin compare';
    const taken = takeRepeated(args, ['set', 'set-a', 'set-b']);
    if (typeof taken === 'string') return fail(io, `${name}: ${taken}`);
    const parsed = parseOptions(command, taken.rest);
    if (typeof parsed === 'string') return fail(io, `${name}: ${parsed}\n${usage('compare', command)}`);
    const { values, positionals } = parsed;
    if (positionals.length !== 1)
      return fail(io, `${name}: expected one model file, got ${positionals.length}\n${usage('compare', command)}`);
    const asked = commonOptions(values, taken.taken['set']!);
    if (typeof asked === 'string') return fail(io, `${name}: ${asked}`);
    const list = (option: string, fallback: string) =>
      playersOf(option, typeof values[option] === 'string' ? (values[option] as string) : fallback);
    const both = list('players', 'random');
    if (typeof both === 'string') return fail(io, `${name}: ${both}`);
    const a = list('a', both.join(','));
    const b = list('b', both.join(','));
    if (typeof a === 'string') return fail(io, `${name}: ${a}`);
    if (typeof b === 'string') return fail(io, `${name}: ${b}`);
    const setA = constantsOf('set-a', taken.taken['set-a']!);
    const setB = constantsOf('set-b', taken.taken['set-b']!);
    if (typeof setA === 'string') return fail(io, `${name}: ${setA}`);
    if (typeof setB === 'string') return fail(io, `${name}: ${setB}`);
    const path = positionals[0]!;
    const model = readModel(path);
    if ('problem' in model) return fail(io, `${name}: ${model.problem}`);
    const variantPath = typeof values['variant'] === 'string' ? values['variant'] : null;
    const variant = variantPath === null ? null : readModel(variantPath);
    if (variant !== null && 'problem' in variant) return fail(io, `${name}: ${variant.problem}`);
    const common = asked;
    let spec: CompareSpec;
    try {
      const files = {
        ...tacticFiles(model.text, { ...common.set, ...setA }, a),
        ...tacticFiles(variant?.text ?? model.text, { ...common.set, ...setB }, b),
      };
      spec = {
        model: model.text,
        a: { players: a, set: setA },
        b: { players: b, set: setB, ...(variant === null ? {} : { model: variant.text }) },
        files,
        games: common.games,
        seed: common.seed,
        set: common.set,
        maxRequests: common.max,
      };
    } catch (e) {
      return fail(io, `${name}: ${(e as Error).message}`);
    }
    const watch = watchRun(name, (t) => io.err(t), values['progress'] === true);
    const capped = cappedWorkers(common, 2, (text) => watch.notice(text));
    const csv = values['csv'] === true ? rowWriter((t) => io.out(t)) : null;
    let seats = 0;
    const watched = await runWatched(
      watch,
      capped.chunk,
      (options) =>
        compareOn(spec, capped.where, {
          ...options,
          ...(csv === null
            ? {}
            : {
                onPrepared: (info) => {
                  seats = info.seats;
                  io.out(csvHead(seats, true));
                },
                onGame: (g, side) => csv.write(csvRow(g, seats, side === 0 ? 'A' : 'B')),
              }),
        }),
      { command: name, path },
    );
    csv?.flush();
    if ('problem' in watched) return fail(io, watched.problem);
    const { run, interrupted } = watched;
    const { result, outcome } = run;
    const where = whereText(capped.where);
    if (values['json'] === true) {
      const played = result.a.games + result.b.games;
      const time = { seconds: outcome.seconds, gamesPerSecond: outcome.seconds > 0 ? played / outcome.seconds : null };
      io.out(JSON.stringify({ ...result, time }, null, 2) + '\n');
    } else if (csv === null) {
      const label = /^label:\s*(.+)$/m.exec(model.text)?.[1]?.trim() ?? path;
      const describe = (players: string[], set: Record<string, unknown>, file: string | null) =>
        [
          players.join(', '),
          ...Object.entries({ ...common.set, ...set }).map(([k, v]) => `${k}=${String(v)}`),
          ...(file === null ? [] : [file]),
        ].join(' · ');
      io.out(comparisonText(label, result, [describe(a, setA, null), describe(b, setB, variantPath)]));
      io.out(timing(result.a.games + result.b.games, outcome.seconds, where));
    }
    return exitCode(io, name, outcome, interrupted, {
      played: Math.min(result.a.games, result.b.games),
      requested: result.requested,
      failed: result.a.failed + result.b.failed,
      games: result.a.games + result.b.games,
    });
  },
};
