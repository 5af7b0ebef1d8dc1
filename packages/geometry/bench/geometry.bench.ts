// Benchmark of path, reachable and line_of_sight on a 50×50 square board and a radius-25 hex
// board with 20% obstacles (passed as `blocked` / `blockers`, as the engine does with figures),
// against plain TypeScript written for exactly that work: a breadth-first search over a prebuilt
// adjacency array for paths, and a sampled line over a prebuilt obstacle array for sight.
// Run with `pnpm bench` in packages/geometry (uses the built package).

import { Bench } from 'tinybench';
import { boardFunctions, lineOfSight, loadBoard, path, pathCost, reachable, type Board } from '@tabletwin/geometry';

const PAIRS = 200;
// Timed calls walk through this many pairs, so a pair comes back only long after the boards'
// tables of kept searches and lines of sight (128 and 1,024 slots) have forgotten it: the rows
// measure fresh work, except the one that asks from one start on purpose.
const TIMED_PAIRS = 20_000;
const REACH = 6;
const GOALS = 20;
const TIME_MS = Number(process.env['BENCH_TIME'] ?? 1000);

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- The plain TypeScript floor: adjacency and obstacles prebuilt once, no argument checks.

interface Plain {
  names: string[];
  adjacency: Int32Array; // cell * degree + k, -1 for none
  degree: number;
  blocked: Uint8Array;
  xs: number[];
  ys: number[];
  locate: (px: number, py: number) => number;
  centre: (i: number) => [number, number];
  unit: number;
}

function plainOf(board: Board, kind: 'square' | 'hex', obstacles: readonly string[]): Plain {
  const names = [...board.cells];
  const index = new Map(names.map((n, i) => [n, i]));
  const coords = names.map((n) => n.split(',').map(Number) as [number, number]);
  const key = (x: number, y: number): string => `${x},${y}`;
  const dirs =
    kind === 'square'
      ? [
          [0, 1],
          [1, 0],
          [0, -1],
          [-1, 0],
        ]
      : [
          [1, 0],
          [0, 1],
          [-1, 1],
          [-1, 0],
          [0, -1],
          [1, -1],
        ];
  const degree = dirs.length;
  const adjacency = new Int32Array(names.length * degree).fill(-1);
  coords.forEach(([x, y], i) =>
    dirs.forEach(([dx, dy], k) => {
      adjacency[i * degree + k] = index.get(key(x + dx!, y + dy!)) ?? -1;
    }),
  );
  const blocked = new Uint8Array(names.length);
  for (const o of obstacles) blocked[index.get(o)!] = 1;
  const s3 = Math.sqrt(3);
  const locate =
    kind === 'square'
      ? (px: number, py: number): number => index.get(key(Math.round(px), Math.round(py))) ?? -1
      : (px: number, py: number): number => {
          const qf = (s3 / 3) * px - py / 3,
            rf = (2 / 3) * py,
            sf = -qf - rf;
          let q = Math.round(qf),
            r = Math.round(rf);
          const s = Math.round(sf);
          const dq = Math.abs(q - qf),
            dr = Math.abs(r - rf),
            ds = Math.abs(s - sf);
          if (dq > dr && dq > ds) q = -r - s;
          else if (dr > ds) r = -q - s;
          return index.get(key(q, r)) ?? -1;
        };
  const centre =
    kind === 'square'
      ? (i: number): [number, number] => coords[i]!
      : (i: number): [number, number] => [s3 * (coords[i]![0] + coords[i]![1] / 2), 1.5 * coords[i]![1]];
  return {
    names,
    adjacency,
    degree,
    blocked,
    locate,
    centre,
    unit: kind === 'square' ? 1 : s3,
    xs: coords.map((c) => c[0]),
    ys: coords.map((c) => c[1]),
  };
}

function plainBfs(p: Plain, start: number, goal: number, limit: number): { prev: Int32Array; order: number[]; found: boolean } {
  const n = p.names.length;
  const prev = new Int32Array(n).fill(-2);
  const dist = new Int32Array(n);
  const order = [start];
  prev[start] = -1;
  for (let head = 0; head < order.length; head++) {
    const u = order[head]!;
    if (u === goal) return { prev, order, found: true };
    if (dist[u]! >= limit) continue;
    for (let k = u * p.degree; k < u * p.degree + p.degree; k++) {
      const v = p.adjacency[k]!;
      if (v < 0 || prev[v] !== -2 || p.blocked[v]) continue;
      prev[v] = u;
      dist[v] = dist[u]! + 1;
      order.push(v);
    }
  }
  return { prev, order, found: false };
}

function plainPath(p: Plain, start: number, goal: number): string[] | null {
  const { prev, found } = plainBfs(p, start, goal, Infinity);
  if (!found) return null;
  const out: string[] = [];
  for (let c = goal; c !== start; c = prev[c]!) out.push(p.names[c]!);
  return out.reverse();
}

/** Steps from `start` to every cell (-1: unreachable), one breadth-first search. */
function plainDistances(p: Plain, start: number): Int32Array {
  const dist = new Int32Array(p.names.length).fill(-1);
  const queue = [start];
  dist[start] = 0;
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head]!;
    for (let k = u * p.degree; k < u * p.degree + p.degree; k++) {
      const v = p.adjacency[k]!;
      if (v < 0 || dist[v] !== -1 || p.blocked[v]) continue;
      dist[v] = dist[u]! + 1;
      queue.push(v);
    }
  }
  return dist;
}

function plainReachable(p: Plain, start: number, points: number): string[] {
  return plainBfs(p, start, -1, points)
    .order.slice(1)
    .map((i) => p.names[i]!);
}

function plainSight(p: Plain, a: number, b: number): boolean {
  const [ax, ay] = p.centre(a);
  const [bx, by] = p.centre(b);
  const samples = Math.max(1, Math.ceil((Math.hypot(bx - ax, by - ay) / p.unit) * 8));
  for (let i = 1; i <= samples; i++) {
    const c = p.locate(ax + ((bx - ax) * i) / samples, ay + ((by - ay) * i) / samples);
    if (c < 0) return false;
    if (c !== a && c !== b && p.blocked[c]) return false;
  }
  return true;
}

// ---- The workloads.

interface Workload {
  label: string;
  board: Board;
  plain: Plain;
  obstacles: string[];
  pairs: [string, string][];
}

function workload(label: string, name: string, spec: Record<string, unknown>, kind: 'square' | 'hex', seed: number): Workload {
  const board = loadBoard(name, spec);
  const next = random(seed);
  const obstacles = board.cells.filter(() => next() < 0.2);
  const taken = new Set(obstacles);
  const free = board.cells.filter((c) => !taken.has(c));
  const pairs: [string, string][] = [];
  for (let i = 0; i < TIMED_PAIRS; i++)
    pairs.push([free[Math.floor(next() * free.length)]!, free[Math.floor(next() * free.length)]!]);
  return { label, board, plain: plainOf(board, kind, obstacles), obstacles, pairs };
}

const workloads = [
  workload('square 50×50', 'square', { kind: 'square', width: 50, height: 50 }, 'square', 1),
  workload('hex radius 25', 'hex', { kind: 'hex', radius: 25 }, 'hex', 2),
];

// Same answers first: a benchmark of code that disagrees with its floor would mean nothing.
for (const w of workloads) {
  const index = new Map(w.plain.names.map((n, i) => [n, i]));
  for (const [a, b] of w.pairs.slice(0, PAIRS)) {
    const ours = JSON.stringify(path(w.board, a, b, { blocked: w.obstacles }));
    const floor = JSON.stringify(a === b ? [] : plainPath(w.plain, index.get(a)!, index.get(b)!));
    if (ours !== floor) throw new Error(`${w.label}: path ${a} → ${b} differs from the plain search`);
    const reach = JSON.stringify(reachable(w.board, a, REACH, { blocked: w.obstacles }));
    if (reach !== JSON.stringify(plainReachable(w.plain, index.get(a)!, REACH)))
      throw new Error(`${w.label}: reachable from ${a} differs`);
  }
}

interface Row {
  work: string;
  board: string;
  ours: number;
  floor: number | null;
}

async function measure(tasks: Record<string, () => void>): Promise<Record<string, number>> {
  const bench = new Bench({ time: TIME_MS, warmupTime: 200 });
  for (const [name, fn] of Object.entries(tasks)) bench.add(name, fn);
  await bench.run();
  const out: Record<string, number> = {};
  for (const task of bench.tasks) {
    const result = task.result;
    if (result.state !== 'completed') throw new Error(`${task.name}: ${result.state}`);
    out[task.name] = 1000 / result.period;
  }
  return out;
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const w of workloads) {
    const index = new Map(w.plain.names.map((n, i) => [n, i]));
    const idx = w.pairs.map(([a, b]) => [index.get(a)!, index.get(b)!] as const);
    const costs: Record<string, number> = {};
    w.board.cells.forEach((c, i) => {
      if (i % 7 === 0) costs[c] = 2;
    });
    const fns = boardFunctions({ [w.board.name]: w.board as unknown });
    let i = 0;
    const pair = (): [string, string] => w.pairs[i++ % TIMED_PAIRS]!;
    const ipair = (): readonly [number, number] => idx[i++ % TIMED_PAIRS]!;
    const blocked = { blocked: w.obstacles };
    const r = await measure({
      path: () => {
        const [a, b] = pair();
        path(w.board, a, b, blocked);
      },
      'path (floor)': () => {
        const [a, b] = ipair();
        plainPath(w.plain, a, b);
      },
      'path via expression adapter': () => {
        const [a, b] = pair();
        fns.path.call([w.board.name, a, b, w.obstacles], null);
      },
      'path_cost with costs': () => {
        const [a, b] = pair();
        pathCost(w.board, a, b, { blocked: w.obstacles, costs });
      },
      [`reachable ${REACH}`]: () => {
        const [a] = pair();
        reachable(w.board, a, REACH, blocked);
      },
      [`reachable ${REACH} (floor)`]: () => {
        const [a] = ipair();
        plainReachable(w.plain, a, REACH);
      },
      line_of_sight: () => {
        const [a, b] = pair();
        lineOfSight(w.board, a, b, { blockers: w.obstacles });
      },
      'line_of_sight (floor)': () => {
        const [a, b] = ipair();
        plainSight(w.plain, a, b);
      },
      'line_of_sight corners': () => {
        const [a, b] = pair();
        lineOfSight(w.board, a, b, { corners: true, blockers: w.obstacles });
      },
      // One unit asking the cost to 20 cells from where it stands: answered from one settled
      // search after the first question; the floor runs one search and reads the 20 costs.
      'path_cost, 20 goals from one start': () => {
        const [a] = pair();
        for (let k = 0; k < GOALS; k++) pathCost(w.board, a, w.pairs[k]![1], blocked);
      },
      'path_cost, 20 goals from one start (floor)': () => {
        const [a] = ipair();
        const dist = plainDistances(w.plain, a);
        let sink = 0;
        for (let k = 0; k < GOALS; k++) sink += dist[idx[k]![1]]!;
        void sink;
      },
      // Reads and checks the arguments and settles only the start: the cost of reading the
      // obstacle list that every call above pays and the floor does not.
      'reading the obstacles': () => {
        const [a] = pair();
        reachable(w.board, a, 0, blocked);
      },
    });
    rows.push(
      { work: 'path', board: w.label, ours: r['path']!, floor: r['path (floor)']! },
      { work: 'path via expression adapter', board: w.label, ours: r['path via expression adapter']!, floor: r['path (floor)']! },
      { work: 'path_cost with costs (Dijkstra)', board: w.label, ours: r['path_cost with costs']!, floor: r['path (floor)']! },
      {
        work: `reachable, ${REACH} points`,
        board: w.label,
        ours: r[`reachable ${REACH}`]!,
        floor: r[`reachable ${REACH} (floor)`]!,
      },
      { work: 'line_of_sight', board: w.label, ours: r['line_of_sight']!, floor: r['line_of_sight (floor)']! },
      { work: 'line_of_sight, corners', board: w.label, ours: r['line_of_sight corners']!, floor: r['line_of_sight (floor)']! },
      {
        work: `path_cost to ${GOALS} cells from one start`,
        board: w.label,
        ours: r['path_cost, 20 goals from one start']!,
        floor: r['path_cost, 20 goals from one start (floor)']!,
      },
      {
        work: `only reading the ${w.obstacles.length} obstacle names`,
        board: w.label,
        ours: r['reading the obstacles']!,
        floor: null,
      },
    );
  }
  const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
  console.log('| work | board | calls/s | floor calls/s | ours / floor |');
  console.log('|---|---|---:|---:|---:|');
  for (const row of rows) {
    const floor = row.floor === null ? ['–', '–'] : [fmt(row.floor), (row.ours / row.floor).toFixed(2)];
    console.log(`| ${row.work} | ${row.board} | ${fmt(row.ours)} | ${floor.join(' | ')} |`);
  }
}

await main();
