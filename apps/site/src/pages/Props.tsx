// The properties of a clicked piece or card: a small panel listing what the table's data holds for
// it (name, type, stats, tokens, tags, its simple fields). Clicking elsewhere or Escape closes it.
import { useEffect, useRef } from 'react';
import type { Json } from '@tabletwin/engine';
import type { FaceCard, Piece } from '@tabletwin/views';

export interface Properties {
  title: string;
  rows: [string, string][];
}

const shown = (v: Json): string => (typeof v === 'string' ? v : JSON.stringify(v));
/** The simple fields not shown yet; a `label` that only repeats the title is left out. */
const fieldRows = (fields: Readonly<Record<string, Json>>, skip: ReadonlySet<string>, title: string): [string, string][] =>
  Object.entries(fields)
    .filter(([k, v]) => !skip.has(k) && !(k === 'label' && shown(v) === title))
    .map(([k, v]) => [k, shown(v)]);

export function cardProperties(card: FaceCard, zone: string): Properties {
  const rows: [string, string][] = [['zone', zone]];
  if (card.typeName !== null || card.type !== null) rows.push(['type', card.typeName ?? card.type!]);
  if (card.corner !== null) rows.push(['corner', String(card.corner)]);
  for (const s of card.stats) rows.push([s.name, String(s.value)]);
  for (const t of card.tokens) rows.push([t.name, String(t.value)]);
  if (card.tags.length > 0) rows.push(['tags', card.tags.join(', ')]);
  if (card.uid !== null) rows.push(['uid', String(card.uid)]);
  const said = new Set([
    ...rows.map(([k]) => k),
    ...card.stats.map((s) => s.field),
    ...card.tokens.map((t) => t.property),
    'name',
  ]);
  return { title: card.name, rows: [...rows, ...fieldRows(card.fields, said, card.name)] };
}

export function pieceProperties(piece: Piece, cell: string): Properties {
  const rows: [string, string][] = [['cell', cell]];
  if (piece.color !== null) rows.push(['colour', piece.color]);
  if (piece.value !== null) rows.push(['value', String(piece.value)]);
  if (piece.uid !== null) rows.push(['uid', String(piece.uid)]);
  const said = new Set([...rows.map(([k]) => k), 'name']);
  return { title: `${piece.icon ?? ''} ${piece.label}`.trim(), rows: [...rows, ...fieldRows(piece.fields, said, piece.label)] };
}

export function PropsPanel({ props, onClose }: { props: Properties; onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const key = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') onClose();
    };
    // A click on another item opens that one (its own handler); anywhere else outside the panel closes it.
    const click = (e: MouseEvent): void => {
      const t = e.target as Element | null;
      if (t?.closest?.('.props, [data-item]')) return;
      onClose();
    };
    document.addEventListener('keydown', key);
    document.addEventListener('click', click);
    return () => {
      document.removeEventListener('keydown', key);
      document.removeEventListener('click', click);
    };
  }, [onClose]);
  return (
    <aside ref={ref} className="props" role="dialog" aria-label="Properties">
      <h3>{props.title}</h3>
      <dl>
        {props.rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
