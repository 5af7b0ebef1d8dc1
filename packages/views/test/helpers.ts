// Small models for the tests, and a way to play them to a given point.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel, newGame, sampleChance, type Game } from '@tabletwin/engine';
import { loadView, tableOf, type Slot, type Table, type View } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
/** The shared acceptance models next to the repository; absent in some CI runs, then their tests are skipped. */
export const ACCEPTANCE = resolve(here, '../../../../shared/acceptance/models');
export const NO_ACCEPTANCE = !existsSync(ACCEPTANCE);
export const MODELS = resolve(here, '../../../models');

export function gameOf(text: string, seed = 1): Game {
  return newGame(loadModel(text), { seed });
}

export function fileGame(path: string, seed = 1): Game {
  return gameOf(readFileSync(path, 'utf8'), seed);
}

/** Answers option 0 (or a sampled outcome for chance) `n` times. */
export function advance(g: Game, n: number): Game {
  for (let i = 0; i < n; i++) {
    const r = g.request();
    if (r.kind === 'end') break;
    g.answer(r.kind === 'chance' ? sampleChance(g) : 0);
  }
  return g;
}

export function table(g: Game, view: string | View | null, viewer: number | null = null, previous?: Table): Table {
  const v = typeof view === 'string' ? loadView(view) : view;
  return tableOf(g, v, { viewer, previous: previous ?? null });
}

/** The slots of a table in reading order: table rows, then each player's rows. */
export function slots(t: Table): Slot[] {
  return [...t.table.flatMap((r) => r.slots), ...t.players.flatMap((p) => p.rows.flatMap((r) => r.slots))];
}

export function slot<K extends Slot['kind']>(t: Table, id: string, kind: K): Extract<Slot, { kind: K }> {
  const s = slots(t).find((x) => x.id === id);
  if (s === undefined || s.kind !== kind)
    throw new Error(
      `no ${kind} slot ${id}: ${slots(t)
        .map((x) => `${x.kind} ${x.id}`)
        .join(', ')}`,
    );
  return s as Extract<Slot, { kind: K }>;
}

/** A card game with content, instances with properties, attachments, a quest and hidden hands. */
export const CARDS = `
game: cards
label: Cards
num_players: 2
content:
  cards:
    hero1: {id: hero1, label: Aragorn, type: hero, sphere: leadership, cost: 12, willpower: 2, attack: 3, defense: 2, hp: 5}
    ally1: {id: ally1, label: Guard, type: ally, sphere: tactics, threat: 4, willpower: 1, attack: 1, hp: 2}
    enemy1: {id: enemy1, label: Orc, type: enemy, threat: 3, attack: 2, hp: 3}
    odd: {id: odd, label: Odd, type: constructor}
    sword: {id: sword, label: Sword, type: attachment, cost: 1}
  quests:
    q1: {id: q1, label: The Road, quest_points: 8}
    q2: {id: q2, label: The Ford}
state:
  zones:
    deck: {kind: stack, visibility: hidden, shuffled: true, init_x: "[content['cards']['ally1'], content['cards']['enemy1'], content['cards']['ally1']]"}
    staging: {kind: set, init_x: "[content['cards']['enemy1']]"}
    discard: {kind: stack, init_x: "['ash', 'bone']"}
    heroes: {kind: set, owner: player}
    hand: {kind: set, owner: player, visibility: owner, init_x: "[['ally1'], ['enemy1']]"}
    attachments: {kind: set, owner: player}
    secret: {kind: set, visibility: hidden, init_x: "['plan']"}
  vars:
    threat: {scope: player, init: 28}
    willpower: {scope: player, init: [3, 4]}
    quest_card: {init: q1}
    progress: {init: 3}
    marks: {init: [x, null, o, null]}
    round_no: {init: 1}
    name_var: {init: text}
    goal_of: {init: 5}
    tracks: {scope: player, init: [[1, null], [3, 4]]}
  derived:
    total_threat: "sum(threat)"
    hand_sizes: "[len(hand[p]) for p in players]"
flow:
  id: game
  kind: sequence
  children:
    - {id: setup, kind: step, do: setup}
    - {id: turns, kind: loop, children: [{id: turn, kind: step, actor_x: "0", do: draw_one}]}
actions:
  setup:
    effect:
      - {op: create, what_x: "content['cards']['hero1']", to: "heroes[0]", with_x: "{'damage': 1, 'exhausted': False}", bind: h}
      - {op: create, what_x: "content['cards']['hero1']", to: "heroes[1]", with_x: "{'damage': 0}"}
      - {op: create, what_x: "content['cards']['sword']", to: "attachments[0]", with_x: "{'host': h['uid']}"}
      - {op: set, of_x: h, attr: exhausted, value: true}
      - {op: set, of_x: h, attr: ready, value: true}
  draw_one:
    effect:
      - {op: draw, from: deck, to: "hand[actor]"}
      - {op: add, var: "threat[actor]", amount: 2}
      - {op: add, var: progress, amount: 1}
      - {op: set, var: marks, value_x: "['x', 'o', 'o', None]"}
      - {op: create, what_x: "content['cards']['sword']", to: "attachments[0]", with_x: "{'host': heroes[0][0]['uid']}"}
end:
  - {id: out, if_x: "len(deck) == 0", result: draw}
`;
