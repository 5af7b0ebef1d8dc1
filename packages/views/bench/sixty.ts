// A 60-card game for the benchmark: two players draw from a shared hidden deck, play cards to
// their board (exhausting them), and lose life; and its view.

const TYPES = ['unit', 'spell', 'item'];

export function sixtyModel(): string {
  const cards = Array.from(
    { length: 60 },
    (_, i) =>
      `    c${i}: {id: c${i}, label: "Card ${i}", type: ${TYPES[i % 3]}, cost: ${i % 7}, power: ${i % 5}, hp: ${1 + (i % 4)}}`,
  );
  return [
    'game: sixty',
    'label: Sixty cards',
    'num_players: 2',
    'content:',
    '  cards:',
    ...cards,
    'state:',
    '  zones:',
    '    deck: {visibility: hidden, shuffled: true, init_x: "list(content[\'cards\'].values())"}',
    '    hand: {owner: player, visibility: owner}',
    '    board: {owner: player}',
    '    discard: {}',
    '  vars:',
    '    life: {scope: player, init: 30}',
    '    current: {init: 0}',
    'flow:',
    '  id: game',
    '  kind: sequence',
    '  children:',
    '    - {id: deal, kind: step, do: deal}',
    '    - id: turns',
    '      kind: loop',
    '      over_x: players',
    '      as: current',
    '      children: [{id: turn, kind: step, actor_x: current, do: [play, pass_turn]}]',
    'actions:',
    '  deal: {effect: [{op: for_each, items_x: players, as: p, body: [{op: draw, from: deck, to: "hand[p]", n: 5}]}]}',
    '  play:',
    '    pre_x: "len(hand[actor]) > 0"',
    '    effect:',
    '      - {op: choose, options_x: "hand[actor]", bind: c}',
    '      - {op: move, what_x: c, from: "hand[actor]", to: "board[actor]"}',
    '      - {op: set, of_x: c, attr: exhausted, value: true}',
    '      - {op: add, var: "life[1 - actor]", amount_x: "c[\'power\']"}',
    '      - {op: add, var: "life[1 - actor]", amount_x: "-2 * c[\'power\']"}',
    '      - {op: draw, from: deck, to: "hand[actor]"}',
    '  pass_turn: {effect: [{op: draw, from: deck, to: "hand[actor]"}]}',
    'end:',
    '  - {id: dead, if_x: "min(life) <= 0", result: score, returns_x: "[1 if life[p] > 0 else -1 for p in players]"}',
    '  - {id: empty, if_x: "len(deck) == 0", result: draw}',
  ].join('\n');
}

export const SIXTY_VIEW = `
view: sixty
card:
  type_names: {unit: Unit, spell: Spell, item: Item}
  color:
    - {field: type, values: {unit: "#6d4c9f", spell: "#a53a2c"}}
  corner: [cost]
  stats:
    - {field: power, icon: "⚔", name: power}
    - {field: hp, icon: "♥", name: hit points}
  sideways: exhausted
table:
  - row:
      - {zone: deck, as: deck}
      - {zone: discard, as: discard}
player:
  - row:
      - {meter: {var: life, max: 30, name: life}}
      - {zone: board, wide: true}
      - {zone: hand, small: true, wide: true}
`;

export const HEX_VIEW = `
view: hex-skirmish
table:
  - row:
      - name: dungeon
        board:
          geometry: map
          pieces: {zone: figures, field: cell}
          color: {field: side, values: {hero: "#2f6fb3", monster: "#a53a2c"}}
          value: hp
          names: true
          cells:
            - {const: OBSTACLES, color: "rgba(120, 100, 70, .65)", name: obstacle}
            - {const: TERRAIN, color: "rgba(110, 160, 80, .42)", name: difficult terrain}
      - {meter: {var: round_no, max: 8, name: round}}
  - row:
      - {zone: hero_mod_deck, as: deck}
      - {zone: hero_mod_discard, as: discard}
      - {zone: monster_mod_deck, as: deck}
      - {zone: monster_mod_discard, as: discard}
      - {zone: defeated}
player:
  - row:
      - {zone: hand, small: true}
      - {zone: discard, as: discard}
      - {zone: lost}
`;
