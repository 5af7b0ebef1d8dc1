// A table laid out by @tabletwin/views (`tableOf`) drawn as lines of text, for the terminal. A pure
// function of that data: it never reads the model or the game. Boards are grids of cells with the
// pieces' icons (hex rows offset by half a cell), zones lists of card names, meters bars.

import type { BoardSlot, Card, Dial, GridSlot, PlayerArea, Row, Slot, Table, ZoneSlot } from '@tabletwin/views';

/** A card the viewer may not see. */
const BACK = '▒';
/** An empty cell of a board or grid. */
const EMPTY = '.';
/** A cell the board does not have. */
const HOLE = '#';
/** Empty cells highlighted by a view's `cells`, one mark per legend entry. */
const MARKS = ['~', '^', '=', '%', '&', '+'];
/** Meters with a larger maximum are drawn on this many cells. */
const BAR = 20;

/** The lines of `table`: the shared table, then each player's area. */
export function drawTable(table: Table): string[] {
  const lines: string[] = [];
  const shared = rowsLines(table.table);
  if (shared.length > 0) lines.push('Table', ...shared);
  for (const area of table.players) {
    const own = rowsLines(area.rows);
    if (own.length > 0) lines.push(areaTitle(area), ...own);
  }
  return lines;
}

function areaTitle(area: PlayerArea): string {
  const notes = [area.you ? 'you' : '', area.eliminated ? 'out' : ''].filter((x) => x !== '');
  return `Player ${area.player}${notes.length === 0 ? '' : ` (${notes.join(', ')})`}`;
}

function rowsLines(rows: readonly Row[]): string[] {
  return rows.flatMap((row) => row.slots.flatMap((slot) => slotLines(slot).map((l) => `  ${l}`)));
}

/** The lines of one slot (the first names it). */
export function slotLines(slot: Slot): string[] {
  const notices = slot.notices.map((n) => `  (${n})`);
  switch (slot.kind) {
    case 'zone':
      return [zoneLine(slot), ...notices];
    case 'meter':
      return [
        ...slot.dials.map((d) => meterLine(slot.dials.length > 1 ? `${slot.name}[${d.player}]` : slot.name, d)),
        ...notices,
      ];
    case 'quest': {
      const card = slot.card === null ? '—' : cardText(slot.card);
      const progress = slot.progress === null ? '' : ` ${slot.progress}${slot.goal === null ? '' : `/${slot.goal}`}`;
      return [`${slot.name}: ${card}${progress}${change(slot.change)}`, ...notices];
    }
    case 'grid':
      return [`${slot.name}:`, ...gridLines(slot).map((l) => `  ${l}`), ...notices];
    case 'board':
      return [`${slot.name}:`, ...boardLines(slot).map((l) => `  ${l}`), ...notices];
    case 'notice':
      return [`${slot.name}: (${slot.notice})`];
  }
}

function cardText(card: Card): string {
  if (card.hidden) return card.new ? `${BACK}*` : BACK;
  const attached = card.attachments.length === 0 ? '' : ` [${card.attachments.map(cardText).join(', ')}]`;
  return `${card.name}${card.new ? '*' : ''}${attached}`;
}

/** `hand (2): K, Q*` (a `*` marks a card new since the last table); a deck shows its count only. */
function zoneLine(z: ZoneSlot): string {
  const count = `${z.count} card${z.count === 1 ? '' : 's'}`;
  if (z.as === 'deck') return `${z.name}: ${count}, face down`;
  if (z.as === 'discard') return `${z.name}: ${count}${z.cards.length > 0 ? `, top ${cardText(z.cards[0]!)}` : ''}`;
  return `${z.name} (${z.count}): ${z.cards.length === 0 ? '—' : z.cards.map(cardText).join(', ')}`;
}

const change = (c: number | null): string => (c === null || c === 0 ? '' : ` (${c > 0 ? '+' : ''}${c})`);

/** `score ▮▮▮▯▯ 3/5`: one cell per point up to 20, else 20 cells in proportion. */
export function meterLine(name: string, d: Dial): string {
  const cells = d.max <= BAR ? Math.max(0, Math.round(d.max)) : BAR;
  const full = d.max <= 0 ? 0 : Math.min(cells, Math.max(0, Math.round((d.value / d.max) * cells)));
  return `${name} ${'▮'.repeat(full)}${'▯'.repeat(cells - full)} ${num(d.value)}/${num(d.max)}${change(d.change)}`;
}

const num = (n: number): string => (Number.isInteger(n) ? String(n) : String(+n.toFixed(2)));

function gridLines(g: GridSlot): string[] {
  const texts = g.cells.map((c) => (c.card === null ? EMPTY : cardText(c.card)));
  const width = Math.max(1, ...texts.map((t) => [...t].length));
  const lines: string[] = [];
  for (let i = 0; i < texts.length; i += g.columns) {
    lines.push(
      texts
        .slice(i, i + g.columns)
        .map((t) => pad(t, width))
        .join(' ')
        .trimEnd(),
    );
  }
  return lines;
}

const pad = (t: string, width: number): string => t + ' '.repeat(Math.max(0, width - [...t].length));

/** What a cell shows: its first piece (`+` when it holds more), a highlight mark, or empty. */
function boardTexts(b: BoardSlot): { texts: Map<string, string>; legend: string[] } {
  const marks = new Map(b.legend.map((l, i) => [l.color, MARKS[i % MARKS.length]!]));
  const texts = new Map<string, string>();
  for (const c of b.cells) {
    const first = c.pieces[0];
    let t =
      first === undefined ? (c.highlight === null ? EMPTY : (marks.get(c.highlight) ?? '~')) : (first.icon ?? first.initials);
    if (c.pieces.length > 1) t += '+';
    texts.set(c.cell, t);
  }
  return { texts, legend: b.legend.map((l) => `${marks.get(l.color)} ${l.name}`) };
}

/** A board as rows of cells; square boards with their edge names, hex boards with every other half cell offset. */
export function boardLines(b: BoardSlot): string[] {
  const { texts, legend } = boardTexts(b);
  const width = Math.max(1, ...[...texts.values()].map((t) => [...t].length));
  const lines = b.shape === 'hex' ? hexLines(b, texts, width) : squareLines(b, texts, width);
  const pieces = b.cells.flatMap((c) => c.pieces.map((p) => ({ p, cell: c.cell })));
  const valued = pieces.filter(({ p }) => p.value !== null);
  if (valued.length > 0) lines.push(`values: ${valued.map(({ p, cell }) => `${p.label} ${cell} ${p.value}`).join(' · ')}`);
  if (legend.length > 0) lines.push(`legend: ${legend.join(' · ')}`);
  if (b.walls.length > 0) lines.push(`walls: ${b.walls.map((w) => w.between.join('|')).join(', ')}`);
  if (b.offBoard.length > 0) lines.push(`off the board: ${b.offBoard.map((p) => p.label).join(', ')}`);
  return lines;
}

function squareLines(b: BoardSlot, texts: Map<string, string>, width: number): string[] {
  const grid: string[][] = Array.from({ length: Math.round(b.height) }, () => Array<string>(Math.round(b.width)).fill(HOLE));
  for (const c of b.cells) {
    const row = grid[Math.floor(c.y)];
    if (row !== undefined && Math.floor(c.x) < row.length) row[Math.floor(c.x)] = texts.get(c.cell)!;
  }
  const rowLabels = new Map(b.rows.map((r) => [Math.floor(r.y), r.label]));
  const labelWidth = Math.max(0, ...b.rows.map((r) => r.label.length));
  const lines = grid.map((cells, y) =>
    `${labelWidth > 0 ? `${(rowLabels.get(y) ?? '').padStart(labelWidth)} ` : ''}${cells.map((t) => pad(t, width)).join(' ')}`.trimEnd(),
  );
  if (b.columns.length > 0) {
    const cols = Array<string>(grid[0]?.length ?? 0).fill('');
    for (const c of b.columns) cols[Math.floor(c.x)] = c.label;
    lines.push(`${labelWidth > 0 ? ' '.repeat(labelWidth + 1) : ''}${cols.map((t) => pad(t, width)).join(' ')}`.trimEnd());
  }
  return lines;
}

const HALF = Math.sqrt(3) / 2;

/** Hex centres are √3 apart in a row and rows 1.5 apart; a half step of √3/2 is `unit` characters. */
function hexLines(b: BoardSlot, texts: Map<string, string>, width: number): string[] {
  const all = [...b.cells, ...b.holes];
  if (all.length === 0) return [];
  const minX = Math.min(...all.map((c) => c.x));
  const minY = Math.min(...all.map((c) => c.y));
  const unit = Math.ceil((width + 1) / 2);
  const rows = new Map<number, { at: number; text: string }[]>();
  const put = (x: number, y: number, text: string) => {
    const row = Math.round((y - minY) / 1.5);
    const list = rows.get(row) ?? [];
    list.push({ at: Math.round((x - minX) / HALF) * unit, text });
    rows.set(row, list);
  };
  for (const c of b.cells) put(c.x, c.y, texts.get(c.cell)!);
  for (const h of b.holes) put(h.x, h.y, HOLE);
  const last = Math.max(...rows.keys());
  const lines: string[] = [];
  for (let r = 0; r <= last; r++) {
    let line = '';
    for (const { at, text } of (rows.get(r) ?? []).sort((a, b) => a.at - b.at)) {
      line = line.padEnd(at) + text;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
