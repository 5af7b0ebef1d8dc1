// A pasted tactic checked against the model by @tabletwin/tactics (`checkTactic`, the check of
// `tabletwin validate`): it must load (its shape, its game, every expression), and then it plays a
// few games in every seat, so that a rule whose place never comes up, or an expression that fails
// while playing, shows before anyone relies on it. The random games that find the places the model
// asks are left out: the box shows what each rule decided, and stays quick.
import { loadModel } from '@tabletwin/engine';
import { checkTactic as check } from '@tabletwin/tactics';
import type { Job, TacticCheck } from '../lib/protocol.js';
import { YOUR_TACTIC_PATH } from '../lib/models.js';
import { message } from './play.js';

export function checkTactic({ model: text, tactic: source, files, games }: Job['tactic']): TacticCheck {
  const empty: TacticCheck = { problem: null, name: null, label: null, games: 0, rules: [], defaults: [], errors: [] };
  const byPath = new Map(files);
  const read = (path: string): string => {
    const t = byPath.get(path) ?? byPath.get(`models/tactics/${path.replace(/^.*\//, '')}`);
    if (t === undefined) throw new Error(`no tactic file ${path}`);
    return t;
  };
  let model;
  try {
    model = loadModel(text);
  } catch (e) {
    return { ...empty, problem: `the model does not load: ${message(e)}` };
  }
  const c = check(source, { model, path: YOUR_TACTIC_PATH, read, games, placeGames: 0 });
  const tactic = c.tactic;
  if (tactic === null) return { ...empty, problem: message(c.loadError) };
  return {
    problem: null,
    name: tactic.name,
    label: tactic.label ?? null,
    games,
    rules: tactic.rules.map((r, i) => ({ where: r.where, at: [...r.at], uses: c.uses[i]! })),
    defaults: c.defaults,
    errors: c.errors,
  };
}
