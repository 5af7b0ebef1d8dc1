// docs/reference.md#content content and docs/reference.md#ops exec; docs/engine.md#events-and-triggers, "Modifiers" and
// "Priority windows" for the rules that content items carry.
import { describe as group, expect, it } from 'vitest';
import { errorOf, model, opsModel, play, py } from './helpers.js';

const CARDS = [
  'content:',
  '  cards:',
  '    bolt: {id: bolt, label: Bolt, status: verified, dmg: 3, effect: [{op: add, var: hp, amount_x: "-self[\'dmg\']"}]}',
  '    ask: {id: ask, status: verified, effect: [{op: add, var: log, amount_x: "[actor, self[\'id\']]"}, {op: choose, options: [a, b], bind: pick}, {op: add, var: log, amount_x: "[pick]"}]}',
  '    blank: {id: blank, status: verified, text: nothing happens}',
  '    wordy: {id: wordy, status: verified, effect: deal three damage}',
  '    lost: {id: lost, status: missing, effect: []}',
  '  deck:',
  '    - {id: first, effect: [{op: add, var: log, amount: [first]}]}',
  '    - {id: second, effect: [{op: add, var: log, amount: [second]}]}',
  '    - {id: third, effect: [{op: emit, event: inner}]}',
];

function run(ops: string[], answers: (string | number)[] = [], extra: string[] = []) {
  const m = opsModel({ vars: '{hp: {init: 10}, log: {init: []}}', zones: '{hand: {}}', ops, extra: [...CARDS, ...extra] });
  return play(m, answers);
}

group('exec', () => {
  it("runs the item's effect with self, at content <id>; event exec:<id> before the effect", () => {
    const { lines, game } = run(
      ["{op: exec, of_x: \"content['cards']['ask']\"}", '{op: exec, of_x: "content[\'deck\'][2]"}'],
      ['b'],
      ['triggers: [{id: t, event: inner, do: []}]'],
    );
    expect(lines).toEqual(['D content ask p0 [a|b] → b', 'END flow finished without an end condition [0, 0]']);
    expect(py(game.state.vars['log'])).toBe("[0, 'ask', 'b']");
    expect(game.events).toEqual(['exec:ask', 'exec:third', 'inner']);
  });

  it('items in lists are found too; an instance runs through its origin', () => {
    const { game } = run([
      '{op: for_each, items_x: "content[\'deck\'][:2]", as: c, body: [{op: exec, of_x: c}]}',
      "{op: create, what_x: \"content['cards']['bolt']\", to: hand, bind: card}",
      '{op: exec, of_x: "card[\'origin\']"}',
    ]);
    expect(py(game.state.vars['log'])).toBe("['first', 'second']");
    expect(game.state.vars['hp']).toBe(7);
    expect(game.events).toEqual(['exec:first', 'exec:second', 'exec:bolt']);
  });

  it('the effect works on a copy of the local names: it sees them, names it binds stay inside', () => {
    const { game } = run(
      [
        '{op: let, bind: pick, value: mine}',
        "{op: exec, of_x: \"content['cards']['ask']\"}",
        '{op: add, var: log, amount_x: "[pick]"}',
      ],
      ['a'],
    );
    expect(py(game.state.vars['log'])).toBe("[0, 'ask', 'a', 'mine']");
  });

  const errors: [string, string, string, string][] = [
    ['an item without effect', "content['cards']['blank']", 'NotExecutable', 'content blank: no effect'],
    ['an item with status missing', "content['cards']['lost']", 'NotExecutable', 'content lost: status missing'],
    [
      'an instance instead of its item',
      'card',
      'NotExecutable',
      "content bolt: exec needs the content item itself; for an instance use of_x: c['origin']",
    ],
    ['a value that is not an item', '3', 'ExprError', 'action act: exec: 3 is not a content item'],
    ['an item whose effect is text', "content['cards']['wordy']", 'NotExecutable', 'content wordy: effect is not a list of ops'],
    [
      'a dict made by an expression',
      "{'id': 'fake', 'effect': []}",
      'NotExecutable',
      "content fake: exec needs an item of the model's content",
    ],
  ];
  it.each(errors)('%s', (_name, of, name, message) => {
    const g = run(["{op: create, what_x: \"content['cards']['bolt']\", to: hand, bind: card}", `{op: exec, of_x: "${of}"}`]).game;
    expect(errorOf(g)).toMatchObject({ name, message });
  });

  it('of without of_x, or no of at all', () => {
    expect(errorOf(run(['{op: exec, of: the card}']).game).message).toBe('action act: of is text without of_x');
    expect(errorOf(run(['{op: exec}']).game).message).toBe("action act: field 'of' is missing");
  });
});

group('abilities', () => {
  const relics = [
    'priority: {protocol: {resolution: lifo_stack}, windows: {w: {allows: [action]}}}',
    'content:',
    '  relics:',
    '    potion: {id: potion, heal: 2, abilities: [{id: drink, speed: action, pre_x: "hp[actor] < 3 and self[\'id\'] == \'potion\'", cost: [{op: let, bind: size, value_x: "self[\'heal\']"}], effect: [{op: add, var: "hp[actor]", amount_x: size}, {op: add, var: log, amount_x: "[self[\'id\']]"}]}]}',
    '    idle: {id: idle, abilities: [{id: nap, effect: []}]}',
  ];
  const m = model(
    'game: t',
    'state: {vars: {hp: {scope: player, init: [3, 1]}, log: {init: []}}}',
    ...relics,
    'flow: {id: g, kind: sequence, children: [], window: w}',
  );

  it('are candidates in windows that allow their speed, with self in pre_x, cost and effect', () => {
    const { lines, game } = play(m, ['drink', 'pass']);
    expect(lines).toEqual([
      'D window w p1 [drink|pass] → drink',
      'D window w p1 [drink|pass] → pass',
      'END flow finished without an end condition [0, 0]',
    ]);
    expect(py(game.state.vars['hp'])).toBe('[3, 3]');
    expect(py(game.state.vars['log'])).toBe("['potion']");
    expect(game.events).toEqual(['stack:drink', 'resolves:drink']);
  });

  it('an action of the same name wins over an ability', () => {
    const same = model(
      'game: t',
      'state: {vars: {hp: {scope: player, init: [3, 1]}, log: {init: []}}}',
      ...relics,
      'flow: {id: g, kind: sequence, children: [], window: w}',
      'actions: {drink: {speed: action, pre_x: "len(log) == 0", effect: [{op: add, var: log, amount: [action]}]}}',
    );
    const { lines, game } = play(same, ['drink', 'pass', 'pass']);
    expect(lines).toEqual([
      'D window w p0 [drink|pass] → drink',
      'D window w p1 [drink|pass] → pass',
      'D window w p0 [drink|pass] → pass',
      'END flow finished without an end condition [0, 0]',
    ]);
    expect(py(game.state.vars['log'])).toBe("['action']");
  });
});

group('rules on content items', () => {
  // Cards come into play as instances; a card's rules count while a copy of it is on the table.
  const m = (ops: string[]) =>
    opsModel({
      vars: '{log: {init: []}, hp: {init: 10}}',
      zones: '{table: {}}',
      ops,
      extra: [
        'content:',
        '  cards:',
        "    spider: {id: spider, keywords: 'Sentinel, Ranged', active_x: \"any(c['origin']['id'] == self['id'] for c in table)\", triggers: [{event: revealed, do: [{op: add, var: hp, amount: -1}]}], modifiers: [{stat: attack, change_x: \"value + 1\"}]}",
        "    troll: {id: troll, keywords: [Sentinel], triggers: [{event: revealed, if_x: \"card is not None and card['origin']['id'] == self['id']\", do: [{op: add, var: hp, amount: -5}]}]}",
      ],
    });
  const reveal = (id: string) => [
    `{op: create, what_x: "content['cards']['${id}']", to: table, bind: card}`,
    '{op: emit, event: revealed}',
  ];

  it('triggers and modifiers apply only while active_x holds', () => {
    const { game } = play(
      m([
        '{op: let, bind: card, value: null}',
        '{op: add, var: log, amount_x: "[modified(\'attack\', 1)]"}',
        '{op: emit, event: revealed}',
        ...reveal('spider'),
        '{op: add, var: log, amount_x: "[modified(\'attack\', 1)]"}',
      ]),
      [],
    );
    expect(py(game.state.vars['log'])).toBe('[1, 2]');
    expect(game.state.vars['hp']).toBe(9);
  });

  it('a trigger belongs to the item: with two copies in play it fires once per event; if_x picks the copy', () => {
    const { game } = play(m([...reveal('spider'), ...reveal('spider'), ...reveal('troll')]), []);
    // spider: once per revealed while a copy is in play (3 events); troll only for its own reveal.
    expect(game.state.vars['hp']).toBe(10 - 3 - 5);
  });

  it('keywords are data that rules test', () => {
    const { game } = play(
      m([
        ...reveal('spider'),
        ...reveal('troll'),
        "{op: set, var: log, value_x: \"[c['origin']['id'] for c in table if 'Ranged' in c['origin'].get('keywords', '')]\"}",
        "{op: add, var: log, amount_x: \"[c['id'] for c in table if 'Sentinel' in c['origin']['keywords']]\"}",
      ]),
      [],
    );
    expect(py(game.state.vars['log'])).toBe("['spider', 'spider', 'troll']");
  });
});
