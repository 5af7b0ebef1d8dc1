// A tactic checked against its model, for every front end (`tabletwin validate tactic.yaml
// --model m.yaml`, the site's tactic box). Errors: what stops it from loading (shape, rules,
// expressions, extends, another game), and a rule that fails while deciding in test games with the
// tactic in every seat. Warnings: an `at` (of a rule or of `search`) that matches no place the
// model can ask, the places being the model's own (steps, actions, triggers, windows) and those
// random games reached. Each rule also says how often it decided in the test games.
import { playGame, randomPlayer, type Model, type Player } from './game.js';
import { loadTactic, type Tactic } from './load.js';
import { placeOf, placesTest } from './places.js';
import { tacticPlayer, type DecisionRecord } from './player.js';

/** Random games whose places count as places the model asks. */
export const PLACE_GAMES = 200;
/** Games the tactic plays in every seat, to find rules that fail while deciding. */
export const TACTIC_GAMES = 20;
/** Requests per game before it is cut off. */
const MAX_REQUESTS = 5000;

export interface TacticCheckOptions {
  model: Model;
  /** The tactic's file, as its errors name it. */
  path: string;
  /** Reads the files it extends. */
  read?: (path: string) => string;
  /** Test games (default `TACTIC_GAMES`). */
  games?: number;
  /** Random games for the places the model asks (default `PLACE_GAMES`; 0: no place warnings). */
  placeGames?: number;
}

export interface TacticCheck {
  /** The tactic, or null when it does not load. */
  tactic: Tactic | null;
  /** What loading threw (its message is the first error), or null. */
  loadError: unknown;
  errors: string[];
  warnings: string[];
  /** Every place found, sorted. */
  places: string[];
  /** The test games: played, and how many stopped on a failing rule (null when the tactic does not load). */
  games: { played: number; failed: number } | null;
  /** Per rule, in order: how often it decided in the test games. */
  uses: number[];
  /** The places where no rule decided, and how often, most first. */
  defaults: { place: string; count: number }[];
}

/** The places named in the model itself: `step <id>`, `action <name>` (and `(cost)`), `trigger <id>`, `window <name>`. */
export function staticPlaces(model: Model): Set<string> {
  const places = new Set<string>();
  const raw = model.data as Record<string, unknown>;
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const n = node as Record<string, unknown>;
    if (n['kind'] === 'step' && typeof n['id'] === 'string') places.add(`step ${n['id']}`);
    for (const key of ['children', 'cases', 'flows']) walk(n[key]);
    if (n['kind'] !== undefined && typeof n['flow'] === 'object') walk(n['flow']);
  };
  walk(raw['flow']);
  if (raw['flows'] !== null && typeof raw['flows'] === 'object') for (const f of Object.values(raw['flows'] as object)) walk(f);
  const actions = raw['actions'];
  if (actions !== null && typeof actions === 'object') {
    for (const [name, a] of Object.entries(actions as Record<string, unknown>)) {
      places.add(`action ${name}`);
      if (a !== null && typeof a === 'object' && 'cost' in a) places.add(`action ${name} (cost)`);
    }
  }
  if (Array.isArray(raw['triggers'])) {
    for (const t of raw['triggers'])
      if (t !== null && typeof t === 'object' && typeof t['id'] === 'string') places.add(`trigger ${t['id']}`);
  }
  const windows = (raw['priority'] as Record<string, unknown> | undefined)?.['windows'];
  if (windows !== null && typeof windows === 'object')
    for (const name of Object.keys(windows as object)) places.add(`window ${name}`);
  return places;
}

/** The places of decisions in `games` random games (seeds 1, 2, ...). */
export function playedPlaces(model: Model, games: number): Set<string> {
  const places = new Set<string>();
  for (let seed = 1; seed <= games; seed++) {
    const random = randomPlayer(seed);
    const player: Player = {
      choose(r, game) {
        places.add(placeOf(r));
        return random.choose(r, game);
      },
    };
    // A model that stops on an error is the model's report, not the tactic's.
    playGame(model, { seed, players: player, maxRequests: MAX_REQUESTS, keepErrors: true });
  }
  return places;
}

/** The tactic in every seat for `games` games: how many stopped on an error, the first errors (one per message), the records. */
function tacticGames(tactic: Tactic, model: Model, games: number) {
  const errors = new Set<string>();
  const records: DecisionRecord[] = [];
  let failed = 0;
  for (let seed = 1; seed <= games; seed++) {
    const player = tacticPlayer(tactic, { seed, search: false, record: true });
    const { error } = playGame(model, { seed, players: player, maxRequests: MAX_REQUESTS, keepErrors: true });
    // Only a failure of the tactic counts: an error of the engine belongs to the model's report.
    const where = (error as { where?: unknown } | null)?.where;
    if (typeof where === 'string' && where.startsWith('tactic ')) {
      failed++;
      const message = (error as Error).message;
      errors.add(message.includes(where) ? message : `${where}: ${message}`);
    }
    records.push(...player.records);
  }
  return { played: games, failed, errors: [...errors], records };
}

/** `text` as a tactic for `options.model`: loaded, its places matched, played in test games. */
export function checkTactic(text: string, options: TacticCheckOptions): TacticCheck {
  const report: TacticCheck = {
    tactic: null,
    loadError: null,
    errors: [],
    warnings: [],
    places: [],
    games: null,
    uses: [],
    defaults: [],
  };
  const { model } = options;
  let tactic: Tactic;
  try {
    tactic = loadTactic(text, { model, path: options.path, ...(options.read ? { read: options.read } : {}) });
  } catch (e) {
    report.loadError = e;
    report.errors.push(e instanceof Error ? e.message : String(e));
    return report;
  }
  report.tactic = tactic;
  const placeGames = options.placeGames ?? PLACE_GAMES;
  if (placeGames > 0) {
    const places = new Set([...staticPlaces(model), ...playedPlaces(model, placeGames)]);
    report.places = [...places].sort();
    const unmatched = (at: readonly string[]) => at.filter((a) => ![...places].some(placesTest(a)));
    for (const rule of tactic.rules) {
      for (const at of unmatched(rule.at)) report.warnings.push(`${rule.where}: at '${at}' matches no place the model asks`);
    }
    if (tactic.search !== null) {
      for (const at of unmatched(tactic.search.at))
        report.warnings.push(`tactic ${tactic.name}: search at '${at}' matches no place the model asks`);
    }
  }
  const games = tacticGames(tactic, model, options.games ?? TACTIC_GAMES);
  report.games = { played: games.played, failed: games.failed };
  report.errors.push(...games.errors);
  report.uses = tactic.rules.map(() => 0);
  const defaults = new Map<string, number>();
  for (const d of games.records) {
    if (d.rule >= 0) report.uses[d.rule]!++;
    else defaults.set(d.where, (defaults.get(d.where) ?? 0) + 1);
  }
  report.defaults = [...defaults].map(([place, count]) => ({ place, count })).sort((a, b) => b.count - a.count);
  return report;
}
