// The metrics of an analysis from its measured games (README "Analysis", where each is defined
// with what a designer reads from it). Every value comes with a 95% interval: Wilson's for a share
// of games, the normal one for a mean per game, the delta method for a ratio of sums over games.
import { meanInterval, wilson, Z95 } from '../simulate/stats.js';
import type { GameMeasure, SkillMeasure } from './measure.js';
import { shares } from './measure.js';
import type { PreparedAnalysis } from './spec.js';

export interface Metric {
  /** `completion`, `timeouts`, `drawishness`, `advantage_first`, `balance`, `duration_requests`, … */
  readonly name: string;
  /** The measured player (each fills every seat); `skill` names the searcher. */
  readonly players: string;
  readonly value: number | null;
  readonly low: number | null;
  readonly high: number | null;
  readonly note: string;
  /** `skill` only: each point of the curve. */
  readonly curve?: readonly SkillPoint[];
}

export interface SkillPoint {
  readonly stronger: string;
  readonly weaker: string;
  readonly games: number;
  readonly value: number | null;
  readonly low: number | null;
  readonly high: number | null;
}

const clip = (x: number | null, lo: number, hi: number): number | null => (x === null ? null : Math.min(hi, Math.max(lo, x)));

/** The ratio Σx / Σy over games, with the delta method's interval (games are the units). */
function ratio(xs: readonly number[], ys: readonly number[]): { value: number | null; low: number | null; high: number | null } {
  const n = xs.length;
  const sy = ys.reduce((a, b) => a + b, 0);
  if (n === 0 || sy === 0) return { value: null, low: null, high: null };
  const r = xs.reduce((a, b) => a + b, 0) / sy;
  if (n < 2) return { value: r, low: null, high: null };
  const ybar = sy / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (xs[i]! - r * ys[i]!) ** 2;
  const se = Math.sqrt(ss / (n - 1) / n) / ybar;
  return { value: r, low: r - Z95 * se, high: r + Z95 * se };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

function share(name: string, players: string, k: number, n: number, note: string): Metric {
  const w = wilson(k, n);
  return { name, players, value: n === 0 ? null : k / n, low: w.low, high: w.high, note };
}

function mean(name: string, players: string, xs: readonly number[], note: string, range: [number, number] | null = null): Metric {
  const m = meanInterval(xs, Z95, range);
  return { name, players, value: m.mean, low: m.low, high: m.high, note };
}

const none = (name: string, players: string, note: string): Metric => ({
  name,
  players,
  value: null,
  low: null,
  high: null,
  note,
});

/** The metrics of one measured player from its games. */
export function playerMetrics(a: PreparedAnalysis, players: string, games: readonly GameMeasure[]): Metric[] {
  const n = games.length;
  const ended = games.filter((g) => g.returns !== null);
  const e = ended.length;
  const failed = games.filter((g) => g.error !== null).length;
  const seats = a.seats;
  const out: Metric[] = [
    share('completion', players, e, n, `${e} of ${n} games ended${failed > 0 ? `, ${failed} failed` : ''}`),
    share(
      'timeouts',
      players,
      games.filter((g) => g.cutOff).length,
      n,
      `cut off after ${a.spec.maxRequests.toLocaleString('en-US')} requests`,
    ),
  ];
  const finals = ended.map((g) => shares(g.returns!));
  const undecided = finals.filter((s) => !s.includes(1)).length;
  if (a.cooperative) {
    const won = ended.filter((g) => g.returns!.every((r) => r > 0)).length;
    out.push(share('drawishness', players, ended.length - won, e, 'cooperative: games the team did not win'));
    out.push(none('advantage_first', players, 'cooperative: every seat gets the same'));
    out.push(none('balance', players, 'cooperative: every seat gets the same'));
  } else if (seats < 2) {
    out.push(
      none('drawishness', players, 'one seat'),
      none('advantage_first', players, 'one seat'),
      none('balance', players, 'one seat'),
    );
  } else {
    out.push(share('drawishness', players, undecided, e, 'ended games without a single winner'));
    // A seat's score in a game is its share of the result: 1 for a win, 1/m for a tie of m at the top.
    const score = Array.from({ length: seats }, (_, s) => finals.map((f) => f[s]!));
    out.push(
      mean(
        'advantage_first',
        players,
        score[0]!,
        `the first seat's share of the results (a draw counts half); even is ${pct(1 / seats)}`,
        [0, 1],
      ),
    );
    const rates = score.map((xs) => (e === 0 ? 0 : xs.reduce((x, y) => x + y, 0) / e));
    const hi = rates.indexOf(Math.max(...rates));
    const lo = rates.indexOf(Math.min(...rates));
    // The gap between the best and the worst seat, per game, so its interval comes from the games.
    const gaps = finals.map((f) => f[hi]! - f[lo]!);
    out.push(mean('balance', players, gaps, `results by seat ${rates.map(pct).join(' / ')}; 0 is even`, [0, 1]));
  }
  out.push(
    mean(
      'duration_requests',
      players,
      ended.map((g) => g.requests),
      'requests a game (decisions and chance), ended games',
    ),
  );
  out.push(
    mean(
      'duration_decisions',
      players,
      ended.map((g) => g.asked),
      'decisions asked a game, ended games',
    ),
  );
  const ds = ratio(
    ended.map((g) => g.asked),
    ended.map((g) => g.asked + g.automatic),
  );
  out.push({
    name: 'decision_share',
    players,
    ...clipped(ds),
    note: 'asked decisions among all choices (the others had one option and were taken without asking)',
  });
  const bf = ratio(
    ended.map((g) => g.options),
    ended.map((g) => g.asked),
  );
  out.push({ name: 'branching_factor', players, ...bf, note: 'options of an asked decision, on average' });
  const valued = ended.filter((g) => g.leadChanges !== null);
  const why = a.cooperative ? 'cooperative: no lead' : seats < 2 ? 'one seat' : 'no game with a decision ended';
  if (a.cooperative || valued.length === 0) {
    out.push(none('lead_changes', players, why), none('drama', players, why));
  } else {
    const est = `estimated at ${a.spec.points} positions a game by ${a.spec.rollouts} random play-outs each`;
    out.push(
      mean(
        'lead_changes',
        players,
        valued.map((g) => g.leadChanges!),
        `times the clear leader changed a game; ${est}`,
        [0, Infinity],
      ),
    );
    const decided = valued.filter((g) => g.behind !== null);
    out.push(
      mean(
        'drama',
        players,
        decided.map((g) => g.behind!),
        'share of the positions at which the eventual winner was clearly behind',
        [0, 1],
      ),
    );
  }
  if (valued.length === 0) out.push(none('uncertainty', players, why));
  else
    out.push(
      mean(
        'uncertainty',
        players,
        valued.map((g) => g.uncertainty!),
        'how open the outcome was, 1 wide open, 0 decided (entropy of the chances to win)',
        [0, 1],
      ),
    );
  return out;
}

const clipped = (r: { value: number | null; low: number | null; high: number | null }) => ({
  value: r.value,
  low: clip(r.low, 0, 1),
  high: clip(r.high, 0, 1),
});

/** The skill metric: the mean over the curve's points of the stronger side's result (−1 … 1), and the curve. */
export function skillMetric(a: PreparedAnalysis, games: readonly SkillMeasure[]): Metric {
  const name = (level: number) => (level === 0 ? 'random' : `mcts:${a.budgets[level - 1]}`);
  const curve: SkillPoint[] = a.budgets.map((_, point) => {
    const values = games.filter((g) => g.point === point && g.value !== null).map((g) => g.value!);
    const m = meanInterval(values, Z95, [-1, 1]);
    return { stronger: name(point + 1), weaker: name(point), games: values.length, value: m.mean, low: m.low, high: m.high };
  });
  const used = curve.filter((c) => c.games > 0);
  const players = name(a.budgets.length);
  if (used.length === 0)
    return { name: 'skill', players, value: null, low: null, high: null, note: 'no skill games were played', curve };
  // The mean of the points' means; its variance the mean of their variances over the number of points.
  const value = used.reduce((s, c) => s + c.value!, 0) / used.length;
  const halves = used.map((c) => (c.low === null || c.high === null ? null : (c.high - c.low) / 2));
  const known = halves.every((h) => h !== null);
  const half = known ? Math.sqrt(halves.reduce((s, h) => s + h! * h!, 0)) / used.length : null;
  return {
    name: 'skill',
    players,
    value,
    low: half === null ? null : clip(value - half, -1, 1),
    high: half === null ? null : clip(value + half, -1, 1),
    note: `the stronger searcher's result against the weaker (1 always wins, 0 no better), mean over ${used.length} budgets`,
    curve,
  };
}
