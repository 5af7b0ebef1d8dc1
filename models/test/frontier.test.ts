// Frontier: sixty card instances from twenty kinds; card texts as triggers, modifiers and
// abilities; a skirmish window with a stack; enemies that attack one by one; four endings.
import { loadModel, newGame, playGame, randomPlayer, type Game } from '@tabletwin/engine';
import { loadView, tableOf, type Card as ViewCard } from '@tabletwin/views';
import { describe, expect, it } from 'vitest';
import { answer, decision, libraryFile } from './helpers.js';

const model = loadModel(libraryFile('frontier.yaml'));

type Card = { label: string; uid: number; damage?: number; exhausted?: boolean };
const zone = (game: Game, name: string): Card[] => game.state.zones[name] as Card[];
const perPlayer = (game: Game, name: string): string[][] =>
  (game.state.zones[name] as Card[][]).map((cards) => cards.map((c) => c.label));
const wilds = (game: Game): string[] => zone(game, 'wilds').map((c) => `${c.label} ${c.damage}`);
const vars = (game: Game, ...names: string[]): unknown[] => names.map((n) => game.state.vars[n]);

/** Every card instance wherever it lies. */
function allCards(game: Game): Card[] {
  return Object.values(game.state.zones).flatMap((z) => (z as unknown[]).flatMap((x) => (Array.isArray(x) ? x : [x])) as Card[]);
}

/** Answers a list of labels in order (chance outcomes and decisions alike). */
function play(game: Game, labels: string[]): void {
  for (const l of labels) answer(game, l);
}

describe('frontier', () => {
  it('sets up sixty instances: two decks of twenty, three cards in each hand, twenty threats', () => {
    const game = newGame(model, { seed: 1 });
    play(game, ['Scout', 'Watchtower', 'Volley', 'Palisade', 'Countermand', 'Ranger']);
    const cards = allCards(game);
    expect(cards.length).toBe(60);
    expect(new Set(cards.map((c) => c.uid)).size).toBe(60);
    expect(perPlayer(game, 'hand')).toEqual([
      ['Scout', 'Watchtower', 'Volley'],
      ['Palisade', 'Countermand', 'Ranger'],
    ]);
    expect((game.state.zones['deck'] as Card[][]).map((d) => d.length)).toEqual([17, 17]);
    expect(zone(game, 'threats').length).toBe(20);
    expect(vars(game, 'walls', 'supplies', 'renown')).toEqual([
      [12, 12],
      [2, 2],
      [0, 0],
    ]);
  });

  it('two rounds: watchtower, countermand, scout, pack, block and strike back, brace, attack', () => {
    const game = newGame(model, { seed: 1 });
    play(game, ['Scout', 'Watchtower', 'Volley', 'Palisade', 'Countermand', 'Ranger']);
    // Round 1. Wolves enter; nobody has a Watchtower yet. Dawn: a card and two supplies each.
    play(game, ['Wolves', 'Veteran', 'Rally']);
    expect(vars(game, 'supplies')).toEqual([[4, 4]]);
    play(game, ['recruit', 'Watchtower', 'recruit', 'Ranger']);
    expect(perPlayer(game, 'camp')).toEqual([['Watchtower'], ['Ranger']]);
    // Skirmish, the leader first: the Volley waits; the rival may answer with a Countermand.
    answer(game, 'play_quick');
    expect(decision(game)).toEqual(['window skirmish', 1, ['play_quick', 'snipe', 'pass']]);
    answer(game, 'play_quick');
    expect(decision(game)).toEqual(['action play_quick (cost)', 1, ['Countermand', 'Rally']]);
    answer(game, 'Countermand');
    // Player 0 has nothing left to pay with and passes by itself; when player 1 passes, the
    // Countermand resolves and the Volley is removed without effect.
    play(game, ['pass', 'pass']);
    expect(game.events.slice(-3)).toEqual(['resolves:play_quick', 'exec:countermand', 'cancelled:play_quick']);
    expect(wilds(game)).toEqual(['Wolves 0']);
    answer(game, 'pass');
    // Battle: the Wolves attack the leader (renown is level), who has no ally and takes the blow;
    // then player 1's Ranger attacks.
    expect(vars(game, 'walls')).toEqual([[11, 12]]);
    answer(game, 'attack');
    expect(wilds(game)).toEqual(['Wolves 1']);
    expect(vars(game, 'rounds', 'lead')).toEqual([1, 1]);

    // Round 2. New Wolves: player 0's Watchtower deals 1 damage as they enter.
    answer(game, 'Wolves');
    expect(wilds(game)).toEqual(['Wolves 1', 'Wolves 1']);
    // Player 1 leads: a Scout enters and draws a card at once.
    play(game, ['Scout', 'Healer', 'recruit', 'Scout', 'Palisade', 'recruit', 'Veteran']);
    expect(perPlayer(game, 'hand')).toEqual([
      ['Scout', 'Healer'],
      ['Palisade', 'Rally', 'Palisade'],
    ]);
    answer(game, 'pass');
    // Two Wolves: Pack makes each strong 2. Player 1 lets the first hit the outpost.
    expect(decision(game)).toEqual(['step defend', 1, ['block', 'brace']]);
    answer(game, 'brace');
    expect(vars(game, 'walls')).toEqual([[11, 10]]);
    // The Scout blocks the second: it strikes back for 1 and slays them (renown 1), and falls.
    play(game, ['block', 'Scout']);
    expect(wilds(game)).toEqual(['Wolves 1']);
    expect(vars(game, 'renown')).toEqual([[0, 1]]);
    expect(perPlayer(game, 'discard')).toEqual([['Volley'], ['Countermand', 'Scout']]);
    // The Ranger finishes the first Wolves; player 0's Veteran finds no enemy left.
    answer(game, 'attack');
    expect(vars(game, 'renown', 'rounds', 'lead')).toEqual([[0, 2], 2, 0]);
    expect(zone(game, 'spent').map((c) => c.label)).toEqual(['Wolves', 'Wolves']);
    expect(perPlayer(game, 'camp')).toEqual([['Watchtower', 'Veteran'], ['Ranger']]);
    expect(zone(game, 'wilds')).toEqual([]);
    expect(allCards(game).length).toBe(60);
  });

  it('three rounds with twelve supplies: palisade, marauders, monument, rally, veteran, trader, a tough bear that heals, snipe, mend', () => {
    const rich = loadModel(libraryFile('frontier.yaml').replace(/^ {2}START_SUPPLIES: 2$/m, '  START_SUPPLIES: 12'));
    const game = newGame(rich, { seed: 1 });
    play(game, ['Palisade', 'Veteran', 'Trader', 'Monument', 'Rally', 'Healer']);
    // Round 1: Marauders. Player 0 raises a Palisade, player 1 a Monument. The Marauders attack
    // the leader: the Palisade takes the blow instead, yet the Marauders still take a supply.
    play(game, ['Marauders', 'Scout', 'Scout', 'recruit', 'Palisade', 'recruit', 'Monument', 'pass']);
    expect(vars(game, 'walls', 'supplies', 'renown')).toEqual([
      [12, 12],
      [11, 10],
      [0, 1], // the Monument at the end of the round
    ]);
    expect((game.state.zones['camp'] as Card[][])[0]!.map((c) => [c.label, (c as { used?: boolean }).used])).toEqual([
      ['Palisade', true],
    ]);
    expect(game.events.filter((e) => e.startsWith('instead:'))).toEqual(['instead:palisade']);

    // Round 2: Wolves; player 1 leads and has more renown, so both enemies attack player 1.
    play(game, ['Wolves', 'Ranger', 'Ranger', 'recruit', 'Healer', 'recruit', 'Veteran']);
    // The only quick card in reach is the Rally: played without a question, then everyone passes.
    answer(game, 'play_quick');
    expect(game.events.slice(-4)).toEqual(['stack:play_quick', 'resolves:play_quick', 'exec:rally', 'phase_end']);
    play(game, ['brace', 'brace']);
    expect(vars(game, 'walls', 'supplies')).toEqual([
      [12, 9], // Marauders 2, Wolves 1 (the Palisade is ready again, but it stands in player 0's camp)
      [10, 8],
    ]);
    // The Healer (1, +1 from the Rally) slays the Wolves; the Veteran (3) slays the Marauders.
    play(game, ['attack', 'Wolves', 'attack']);
    expect(vars(game, 'renown')).toEqual([[2, 3]]);

    // Round 3: a Bear (Tough). Player 0's Trader gives one more supply from the next dawn on.
    play(game, ['Bear', 'Healer', 'Volley', 'recruit', 'Trader', 'recruit', 'Ranger']);
    expect(vars(game, 'supplies')).toEqual([[11, 8]]);
    // Volley (2) and the Ranger's snipe (1) wait; the snipe happens first and does nothing to the
    // Bear, the Volley 1. The Healer mends a wall. At the end of the skirmish the Bear heals.
    play(game, ['play_quick', 'snipe', 'pass']);
    expect(wilds(game)).toEqual(['Bear 0']);
    answer(game, 'pass');
    expect(wilds(game)).toEqual(['Bear 1']);
    answer(game, 'mend');
    expect(wilds(game)).toEqual(['Bear 0']);
    // The Bear hits player 1, whose allies are all exhausted: 10 walls less 3.
    expect(vars(game, 'walls')).toEqual([[12, 7]]);
    // Veteran 3 and Trader 0 + 1 (beside the Veteran): 4, less 1 for Tough. The Bear heals 1 at the end of the battle.
    answer(game, 'attack');
    expect(decision(game)).toEqual(['action attack · 1', 0, ['Veteran', 'Trader']]);
    play(game, ['Veteran', 'Trader']);
    expect(wilds(game)).toEqual(['Bear 2']);
    expect(vars(game, 'renown', 'rounds')).toEqual([[2, 4], 3]);
  });

  it('six threats one by one: caravan, hard winter, storm, haunt, raider chief, bandits', () => {
    const rich = loadModel(libraryFile('frontier.yaml').replace(/^ {2}START_SUPPLIES: 2$/m, '  START_SUPPLIES: 12'));
    const game = newGame(rich, { seed: 1 });
    play(game, ['Scout', 'Ranger', 'Veteran', 'Healer', 'Trader', 'Scout']);
    // Caravan: two supplies each, then two more at dawn.
    play(game, ['Caravan', 'Scout', 'Ranger']);
    expect(vars(game, 'supplies')).toEqual([[16, 16]]);
    play(game, ['recruit', 'Ranger', 'recruit', 'Healer']);
    // Hard winter: one supply at dawn this round (player 1 leads now).
    play(game, ['Hard winter', 'Volley', 'Volley']);
    expect(vars(game, 'supplies')).toEqual([[15, 15]]);
    play(game, ['recruit', 'Trader', 'recruit', 'Veteran', 'pass', 'pass']);
    // Storm: every ally takes 1; the Trader (health 1) falls to its owner's discard pile, undamaged.
    answer(game, 'Storm');
    expect(perPlayer(game, 'camp')).toEqual([['Ranger', 'Veteran'], ['Healer']]);
    expect((game.state.zones['camp'] as Card[][]).flat().map((c) => c.damage)).toEqual([1, 1, 1]);
    expect((game.state.zones['discard'] as Card[][])[1]!.map((c) => [c.label, c.damage])).toEqual([['Trader', 0]]);
    // The winter is over: two supplies again.
    play(game, ['Healer', 'Palisade']);
    expect(vars(game, 'supplies')).toEqual([[14, 16]]);
    play(game, ['forage', 'forage', 'pass', 'pass']);
    // Haunt: nobody draws at dawn while it is in the wilds.
    answer(game, 'Haunt');
    expect(perPlayer(game, 'hand').map((h) => h.length)).toEqual([4, 4]);
    expect(vars(game, 'supplies')).toEqual([[17, 19]]);
    play(game, ['forage', 'forage', 'pass', 'pass', 'brace', 'hold', 'hold']);
    expect(vars(game, 'walls')).toEqual([[12, 11]]);
    // Raider chief: the Haunt strikes 1 + 1 beside it, the chief itself 3.
    play(game, ['Raider chief', 'forage', 'forage', 'pass', 'pass', 'brace']);
    expect(vars(game, 'walls')).toEqual([[10, 11]]);
    answer(game, 'brace');
    expect(vars(game, 'walls')).toEqual([[7, 11]]);
    // Bandits: one supply less each (before dawn adds two).
    play(game, ['hold', 'hold', 'Bandits']);
    expect(vars(game, 'supplies')).toEqual([[22, 24]]);
    expect(perPlayer(game, 'hand').map((h) => h.length)).toEqual([4, 4]);
    expect(wilds(game)).toEqual(['Haunt 0', 'Raider chief 0', 'Bandits 0']);
  });

  it('the view lays out the table without notices: enemies with damage tokens, exhausted allies sideways, rival hands as backs', () => {
    const view = loadView(libraryFile('views/frontier.yaml'));
    const game = newGame(model, { seed: 1 });
    play(game, ['Scout', 'Watchtower', 'Volley', 'Palisade', 'Countermand', 'Ranger', 'Wolves', 'Veteran', 'Rally']);
    play(game, ['recruit', 'Watchtower', 'recruit', 'Ranger', 'pass', 'pass', 'attack']);
    const table = tableOf(game, view, { viewer: 0 });
    const slots = [
      ...table.table.flatMap((row) => row.slots),
      ...table.players.flatMap((a) => a.rows.flatMap((row) => row.slots)),
    ];
    expect(slots.flatMap((s) => s.notices)).toEqual([]);
    const zoneSlot = (zone: string, player: number | null) => {
      const s = slots.find((x) => x.kind === 'zone' && x.zone === zone && x.player === player);
      if (s?.kind !== 'zone') throw new Error(`no slot for ${zone}`);
      return s;
    };
    const face = (c: ViewCard) =>
      c.hidden
        ? 'back'
        : `${c.name} ${c.typeName}${c.sideways ? ' sideways' : ''} ${c.tokens.map((t) => `${t.name} ${t.value}`).join(' ')}`.trim();
    expect(zoneSlot('wilds', null).cards.map(face)).toEqual(['Wolves Enemy damage 1']);
    expect(zoneSlot('camp', 1).cards.map(face)).toEqual(['Ranger Ally sideways']);
    expect(zoneSlot('camp', 0).cards.map(face)).toEqual(['Watchtower Structure']);
    expect(zoneSlot('hand', 1).cards.map(face)).toEqual(['back', 'back', 'back']);
    expect(zoneSlot('hand', 0).cards.map(face)).toEqual(['Scout Ally', 'Volley Quick', 'Veteran Ally']);
    const walls = slots.find((s) => s.kind === 'meter' && s.var === 'walls');
    expect(walls?.kind === 'meter' && walls.dials.map((d) => [d.player, d.value, d.max])).toEqual([[0, 11, 12]]);
  });

  it('200 random games end for the four reasons, each as its condition says, in a few hundred requests at most', () => {
    const reasons: Record<string, number> = {};
    let longest = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const r = playGame(model, { seed, players: [randomPlayer(seed * 100), randomPlayer(seed * 100 + 1)] });
      reasons[r.reason!] = (reasons[r.reason!] ?? 0) + 1;
      longest = Math.max(longest, r.requests);
      const [walls, renown, rounds] = vars(r.game, 'walls', 'renown', 'rounds') as [number[], number[], number];
      expect(allCards(r.game).length).toBe(60);
      const checks: Record<string, () => void> = {
        outpost_fallen: () => expect(Math.min(...walls)).toBeLessThanOrEqual(0),
        renowned: () => expect(Math.max(...renown)).toBeGreaterThanOrEqual(10),
        overrun: () => {
          expect(zone(r.game, 'wilds').length).toBeGreaterThanOrEqual(5);
          expect(r.returns).toEqual([-1, -1]);
        },
        season_over: () => {
          expect(rounds).toBe(12);
          expect(r.returns).toEqual([Math.sign(renown[0]! - renown[1]!), Math.sign(renown[1]! - renown[0]!)]);
        },
      };
      checks[r.reason!]!();
    }
    expect(Object.keys(reasons).sort()).toEqual(['outpost_fallen', 'overrun', 'renowned', 'season_over']);
    expect(longest).toBeLessThan(400);
  });
});
