// Orchard feud: helpers in play react to raids and harvests — a hedgehog bites before the raid,
// a scarecrow replaces it, a beehive may swarm after a harvest, and a rule adds fruit when the
// harvest happens with a full orchard.
import { loadModel, newGame, playGame, type Game } from '@tabletwin/engine';
import { describe, expect, it } from 'vitest';
import { answer, libraryFile } from './helpers.js';

const model = loadModel(libraryFile('triggers.yaml'));

const fruit = (game: Game): unknown => game.state.vars['fruit'];

describe('triggers (Orchard feud)', () => {
  it('the hedgehog bites before the raid, the scarecrow replaces it, the bees swarm after a harvest', () => {
    const game = newGame(model, { seed: 1 });
    answer(game, 'plant');
    answer(game, 'hedgehog');
    answer(game, 'harvest');
    answer(game, '3');
    answer(game, 'plant');
    answer(game, 'scarecrow');
    expect(fruit(game)).toEqual([0, 3]);
    answer(game, 'raid');
    // Bitten (3 → 2), and the raid itself is replaced: nothing is stolen, the scarecrow falls.
    expect(fruit(game)).toEqual([0, 2]);
    expect(game.state.zones['orchard']).toEqual([['hedgehog'], []]);
    expect(game.state.zones['fallen']).toEqual(['scarecrow']);
    expect(game.events).toEqual(['harvest', 'raid', 'instead:scare']);

    answer(game, 'plant'); // the beehive, the only helper left in hand
    answer(game, 'plant');
    answer(game, 'hedgehog');
    answer(game, 'harvest');
    answer(game, '2');
    // The optional swarm: the harvester decides.
    const req = game.request();
    expect(req.kind === 'decision' && [req.where, req.player, req.options.map((o) => o.label)]).toEqual([
      'trigger swarm',
      0,
      ['use', 'skip'],
    ]);
    answer(game, 'use');
    expect(fruit(game)).toEqual([2, 1]);
    expect(game.state.zones['orchard']).toEqual([['hedgehog'], ['hedgehog']]);
    expect(game.state.zones['fallen']).toEqual(['scarecrow', 'beehive']);
    answer(game, 'raid'); // player 1 raids: bitten (1 → 0), then steals two
    expect(fruit(game)).toEqual([0, 2]);
  });

  it('a harvest with all three helpers planted gains one more fruit; skipping the swarm keeps the hive', () => {
    const game = newGame(model, { seed: 1 });
    for (const helper of ['scarecrow', 'scarecrow', 'hedgehog', 'hedgehog']) {
      answer(game, 'plant');
      answer(game, helper);
    }
    answer(game, 'plant'); // player 0's beehive: the orchard is full
    answer(game, 'harvest'); // player 1 has no hive: no question after the harvest
    answer(game, '1');
    expect(fruit(game)).toEqual([0, 1]);
    answer(game, 'harvest');
    answer(game, '1');
    answer(game, 'skip');
    expect(fruit(game)).toEqual([2, 1]);
    expect(game.state.zones['orchard']).toEqual([
      ['scarecrow', 'hedgehog', 'beehive'],
      ['scarecrow', 'hedgehog'],
    ]);
  });

  it('200 random games: both endings, and every kind of trigger fires', () => {
    const reasons = new Set<string>();
    let scares = 0;
    let swarms = 0;
    let skips = 0;
    for (let seed = 0; seed < 200; seed++) {
      const r = playGame(model, { seed });
      reasons.add(r.reason!);
      const fruit = r.game.state.vars['fruit'] as number[];
      if (r.reason === 'eight_fruit') expect(Math.max(...fruit)).toBeGreaterThanOrEqual(8);
      else expect(r.game.state.vars['turns']).toBe(16);
      scares += r.game.events.filter((e) => e === 'instead:scare').length;
      const answers = r.log.flatMap((e) => (e.kind === 'decision' && e.where === 'trigger swarm' ? [e.label] : []));
      swarms += answers.filter((l) => l === 'use').length;
      skips += answers.filter((l) => l === 'skip').length;
    }
    expect([...reasons].sort()).toEqual(['eight_fruit', 'season_over']);
    expect(scares).toBeGreaterThan(0);
    expect(swarms).toBeGreaterThan(0);
    expect(skips).toBeGreaterThan(0);
  });
});
