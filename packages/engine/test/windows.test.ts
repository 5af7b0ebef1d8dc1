// docs/engine.md#priority-windows (rules 1–7), "End conditions" (when); docs/reference.md#priority-windows and the
// ops window and cancel.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe as group, expect, it } from 'vitest';
import { loadModel } from '../src/index.js';
import { errorOf, hasShared, model, play, py, shared, type Answer } from './helpers.js';

interface WindowOpts {
  vars?: string;
  window?: string;
  players?: number;
  end?: string[];
  triggers?: string[];
  /** The node the window is on (default: a sequence without children). */
  node?: string;
  before?: string[];
}

/** A node that opens a window, then the given actions and protocol. */
function windowModel(protocol: string, actions: string[], opts: WindowOpts = {}) {
  return model(
    'game: t',
    `num_players: ${opts.players ?? 2}`,
    `state: {vars: {log: {init: []}${opts.vars ?? ''}}}`,
    `priority: {protocol: ${protocol}, windows: {fight: {allows: [fast]}, slow: {allows: [slow]}, both: {allows: [fast, slow]}}}`,
    `flow: {id: g, kind: sequence, children: [${(opts.before ?? []).join(', ')}], window: ${opts.window ?? 'fight'}}`,
    'actions:',
    ...actions.map((a) => `  ${a}`),
    ...(opts.end === undefined ? [] : ['end:', ...opts.end.map((e) => `  - ${e}`)]),
    ...(opts.triggers === undefined ? [] : ['triggers:', ...opts.triggers.map((t) => `  - ${t}`)]),
  );
}

const END = (n = 2) => `END flow finished without an end condition [${new Array(n).fill(0).join(', ')}]`;
const ping = (limit = 3) =>
  `ping: {speed: fast, pre_x: "len(log) < ${limit}", effect: [{op: add, var: log, amount_x: "[actor]"}]}`;

interface Case {
  protocol: string;
  actions: string[];
  opts?: WindowOpts;
  answers: Answer[];
  lines: string[];
  log?: string;
  events?: string[];
}

function check(c: Case): void {
  const { lines, game } = play(windowModel(c.protocol, c.actions, c.opts), c.answers);
  expect(lines).toEqual(c.lines);
  if (c.log !== undefined) expect(py(game.state.vars['log'])).toBe(c.log);
  if (c.events !== undefined) expect(game.events).toEqual(c.events);
}

group('candidates (rule 1)', () => {
  const cases: [string, Case][] = [
    [
      'no candidate at all: the window closes at once, without a request',
      { protocol: '{}', actions: ['slowpoke: {speed: slow, effect: []}'], answers: [], lines: [END()] },
    ],
    [
      'without candidates first_x is not evaluated',
      { protocol: '{first_x: "1 / 0"}', actions: ['slowpoke: {speed: slow, effect: []}'], answers: [], lines: [END()] },
    ],
    [
      'candidates that nobody may play: every player passes without a request',
      { protocol: '{}', actions: ['never: {speed: fast, pre_x: "False", effect: []}'], answers: [], lines: [END()] },
    ],
    [
      'actions without speed are never candidates',
      {
        protocol: '{}',
        actions: ['plain: {effect: []}', ping(1)],
        answers: ['ping'],
        lines: ['D window fight p0 [ping|pass] → ping', END()],
      },
    ],
    [
      'a window allows the speeds it lists',
      {
        protocol: '{}',
        actions: [ping(1), 'crawl: {speed: slow, pre_x: "len(log) < 1", effect: [{op: add, var: log, amount: [s]}]}'],
        opts: { window: 'both' },
        answers: ['crawl'],
        lines: ['D window both p0 [ping|crawl|pass] → crawl', END()],
      },
    ],
    [
      'window: true allows every speed and is window None',
      {
        protocol: '{}',
        actions: [ping(1), 'crawl: {speed: slow, pre_x: "len(log) < 1", effect: [{op: add, var: log, amount_x: "[window]"}]}'],
        opts: { window: 'true' },
        answers: ['crawl'],
        lines: ['D window None p0 [ping|crawl|pass] → crawl', END()],
        log: '[None]',
      },
    ],
  ];
  it.each(cases)('%s', (_name, c) => check(c));
});

group('priority (rules 2 and 3)', () => {
  const cases: [string, Case][] = [
    [
      'from first_x, index + 1 wrapping; any action resets the count of passes',
      {
        protocol: '{first_x: "1"}',
        actions: [ping(2)],
        opts: { players: 3 },
        answers: ['pass', 'pass', 'ping', 'pass', 'pass', 'pass'],
        lines: [
          'D window fight p1 [ping|pass] → pass',
          'D window fight p2 [ping|pass] → pass',
          'D window fight p0 [ping|pass] → ping',
          'D window fight p1 [ping|pass] → pass',
          'D window fight p2 [ping|pass] → pass',
          'D window fight p0 [ping|pass] → pass',
          END(3),
        ],
        log: '[0]',
      },
    ],
    [
      'without first_x, after a node: player 0',
      { protocol: '{}', actions: [ping(1)], answers: ['ping'], lines: ['D window fight p0 [ping|pass] → ping', END()] },
    ],
    [
      'pre_x sees actor, window and stack; a player without a legal candidate passes without a request',
      {
        protocol: '{}',
        actions: [
          'show: {speed: fast, pre_x: "len(log) == 0 and actor == 1 and window == \'fight\' and stack == []", effect: [{op: add, var: log, amount_x: "[actor, window, stack]"}]}',
        ],
        answers: ['show'],
        lines: ['D window fight p1 [show|pass] → show', END()],
        log: "[1, 'fight', []]",
      },
    ],
    [
      'eliminated players are skipped',
      {
        protocol: '{first_x: "1"}',
        actions: ['out: {effect: []}', ping(1)],
        opts: {
          players: 3,
          before: ['{id: s, kind: step, do: out}'],
          end: ['{id: gone, if_x: "True", result: eliminate, who_x: "1"}'],
        },
        answers: ['pass', 'pass'],
        lines: ['D window fight p2 [ping|pass] → pass', 'D window fight p0 [ping|pass] → pass', END(3)],
        events: ['eliminated:1'],
      },
    ],
    [
      'a player eliminated during the window is skipped from then on; the others close it',
      {
        protocol: '{}',
        actions: [
          'ko: {speed: fast, pre_x: "hp[1] > 0", effect: [{op: set, var: "hp[1]", value: 0}]}',
          'wave: {speed: fast, effect: []}',
        ],
        opts: {
          players: 3,
          vars: ', hp: {scope: player, init: 1}',
          end: ['{id: out, if_x: "True", result: eliminate, who_x: "[p for p in players if hp[p] <= 0]"}'],
        },
        answers: ['ko', 'pass', 'pass'],
        lines: [
          'D window fight p0 [ko|wave|pass] → ko',
          'D window fight p2 [wave|pass] → pass',
          'D window fight p0 [wave|pass] → pass',
          END(3),
        ],
        events: ['eliminated:1'],
      },
    ],
    [
      'after_action: next (default): priority goes on to the next player',
      {
        protocol: '{}',
        actions: [ping(2)],
        answers: ['ping', 'ping'],
        lines: ['D window fight p0 [ping|pass] → ping', 'D window fight p1 [ping|pass] → ping', END()],
        log: '[0, 1]',
      },
    ],
    [
      'after_action: same: priority stays with the player who acted',
      {
        protocol: '{after_action: same}',
        actions: [ping(2)],
        answers: ['ping', 'ping'],
        lines: ['D window fight p0 [ping|pass] → ping', 'D window fight p0 [ping|pass] → ping', END()],
        log: '[0, 0]',
      },
    ],
  ];
  it.each(cases)('%s', (_name, c) => check(c));

  it('first_x that is not a player', () => {
    expect(errorOf(play(windowModel('{first_x: "5"}', [ping()]), []).game)).toEqual({
      name: 'ExprError',
      where: 'flow g',
      message: 'flow g: first_x gives 5, not a player',
    });
  });

  it('protocol.first as text without first_x is NotExecutable; an unknown window too', () => {
    expect(errorOf(play(windowModel('{first: the active player}', [ping()]), []).game)).toEqual({
      name: 'NotExecutable',
      where: 'flow g',
      message: 'flow g: first is text without first_x',
    });
    expect(errorOf(play(windowModel('{}', [ping()], { window: 'nowhere' }), []).game).message).toBe(
      "flow g: window 'nowhere' is not in priority.windows",
    );
  });

  it('a player who passes automatically leaves no trace in the log', () => {
    const { game } = play(
      windowModel('{}', [
        'only1: {speed: fast, pre_x: "actor == 1 and len(log) < 1", effect: [{op: add, var: log, amount_x: "[actor]"}]}',
      ]),
      ['only1'],
    );
    expect(game.log.map((e) => (e.kind === 'decision' ? `${e.where} p${e.player} ${e.label}` : e.kind))).toEqual([
      'window fight p1 only1',
      'end',
    ]);
  });
});

group('closing (rule 5)', () => {
  const cases: [string, Case][] = [
    [
      'single_pass_each: a player who passes is out for the rest of the window',
      {
        protocol: '{closes: single_pass_each}',
        actions: [ping()],
        answers: ['pass', 'ping', 'ping', 'ping'],
        lines: [
          'D window fight p0 [ping|pass] → pass',
          'D window fight p1 [ping|pass] → ping',
          'D window fight p1 [ping|pass] → ping',
          'D window fight p1 [ping|pass] → ping',
          END(),
        ],
        log: '[1, 1, 1]',
      },
    ],
    [
      'single_pass_each: playing does not bring anyone back in',
      {
        protocol: '{closes: single_pass_each}',
        actions: [ping()],
        opts: { players: 3 },
        answers: ['pass', 'ping', 'pass', 'pass'],
        lines: [
          'D window fight p0 [ping|pass] → pass',
          'D window fight p1 [ping|pass] → ping',
          'D window fight p2 [ping|pass] → pass',
          'D window fight p1 [ping|pass] → pass',
          END(3),
        ],
      },
    ],
    [
      'single_pass_each with lifo_stack: after an item resolves everyone is back in',
      {
        protocol: '{closes: single_pass_each, resolution: lifo_stack}',
        actions: [ping(1)],
        answers: ['pass', 'ping', 'pass'],
        lines: [
          'D window fight p0 [ping|pass] → pass',
          'D window fight p1 [ping|pass] → ping',
          'D window fight p1 [ping|pass] → pass',
          END(),
        ],
        events: ['stack:ping', 'resolves:ping'],
      },
    ],
  ];
  it.each(cases)('%s', (_name, c) => check(c));
});

group('playing an action (rule 4)', () => {
  const costEffect =
    'go: {speed: fast, pre_x: "len(log) < 4", cost: [{op: add, var: log, amount_x: "[\'cost \' + str(actor)]"}], effect: [{op: add, var: log, amount_x: "[\'effect \' + str(actor)]"}]}';
  const cases: [string, Case][] = [
    [
      'immediate: cost, then effect at once, then the next player',
      {
        protocol: '{}',
        actions: [costEffect],
        answers: ['go', 'go'],
        lines: ['D window fight p0 [go|pass] → go', 'D window fight p1 [go|pass] → go', END()],
        log: "['cost 0', 'effect 0', 'cost 1', 'effect 1']",
        events: [],
      },
    ],
    [
      'nested behaves like immediate',
      {
        protocol: '{resolution: nested}',
        actions: [costEffect],
        answers: ['go', 'go'],
        lines: ['D window fight p0 [go|pass] → go', 'D window fight p1 [go|pass] → go', END()],
        log: "['cost 0', 'effect 0', 'cost 1', 'effect 1']",
        events: [],
      },
    ],
    [
      'lifo_stack: the cost at once, the effect on the stack; the last played resolves first',
      {
        protocol: '{resolution: lifo_stack}',
        actions: [costEffect],
        answers: ['go', 'go', 'pass', 'pass', 'pass', 'pass'],
        lines: [
          'D window fight p0 [go|pass] → go',
          'D window fight p1 [go|pass] → go',
          'D window fight p0 [go|pass] → pass',
          'D window fight p1 [go|pass] → pass',
          'D window fight p0 [go|pass] → pass',
          'D window fight p1 [go|pass] → pass',
          END(),
        ],
        log: "['cost 0', 'cost 1', 'effect 1', 'effect 0']",
        events: ['stack:go', 'stack:go', 'resolves:go', 'resolves:go'],
      },
    ],
    [
      'lifo_stack, after_action: same: the player who acted keeps priority',
      {
        protocol: '{resolution: lifo_stack, after_action: same}',
        actions: [costEffect],
        answers: ['go', 'pass', 'pass'],
        lines: [
          'D window fight p0 [go|pass] → go',
          'D window fight p0 [go|pass] → pass',
          'D window fight p1 [go|pass] → pass',
          'OPEN D window fight p0 [go|pass]',
        ],
        events: ['stack:go', 'resolves:go'],
      },
    ],
  ];
  it.each(cases)('%s', (_name, c) => check(c));

  it('ops of a cost are at action <name> (cost), of an effect at action <name>', () => {
    const m = windowModel('{resolution: lifo_stack}', [
      'pick: {speed: fast, pre_x: "len(log) == 0", cost: [{op: choose, options: [a, b], bind: c}, {op: add, var: log, amount: [1]}], effect: [{op: choose, options: [x, y], bind: d}]}',
    ]);
    expect(play(m, ['pick', 'b', 'y']).lines).toEqual([
      'D window fight p0 [pick|pass] → pick',
      'D action pick (cost) p0 [a|b] → b',
      'D action pick p0 [x|y] → y',
      END(),
    ]);
  });
});

group('the stack (rule 6)', () => {
  it("an effect resolves with its cost's names, the player who played it, and the stack without the item", () => {
    const m = windowModel('{resolution: lifo_stack}', [
      'aim: {speed: fast, pre_x: "len(stack) == 0 and len(log) == 0", cost: [{op: let, bind: target, value_x: "1 - actor"}], effect: [{op: add, var: log, amount_x: "[actor, target, len(stack)]"}]}',
      'react: {speed: fast, pre_x: "len(stack) == 1 and len(log) == 0", cost: [{op: let, bind: seen, value_x: "[dict(s) for s in stack]"}], effect: [{op: add, var: log, amount_x: "[seen, [dict(s) for s in stack]]"}]}',
    ]);
    const { lines, game } = play(m, ['aim', 'react']);
    expect(lines).toEqual(['D window fight p0 [aim|pass] → aim', 'D window fight p1 [react|pass] → react', END()]);
    // react saw the stack before it was put on it, and resolves with aim still below it;
    // aim resolves for player 0 with the target its cost bound.
    expect(py(game.state.vars['log'])).toBe(
      "[[{'action': 'aim', 'actor': 0, 'cancelled': False}], [{'action': 'aim', 'actor': 0, 'cancelled': False}], 0, 1, 0]",
    );
    expect(game.events).toEqual(['stack:aim', 'stack:react', 'resolves:react', 'resolves:aim']);
  });

  it('after an item resolves, priority goes back to the player first_x gave when the window opened', () => {
    const m = windowModel(
      '{first_x: "leader", resolution: lifo_stack}',
      [
        'crown: {speed: fast, pre_x: "leader == 0 and len(stack) == 0", effect: [{op: set, var: leader, value: 1}]}',
        'wave: {speed: fast, pre_x: "len(log) < 1", effect: []}',
      ],
      { vars: ', leader: {init: 0}' },
    );
    expect(play(m, ['crown', 'pass', 'pass', 'pass', 'pass']).lines).toEqual([
      'D window fight p0 [crown|wave|pass] → crown',
      'D window fight p1 [wave|pass] → pass',
      'D window fight p0 [wave|pass] → pass',
      'D window fight p0 [wave|pass] → pass',
      'D window fight p1 [wave|pass] → pass',
      END(),
    ]);
  });

  it.runIf(hasShared)('duel.yaml: cost at once, effects on a stack, cancel, priority back to first', () => {
    const duel = loadModel(readFileSync(join(shared, 'acceptance', 'models', 'duel.yaml'), 'utf8'));
    const { lines, game } = play(duel, ['bolt', 'counter', 'pass', 'pass', 'pass', 'pass']);
    expect(lines).toEqual([
      'D window fight p0 [bolt|pass] → bolt',
      'D window fight p1 [bolt|counter|pass] → counter',
      'D window fight p0 [counter|pass] → pass',
      'D window fight p1 [bolt|pass] → pass',
      'D window fight p1 [bolt|pass] → pass',
      'D window fight p1 [bolt|pass] → pass',
      'END closed [0, 0]',
    ]);
    expect(game.events).toEqual(['stack:bolt', 'stack:counter', 'resolves:counter', 'cancelled:bolt', 'fight_over']);
    expect(py(game.state.vars['bolts'])).toBe('[0, 1]');
  });
});

group('cancel (rule 7)', () => {
  const bolt =
    'bolt: {speed: fast, pre_x: "bolts[actor] > 0 and len(stack) == 0", cost: [{op: add, var: "bolts[actor]", amount: -1}], effect: [{op: add, var: "hp[1 - actor]", amount: -1}]}';
  const vars = ', hp: {scope: player, init: 3}, bolts: {scope: player, init: 1}, counters: {scope: player, init: 1}';
  const counter = (cost: string[], effect: string[]) =>
    `counter: {speed: fast, pre_x: "counters[actor] > 0 and any(s['action'] == 'bolt' and not s['cancelled'] for s in stack)", cost: [{op: add, var: "counters[actor]", amount: -1}${cost.map((c) => ', ' + c).join('')}], effect: [${effect.join(', ')}]}`;

  it('marks the item when its op runs: in an effect, when the effect resolves, so two counters can target the same item', () => {
    const m = windowModel(
      '{resolution: lifo_stack}',
      [bolt, counter(['{op: let, bind: target, value: 0}'], ['{op: cancel, target_x: target}'])],
      { vars },
    );
    const { lines, game } = play(m, ['bolt', 'counter', 'counter', 'pass']);
    expect(lines).toEqual([
      'D window fight p0 [bolt|pass] → bolt',
      'D window fight p1 [counter|pass] → counter',
      'D window fight p0 [counter|pass] → counter',
      'D window fight p1 [bolt|pass] → pass',
      END(),
    ]);
    expect(game.events).toEqual([
      'stack:bolt',
      'stack:counter',
      'stack:counter',
      'resolves:counter',
      'resolves:counter',
      'cancelled:bolt',
    ]);
    expect(py(game.state.vars['hp'])).toBe('[3, 3]');
  });

  it('in a cost it marks at once', () => {
    const m = windowModel(
      '{resolution: lifo_stack}',
      [
        bolt,
        counter(['{op: cancel, target: -1}'], []),
        'peek: {speed: fast, pre_x: "len(log) == 0 and len(stack) > 0 and stack[0][\'cancelled\']", effect: [{op: add, var: log, amount: [seen]}]}',
      ],
      { vars },
    );
    const { lines, game } = play(m, ['bolt', 'counter', 'peek']);
    expect(lines).toEqual([
      'D window fight p0 [bolt|pass] → bolt',
      'D window fight p1 [counter|pass] → counter',
      'D window fight p0 [peek|pass] → peek',
      'OPEN D window fight p1 [peek|pass]',
    ]);
    expect(game.events).toEqual(['stack:bolt', 'stack:counter', 'stack:peek']);
  });

  const one = (target: string, where: 'cost' | 'effect') =>
    windowModel('{resolution: lifo_stack}', [
      'first: {speed: fast, pre_x: "len(log) == 0", cost: [{op: add, var: log, amount: [1]}]}',
      `second: {speed: fast, pre_x: "len(log) == 1", cost: [{op: add, var: log, amount: [2]}${where === 'cost' ? `, {op: cancel, target${target}}` : ''}], effect: [${where === 'effect' ? `{op: cancel, target${target}}` : ''}]}`,
    ]);
  const cases: [string, string, 'cost' | 'effect', string[]][] = [
    ['None does nothing', '_x: "None"', 'effect', ['stack:first', 'stack:second', 'resolves:second', 'resolves:first']],
    [
      '-1 in a cost is the top item when it runs (the item below the one being played)',
      ': -1',
      'cost',
      ['stack:first', 'stack:second', 'resolves:second', 'cancelled:first'],
    ],
    [
      '-1 in an effect is the item directly below (the resolving one is off the stack)',
      ': -1',
      'effect',
      ['stack:first', 'stack:second', 'resolves:second', 'cancelled:first'],
    ],
    ['an index counts from the bottom', ': 0', 'effect', ['stack:first', 'stack:second', 'resolves:second', 'cancelled:first']],
    ['False counts as 0', '_x: "False"', 'cost', ['stack:first', 'stack:second', 'resolves:second', 'cancelled:first']],
  ];
  it.each(cases)('%s', (_name, target, where, events) => {
    const { game } = play(one(target, where), ['first', 'second', 'pass', 'pass']);
    expect(game.events).toEqual(events);
  });

  it('an index out of range is an IndexError; a text target a TypeError', () => {
    expect(errorOf(play(one(': 1', 'effect'), ['first', 'second', 'pass', 'pass']).game)).toEqual({
      name: 'ExprError',
      where: 'action second',
      message: 'action second: cancel: stack index out of range',
    });
    expect(errorOf(play(one(': -3', 'cost'), ['first', 'second']).game).message).toBe(
      'action second (cost): cancel: stack index out of range',
    );
    expect(errorOf(play(one('_x: "\'top\'"', 'cost'), ['first', 'second']).game).message).toBe(
      "action second (cost): cancel: target 'top' is not an index",
    );
  });

  it('outside an open window it is an error, even with the target None', () => {
    const outside = (target: string) =>
      model('game: t', 'flow: {id: g, kind: step, do: a}', `actions: {a: {effect: [{op: cancel, ${target}}]}}`);
    expect(errorOf(play(outside('target: 0'), []).game)).toEqual({
      name: 'ExprError',
      where: 'action a',
      message: 'action a: cancel outside a window',
    });
    expect(errorOf(play(outside('target_x: "None"'), []).game).message).toBe('action a: cancel outside a window');
  });

  it('cancels in the innermost open window', () => {
    const m = model(
      'game: t',
      'state: {vars: {log: {init: []}}}',
      'priority: {protocol: {resolution: lifo_stack}, windows: {outer: {allows: [fast]}, inner: {allows: [inner]}}}',
      'flow: {id: g, kind: sequence, children: [], window: outer}',
      'actions:',
      '  first: {speed: fast, pre_x: "len(log) == 0", cost: [{op: add, var: log, amount: [f]}]}',
      '  deep: {speed: fast, pre_x: "len(log) == 1", cost: [{op: add, var: log, amount: [d]}], effect: [{op: window, name: inner}]}',
      '  snip: {speed: inner, pre_x: "len(log) == 2", cost: [{op: add, var: log, amount: [s]}, {op: cancel, target: 0}]}',
    );
    // When deep resolves, first is still on the outer stack; the inner window's stack is empty.
    const { lines, game } = play(m, ['first', 'deep', 'snip']);
    expect(lines).toEqual([
      'D window outer p0 [first|pass] → first',
      'D window outer p1 [deep|pass] → deep',
      'D window inner p1 [snip|pass] → snip',
      'ERROR action snip (cost): cancel: stack index out of range',
    ]);
    expect(game.events).toEqual(['stack:first', 'stack:deep', 'resolves:deep']);
  });
});

group('end checks in a window', () => {
  it('immediate: after every played action', () => {
    const m = windowModel('{}', [ping()], { end: ['{id: two, if_x: "len(log) == 2", result: draw}'] });
    expect(play(m, ['ping', 'ping']).lines).toEqual([
      'D window fight p0 [ping|pass] → ping',
      'D window fight p1 [ping|pass] → ping',
      'END two [0, 0]',
    ]);
  });

  it('lifo_stack: not after a cost, after each resolved effect', () => {
    const m = windowModel(
      '{resolution: lifo_stack}',
      [
        'go: {speed: fast, pre_x: "len(log) == 0", cost: [{op: add, var: log, amount: [c]}], effect: [{op: add, var: log, amount: [e]}]}',
      ],
      {
        end: ['{id: played, if_x: "len(log) >= 1", result: draw}'],
      },
    );
    const { lines, game } = play(m, ['go']);
    expect(lines).toEqual(['D window fight p0 [go|pass] → go', 'END played [0, 0]']);
    expect(py(game.state.vars['log'])).toBe("['c', 'e']");
  });

  it("an end in a window ends the game there; the node's end events do not follow", () => {
    const m = windowModel('{}', [ping()], {
      end: ['{id: one, if_x: "len(log) == 1", result: draw}'],
      triggers: ['{id: t, event: over, do: []}'],
    });
    const g = play(m, ['ping']).game;
    expect(g.request()).toEqual({ kind: 'end', returns: [0, 0], reason: 'one' });
    expect(g.events).toEqual([]);
  });

  it('10,000 turns of priority: window does not close', () => {
    const m = windowModel('{}', ['free: {speed: fast, effect: []}']);
    const g = play(m, Array<number>(10_001).fill(0)).game;
    expect(errorOf(g)).toEqual({ name: 'ExprError', where: 'window fight', message: 'window fight: window does not close' });
    expect(g.answered).toBe(10_000);
  });
});

group('where windows open', () => {
  it("after the node's own work, before its end events", () => {
    const m = model(
      'game: t',
      'state: {vars: {log: {init: []}}}',
      'priority: {windows: {w: {allows: [fast]}}}',
      'flow: {id: g, kind: sequence, children: [{id: s, kind: step, do: work, window: w, end_event: done}]}',
      'actions:',
      '  work: {effect: [{op: emit, event: worked}]}',
      '  shout: {speed: fast, pre_x: "len(log) == 0", effect: [{op: add, var: log, amount: [x]}, {op: emit, event: shouted}]}',
    );
    const { lines, game } = play(m, ['shout']);
    expect(lines).toEqual(['D window w p0 [shout|pass] → shout', END()]);
    expect(game.events).toEqual(['worked', 'shouted', 'done']);
  });

  it('on a loop: once, after the whole loop', () => {
    const m = model(
      'game: t',
      'state: {vars: {log: {init: []}, n: {init: 0}}}',
      'priority: {windows: {w: {allows: [fast]}}}',
      'flow: {id: g, kind: loop, until_x: "n >= 3", window: w, children: [{id: s, kind: step, do: inc}]}',
      'actions:',
      '  inc: {effect: [{op: add, var: n, amount: 1}]}',
      '  shout: {speed: fast, pre_x: "len(log) < 2", effect: [{op: add, var: log, amount_x: "[n]"}]}',
    );
    const { lines, game } = play(m, ['shout', 'shout']);
    expect(lines).toEqual(['D window w p0 [shout|pass] → shout', 'D window w p1 [shout|pass] → shout', END()]);
    expect(py(game.state.vars['log'])).toBe('[3, 3]');
  });

  it("the window op sees the op's local names (first_x too); decisions are window <name>, actions action <name>", () => {
    const m = model(
      'game: t',
      'state: {vars: {log: {init: []}}}',
      'priority: {protocol: {first_x: "who"}, windows: {w: {allows: [fast]}}}',
      'flow: {id: g, kind: step, actor_x: "0", do: open}',
      'actions:',
      '  open: {effect: [{op: let, bind: who, value: 1}, {op: window, name: w}]}',
      '  react: {speed: fast, pre_x: "len(log) == 0", effect: [{op: add, var: log, amount_x: "[who, actor, window]"}, {op: choose, options: [x, y], bind: c}]}',
    );
    const { lines, game } = play(m, ['react', 'y']);
    expect(lines).toEqual(['D window w p1 [react|pass] → react', 'D action react p1 [x|y] → y', END()]);
    expect(py(game.state.vars['log'])).toBe("[1, 1, 'w']");
  });

  it('the window op without first_x starts with the local actor; without a name it is window None', () => {
    const m = model(
      'game: t',
      'state: {vars: {log: {init: []}}}',
      'flow: {id: g, kind: step, actor_x: "1", do: open}',
      'actions:',
      '  open: {effect: [{op: window}]}',
      '  react: {speed: anything, pre_x: "len(log) == 0", effect: [{op: add, var: log, amount_x: "[actor, window]"}]}',
    );
    const { lines, game } = play(m, ['react']);
    expect(lines).toEqual(['D window None p1 [react|pass] → react', END()]);
    expect(py(game.state.vars['log'])).toBe('[1, None]');
  });

  it('errors of the window op name its place with · window', () => {
    const m = (protocol: string, op = '{op: window, name: w}') =>
      model(
        'game: t',
        `priority: {protocol: ${protocol}, windows: {w: {allows: [fast]}}}`,
        'flow: {id: g, kind: step, actor_x: "0", do: open}',
        `actions: {open: {effect: [${op}]}, react: {speed: fast, effect: []}}`,
      );
    expect(errorOf(play(m('{first_x: "9"}'), []).game)).toEqual({
      name: 'ExprError',
      where: 'action open · window',
      message: 'action open · window: first_x gives 9, not a player',
    });
    expect(errorOf(play(m('{first: someone}'), []).game).message).toBe('action open · window: first is text without first_x');
    expect(errorOf(play(m('{}', '{op: window, name: nowhere}'), []).game).message).toBe(
      "action open: window 'nowhere' is not in priority.windows",
    );
  });
});
