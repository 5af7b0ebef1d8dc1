// Rules, top to bottom (docs/tactics.md#rules): the first rule that decides picks. A rule applies
// when its place matches, its `options` are exactly the labels and its `when_x` is true; then its
// pick field decides, or does not (a missing label, no match for `pick_x`).
import { compare, truthy, type Value } from '@tabletwin/expr';
import type { DecisionRequest, Game } from './game.js';
import type { Tactic, TacticRule } from './load.js';
import { placeOf } from './places.js';
import { DecisionNames, evaluate, OptionNames } from './scope.js';

export interface RulesChoice {
  /** The option picked, or -1 when no rule decided. */
  readonly index: number;
  /** The number of the rule that decided in `tactic.rules` (from 0), or -1. */
  readonly rule: number;
}

const NONE: RulesChoice = { index: -1, rule: -1 };

/** What the rules pick for `request`, without `default`. */
export function decideByRules(tactic: Tactic, game: Game, request: DecisionRequest): RulesChoice {
  const place = placeOf(request);
  let names: DecisionNames | null = null;
  const rules = tactic.rules;
  for (let r = 0; r < rules.length; r++) {
    const rule = rules[r]!;
    if (!rule.matches(place)) continue;
    if (rule.options !== null && !sameLabels(rule.options, request)) continue;
    names ??= new DecisionNames(tactic, game, request, place);
    if (rule.when !== null && !truthy(evaluate(names, rule.when, `${rule.where} when_x`, game))) continue;
    const index = pickBy(rule, names, game, request);
    if (index >= 0) return { index, rule: r };
  }
  return NONE;
}

function sameLabels(labels: readonly string[], request: DecisionRequest): boolean {
  const options = request.options;
  if (labels.length !== options.length) return false;
  for (let k = 0; k < labels.length; k++) if (labels[k] !== options[k]!.label) return false;
  return true;
}

function pickBy(rule: TacticRule, names: DecisionNames, game: Game, request: DecisionRequest): number {
  const options = request.options;
  switch (rule.kind) {
    case 'pick':
      return options.findIndex((o) => o.label === rule.value);
    case 'pick_x':
      return matchOption(evaluate(names, rule.value, `${rule.where} pick_x`, game), request);
    case 'max_x':
    case 'min_x':
      return best(rule, names, game, request, rule.kind === 'max_x' ? 1 : -1);
    case 'take_x':
      return take(rule, names, game, request);
  }
}

/** The option that is the same object as `v`, else the first with `v` as its label. */
function matchOption(v: Value, request: DecisionRequest): number {
  if (v === null) return -1;
  const options = request.options;
  for (let k = 0; k < options.length; k++) if (options[k]!.value === v) return k;
  if (typeof v === 'string') for (let k = 0; k < options.length; k++) if (options[k]!.label === v) return k;
  return -1;
}

/** The option with the highest (`sign` 1) or lowest (-1) score; the first one on a tie. */
function best(rule: TacticRule, names: DecisionNames, game: Game, request: DecisionRequest, sign: 1 | -1): number {
  const scope = new OptionNames(names);
  const where = `${rule.where} ${rule.kind}`;
  let bestIndex = -1;
  let bestScore: Value = null;
  const options = request.options;
  for (let k = 0; k < options.length; k++) {
    scope.o = options[k]!.value;
    scope.i = k;
    const score = evaluate(scope, rule.value, where, game);
    if (bestIndex < 0 || sign * compare(score, bestScore) > 0) {
      bestIndex = k;
      bestScore = score;
    }
  }
  return bestIndex;
}

/**
 * A subset choice: the first candidate `take_x` accepts, else `done`, else (the minimum is not
 * reached yet) the first candidate. Outside a subset choice: the first option it accepts, if any.
 */
function take(rule: TacticRule, names: DecisionNames, game: Game, request: DecisionRequest): number {
  const scope = new OptionNames(names);
  const where = `${rule.where} take_x`;
  const items = request.subset?.items;
  let done = -1;
  let first = -1;
  const options = request.options;
  for (let k = 0; k < options.length; k++) {
    if (items !== undefined && items[k] === undefined) {
      done = k;
      continue;
    }
    if (first < 0) first = k;
    scope.o = options[k]!.value;
    scope.i = k;
    if (truthy(evaluate(scope, rule.value, where, game))) return k;
  }
  if (items === undefined) return -1;
  return done >= 0 ? done : first;
}
