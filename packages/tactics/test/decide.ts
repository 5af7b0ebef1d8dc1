// Hand-made decision requests over a real game's state, so rule and scope tests can name any
// place and any options.
import { newGame, type DecisionRequest, type Game, type Model } from '@tabletwin/engine';
import type { Value } from '@tabletwin/expr';
import { loadTactic, tacticPlayer, type DecisionRecord } from '../src/index.js';

export type OptionSpec = string | readonly [string, Value];

export function requestAt(where: string, options: readonly OptionSpec[], more: Partial<DecisionRequest> = {}): DecisionRequest {
  return {
    kind: 'decision',
    player: 0,
    where,
    visibleTo: 'all',
    options: options.map((o) => (typeof o === 'string' ? { label: o, value: o } : { label: o[0], value: o[1] })),
    ...more,
  };
}

/** What a tactic (YAML text) decides for `request` in a new game of `model`: the record. */
export function decide(
  model: Model,
  tacticText: string,
  request: DecisionRequest,
  game: Game = newGame(model, { seed: 1 }),
): DecisionRecord {
  const player = tacticPlayer(loadTactic(tacticText, { model }), { seed: 3 });
  player.choose(request, game);
  return player.last!;
}

/** A tactic text with these rules (YAML lines, indented under `rules:`) and extra top-level lines. */
export function tacticWith(rules: string, top = ''): string {
  return `tactic: t\n${top}rules:\n${rules.replace(/^/gm, '  ')}\n`;
}
