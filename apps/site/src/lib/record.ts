// A game record as a file: the model's text, the seed, the players and the answers given at the
// `you` seats. It names a game completely (the player replays it), so importing it on another
// machine reopens the same game at the same question.
import type { GameLink } from './route.js';

export const RECORD_FORMAT = 'tabletwin-game';

export interface GameRecordFile {
  format: typeof RECORD_FORMAT;
  version: 1;
  /** The built-in model's name, or `yours` for a pasted model. */
  model: string;
  text: string;
  seed: number;
  players: string[];
  answers: number[];
}

/** A file that is not a game record, with the place that is wrong. */
export class RecordError extends Error {
  override readonly name = 'RecordError';
  readonly kind = 'record';
  constructor(
    readonly place: string,
    message: string,
  ) {
    super(`${place}: ${message}`);
  }
}

export function recordOf(link: GameLink, text: string): GameRecordFile {
  return {
    format: RECORD_FORMAT,
    version: 1,
    model: link.model,
    text,
    seed: link.seed,
    players: [...link.players],
    answers: [...link.answers],
  };
}

/** `pig-seed-1-q3.json`: the model, the seed and the question the record stops at. */
export function recordFileName(link: GameLink): string {
  const name = link.model.replace(/[^\w-]+/g, '-');
  return `${name}-seed-${link.seed}-q${link.answers.length + 1}.json`;
}

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** Reads a record file's text; a bad file is a RecordError naming the field. */
export function readRecord(json: string): GameRecordFile {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (e) {
    throw new RecordError('file', `not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new RecordError('file', 'not a game record (an object)');
  const r = data as Record<string, unknown>;
  if (r['format'] !== RECORD_FORMAT)
    throw new RecordError('format', `expected "${RECORD_FORMAT}", found ${JSON.stringify(r['format'])}`);
  if (r['version'] !== 1) throw new RecordError('version', `this site reads version 1, found ${JSON.stringify(r['version'])}`);
  if (typeof r['model'] !== 'string' || r['model'] === '') throw new RecordError('model', 'expected the model’s name');
  if (typeof r['text'] !== 'string' || r['text'].trim() === '') throw new RecordError('text', 'expected the model’s text');
  if (!isWhole(r['seed'])) throw new RecordError('seed', `expected a whole number, found ${JSON.stringify(r['seed'])}`);
  const players = r['players'];
  if (!Array.isArray(players) || players.length === 0 || !players.every((p) => typeof p === 'string' && p !== ''))
    throw new RecordError('players', 'expected a list of player names, one per seat');
  const answers = r['answers'];
  if (!Array.isArray(answers)) throw new RecordError('answers', 'expected a list of option numbers');
  const bad = answers.findIndex((a) => !isWhole(a) || a < 0);
  if (bad !== -1)
    throw new RecordError(`answers[${bad}]`, `expected an option number from 0, found ${JSON.stringify(answers[bad])}`);
  return {
    format: RECORD_FORMAT,
    version: 1,
    model: r['model'],
    text: r['text'],
    seed: r['seed'],
    players: players as string[],
    answers: answers as number[],
  };
}
