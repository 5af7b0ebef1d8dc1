// `tabletwin play <model.yaml> [--seed N] [--json] [--max N]`: one game with random players and
// chance from the seed, printed request by request: the place, the options, the answer and what it
// changed, then what happened automatically (steps taken without asking, draws, events), each with
// its own changes, until the next request, and the end.

import {
  ExprError,
  loadModel,
  newGame,
  NotExecutable,
  randomPlayer,
  sampleChance,
  type Game,
  type LogEntry,
  type Request,
} from '@tabletwin/engine';
import { parseOptions, usage, wholeNumber } from '../args.js';
import { fail, readModelText, type Command } from '../io.js';
import { ChangeWatch } from '../watch.js';
import { playText } from './play-text.js';

/** Requests before a game counts as cut off (as in the validator's test games). */
const MAX_REQUESTS = 5000;

/** A log entry as play shows it, with what changed after it (when something did). */
export type Shown = LogEntry & { changed?: string[] };

export interface Step {
  request: ReturnType<typeof plainRequest>;
  answer: { index: number; label: string };
  /** What the answer changed: `name: old → new`. */
  changed: string[];
  /** What happened on its own until the next request. */
  after: Shown[];
}

export interface Played {
  model: string;
  seed: number;
  /** Changes before the first log entry (the flow setting things up). */
  startChanged: string[];
  start: Shown[];
  requests: Step[];
  end: { reason: string; returns: readonly number[] } | null;
  cutOff: boolean;
  error: { kind: string; message: string; where: string } | null;
}

export const command: Command = {
  summary: 'play one game with random players and chance from a seed, request by request',
  operands: '<model.yaml>',
  options: [
    {
      name: 'seed',
      value: 'N',
      text: 'the seed of the players and of chance, a whole number (default 0); the same seed plays the same game',
    },
    { name: 'json', text: 'the game as one JSON document' },
    { name: 'max', value: 'N', text: `cut the game off after N requests (default ${MAX_REQUESTS.toLocaleString('en-US')})` },
  ],
  run(args, io) {
    const parsed = parseOptions(command, args);
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
    let model;
    try {
      model = loadModel(read.text);
    } catch (e) {
      return fail(io, `${path}: ${(e as Error).message}`);
    }
    const label = typeof model.data['label'] === 'string' ? model.data['label'] : path;
    const played = play(newGame(model, { seed, advance: false }), label, seed, max);
    io.out(values['json'] === true ? JSON.stringify(played, null, 2) + '\n' : playText(played));
    return played.error === null ? 0 : 1;
  },
};

/** Plays `game` (made with `advance: false`) to its end, an error or `max` requests. */
function play(game: Game, model: string, seed: number, max: number): Played {
  const watch = new ChangeWatch(game);
  const player = randomPlayer(seed + 1);
  let error: unknown = null;
  /** Runs on to the next request (`null` after an error), then settles what changed on the way. */
  const next = (answer: number | null): Request | null => {
    let r: Request | null = null;
    try {
      if (answer !== null) game.answer(answer);
      r = game.request();
    } catch (e) {
      error = e;
    }
    watch.settle();
    return r;
  };
  // The log is read once at the end: reading it makes every entry, so reading it per request
  // would cost the square of a long game.
  const bounds: { request: Step['request']; answer: Step['answer']; at: number; to: number }[] = [];
  let r = next(null);
  const startTo = game.logLength;
  let cutOff = false;
  while (r !== null && r.kind !== 'end') {
    if (bounds.length >= max) {
      cutOff = true;
      break;
    }
    const index = r.kind === 'chance' ? sampleChance(game) : player.choose(r, game);
    const label = r.kind === 'chance' ? r.outcomes[index]!.label : r.options[index]!.label;
    const request = plainRequest(r);
    const at = game.logLength; // where the answer's own entry goes
    r = next(index);
    bounds.push({ request, answer: { index, label }, at, to: game.logLength });
  }
  const log = game.log;
  /** The entries of `from` … `to` − 1 with their changes; the end and the error show apart. */
  const entries = (from: number, to: number): Shown[] => {
    const out: Shown[] = [];
    for (let i = from; i < to; i++) {
      const e = log[i]!;
      if (e.kind === 'end' || e.kind === 'error') continue;
      const changed = watch.after.get(i);
      out.push(changed === undefined ? e : { ...e, changed });
    }
    return out;
  };
  const start = entries(0, startTo);
  const steps = bounds.map((b) => ({
    request: b.request,
    answer: b.answer,
    changed: watch.after.get(b.at) ?? [],
    after: entries(b.at + 1, b.to),
  }));
  const end = game.state.ended;
  return {
    model,
    seed,
    startChanged: watch.after.get(-1) ?? [],
    start,
    requests: steps,
    end: end === null ? null : { reason: end.reason, returns: end.returns },
    cutOff,
    error: error === null ? null : errorInfo(error),
  };
}

function plainRequest(r: Exclude<Request, { kind: 'end' }>) {
  return r.kind === 'decision'
    ? { kind: r.kind, where: r.where, player: r.player, options: r.options.map((o) => o.label), visibleTo: r.visibleTo }
    : { kind: r.kind, where: r.where, outcomes: r.outcomes.map((o) => ({ label: o.label, p: o.p })), visibleTo: r.visibleTo };
}

function errorInfo(e: unknown) {
  const err = e as Error & { where?: string };
  const kind = e instanceof NotExecutable ? 'NotExecutable' : e instanceof ExprError ? 'ExprError' : err.name;
  return { kind, message: err.message, where: err.where ?? '' };
}
