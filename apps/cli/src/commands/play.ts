// `tabletwin play <model.yaml> --seed N [--json]`: one game with random players and chance from
// the seed, printed request by request: the place, the options, the answer, then what happened
// automatically (steps taken without asking, events) until the next request, and the end.

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
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
  type Visible,
} from '@tabletwin/engine';
import { changes, stateText } from '../changes.js';
import { fail, readFailure, type Command } from '../io.js';

const USAGE = 'usage: tabletwin play <model.yaml> [--seed N] [--json] [--max N]\n';

/** Requests before a game counts as cut off (as in the validator's test games). */
const MAX_REQUESTS = 5000;

interface Step {
  request: ReturnType<typeof plainRequest>;
  answer: { index: number; label: string };
  after: LogEntry[];
  /** Variables and zones that changed until the next request: `name: old → new`. */
  changed: string[];
}

export const command: Command = {
  summary: 'play one game with random players: tabletwin play <model.yaml> [--seed N] [--json]',
  run(args, io) {
    let parsed;
    try {
      parsed = parseArgs({
        args,
        options: { seed: { type: 'string' }, json: { type: 'boolean' }, max: { type: 'string' } },
        allowPositionals: true,
        strict: true,
      });
    } catch (e) {
      return fail(io, `tabletwin play: ${(e as Error).message}\n${USAGE}`);
    }
    const { values, positionals } = parsed;
    if (positionals.length !== 1) return fail(io, `tabletwin play: expected one model file, got ${positionals.length}\n${USAGE}`);
    const seed = values.seed === undefined ? 0 : Number(values.seed);
    const max = values.max === undefined ? MAX_REQUESTS : Number(values.max);
    if (!Number.isInteger(seed)) return fail(io, `tabletwin play: --seed must be an integer, not ${values.seed}`);
    if (!Number.isInteger(max) || max < 0) return fail(io, `tabletwin play: --max must be a whole number, not ${values.max}`);
    const path = positionals[0]!;
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (e) {
      return fail(io, `tabletwin play: cannot read ${path}: ${readFailure(e)}`);
    }
    let model;
    try {
      model = loadModel(text);
    } catch (e) {
      return fail(io, `${path}: ${(e as Error).message}`);
    }
    const game = newGame(model, { seed });
    const player = randomPlayer(seed + 1);
    const start = game.log.length;
    const steps: Step[] = [];
    let seen = start;
    let state = stateText(game.state);
    let error: unknown = null;
    let cutOff = false;
    for (;;) {
      let r: Request;
      try {
        r = game.request();
      } catch (e) {
        error = e;
        break;
      }
      if (r.kind === 'end') break;
      if (steps.length >= max) {
        cutOff = true;
        break;
      }
      const index = r.kind === 'chance' ? sampleChance(game) : player.choose(r, game);
      const label = r.kind === 'chance' ? r.outcomes[index]!.label : r.options[index]!.label;
      const request = plainRequest(r);
      game.answer(index);
      const log = game.log;
      const now = stateText(game.state);
      // The answer's own entry is first; what follows happened on its own.
      const after = log.slice(seen + 1).filter((e) => e.kind !== 'end' && e.kind !== 'error');
      steps.push({ request, answer: { index, label }, after, changed: changes(state, now) });
      seen = log.length;
      state = now;
    }
    const label = typeof model.data['label'] === 'string' ? model.data['label'] : path;
    const before = game.log.slice(0, start).filter((e) => e.kind !== 'end' && e.kind !== 'error');
    if (values.json === true) {
      io.out(JSON.stringify(asJson(game, label, seed, before, steps, error, cutOff), null, 2) + '\n');
    } else {
      io.out(asText(game, label, seed, before, steps, error, cutOff));
    }
    return error === null ? 0 : 1;
  },
};

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

function asJson(game: Game, label: string, seed: number, before: LogEntry[], steps: Step[], error: unknown, cutOff: boolean) {
  const end = game.state.ended;
  return {
    model: label,
    seed,
    start: before,
    requests: steps,
    end: end === null ? null : { reason: end.reason, returns: end.returns },
    cutOff,
    error: error === null ? null : errorInfo(error),
  };
}

function seenBy(v: Visible): string {
  if (v === 'all') return '';
  return v.length === 0 ? ' (seen by nobody)' : ` (seen by player${v.length > 1 ? 's' : ''} ${v.join(', ')})`;
}

function entryLine(e: LogEntry): string {
  switch (e.kind) {
    case 'automatic':
      return `     automatic  ${e.where}${e.player === null ? '' : `, player ${e.player}`}: ${e.label}\n`;
    case 'event':
      return `     event      ${e.name}\n`;
    case 'draw':
    case 'look':
    case 'search':
    case 'reveal':
      return `     ${e.kind.padEnd(10)} ${e.where}${seenBy(e.visibleTo)}: ${e.label}\n`;
    default:
      return '';
  }
}

/** Outcomes by label; with their probabilities when they are not all alike. */
function outcomesText(outcomes: readonly { label: string; p: number }[]): string {
  const uniform = outcomes.every((o) => Math.abs(o.p - outcomes[0]!.p) < 1e-12);
  return outcomes.map((o) => (uniform ? o.label : `${o.label} ${+o.p.toFixed(3)}`)).join(' | ');
}

function asText(game: Game, label: string, seed: number, before: LogEntry[], steps: Step[], error: unknown, cutOff: boolean): string {
  let out = `${label} · seed ${seed} · random players, chance from the seed\n\n`;
  for (const e of before) out += entryLine(e);
  steps.forEach((s, i) => {
    const r = s.request;
    const n = `#${i + 1}`.padEnd(4);
    if (r.kind === 'decision') {
      out += `${n} decision at ${r.where} for player ${r.player}${seenBy(r.visibleTo)}: ${r.options.join(' | ')}  → ${s.answer.label}\n`;
    } else {
      out += `${n} chance at ${r.where}${seenBy(r.visibleTo)}: ${outcomesText(r.outcomes)}  → ${s.answer.label}\n`;
    }
    for (const e of s.after) out += entryLine(e);
    for (const c of s.changed) out += `     changed    ${c}\n`;
  });
  out += '\n';
  const end = game.state.ended;
  if (error !== null) {
    const info = errorInfo(error);
    out += `${info.kind === 'NotExecutable' ? 'Not executable' : 'Error'}: ${info.message}\n`;
  } else if (cutOff) {
    out += `Cut off after ${steps.length} requests\n`;
  } else if (end !== null) {
    out += `End: ${end.reason} · ${end.returns.map((x, p) => `player ${p} ${x}`).join(' · ')}\n`;
  }
  return out;
}
