// What a simulation is, as plain data that travels (to worker threads, through a queue): the
// model's text, the players as texts, the tactic files they read by path, the seed. `prepare`
// turns it into a model and a maker of players once per process, checking everything up front so
// that a bad spec fails the run at once instead of every game.
import { isHuman, playerFromSpec } from '../spec.js';
import { parseSeat, searchFor, seatReason, type SeatSpec } from '../seat.js';
import { loadModel, readModel, type Model, type Player } from '../game.js';
import { loadTactic, type Tactic } from '../load.js';
import { tacticPlayer } from '../player.js';
import { readYaml } from '../yaml.js';
import { TacticError } from '../errors.js';
import { SimulationError } from './errors.js';
import { playerSeed } from './seeds.js';
import type { Range } from './stats.js';

/** A constant's new value: a YAML scalar as text (`'30'` → 30), or the value itself. */
export type ConstantValue = string | number | boolean;

export interface SimulationSpec {
  /** The model's YAML text (content, not a path, so the spec travels). */
  model: string;
  /** One player text per seat (`random`, `first`, `agent:<name>`, `tactic:<path>`), or one for every seat. */
  players: readonly string[];
  /** The files `tactic:` players read (and the bases they extend), by the path they are named with. */
  files?: Readonly<Record<string, string>>;
  games: number;
  /** Game k is played with seed `seed + k`. */
  seed: number;
  /** Constants replaced before the model loads: `{ GOAL: '30' }`. */
  set?: Readonly<Record<string, ConstantValue>>;
  /** Requests before a game counts as cut off. Default 10,000. */
  maxRequests?: number;
}

export const DEFAULT_MAX_REQUESTS = 10_000;

/** A spec made ready to play: the model, and the players of a game from its seed. */
export interface Prepared {
  readonly spec: SimulationSpec;
  readonly model: Model;
  readonly seats: number;
  readonly maxRequests: number;
  /** The values a return can take (for clipping intervals), or null when the model scores. */
  readonly range: Range | null;
  /** The players (one per seat) of the game played with seed `gameSeed`. */
  players(gameSeed: number): Player[];
}

/**
 * A value given as text, read as YAML of the models' flavour (`'30'` → 30, `'[1, 2]'` → a list,
 * `'null'` → None, a plain word → that text; the empty text stays the empty text). Text that is
 * not YAML (`'[1, 2'`) is a `SimulationError` of kind `constant` rather than a text that fails
 * later, inside the games.
 */
export function constantValue(value: ConstantValue): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  try {
    return readYaml(value, 'value');
  } catch (e) {
    const reason = e instanceof TacticError ? e.reason.replace(/^The YAML cannot be read: /, '') : String(e);
    throw new SimulationError('constant', 'set', `the value is not YAML: ${reason}`, { cause: e });
  }
}

/** The model's text with `set` applied to its constants, loaded. */
export function modelWith(text: string, set: Readonly<Record<string, ConstantValue>> | undefined): Model {
  if (set === undefined || Object.keys(set).length === 0) return loadModel(text);
  const data = readModel(text).data as Record<string, unknown>;
  const constants = data['constants'];
  const known = constants !== null && typeof constants === 'object' && !Array.isArray(constants) ? Object.keys(constants) : [];
  for (const name of Object.keys(set)) {
    if (!known.includes(name)) {
      const has = known.length === 0 ? 'has none' : `has ${known.join(', ')}`;
      throw new SimulationError('constant', `--set ${name}`, `unknown constant '${name}'; the model ${has}`);
    }
  }
  const replaced: Record<string, unknown> = { ...(constants as Record<string, unknown>) };
  for (const [name, value] of Object.entries(set)) replaced[name] = constantValue(value);
  return loadModel({ ...data, constants: replaced });
}

const isRecordOf = (x: unknown, ok: (v: unknown) => boolean): boolean =>
  x !== null && typeof x === 'object' && !Array.isArray(x) && Object.values(x).every(ok);

/**
 * Why `spec` is not shaped like a SimulationSpec (a field of the wrong type), or null. A spec may
 * come from elsewhere (a job queue, a page's message), so its types are checked before use.
 */
export function specProblem(spec: unknown): string | null {
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) return 'a simulation spec is an object';
  const s = spec as Record<string, unknown>;
  if (typeof s['model'] !== 'string') return 'the spec has no model text';
  const players = s['players'];
  if (!Array.isArray(players) || players.length === 0 || !players.every((p) => typeof p === 'string'))
    return "the spec's players are not a list of texts";
  if (s['files'] !== undefined && !isRecordOf(s['files'], (v) => typeof v === 'string'))
    return "the spec's files are not texts by path";
  if (typeof s['games'] !== 'number') return "the spec's games are not a number";
  if (typeof s['seed'] !== 'number') return "the spec's seed is not a number";
  if (s['set'] !== undefined && !isRecordOf(s['set'], (v) => ['string', 'number', 'boolean'].includes(typeof v)))
    return "the spec's constants are not values by name";
  if (s['maxRequests'] !== undefined && typeof s['maxRequests'] !== 'number') return "the spec's maxRequests is not a number";
  return null;
}

function checkNumbers(spec: SimulationSpec): void {
  if (!Number.isSafeInteger(spec.games) || spec.games < 0)
    throw new SimulationError('spec', 'games', `games must be a whole number from 0, not ${spec.games}`);
  if (!Number.isSafeInteger(spec.seed) || !Number.isSafeInteger(spec.seed + spec.games))
    throw new SimulationError('spec', 'seed', `seed must be a whole number (seed + games within 2^53), not ${spec.seed}`);
  const max = spec.maxRequests;
  if (max !== undefined && (!Number.isSafeInteger(max) || max < 0))
    throw new SimulationError('spec', 'maxRequests', `maxRequests must be a whole number from 0, not ${max}`);
}

/** Loads the model and the tactics once; throws a SimulationError (or the model's/tactic's own error) for a bad spec. */
export function prepare(spec: SimulationSpec): Prepared {
  const shape = specProblem(spec);
  if (shape !== null) throw new SimulationError('spec', 'spec', shape);
  checkNumbers(spec);
  let model: Model;
  try {
    model = modelWith(spec.model, spec.set);
  } catch (e) {
    if (e instanceof SimulationError) throw e;
    throw new SimulationError('model', 'model', e instanceof Error ? e.message : String(e), { cause: e });
  }
  const seats = model.numPlayers;
  const texts = spec.players.length === 1 ? Array.from({ length: seats }, () => spec.players[0]!) : [...spec.players];
  if (texts.length !== seats)
    throw new SimulationError(
      'player',
      'players',
      `the model has ${seats} seat${seats === 1 ? '' : 's'}; ${spec.players.length} players given (one per seat, or one for all)`,
    );
  const files = spec.files ?? {};
  const read = (path: string): string => {
    const text = files[path];
    if (text === undefined) throw new Error(`${path} is not among the files the simulation carries`);
    return text;
  };
  // Tactics load once; other players are cheap to make per game.
  // The spec's words without repeating them: `player x: reason` becomes `reason` under `seat n (x)`.
  const failed = (seat: number, text: string, e: unknown): SimulationError =>
    new SimulationError('player', `seat ${seat} (${text})`, seatReason(text, e), { cause: e });
  const makers = texts.map((text, seat): ((seed: number) => Player) => {
    let parsed: SeatSpec;
    try {
      parsed = parseSeat(text);
    } catch (e) {
      throw failed(seat, text, e);
    }
    if (parsed.kind === 'tactic') {
      const { path, lookAhead } = parsed;
      let tactic: Tactic;
      try {
        tactic = loadTactic(read(path), { model, path, read });
      } catch (e) {
        throw failed(seat, text, e);
      }
      const search = searchFor(lookAhead);
      return (seed) => tacticPlayer(tactic, { seed, search });
    }
    let probe: Player;
    try {
      probe = playerFromSpec(text, { model, seed: 0, read });
    } catch (e) {
      throw failed(seat, text, e);
    }
    if (isHuman(probe)) throw new SimulationError('player', `seat ${seat} (${text})`, 'a human seat cannot be simulated');
    return (seed) => playerFromSpec(text, { model, seed, read });
  });
  return {
    spec,
    model,
    seats,
    maxRequests: spec.maxRequests ?? DEFAULT_MAX_REQUESTS,
    range: returnRange(model),
    players: (gameSeed) => makers.map((make, seat) => make(playerSeed(gameSeed, seat))),
  };
}

/**
 * The values a seat's return can take: −1 to 1 when no end condition of the model scores
 * (`win`, `loss`, `draw` and a flow that runs out give −1, 0 or 1), else unknown (null).
 */
export function returnRange(model: Model): Range | null {
  return model.end.some((c) => c.result === 'score') ? null : [-1, 1];
}

/** The player texts per seat (a single text fills every seat). */
export function seatPlayers(spec: SimulationSpec, seats: number): string[] {
  return spec.players.length === 1 ? Array.from({ length: seats }, () => spec.players[0]!) : [...spec.players];
}
