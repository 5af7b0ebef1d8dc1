// Timing for the benches of the packages above expr: this process's CPU time (other work on a
// shared machine then counts for neither side), two kinds of work measured in turns so that a busy
// spell hits both, and medians of the rounds. Figures are ratios in one run; absolute rates are noise.

/** How long each measure runs and in how many rounds: `BENCH_TIME` (ms) and `BENCH_ROUNDS`, or the defaults. */
export interface BenchTime {
  ms: number;
  rounds: number;
}

export function benchTime(ms = 2000, rounds = 5): BenchTime {
  const env = (name: string, fallback: number): number => {
    const v = Number(process.env[name]);
    return Number.isFinite(v) && v > 0 ? v : fallback;
  };
  return { ms: env('BENCH_TIME', ms), rounds: Math.round(env('BENCH_ROUNDS', rounds)) };
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Runs `work()`, which returns how many units it did, for about `ms` of CPU time: units per CPU second. */
export function cpuRate(work: () => number, ms: number): number {
  const c0 = process.cpuUsage();
  let n = 0;
  let elapsed = 0;
  do {
    n += work();
    elapsed = process.cpuUsage(c0).user / 1000;
  } while (elapsed < ms);
  return (n / elapsed) * 1000;
}

/** Units per second of `work` alone: a warm-up of a quarter of the time, then the median of the rounds. */
export function rateOf(work: () => number, time: BenchTime): number {
  cpuRate(work, time.ms / 4);
  const rates: number[] = [];
  for (let r = 0; r < time.rounds; r++) rates.push(cpuRate(work, time.ms / time.rounds));
  return median(rates);
}

/** `a` and `b` in turns, each warmed up first: the median rate of each and the median of the rounds' `a / b`. */
export function inTurns(a: () => number, b: () => number, time: BenchTime): { a: number; b: number; ratio: number } {
  cpuRate(a, time.ms / 4);
  cpuRate(b, time.ms / 4);
  const as: number[] = [];
  const bs: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < time.rounds; r++) {
    const x = cpuRate(a, time.ms / time.rounds);
    const y = cpuRate(b, time.ms / time.rounds);
    as.push(x);
    bs.push(y);
    ratios.push(x / y);
  }
  return { a: median(as), b: median(bs), ratio: median(ratios) };
}

/** `work(i)` as units of work for `cpuRate`: `batch` calls each time, `i` counting on across calls. */
export function counted(work: (i: number) => unknown, batch = 20): () => number {
  let i = 0;
  return () => {
    for (let k = 0; k < batch; k++) work(i++);
    return batch;
  };
}

/** mulberry32: the small seeded generator the hand-written floors and yardsticks of the benches share. */
export function mulberry32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The eight lines of tic-tac-toe (cells 0–8, row by row), for the hand-written versions of the game. */
export const TICTACTOE_LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];
