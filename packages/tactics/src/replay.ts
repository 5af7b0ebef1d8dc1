// Playing a game again up to a person's question. The site and `tabletwin play` name a game by its
// start and the answers people gave; going back, an undo or a link plays it again from there:
// chance from the game's own generator, the other seats by their players, the people's answers
// from the list, until a person is asked something the list does not answer.
import { playOn, type ChanceRequest, type DecisionRequest, type Game, type Player, type PlayResult } from './game.js';
import { isHuman } from './spec.js';

export interface QuestionOptions {
  /** One player per seat. */
  players: readonly Player[];
  /** The answers to the asked decisions, in the order they were given. */
  answers: readonly number[];
  /** Which decisions take their answer from `answers`. Default: those of a human seat (`isHuman`). */
  asks?: (request: DecisionRequest) => boolean;
  /** Stop after this many requests answered here (`play.stop` is then `'limit'`). Default 100,000. */
  maxRequests?: number;
  /** Also stop at this request (left open; `question` is then `null`). */
  stopped?: (request: ChanceRequest | DecisionRequest) => boolean;
  /** Told each answer before it is played; `listed`: its place in `answers`, or `null` when it came from elsewhere. */
  onAnswer?: (request: ChanceRequest | DecisionRequest, index: number, listed: number | null) => void;
}

export interface Question {
  /**
   * The asked decision that `answers` has no answer for (used up, or the next one is not one of
   * its options), still open in the game; `null` when the play stopped otherwise (`play.stop`).
   */
  question: DecisionRequest | null;
  /** How many of `answers` were played. */
  used: number;
  /** The play itself (errors are kept, never thrown). */
  play: PlayResult;
}

/** Plays `game` on to the next question the list does not answer, its end, an error or the limit. */
export function playToQuestion(game: Game, options: QuestionOptions): Question {
  const { players, answers } = options;
  const asks = options.asks ?? ((r: DecisionRequest) => isHuman(players[r.player]!));
  let used = 0;
  let question: DecisionRequest | null = null;
  let listed = false;
  const listedAnswer = (r: DecisionRequest): number | null => {
    const a = answers[used];
    return a !== undefined && Number.isInteger(a) && a >= 0 && a < r.options.length ? a : null;
  };
  const seat: Player = {
    choose(r, g) {
      listed = asks(r);
      return listed ? listedAnswer(r)! : players[r.player]!.choose(r, g);
    },
  };
  const play = playOn(game, {
    players: seat,
    keepErrors: true,
    ...(options.maxRequests === undefined ? {} : { maxRequests: options.maxRequests }),
    stopped(r) {
      if (r.kind === 'decision' && asks(r) && listedAnswer(r) === null) {
        question = r;
        return true;
      }
      return options.stopped?.(r) ?? false;
    },
    onAnswer(r, index) {
      const fromList = r.kind === 'decision' && listed;
      listed = false;
      options.onAnswer?.(r, index, fromList ? used : null);
      if (fromList) used++;
    },
  });
  return { question, used, play };
}
