// An `mcts` seat as an engine player, and the words that name it: `mcts` (1,000 iterations),
// `mcts:<iterations>`, `mcts:<seconds>s` or `mcts:<milliseconds>ms` (a time budget, so its play
// depends on the machine). Each decision leaves a record for `play --explain`.
import { TacticError } from '../errors.js';
import type { DecisionRequest, Game, Player } from '../game.js';
import type { DecisionRecord } from '../player.js';
import { seeded } from '../rng.js';
import { PLAYOUT_LIMIT, searchMcts, type Budget, type MctsRecord, type MctsSettings } from './search.js';

export const MCTS = 'mcts';
export const MCTS_ITERATIONS = 1000;
/** Tree nodes one decision may hold (a node is a few hundred bytes). */
export const MCTS_MAX_NODES = 200_000;
export const MCTS_C = 0.7;
const MAX_ITERATIONS = 100_000_000;
const MAX_MS = 3_600_000;

export interface MctsPlayerOptions {
  /** Iterations per decision, or a time per decision (default 1,000 iterations). */
  budget?: Budget;
  seed?: number;
  c?: number;
  maxNodes?: number;
  /** Requests a play-out may take (default 10,000); past it the play-out counts as 0 for everyone. */
  playoutLimit?: number;
  /** Keep every decision's record in `records`. */
  record?: boolean;
}

export interface MctsPlayer extends Player {
  readonly settings: MctsSettings;
  readonly last: DecisionRecord | null;
  readonly records: readonly DecisionRecord[];
}

/** Whether a seat's text names an mcts seat (`mcts` or `mcts:…`). */
export const isMctsSpec = (spec: string): boolean => spec === MCTS || spec.startsWith(`${MCTS}:`);

/** The budget an `mcts` text names; a TacticError of kind `player` for anything else. */
export function mctsBudget(spec: string): Budget {
  if (spec === MCTS) return { iterations: MCTS_ITERATIONS };
  const arg = spec.slice(MCTS.length + 1);
  const bad = (why: string) => new TacticError('player', `player ${spec}`, why);
  const time = /^(\d+(?:\.\d+)?)(s|ms)$/.exec(arg);
  if (time !== null) {
    const ms = Number(time[1]) * (time[2] === 's' ? 1000 : 1);
    if (!(ms >= 1 && ms <= MAX_MS)) throw bad(`a time budget is from 1ms to ${MAX_MS / 1000}s, not ${arg}`);
    return { ms };
  }
  if (/^\d+$/.test(arg)) {
    const iterations = Number(arg);
    if (iterations >= 1 && iterations <= MAX_ITERATIONS) return { iterations };
    throw bad(`the iterations are a whole number from 1 to ${MAX_ITERATIONS.toLocaleString('en-US')}, not ${arg}`);
  }
  throw bad(`mcts takes a number of iterations (mcts:2000) or a time per decision (mcts:2s, mcts:500ms), not '${arg}'`);
}

const budgetText = (b: Budget): string => ('iterations' in b ? `mcts:${b.iterations}` : `mcts:${b.ms}ms`);

export function mctsPlayer(options: MctsPlayerOptions = {}): MctsPlayer {
  const settings: MctsSettings = Object.freeze({
    budget: options.budget ?? { iterations: MCTS_ITERATIONS },
    c: options.c ?? MCTS_C,
    maxNodes: options.maxNodes ?? MCTS_MAX_NODES,
    playoutLimit: options.playoutLimit ?? PLAYOUT_LIMIT,
  });
  const rng = seeded((options.seed ?? 0) ^ 0x5ca1ab1e);
  const keep = options.record === true;
  const records: DecisionRecord[] = [];
  const by = budgetText(settings.budget);
  const player = {
    settings,
    last: null as DecisionRecord | null,
    records,
    choose(request: DecisionRequest, game: Game): number {
      const mcts: MctsRecord = searchMcts(settings, game, request, rng);
      const labels = request.options.map((o) => o.label);
      const rec: DecisionRecord = {
        where: request.where,
        player: request.player,
        labels,
        index: mcts.chosen,
        label: labels[mcts.chosen]!,
        rule: -1,
        by,
        mcts,
      };
      player.last = rec;
      if (keep) records.push(rec);
      return mcts.chosen;
    },
  };
  return player;
}
