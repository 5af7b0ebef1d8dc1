// The acceptance models (../shared/acceptance/models, README there): every complete model loads
// and plays 1,000 seeded random games to an end without an engine error, with the end reasons
// of the table; the Pig draft stops where guide.md says. Skipped when ../shared is absent.
import { describe as group, expect, it } from 'vitest';
import { loadModel, NotExecutable, playGame } from '../src/index.js';
import { acceptanceModels, hasShared, ownModels } from './helpers.js';

const GAMES = 1000;

/** End reasons the acceptance table lists per model. */
const REASONS: Record<string, string[]> = {
  'my-game.yaml': ['over'],
  'race.yaml': ['finish'],
  'pig.yaml': ['reached_goal'],
  'mini-poker.yaml': ['fold', 'showdown'],
  'trek.yaml': ['campaign_over'],
  'duel.yaml': ['closed'],
  'guide-campaign.yaml': ['campaign_over'],
  'tictactoe.yaml': ['three_in_row', 'full'],
  'hex-skirmish.yaml': ['won', 'fallen', 'time_up'],
  'ladder-dash.yaml': ['reached_top'],
  'three-tricks.yaml': ['most_tricks'],
};

const models = [...acceptanceModels(), ...ownModels()].filter((m) => m.name !== 'pig-draft.yaml');

group.runIf(hasShared)('acceptance models', () => {
  it.each(models.map((m) => [m.name, m.text] as const))(`%s: ${GAMES} random games end without an engine error`, (name, text) => {
    const m = loadModel(text);
    const seen = new Map<string, number>();
    for (let seed = 0; seed < GAMES; seed++) {
      const r = playGame(m, { seed, maxRequests: 5000 });
      expect(r.reason, `seed ${seed} was cut off`).not.toBeNull();
      seen.set(r.reason!, (seen.get(r.reason!) ?? 0) + 1);
      expect(r.returns!.length).toBe(m.numPlayers);
    }
    const expected = REASONS[name];
    if (expected !== undefined) expect([...seen.keys()].every((k) => expected.includes(k)), [...seen.keys()].join(', ')).toBe(true);
  }, 120_000);

  it('pig-draft.yaml loads and every game stops at action stop: pre is text without pre_x', () => {
    const draft = acceptanceModels().find((m) => m.name === 'pig-draft.yaml')!;
    const m = loadModel(draft.text);
    for (let seed = 0; seed < 20; seed++) {
      let error: unknown = null;
      try {
        playGame(m, { seed });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(NotExecutable);
      expect((error as NotExecutable).message).toBe('action stop: pre is text without pre_x');
      expect((error as NotExecutable).where).toBe('action stop');
    }
  });

  it('tictactoe ends in a draw sometimes, mini-poker both ways', () => {
    const reasons = (file: string) => {
      const m = loadModel(models.find((x) => x.name === file)!.text);
      return new Set(Array.from({ length: 200 }, (_, seed) => playGame(m, { seed }).reason));
    };
    expect(reasons('tictactoe.yaml')).toEqual(new Set(['three_in_row', 'full']));
    expect(reasons('mini-poker.yaml')).toEqual(new Set(['fold', 'showdown']));
  });
});
