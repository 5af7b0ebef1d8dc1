// The report: one typed object that the text and JSON renderers (and the site) show as they like.
import type { FindingCode } from './codes.js';
import type { FlowTree } from './flow.js';

export type ModelPath = readonly (string | number)[];

export type Severity = 'error' | 'warning';

/** One error or warning, with where to fix it. */
export interface Finding {
  /** What kind of finding it is, stable across wordings (the README lists them). */
  code: FindingCode;
  severity: Severity;
  message: string;
  /** Path of the offending node in the model, e.g. `['actions', 'stop', 'pre_x']`. */
  path: ModelPath;
  /** Line and column (1-based) in the YAML text, when the report was made from text. */
  line?: number;
  column?: number;
}

/** A share of slots: how many of `total` have what the engine needs. */
export interface Share {
  ok: number;
  total: number;
  /** Whole percent; below 100 unless every slot is ok; 100 without slots. */
  pct: number;
}

export interface Figures {
  /** Rules and content together. */
  executable: Share;
  rules: Share;
  /** `null` when the model has no content slots (shown as `-`). */
  content: Share | null;
  steps: number;
  ops: number;
  /** Share of `call` ops among all ops, whole percent. */
  code: number;
  calls: number;
  openQuestions: number;
}

/** A slot the engine cannot run ("What the engine still misses"). */
export interface Gap {
  /** `text`, `code:<kind>`, `language`, or `content:<what>`. */
  kind: string;
  /** The place in engine words: `action roll`, `flow game`, `end reached_goal`. */
  place: string;
  /** Which slot: `if.cond`, `pre`, `loop.over`, `end.if/who`. */
  slot: string;
  path: ModelPath;
  line?: number;
  column?: number;
}

export type Marker = 'choice' | 'chance' | 'skill' | 'hidden' | 'window' | 'trigger' | 'language' | 'persistent' | 'code';

export interface StepMarkers {
  step: string;
  path: ModelPath;
  markers: Marker[];
}

export interface Count {
  label: string;
  count: number;
}

export interface TestGames {
  /** Games started (finished, stopped, cut off by the request limit or by the budget). */
  played: number;
  /** Games left out (`notPlayedReason` says why); 0 otherwise. */
  notPlayed: number;
  /**
   * Why games were left out: `same-error` when the first three all stopped on the same costly
   * error (a bound of the engine: step budget, size or nesting of the state), `budget` when the
   * games had used their budget of work; `null` when every game was played.
   */
  notPlayedReason: 'same-error' | 'budget' | null;
  finished: number;
  /** Average requests of the finished games, `null` when none finished. */
  averageRequests: number | null;
  /** End reasons with how many games ended that way, most frequent first. */
  reasons: Count[];
  /** Engine errors, as the site shows them ("Not executable: …", "Error: …"). */
  stopped: Count[];
  /** Games that did not end within the request limit. */
  cutOff: number;
  requestLimit: number;
  /** Games cut off mid-way because the budget was spent (0 or 1): they count as not finished. */
  outOfBudget: number;
  /** The work all the games of the model may use, in steps (the same on every machine). */
  budget: number;
  /** The work the games used, in steps: expression steps and 10 per step of the engine's loop. */
  work: number;
}

export interface Report {
  /** `game` and `label` of the model, as far as they could be read. */
  game: string | null;
  label: string | null;
  errors: Finding[];
  warnings: Finding[];
  figures: Figures | null;
  gaps: Gap[];
  markers: StepMarkers[];
  /** The flow as data; `renderTree` writes it as the text tree. */
  flow: FlowTree;
  /** `null` when the model has errors (no test games) or they were not asked for. */
  testGames: TestGames | null;
}
