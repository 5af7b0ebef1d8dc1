// `tabletwin analyze <model.yaml> [--players random,mcts] [--games N] [--budget N]`: the metrics a
// designer reads (completion, draws, first-player advantage, balance, length, decisions, branching,
// lead changes, drama, uncertainty, skill), each with its 95% interval, for each player in every
// seat. The definitions are in @tabletwin/tactics' README, "Analysis".

import { ANALYSIS_BUDGET, ANALYSIS_GAMES, type AnalysisResult, type AnalysisSpec, type Metric } from '@tabletwin/tactics';
import { analyzeOn } from '@tabletwin/tactics/node';
import { parseOptions, usage } from '../args.js';
import { fail, type Command } from '../io.js';
import { constantsOf, CORES, numberOption, playersOf, readModel, tacticFiles, takeRepeated } from '../sim-args.js';
import { exitCode, watchRun } from '../sim-run.js';

export const command: Command = {
  summary: "measure a model's play: completion, draws, first-player advantage, balance, length, decisions, drama, skill",
  operands: '<model.yaml>',
  options: [
    {
      name: 'players',
      value: 'LIST',
      text: 'the players measured, separated by commas, each in every seat (default random,mcts; mcts alone searches --budget iterations)',
    },
    { name: 'games', value: 'N', text: `games per player, from 1 (default ${ANALYSIS_GAMES}); game k has seed N + k` },
    { name: 'seed', value: 'N', text: 'the seed of game 0 (default 0); the same seed gives the same result' },
    {
      name: 'budget',
      value: 'N',
      text: `iterations a decision of the strongest searcher: mcts, and the top of the skill curve (default ${ANALYSIS_BUDGET})`,
    },
    {
      name: 'skill-games',
      value: 'N',
      text: 'games per point of the skill curve (default: --games, at most 100; 0 leaves skill out)',
    },
    {
      name: 'workers',
      value: 'N',
      text: `worker threads (default and most: every core, ${CORES} here); the result does not depend on it`,
    },
    { name: 'set', value: 'NAME=VALUE', text: 'replace a constant of the model (YAML value); may be repeated' },
    { name: 'max', value: 'N', text: 'requests before a game is cut off (default 10,000)' },
    { name: 'progress', text: 'show progress also when stderr is not a terminal (a line per second)' },
    { name: 'json', text: 'the result as JSON: { metrics: [{ name, players, value, low, high, note }] } (also after Ctrl-C)' },
  ],
  notes: `The work is bounded by --games, --budget and --skill-games: each player plays --games games, and the
skill curve plays --skill-games games at each of four budgets (--budget / 64, / 16, / 4 and --budget, each
against the one below, the first against random). Ctrl-C (or SIGTERM) stops and reports what was measured.
Exit code: 0 when every game was played; 1 when the run stopped on an error; 130 after Ctrl-C, 143 after SIGTERM.`,
  async run(args, io) {
    const name = 'tabletwin analyze';
    const taken = takeRepeated(args, ['set']);
    if (typeof taken === 'string') return fail(io, `${name}: ${taken}`);
    const parsed = parseOptions(command, taken.rest);
    if (typeof parsed === 'string') return fail(io, `${name}: ${parsed}\n${usage('analyze', command)}`);
    const { values, positionals } = parsed;
    if (positionals.length !== 1)
      return fail(io, `${name}: expected one model file, got ${positionals.length}\n${usage('analyze', command)}`);
    const numbers: Record<string, number> = {};
    for (const [option, fallback, min] of [
      ['games', ANALYSIS_GAMES, 1],
      ['seed', 0, -Number.MAX_SAFE_INTEGER],
      ['budget', ANALYSIS_BUDGET, 1],
      ['skill-games', -1, 0],
      ['workers', CORES, 1],
      ['max', 10_000, 0],
    ] as const) {
      const n = numberOption(values, option, fallback, min);
      if (typeof n === 'string') return fail(io, `${name}: ${n}`);
      numbers[option] = n;
    }
    const set = constantsOf('set', taken.taken['set']!);
    if (typeof set === 'string') return fail(io, `${name}: ${set}`);
    const players = playersOf('players', typeof values['players'] === 'string' ? values['players'] : 'random,mcts');
    if (typeof players === 'string') return fail(io, `${name}: ${players}`);
    const path = positionals[0]!;
    const model = readModel(path);
    if ('problem' in model) return fail(io, `${name}: ${model.problem}`);
    let spec: AnalysisSpec;
    try {
      spec = {
        model: model.text,
        set,
        files: tacticFiles(model.text, set, players),
        players,
        games: numbers['games']!,
        seed: numbers['seed']!,
        budget: numbers['budget']!,
        maxRequests: numbers['max']!,
        ...(numbers['skill-games']! >= 0 ? { skillGames: numbers['skill-games']! } : {}),
      };
    } catch (e) {
      return fail(io, `${name}: ${(e as Error).message}`);
    }
    const watch = watchRun(name, (t) => io.err(t), values['progress'] === true);
    let run: Awaited<ReturnType<typeof analyzeOn>>;
    try {
      run = await analyzeOn(spec, {
        workers: Math.min(numbers['workers']!, CORES),
        ...(watch.options.signal === undefined ? {} : { signal: watch.options.signal }),
        ...(watch.options.onProgress === undefined ? {} : { onProgress: watch.options.onProgress }),
      });
    } catch (e) {
      return fail(io, `${name}: ${(e as Error).message}`);
    } finally {
      watch.done();
    }
    const { result, outcome } = run;
    if (values['json'] === true) io.out(JSON.stringify({ ...result, seconds: outcome.seconds }, null, 2) + '\n');
    else {
      const label = /^label:\s*(.+)$/m.exec(model.text)?.[1]?.trim() ?? path;
      io.out(analysisText(label, result) + `\n${result.done.toLocaleString('en-US')} games in ${outcome.seconds.toFixed(1)} s\n`);
    }
    return exitCode(io, name, outcome, watch.interrupted(), { played: result.done, requested: result.total, failed: 0 });
  },
};

const PERCENT = new Set(['completion', 'timeouts', 'drawishness', 'advantage_first', 'decision_share', 'drama']);

/** A metric's value as the table shows it. */
export function shown(name: string, x: number | null): string {
  if (x === null) return '-';
  if (PERCENT.has(name)) return `${(100 * x).toFixed(1)}%`;
  if (name === 'balance') return `${(100 * x).toFixed(1)} pts`;
  if (name === 'skill') return `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(2)}`;
  if (name.startsWith('duration')) return x.toFixed(1);
  return x.toFixed(2);
}

const cell = (m: Metric): string =>
  m.value === null
    ? '-'
    : `${shown(m.name, m.value)}${m.low === null ? '' : ` (${shown(m.name, m.low)} to ${shown(m.name, m.high)})`}`;

/** The result as a table: one row per metric, one column per player; then the skill curve. */
export function analysisText(label: string, r: AnalysisResult): string {
  const lines = [
    `${label}: analysis, ${r.games.toLocaleString('en-US')} games per player, seeds ${r.seed} to ${r.seed + r.games - 1}; 95% intervals in brackets`,
    '',
  ];
  const names = [...new Set(r.metrics.filter((m) => m.name !== 'skill').map((m) => m.name))];
  const rows = [
    ['metric', ...r.players],
    ...names.map((n) => [n, ...r.players.map((p) => cell(r.metrics.find((m) => m.name === n && m.players === p)!))]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows)
    lines.push(
      row
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  lines.push('');
  // What each row means: one note when the players' notes agree, else each player's.
  for (const n of names) {
    const notes = r.players.map((p) => r.metrics.find((m) => m.name === n && m.players === p)!.note);
    const text = notes.every((x) => x === notes[0]) ? notes[0]! : notes.map((x, i) => `${r.players[i]}: ${x}`).join('; ');
    lines.push(`${n.padEnd(widths[0]!)}  ${text}`);
  }
  const skill = r.metrics.find((m) => m.name === 'skill');
  if (skill !== undefined) {
    lines.push('', `skill  ${cell(skill)}: ${skill.note}`);
    for (const c of skill.curve ?? [])
      lines.push(
        `       ${c.stronger} against ${c.weaker}: ${c.value === null ? '-' : shown('skill', c.value)}${c.low === null ? '' : ` (${shown('skill', c.low)} to ${shown('skill', c.high)})`} over ${c.games} games`,
      );
  }
  if (!r.complete)
    lines.push('', `stopped early: ${r.done.toLocaleString('en-US')} of ${r.total.toLocaleString('en-US')} games measured`);
  return lines.join('\n') + '\n';
}
