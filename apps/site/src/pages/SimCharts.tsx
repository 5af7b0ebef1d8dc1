// The simulate tab's drawings (d3 scales and shapes, drawn by React as SVG elements, so the policy
// needs no inline style): the win rate of each seat with its 95% band as games accumulate, and a
// histogram of game lengths.
import { scaleBand, scaleLinear } from 'd3-scale';
import { area, line } from 'd3-shape';
import type { Bin } from '@tabletwin/tactics';
import type { TracePoint } from '../lib/sim.js';

const W = 460;
const H = 220;
const M = { top: 12, right: 16, bottom: 34, left: 44 };
const COLOURS = ['#2f6fdb', '#d9480f', '#2b8a3e', '#862e9c', '#e67700', '#0b7285'];

export const seatColour = (seat: number): string => COLOURS[seat % COLOURS.length]!;

interface Series {
  label: string;
  trace: TracePoint[];
  dashed?: boolean;
}

/** Win rate per seat against games played; several series (sides of a comparison) share the axes. */
export function WinChart({ series, title }: { series: Series[]; title: string }) {
  const maxGames = Math.max(1, ...series.flatMap((s) => s.trace.map((p) => p.games)));
  const x = scaleLinear()
    .domain([0, maxGames])
    .range([M.left, W - M.right]);
  const y = scaleLinear()
    .domain([0, 1])
    .range([H - M.bottom, M.top]);
  type P = { games: number; rate: number; low: number; high: number };
  const band = area<P>()
    .x((p) => x(p.games))
    .y0((p) => y(p.low))
    .y1((p) => y(p.high));
  const mid = line<P>()
    .x((p) => x(p.games))
    .y((p) => y(p.rate));
  const seats = Math.max(0, ...series.flatMap((s) => s.trace.map((p) => p.seats.length)));
  return (
    <figure className="chart-box">
      <figcaption>{title}</figcaption>
      <svg className="chart win-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
        <title>{title}</title>
        {Array.from({ length: seats }, (_, seat) => (
          <g key={seat} className="legend">
            <line
              x1={W - M.right - 150 + seat * 50}
              x2={W - M.right - 136 + seat * 50}
              y1={M.top + 6}
              y2={M.top + 6}
              stroke={seatColour(seat)}
              strokeWidth={2}
            />
            <text className="tick" x={W - M.right - 132 + seat * 50} y={M.top + 10}>
              seat {seat}
            </text>
          </g>
        ))}
        {series.length > 1 && (
          <text className="tick" x={W - M.right} y={M.top + 24} textAnchor="end">
            solid: A · dashed: B
          </text>
        )}
        {y.ticks(5).map((t) => (
          <g key={t}>
            <line className="grid" x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} />
            <text className="tick" x={M.left - 6} y={y(t) + 4} textAnchor="end">
              {Math.round(t * 100)}%
            </text>
          </g>
        ))}
        {x.ticks(5).map((t) => (
          <text key={t} className="tick" x={x(t)} y={H - M.bottom + 16} textAnchor="middle">
            {t}
          </text>
        ))}
        <text className="axis-label" x={(M.left + W - M.right) / 2} y={H - 4} textAnchor="middle">
          games played
        </text>
        {series.map((s, si) =>
          Array.from({ length: seats }, (_, seat) => {
            const pts: P[] = s.trace.flatMap((p) => {
              const v = p.seats[seat];
              return v && v.rate !== null && v.low !== null && v.high !== null
                ? [{ games: p.games, rate: v.rate, low: v.low, high: v.high }]
                : [];
            });
            return (
              <g key={`${si}-${seat}`} className="series" data-seat={seat} data-side={s.label}>
                <path className="band" d={band(pts) ?? ''} fill={seatColour(seat)} fillOpacity={0.15} />
                <path
                  className="rate"
                  d={mid(pts) ?? ''}
                  fill="none"
                  stroke={seatColour(seat)}
                  strokeWidth={2}
                  strokeDasharray={s.dashed ? '5 4' : undefined}
                />
              </g>
            );
          }),
        )}
      </svg>
    </figure>
  );
}

/** Bars of games per range of lengths (requests answered). */
export function LengthHistogram({ bins, title, top }: { bins: readonly Bin[]; title: string; top?: number }) {
  const labels = bins.map((b) => (b.from === b.to ? `${b.from}` : `${b.from}–${b.to}`));
  const x = scaleBand<string>()
    .domain(labels)
    .range([M.left, W - M.right])
    .padding(0.15);
  const y = scaleLinear()
    .domain([0, Math.max(1, top ?? 0, ...bins.map((b) => b.count))])
    .nice()
    .range([H - M.bottom, M.top]);
  return (
    <figure className="chart-box">
      <figcaption>{title}</figcaption>
      <svg className="chart length-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
        <title>{title}</title>
        {y.ticks(4).map((t) => (
          <g key={t}>
            <line className="grid" x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} />
            <text className="tick" x={M.left - 6} y={y(t) + 4} textAnchor="end">
              {t}
            </text>
          </g>
        ))}
        {bins.map((b, i) => (
          <g key={i} className="bin" data-count={b.count}>
            <rect x={x(labels[i]!)} y={y(b.count)} width={x.bandwidth()} height={y(0) - y(b.count)} fill="#2f6fdb" />
            <text className="tick" x={x(labels[i]!)! + x.bandwidth() / 2} y={H - M.bottom + 16} textAnchor="middle">
              {labels[i]}
            </text>
          </g>
        ))}
        <text className="axis-label" x={(M.left + W - M.right) / 2} y={H - 4} textAnchor="middle">
          requests per game
        </text>
      </svg>
    </figure>
  );
}
