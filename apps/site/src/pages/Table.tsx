// The table from @tabletwin/views drawn: zones as card lists, meters as bars, grids as HTML grids,
// boards as SVG (d3 scales map board units to pixels).
import { scaleLinear } from 'd3-scale';
import { createContext, useCallback, useContext, useState } from 'react';
import type { BoardSlot, Card, Row, Slot, Table } from '@tabletwin/views';
import { cardProperties, pieceProperties, PropsPanel, type Properties } from './Props.js';
import { Fill } from './Fill.js';

/** Opens the properties panel of a clicked item (a no-op where no table provides it). */
const Select = createContext<(p: Properties) => void>(() => {});

export function TableView({ table }: { table: Table }) {
  const [selected, setSelected] = useState<Properties | null>(null);
  const close = useCallback(() => setSelected(null), []);
  return (
    <div className="table" data-viewer={table.viewer ?? 'all'}>
      {selected !== null && <PropsPanel props={selected} onClose={close} />}
      <Select.Provider value={setSelected}>
        <Rows rows={table.table} />
        {table.players.map((p) => (
          <div key={p.player} className={`area${p.you ? ' you' : ''}${p.eliminated ? ' out' : ''}`}>
            <h4>
              Player {p.player}
              {p.you ? ' (you)' : ''}
              {p.eliminated ? ' — out' : ''}
            </h4>
            <Rows rows={p.rows} />
          </div>
        ))}
      </Select.Provider>
    </div>
  );
}

function Rows({ rows }: { rows: readonly Row[] }) {
  return (
    <>
      {rows.map((r, i) => (
        <div key={i} className="row">
          {r.slots.map((s) => (
            <SlotView key={s.id} slot={s} />
          ))}
        </div>
      ))}
    </>
  );
}

function SlotView({ slot }: { slot: Slot }) {
  return (
    <div className={`slot ${slot.kind}`} data-slot={slot.id}>
      <div className="slot-name">{slot.name}</div>
      <SlotBody slot={slot} />
      {slot.notices.map((n, i) => (
        <div key={i} className="notice">
          {n}
        </div>
      ))}
    </div>
  );
}

function SlotBody({ slot }: { slot: Slot }) {
  switch (slot.kind) {
    case 'zone':
      return (
        <div className={`cards ${slot.as}`}>
          {slot.as === 'deck' ? (
            <span className="count">{slot.count} cards</span>
          ) : (
            slot.cards.map((c, i) => <CardView key={i} card={c} where={slot.name} />)
          )}
          {slot.as !== 'deck' && slot.cards.length === 0 && <span className="empty">empty</span>}
        </div>
      );
    case 'meter':
      return (
        <div className="dials">
          {slot.dials.map((d, i) => (
            <div key={i} className="dial" data-value={d.value}>
              <span className="dial-label">{d.player === null ? '' : `P${d.player} `}</span>
              <div className="bar small">
                <Fill pct={d.max > 0 ? (100 * d.value) / d.max : 0} />
              </div>
              <span className="dial-value">
                {d.value}
                {d.change !== null && d.change !== 0 ? ` (${d.change > 0 ? '+' : ''}${d.change})` : ''}
              </span>
            </div>
          ))}
        </div>
      );
    case 'quest':
      return (
        <div>
          {slot.card !== null && <CardView card={slot.card} where={slot.name} />}
          {slot.progress !== null && (
            <span>
              {slot.progress}
              {slot.goal !== null ? ` / ${slot.goal}` : ''}
            </span>
          )}
        </div>
      );
    case 'grid':
      return (
        <div className={`grid cols-${Math.min(slot.columns, 12)}`}>
          {slot.cells.map((c, i) => (
            <div key={i} className={`cell${c.changed ? ' changed' : ''}`}>
              {c.card !== null ? <CardView card={c.card} where={slot.name} /> : null}
            </div>
          ))}
        </div>
      );
    case 'board':
      return <BoardView board={slot} />;
    case 'notice':
      return <div className="notice">{slot.notice}</div>;
  }
}

function CardView({ card, where }: { card: Card; where: string }) {
  const select = useContext(Select);
  if (card.hidden) return <span className={`card hidden${card.new ? ' new' : ''}`}>?</span>;
  return (
    <span
      className={`card${card.new ? ' new' : ''}`}
      title={card.typeName ?? undefined}
      data-item="card"
      role="button"
      tabIndex={0}
      onClick={() => select(cardProperties(card, where))}
      onKeyDown={(e) => e.key === 'Enter' && select(cardProperties(card, where))}
    >
      {card.corner !== null && <span className="corner">{card.corner}</span>}
      {card.name}
      {card.stats.map((s) => (
        <span key={s.field} className="stat">
          {s.icon ?? s.name} {s.value}
        </span>
      ))}
    </span>
  );
}

const CELL = 36;

/** A light piece (white, #fff, #eee…) gets dark writing; the stylesheet's white would vanish on it. */
export function light(color: string | null | undefined): boolean {
  if (color == null) return false;
  const c = color.trim().toLowerCase();
  if (c === 'white' || c === 'ivory' || c === 'snow') return true;
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(c);
  if (m === null) return false;
  const h = m[1]!.length === 3 ? [...m[1]!].map((d) => d + d).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 160;
}

function BoardView({ board }: { board: BoardSlot }) {
  const select = useContext(Select);
  const x = scaleLinear()
    .domain([0, board.width])
    .range([0, board.width * CELL]);
  const y = scaleLinear()
    .domain([0, board.height])
    .range([0, board.height * CELL]);
  const half = board.shape === 'hex' ? CELL * 0.9 : CELL / 2;
  return (
    <svg
      className="board"
      width={x(board.width)}
      height={y(board.height)}
      viewBox={`0 0 ${x(board.width)} ${y(board.height)}`}
      role="img"
    >
      {board.cells.map((c) => (
        <g key={c.cell} data-cell={c.cell}>
          {board.shape === 'hex' ? (
            <circle
              cx={x(c.x)}
              cy={y(c.y)}
              r={half}
              className={`board-cell${c.dark ? ' dark' : ''}${c.changed ? ' changed' : ''}`}
              fill={c.highlight ?? undefined}
            />
          ) : (
            <rect
              x={x(c.x) - half}
              y={y(c.y) - half}
              width={CELL}
              height={CELL}
              className={`board-cell${c.dark ? ' dark' : ''}${c.changed ? ' changed' : ''}`}
              fill={c.highlight ?? undefined}
            />
          )}
          {c.label !== null && (
            <text x={x(c.x)} y={y(c.y) + half - 3} className="cell-label">
              {c.label}
            </text>
          )}
          {c.pieces.map((p, i) => (
            <g key={i} className="piece-item" data-item="piece" onClick={() => select(pieceProperties(p, c.cell))}>
              <circle cx={x(c.x)} cy={y(c.y)} r={CELL / 3} fill={p.color ?? '#444'} stroke="#333" className="piece" />
              <text x={x(c.x)} y={y(c.y) + 4} className="piece-text" fill={light(p.color) ? '#222' : '#fff'}>
                {p.icon ?? p.initials}
              </text>
            </g>
          ))}
        </g>
      ))}
      {board.walls.map((w, i) => (
        <line key={i} x1={x(w.x1)} y1={y(w.y1)} x2={x(w.x2)} y2={y(w.y2)} className="wall" />
      ))}
    </svg>
  );
}
