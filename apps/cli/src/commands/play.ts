// `tabletwin play <model.yaml> [--seed N] [--json] [--max N] [--players a,b] [--explain] [--view v.yaml] [--view-as p]
// [--set NAME=VALUE]`:
// one game, printed request by request: the place, the options, the answer and what it changed,
// then what happened automatically (steps taken without asking, draws, events), each with its own
// changes, until the next request, and the end. Seats are random players unless --players names
// others; human seats are asked in the terminal (human.ts).

import { readFileOrBuiltin } from '../builtin.js';
import { loadModel, type Model } from '@tabletwin/engine';
import { loadView, ViewError, type View } from '@tabletwin/views';
import { parseOptions, usage, wholeNumber } from '../args.js';
import { SET_OPTION, takeSet, withConstants } from '../constants.js';
import { fail, readFailure, readModelText, type Command } from '../io.js';
import { terminalAsk } from '../human.js';
import { playTranscript } from '../play-game.js';
import { seatsOf } from '../seats.js';
import { playText } from './play-text.js';

export type { Played, Shown, Step } from '../play-game.js';

/** Requests before a game counts as cut off (as in the validator's test games). */
const MAX_REQUESTS = 5000;

export const command: Command = {
  summary: 'play one game (random players unless --players says otherwise), request by request',
  operands: '<model.yaml>',
  options: [
    {
      name: 'seed',
      value: 'N',
      text: 'the seed of the players and of chance, a whole number (default 0); the same seed plays the same game',
    },
    { name: 'json', text: 'the game as one JSON document' },
    { name: 'max', value: 'N', text: `cut the game off after N requests (default ${MAX_REQUESTS.toLocaleString('en-US')})` },
    {
      name: 'players',
      value: 'a,b,...',
      text: 'one player per seat, or one for all: random, first, agent:<name>, mcts, mcts:<iterations>, mcts:<seconds>s, tactic:<file> (look-ahead:tactic:<file> or no-look-ahead:tactic:<file> to turn its look-ahead on or off), solved:<strategy.json> (from solve --out), human (default random)',
    },
    { name: 'explain', text: "after each tactic decision: the rule that decided and, where it searched, each option's mean" },
    { name: 'view', value: 'view.yaml', text: 'draw the table at each request with this view (auto: the automatic layout)' },
    {
      name: 'view-as',
      value: 'P',
      text: 'the game as player P sees it: the log, the changes and the table (--view) hide what P may not see, as ▒ (default: everything)',
    },
    SET_OPTION,
  ],
  notes: 'A human seat is asked on the terminal: an option by its number (or label), u to undo your last decision.',
  async run(args, io) {
    const taken = takeSet(args);
    if (typeof taken === 'string') return fail(io, `tabletwin play: ${taken}`);
    const parsed = parseOptions(command, taken.rest);
    if (typeof parsed === 'string') return fail(io, `tabletwin play: ${parsed}\n${usage('play', command)}`);
    const { values, positionals } = parsed;
    if (positionals.length !== 1)
      return fail(io, `tabletwin play: expected one model file, got ${positionals.length}\n${usage('play', command)}`);
    const seed = typeof values['seed'] === 'string' ? wholeNumber('seed', values['seed'], -Number.MAX_SAFE_INTEGER) : 0;
    if (typeof seed === 'string') return fail(io, `tabletwin play: ${seed}`);
    const max = typeof values['max'] === 'string' ? wholeNumber('max', values['max'], 0) : MAX_REQUESTS;
    if (typeof max === 'string') return fail(io, `tabletwin play: ${max}`);
    const path = positionals[0]!;
    const read = readModelText(path);
    if ('problem' in read) return fail(io, `tabletwin play: ${read.problem}`);
    const set = withConstants(read.text, taken.set);
    if ('problem' in set) return fail(io, `tabletwin play: ${set.problem}`);
    let model: Model;
    try {
      model = loadModel(set.model);
    } catch (e) {
      return fail(io, `${path}: ${(e as Error).message}`);
    }
    const players = typeof values['players'] === 'string' ? values['players'] : undefined;
    const seats = seatsOf(players, model, seed);
    if (typeof seats === 'string') return fail(io, `tabletwin play: ${seats}`);
    let viewer: number | null = null;
    if (typeof values['view-as'] === 'string') {
      const p = wholeNumber('view-as', values['view-as'], 0);
      if (typeof p === 'string') return fail(io, `tabletwin play: ${p}`);
      if (p >= model.numPlayers)
        return fail(io, `tabletwin play: --view-as ${p}: the model has players 0 to ${model.numPlayers - 1}`);
      viewer = p;
    }
    const view = typeof values['view'] === 'string' ? viewOf(values['view']) : undefined;
    if (typeof view === 'string') return fail(io, `tabletwin play: ${view}`);
    const label = typeof model.data['label'] === 'string' ? model.data['label'] : path;
    const human = seats.some((s) => s.human);
    const played = await playTranscript({
      model,
      label,
      seed,
      max,
      seats,
      specs: players === undefined ? null : seats.map((s) => s.spec),
      explain: values['explain'] === true,
      viewer,
      ...(view === undefined ? {} : { view: { view, viewer } }),
      ...(human && io.input !== undefined
        ? { ask: terminalAsk(io.input, io.err, view ?? null, io.echoInput === true), say: (t: string) => io.err(`${t}\n`) }
        : {}),
    });
    io.out(values['json'] === true ? JSON.stringify(played, null, 2) + '\n' : playText(played));
    return played.error === null ? 0 : 1;
  },
};

/** The view of `--view` (`auto`: `null`, the automatic layout), or why it cannot be used. */
function viewOf(path: string): View | null | string {
  if (path === 'auto') return null;
  let text: string;
  try {
    text = readFileOrBuiltin(path, 'view');
  } catch (e) {
    return `cannot read view ${path}: ${readFailure(e)}`;
  }
  try {
    return loadView(text);
  } catch (e) {
    if (e instanceof ViewError) return `${path}${e.line === null ? '' : `, line ${e.line}`}: ${e.message}`;
    return `${path}: ${(e as Error).message}`;
  }
}
