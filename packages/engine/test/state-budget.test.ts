// The budget of the whole state (issue 29): many values, each within the bound of one kept
// value, stop the game with a MemoryError naming where the last one went, instead of growing
// the heap until the process dies; what is replaced or shared does not count twice.
import { describe, expect, it } from 'vitest';
import { loadModel, newGame, restoreGame, SnapshotError, type Game, type GameSnapshot, type Model } from '../src/index.js';
import { errorOf, opsModel } from './helpers.js';

/**
 * `steps` steps in a row, step i running action `grow_i` with `ops(i)`; with `ask`, each step
 * also offers `other`, so every step is a request of its own.
 */
function stepsModel(steps: number, ops: (i: number) => string, ask: boolean): Model {
  const vars = Array.from({ length: steps }, (_, i) => `v_${i}: {init: 0}`).join(', ');
  const children = Array.from(
    { length: steps },
    (_, i) => `{id: s${i}, kind: step, actor_x: "0", do: [grow_${i}${ask ? ', other' : ''}]}`,
  ).join(', ');
  return loadModel(
    [
      'game: t',
      'num_players: 1',
      `state: {vars: {v: {init: 0}, ${vars}}, zones: {pile: {}}}`,
      `flow: {id: g, kind: sequence, children: [${children}]}`,
      'actions:',
      ...Array.from({ length: steps }, (_, i) => `  grow_${i}: {effect: [${ops(i)}]}`),
      '  other: {effect: []}',
    ].join('\n'),
  );
}

/** Answers `grow_i` (option 0) until the game ends or stops; the requests answered. */
function grow(g: Game): number {
  let n = 0;
  try {
    for (let r = g.request(); r.kind !== 'end'; r = g.request()) {
      g.answer(0);
      n++;
    }
  } catch {
    // The error is read by the test.
  }
  return n;
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

const over = (what: string) => `the game's state would hold more than 10,000,000 items (the last value kept: ${what})`;

describe('the budget of the whole state', () => {
  it('90 steps of 9,000,000 items each stop at the second, with memory bounded (it ran out of heap)', () => {
    const m = stepsModel(90, (i) => `{op: set, var: v_${i}, value_x: "[${i}] * 9000000"}`, true);
    const heap = process.memoryUsage().heapUsed;
    const started = process.cpuUsage();
    const g = newGame(m);
    expect(grow(g)).toBe(2);
    expect(errorOf(g)).toEqual({ name: 'ExprError', where: 'action grow_1', message: over("variable 'v_1'") });
    // Generous: about 1 s of CPU on the shared machine.
    expect(cpuMs(started)).toBeLessThan(30_000);
    expect(process.memoryUsage().heapUsed - heap).toBeLessThan(600_000_000);
  });

  it('the same steps without a request between them stop the same way (a step budget before)', () => {
    const m = stepsModel(90, (i) => `{op: set, var: v_${i}, value_x: "[${i}] * 9000000"}`, false);
    const g = newGame(m);
    expect(errorOf(g)).toEqual({ name: 'ExprError', where: 'action grow_1', message: over("variable 'v_1'") });
  });

  it('a variable set again counts once, and so does a value two variables share', () => {
    // 12 × 6,000,000 items stored in all, never more than 6,000,000 at once.
    const again = stepsModel(12, (i) => `{op: set, var: v, value_x: "[${i}] * 6000000"}`, true);
    const g = newGame(again);
    expect(grow(g)).toBe(12);
    expect(g.request()).toEqual({ kind: 'end', returns: [0], reason: 'flow finished without an end condition' });
    const shared = opsModel({
      vars: '{a: {init: 0}, b: {init: 0}, c: {init: 0}}',
      ops: [
        '{op: set, var: a, value_x: "[0] * 6000000"}',
        '{op: set, var: b, value_x: "a"}',
        '{op: set, var: c, value_x: "a + [1]"}',
      ],
    });
    // a and b are one list; c is a new one, which takes the state past the budget.
    expect(errorOf(newGame(shared))).toEqual({ name: 'ExprError', where: 'action act', message: over("variable 'c'") });
  });

  it('local names held within one request count (a TimeoutError after five lists before)', () => {
    const lets = Array.from({ length: 90 }, (_, i) => `{op: let, bind: x_${i}, value_x: "[${i}] * 9000000"}`);
    const g = newGame(opsModel({ ops: lets }));
    expect(errorOf(g)).toEqual({ name: 'ExprError', where: 'action act', message: over("local name 'x_1'") });
  });

  it('zones, attributes and text count too', () => {
    const pile = stepsModel(5, () => `{op: place, what_x: "[0] * 4000000", to: pile}`, true);
    const g = newGame(pile);
    expect(grow(g)).toBe(3);
    expect(errorOf(g).message).toBe(over("zone 'pile'"));
    const attrs = stepsModel(
      5,
      (i) =>
        i === 0
          ? `{op: create, what: {kind: token}, to: pile, n: 3, bind: t}, {op: set, var: v, value_x: "pile"}`
          : `{op: set, of_x: "v[${i % 3}]", attr: big${i}, value_x: "[0] * 4000000"}`,
      true,
    );
    const h = newGame(attrs);
    expect(grow(h)).toBe(4);
    expect(errorOf(h).message).toBe(over("attribute 'big3'"));
    // A text counts a step per 8 characters: 1,125,001 items each, the ninth passes 10,000,000.
    const texts = stepsModel(12, (i) => `{op: set, var: v_${i}, value_x: "'x' * 9000000"}`, true);
    const k = newGame(texts);
    expect(grow(k)).toBe(9);
    expect(errorOf(k).message).toBe(over("variable 'v_8'"));
  });

  it('clones and snapshots carry the count, and a snapshot without it is counted when restored', () => {
    // A small state to copy (2,000,000 items), then a store that takes it past the budget.
    const m = stepsModel(3, (i) => `{op: set, var: v_${i}, value_x: "[${i}] * ${i === 0 ? 2_000_000 : 9_000_000}"}`, true);
    const g = newGame(m);
    g.answer(0);
    type Written = Omit<GameSnapshot, 'data'> & { data: Record<string, unknown> };
    const json = JSON.parse(JSON.stringify(g.snapshot())) as Written;
    // v_0's list and its place, and one each for the four variables and the two actors so far.
    expect(json.data['kept']).toBe(2_000_007);
    const older: Written = { ...json, data: { ...json.data } };
    delete older.data['kept'];
    for (const copy of [g.clone(), restoreGame(m, json as GameSnapshot), restoreGame(m, older as GameSnapshot), g]) {
      copy.answer(0);
      expect(errorOf(copy)).toEqual({ name: 'ExprError', where: 'action grow_1', message: over("variable 'v_1'") });
    }
    const bad: Written = { ...json, data: { ...json.data, kept: -1 } };
    expect(() => restoreGame(m, bad as GameSnapshot)).toThrow(SnapshotError);
    expect(() => restoreGame(m, bad as GameSnapshot)).toThrow('snapshot: kept: expected a whole number from 0');
  });
});
