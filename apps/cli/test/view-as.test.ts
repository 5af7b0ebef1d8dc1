// `play --view-as P` shows the game as P sees it. For every model of models/, seats and seeds, the
// game is played again beside the command with the engine, and at every log entry the engine's own
// view of P (`game.view(P)`, `game.observations(P)`) says what P has seen so far and what was kept
// from P. A label kept from P and not seen by P by then must not appear in what the command printed
// for that request, and the hidden answers and options must be left out.
import { isLanguageDict, type Value } from '@tabletwin/expr';
import { loadModel, newGame, type Game, type GameView, type Model } from '@tabletwin/engine';
import { modelFiles } from '@tabletwin/engine/testing';
import { describe, expect, test } from 'vitest';
import { BACK, shown } from '../src/changes.js';
import { sees, type Played, type Step } from '../src/play-game.js';
import { tabletwin } from './helpers.js';

const SEEDS = [1, 2, 3];
const MAX = '40';

/** Labels P has seen, and labels kept from P, growing as the game goes on. */
class Knowledge {
  readonly known = new Set<string>();
  readonly kept = new Set<string>();
  constructor(
    private readonly game: Game,
    private readonly p: number,
  ) {}

  /** Looks at the game now: its state as P's view shows it, the log and (`open`) the open request. */
  look(open: boolean): void {
    const view: GameView = this.game.view(this.p);
    const state = this.game.state;
    for (const value of Object.values(state.vars)) words(value, this.known);
    for (const [name, zone] of Object.entries(state.zones)) {
      const perPlayer = zone.length > 0 && zone.every(Array.isArray);
      const lists = perPlayer ? (zone as Value[][]) : [zone as Value[]];
      const masked = view.zones[name]!;
      const views = perPlayer ? (masked as Value[][]) : [masked as Value[]];
      lists.forEach((list, i) =>
        list.forEach((item, j) => {
          const hidden = views[i]![j] === '?' && item !== '?';
          // A hidden item is kept as its label (what the table would print), not its inner data.
          if (hidden) this.kept.add(shown(item));
          else words(item, this.known);
        }),
      );
    }
    for (const e of this.game.log) {
      if (!('visibleTo' in e)) continue;
      // A label may list several things (a search shows the zone): each of them counts.
      const into = sees(e.visibleTo, this.p) ? this.known : this.kept;
      into.add(e.label);
      for (const part of e.label.replace(/^\[|\]$/g, '').split(', ')) into.add(part);
    }
    if (!open) return;
    try {
      const r = this.game.request();
      if (r.kind === 'decision') for (const o of r.options) (r.player === this.p ? this.known : this.kept).add(o.label);
      if (r.kind === 'chance') for (const o of r.outcomes) this.kept.add(o.label);
    } catch {
      // the game stopped on an error: nothing is open
    }
  }

  /** Kept from P and not seen by P so far. */
  secrets(): string[] {
    return [...this.kept].filter((w) => !this.known.has(w) && w !== '' && w !== '?');
  }
}

/** The labels in a value (an item, a list of them, a variable): each as `shown` writes it, and its parts. */
function words(v: Value, into: Set<string>): void {
  into.add(shown(v));
  if (Array.isArray(v)) for (const x of v) words(x, into);
  else if (isLanguageDict(v)) for (const [k, x] of Object.entries(v)) if (k !== 'uid') words(x, into);
}

/** The texts the command printed for one request (or the start): answer, options, changes, entries. */
function printed(step: Step | { changed: string[]; after: Step['after'] }): string[] {
  const out = [...step.changed];
  if ('answer' in step) {
    out.push(step.answer.label);
    if (step.request.kind === 'decision') out.push(...(step.request.options ?? []));
    else out.push(...(step.request.outcomes ?? []).map((o) => o.label));
    if (step.explain !== undefined) out.push(JSON.stringify(step.explain));
  }
  for (const e of step.after) {
    if ('label' in e) out.push(e.label);
    if (e.kind === 'event') out.push(e.name);
    out.push(...(e.changed ?? []));
  }
  // `▒ ×12` is a count of backs, and `hand[1]: ` the name of what changed, not labels.
  return out.map((t) => t.replace(/▒ ×\d+/g, BACK).replace(/^[\p{L}\p{N}_]+(\[\d+\])?: /u, ''));
}

function leaks(texts: readonly string[], secrets: readonly string[]): string[] {
  const found: string[] = [];
  for (const s of secrets) {
    // A whole label: `1,4` is not in `-1,4`, nor `1` in `12` or `1.5`.
    const edge = '[\\p{L}\\p{N}_,.\\-]';
    const word = new RegExp(`(?<!${edge})${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!${edge})`, 'u');
    for (const t of texts) if (word.test(t)) found.push(`${s} in ${JSON.stringify(t)}`);
  }
  return found;
}

async function played(path: string, seed: number, viewer: number | null): Promise<Played> {
  const args = ['play', path, '--seed', String(seed), '--max', MAX, '--json'];
  const r = await tabletwin(...args, ...(viewer === null ? [] : ['--view-as', String(viewer)]));
  return JSON.parse(r.out) as Played;
}

/** Plays the game of `full` again with the engine, P's knowledge looked at on every log entry; checks `seen`. */
function check(model: Model, full: Played, seen: Played, p: number): { leaks: string[]; secrets: number } {
  const game = newGame(model, { seed: full.seed, advance: false });
  const k = new Knowledge(game, p);
  // Called inside the engine's run: the open request is not asked there.
  game.watchLog(() => k.look(false));
  const problems: string[] = [];
  let secrets = 0;
  const judge = (where: string, texts: string[]) => {
    const s = k.secrets();
    secrets += s.length;
    // A text P may see whole tells P nothing by the numbers in it: Liar's dice's bid `1 × 2` is no
    // leak of a hidden die showing 2.
    const news = texts.filter((t) => !k.known.has(t));
    problems.push(...leaks(news, s).map((l) => `${where}: ${l}`));
  };
  try {
    game.request();
  } catch {
    // an engine error at the start: the command shows it as the game's end
  }
  k.look(true);
  judge('start', printed({ changed: seen.startChanged, after: seen.start }));
  full.requests.forEach((step, i) => {
    const mine = seen.requests[i]!;
    if (step.request.kind === 'chance') game.sample();
    try {
      game.answer(step.answer.index!);
    } catch {
      // the game stops on an error, shown by the command as such
    }
    k.look(true);
    judge(`#${i + 1}`, printed(mine));
    // What the engine does not show P is left out of the request itself.
    if (!sees(step.request.visibleTo, p)) expect(mine.answer).toEqual({ index: null, label: BACK });
    if (!(step.request.kind === 'decision' && step.request.player === p)) {
      expect('options' in mine.request || 'outcomes' in mine.request).toBe(false);
      expect(mine.explain).toBeUndefined();
    }
  });
  return { leaks: problems, secrets };
}

const models = modelFiles({ origins: ['repository'] });

describe('Kuhn poker as player 0 sees it', () => {
  test("the other card, the deck and player 1's options are hidden; the show-down shows both", async () => {
    const r = await tabletwin('play', 'kuhn-poker', '--seed', '3', '--view-as', '0');
    expect(r.out.split('\n')).toEqual([
      'Kuhn poker · seed 3 · random players, chance from the seed · as player 0 sees it',
      '',
      '     automatic  step deal: deal',
      '#1   chance at action deal (seen by player 0)  → K',
      '     changed    deck: [▒, ▒, ▒] → [▒, ▒]',
      '     changed    hand[0]: [] → [K]',
      '#2   chance at action deal (seen by player 1)  → ▒',
      '     changed    deck: [▒, ▒] → [▒]',
      '     changed    hand[1]: [] → [▒]',
      '#3   decision at step act for player 0: check | bet  → check',
      '     changed    to_act: 0 → 1',
      '     changed    checks: 0 → 1',
      '#4   decision at step act for player 1  → bet',
      '     changed    put_in: [1, 1] → [1, 2]',
      '     changed    to_act: 1 → 0',
      '     changed    bet_made: False → True',
      '#5   decision at step act for player 0: fold | call  → call',
      '     changed    put_in: [1, 2] → [2, 2]',
      '     changed    showdown: False → True',
      '     changed    betting_over: False → True',
      '     automatic  step show: show_cards',
      '     reveal     action show_cards: K',
      '     reveal     action show_cards: J',
      '     changed    shown: False → True',
      '',
      'End: showdown · player 0 2 · player 1 -2',
      '',
    ]);
  });
  test('--json: the viewer, the hidden answer without its index, no options of others', async () => {
    const p = JSON.parse((await tabletwin('play', 'kuhn-poker', '--seed', '3', '--view-as', '0', '--json')).out) as Played;
    expect(p.viewer).toBe(0);
    expect(p.requests[1]!.request).toEqual({ kind: 'chance', where: 'action deal', visibleTo: [1] });
    expect(p.requests[1]!.answer).toEqual({ index: null, label: '▒' });
    expect(p.requests[2]!.request).toMatchObject({ player: 0, options: ['check', 'bet'] });
    expect(p.requests[3]!.request).toEqual({ kind: 'decision', where: 'step act', player: 1, visibleTo: 'all' });
    const all = JSON.parse((await tabletwin('play', 'kuhn-poker', '--seed', '3', '--json')).out) as Played;
    expect(all.viewer).toBeNull();
    expect(all.requests[1]!.answer).toEqual({ index: 0, label: 'J' });
  });
});

describe('play --view-as P prints nothing P may not see', () => {
  test('there are models with hidden things to test on', () => {
    expect(models.map((m) => m.name)).toEqual(
      expect.arrayContaining(['kuhn-poker.yaml', 'three-tricks.yaml', 'stack-game.yaml']),
    );
  });

  let withSecrets = 0;
  test.each(models.map((m) => [m.name, m] as const))('%s', async (_, file) => {
    const model = loadModel(file.text);
    for (const seed of SEEDS) {
      const full = await played(file.path, seed, null);
      for (let p = 0; p < model.numPlayers; p++) {
        const seen = await played(file.path, seed, p);
        expect([seen.viewer, seen.requests.length]).toEqual([p, full.requests.length]);
        const r = check(model, full, seen, p);
        expect(r.leaks).toEqual([]);
        if (r.secrets > 0) withSecrets++;
      }
    }
  });

  test('the check had something to find: games with labels kept from the viewer', () => {
    // kuhn-poker, higher-lower, three-tricks, stack-game, cauldron-duel, frontier: each seat, each seed.
    expect(withSecrets).toBeGreaterThanOrEqual(6 * 2 * SEEDS.length);
  });
});
