// The tools of the MCP server as data: each says, for an agent, what it does and what it takes
// (a zod shape, which the SDK turns into the JSON Schema the agent sees), how long it may run, and
// how its input becomes a `tabletwin` invocation on the call's own files. Models, tactics and
// views come inline as text, or as the name of a built-in; never as a path.
import { z } from 'zod';
import { tacticPathOf, type AnalysisResult, type ComparisonResult, type SimulationResult } from '@tabletwin/tactics';
import { analysisText } from '../commands/analyze.js';
import { builtinNames, type BuiltinKind } from '../builtin.js';
import { comparisonText, heading, resultText } from '../sim-report.js';
import { FILE_MARK, type JobInput } from './protocol.js';
import type { JobResult } from './runner.js';

/** What a tool answers: text for the agent to read, and the same as data where there is a JSON form. */
export interface ToolAnswer {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

export interface Tool {
  name: string;
  title: string;
  description: string;
  input: z.ZodRawShape;
  /** Default limit of a call, in seconds (the input's `seconds` may lower it, or raise it to 600). */
  seconds: number;
  /** The jobs of a call (most have one; a second gives the JSON of the same run). */
  jobs(input: Record<string, unknown>): JobInput[] | string;
  answer(results: Extract<JobResult, { ok: true }>[], input: Record<string, unknown>): ToolAnswer;
}

/** The most text an answer carries; longer output is cut with a note (ask for less). */
export const TEXT_LIMIT = 200_000;
const MAX_TEXT = 2_000_000;

const modelInput = {
  model: z.string().max(MAX_TEXT).optional().describe('the model as YAML text (give this or game)'),
  game: z.string().max(100).optional().describe('the name of a built-in model instead (list_models lists them), e.g. pig'),
};
const tacticsInput = {
  tactics: z
    .record(z.string().regex(/^[A-Za-z0-9_-]{1,60}$/), z.string().max(MAX_TEXT))
    .optional()
    .describe('tactic files by name, for players written tactic:<name> (built-in tactics need no file)'),
};
const setInput = {
  set: z
    .record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/), z.union([z.string(), z.number(), z.boolean()]))
    .optional()
    .describe('constants of the model to replace for this call, e.g. {GOAL: 30}; values are read as YAML'),
};
const secondsInput = {
  seconds: z.number().int().min(1).max(600).optional().describe('time limit of the call in seconds'),
};

const mark = (name: string) => `${FILE_MARK}${name}`;

/** The model's argument and files: the text as a file of the call, or a built-in's bare name. */
function modelArg(input: Record<string, unknown>, files: Record<string, string>, kind: BuiltinKind = 'model'): string {
  const text = input['model'];
  const game = input['game'];
  if (typeof text === 'string' && typeof game === 'string')
    throw new Error('give the model as text (model) or a built-in name (game), not both');
  if (typeof text === 'string') {
    files['model.yaml'] = text;
    return mark('model.yaml');
  }
  if (typeof game === 'string') {
    if (!builtinNames(kind).includes(game))
      throw new Error(`there is no built-in model '${game}'; list_models lists them: ${builtinNames(kind).join(', ')}`);
    return game;
  }
  throw new Error('give the model as YAML text (model) or the name of a built-in (game)');
}

/** `flag` and the players as the command takes them (`tactic:<name>` pointing at the call's tactic files), or nothing when none are given. */
function playersArg(flag: string, players: unknown, input: Record<string, unknown>, files: Record<string, string>): string[] {
  if (!Array.isArray(players) || players.length === 0) return [];
  const tactics = (input['tactics'] ?? {}) as Record<string, string>;
  for (const [name, text] of Object.entries(tactics)) files[`tactic-${name}.yaml`] = text;
  const named = players.map((p: string) => {
    const name = tacticPathOf(p);
    return name !== null && Object.hasOwn(tactics, name) ? `${p.slice(0, -name.length)}${mark(`tactic-${name}.yaml`)}` : p;
  });
  return [flag, named.join(',')];
}

function setArgs(input: Record<string, unknown>): string[] {
  const set = (input['set'] ?? {}) as Record<string, unknown>;
  return Object.entries(set).flatMap(([k, v]) => ['--set', `${k}=${String(v)}`]);
}

/** `--games 300 --seed 1` for the keys of `input` that are given. */
const optionArgs = (input: Record<string, unknown>, keys: readonly string[]): string[] =>
  keys.flatMap((k) => (input[k] === undefined ? [] : [`--${k}`, String(input[k])]));

/** A run that reports as JSON with progress lines: `<command> <model> --json --progress …`. */
function measured(
  command: string,
  input: Record<string, unknown>,
  build: (files: Record<string, string>) => string[],
): JobInput[] {
  const files: Record<string, string> = {};
  const m = modelArg(input, files);
  return [{ argv: [command, m, '--json', '--progress', ...build(files), ...setArgs(input)], files }];
}

/** The answer of a measured run: its JSON as data, and as text by the command's own renderer. */
function measuredAnswer(r: Extract<JobResult, { ok: true }>, render: (data: Record<string, unknown>) => string): ToolAnswer {
  const data = json(r);
  if (data === undefined) return plain(r);
  const text = render(data) + (r.err === '' ? '' : `\n${r.err}`);
  return {
    content: [{ type: 'text', text }],
    structuredContent: { ...data, exitCode: r.code },
    ...(r.code === 0 ? {} : { isError: true }),
  };
}

const cut = (text: string): string =>
  text.length <= TEXT_LIMIT
    ? text
    : `${text.slice(0, TEXT_LIMIT)}\n… ${(text.length - TEXT_LIMIT).toLocaleString('en-US')} more characters left out: ask for less (fewer requests, --max)\n`;

/**
 * Text as the command gave it. A failed exit is an error result, but for a report (validate), whose
 * findings are the answer; even there a refusal of the arguments (nothing printed) is an error.
 */
function plain(r: Extract<JobResult, { ok: true }>, structured?: Record<string, unknown>, report = false): ToolAnswer {
  const text = cut(r.out + (r.err === '' ? '' : (r.out === '' ? '' : '\n') + r.err));
  return {
    content: [{ type: 'text', text: text === '' ? `(no output; exit code ${r.code})` : text }],
    ...(structured === undefined ? {} : { structuredContent: structured }),
    ...(r.code !== 0 && (!report || r.out === '') ? { isError: true } : {}),
  };
}

const json = (r: Extract<JobResult, { ok: true }>): Record<string, unknown> | undefined => {
  try {
    const v = JSON.parse(r.out) as unknown;
    return Array.isArray(v) ? { reports: v } : (v as Record<string, unknown>);
  } catch {
    return undefined;
  }
};

const withCode = (v: Record<string, unknown> | undefined, code: number) =>
  v === undefined ? undefined : { ...v, exitCode: code };

export const TOOLS: readonly Tool[] = [
  {
    name: 'validate_model',
    title: 'Validate a model',
    description:
      'Check a Tabletwin model (YAML). Returns the report: errors and warnings, each with its code, line and column; how executable the rules are and what is missing (gaps); 20 test games with random players and how they ended; the flow as a tree. Fix the errors first, then the gaps, until the test games all finish. Also as structured content (the JSON report).',
    input: { ...modelInput, ...setInput, ...secondsInput },
    seconds: 120,
    jobs(input) {
      const files: Record<string, string> = {};
      const m = modelArg(input, files);
      const argv = ['validate', m, ...setArgs(input)];
      return [
        { argv, files },
        { argv: [...argv, '--json'], files },
      ];
    },
    answer: ([text, data]) => plain(text!, withCode(json(data!), text!.code), true),
  },
  {
    name: 'check_tactic',
    title: 'Check a tactic',
    description:
      "Check a tactic file (YAML with a top-level tactic: key) against a model: its rules' places exist in the model, its expressions read, and test games with the tactic in every seat run without a failing rule.",
    input: {
      tactic: z.string().max(MAX_TEXT).describe('the tactic as YAML text'),
      ...modelInput,
      ...secondsInput,
    },
    seconds: 120,
    jobs(input) {
      const files: Record<string, string> = { 'tactic.yaml': String(input['tactic']) };
      const m = modelArg(input, files);
      return [{ argv: ['validate', mark('tactic.yaml'), '--model', m], files }];
    },
    answer: ([r]) => plain(r!, undefined, true),
  },
  {
    name: 'play_game',
    title: 'Play one game',
    description:
      "Play one game of a model and show it request by request: each decision's place, options and the answer, what changed, what happened automatically, and the end with each player's return. Players: random (default), first, agent:<name>, tactic:<name>, look-ahead:tactic:<name>, mcts, or human; human seats are answered from answers (an option's number or label, one per question), so a game can be replayed up to a point.",
    input: {
      ...modelInput,
      seed: z.number().int().optional().describe('the seed (default 0): the same seed plays the same game'),
      players: z.array(z.string().max(200)).max(16).optional().describe('one player per seat, or one for all'),
      answers: z.array(z.string().max(200)).max(10_000).optional().describe('answers for human seats, in order'),
      max: z.number().int().min(0).max(100_000).optional().describe('cut the game off after this many requests (default 5,000)'),
      ...tacticsInput,
      ...setInput,
      ...secondsInput,
    },
    seconds: 60,
    jobs(input) {
      const files: Record<string, string> = {};
      const m = modelArg(input, files);
      const argv = [
        'play',
        m,
        ...optionArgs(input, ['seed']),
        ...playersArg('--players', input['players'], input, files),
        ...optionArgs(input, ['max']),
        ...setArgs(input),
      ];
      const answers = (input['answers'] ?? []) as string[];
      return [{ argv, files, answers }];
    },
    answer: ([r]) => plain(r!),
  },
  {
    name: 'simulate',
    title: 'Simulate many games',
    description:
      'Play many games with the given players and report per seat the win rate and mean return with 95% intervals, draws, end reasons, game lengths, games cut off and errors (with seeds to replay). Game k uses seed seed+k. Sends progress notifications.',
    input: {
      ...modelInput,
      players: z.array(z.string().max(200)).max(16).optional().describe('one player per seat, or one for all (default random)'),
      games: z.number().int().min(1).max(10_000_000).optional().describe('how many games (default 1,000)'),
      seed: z.number().int().optional(),
      max: z.number().int().min(0).max(1_000_000).optional().describe('requests before a game is cut off (default 10,000)'),
      ...tacticsInput,
      ...setInput,
      ...secondsInput,
    },
    seconds: 300,
    jobs: (input) =>
      measured('simulate', input, (files) => {
        return [...playersArg('--players', input['players'], input, files), ...optionArgs(input, ['games', 'seed', 'max'])];
      }),
    answer: ([r], input) =>
      measuredAnswer(
        r!,
        (data) =>
          heading(labelOf(input), data as unknown as SimulationResult) + '\n' + resultText(data as unknown as SimulationResult),
      ),
  },
  {
    name: 'compare',
    title: 'Compare two sides on the same seeds',
    description:
      'Compare two sets of players, or two variants of a model (side b with other constants or another model text), on the same seeds: per seat the difference in win rate with a paired 95% interval and a sentence saying whether a difference is shown.',
    input: {
      ...modelInput,
      a: z.array(z.string().max(200)).max(16).optional().describe("side A's players (default random)"),
      b: z.array(z.string().max(200)).max(16).optional().describe("side B's players (default A's)"),
      set_b: z
        .record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/), z.union([z.string(), z.number(), z.boolean()]))
        .optional()
        .describe('constants for side B only, e.g. {GOAL: 30}'),
      variant: z.string().max(MAX_TEXT).optional().describe("side B's model as YAML text (default: the same model)"),
      games: z.number().int().min(1).max(10_000_000).optional(),
      seed: z.number().int().optional(),
      ...tacticsInput,
      ...setInput,
      ...secondsInput,
    },
    seconds: 300,
    jobs: (input) =>
      measured('compare', input, (files) => {
        if (typeof input['variant'] === 'string') files['variant.yaml'] = input['variant'];
        const setB = (input['set_b'] ?? {}) as Record<string, unknown>;
        return [
          ...playersArg('--a', input['a'], input, files),
          ...playersArg('--b', input['b'], input, files),
          ...(typeof input['variant'] === 'string' ? ['--variant', mark('variant.yaml')] : []),
          ...Object.entries(setB).flatMap(([k, v]) => ['--set-b', `${k}=${String(v)}`]),
          ...optionArgs(input, ['games', 'seed']),
        ];
      }),
    answer: ([r], input) =>
      measuredAnswer(r!, (data) => {
        const c = data as unknown as ComparisonResult;
        const sides: [string, string] = [c.seats.map((s) => s.a).join(', '), c.seats.map((s) => s.b).join(', ')];
        return comparisonText(labelOf(input), c, sides);
      }),
  },
  {
    name: 'analyze',
    title: "The designer's report",
    description:
      'Measure a model the way game designers do: with random players and with a Monte Carlo tree search (mcts) in every seat, each metric with a 95% interval: completion, timeouts, drawishness, first-player advantage (advantage_first), balance, duration, decision share, branching factor, lead changes, drama, uncertainty, and skill (does more thinking win more? 0 means choices do not matter). Sends progress notifications; slow for big games: lower games or budget.',
    input: {
      ...modelInput,
      players: z
        .array(z.string().max(200))
        .max(8)
        .optional()
        .describe('the players to measure, each in every seat (default random, mcts)'),
      games: z.number().int().min(1).max(100_000).optional().describe('games per player (default 200)'),
      budget: z
        .number()
        .int()
        .min(1)
        .max(100_000)
        .optional()
        .describe('iterations a decision of the strongest searcher (default 200)'),
      seed: z.number().int().optional(),
      ...tacticsInput,
      ...setInput,
      ...secondsInput,
    },
    seconds: 600,
    jobs: (input) =>
      measured('analyze', input, (files) => {
        return [...playersArg('--players', input['players'], input, files), ...optionArgs(input, ['games', 'budget', 'seed'])];
      }),
    answer: ([r], input) => measuredAnswer(r!, (data) => analysisText(labelOf(input), data as unknown as AnalysisResult)),
  },
  {
    name: 'solve',
    title: 'Solve a small game',
    description:
      'Solve a small game exactly (expectimax when everything is seen by everyone, else counterfactual regret minimisation): the value per player, the exploitability, and the strategy per information state. Refuses games too big to solve, with the estimate; method mccfr samples a bigger game with hidden information and estimates its value and exploitability.',
    input: {
      ...modelInput,
      method: z.enum(['auto', 'expectimax', 'cfr', 'mccfr']).optional(),
      iterations: z.number().int().min(0).max(10_000_000).optional(),
      seed: z.number().int().optional().describe('the seed of the game; mccfr: also of its sampling (default 0)'),
      games: z.number().int().min(1).max(1_000_000).optional().describe('mccfr: sampled games per player for the estimates'),
      tolerance: z.number().min(0).optional().describe('converged only at or below this exploitability (default 0.001)'),
      ...setInput,
      ...secondsInput,
    },
    seconds: 300,
    jobs(input) {
      const files: Record<string, string> = {};
      const m = modelArg(input, files);
      const argv = ['solve', m, ...optionArgs(input, ['method', 'iterations', 'tolerance', 'seed', 'games']), ...setArgs(input)];
      return [{ argv: [...argv, '--json'], files }];
    },
    answer([r]) {
      const data = json(r!);
      return data === undefined ? plain(r!) : { content: [{ type: 'text', text: cut(r!.out) }], structuredContent: data };
    },
  },
  {
    name: 'draw_diagram',
    title: 'Draw the rules',
    description:
      "The rules of a model drawn: as text (the flow as a tree with each step's actions, choices, chance and ends), or with svg: true as the track diagram in SVG.",
    input: {
      ...modelInput,
      svg: z.boolean().optional().describe('the SVG of the track diagram instead of the text tree'),
      no_content: z.boolean().optional().describe('leave content (cards, items) out'),
      ...secondsInput,
    },
    seconds: 60,
    jobs(input) {
      const files: Record<string, string> = {};
      const m = modelArg(input, files);
      const argv = ['diagram', m, ...(input['no_content'] === true ? ['--no-content'] : [])];
      return input['svg'] === true
        ? [{ argv: [...argv, '--svg', mark('diagram.svg')], files, collect: ['diagram.svg'] }]
        : [{ argv, files }];
    },
    answer([r], input) {
      const svg = r!.collected['diagram.svg'];
      if (input['svg'] === true && svg !== undefined) return { content: [{ type: 'text', text: svg }] };
      return plain(r!);
    },
  },
  {
    name: 'eval_expression',
    title: 'Evaluate an expression',
    description:
      "Evaluate an expression of Tabletwin's expression language (Python-like, without imports or attributes), optionally with names in scope and in a model's global scope (its constants, variables and functions at the start). Use it to try an _x field before putting it in a model.",
    input: {
      expression: z.string().max(100_000),
      scope: z.record(z.string(), z.unknown()).optional().describe('names the expression sees, {name: value}'),
      ...modelInput,
      ...secondsInput,
    },
    seconds: 30,
    jobs(input) {
      const files: Record<string, string> = {};
      const hasModel = input['model'] !== undefined || input['game'] !== undefined;
      const m = hasModel ? modelArg(input, files) : null;
      if (input['scope'] !== undefined) files['scope.json'] = JSON.stringify(input['scope']);
      return [
        {
          argv: [
            'eval',
            ...(m === null ? [] : ['--model', m]),
            ...(input['scope'] === undefined ? [] : ['--scope', mark('scope.json')]),
            '--',
            String(input['expression']),
          ],
          files,
        },
      ];
    },
    answer: ([r]) => plain(r!),
  },
  {
    name: 'list_models',
    title: 'List the built-in models',
    description:
      'The built-in models (name, label, players, summary, what each demonstrates) with their tactics and views: games to start from, or to pass as game to the other tools.',
    input: {},
    seconds: 30,
    jobs: () => [
      { argv: ['models'], files: {} },
      { argv: ['models', '--json'], files: {} },
    ],
    answer: ([text, data]) => plain(text!, json(data!)),
  },
];

/** The label of the call's model for a heading: its `label:`, else the built-in's name. */
function labelOf(input: Record<string, unknown>): string {
  const text = typeof input['model'] === 'string' ? input['model'] : '';
  return /^label:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? (typeof input['game'] === 'string' ? input['game'] : 'the model');
}
