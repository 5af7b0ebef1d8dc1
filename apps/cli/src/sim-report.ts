// Results as people read them (a short table, end reasons, a histogram of game lengths) and as
// rows of a CSV file (one game per row).

import type { ComparisonResult, GameRecord, SimulationResult } from '@tabletwin/tactics';

const int = (n: number): string => n.toLocaleString('en-US');
const pct = (x: number | null): string => (x === null ? '–' : `${(x * 100).toFixed(1)}%`);
const num = (x: number | null, digits = 3): string => (x === null ? '–' : `${x >= 0 ? '+' : ''}${x.toFixed(digits)}`);
const range = (low: number | null, high: number | null, f: (x: number | null) => string): string =>
  low === null || high === null ? '' : `${f(low)} to ${f(high)}`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows
    .map(
      (r) =>
        r
          .map((cell, c) => cell.padEnd(widths[c]!))
          .join('  ')
          .trimEnd() + '\n',
    )
    .join('');
}

function setText(set: Record<string, unknown>): string {
  const pairs = Object.entries(set).map(([k, v]) => `${k}=${String(v)}`);
  return pairs.length === 0 ? '' : ` (${pairs.join(', ')})`;
}

/** The body of a simulation's report (without the heading and the timing line). */
export function resultText(r: SimulationResult): string {
  let out = table([
    ['seat', 'player', 'win rate', '95%', 'mean return', '95%'],
    ...r.seats.map((s) => [
      String(s.seat),
      s.player,
      pct(s.winRate),
      range(s.winLow, s.winHigh, pct),
      num(s.meanReturn),
      range(s.returnLow, s.returnHigh, (x) => num(x)),
    ]),
  ]);
  out += `draws ${int(r.draws)} · cut off ${int(r.cutOff)} · failed ${int(r.failed)}\n`;
  if (r.reasons.length > 0) out += `end reasons: ${r.reasons.map((x) => `${x.reason} ${int(x.count)}`).join(', ')}\n`;
  const q = r.requests;
  if (q.mean !== null) {
    out += `requests per game: mean ${q.mean.toFixed(1)}, median ${q.median}, 90% ${q.p90}, max ${q.max}\n`;
    const most = Math.max(...r.lengths.map((b) => b.count));
    const labels = r.lengths.map((b) => (b.from === b.to ? `${b.from}` : `${b.from}–${b.to}`));
    const w = Math.max(...labels.map((l) => l.length));
    r.lengths.forEach((b, i) => {
      const bar = '#'.repeat(most === 0 ? 0 : Math.round((b.count / most) * 30));
      out += `  ${labels[i]!.padStart(w)} ${bar}${bar === '' ? '' : ' '}${int(b.count)}\n`;
    });
  }
  for (const e of r.errors) {
    const seeds = e.seeds.slice(0, 5).join(', ') + (e.seeds.length > 5 ? ', …' : '');
    out += `error in ${int(e.count)} game${e.count === 1 ? '' : 's'} (seed${e.seeds.length === 1 ? '' : 's'} ${seeds}): ${e.message}\n`;
  }
  return out;
}

export function heading(
  label: string,
  r: { requested: number; games: number; seed: number; set: Record<string, unknown> },
): string {
  const played = r.games === r.requested ? `${int(r.games)} games` : `${int(r.games)} of ${int(r.requested)} games`;
  return `${label}: ${played}, seeds ${r.seed} to ${r.seed + r.requested - 1}${setText(r.set)}\n`;
}

export function comparisonText(label: string, c: ComparisonResult, sides: [string, string]): string {
  let out = `${label}: ${int(c.pairs)} paired games, seeds ${c.seed} to ${c.seed + c.requested - 1}\n`;
  out += `A: ${sides[0]}\nB: ${sides[1]}\n\n`;
  out += table([
    ['seat', 'win rate A', 'win rate B', 'A − B', '95%', 'mean return A − B', '95%'],
    ...c.seats.map((s, i) => [
      String(s.seat),
      pct(c.a.seats[i]!.winRate),
      pct(c.b.seats[i]!.winRate),
      s.winDiff === null ? '–' : `${num(s.winDiff * 100, 1)} points`,
      range(s.winLow, s.winHigh, (x) => num(x === null ? null : x * 100, 1)),
      num(s.returnDiff),
      range(s.returnLow, s.returnHigh, (x) => num(x)),
    ]),
  ]);
  out += '\n';
  for (const s of c.seats) out += `seat ${s.seat}: ${s.sentence}\n`;
  out += `\nA\n${resultText(c.a)}\nB\n${resultText(c.b)}`;
  return out;
}

const cell = (v: string): string => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The CSV header: `side` (a comparison), seed, each seat's return, reason, requests, error. */
export function csvHead(seats: number, sided = false): string {
  return (
    [
      ...(sided ? ['side'] : []),
      'seed',
      ...Array.from({ length: seats }, (_, i) => `return_${i}`),
      'reason',
      'requests',
      'error',
    ].join(',') + '\n'
  );
}

/** One game's row (reason `cut off` or `error` for a game that did not end). */
export function csvRow(g: GameRecord, seats: number, side?: string): string {
  const returns = g.returns === null ? Array.from({ length: seats }, () => '') : g.returns.map(String);
  const reason = g.reason ?? (g.cutOff ? 'cut off' : 'error');
  return (
    [...(side === undefined ? [] : [side]), String(g.seed), ...returns, reason, String(g.requests), g.error ?? '']
      .map(cell)
      .join(',') + '\n'
  );
}
