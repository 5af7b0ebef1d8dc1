// Messages between the page and the engine's worker. Requests and log entries travel in the engine's
// wire form (requestToWire, logToWire); reports and tables are plain data already.
import type { Json } from '@tabletwin/engine';
import type { Report } from '@tabletwin/validator';
import type { Table } from '@tabletwin/views';
import type { ActionCard } from '@tabletwin/diagram';
import type { SimulationSpec } from '@tabletwin/tactics';

/** A step of the diagram as the page expands it: who acts, its markers, its actions with their `pre`. */
export interface StepDetail {
  key: string;
  name: string;
  markers: { marker: string; label: string; icon: string }[];
  actor: { text: string | null; x: string | null } | null;
  actions: { name: string; label: string | null; pre: { text: string | null; x: string | null } | null }[];
}

export interface Job {
  check: { text: string };
  play: PlaySetup;
  diagram: { text: string };
  tactic: { model: string; tactic: string; files: [string, string][]; games: number };
  lint: { text: string };
  track: { text: string };
  /** The specs of a simulation, checked before any game is played (constants, players, the model). */
  prepare: { specs: SimulationSpec[] };
}

export interface Answer {
  check: { report: Report; text: string; tree: string };
  play: PlayState;
  diagram: { svg: string; text: string; title: string; errors: string[]; steps: StepDetail[]; cards: ActionCard[] };
  tactic: TacticCheck;
  lint: { findings: LintFinding[] };
  track: TrackDrawing;
  /** Why the run cannot start (the first spec's problem, `B: ` before the second's), or null. */
  prepare: { problem: string | null };
}

/** The track of a model for the player: the SVG (no title, no legend), its size, and where each step's box is. */
export interface TrackDrawing {
  svg: string;
  width: number;
  height: number;
  /** Step boxes in the SVG's pixels, with the places (`step <id>`, `action <name>`) a question there names. */
  boxes: { key: string; name: string; x: number; y: number; w: number; h: number; places: string[] }[];
}

/** An error or warning where the editor underlines it (1-based line and column; none: the top of the file). */
export interface LintFinding {
  severity: 'error' | 'warning';
  message: string;
  line: number | null;
  column: number | null;
}

export type JobKind = keyof Job;

export interface ToWorker<K extends JobKind = JobKind> {
  id: number;
  kind: K;
  job: Job[K];
}

/** `started` comes first, when the worker takes the job up: its time limit counts from there, not from a slow start-up. */
export type FromWorker =
  { id: number; started: true } | { id: number; ok: true; answer: Answer[JobKind] } | { id: number; ok: false; error: string };

/** A game as the player page names it: everything needed to replay it to the same question. */
export interface PlaySetup {
  text: string;
  view: string | null;
  /** Tactic files by path `models/tactics/<name>.yaml`, for `tactic:` players. */
  tactics: [string, string][];
  seed: number;
  /** Per seat: `you`, `random`, `first`, `agent:<name>`, `tactic:<path>`, `look-ahead:tactic:<path>`. */
  players: string[];
  /** The answers given at the questions of the `you` seats, in order. */
  answers: number[];
  /** "View as": `all`, a seat, or absent for the default (the one `you` seat, else the seat asked, else everything). */
  viewAs?: 'all' | number;
  /** Watching a game without a `you` seat: show it after this many decisions (of any seat). */
  step?: number;
}

export interface PlayState {
  /** How many of the given answers were used (extra ones are dropped: the game ended or they did not fit). */
  used: number;
  /** The open question of a `you` seat, in wire form (`requestToWire`), or null. */
  question: Json | null;
  /** What happened since the previous question, in wire form (`logToWire`). */
  since: Json;
  /** `{kind: 'end', returns, reason}` in wire form once the game is over. */
  end: Json | null;
  /** The error that stopped the game, as text. */
  error: string | null;
  /** Whose eyes the table shows (null: everything). */
  viewer: number | null;
  table: Table | null;
  /** Answers of all seats and chance so far (decisions and outcomes), for the counter. */
  requests: number;
  /** Per seat: decisions a tactic seat made with look-ahead so far. */
  searched: number[];
  /** Per seat: whether it looks ahead (a tactic seat whose spec or file turns look-ahead on). */
  lookAhead: boolean[];
  /** Per seat: whether its tactic file names a `search` of its own (turning it off then needs `no-look-ahead:`). */
  ownSearch: boolean[];
  /** Every variable and zone as the viewer may see it. */
  values: ValuesPanel;
  /** Each action's label by its name: option buttons show both. */
  actions: Record<string, string>;
  /**
   * Watching (no `you` seat): how many decisions were played before the one shown, the game's number
   * of decisions once its end is shown (null before), and the option the seat asked takes.
   */
  watch: { step: number; steps: number | null; chosen: number | null } | null;
}

/** One line of the values panel: a variable, a derived value or a zone, with its value as text. */
export interface ValueLine {
  kind: 'var' | 'derived' | 'zone';
  name: string;
  label: string | null;
  text: string;
}

/** The values panel: the shared values, and each player's own. */
export interface ValuesPanel {
  global: ValueLine[];
  players: ValueLine[][];
}

export interface CatalogEntry {
  name: string;
  game: string | null;
  label: string | null;
  summary: string | null;
  players: string | null;
  /** What the model shows (docs/diagram.md: the subtitle in the game list, else `players`). */
  demonstrates: string | null;
  numPlayers: number;
  agents: string[];
  problem: string | null;
}

/** A pasted tactic checked against a model: loaded (shape, game, expressions), then played in a few games. */
export interface TacticCheck {
  /** The loading error (a TacticError's message), or null. */
  problem: string | null;
  name: string | null;
  label: string | null;
  games: number;
  /** Per rule, in order: where it is and how often it decided in those games. */
  rules: { where: string; at: string[]; uses: number }[];
  /** Decisions no rule took (the tactic's `default`), by place. */
  defaults: { place: string; count: number }[];
  /** What stopped a game, if one did. */
  errors: string[];
}
