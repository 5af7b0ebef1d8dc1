// engine.md "Priority windows"; reference.md §13 and the ops window and cancel.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe as group, expect, it } from 'vitest';
import { loadModel } from '../src/index.js';
import { errorOf, hasShared, model, play, py, shared } from './helpers.js';

/** A node that only opens a window, then the given actions and protocol. */
function windowModel(protocol: string, actions: string[], opts: { vars?: string; window?: string; players?: number; end?: string[] } = {}) {
  return model(
    'game: t',
    `num_players: ${opts.players ?? 2}`,
    `state: {vars: {log: {init: []}${opts.vars ?? ''}}}`,
    `priority: {protocol: ${protocol}, windows: {fight: {allows: [fast]}, slow: {allows: [slow]}}}`,
    `flow: {id: g, kind: sequence, children: [], window: ${opts.window ?? 'fight'}}`,
    'actions:',
    ...actions.map((a) => `  ${a}`),
    ...(opts.end === undefined ? [] : ['end:', ...opts.end.map((e) => `  - ${e}`)]),
  );
}

const ping = "ping: {speed: fast, pre_x: \"len(log) < 3\", effect: [{op: add, var: log, amount_x: \"[actor]\"}]}";

group('a window', () => {
  it('without candidates closes at once, without a request', () => {
    const m = windowModel('{}', ['slowpoke: {speed: slow, effect: []}']);
    expect(play(m, []).lines).toEqual(['END flow finished without an end condition [0, 0]']);
  });

  it('gives priority from first_x in turn; the player chooses a legal candidate or pass', () => {
    const m = windowModel('{first_x: "1"}', [ping]);
    const { lines, game } = play(m, ['ping', 'pass', 'ping', 'pass', 'pass']);
    expect(lines).toEqual([
      'D window fight p1 [ping|pass] → ping',
      'D window fight p0 [ping|pass] → pass',
      'D window fight p1 [ping|pass] → ping',
      'D window fight p0 [ping|pass] → pass',
      'D window fight p1 [ping|pass] → pass',
      'END flow finished without an end condition [0, 0]',
    ]);
    expect(py(game.state.vars['log'])).toBe('[1, 1]');
  });

  it('a player without a legal candidate passes without a request', () => {
    const m = windowModel('{}', ["only1: {speed: fast, pre_x: \"actor == 1 and len(log) < 1\", effect: [{op: add, var: log, amount_x: \"[actor]\"}]}"]);
    expect(play(m, ['only1']).lines).toEqual(['D window fight p1 [only1|pass] → only1', 'END flow finished without an end condition [0, 0]']);
  });

  it('after_action: same keeps priority with the player who acted', () => {
    const m = windowModel('{after_action: same}', [ping]);
    expect(play(m, ['ping', 'ping', 'pass']).lines.slice(0, 3)).toEqual([
      'D window fight p0 [ping|pass] → ping',
      'D window fight p0 [ping|pass] → ping',
      'D window fight p0 [ping|pass] → pass',
    ]);
  });

  it('single_pass_each: a player who passed is out for the rest of the window', () => {
    const m = windowModel('{closes: single_pass_each}', [ping]);
    expect(play(m, ['pass', 'ping', 'ping', 'ping']).lines).toEqual([
      'D window fight p0 [ping|pass] → pass',
      'D window fight p1 [ping|pass] → ping',
      'D window fight p1 [ping|pass] → ping',
      'D window fight p1 [ping|pass] → ping',
      'END flow finished without an end condition [0, 0]',
    ]);
  });

  it('immediate: the effect runs at once and the end is checked after it', () => {
    const m = windowModel('{}', [ping], { end: ['{id: two, if_x: "len(log) == 2", result: draw}'] });
    expect(play(m, ['ping', 'ping']).lines).toEqual(['D window fight p0 [ping|pass] → ping', 'D window fight p1 [ping|pass] → ping', 'END two [0, 0]']);
  });

  it('window: true allows every speed and is window None; eliminated players are skipped', () => {
    const m = model(
      'game: t',
      'num_players: 3',
      'state: {vars: {log: {init: []}}}',
      'priority: {windows: {fight: {allows: [fast]}}}',
      'flow: {id: g, kind: sequence, children: [{id: s, kind: step, do: noop}], window: true}',
      'actions:',
      '  noop: {effect: []}',
      '  slowpoke: {speed: slow, pre_x: "len(log) == 0", effect: [{op: add, var: log, amount_x: "[window]"}]}',
      'end: [{id: out, if_x: "True", result: eliminate, who_x: "[1]"}]',
    );
    const { lines, game } = play(m, ['pass', 'slowpoke', 'pass', 'pass']);
    expect(lines).toEqual([
      'D window None p0 [slowpoke|pass] → pass',
      'D window None p2 [slowpoke|pass] → slowpoke',
      'END flow finished without an end condition [0, 0, 0]',
    ]);
    expect(py(game.state.vars['log'])).toBe('[None]');
    expect(game.events).toEqual(['eliminated:1']);
  });

  it('protocol.first as text without first_x is NotExecutable; an unknown window too', () => {
    expect(errorOf(play(windowModel('{first: the active player}', [ping]), []).game)).toEqual({
      name: 'NotExecutable',
      where: 'flow g',
      message: 'flow g: first is text without first_x',
    });
    expect(errorOf(play(windowModel('{}', [ping], { window: 'nowhere' }), []).game).message).toBe("flow g: window 'nowhere' is not in priority.windows");
  });

  it('10,000 turns: window does not close', () => {
    const m = windowModel('{}', ['free: {speed: fast, effect: []}']);
    const g = play(m, Array<number>(10_001).fill(0)).game;
    expect(errorOf(g)).toEqual({ name: 'ExprError', where: 'window fight', message: 'window fight: window does not close' });
  });
});

group('lifo_stack', () => {
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

  it('an effect resolves with its cost\'s names and the player who played it', () => {
    const m = windowModel('{resolution: lifo_stack}', [
      "aim: {speed: fast, pre_x: \"len(stack) == 0 and len(log) == 0\", cost: [{op: let, bind: target, value_x: \"1 - actor\"}], effect: [{op: add, var: log, amount_x: \"[actor, target, len(stack)]\"}]}",
    ]);
    const { game } = play(m, ['aim', 'pass', 'pass']);
    expect(py(game.state.vars['log'])).toBe('[0, 1, 0]');
    expect(game.events).toEqual(['stack:aim', 'resolves:aim']);
  });

  it('cancel outside a window, and out of range', () => {
    const outside = model('game: t', 'flow: {id: g, kind: step, do: a}', 'actions: {a: {effect: [{op: cancel, target: 0}]}}');
    expect(errorOf(play(outside, []).game).message).toBe('action a: cancel outside a window');
    const range = windowModel('{resolution: lifo_stack}', ['c: {speed: fast, pre_x: "len(log) == 0", cost: [{op: add, var: log, amount: [1]}, {op: cancel, target: 3}]}']);
    expect(errorOf(play(range, ['c']).game)).toMatchObject({ name: 'ExprError', message: 'action c (cost): cancel: stack index out of range' });
    const none = windowModel('{resolution: lifo_stack}', ['c: {speed: fast, pre_x: "len(log) == 0", cost: [{op: add, var: log, amount: [1]}, {op: cancel, target: null}]}']);
    expect(play(none, ['c', 'pass', 'pass']).game.events).toEqual(['stack:c', 'resolves:c']);
  });
});

group('the window op', () => {
  it('sees the op\'s local names; first_x too; actions are played at action <name>', () => {
    const m = model(
      'game: t',
      'state: {vars: {log: {init: []}}}',
      'priority: {protocol: {first_x: "who"}, windows: {w: {allows: [fast]}}}',
      'flow: {id: g, kind: step, actor_x: "0", do: open}',
      'actions:',
      '  open: {effect: [{op: let, bind: who, value: 1}, {op: window, name: w}]}',
      '  react: {speed: fast, pre_x: "len(log) == 0", effect: [{op: add, var: log, amount_x: "[who, actor, window]"}, {op: choose, options: [x, y], bind: c}]}',
    );
    const { lines, game } = play(m, ['react', 'y', 'pass', 'pass']);
    expect(lines.slice(0, 2)).toEqual(['D window w p1 [react|pass] → react', 'D action react p1 [x|y] → y']);
    expect(py(game.state.vars['log'])).toBe("[1, 1, 'w']");
  });
});
