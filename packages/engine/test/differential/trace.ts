// One seeded game of a model as a compact record for the differential test (README, "Differential
// test"): what it asked, what it logged, its snapshots and how it ended, as prefix hashes that
// change with any request, log entry or snapshot and still say where a game first went another way.
import {
  hash53,
  loadModel,
  logToWire,
  newGame,
  randomPlayer,
  requestToWire,
  restoreGame,
  type Game,
  type GameSnapshot,
  type Model,
  type Request,
} from '../../src/index.js';

/** The seeds each model is played with. */
export const SEEDS: readonly number[] = [0, 1, 2, 3, 4];
/** Requests answered at most: a game still going then is recorded as cut off, with its open request. */
export const CAP = 400;
/** Requests per hashed chunk: a difference is reported as lying within one chunk. */
export const CHUNK = 25;
/**
 * Where the game goes on in a copy of itself: a snapshot sent through JSON and restored, a clone,
 * then a restored snapshot again. The rest of the game is played by the copy, so a copy that
 * continues differently from the original changes the record.
 */
export const COPIES: readonly (readonly [number, 'restore' | 'clone'])[] = [
  [5, 'restore'],
  [40, 'clone'],
  [150, 'restore'],
];

export type Stop = 'end' | 'cap' | 'error';

export interface GameRecord {
  readonly model: string;
  readonly seed: number;
  /** The hash of the model's text: a model changed since it was recorded is told apart from an engine change. */
  readonly text: string;
  /** Requests answered. */
  readonly requests: number;
  readonly stop: Stop;
  readonly reason: string | null;
  readonly returns: readonly number[] | null;
  /** The error that stopped the game (while loading, playing or copying), with its place, or `null`. */
  readonly error: { readonly kind: string; readonly message: string; readonly where: string } | null;
  readonly hashes: {
    /** Prefix hashes: entry i covers the requests (with their answers) before `CHUNK * (i + 1)`, the last all of them. */
    readonly requests: readonly string[];
    /** Prefix hashes of the log, cut where the requests are cut (entry i: the log made up to the same request). */
    readonly log: readonly string[];
    /** The snapshot at each point of `COPIES` the game reached, whole. */
    readonly copies: readonly string[];
    /** The final snapshot, part by part (state, cursor, open request, generator, log, the rest with the game's events). */
    readonly final: Readonly<Record<string, string>>;
  };
}

/** A record with the lines behind its request hashes, to show what the engine asks now where a game parted. */
export interface Played {
  readonly record: GameRecord;
  readonly lines: readonly string[];
}

const hex = (h: number): string => h.toString(36);

/** The hash a record keeps of its model's text. */
export const textHash = (text: string): string => hex(hash53(text));

/** The hash of `text` after `prev`: a chain of these depends on every chunk before. */
const chain = (prev: string, text: string): string => hex(hash53(`${prev}\n${text}`));

/** A request as one line of the trace: its wire form, then the answer given (if any). */
function requestLine(r: Request, answer: number | null): string {
  return `${JSON.stringify(requestToWire(r))}${answer === null ? '' : ` > ${answer}`}`;
}

function errorOf(e: unknown): { kind: string; message: string; where: string } {
  if (!(e instanceof Error)) return { kind: typeof e, message: String(e), where: '' };
  const { kind, where } = e as Error & { kind?: unknown; where?: unknown };
  return { kind: typeof kind === 'string' ? kind : e.name, message: e.message, where: typeof where === 'string' ? where : '' };
}

/** Parts of a snapshot's data hashed apart, to say which one differs; everything else is `rest`. */
const PARTS = ['st', 'cursor', 'pending', 'rng', 'log'];

function snapshotParts(snap: GameSnapshot, events: readonly string[]): Record<string, string> {
  const data = snap.data as Record<string, unknown>;
  const parts: Record<string, string> = {};
  for (const k of PARTS) parts[k] = hex(hash53(JSON.stringify(data[k]) ?? ''));
  const rest = Object.keys(data)
    .filter((k) => !PARTS.includes(k))
    .map((k) => [k, data[k]]);
  parts['rest'] = hex(hash53(JSON.stringify({ format: snap.format, model: snap.model, rest, events })));
  return parts;
}

/**
 * Plays `text` with `seed`: chance from the game's own generator, decisions by a random player of
 * its own seed; a game still going after `cap` requests is cut off.
 */
export function playRecorded(name: string, text: string, seed: number, cap = CAP): Played {
  const lines: string[] = [];
  const copies: string[] = [];
  const bounds: number[] = [];
  let stop: Stop = 'error';
  let end: { reason: string; returns: readonly number[] } | null = null;
  let error: { kind: string; message: string; where: string } | null = null;
  let game: Game | null = null;
  let model: Model | null = null;
  let answered = 0;
  try {
    model = loadModel(text);
    game = newGame(model, { seed });
    const player = randomPlayer(1000 + seed);
    for (;;) {
      const r = game.request();
      if (r.kind === 'end') {
        lines.push(requestLine(r, null));
        stop = 'end';
        end = { reason: r.reason, returns: r.returns };
        break;
      }
      if (answered >= cap) {
        lines.push(requestLine(r, null));
        stop = 'cap';
        break;
      }
      const answer = r.kind === 'chance' ? game.sample() : player.choose(r, game);
      lines.push(requestLine(r, answer));
      game.answer(answer);
      answered++;
      if (answered % CHUNK === 0) bounds.push(game.logLength);
      const copy = COPIES.find(([at]) => at === answered);
      if (copy !== undefined) {
        const snap: GameSnapshot = game.snapshot();
        const json: string = JSON.stringify(snap);
        copies.push(hex(hash53(json)));
        game = copy[1] === 'clone' ? game.clone() : restoreGame(model, JSON.parse(json) as GameSnapshot);
      }
    }
  } catch (e) {
    error = errorOf(e);
    lines.push(`! ${error.kind} at ${error.where}: ${error.message}`);
  }
  return { record: finish(), lines };

  function finish(): GameRecord {
    const requests: string[] = [];
    let h = '';
    for (let i = 0; i < lines.length; i += CHUNK) {
      h = chain(h, lines.slice(i, i + CHUNK).join('\n'));
      requests.push(h);
    }
    const log: string[] = [];
    let final: Record<string, string> = {};
    if (game !== null) {
      const entries = game.log;
      let from = 0;
      let lh = '';
      for (const to of [...bounds, entries.length]) {
        lh = chain(lh, JSON.stringify(logToWire(entries.slice(from, to))));
        log.push(lh);
        from = to;
      }
      try {
        final = snapshotParts(game.snapshot(), game.events);
      } catch (e) {
        // A game that cannot be saved keeps that as its final snapshot.
        final = { error: hex(hash53(JSON.stringify(errorOf(e)))) };
      }
    }
    return {
      model: name,
      seed,
      text: textHash(text),
      requests: answered,
      stop,
      reason: end?.reason ?? null,
      returns: end === null ? null : [...end.returns],
      error,
      hashes: { requests, log, copies, final },
    };
  }
}
