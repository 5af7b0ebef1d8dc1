// Playing one game for `tabletwin play`: seats answer decisions, chance comes from the game's own
// generator, human seats are asked (see human.ts). An undo removes a human's last decision and
// everything after it, and the game is played again from the start with the answers kept: the same
// seed gives the same chance, so the replay reaches the same place without snapshots.

import {
  ExprError,
  newGame,
  NotExecutable,
  type Game,
  type LogEntry,
  type Model,
  type Request,
  type Visible,
} from '@tabletwin/engine';
import { playToQuestion, type DecisionRecord } from '@tabletwin/tactics';
import { tableOf, type Table, type View } from '@tabletwin/views';
import { BACK } from './changes.js';
import { drawTable } from './draw-table.js';
import type { Seat } from './seats.js';
import { ChangeWatch } from './watch.js';

/** Said once when the table has nothing to draw. */
export const EMPTY_AUTOMATIC =
  '(the automatic layout has nothing to draw here: no zones and no numeric per-player variables; boards need --view view.yaml)';
export const EMPTY_VIEW = '(the view draws nothing for this model)';

/** A log entry as play shows it, with what changed after it (when something did). */
export type Shown = LogEntry & { changed?: string[] };

/** What decided a tactic's decision, for `--explain`. */
export interface Explained {
  /** `tactic <name>: rule <n> (<at>)`, or `default random` / `default first`. */
  by: string;
  search?: {
    rollouts: number;
    rounds: number;
    rules: string;
    chosen: string;
    options: { label: string; n: number; mean: number; diff: number; se: number | null; status: string }[];
    /** How the rollouts' worlds were made (see the engine README, "Worlds"). */
    worlds: { method: string; fallbacks: number };
  };
  /** At an `mcts` seat's decision: iterations, the tree, how the worlds were made, and per option visits and mean return. */
  mcts?: {
    iterations: number;
    nodes: number;
    full: boolean;
    worlds: { method: string; fallbacks: number };
    options: { label: string; visits: number; mean: number | null }[];
  };
}

/**
 * A request as play shows it. Seen by one player, another player's options and the outcomes of
 * chance are left out: what a player observes of them is the place and, if they may see it, the answer.
 */
export type ShownRequest =
  | { kind: 'decision'; where: string; player: number; options?: string[]; visibleTo: Visible }
  | { kind: 'chance'; where: string; outcomes?: { label: string; p: number }[]; visibleTo: Visible };

export interface Step {
  request: ShownRequest;
  /** The answer; for a viewer who may not see it, `index: null` and the label `▒`. */
  answer: { index: number | null; label: string };
  /** What the answer changed: `name: old → new`. */
  changed: string[];
  /** What happened on its own until the next request. */
  after: Shown[];
  /** With `--explain`, at a tactic's decision. */
  explain?: Explained;
  /** With `--view`: the table when the request was asked, drawn as text. */
  table?: string[];
}

export interface Played {
  model: string;
  seed: number;
  /** The player whose view the game is shown in (`--view-as`), or `null` for everything. */
  viewer: number | null;
  /** The spec of each seat, `null` when every seat is the default random player. */
  players: string[] | null;
  /** Changes before the first log entry (the flow setting things up). */
  startChanged: string[];
  start: Shown[];
  requests: Step[];
  end: { reason: string; returns: readonly number[] } | null;
  cutOff: boolean;
  /** A human seat got no answer: the input ended. */
  stopped: boolean;
  /** With `--view`: the table at the end. */
  table?: string[];
  error: { kind: string; message: string; where: string } | null;
}

/** How a human seat is asked: an option's index, `undo`, or `null` when the input has ended. */
export type AskHuman = (
  request: Extract<Request, { kind: 'decision' }>,
  game: Game,
  canUndo: boolean,
  /** What happened since this player's previous question (all of it before their first). */
  since: readonly Step[],
  /** `since` starts at the beginning of the game. */
  fromStart: boolean,
) => Promise<number | 'undo' | null>;

export interface PlayOptions {
  model: Model;
  label: string;
  seed: number;
  max: number;
  seats: readonly Seat[];
  /** The specs to print, `null` for the default players. */
  specs: string[] | null;
  explain: boolean;
  /** With a view (or `null` for the automatic layout): draw the table at each request. */
  view?: { view: View | null; viewer: number | null };
  /** Show the game as this player sees it: the log, the changes and the requests (default: everything). */
  viewer?: number | null;
  ask?: AskHuman;
  /** Tells the human what an undo took back. */
  say?: (text: string) => void;
}

/** One answer given, kept so the game can be played again after an undo. */
interface Given {
  kind: 'chance' | 'decision';
  index: number;
  /** The human seat that gave it. */
  human?: number;
  explain?: Explained;
}

type Answered = Exclude<Request, { kind: 'end' }>;

interface Bound {
  request: Answered;
  answer: { index: number; label: string };
  /** Where the answer's own log entry is, and the end of what followed it. */
  at: number;
  to: number;
  given: Given;
  table?: string[];
}

/** One pass through the game from its start. */
class Pass {
  readonly game: Game;
  readonly watch: ChangeWatch;
  error: unknown = null;
  readonly startTo: number;
  readonly bounds: Bound[] = [];
  /** The answer played last, whose end is known at the next answer (or the pass's stop). */
  private open: Bound | null = null;
  private lastTable: Table | undefined;

  constructor(
    model: Model,
    seed: number,
    private readonly view: PlayOptions['view'],
    viewer: number | null,
  ) {
    this.game = newGame(model, { seed, advance: false });
    this.watch = new ChangeWatch(this.game, viewer);
    // Run to the first request here, so that what the flow set up is told apart from the first answer.
    try {
      this.game.request();
    } catch (e) {
      this.error = e;
    }
    this.watch.settle();
    this.startTo = this.game.logLength;
  }

  /** The table now, drawn, when a view is asked for. */
  drawn(): string[] | undefined {
    if (this.view === undefined) return undefined;
    const options =
      this.lastTable === undefined ? { viewer: this.view.viewer } : { viewer: this.view.viewer, previous: this.lastTable };
    const first = this.lastTable === undefined;
    this.lastTable = tableOf(this.game, this.view.view, options);
    const lines = drawTable(this.lastTable);
    // An empty table would leave no trace at all: say so once, at the first request.
    if (lines.length === 0 && first) return [this.lastTable.automatic ? EMPTY_AUTOMATIC : EMPTY_VIEW];
    return lines;
  }

  /** Just before `given` is played as the answer to `request`. */
  answering(request: Answered, given: Given): void {
    this.settle();
    const label = request.kind === 'chance' ? request.outcomes[given.index]!.label : request.options[given.index]!.label;
    const table = this.drawn();
    const bound: Bound = { request, answer: { index: given.index, label }, at: this.game.logLength, to: -1, given };
    if (table !== undefined) bound.table = table;
    this.open = bound;
    this.bounds.push(bound);
  }

  /** Ends the last answer's part of the log where the game now stands. */
  settle(): void {
    if (this.open === null) return;
    this.watch.settle();
    this.open.to = this.game.logLength;
    this.open = null;
  }

  /**
   * Plays on to a human's question: the answers in `given` not played yet first (every seat's, so
   * an undo replays the others' moves as they were), then the seats' players.
   */
  playOn(o: PlayOptions, given: Given[]): { question: Extract<Request, { kind: 'decision' }> | null; cutOff: boolean } {
    const k = this.bounds.length;
    const q = playToQuestion(this.game, {
      players: o.seats.map((s) => s.player),
      answers: given.slice(k).flatMap((g) => (g.kind === 'decision' ? [g.index] : [])),
      asks: (r) => this.bounds.length < given.length || o.seats[r.player]!.human,
      maxRequests: Math.max(0, o.max - k),
      onAnswer: (r, index) => {
        // A listed answer is always in `given`: only a new one is kept, with what decided it.
        let g = given[this.bounds.length];
        if (g === undefined) {
          g = { kind: r.kind, index };
          const last = r.kind === 'decision' ? o.seats[r.player]!.tactic?.last : undefined;
          if (o.explain && last !== null && last !== undefined) g.explain = explained(last);
          given.push(g);
        }
        this.answering(r, g);
      },
    });
    this.settle();
    if (q.play.stop === 'error') this.error = q.play.error;
    return { question: q.question, cutOff: q.play.stop === 'limit' };
  }
}

/**
 * Plays the game to its end, an error, `max` requests or the end of a human's input, keeping the
 * transcript. Humans are asked on the way (`playToQuestion` plays to each question), and an undo
 * plays the game again from its start.
 */
export async function playTranscript(o: PlayOptions): Promise<Played> {
  const given: Given[] = [];
  const viewer = o.viewer ?? null;
  let pass = new Pass(o.model, o.seed, o.view, viewer);
  let cutOff = false;
  let stopped = false;
  /** Per human seat: how many requests had been answered when it was last asked. */
  const asked = new Map<number, number>();
  while (pass.error === null) {
    const on = pass.playOn(o, given);
    cutOff = on.cutOff;
    const r = on.question;
    if (r === null) break;
    const k = pass.bounds.length;
    const own = given.findLastIndex((x) => x.human === r.player);
    const from = asked.get(r.player) ?? 0;
    // The human's own view of what happened is made from all of it (seenLines), not a viewer's.
    const since = result(pass, o, false, false, false, null).requests.slice(from);
    asked.set(r.player, k);
    const reply = o.ask === undefined ? null : await o.ask(r, pass.game, own >= 0, since, from === 0);
    if (reply === null) {
      stopped = true;
      break;
    }
    if (reply === 'undo') {
      if (own < 0) continue;
      o.say?.(undoneText(pass, own));
      given.length = own;
      asked.clear();
      pass = new Pass(o.model, o.seed, o.view, viewer);
      continue;
    }
    given.push({ kind: 'decision', index: reply, human: r.player });
  }
  return result(pass, o, cutOff, stopped, true, viewer);
}

function undoneText(pass: Pass, own: number): string {
  const b = pass.bounds[own]!;
  const more = pass.bounds.length - own - 1;
  return `undone: your decision at ${b.request.where} (${b.answer.label})${more > 0 ? ` and ${more} request${more === 1 ? '' : 's'} after it` : ''}`;
}

/**
 * The game so far as play shows it, as `viewer` sees it (`null`: everything); `final` adds the
 * table at the end (drawing it moves the view's "previous").
 */
function result(pass: Pass, o: PlayOptions, cutOff: boolean, stopped: boolean, final: boolean, viewer: number | null): Played {
  const { game, watch } = pass;
  // The log is read once at the end: reading it makes every entry, so reading it per request
  // would cost the square of a long game.
  const log = game.log;
  /** The entries of `from` … `to` − 1 with their changes; the end and the error show apart. */
  const entries = (from: number, to: number): Shown[] => {
    const out: Shown[] = [];
    for (let i = from; i < to; i++) {
      const e = log[i]!;
      if (e.kind === 'end' || e.kind === 'error') continue;
      const changed = watch.after.get(i);
      const seen = viewer === null || !('visibleTo' in e) || sees(e.visibleTo, viewer) ? e : { ...e, label: BACK };
      out.push(changed === undefined ? seen : { ...seen, changed });
    }
    return out;
  };
  const steps = pass.bounds.map((b) => {
    const own = viewer === null || (b.request.kind === 'decision' && b.request.player === viewer);
    const step: Step = {
      request: plainRequest(b.request, own),
      answer: viewer === null || sees(b.request.visibleTo, viewer) ? b.answer : { index: null, label: BACK },
      changed: watch.after.get(b.at) ?? [],
      after: entries(b.at + 1, b.to),
    };
    // What decided another player's move tells what their tactic read: all of the state.
    if (b.given.explain !== undefined && own) step.explain = b.given.explain;
    if (b.table !== undefined) step.table = b.table;
    return step;
  });
  const end = game.state.ended;
  const played: Played = {
    model: o.label,
    seed: o.seed,
    viewer,
    players: o.specs,
    startChanged: watch.after.get(-1) ?? [],
    start: entries(0, pass.startTo),
    requests: steps,
    end: end === null ? null : { reason: end.reason, returns: end.returns },
    cutOff,
    stopped,
    error: pass.error === null ? null : errorInfo(pass.error),
  };
  const table = final ? pass.drawn() : undefined;
  if (table !== undefined) played.table = table;
  return played;
}

function explained(d: DecisionRecord): Explained {
  const out: Explained = { by: d.by };
  const m = d.mcts;
  if (m !== undefined) {
    out.mcts = {
      iterations: m.iterations,
      nodes: m.nodes,
      full: m.full,
      worlds: { ...m.worlds },
      options: m.options.map((o) => ({ label: o.label, visits: o.visits, mean: o.mean })),
    };
  }
  const s = d.search;
  if (s !== undefined) {
    out.search = {
      rollouts: s.rollouts,
      rounds: s.rounds,
      rules: d.labels[s.rules]!,
      chosen: d.labels[s.chosen]!,
      worlds: { ...s.worlds },
      options: s.options.map((x) => ({
        label: x.label,
        n: x.n,
        mean: x.mean,
        diff: x.diff,
        // JSON has no Infinity: an option with fewer than two rollouts has no standard error.
        se: Number.isFinite(x.se) ? x.se : null,
        status: x.status,
      })),
    };
  }
  return out;
}

/** Whether `player` may see what `visibleTo` says (as the engine's observations do). */
export const sees = (visibleTo: Visible, player: number): boolean => visibleTo === 'all' || visibleTo.includes(player);

/** The request in plain data; without its options or outcomes unless `withOptions`. */
function plainRequest(r: Exclude<Request, { kind: 'end' }>, withOptions: boolean): ShownRequest {
  if (r.kind === 'decision') {
    const base = { kind: r.kind, where: r.where, player: r.player, visibleTo: r.visibleTo };
    return withOptions ? { ...base, options: r.options.map((o) => o.label) } : base;
  }
  const base = { kind: r.kind, where: r.where, visibleTo: r.visibleTo };
  return withOptions ? { ...base, outcomes: r.outcomes.map((o) => ({ label: o.label, p: o.p })) } : base;
}

function errorInfo(e: unknown) {
  const err = e as Error & { where?: string };
  const kind = e instanceof NotExecutable ? 'NotExecutable' : e instanceof ExprError ? 'ExprError' : err.name;
  const where = err.where ?? '';
  // A tactic's failure names its rule, as validate does: the engine's own errors read without their place.
  const message = where.startsWith('tactic ') && !err.message.includes(where) ? `${where}: ${err.message}` : err.message;
  return { kind, message, where };
}
