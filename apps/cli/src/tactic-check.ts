// `tabletwin validate tactic.yaml --model model.yaml`: a tactic checked against its model. Errors:
// what stops it from loading (shape, rules, expressions, extends, another game) and a rule that
// fails while deciding in test games. Warnings: an `at` (of a rule or of `search`) that matches no
// place the model can ask, the places being the model's own (steps, actions, triggers, windows)
// and those random games reached.

import { readFileOrBuiltin } from './builtin.js';
import { newGame, NotExecutable, randomPlayer, sampleChance, type Model } from '@tabletwin/engine';
import { loadTactic, placeOf, placesTest, tacticPlayer, TacticError, type Tactic } from '@tabletwin/tactics';

/** A file is taken for a tactic when it has a top-level `tactic:` key (the key the schema requires). */
export const isTacticText = (text: string): boolean => /^tactic\s*:/m.test(text);

/** Random games whose places count as places the model asks. */
export const PLACE_GAMES = 200;
/** Games the tactic plays in every seat, to find rules that fail while deciding. */
export const TACTIC_GAMES = 20;
/** Requests per game before it is cut off. */
const MAX_REQUESTS = 5000;

export interface TacticReport {
  file: string;
  model: string;
  tactic: string | null;
  label: string | null;
  errors: string[];
  warnings: string[];
  /** Every place found, sorted. */
  places: string[];
  /** Test games with the tactic in every seat: played, and how many stopped on an error. */
  games: { played: number; failed: number } | null;
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
    const player = randomPlayer(seed);
    try {
      const game = newGame(model, { seed });
      for (let n = 0; n < MAX_REQUESTS; n++) {
        const r = game.request();
        if (r.kind === 'end') break;
        if (r.kind === 'decision') places.add(placeOf(r));
        game.answer(r.kind === 'chance' ? sampleChance(game) : player.choose(r, game));
      }
    } catch {
      // A model that stops on an error is the model's report, not the tactic's.
    }
  }
  return places;
}

/** The tactic in every seat for `games` games: how many stopped on an error, and the first errors (one per message). */
function tacticGames(tactic: Tactic, model: Model, games: number): { played: number; failed: number; errors: string[] } {
  const errors = new Set<string>();
  let failed = 0;
  for (let seed = 1; seed <= games; seed++) {
    const player = tacticPlayer(tactic, { seed, search: false });
    const game = newGame(model, { seed });
    try {
      for (let n = 0; n < MAX_REQUESTS; n++) {
        const r = game.request();
        if (r.kind === 'end') break;
        game.answer(r.kind === 'chance' ? sampleChance(game) : player.choose(r, game));
      }
    } catch (e) {
      // Only a failure of the tactic counts: an error of the engine belongs to the model's report.
      const where = (e as { where?: unknown }).where;
      if (typeof where === 'string' && where.startsWith('tactic ')) {
        failed++;
        const message = (e as Error).message;
        errors.add(message.includes(where) ? message : `${where}: ${message}`);
      }
    }
  }
  return { played: games, failed, errors: [...errors] };
}

export function checkTactic(file: string, text: string, modelFile: string, model: Model): TacticReport {
  const report: TacticReport = {
    file,
    model: modelFile,
    tactic: null,
    label: null,
    errors: [],
    warnings: [],
    places: [],
    games: null,
  };
  let tactic: Tactic;
  try {
    tactic = loadTactic(text, { model, path: file, read: (p) => readFileOrBuiltin(p, 'tactic') });
  } catch (e) {
    if (e instanceof TacticError || e instanceof NotExecutable) report.errors.push(e.message);
    else report.errors.push((e as Error).message);
    return report;
  }
  report.tactic = tactic.name;
  report.label = tactic.label ?? null;
  const places = new Set([...staticPlaces(model), ...playedPlaces(model, PLACE_GAMES)]);
  report.places = [...places].sort();
  const unmatched = (at: readonly string[]) => at.filter((a) => ![...places].some(placesTest(a)));
  for (const rule of tactic.rules) {
    for (const at of unmatched(rule.at)) report.warnings.push(`${rule.where}: at '${at}' matches no place the model asks`);
  }
  if (tactic.search !== null) {
    for (const at of unmatched(tactic.search.at))
      report.warnings.push(`tactic ${tactic.name}: search at '${at}' matches no place the model asks`);
  }
  const games = tacticGames(tactic, model, TACTIC_GAMES);
  report.games = { played: games.played, failed: games.failed };
  report.errors.push(...games.errors);
  return report;
}

/** The report as text, in the manner of the model reports. */
export function tacticText(r: TacticReport): string {
  const lines: string[] = [];
  if (r.tactic !== null) lines.push(`Tactic ${r.tactic}${r.label === null ? '' : ` (${r.label})`} · ${r.file} for ${r.model}`);
  else if (r.model !== '') lines.push(`Tactic ${r.file} for ${r.model}`);
  if (r.errors.length === 0 && r.warnings.length === 0) lines.push('No errors, no warnings.');
  if (r.errors.length > 0) lines.push(`Errors (${r.errors.length}):`, ...r.errors.map((e) => `  ${e}`));
  if (r.warnings.length > 0) lines.push(`Warnings (${r.warnings.length}):`, ...r.warnings.map((w) => `  ${w}`));
  if (r.places.length > 0)
    lines.push(`Places the model asks (its own and from ${PLACE_GAMES} random games): ${r.places.join(', ')}`);
  if (r.games !== null) {
    lines.push(
      `Test games with the tactic in every seat: ${r.games.played - r.games.failed} of ${r.games.played} without a failing rule`,
    );
  }
  return lines.join('\n') + '\n';
}
