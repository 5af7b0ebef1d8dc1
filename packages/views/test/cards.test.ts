// docs/views.md#a-table-of-cards: fields from the content item overlaid with the instance, type and its name,
// colour band, corner, stats, tokens, tags and sideways.
import { describe, expect, test } from 'vitest';
import type { FaceCard, ZoneSlot } from '../src/index.js';
import { CARDS, gameOf, slot, table } from './helpers.js';

const VIEW = (card: string) => `
card:
${card}
player:
  - row:
      - {zone: heroes}
      - {zone: hand}
      - {zone: attachments}
`;
const g = gameOf(CARDS);
/** The first card of a player's zone, face up. */
function card(cardSection: string, zone: string, player = 0): FaceCard {
  const c = slot(table(g, VIEW(cardSection)), `zone:${zone}:${player}`, 'zone').cards[0]!;
  if (c.hidden) throw new Error('hidden');
  return c;
}

describe('name, type and fields', () => {
  test('an instance: content item overlaid with its properties', () => {
    const c = card('  lang: en', 'heroes');
    expect(c).toMatchObject({ hidden: false, uid: 5, name: 'Aragorn', type: 'hero', typeName: 'hero', new: false });
    expect(c.fields).toEqual({
      id: 'hero1',
      label: 'Aragorn',
      type: 'hero',
      sphere: 'leadership',
      cost: 12,
      willpower: 2,
      attack: 3,
      defense: 2,
      hp: 5,
      damage: 1,
      exhausted: true,
      ready: true,
      uid: 5,
    });
  });
  test('a plain value that is an id: the content item with that id', () => {
    expect(card('  lang: en', 'hand')).toMatchObject({
      uid: null,
      name: 'Guard',
      type: 'ally',
      fields: { id: 'ally1', threat: 4 },
    });
  });
  test('a plain value that is no id: its text, no fields', () => {
    const t = table(g, 'table:\n  - row:\n      - {zone: discard}\n');
    expect(slot(t, 'zone:discard', 'zone').cards.map((c) => (c.hidden ? '?' : [c.name, c.type, c.color, c.fields]))).toEqual([
      ['ash', null, '#777777', {}],
      ['bone', null, '#777777', {}],
    ]);
  });
  test.each([
    ['  type_names: {hero: Hero}', { type: 'hero', typeName: 'Hero' }],
    ['  type_names: {ally: Ally}', { type: 'hero', typeName: 'hero' }],
    ['  type_field: sphere', { type: 'leadership', typeName: 'leadership' }],
    ['  type_field: nothing', { type: null, typeName: null, color: '#777777' }],
  ])('%s', (section, expected) => {
    expect(card(section, 'heroes')).toMatchObject(expected);
  });
  test('a type named like an object property is just text', () => {
    const odd = gameOf(CARDS.replace("init_x: \"[['ally1'], ['enemy1']]\"", "init_x: \"[['odd'], ['enemy1']]\""));
    const c = slot(table(odd, VIEW('  type_names: {hero: Hero}')), 'zone:hand:0', 'zone').cards[0]!;
    expect(c.hidden ? null : [c.type, c.typeName]).toEqual(['constructor', 'constructor']);
  });
  test('lang goes to the table', () => {
    expect(table(g, VIEW('  lang: de')).lang).toBe('de');
    expect(table(g, VIEW('  corner: []')).lang).toBe('en');
  });
});

describe('colour band', () => {
  const rules = `  color:
    - {field: sphere, values: {leadership: "#6d4c9f", tactics: "#a53a2c"}}
    - {field: type, values: {hero: "#111111", attachment: "#222222"}}`;
  test.each([
    ['heroes', '#6d4c9f'], // first rule matches
    ['hand', '#a53a2c'],
    ['attachments', '#222222'], // no sphere: the second rule
  ])('%s', (zone, color) => {
    expect(card(rules, zone).color).toBe(color);
  });
  test('no match: derived from the type, the same for the same type', () => {
    const hero = card('  color: [{field: sphere, values: {spirit: "#000"}}]', 'heroes').color;
    expect(hero).toMatch(/^hsl\(\d+, 45%, 38%\)$/);
    expect(card('  lang: en', 'heroes', 1).color).toBe(hero);
    expect(card('  lang: en', 'hand').color).not.toBe(hero);
  });
});

describe('corner, stats, tokens, tags, sideways', () => {
  test.each([
    ['heroes', 12],
    ['hand', 4], // no cost: threat
    ['attachments', 1],
  ])('corner [cost, threat] on %s', (zone, n) => {
    expect(card('  corner: [cost, threat]', zone).corner).toBe(n);
  });
  test('no corner key: no corner number', () => {
    expect(card('  lang: en', 'heroes').corner).toBe(null);
  });
  test('stats default: the first 4 numeric fields of the content item', () => {
    expect(card('  lang: en', 'heroes').stats).toEqual([
      { field: 'cost', icon: null, name: 'cost', value: 12 },
      { field: 'willpower', icon: null, name: 'willpower', value: 2 },
      { field: 'attack', icon: null, name: 'attack', value: 3 },
      { field: 'defense', icon: null, name: 'defense', value: 2 },
    ]);
  });
  test('stats as listed, with icon and name; a field the card lacks is left out', () => {
    const section =
      '  stats:\n    - {field: willpower, icon: "✦", name: willpower}\n    - {field: hp, icon: "♥", name: hit points}\n    - {field: luck}';
    expect(card(section, 'heroes').stats).toEqual([
      { field: 'willpower', icon: '✦', name: 'willpower', value: 2 },
      { field: 'hp', icon: '♥', name: 'hit points', value: 5 },
    ]);
  });
  test('tokens default: positive numbers the content item lacks', () => {
    expect(card('  lang: en', 'heroes').tokens).toEqual([{ property: 'damage', value: 1, color: null, name: 'damage' }]);
    expect(card('  lang: en', 'heroes', 1).tokens).toEqual([]); // damage 0
    expect(card('  lang: en', 'attachments').tokens).toEqual([{ property: 'host', value: 5, color: null, name: 'host' }]);
  });
  test('tokens as listed: only those, with colour and name; 0 shows no token', () => {
    const section = '  tokens:\n    damage: {color: "#c0392b", name: wounds}';
    expect(card(section, 'heroes').tokens).toEqual([{ property: 'damage', value: 1, color: '#c0392b', name: 'wounds' }]);
    expect(card(section, 'heroes', 1).tokens).toEqual([]);
    expect(card(section, 'attachments').tokens).toEqual([]);
  });
  test.each([
    ['  lang: en', false, ['exhausted', 'ready']],
    ['  sideways: exhausted', true, ['ready']],
    ['  sideways: ready', true, ['exhausted']],
    ['  sideways: asleep', false, ['exhausted', 'ready']],
  ])('%s', (section, sideways, tags) => {
    const c = card(section, 'heroes');
    expect([c.sideways, c.tags]).toEqual([sideways, tags]);
  });
});

test('a card in the table has every documented part', () => {
  const z: ZoneSlot = slot(table(g, VIEW('  lang: en')), 'zone:heroes:0', 'zone');
  expect(Object.keys(z.cards[0]!).sort()).toEqual(
    [
      'attachments',
      'color',
      'corner',
      'fields',
      'hidden',
      'name',
      'new',
      'sideways',
      'stats',
      'tags',
      'tokens',
      'type',
      'typeName',
      'uid',
    ].sort(),
  );
});
