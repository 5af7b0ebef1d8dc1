// A tactic as an engine player: rules first, `default` with the player's own generator, and
// look-ahead at the places in `search.at`. Each decision leaves a record of what decided it.
import type { DecisionRequest, Game, Player } from './game.js';
import type { SearchSettings, Tactic } from './load.js';
import { placeOf, placesTest } from './places.js';
import type { MctsRecord } from './mcts/search.js';
import { lookAhead, rulesChooser, type SearchRecord } from './search.js';
import { seeded } from './rng.js';

export interface DecisionRecord {
  /** The place as the engine asked it (with a subset's ` · n`). */
  readonly where: string;
  readonly player: number;
  readonly labels: readonly string[];
  /** The option played. */
  readonly index: number;
  readonly label: string;
  /** The rule that decided (from 0 in `tactic.rules`), or -1 for `default`. */
  readonly rule: number;
  /** `tactic <name>: rule <n> (<at>)`, `default random` or `default first`; the rules' choice when a search changed it. */
  readonly by: string;
  /** What the look-ahead saw, at a searched place. */
  readonly search?: SearchRecord;
  /** What an `mcts` seat's search saw (its `by` is the seat's text, its `rule` -1). */
  readonly mcts?: MctsRecord;
}

export interface TacticPlayer extends Player {
  readonly tactic: Tactic;
  /** The record of the last decision, or `null` before the first. */
  readonly last: DecisionRecord | null;
  /** Every decision's record, when made with `record: true` (else empty). */
  readonly records: readonly DecisionRecord[];
  /** Whether it looks ahead anywhere (the search it uses names at least one place). */
  readonly searches: boolean;
}

export interface TacticPlayerOptions {
  /** Seeds the generator of `default: random` and of the look-ahead's rounds. */
  seed?: number;
  /** Keep every decision's record in `records` (for explaining a game). Default false. */
  record?: boolean;
  /**
   * `true` (default): look ahead where the tactic's `search` names; `false`: never; `'always'`: look
   * ahead even when the tactic names no search, then at every place its rules name (with the
   * defaults of docs/tactics.md: 8 rollouts a round, at most 32, z = 2).
   */
  search?: boolean | 'always';
}

/** The search of `tactic`, or, when it names none, one at every place its rules name; null without rules. */
export function searchEverywhere(tactic: Tactic): SearchSettings | null {
  if (tactic.search !== null) return tactic.search;
  const at = [...new Set(tactic.rules.flatMap((r) => r.at))];
  if (at.length === 0) return null;
  return Object.freeze({ at, matches: placesTest(at), rollouts: 8, maxRollouts: 32, z: 2 });
}

/** A class with lazy labels: a record is made at every decision, and read rarely. */
class Record implements DecisionRecord {
  readonly where: string;
  readonly player: number;
  readonly search?: SearchRecord;
  constructor(
    private readonly request: DecisionRequest,
    readonly index: number,
    readonly rule: number,
    readonly by: string,
    search: SearchRecord | undefined,
  ) {
    this.where = request.where;
    this.player = request.player;
    if (search !== undefined) this.search = search;
  }
  get labels(): readonly string[] {
    return this.request.options.map((o) => o.label);
  }
  get label(): string {
    return this.request.options[this.index]!.label;
  }
  toJSON(): DecisionRecord {
    const { where, player, labels, index, label, rule, by, search } = this;
    return search === undefined
      ? { where, player, labels, index, label, rule, by }
      : { where, player, labels, index, label, rule, by, search };
  }
}

export function tacticPlayer(tactic: Tactic, options: TacticPlayerOptions = {}): TacticPlayer {
  const seed = options.seed ?? 0;
  const choose = rulesChooser(tactic, seeded(seed));
  // The look-ahead has its own generator, so searching does not shift the default's choices.
  const searchRng = seeded(seed ^ 0x2545f491);
  const settings = options.search === false ? null : options.search === 'always' ? searchEverywhere(tactic) : tactic.search;
  const records: DecisionRecord[] = [];
  const keep = options.record === true;
  const player = {
    tactic,
    last: null as DecisionRecord | null,
    records,
    searches: settings !== null,
    choose(request: DecisionRequest, game: Game): number {
      const r = choose(request, game);
      let index = r.index;
      let search: SearchRecord | undefined;
      if (settings !== null && request.options.length >= 2 && settings.matches(placeOf(request))) {
        search = lookAhead(tactic, settings, game, request, r.index, searchRng);
        index = search.chosen;
      }
      const rec = new Record(
        request,
        index,
        r.rule,
        r.rule >= 0 ? tactic.rules[r.rule]!.where : `default ${tactic.default}`,
        search,
      );
      player.last = rec;
      if (keep) records.push(rec);
      return index;
    },
  };
  return player;
}
