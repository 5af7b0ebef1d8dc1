// A pasted tactic checked against the model: it must load (its shape, its game, every expression),
// and then it plays a few games, one seat at a time against random players, so that a rule whose
// place never comes up, or an expression that fails while playing, shows before anyone relies on it.
import { loadModel, newGame, type Player } from '@tabletwin/engine';
import { loadTactic, playerFromSpec, tacticPlayer, type DecisionRecord } from '@tabletwin/tactics';
import type { Job, TacticCheck } from '../lib/protocol.js';
import { YOUR_TACTIC_PATH } from '../lib/models.js';
import { message } from './play.js';

const REQUEST_LIMIT = 5000;

export function checkTactic({ model: text, tactic: source, files, games }: Job['tactic']): TacticCheck {
  const empty: TacticCheck = { problem: null, name: null, label: null, games: 0, rules: [], defaults: [], errors: [] };
  const byPath = new Map(files);
  const read = (path: string): string => {
    const t = byPath.get(path) ?? byPath.get(`models/tactics/${path.replace(/^.*\//, '')}`);
    if (t === undefined) throw new Error(`no tactic file ${path}`);
    return t;
  };
  let tactic;
  let model;
  try {
    model = loadModel(text);
  } catch (e) {
    return { ...empty, problem: `the model does not load: ${message(e)}` };
  }
  try {
    tactic = loadTactic(source, { model, path: YOUR_TACTIC_PATH, read });
  } catch (e) {
    return { ...empty, problem: message(e) };
  }
  const uses = tactic.rules.map(() => 0);
  const defaults = new Map<string, number>();
  const errors: string[] = [];
  for (let k = 0; k < games; k++) {
    const seat = k % model.numPlayers;
    // Look-ahead off: the check is about the rules, and must stay quick.
    const me = tacticPlayer(tactic, { seed: k + 1, record: true, search: false });
    const players: Player[] = Array.from({ length: model.numPlayers }, (_, s) =>
      s === seat ? me : playerFromSpec('random', { model, seed: 1000 + k * 10 + s }),
    );
    try {
      const game = newGame(model, { seed: k + 1 });
      for (let n = 0; n < REQUEST_LIMIT; n++) {
        const r = game.request();
        if (r.kind === 'end') break;
        game.answer(r.kind === 'chance' ? game.sample() : players[r.player]!.choose(r, game));
      }
    } catch (e) {
      errors.push(`game ${k + 1}: ${message(e)}`);
    }
    for (const d of me.records as readonly DecisionRecord[]) {
      if (d.rule >= 0) uses[d.rule]!++;
      else defaults.set(d.where, (defaults.get(d.where) ?? 0) + 1);
    }
  }
  return {
    problem: null,
    name: tactic.name,
    label: tactic.label ?? null,
    games,
    rules: tactic.rules.map((r, i) => ({ where: r.where, at: [...r.at], uses: uses[i]! })),
    defaults: [...defaults].map(([place, count]) => ({ place, count })).sort((a, b) => b.count - a.count),
    errors,
  };
}
