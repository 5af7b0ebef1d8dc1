// Hostile models end quickly with an error that names the place (issue 11): work that explodes
// without going deep, state that keeps growing, data nested past the limit, huge creates.
import { describe, expect, it } from 'vitest';
import { newGame } from '../src/index.js';
import { errorOf, opsModel, play } from './helpers.js';

// Each of these hung, crashed V8 or overflowed the stack before; a few seconds of CPU is plenty
// now. CPU time, not the clock: a loaded machine stretches the clock, not the work.
const QUICK_CPU_MS = 20_000;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

describe('a budget per request', () => {
  it('an own function whose calls explode without going deep stops (f(40) ran for hours)', () => {
    const m = opsModel({
      vars: '{n: {init: 0}}',
      ops: ['{op: set, var: n, value_x: "f(40)"}'],
      extra: ['functions: {f: {params: [n], x: "1 if n <= 0 else f(n - 1) + f(n - 1)"}}'],
    });
    const started = process.cpuUsage();
    const g = play(m, []).game;
    expect(errorOf(g)).toEqual({
      name: 'ExprError',
      where: 'action act',
      message:
        "error evaluating '1 if n <= 0 else f(n - 1) + f(n - 1)': TimeoutError: expression takes too long (more than 50,000,000 steps)",
    });
    expect(cpuMs(started)).toBeLessThan(QUICK_CPU_MS);
  });

  it('the budget is shared by all expressions until the next request', () => {
    const m = opsModel({
      vars: '{n: {init: 0}}',
      // 30 evaluations of 2,000,000 steps each: within one request together more than 50,000,000.
      ops: ['{op: for_each, items_x: "range(30)", as: i, body: [{op: set, var: n, value_x: "n + len(\'a\' * 2000000)"}]}'],
    });
    expect(errorOf(play(m, []).game).message).toMatch(/TimeoutError: expression takes too long/);
    const fine = opsModel({
      vars: '{n: {init: 0}}',
      ops: ['{op: for_each, items_x: "range(20)", as: i, body: [{op: set, var: n, value_x: "n + len(\'a\' * 2000000)"}]}'],
    });
    expect(play(fine, []).game.state.vars['n']).toBe(40_000_000);
  });
});

describe('what the state keeps', () => {
  it('a value that keeps growing stops, naming the variable (V8 aborted out of memory after 86 s)', () => {
    const m = opsModel({
      vars: '{big: {init: []}}',
      ops: ['{op: for_each, items_x: "range(1000)", as: i, body: [{op: set, var: big, value_x: "big + [[0] * 4000000]"}]}'],
    });
    const started = process.cpuUsage();
    expect(errorOf(play(m, []).game)).toEqual({
      name: 'ExprError',
      where: 'action act',
      message: "variable 'big' would hold more than 10,000,000 items",
    });
    expect(cpuMs(started)).toBeLessThan(QUICK_CPU_MS);
  });

  it('data nested past 1,000 levels is refused when stored, so clone, snapshot and view keep working', () => {
    const m = opsModel({
      vars: '{big: {init: []}}',
      ops: ['{op: for_each, items_x: "range(9000)", as: i, body: [{op: set, var: big, value_x: "[big]"}]}'],
    });
    const g = play(m, []).game;
    expect(errorOf(g)).toEqual({
      name: 'ExprError',
      where: 'action act',
      message: "variable 'big' would be nested more than 1000 levels deep",
    });
    const copy = g.clone();
    expect(copy.snapshot()).toBeDefined();
    expect(g.view(0)).toBeDefined();
  });

  it('an element stored into a nested place counts its depth there, and a value cannot hold its container', () => {
    const deep = opsModel({
      vars: '{a: {init: [[0]]}, b: {init: []}}',
      ops: [
        '{op: for_each, items_x: "range(998)", as: i, body: [{op: set, var: b, value_x: "[b]"}]}',
        '{op: set, var: "a[0][0]", value_x: b}',
      ],
    });
    expect(errorOf(play(deep, []).game).message).toBe("variable 'a' would be nested more than 1000 levels deep");
    const cycle = opsModel({ vars: '{d: {init: [1, 2]}}', ops: ['{op: set, var: "d[0]", value_x: d}'] });
    expect(errorOf(play(cycle, []).game)).toEqual({
      name: 'ExprError',
      where: 'action act',
      message: "variable 'd' cannot hold itself",
    });
  });

  it('create n has a limit, with a clear error', () => {
    const m = opsModel({
      zones: '{pile: {}}',
      ops: ['{op: create, what: {kind: token}, to: pile, n: 100000000}'],
    });
    // CPU time, not the clock: refused before any item is made, whatever the machine's load.
    const started = process.cpuUsage();
    expect(errorOf(play(m, []).game)).toEqual({
      name: 'ExprError',
      where: 'action act',
      message: "action act: create n: 100000000 would put more than 1,000,000 items into zone 'pile'",
    });
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
    const fine = opsModel({ zones: '{pile: {}}', ops: ['{op: create, what: {kind: token}, to: pile, n: 1000}'] });
    expect(newGame(fine).error).toBeNull();
  });
});
