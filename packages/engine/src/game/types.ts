// The data of a game in progress: requests, observations, log entries and the state (the frames
// of the cursor are in `game/frames.ts`).
// All of it is plain data (records, arrays, values of the expression language), so a game can
// be copied and turned into JSON.
import type { Dict, Value } from '@tabletwin/expr';
import type { Locals } from './locals.js';

/** Everyone, or a list of players (an empty list: nobody). */
export type Visible = 'all' | readonly number[];

export interface Option {
  /** What a player sees: a dict by `label`, else `id`, else `uid`, else `?`; other values in Python notation. */
  readonly label: string;
  /** The value behind the option (the action name for a step; `null` for pass, done, use, skip). */
  readonly value: Value;
}

export interface SubsetInfo {
  /** All options of the choice, in order. */
  readonly pool: readonly Value[];
  /** What has been picked so far. */
  readonly chosen: readonly Value[];
  /** The item behind each option of this request (`undefined` for `done`). */
  readonly items: readonly (Value | undefined)[];
}

export interface DecisionRequest {
  readonly kind: 'decision';
  readonly player: number;
  readonly options: readonly Option[];
  readonly where: string;
  readonly visibleTo: Visible;
  readonly subset?: SubsetInfo;
}

export interface ChanceOutcome {
  readonly label: string;
  readonly p: number;
}

export interface ChanceRequest {
  readonly kind: 'chance';
  readonly outcomes: readonly ChanceOutcome[];
  readonly where: string;
  readonly visibleTo: Visible;
}

export interface EndRequest {
  readonly kind: 'end';
  readonly returns: readonly number[];
  readonly reason: string;
}

export type Request = DecisionRequest | ChanceRequest | EndRequest;

/** Something that happened which some players saw. */
export interface Observation {
  readonly where: string;
  /** `decision`, `chance`, `automatic`, `draw`, `look`, `search`, `reveal`. */
  readonly kind: string;
  /** Who acted (a decision), or `null`. */
  readonly player: number | null;
  readonly visibleTo: Visible;
  readonly label: string;
}

/**
 * One thing that happened. Answers, automatic choices and what ops showed (draw, look, search,
 * reveal) carry who saw them (`visibleTo`): they are the observations of the players.
 */
export type LogEntry =
  | {
      readonly kind: 'decision';
      readonly where: string;
      readonly player: number;
      readonly index: number;
      readonly label: string;
      readonly visibleTo: Visible;
    }
  | {
      readonly kind: 'chance';
      readonly where: string;
      readonly player: null;
      readonly index: number;
      readonly label: string;
      readonly visibleTo: Visible;
    }
  | {
      readonly kind: 'automatic';
      readonly where: string;
      readonly player: number | null;
      readonly label: string;
      readonly visibleTo: Visible;
    }
  | {
      readonly kind: 'draw' | 'look' | 'search' | 'reveal';
      readonly where: string;
      readonly player: number | null;
      readonly label: string;
      readonly visibleTo: Visible;
    }
  | { readonly kind: 'event'; readonly name: string }
  | { readonly kind: 'end'; readonly reason: string; readonly returns: readonly number[] }
  | { readonly kind: 'error'; readonly message: string; readonly where: string };

/** A temporary modifier added by `modify` (docs/reference.md#modifiers). */
export interface TempModifier {
  readonly op: number;
  readonly locals: Locals;
  readonly until: string | null;
}

export interface GameState {
  /** Variables by name; a per-player variable is a list. */
  vars: Dict;
  /** Zones by name: a list, or for `owner: player` one list per player. */
  zones: Record<string, Value[] | Value[][]>;
  /** Per shuffled zone (`deck`, `hand[1]`): how many cards on top and at the bottom are known. */
  known: Record<string, [number, number]>;
  /** Per instance uid: the players who know which card it is where it lies (`game/knowledge.ts`). */
  seen: Record<number, number[]>;
  nextUid: number;
  eliminated: number[];
  results: Dict;
  modifiers: TempModifier[];
  ended: { returns: number[]; reason: string } | null;
}
