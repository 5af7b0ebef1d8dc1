// docs/board-geometry.md#board-functions "Paths": path, path_cost, reachable; square paths cross-checked with an
// independent breadth-first search.

import { describe, expect, test } from 'vitest';
import { loadBoard, neighbours, path, pathCost, reachable, type Board } from '../src/index.js';
import { expectError, hexMap, random, SKIRMISH_MAP, squareMap } from './maps.js';

const open3 = loadBoard('open', { width: 3, height: 3 });

// A corridor: A starts, B is behind a wall, X are obstacles passed as `blocked`.
//   y=3  . . . .
//   y=2  X X .|B
//   y=1  . . . .
//   y=0  A . X .
const drawn = squareMap(`
  . . . .
  X X .|B
  . . . .
  A . X .
`);
const corridor = drawn.board;
const X = drawn.marks['X']!;

// An enclosed cell: 1,1 can only be reached through its walls.
const boxed = squareMap(`
  . . .
  .|.|.
    -
  . . .
`).board;
const boxedAll = loadBoard('boxed', {
  width: 3,
  height: 3,
  walls: [
    ['1,1', '0,1'],
    ['1,1', '2,1'],
    ['1,1', '1,0'],
    ['1,1', '1,2'],
  ],
});

const skirmish = hexMap(SKIRMISH_MAP).board;
const TERRAIN = { '2,2': 2, '1,2': 2 };

type Case = [string, () => unknown, unknown];

describe('§2 path and path_cost', () => {
  test.each<Case>([
    ['start == goal: []', () => path(open3, '1,1', '1,1'), []],
    ['start == goal: cost 0', () => pathCost(open3, '1,1', '1,1'), 0],
    ['start == goal even when blocked', () => path(open3, '1,1', '1,1', { blocked: ['1,1'] }), []],
    ['start == goal even when in through', () => pathCost(open3, '1,1', '1,1', { through: ['1,1'] }), 0],
    ['one step', () => path(open3, '0,0', '0,1'), ['0,1']],
    // Equal cost: the path found first wins, neighbours tried in the order n e s w.
    ['tie-break: north first', () => path(open3, '0,0', '2,2'), ['0,1', '0,2', '1,2', '2,2']],
    ['tie-break going down', () => path(open3, '2,2', '0,0'), ['2,1', '2,0', '1,0', '0,0']],
    ['tie-break: east before south', () => path(open3, '0,2', '2,0'), ['1,2', '2,2', '2,1', '2,0']],
    ['costs change the route', () => path(open3, '0,0', '2,2', { costs: { '0,1': 2 } }), ['1,0', '1,1', '1,2', '2,2']],
    ['cost of that route', () => pathCost(open3, '0,0', '2,2', { costs: { '0,1': 2 } }), 4],
    ['a cost of 0', () => pathCost(open3, '0,0', '2,2', { costs: { '1,0': 0, '2,0': 0 } }), 2],
    ['decimal costs', () => pathCost(open3, '0,0', '0,2', { costs: { '0,1': 0.5, '0,2': 1.25 } }), 1.75],
    ['costs for cells not on the board are ignored', () => pathCost(open3, '0,0', '0,1', { costs: { z9: 5 } }), 1],
    [
      'a cost of inf is a number too',
      () => pathCost(open3, '0,0', '2,0', { costs: { '1,0': Infinity, '0,1': Infinity } }),
      Infinity,
    ],
    [
      'reachable never enters a cell of cost inf with finite points',
      () => reachable(open3, '0,0', 100, { costs: { '1,0': Infinity, '0,1': Infinity } }),
      [],
    ],
    ['the cost of the goal counts, not of the start', () => pathCost(open3, '0,0', '0,1', { costs: { '0,0': 9, '0,1': 3 } }), 3],
    ['start is never checked against blocked', () => path(open3, '0,0', '0,2', { blocked: ['0,0'] }), ['0,1', '0,2']],
    ['goal in blocked: None', () => path(open3, '0,0', '0,2', { blocked: ['0,2'] }), null],
    ['goal in blocked: cost None', () => pathCost(open3, '0,0', '0,2', { blocked: ['0,2'] }), null],
    ['goal in through: None', () => path(open3, '0,0', '0,2', { through: ['0,2'] }), null],
    ['through cells can be passed', () => path(open3, '0,0', '0,2', { through: ['0,1'] }), ['0,1', '0,2']],
    ['blocked cells force a detour', () => path(open3, '0,0', '0,2', { blocked: ['0,1'] }), ['1,0', '1,1', '1,2', '0,2']],
    ['blocked as a dict', () => path(open3, '0,0', '0,2', { blocked: { '0,1': 'orc' } }), ['1,0', '1,1', '1,2', '0,2']],
    ['blocked as text', () => pathCost(open3, '0,0', '0,2', { blocked: 'wall at 0,1' }), 4],
    ['unreachable: None', () => path(open3, '0,0', '2,2', { blocked: ['1,2', '2,1'] }), null],
    ['unreachable: cost None', () => pathCost(open3, '0,0', '2,2', { blocked: ['1,2', '2,1'] }), null],
    ['around a wall and obstacles', () => path(corridor, '0,0', '3,2', { blocked: X }), ['0,1', '1,1', '2,1', '3,1', '3,2']],
    ['over the wall is not allowed', () => pathCost(corridor, '2,2', '3,2'), 3],
    ['walled in: None', () => path(boxedAll, '0,0', '1,1'), null],
    ['walled out: None', () => path(boxedAll, '1,1', '0,0'), null],
    ['around the box, east first', () => path(boxed, '1,0', '1,2'), ['2,0', '2,1', '2,2', '1,2']],
    ['the one open side is the top', () => path(boxed, '0,0', '1,1'), ['0,1', '0,2', '1,2', '1,1']],
    // The only way through the gap column is 2,2; 4,2 is found before 4,1 (e before ne).
    ['hex: through the gap', () => path(skirmish, '0,1', '5,1'), ['1,1', '2,1', '2,2', '3,2', '4,2', '5,1']],
    ['hex: through the gap, cost', () => pathCost(skirmish, '0,1', '5,1'), 6],
    ['hex: difficult terrain on the gap', () => pathCost(skirmish, '0,1', '5,1', { costs: TERRAIN }), 7],
    [
      'hex: the same route with terrain',
      () => path(skirmish, '0,1', '5,1', { costs: TERRAIN }),
      ['1,1', '2,1', '2,2', '3,2', '4,2', '5,1'],
    ],
    // Both routes cost 4; 1,2 (cost 2, pushed first, east) settles before 2,1 reaches 2,2.
    ['hex: equal cost, the path found first', () => path(skirmish, '0,2', '2,2', { costs: TERRAIN }), ['1,2', '2,2']],
    ['hex: equal cost, its cost', () => pathCost(skirmish, '0,2', '2,2', { costs: TERRAIN }), 4],
    ['hex: obstacle on the gap', () => path(skirmish, '0,1', '5,1', { blocked: ['2,2'] }), null],
  ])('%s', (_label, run, expected) => {
    expect(run()).toEqual(expected);
  });
});

describe('§2 reachable', () => {
  test.each<Case>([
    // Cheapest first; on equal cost in the order found (n e s w).
    ['within 2, without start', () => reachable(open3, '0,0', 2), ['0,1', '1,0', '0,2', '1,1', '2,0']],
    ['within 1', () => reachable(open3, '1,1', 1), ['1,2', '2,1', '1,0', '0,1']],
    ['points 0', () => reachable(open3, '1,1', 0), []],
    ['negative points', () => reachable(open3, '1,1', -1), []],
    ['decimal points', () => reachable(open3, '0,0', 1.5), ['0,1', '1,0']],
    [
      'through cells are passed but left out',
      () => reachable(open3, '0,0', 2, { through: ['0,1'] }),
      ['1,0', '0,2', '1,1', '2,0'],
    ],
    ['blocked cells are not entered', () => reachable(open3, '0,0', 2, { blocked: ['0,1'] }), ['1,0', '1,1', '2,0']],
    [
      'costs: cheapest first, then in the order found',
      () => reachable(open3, '0,0', 2, { costs: { '0,1': 2, '1,0': 0.5 } }),
      ['1,0', '1,1', '2,0', '0,1'],
    ],
    ['a cost of 0 is reachable with 0 points', () => reachable(open3, '0,0', 0, { costs: { '1,0': 0 } }), ['1,0']],
    ['everything', () => reachable(open3, '0,0', Infinity).length, 8],
    ['walls are respected', () => reachable(boxedAll, '1,1', 5), []],
    [
      'hex with an obstacle',
      () => reachable(skirmish, '4,3', 2, { blocked: ['5,2'], costs: TERRAIN }),
      ['5,3', '4,4', '3,4', '3,3', '4,2', '2,4', '3,2', '4,1', '5,1'],
    ],
    // 2,2 costs 2: found third, listed after every cell of cost 1.
    [
      'hex with difficult terrain',
      () => reachable(skirmish, '3,2', 2, { costs: TERRAIN }),
      ['4,2', '3,3', '4,1', '2,2', '5,2', '4,3', '5,1', '3,4', '2,4', '4,0', '5,0'],
    ],
  ])('%s', (_label, run, expected) => {
    expect(run()).toEqual(expected);
  });
});

describe('§2 errors of path functions', () => {
  test.each<[string, () => unknown, string]>([
    [
      'costs as a list',
      () => path(open3, '0,0', '1,1', { costs: ['a'] as unknown as Record<string, number> }),
      "costs must be a dict {cell: cost}, not ['a']",
    ],
    [
      'a long list is cut in the message',
      () => path(open3, '0,0', '1,1', { costs: [...Array(12).keys()] as unknown as Record<string, number> }),
      'costs must be a dict {cell: cost}, not [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, ...]',
    ],
    [
      'costs as text',
      () => pathCost(open3, '0,0', '1,1', { costs: 'x' as unknown as Record<string, number> }),
      "costs must be a dict {cell: cost}, not 'x'",
    ],
    [
      'negative cost',
      () => pathCost(open3, '0,0', '1,1', { costs: { '2,2': -1 } }),
      "cost of '2,2' must be a number ≥ 0, not -1",
    ],
    ['cost as text', () => reachable(open3, '0,0', 2, { costs: { '1,1': '2' } }), "cost of '1,1' must be a number ≥ 0, not '2'"],
    ['cost None', () => path(open3, '0,0', '1,1', { costs: { '1,1': null } }), "cost of '1,1' must be a number ≥ 0, not None"],
    ['cost nan', () => path(open3, '0,0', '1,1', { costs: { '1,1': NaN } }), "cost of '1,1' must be a number ≥ 0, not nan"],
    ['points None', () => reachable(open3, '0,0', null as unknown as number), 'reachable: points must be a number, not None'],
    ['points text', () => reachable(open3, '0,0', '2' as unknown as number), "reachable: points must be a number, not '2'"],
    ['points nan', () => reachable(open3, '0,0', NaN), 'reachable: points must be a number, not nan'],
    [
      'blocked not a collection',
      () => path(open3, '0,0', '1,1', { blocked: 3 as unknown as string[] }),
      'blocked must be a list, set or dict of cells, not 3',
    ],
    [
      'through not a collection',
      () => reachable(open3, '0,0', 1, { through: true as unknown as string[] }),
      'through must be a list, set or dict of cells, not True',
    ],
    ['unknown start', () => path(open3, 'a1', '1,1'), "cell 'a1' does not exist on board 'open'"],
    ['unknown goal', () => pathCost(open3, '0,0', '3,3'), "cell '3,3' does not exist on board 'open'"],
    [
      'arguments are checked even when start == goal',
      () => path(open3, '0,0', '0,0', { costs: { '0,0': -2 } }),
      "cost of '0,0' must be a number ≥ 0, not -2",
    ],
  ])('%s', (_label, run, message) => {
    expectError(run, 'ValueError', message);
  });
});

// An independent breadth-first search on a square board described by its parameters, with
// neighbours in the order of §1; its paths must be exactly those of `path` for unit costs.
describe('square paths against breadth-first search', () => {
  const ORTHOGONAL = [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ];
  const ALL = [
    [0, 1],
    [1, 1],
    [1, 0],
    [1, -1],
    [0, -1],
    [-1, -1],
    [-1, 0],
    [-1, 1],
  ];

  function bfs(
    width: number,
    height: number,
    dirs: number[][],
    holes: Set<string>,
    walls: Set<string>,
    blocked: Set<string>,
    start: string,
  ) {
    const prev = new Map<string, string | null>([[start, null]]);
    const dist = new Map<string, number>([[start, 0]]);
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      const u = queue[i]!;
      const [x, y] = u.split(',').map(Number) as [number, number];
      for (const [dx, dy] of dirs) {
        const nx = x + dx!,
          ny = y + dy!;
        const v = `${nx},${ny}`;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height || holes.has(v) || blocked.has(v)) continue;
        if (walls.has(`${u}|${v}`) || prev.has(v)) continue;
        prev.set(v, u);
        dist.set(v, dist.get(u)! + 1);
        queue.push(v);
      }
    }
    const pathTo = (goal: string): string[] | null => {
      if (!prev.has(goal)) return null;
      const out: string[] = [];
      for (let c: string | null = goal; c !== start && c !== null; c = prev.get(c)!) out.push(c);
      return out.reverse();
    };
    return { order: queue, dist, pathTo };
  }

  for (const neighbours of [4, 8] as const) {
    test(`${neighbours} neighbours, 40 random boards with holes, walls and obstacles`, () => {
      const next = random(neighbours);
      for (let round = 0; round < 40; round++) {
        const width = 4 + Math.floor(next() * 10);
        const height = 4 + Math.floor(next() * 10);
        const all: string[] = [];
        for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) all.push(`${x},${y}`);
        const holes = all.filter(() => next() < 0.1);
        const holeSet = new Set(holes);
        const present = all.filter((c) => !holeSet.has(c));
        const walls: [string, string][] = [];
        for (const c of present) {
          const [x, y] = c.split(',').map(Number) as [number, number];
          for (const [dx, dy] of [
            [1, 0],
            [0, 1],
          ]) {
            const o = `${x + dx!},${y + dy!}`;
            if (present.includes(o) && next() < 0.15) walls.push([c, o]);
          }
        }
        const wallSet = new Set(walls.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
        const blocked = present.filter(() => next() < 0.15);
        const board: Board = loadBoard('r', { width, height, neighbours, missing: holes, walls });
        const start = present[Math.floor(next() * present.length)]!;
        const reference = bfs(width, height, neighbours === 4 ? ORTHOGONAL : ALL, holeSet, wallSet, new Set(blocked), start);
        for (const goal of present) {
          const expected = goal === start ? [] : blocked.includes(goal) ? null : reference.pathTo(goal);
          expect(path(board, start, goal, { blocked })).toEqual(expected);
          expect(pathCost(board, start, goal, { blocked })).toBe(expected === null ? null : expected.length);
        }
        for (const points of [0, 1, 3, 100]) {
          const expected = reference.order.filter((c) => c !== start && reference.dist.get(c)! <= points);
          expect(reachable(board, start, points, { blocked })).toEqual(expected);
        }
      }
    });
  }
});

// With costs, three queues must agree: small integer costs use one bucket per cost, other costs a
// heap. Halving every cost keeps every comparison, so the paths and orders must be the same; the
// costs are checked against a plain relaxation until nothing changes (Bellman-Ford).
describe('costs: bucket queue, heap and a plain relaxation agree', () => {
  for (const spec of [
    { width: 9, height: 7 },
    { width: 8, height: 8, neighbours: 8 },
    { kind: 'hex', radius: 4 },
  ]) {
    test(JSON.stringify(spec), () => {
      const next = random(7);
      for (let round = 0; round < 15; round++) {
        const board = loadBoard('c', spec);
        const costs: Record<string, number> = {};
        const halved: Record<string, number> = {};
        for (const c of board.cells) {
          costs[c] = Math.floor(next() * 4);
          halved[c] = costs[c]! / 2;
        }
        costs[board.cells[0]!] = 1; // at least one odd cost, so the halved costs are not integers
        halved[board.cells[0]!] = 0.5;
        const blocked = board.cells.filter(() => next() < 0.15);
        const start = board.cells[Math.floor(next() * board.cells.length)]!;

        const best = new Map<string, number>([[start, 0]]);
        for (let changed = true; changed;) {
          changed = false;
          for (const [c, at] of best) {
            for (const n of neighbours(board, c)) {
              if (blocked.includes(n)) continue;
              const via = at + costs[n]!;
              if (via < (best.get(n) ?? Infinity)) {
                best.set(n, via);
                changed = true;
              }
            }
          }
        }

        for (const goal of board.cells) {
          const ours = path(board, start, goal, { blocked, costs });
          expect(path(board, start, goal, { blocked, costs: halved })).toEqual(ours);
          const cost = pathCost(board, start, goal, { blocked, costs });
          expect(pathCost(board, start, goal, { blocked, costs: halved })).toBe(cost === null ? null : cost / 2);
          const expected = goal === start ? 0 : blocked.includes(goal) ? null : (best.get(goal) ?? null);
          expect(cost).toBe(expected);
          if (ours !== null && ours.length > 0) {
            expect(ours.reduce((sum, c) => sum + costs[c]!, 0)).toBe(cost);
            [start, ...ours].slice(1).forEach((c, i) => expect(neighbours(board, [start, ...ours][i]!)).toContain(c));
          }
        }
        for (const points of [0, 2, 5]) {
          expect(reachable(board, start, points / 2, { blocked, costs: halved })).toEqual(
            reachable(board, start, points, { blocked, costs }),
          );
        }
      }
    });
  }
});
