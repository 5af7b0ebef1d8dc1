// Replays a game from its setup (model, seed, players, the answers of the `you` seats) up to the next
// question of a `you` seat. A game is named by its setup alone, so going back or forward, or opening
// a link, is a replay: nothing else has to be kept.
import { loadModel, logToWire, newGame, requestToWire, type Game, type Player } from '@tabletwin/engine';
import { isHuman, playerFromSpec, playToQuestion, type TacticPlayer } from '@tabletwin/tactics';
import { loadView, tableOf } from '@tabletwin/views';
import type { PlaySetup, PlayState } from '../lib/protocol.js';
import { actionLabels, valuesOf } from './values.js';

/** The seat's own seed: seats with the same spec still play differently, and the same seed replays the same. */
export const seatSeed = (seed: number, seat: number): number => seed * 1000 + seat + 1;

export function playerFor(spec: string, seat: number, setup: PlaySetup, model: ReturnType<typeof loadModel>): Player {
  const tactics = new Map(setup.tactics);
  const read = (path: string): string => {
    const text = tactics.get(path) ?? tactics.get(path.replace(/^.*\//, 'models/tactics/'));
    if (text === undefined) throw new Error(`no built-in tactic ${path}`);
    return text;
  };
  return playerFromSpec(spec === 'you' ? 'human' : spec, { model, seed: seatSeed(setup.seed, seat), read });
}

/** Per seat: whether it looks ahead, and whether its tactic file has a `search` of its own. */
function lookAheadOf(players: readonly Player[]): Pick<PlayState, 'lookAhead' | 'ownSearch'> {
  const tactic = (p: Player): TacticPlayer | null => ('tactic' in p && 'searches' in p ? (p as TacticPlayer) : null);
  return {
    lookAhead: players.map((p) => tactic(p)?.searches ?? false),
    ownSearch: players.map((p) => (tactic(p)?.tactic.search ?? null) !== null),
  };
}

export function play(setup: PlaySetup): PlayState {
  const model = loadModel(setup.text);
  const game = newGame(model, { seed: setup.seed });
  const players = Array.from({ length: model.numPlayers }, (_, seat) =>
    playerFor(setup.players[seat] ?? 'random', seat, setup, model),
  );
  const humans = players.flatMap((p, seat) => (isHuman(p) ? [seat] : []));
  let used = 0;
  let since = 0;
  let requests = 0;
  // Per seat: decisions a tactic seat took with look-ahead.
  const searched = players.map(() => 0);
  const seats = lookAheadOf(players);
  // The table at the previous question of a `you` seat: what changed since (the last moves) is marked against it.
  let previous: PlayState['table'] = null;
  // Watching (no `you` seat): the game is shown before its decision number `step`, of any seat.
  const watching = humans.length === 0 && setup.step !== undefined;
  const step = Math.max(0, Math.trunc(setup.step ?? 0));
  let decisions = 0;
  const eyes = (shown: number | null): number | null =>
    setup.viewAs === undefined ? shown : setup.viewAs === 'all' ? null : setup.viewAs;
  const state = (
    question: PlayState['question'],
    end: PlayState['end'],
    error: string | null,
    shown: number | null,
  ): PlayState => {
    const viewer = eyes(shown);
    return {
      used,
      question,
      since: logToWire(game.log.slice(since)),
      end,
      error,
      viewer,
      table: tableSafely(game, setup.view, viewer, previous),
      requests,
      searched: [...searched],
      ...seats,
      values: valuesSafely(game, viewer),
      actions: actionLabels(game),
      watch: watching
        ? { step: Math.min(step, decisions), steps: end === null && error === null ? null : decisions, chosen: null }
        : null,
    };
  };
  // With one person at the table, the table is shown through their eyes; otherwise everything shows.
  const defaultViewer = humans.length === 1 ? humans[0]! : null;
  /** Counts a decision a tactic seat took with look-ahead. */
  const countSearch = (seat: number): void => {
    if ((players[seat] as Partial<TacticPlayer>).last?.search !== undefined) searched[seat]!++;
  };
  const q = playToQuestion(game, {
    players,
    answers: setup.answers,
    // No request limit: a game that never ends is stopped by the page after 10 s (docs/site.md),
    // which also catches a slow seat.
    maxRequests: Infinity,
    // Watching: stop before decision number `step` is played, to show it.
    stopped: (r) => watching && r.kind === 'decision' && decisions === step,
    onAnswer(r, _index, listed) {
      if (r.kind === 'chance') return;
      if (listed !== null) {
        since = game.logLength;
        if (listed === setup.answers.length - 1) {
          previous = tableSafely(game, setup.view, eyes(humans.length === 1 ? defaultViewer : r.player), null);
        }
        return;
      }
      if (watching && decisions === step - 1) {
        // What happened since the previous decision, and the table to mark changes against.
        since = game.logLength;
        previous = tableSafely(game, setup.view, eyes(null), null);
      }
      countSearch(r.player);
      decisions++;
    },
  });
  used = q.used;
  requests = q.play.requests;
  const { play: played, question } = q;
  if (question !== null) {
    return state(requestToWire(question), null, null, humans.length === 1 ? defaultViewer : question.player);
  }
  if (played.stop === 'error') return state(null, null, message(played.error), defaultViewer);
  if (played.stop === null) return state(null, requestToWire(game.request()), null, defaultViewer);
  // Watching, stopped at decision `step`: the seat's choice is shown before it is played; the
  // game's length is known only at its end.
  const r = game.request();
  if (r.kind !== 'decision') return state(null, null, null, defaultViewer);
  let index: number;
  try {
    index = players[r.player]!.choose(r, game);
  } catch (e) {
    return state(null, null, message(e), defaultViewer);
  }
  countSearch(r.player);
  return { ...state(requestToWire(r), null, null, defaultViewer), watch: { step, steps: null, chosen: index } };
}

function valuesSafely(game: Game, viewer: number | null): PlayState['values'] {
  try {
    return valuesOf(game, viewer);
  } catch {
    return { global: [], players: [] };
  }
}

function tableSafely(
  game: Game,
  viewText: string | null,
  viewer: number | null,
  previous: PlayState['table'],
): PlayState['table'] {
  try {
    return tableOf(game, viewText === null ? null : loadView(viewText), { viewer, previous });
  } catch {
    return null;
  }
}

export function message(e: unknown): string {
  if (e instanceof Error) return e.name && e.name !== 'Error' ? `${e.name}: ${e.message}` : e.message;
  return String(e);
}
