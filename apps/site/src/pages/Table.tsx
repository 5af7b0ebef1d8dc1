// The table from @tabletwin/views drawn: zones as card lists, meters as bars, grids as HTML grids,
// boards as SVG (`Board.tsx`). A card shows its properties on hover and focus, and keeps them
// open on a click.
import { useCallback, useContext, useId, useState } from 'react';
import type { Card, FaceCard, Row, Slot, Table } from '@tabletwin/views';
import { cardProperties, PropsPanel, type Properties } from './Props.js';
import { BoardView, Play, Select, type BoardPlay } from './Board.js';
import { Fill } from './Fill.js';

export { light } from './Board.js';

export function TableView({ table, play = null }: { table: Table; play?: BoardPlay | null }) {
  const [selected, setSelected] = useState<Properties | null>(null);
  const close = useCallback(() => setSelected(null), []);
  return (
    <div className="table" data-viewer={table.viewer ?? 'all'}>
      {selected !== null && <PropsPanel props={selected} onClose={close} />}
      <Select.Provider value={setSelected}>
        <Play.Provider value={play}>
          <Rows rows={table.table} />
          {table.players.map((p) => (
            <div key={p.player} className={`area${p.you ? ' you' : ''}${p.eliminated ? ' out' : ''}`}>
              <h3>
                Player {p.player}
                {p.you ? ' (you)' : ''}
                {p.eliminated ? ' — out' : ''}
              </h3>
              <Rows rows={p.rows} />
            </div>
          ))}
        </Play.Provider>
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
  if (card.hidden)
    return (
      <span className={`card hidden${card.new ? ' new' : ''}`} aria-label="a card face down">
        ?
      </span>
    );
  return <FaceCardView card={card} where={where} />;
}

/** A face-up card: a button whose properties show as a tip on hover and focus (a click keeps them open). */
function FaceCardView({ card, where }: { card: FaceCard; where: string }) {
  const select = useContext(Select);
  const tip = useId();
  const props = cardProperties(card, where);
  return (
    <span
      className={`card${card.new ? ' new' : ''}`}
      data-item="card"
      role="button"
      tabIndex={0}
      aria-describedby={tip}
      onClick={() => select(props)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          select(props);
        }
      }}
    >
      {card.corner !== null && <span className="corner">{card.corner}</span>}
      {card.name}
      {card.stats.map((s) => (
        <span key={s.field} className="stat">
          {s.icon ?? s.name} {s.value}
        </span>
      ))}
      <span className="card-tip" role="tooltip" id={tip}>
        {props.rows.map(([k, v]) => `${k}: ${v}`).join(' · ')}
      </span>
    </span>
  );
}
