// Repeated questions are answered from what earlier calls read and settled (see memo.ts and
// groups.ts). These answers must be exactly those of a board that remembers nothing, whatever
// changed between the calls: a blocked cell, a cost, a list or dict changed in place.

import { describe, expect, test } from 'vitest';
import { lineOfSight, loadBoard, path, pathCost, ray, reachable, shape, type Board } from '../src/index.js';
import { random } from './maps.js';

// A 5×1 strip: 0,0 1,0 2,0 3,0 4,0, and a second row to walk around on.
const strip = (): Board => loadBoard('strip', { width: 5, height: 2 });

describe('never stale', () => {
  test('a blocked cell changed between two calls (a new list each time)', () => {
    const board = strip();
    for (let i = 0; i < 3; i++) expect(pathCost(board, '0,0', '4,0', { blocked: ['2,1'] })).toBe(4);
    expect(pathCost(board, '0,0', '4,0', { blocked: ['2,0'] })).toBe(6);
    expect(path(board, '0,0', '4,0', { blocked: ['2,0'] })).toEqual(['0,1', '1,1', '2,1', '3,1', '4,1', '4,0']);
    expect(pathCost(board, '0,0', '4,0', { blocked: ['2,0', '2,1'] })).toBe(null);
    expect(reachable(board, '0,0', 2, { blocked: ['1,0'] })).toEqual(['0,1', '1,1']);
  });

  test('a list changed in place between calls, short and long', () => {
    const board = loadBoard('wide', { width: 20, height: 2 });
    const short = ['5,1'];
    const long = Array.from({ length: 12 }, (_, x) => `${x + 6},1`);
    for (const blocked of [short, long]) {
      for (let i = 0; i < 3; i++) expect(pathCost(board, '0,0', '19,0', { blocked })).toBe(19);
      // With 4,0 also blocked the short list cuts the strip; the long one leaves 5,1 open.
      blocked.push('4,0');
      expect(pathCost(board, '0,0', '19,0', { blocked })).toBe(blocked === short ? null : 21);
      blocked.pop();
      blocked[0] = '3,0';
      expect(pathCost(board, '0,0', '19,0', { blocked })).toBe(21);
    }
  });

  test('a cost changed in place between calls', () => {
    const board = strip();
    const costs: Record<string, number> = { '2,0': 1 };
    for (let i = 0; i < 3; i++) expect(pathCost(board, '0,0', '4,0', { costs })).toBe(4);
    costs['2,0'] = 5;
    expect(pathCost(board, '0,0', '4,0', { costs })).toBe(6);
    expect(reachable(board, '0,0', 2, { costs })).toEqual(['0,1', '1,0', '1,1']);
    delete costs['2,0'];
    costs['3,0'] = 2.5;
    expect(pathCost(board, '0,0', '4,0', { costs })).toBe(5.5);
  });

  test('through cells changed between calls', () => {
    const board = strip();
    for (let i = 0; i < 3; i++) expect(reachable(board, '0,0', 1, { through: ['1,0'] })).toEqual(['0,1']);
    expect(reachable(board, '0,0', 1, { through: ['0,1'] })).toEqual(['1,0']);
    expect(pathCost(board, '0,0', '1,0', { through: ['1,0'] })).toBe(null);
    expect(pathCost(board, '0,0', '1,0', { through: ['0,1'] })).toBe(1);
  });

  test('ray and line_of_sight with a dict and a long list changed in place', () => {
    const board = loadBoard('row', { width: 12, height: 1 });
    const occupied: Record<string, string> = { '3,0': 'wR' };
    for (let i = 0; i < 3; i++) expect(ray(board, '0,0', 'e', occupied)).toEqual(['1,0', '2,0', '3,0']);
    delete occupied['3,0'];
    occupied['1,0'] = 'bP';
    expect(ray(board, '0,0', 'e', occupied)).toEqual(['1,0']);
    const blockers = Array.from({ length: 9 }, (_, x) => `${x + 3},1`); // none on the row
    for (let i = 0; i < 3; i++) expect(lineOfSight(board, '0,0', '11,0', { blockers })).toBe(true);
    blockers[4] = '5,0';
    expect(lineOfSight(board, '0,0', '11,0', { blockers })).toBe(false);
  });
});

describe('lines of sight and shapes asked again', () => {
  test('a blocker added and removed between the same two questions', () => {
    const board = loadBoard('row', { width: 6, height: 1 });
    const blockers: string[] = [];
    for (const corners of [false, true]) {
      expect(lineOfSight(board, '0,0', '5,0', { corners, blockers })).toBe(true);
      blockers.push('3,0');
      expect(lineOfSight(board, '0,0', '5,0', { corners, blockers })).toBe(false);
      blockers.pop();
      expect(lineOfSight(board, '0,0', '5,0', { corners, blockers })).toBe(true);
    }
  });

  test('a pattern changed in place, and the answer changed by the caller', () => {
    const board = loadBoard('hex', { kind: 'hex', radius: 2 });
    const vector = [1, 0];
    const pattern: unknown[] = [[0, 0], vector];
    expect(shape(board, '0,0', pattern as never)).toEqual(['0,0', '1,0']);
    expect(shape(board, '0,0', pattern as never, 1)).toEqual(['0,0', '0,1']);
    vector[0] = -1;
    expect(shape(board, '0,0', pattern as never)).toEqual(['0,0', '-1,0']);
    pattern.push('ne');
    const cells = shape(board, '0,0', pattern as never);
    expect(cells).toEqual(['0,0', '-1,0', '1,-1']);
    cells.push('changed');
    expect(shape(board, '0,0', pattern as never)).toEqual(['0,0', '-1,0', '1,-1']);
  });
});

// Many questions from a few starts with a few sets of obstacles and costs, asked of one board in
// a random order, against the same questions each asked of a newly loaded board.
describe('remembered answers equal fresh ones', () => {
  for (const spec of [
    { width: 9, height: 7 },
    { width: 8, height: 8, neighbours: 8 },
    { kind: 'hex', radius: 4 },
  ]) {
    test(JSON.stringify(spec), () => {
      const next = random(11);
      const shared = loadBoard('m', spec);
      const cells = shared.cells;
      const pick = (): string => cells[Math.floor(next() * cells.length)]!;
      const starts = [pick(), pick(), pick()];
      const blockedSets = [[], cells.filter(() => next() < 0.2), cells.filter(() => next() < 0.1)];
      const costSets: (Record<string, number> | null)[] = [null, {}, {}];
      for (const c of cells) {
        if (next() < 0.3) costSets[1]![c] = 1 + Math.floor(next() * 3);
        if (next() < 0.3) costSets[2]![c] = next() * 2;
      }
      for (let q = 0; q < 600; q++) {
        const start = starts[Math.floor(next() * starts.length)]!;
        const options = {
          blocked: blockedSets[Math.floor(next() * blockedSets.length)]!,
          costs: costSets[Math.floor(next() * costSets.length)]!,
          through: next() < 0.3 ? [pick(), pick()] : null,
        };
        const kind = Math.floor(next() * 3);
        const goal = pick();
        const points = Math.floor(next() * 8) / 2;
        const ask = (board: Board): unknown =>
          kind === 0
            ? path(board, start, goal, options)
            : kind === 1
              ? pathCost(board, start, goal, options)
              : reachable(board, start, points, options);
        expect(ask(shared)).toEqual(ask(loadBoard('m', spec)));
      }
    });
  }
});
