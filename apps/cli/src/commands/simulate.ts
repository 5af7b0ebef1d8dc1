// `tabletwin simulate <model.yaml> --players tactic:a.yaml,random --games N --seed N`: many games
// on worker threads (or on a queue other machines take chunks from), with win rates and their
// intervals, end reasons, game lengths and the games that failed.

import type { SimulationSpec } from '@tabletwin/tactics';
import { simulateOn } from '@tabletwin/tactics/node';
import { parseOptions, usage } from '../args.js';
import { fail, type Command } from '../io.js';
import { playersOf, readModel, tacticFiles, takeRepeated } from '../sim-args.js';
import { csvHead, csvRow, heading, resultText } from '../sim-report.js';
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
  summary: 'play many games with the given players and report win rates with their intervals',
  operands: '<model.yaml>',
  options: [
    {
      name: 'players',
      value: 'LIST',
      text: 'one player per seat, separated by commas (random, first, agent:<name>, mcts, mcts:<iterations>, mcts:<seconds>s, tactic:<file>, look-ahead:tactic:<file>, no-look-ahead:tactic:<file>, solved:<strategy.json>); one for all seats (default random)',
    },
    ...RUN_OPTIONS,
  ],
  notes: `Ctrl-C (or SIGTERM) stops the run and prints the result of the games played so far.
Exit code: 0 when every game was played and none failed; 1 when games failed (the result says which) or
the run stopped on an error; 130 after Ctrl-C, 143 after SIGTERM.

${QUEUE_NOTES}`,
  async run(args, io) {
    const name = 'tabletwin simulate';
    const taken = takeRepeated(args, ['set']);
    if (typeof taken === 'string') return fail(io, `${name}: ${taken}`);
    const parsed = parseOptions(command, taken.rest);
    if (typeof parsed === 'string') return fail(io, `${name}: ${parsed}\n${usage('simulate', command)}`);
    const { values, positionals } = parsed;
    if (positionals.length !== 1)
      return fail(io, `${name}: expected one model file, got ${positionals.length}\n${usage('simulate', command)}`);
    const asked = commonOptions(values, taken.taken['set']!);
    if (typeof asked === 'string') return fail(io, `${name}: ${asked}`);
    const players = playersOf('players', typeof values['players'] === 'string' ? values['players'] : 'random');
    if (typeof players === 'string') return fail(io, `${name}: ${players}`);
    const path = positionals[0]!;
    const model = readModel(path);
    if ('problem' in model) return fail(io, `${name}: ${model.problem}`);
    let spec: SimulationSpec;
    try {
      const files = tacticFiles(model.text, asked.set, players);
      spec = {
        model: model.text,
        players,
        files,
        games: asked.games,
        seed: asked.seed,
        set: asked.set,
        maxRequests: asked.max,
      };
    } catch (e) {
      return fail(io, `${name}: ${(e as Error).message}`);
    }
    const watch = watchRun(name, (t) => io.err(t), values['progress'] === true);
    const common = cappedWorkers(asked, 1, (text) => watch.notice(text));
    const csv = values['csv'] === true ? rowWriter((t) => io.out(t)) : null;
    let seats = 0;
    const watched = await runWatched(
      watch,
      common.chunk,
      (options) =>
        simulateOn(spec, common.where, {
          ...options,
          ...(csv === null
            ? {}
            : {
                onPrepared: (info) => {
                  seats = info.seats;
                  io.out(csvHead(seats));
                },
                onGame: (g) => csv.write(csvRow(g, seats)),
              }),
        }),
      { command: name, path },
    );
    csv?.flush();
    if ('problem' in watched) return fail(io, watched.problem);
    const { run, interrupted } = watched;
    const { result, outcome } = run;
    const where = whereText(common.where);
    if (values['json'] === true) {
      const time = { seconds: outcome.seconds, gamesPerSecond: outcome.seconds > 0 ? result.games / outcome.seconds : null };
      io.out(JSON.stringify({ ...result, time }, null, 2) + '\n');
    } else if (csv === null) {
      const label = /^label:\s*(.+)$/m.exec(model.text)?.[1]?.trim() ?? path;
      io.out(heading(label, result) + '\n' + resultText(result) + timing(result.games, outcome.seconds, where));
    }
    return exitCode(io, name, outcome, interrupted, { played: result.games, requested: result.requested, failed: result.failed });
  },
};
