// A board drawn as SVG (d3 scales map board units to pixels): file and rank names along the edges
// where the view asks for them, every cell a focusable button named by its cell and pieces
// (`e2, white pawn`), the squares of the last moves filled, and moves made by clicking (or Enter
// on) a piece and then its target, where the question's options name cells (`lib/moves.ts`).
import { scaleLinear } from 'd3-scale';
import { createContext, useContext, useState, type KeyboardEvent } from 'react';
import type { BoardSlot, Piece } from '@tabletwin/views';
import { clickOn, type CellMove } from '../lib/moves.js';
import { pieceProperties, type Properties } from './Props.js';

/** The question's moves on the board and how to answer one; none where the options name no cells. */
export interface BoardPlay {
  moves: readonly CellMove[];
  answer: (option: number) => void;
}
export const Play = createContext<BoardPlay | null>(null);
export const Select = createContext<(p: Properties) => void>(() => {});

const CELL = 36;
/** Room for the file names below the board and the rank names left of it. */
const EDGE = 18;

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

/** The chess symbols by name: a piece drawn with one is called by it (`white pawn`), not by its letter. */
const SYMBOLS: Record<string, string> = {
  '♔': 'king',
  '♕': 'queen',
  '♖': 'rook',
  '♗': 'bishop',
  '♘': 'knight',
  '♙': 'pawn',
  '♚': 'king',
  '♛': 'queen',
  '♜': 'rook',
  '♝': 'bishop',
  '♞': 'knight',
  '♟': 'pawn',
};

/** `white pawn`, `green frog`: the piece's colour where it is a word, then its name. */
export function pieceName(p: Piece): string {
  const symbol = p.icon !== null ? SYMBOLS[p.icon] : undefined;
  const colour = p.color !== null && /^[a-z]+$/i.test(p.color) ? `${p.color} ` : '';
  // The letters drawn on a token are part of its name, so what is seen is what is read out.
  const shown = p.icon ?? p.initials;
  return `${colour}${symbol ?? p.label}${symbol === undefined && shown !== p.label ? ` (${shown})` : ''}`;
}

/** The accessible name of a cell: `e2, white pawn`, `e4, empty`, with what a click there does. */
export function cellName(cell: string, pieces: readonly Piece[], note: string | null): string {
  const what = pieces.length === 0 ? 'empty' : pieces.map(pieceName).join(', ');
  return `${cell}, ${what}${note === null ? '' : `, ${note}`}`;
}

export function BoardView({ board }: { board: BoardSlot }) {
  const select = useContext(Select);
  const play = useContext(Play);
  const moves = play?.moves ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<CellMove[] | null>(null);
  // A picked piece that has no move any more (a new question) is dropped.
  const from = picked !== null && moves.some((m) => m.from === picked) ? picked : null;
  const targets = new Set(moves.filter((m) => m.from === from && from !== null).map((m) => m.to));
  const names = board.columns.length > 0 || board.rows.length > 0;
  const left = names ? EDGE : 0;
  const x = scaleLinear()
    .domain([0, board.width])
    .range([left, left + board.width * CELL]);
  const y = scaleLinear()
    .domain([0, board.height])
    .range([0, board.height * CELL]);
  const half = board.shape === 'hex' ? CELL * 0.9 : CELL / 2;
  const width = x(board.width);
  const height = y(board.height) + (names ? EDGE : 0);

  const activate = (cell: string, pieces: readonly Piece[]): void => {
    setChoosing(null);
    const click = clickOn(cell, from, moves);
    if (click.kind === 'pick') setPicked(click.cell);
    else if (click.kind === 'answer') {
      setPicked(null);
      play?.answer(click.option);
    } else if (click.kind === 'choose') setChoosing(click.options);
    else {
      setPicked(null);
      if (pieces[0] !== undefined) select(pieceProperties(pieces[0], cell));
    }
  };
  const note = (cell: string): string | null => {
    if (cell === from) return 'picked: choose where it goes';
    if (targets.has(cell)) return `move here from ${from}`;
    if (from === null && moves.some((m) => m.from === cell)) return 'can move';
    if (from === null && moves.some((m) => m.from === null && m.to === cell)) return 'can play here';
    return null;
  };
  const onKey = (e: KeyboardEvent, cell: string, pieces: readonly Piece[]): void => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      activate(cell, pieces);
    } else if (e.key === 'Escape') setPicked(null);
  };

  return (
    <div className="board-box">
      <svg
        className="board"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="group"
        aria-label={`${board.name}${moves.length > 0 ? ': pick a piece, then where it goes' : ''}`}
      >
        {board.cells.map((c) => {
          const cls = `board-cell${c.dark ? ' dark' : ''}${c.changed ? ' changed' : ''}${c.cell === from ? ' picked' : ''}${
            targets.has(c.cell) ? ' target' : ''
          }`;
          return (
            <g
              key={c.cell}
              data-cell={c.cell}
              className="cell-item"
              role="button"
              tabIndex={0}
              aria-label={cellName(c.cell, c.pieces, note(c.cell))}
              aria-pressed={c.cell === from ? true : undefined}
              data-item={c.pieces.length > 0 ? 'piece' : undefined}
              onClick={() => activate(c.cell, c.pieces)}
              onKeyDown={(e) => onKey(e, c.cell, c.pieces)}
            >
              {board.shape === 'hex' ? (
                <circle cx={x(c.x)} cy={y(c.y)} r={half} className={cls} fill={c.highlight ?? undefined} />
              ) : (
                <rect
                  x={x(c.x) - half}
                  y={y(c.y) - half}
                  width={CELL}
                  height={CELL}
                  className={cls}
                  fill={c.highlight ?? undefined}
                />
              )}
              {targets.has(c.cell) && <circle cx={x(c.x)} cy={y(c.y)} r={5} className="target-dot" aria-hidden="true" />}
            </g>
          );
        })}
        {/* Names and pieces drawn over the cells, outside the buttons (their words are the buttons' names), letting clicks through. */}
        <g className="board-over" aria-hidden="true">
          {board.cells.map((c) => (
            <g key={c.cell} data-piece-cell={c.cell}>
              {c.label !== null && (
                <text x={x(c.x)} y={y(c.y) + half - 3} className="cell-label">
                  {c.label}
                </text>
              )}
              {c.pieces.map((p, i) => (
                <g key={i} className="piece-item">
                  <circle cx={x(c.x)} cy={y(c.y)} r={CELL / 3} fill={p.color ?? '#444'} stroke="#333" className="piece" />
                  <text x={x(c.x)} y={y(c.y) + 4} className="piece-text" fill={light(p.color) ? '#222' : '#fff'}>
                    {p.icon ?? p.initials}
                  </text>
                </g>
              ))}
            </g>
          ))}
        </g>
        {board.walls.map((w, i) => (
          <line key={i} x1={x(w.x1)} y1={y(w.y1)} x2={x(w.x2)} y2={y(w.y2)} className="wall" />
        ))}
        {board.columns.map((c) => (
          <text key={`c${c.label}`} x={x(c.x)} y={y(board.height) + EDGE - 5} className="coordinate" aria-hidden="true">
            {c.label}
          </text>
        ))}
        {board.rows.map((r) => (
          <text key={`r${r.label}`} x={EDGE / 2} y={y(r.y) + 4} className="coordinate" aria-hidden="true">
            {r.label}
          </text>
        ))}
      </svg>
      {choosing !== null && (
        <div className="move-choice" role="group" aria-label="Which move">
          {choosing.map((m) => (
            <button
              type="button"
              key={m.option}
              onClick={() => {
                setChoosing(null);
                setPicked(null);
                play?.answer(m.option);
              }}
            >
              {m.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
