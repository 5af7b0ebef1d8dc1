// Evaluations per second of representative rule expressions, each against the same computation
// written as a plain TypeScript function, and against two popular JavaScript expression
// libraries where they can express it. Run with `pnpm bench` (after a build).
//
// Each timed call runs the expression INNER times, so the timer's own cost does not swamp
// expressions that take a few nanoseconds.

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import exprEval from 'expr-eval';
import { compileExpression } from 'filtrex';
import { compile, equals, fromJS, newDict, scopeOf, toJS, type Scope, type Value } from '@tabletwin/expr';

const INNER = 1000;

interface Case {
  readonly name: string;
  readonly src: string;
  readonly names: Record<string, unknown>;
  /** The same computation in plain TypeScript, over the same data. */
  readonly ts: (v: Vars) => unknown;
  /** The expression for expr-eval and filtrex, when they can express it. */
  readonly exprEval?: string;
  readonly filtrex?: string;
}

type Vars = Record<string, Value>;
type Dict = Record<string, Value>;

const cards = Array.from({ length: 30 }, (_, i) => ({ name: `card${i}`, cost: (i * 7) % 10, value: (i * 3) % 8 }));
const words = Array.from({ length: 50 }, (_, i) => 'w'.repeat(1 + ((i * 17) % 13)) + i);
const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];
const board = ['X', 'O', 'X', null, 'O', null, 'O', 'X', 'X'];
const SIDES = ['hero', 'monster', 'monster', 'neutral', 'monster'];
const figures = Array.from({ length: 50 }, (_, i) => ({
  id: `f${i}`,
  side: SIDES[i % SIDES.length]!,
  hp: (i * 5) % 7,
  cell: `${i % 7},${(i * 3) % 5}`,
}));

const CASES: Case[] = [
  {
    name: 'score comparison',
    src: 'score[actor] >= GOAL',
    names: { score: [3, 25, 12], actor: 1, GOAL: 20 },
    ts: (v) => (v.score as number[])[v.actor as number]! >= (v.GOAL as number),
    exprEval: 'score[actor] >= GOAL',
  },
  {
    name: 'filter a hand of 30 cards',
    src: "[c for c in hand if c['cost'] <= gold]",
    names: { hand: cards, gold: 4 },
    ts: (v) => (v.hand as Dict[]).filter((c) => (c.cost as number) <= (v.gold as number)),
  },
  {
    name: 'tic-tac-toe: any line of 8 full',
    src: 'any(all(board[i] == mark for i in line) for line in LINES)',
    names: { board, LINES, mark: 'O' },
    ts: (v) => (v.LINES as number[][]).some((line) => line.every((i) => (v.board as Value[])[i] === v.mark)),
  },
  {
    name: 'sorted 50 texts by key',
    src: 'sorted(words, key=len, reverse=True)',
    names: { words },
    ts: (v) => [...(v.words as string[])].sort((a, b) => b.length - a.length),
  },
  {
    name: 'nested dict access',
    src: "content['units']['archer']['stats']['attack'] + level",
    names: { content: { units: { archer: { stats: { attack: 3, range: 4 } }, knight: { stats: { attack: 5 } } } }, level: 2 },
    ts: (v) => (((((v.content as Dict).units as Dict).archer as Dict).stats as Dict).attack as number) + (v.level as number),
    exprEval: 'content.units.archer.stats.attack + level',
    filtrex: 'attack of stats of archer of units of content + level',
  },
  {
    name: 'sum over a generator',
    src: "sum(c['value'] for c in table)",
    names: { table: cards },
    ts: (v) => {
      let total = 0;
      for (const c of v.table as Dict[]) total += c.value as number;
      return total;
    },
  },
  {
    name: 'flat and/or/not in rule',
    src: "phase == 'play' and actor not in passed and (len(hand[actor]) > 0 or can_draw)",
    names: { phase: 'play', actor: 2, passed: [0, 3], hand: [['a'], [], ['b', 'c'], []], can_draw: false },
    ts: (v) =>
      v.phase === 'play' &&
      !(v.passed as number[]).includes(v.actor as number) &&
      ((v.hand as Value[][])[v.actor as number]!.length > 0 || (v.can_draw as boolean)),
  },
  {
    name: 'text == in a comprehension over 50 dicts',
    src: "[f for f in figures if f['side'] == 'monster' and f['hp'] > 0]",
    names: { figures },
    ts: (v) => (v.figures as Dict[]).filter((f) => f.side === 'monster' && (f.hp as number) > 0),
  },
  {
    name: 'a free cell: not in, any over 50 dicts',
    src: "c not in OBSTACLES and not any(f['cell'] == c and f['id'] != own for f in figures)",
    names: { c: '7,0', OBSTACLES: ['5,2', '3,3', '1,1'], figures, own: 'f3' },
    ts: (v) =>
      !(v.OBSTACLES as string[]).includes(v.c as string) && !(v.figures as Dict[]).some((f) => f.cell === v.c && f.id !== v.own),
  },
];

interface Row {
  name: string;
  ts: number;
  tsValues: number;
  expr: number;
  exprEval: number | null;
  filtrex: number | null;
}

function evalsPerSecond(bench: Bench, task: string): number {
  const t = bench.getTask(task);
  const r = t?.result;
  if (!r || (r.state !== 'completed' && r.state !== 'aborted-with-statistics')) throw new Error(`${task}: no result`);
  return (INNER * 1000) / r.latency.p50;
}

function same(a: unknown, b: unknown): boolean {
  return equals(fromJS(a), fromJS(b));
}

// Two copies of the data, used in turn, so no optimizer can hoist a computation out of the
// timing loop as if its input never changed.
interface Inputs {
  scopes: [Scope, Scope];
  /** Ordinary JS objects, as hand-written TypeScript would use. */
  plain: [Record<string, unknown>, Record<string, unknown>];
  /** The language's own values (null-prototype dicts), as the engine's state holds them. */
  values: [Record<string, unknown>, Record<string, unknown>];
}

function inputs(c: Case): Inputs {
  const make = (): [Scope, Record<string, unknown>, Record<string, unknown>] => {
    const values = new Map<string, Value>();
    for (const [k, v] of Object.entries(c.names)) values.set(k, fromJS(v));
    const dict = newDict(values);
    return [scopeOf(values), toJS(dict) as Record<string, unknown>, dict];
  };
  const [s0, p0, v0] = make();
  const [s1, p1, v1] = make();
  return { scopes: [s0, s1], plain: [p0, p1], values: [v0, v1] };
}

async function measure(c: Case): Promise<Row> {
  const { scopes, plain } = inputs(c);
  const compiled = compile(c.src);
  const expected = c.ts(plain[0] as Vars);
  const ours = compiled.evaluate(scopes[0]);
  if (!same(expected, toJS(ours)))
    throw new Error(`${c.name}: expr gives ${JSON.stringify(toJS(ours))}, TypeScript ${JSON.stringify(expected)}`);

  let sink: unknown;
  const bench = new Bench({ time: 400, warmupTime: 100 });
  bench.add('ts', () => {
    for (let i = 0; i < INNER; i++) sink = c.ts(plain[i & 1] as Vars);
  });
  bench.add('expr', () => {
    for (let i = 0; i < INNER; i++) sink = compiled.evaluate(scopes[i & 1]!);
  });
  if (c.exprEval) {
    const e = new exprEval.Parser().parse(c.exprEval);
    if (!same(expected, e.evaluate(plain[0] as never))) throw new Error(`${c.name}: expr-eval disagrees`);
    bench.add('expr-eval', () => {
      for (let i = 0; i < INNER; i++) sink = e.evaluate(plain[i & 1] as never);
    });
  }
  if (c.filtrex) {
    const f = compileExpression(c.filtrex);
    if (!same(expected, f(plain[0]))) throw new Error(`${c.name}: filtrex disagrees`);
    bench.add('filtrex', () => {
      for (let i = 0; i < INNER; i++) sink = f(plain[i & 1]);
    });
  }
  await bench.run();
  void sink;
  return {
    name: c.name,
    ts: evalsPerSecond(bench, 'ts'),
    tsValues: 0,
    expr: evalsPerSecond(bench, 'expr'),
    exprEval: c.exprEval ? evalsPerSecond(bench, 'expr-eval') : null,
    filtrex: c.filtrex ? evalsPerSecond(bench, 'filtrex') : null,
  };
}

function rate(n: number | null): string {
  if (n === null) return '–';
  if (n >= 1e6) return `${(n / 1e6).toFixed(2)} M/s`;
  return `${(n / 1e3).toFixed(1)} k/s`;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * The TypeScript versions on the language's own values, measured in a separate process: V8
 * shares what it learns about a function's inputs between closures of one function, so the
 * same functions cannot be measured on two kinds of objects in one process.
 */
async function valuesBaseline(): Promise<void> {
  const rates: number[] = [];
  for (const c of CASES) {
    const { values } = inputs(c);
    let sink: unknown;
    const bench = new Bench({ time: 400, warmupTime: 100 });
    bench.add('ts-values', () => {
      for (let i = 0; i < INNER; i++) sink = c.ts(values[i & 1] as Vars);
    });
    await bench.run();
    void sink;
    rates.push(evalsPerSecond(bench, 'ts-values'));
  }
  console.log(JSON.stringify(rates));
}

if (process.argv.includes('--values-baseline')) {
  await valuesBaseline();
  process.exit(0);
}

const rows: Row[] = [];
for (const c of CASES) rows.push(await measure(c));
const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--values-baseline'], { encoding: 'utf8' });
if (child.status !== 0) throw new Error(`values baseline failed: ${child.stderr}`);
(JSON.parse(child.stdout) as number[]).forEach((r, i) => (rows[i]!.tsValues = r));

const lines = [
  '| expression | TS, plain objects | TS, same values | @tabletwin/expr | slowdown vs TS plain | vs TS same values | expr-eval 2.0.2 | filtrex 3.1.0 |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r, i) =>
      `| \`${CASES[i]!.src}\` (${r.name}) | ${rate(r.ts)} | ${rate(r.tsValues)} | ${rate(r.expr)} | ${(r.ts / r.expr).toFixed(1)}× | ${(r.tsValues / r.expr).toFixed(1)}× | ${rate(r.exprEval)} | ${rate(r.filtrex)} |`,
  ),
];
console.log(lines.join('\n'));
const plainMedian = median(rows.map((r) => r.ts / r.expr));
const valuesMedian = median(rows.map((r) => r.tsValues / r.expr));
const worst = rows.reduce((w, r) => (r.ts / r.expr > w.ts / w.expr ? r : w));
// The speed work's targets, as the package README's "Benchmark" gives them.
console.log(
  `\nmedian slowdown: ${plainMedian.toFixed(1)}× against TypeScript on plain objects, ${valuesMedian.toFixed(1)}× against TypeScript on the same values (target ≤ 5×)`,
);
console.log(`worst: ${(worst.ts / worst.expr).toFixed(1)}×, ${worst.name} (target ≤ 10×)`);
console.log(`score comparison: ${rate(rows[0]!.expr)} (target ≥ 1 M/s)`);
console.log(`node ${process.version}, ${INNER} evaluations per timed call, median of the samples`);
